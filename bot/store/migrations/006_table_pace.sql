-- 006: the pace a table plays at (issue 22), and its reminders for steps at `post` pace.
--
-- `pace`: `live` (answers within minutes: FATEBOT_DUEL_TIMEOUT_MINUTES), `post` (within days)
-- or `none` (a step waits until someone cancels it). `reminder_hours` and `reminders`: at
-- `post` pace, remind the player who owes an answer every so many hours, at most so many
-- times (bot/rules/common/pace.py holds the bounds). A step with no deadline stores
-- expires_at = +Infinity in `pending` (both databases keep it; `expires_at <= now` never
-- selects it), so `pending` itself does not change.
ALTER TABLE tables ADD COLUMN pace TEXT NOT NULL DEFAULT 'live' CHECK (pace IN ('live', 'post', 'none'));
ALTER TABLE tables ADD COLUMN reminder_hours INTEGER NOT NULL DEFAULT 24
    CHECK (reminder_hours BETWEEN 1 AND 168);
ALTER TABLE tables ADD COLUMN reminders INTEGER NOT NULL DEFAULT 3 CHECK (reminders BETWEEN 0 AND 3);
