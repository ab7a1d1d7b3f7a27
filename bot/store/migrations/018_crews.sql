-- 018: crews and model cards (issue 44, docs/crews.md). Fatebot ships no card data: players
-- enter the cards.
--
-- A crew belongs to one player (`owner`, a Discord user id) wherever they play, and only they
-- read it until a game uses it. `name_key` is the name as matched (bot/rules/crew/cards.py's
-- card_key): one crew of a name per player. `models` is JSON, the hires in order (the first leads):
-- [{"name", "cost" (or null), "upgrades": [...], "card": the model's card key}], so a game finds
-- each model's card where it is played.
CREATE TABLE crews (
    owner      INTEGER NOT NULL,
    name_key   TEXT NOT NULL,
    name       TEXT NOT NULL,
    faction    TEXT,
    cache      INTEGER,
    format     TEXT NOT NULL,
    models     TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (owner, name_key)
) WITHOUT ROWID;

-- A model's card, shared by everyone in one server (`scope`: the server's id): entered once, in
-- the card notation (`card`: the canonical text, stats and actions with their skill, suit,
-- resisted by, TN, damage track and triggers). Only its `author` replaces it.
CREATE TABLE model_cards (
    scope      INTEGER NOT NULL,
    name_key   TEXT NOT NULL,
    card       TEXT NOT NULL,
    author     INTEGER NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (scope, name_key)
) WITHOUT ROWID;
