-- 002: organisers' custom seasons, league draws (per server) and Malifaux games (per table).
--
-- Guild ids are Discord snowflakes. Leagues and custom seasons belong to a server, not to a
-- table, so they carry no foreign key to `tables`.

-- A season file an organiser loaded (TOML text, validated before it is stored). `season_id`
-- is the file's own id; a server has at most one season per id.
CREATE TABLE custom_seasons (
    guild_id    INTEGER NOT NULL,
    season_id   TEXT NOT NULL,
    name        TEXT NOT NULL,
    edition     TEXT NOT NULL CHECK (edition IN ('m2e', 'm3e', 'm4e')),
    source      TEXT NOT NULL,
    uploaded_by INTEGER NOT NULL,
    uploaded_at REAL NOT NULL,
    PRIMARY KEY (guild_id, season_id)
) WITHOUT ROWID;

-- A league: its secret seed, the published commitment (hex SHA-256 of the seed) and the
-- season file as it was when the league was created, so every later check recomputes the
-- draws from exactly the data they were drawn with. `name_key` is the casefolded name: names
-- are unique per server whatever their case.
CREATE TABLE leagues (
    guild_id    INTEGER NOT NULL,
    name_key    TEXT NOT NULL,
    name        TEXT NOT NULL,
    season_id   TEXT NOT NULL,
    season_text TEXT NOT NULL,
    seed        BLOB NOT NULL CHECK (length(seed) = 32),
    commitment  TEXT NOT NULL CHECK (length(commitment) = 64),
    created_by  INTEGER NOT NULL,
    created_at  REAL NOT NULL,
    revealed_at REAL,
    PRIMARY KEY (guild_id, name_key)
) WITHOUT ROWID;

-- One stored draw per league round: the canonical row (bot.rules.league.ROW_FIELDS) as JSON.
-- A round is drawn once; drawing it again returns this row.
CREATE TABLE league_rounds (
    guild_id INTEGER NOT NULL,
    name_key TEXT NOT NULL,
    round    INTEGER NOT NULL CHECK (round BETWEEN 1 AND 999),
    row      TEXT NOT NULL,
    drawn_by INTEGER NOT NULL,
    drawn_at REAL NOT NULL,
    PRIMARY KEY (guild_id, name_key, round),
    FOREIGN KEY (guild_id, name_key) REFERENCES leagues (guild_id, name_key)
        ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
) WITHOUT ROWID;

-- The Malifaux game running at a table (JSON written by bot.play.game): players, encounter,
-- turn, phase, VP and soulstone pools. At most one per table.
CREATE TABLE malifaux_games (
    table_id   INTEGER PRIMARY KEY
               REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    state      TEXT NOT NULL,
    updated_at REAL NOT NULL
);
