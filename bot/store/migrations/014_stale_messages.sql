-- 014: step messages the bot could no longer edit (issue 34 §6). Where the bot is not a member
-- (a user install in a server, a group DM) it edits a step's message only through an
-- interaction's token, for 15 minutes; a step that moved on later (a lapse, another route) left
-- its message with live buttons. One row per such message, so that a press on it, even after a
-- restart, is told why the message fell behind. A forgotten table takes its rows with it.
CREATE TABLE stale_messages (
    table_id   INTEGER NOT NULL
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    message_id INTEGER NOT NULL,
    noted_at   REAL NOT NULL,
    PRIMARY KEY (table_id, message_id)
);
