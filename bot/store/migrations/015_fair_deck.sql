-- 015: committed shuffles (issue 30, docs/fair-deck.md). While a game runs, each of its decks
-- carries the game's secret seed, the number of its next shuffle and the journal of every card
-- it moved (bot/rules/common/fair.py): in the deck's own row, so that the derived order, the
-- shuffle's number and the cards dealt from it are committed together. NULL: no game (the
-- shuffles are the operating system's, as before).
ALTER TABLE decks ADD COLUMN fair BLOB;

-- Each player's luck in each ended game with committed shuffles (bot/rules/game/luck.py), for
-- /stats over a player's games and over a league season: the jokers they took and each taken
-- card's chance of being one (a JSON list of exact fractions, "a/b"); the simple duels they won
-- and each one's chance of success when it was flipped (the same). `league`: the game's
-- league as the game named it (its name in `guild_id`, or its code), NULL outside a league.
-- Not tied to the table: a player's figures outlive the channel.
CREATE TABLE game_luck (
    table_id INTEGER NOT NULL,
    game     INTEGER NOT NULL,
    player   INTEGER NOT NULL,
    guild_id INTEGER NOT NULL,
    league   TEXT,
    ended_at REAL NOT NULL,
    jokers   INTEGER NOT NULL,
    chances  TEXT NOT NULL,
    duels_won    INTEGER NOT NULL,
    duel_chances TEXT NOT NULL,
    PRIMARY KEY (table_id, game, player)
);
CREATE INDEX game_luck_by_player ON game_luck (player);
CREATE INDEX game_luck_by_league ON game_luck (league);
