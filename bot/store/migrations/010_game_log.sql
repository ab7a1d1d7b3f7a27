-- 010: a game's log (issue 23): every public event of the table's Malifaux game, in order.
--
-- `seq` counts 1, 2, 3 ... per table; it is computed by the INSERT itself (inside the commit's
-- transaction, under the table's lock), so units of work grouped into one commit still number
-- their events in queue order. An event is written only while the table has a game (the INSERT
-- selects from malifaux_games), and the rows go with the game at /game end and a new /game start.
-- `data` is JSON with public fields only (what everyone at the table saw). `undo` is the game
-- document before a bookkeeping step (a turn advance, VP, soulstones) that /game undo may restore:
-- it holds secret schemes and is never shown. `unit` names the unit of work that wrote the row,
-- so that a command whose reply was never delivered takes its events back with it.
CREATE TABLE game_events (
    table_id INTEGER NOT NULL
             REFERENCES tables (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    seq      INTEGER NOT NULL,
    at       REAL NOT NULL,
    actor    INTEGER,
    kind     TEXT NOT NULL,
    data     TEXT NOT NULL,
    undo     TEXT,
    unit     INTEGER NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
