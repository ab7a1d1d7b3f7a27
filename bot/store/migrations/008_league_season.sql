-- 008: league seasons played across servers. A league gets a short public code (anyone can
-- join, look at and verify it by code, from any server or the DM with the bot) and its season
-- document (bot.rules.league.season: players, rounds, pairings, results and the record).
-- New leagues get a code from bot.store.league_repo.league_code (unique: the store checks). Existing
-- leagues take the first 8 characters of their commitment: public already, as random as the seed.
ALTER TABLE leagues ADD COLUMN code TEXT;
UPDATE leagues SET code = upper(substr(commitment, 1, 8));
CREATE UNIQUE INDEX leagues_by_code ON leagues (code);
ALTER TABLE leagues ADD COLUMN season TEXT;
-- When the league's next round reminders fall due (a day before a round's deadline), for the
-- sweep: it finds them by this index, whatever the number of leagues.
ALTER TABLE leagues ADD COLUMN next_reminder_at REAL;
CREATE INDEX leagues_by_reminder ON leagues (next_reminder_at);
