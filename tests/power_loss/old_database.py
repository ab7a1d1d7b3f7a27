"""A database file at schema version 1 with some decks in it, for the migration crash tests."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

from bot.play import Play
from bot.store import Store

OLD_VERSION = 5  # the schema of the release before play by chat, leagues and seasons (006-009)
OLD_TABLES = (1, 2, 3)


async def make_old_database(path: Path) -> None:
    """What a bot of schema version 5 left behind: decks, hands and open flips at three tables.

    Today's code cannot write to a version-5 schema (it reads and writes columns added since), so
    the rows are made by today's bot in a file of its own and copied into the old schema: every
    column a version-5 bot had, none it did not. The tables have no game, so their flips wrote
    nothing a version-5 schema lacks a table for (the game log, migration 010).
    """
    store = await Store.open(path, target_version=OLD_VERSION)
    await store.close()
    today = path.with_name(f"{path.name}.today")
    store = await Store.open(today)
    try:
        play = Play(store, rng_factory=lambda: random.Random(3))
        for table in OLD_TABLES:
            await play.flip.flip(table, 7, "+")
            await play.hand.hand_draw(table, 8)
    finally:
        await store.close()
    conn = sqlite3.connect(path)
    try:
        conn.execute("ATTACH DATABASE ? AS today", (str(today),))
        for name in ("tables", "decks", "pending"):
            columns = ", ".join(r[1] for r in conn.execute(f"PRAGMA main.table_info({name})"))
            conn.execute(f"INSERT INTO main.{name} ({columns}) SELECT {columns} FROM today.{name}")
        conn.commit()
        conn.execute("DETACH DATABASE today")
    finally:
        conn.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{today}{suffix}").unlink(missing_ok=True)


def table_names(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


# The columns of a version-5 bot's rows (later migrations may add columns, never drop these).
DECK_COLUMNS = "table_id, owner, draw, discard, in_play, hands"
PENDING_COLUMNS = "id, table_id, kind, owner, state, held, created_at, expires_at, channel_id, message_id"


def old_rows(conn: sqlite3.Connection) -> list[Any]:
    """The rows the old bot wrote, as it wrote them (the load of the crash worker uses other tables)."""
    marks = ", ".join("?" * len(OLD_TABLES))
    return [
        *conn.execute(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE table_id IN ({marks}) ORDER BY table_id, owner",
            OLD_TABLES,
        ),
        *conn.execute(
            f"SELECT {PENDING_COLUMNS} FROM pending WHERE table_id IN ({marks}) ORDER BY id", OLD_TABLES
        ),
    ]


def check_old_or_new(path: Path, expected_rows: list[Any], old_tables: set[str], latest: int) -> int:
    """The file is intact at the old or the new version, with the old rows; its version."""
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        assert version in (OLD_VERSION, latest), version
        assert old_rows(conn) == expected_rows
        tables = table_names(conn)
        if version == OLD_VERSION:
            assert tables == old_tables
        else:
            assert tables > old_tables
    finally:
        conn.close()
    return version
