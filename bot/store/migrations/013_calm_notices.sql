-- 013: one calm notice (issue 34). Who owes what is derived from the open steps in the unit of
-- work that changes them (bot/play/notices); these rows remember what each player was told.
--
-- `message_channel`, `message_id`: the notice (or reminder) message that asks this player for this
-- step, so that it is edited to say the step is over once it is (never left as a live ask).
-- `first_due` 1: the first notice itself was held back (quiet hours, away, or the hourly budget)
-- and goes out at `next_due_at`, as a notice rather than a reminder.
ALTER TABLE notices ADD COLUMN message_channel INTEGER;
ALTER TABLE notices ADD COLUMN message_id INTEGER;
ALTER TABLE notices ADD COLUMN first_due INTEGER NOT NULL DEFAULT 0;

-- Each player's own rhythm (/notify), beside their mode: a reminder interval (hours; NULL: the
-- table's), quiet hours (minutes after midnight in `time_zone`, an IANA name), away until (epoch
-- seconds). NULL: not set.
ALTER TABLE notify_modes ADD COLUMN interval_hours INTEGER;
ALTER TABLE notify_modes ADD COLUMN quiet_from INTEGER;
ALTER TABLE notify_modes ADD COLUMN quiet_to INTEGER;
ALTER TABLE notify_modes ADD COLUMN time_zone TEXT;
ALTER TABLE notify_modes ADD COLUMN away_until REAL;

-- When the last few notices went to a player at a table (comma-separated epoch seconds, newest
-- last): no player gets more than a few an hour there, whatever the other player does.
CREATE TABLE notice_sends (
    table_id INTEGER NOT NULL
             REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    player   INTEGER NOT NULL,
    recent   TEXT NOT NULL,
    PRIMARY KEY (table_id, player)
);

-- A table may keep quiet at `live` pace (a video call hears the table anyway).
ALTER TABLE tables ADD COLUMN live_notices INTEGER NOT NULL DEFAULT 1;
