"""A database file at schema version 1 with some decks in it, for the migration crash tests."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

from bot.play import Play
from bot.store import Store, TableSettings

OLD_VERSION = 5  # the schema of the release before play by chat, leagues and seasons (006-009)
OLD_TABLES = (1, 2, 3)


async def make_old_database(path: Path) -> None:
    """What a bot of schema version 5 left behind: decks, hands and open flips at three tables."""
    store = await Store.open(path, target_version=OLD_VERSION)

    async def old_state(table_id: int) -> tuple[TableSettings, str | None]:
        # A bot of version 5 knew no table settings beyond its schema (no pace, migration 006):
        # its tables had the defaults, which today's code would read from columns not there yet.
        # These tables have no game, so their flips write no game log (migration 010).
        return TableSettings(table_id), None

    store.table_state = old_state  # type: ignore[method-assign]
    try:
        play = Play(store, rng_factory=lambda: random.Random(3))
        for table in OLD_TABLES:
            await play.flip(table, 7, "+")
            await play.hand_draw(table, 8)
    finally:
        await store.close()


def table_names(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def old_rows(conn: sqlite3.Connection) -> list[Any]:
    """The rows the old bot wrote (the load of the crash worker uses other tables)."""
    marks = ", ".join("?" * len(OLD_TABLES))
    return [
        *conn.execute(
            f"SELECT * FROM decks WHERE table_id IN ({marks}) ORDER BY table_id, owner", OLD_TABLES
        ),
        *conn.execute(f"SELECT * FROM pending WHERE table_id IN ({marks}) ORDER BY id", OLD_TABLES),
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
