-- 019: league notices ride the after-step path (issue 42, item 6; docs/leagues.md).
--
-- Each notice a league change owes (a pairing, the opponent's Confirm, a dispute, a late report,
-- a reminder, a round's stalled games, the standings message) is a row written in the unit of
-- work of that change, so that it commits with it. `player` is whom it tells (0: the league's
-- channel, or no one person), `about` the game it is about (its first player; 0: none).
-- `due_at`: when it goes out (the row is claimed by moving it to a lease's end, one statement,
-- so one sender takes it); NULL once it went out. A restart sends what is due and unsent.
CREATE TABLE league_notices (
    code       TEXT NOT NULL,
    kind       TEXT NOT NULL,
    round      INTEGER NOT NULL,
    player     INTEGER NOT NULL,
    about      INTEGER NOT NULL,
    due_at     REAL,
    created_at REAL NOT NULL,
    PRIMARY KEY (code, kind, round, player, about)
);
CREATE INDEX league_notices_due ON league_notices (due_at);

-- The language a player's DMs are written in (/notify language:), before what the bot learned
-- from their own interactions. NULL: not set.
ALTER TABLE notify_modes ADD COLUMN language TEXT;
