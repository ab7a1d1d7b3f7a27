-- 016: the luck report's cards used (issue 30 §3, bot/rules/game/luck_cards.py), for /stats: each
-- player's duel flips in the game, as a JSON list of [value of the card used, total, ways for the
-- card used to be worth 0 … 14]. '[]': none (and every game that ended before this migration).
ALTER TABLE game_luck ADD COLUMN flips TEXT NOT NULL DEFAULT '[]';
