-- 003: game state of the dice and card games that do not use the Fate Deck (Fulminato's
-- initiative tracker and roster, a Doomtrooper game). One row per (table, game); `state` is
-- JSON written and read only by the play layer (bot/play/fulminato.py, bot/play/doomtrooper.py)
-- through bot/store/games.py, versioned inside the JSON ("v") so it can evolve without a
-- migration.

CREATE TABLE game_states (
    table_id   INTEGER NOT NULL
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    game       TEXT NOT NULL CHECK (game IN ('fulminato', 'doomtrooper')),
    state      TEXT NOT NULL,
    PRIMARY KEY (table_id, game)
) WITHOUT ROWID;
