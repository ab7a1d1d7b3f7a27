-- 011: where each player's games and waiting steps are, for /games (a player's open games,
-- duels and initiatives in every server). One row per player of a table's /game ('game') or of
-- an open duel or initiative ('p<pending id>', the subjects of migration 007), written in the same
-- unit of work as the game or the record and deleted with it (and with its table, by the cascade).
--
-- `guild_id` is the server of the table, which the rest of the database does not know: 0 for a
-- DM or a group DM (links use @me), NULL when no interaction there has told it yet (a row written
-- by the sweep keeps the value it had). /games reads a player's rows through the index below.
CREATE TABLE places (
    table_id  INTEGER NOT NULL
              REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    subject   TEXT NOT NULL,
    player    INTEGER NOT NULL,
    kind      TEXT NOT NULL,
    guild_id  INTEGER,
    opened_at REAL NOT NULL,
    PRIMARY KEY (table_id, subject, player)
) WITHOUT ROWID;
CREATE INDEX places_by_player ON places (player, opened_at);
