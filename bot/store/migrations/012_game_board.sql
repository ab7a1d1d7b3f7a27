-- 012: the game board (issue item "The game board"). One row per table whose Malifaux game has
-- a board message: the channel message the bot edits in place as the game changes.
--
-- `message_id` NULL: no message (yet, or it could not be posted). `due_at` is when the board must
-- next be redrawn (NULL: it shows the game as it is); every change to the game sets it, unless it
-- is already set, so that a burst of changes makes one edit. `edited_at` is the last edit, which
-- spaces the edits of one board (bot/play/game/board_due.py says by how much, and why). The flusher
-- finds due boards through the index below and claims each one with a compare-and-set on
-- `due_at`, so that two processes never edit the same change twice.
CREATE TABLE game_boards (
    table_id   INTEGER PRIMARY KEY
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    pinned     INTEGER NOT NULL DEFAULT 0,
    language   TEXT NOT NULL,
    guild_id   INTEGER,
    due_at     REAL,
    edited_at  REAL
);
CREATE INDEX game_boards_by_due ON game_boards (due_at);
