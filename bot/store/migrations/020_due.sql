-- 020: one due-time queue for everything the bot must do later (issue 41, item 1).
--
-- One row per thing due: its `kind` (what to do: `step` a waiting step lapses, `board` a game
-- board is redrawn, ...) and `item` (which one, as text: a pending id, a table id), and `due_at`,
-- when it is due. Each feature writes its row in the unit of work of the change that makes
-- something due. The sweep of any process claims a due row with a compare-and-set on `lease`
-- (0: nobody has it; else the end of the claimer's lease), so one process wins; the claimer
-- deletes the row once done, or moves it to a later time. A claimer that stops leaves the row
-- due again when its lease ends. Writing a row again clears the claim.
CREATE TABLE due (
    kind   TEXT NOT NULL,
    item   TEXT NOT NULL,
    due_at REAL NOT NULL,
    lease  REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, item)
);
-- What is due, the earliest first: of every kind (the sweep), and of one kind (a feature's own
-- reads: a cost in proportion to what is due, not to what waits).
CREATE INDEX due_by_time ON due (due_at);
CREATE INDEX due_by_kind ON due (kind, due_at);

-- The waiting steps: every open record lapses at its expiry time.
INSERT INTO due (kind, item, due_at) SELECT 'step', CAST(id AS TEXT), expires_at FROM pending;
-- The game boards due for a redraw.
INSERT INTO due (kind, item, due_at)
    SELECT 'board', CAST(table_id AS TEXT), due_at FROM game_boards WHERE due_at IS NOT NULL;
-- Their due time is the queue's from now on.
DROP INDEX game_boards_by_due;
ALTER TABLE game_boards DROP COLUMN due_at;

-- The league notices not yet sent (a claimed one is due when its claim ends).
INSERT INTO due (kind, item, due_at)
    SELECT 'league-notice', code || '|' || kind || '|' || CAST(round AS TEXT) || '|'
        || CAST(player AS TEXT) || '|' || CAST(about AS TEXT), due_at
    FROM league_notices WHERE due_at IS NOT NULL;
DROP INDEX league_notices_due;
ALTER TABLE league_notices DROP COLUMN due_at;
-- The leagues' next round reminder or closing.
INSERT INTO due (kind, item, due_at)
    SELECT 'league-round', CAST(guild_id AS TEXT) || '|' || name_key, next_reminder_at
    FROM leagues WHERE next_reminder_at IS NOT NULL;
DROP INDEX leagues_by_reminder;
ALTER TABLE leagues DROP COLUMN next_reminder_at;
-- The notices and reminders due (each row keeps its `next_due_at`: its reminders' rhythm, and
-- the compare-and-set of its claim; the queue's row follows it in every commit that writes it).
INSERT INTO due (kind, item, due_at)
    SELECT 'notice', CAST(table_id AS TEXT) || '|' || subject || '|' || CAST(player AS TEXT), next_due_at
    FROM notices WHERE next_due_at IS NOT NULL;
DROP INDEX notices_by_due;
