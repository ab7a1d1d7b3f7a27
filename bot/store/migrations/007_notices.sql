-- 007: whose move (issue 22, item 3). One row per player who owes something in an exchange
-- (`subject`: 'p<pending id>' for a duel or an initiative, 'game' for the table's /game), the
-- newest notice posted at each table (so that it can be replaced while it is still the newest
-- message), and each user's choice of how to be told (/notify).
--
-- `language` is the one the first notice was written in (the table's, else the language of the
-- interaction that caused it): its reminders are written in it too.
-- `owed` NULL means the player has answered (they have acted in this exchange, which decides
-- whether a live-pace step pings them). Reminders are found from `next_due_at` by the sweep
-- through the index below (NULL: none due), and claimed one row at a time by a compare-and-set
-- on it, so that two processes never send the same reminder.
CREATE TABLE notices (
    table_id       INTEGER NOT NULL
                   REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    subject        TEXT NOT NULL,
    player         INTEGER NOT NULL,
    owed           TEXT,
    channel_id     INTEGER,
    jump_url       TEXT NOT NULL,
    in_channel     INTEGER NOT NULL,
    language       TEXT NOT NULL,
    interval_s     REAL NOT NULL,
    reminders_left INTEGER NOT NULL,
    next_due_at    REAL,
    created_at     REAL NOT NULL,
    PRIMARY KEY (table_id, subject, player)
) WITHOUT ROWID;
CREATE INDEX notices_by_due ON notices (next_due_at);

CREATE TABLE notice_posts (
    table_id   INTEGER PRIMARY KEY
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    subject    TEXT NOT NULL,
    player     INTEGER NOT NULL
);

CREATE TABLE notify_modes (
    user_id INTEGER PRIMARY KEY,
    mode    TEXT NOT NULL CHECK (mode IN ('ping', 'dm', 'none'))
);
