-- 001: the core of a table: settings, decks, open flips and duels, turn state, DM hand
-- messages and a small key/value meta table. Later migrations (leagues, games, Fulminato,
-- Doomtrooper) take 002 onwards.
--
-- Every id below is a Discord snowflake (fits SQLite's signed 64-bit INTEGER) except
-- pending.id, which the store allocates itself. Foreign keys are DEFERRABLE INITIALLY
-- DEFERRED because a group commit writes its rows kind by kind (all decks, then all pending
-- records, ...), so a table row may be written after the deck that references it.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- A table is a channel or a thread. A missing row means "all defaults".
CREATE TABLE tables (
    id             INTEGER PRIMARY KEY,
    game           TEXT NOT NULL DEFAULT 'm4e'
                   CHECK (game IN ('m4e', 'm3e', 'm2e', 'fulminato', 'doomtrooper')),
    deck_mode      TEXT NOT NULL DEFAULT 'personal' CHECK (deck_mode IN ('personal', 'shared')),
    language       TEXT CHECK (language IS NULL OR language IN ('en', 'es', 'hu')),
    moderator_role INTEGER
);

-- One Fate Deck per (table, owner); owner 0 is the table's shared deck. Each pile is a BLOB
-- of one byte per card id (Deck.pack); hands is a sequence of (player int64 LE, count u8,
-- card ids) so a shared deck keeps one hand per player in the same row.
CREATE TABLE decks (
    table_id INTEGER NOT NULL
             REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    owner    INTEGER NOT NULL,
    draw     BLOB NOT NULL,
    discard  BLOB NOT NULL,
    in_play  BLOB NOT NULL,
    hands    BLOB NOT NULL,
    PRIMARY KEY (table_id, owner)
) WITHOUT ROWID;

-- Open flips and duels waiting for a player. `held` records which in-play cards of which
-- deck the record holds (same layout as decks.hands, keyed by deck owner), so expiry can
-- return them to the discard pile without understanding the JSON state.
CREATE TABLE pending (
    id         INTEGER PRIMARY KEY,
    table_id   INTEGER NOT NULL
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    kind       TEXT NOT NULL,
    owner      INTEGER NOT NULL,
    state      TEXT NOT NULL,
    held       BLOB NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    channel_id INTEGER,
    message_id INTEGER
);
CREATE INDEX pending_by_expiry ON pending (expires_at);
CREATE INDEX pending_by_table ON pending (table_id);

-- Initiative and turn state of the table (JSON written by the play layer).
CREATE TABLE turns (
    table_id   INTEGER PRIMARY KEY
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    state      TEXT NOT NULL,
    updated_at REAL NOT NULL
);

-- The DM message that shows a player's hand at a table (edited, never re-sent).
CREATE TABLE dm_messages (
    table_id   INTEGER NOT NULL
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    player     INTEGER NOT NULL,
    channel_id INTEGER,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (table_id, player)
) WITHOUT ROWID;
