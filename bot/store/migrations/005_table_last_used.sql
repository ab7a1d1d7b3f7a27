-- 005: when each table was last played at, so that tables idle past the configured retention
-- can be forgotten (FATEBOT_RETENTION_DAYS). Tables that exist already count as used now.
ALTER TABLE tables ADD COLUMN last_used REAL NOT NULL DEFAULT 0;
UPDATE tables SET last_used = CAST(strftime('%s', 'now') AS REAL);
CREATE INDEX tables_by_last_used ON tables (last_used);
