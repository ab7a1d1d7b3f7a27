"""Migrations: from an empty file and from every earlier version, atomically."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import Store, TableSettings
from bot.store import migrate as migrate_mod
from bot.store.migrate import Migration, available

LATEST = available()[-1].number


def _schema(path: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ).fetchall()
    conn.close()
    return [(str(t), str(n), str(s)) for t, n, s in rows]


def _user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def test_migration_files_are_numbered_without_gaps() -> None:
    numbers = [m.number for m in available()]
    assert numbers == list(range(1, len(numbers) + 1))
    assert numbers[0] == 1
    assert available()[0].name == "core"


async def test_empty_file_is_migrated_to_latest(tmp_path: Path) -> None:
    path = tmp_path / "fresh.sqlite3"
    store = await Store.open(path)
    try:
        assert await store.schema_version() == LATEST
        assert await store.integrity_check() == "ok"
        assert str(await store.pragma("journal_mode")).lower() == "wal"
        assert await store.pragma("synchronous") == 2  # FULL
        assert await store.pragma("foreign_keys") == 1
        assert await store.pragma("busy_timeout") == 5000
    finally:
        await store.close()
    names = {name for _, name, _ in _schema(path)}
    assert {"meta", "tables", "decks", "pending", "turns", "dm_messages"} <= names


@pytest.mark.parametrize("start", range(LATEST))
async def test_every_earlier_version_migrates_to_latest(tmp_path: Path, start: int) -> None:
    old = tmp_path / f"at-{start}.sqlite3"
    store = await Store.open(old, target_version=start)
    assert await store.schema_version() == start
    await store.close()
    assert _user_version(old) == start
    if start >= 1:
        # Data written at the old version must survive the upgrade.
        conn = sqlite3.connect(old)
        conn.execute("INSERT INTO meta (key, value) VALUES ('kept', 'yes')")
        conn.execute("INSERT INTO tables (id, game) VALUES (42, 'm2e')")
        conn.commit()
        conn.close()

    store = await Store.open(old)
    try:
        assert await store.schema_version() == LATEST
        assert await store.integrity_check() == "ok"
        if start >= 1:
            assert await store.get_meta("kept") == "yes"
            assert (await store.table_settings(42)).game == "m2e"
    finally:
        await store.close()

    fresh = tmp_path / "fresh.sqlite3"
    await (await Store.open(fresh)).close()
    assert _schema(old) == _schema(fresh)


async def test_reopening_a_current_file_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    await store.set_meta("command-hash", "abc")
    await store.close()
    before = _schema(path)
    store = await Store.open(path)
    try:
        assert await store.get_meta("command-hash") == "abc"
    finally:
        await store.close()
    assert _schema(path) == before


async def test_a_failing_migration_leaves_the_file_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db.sqlite3"
    await (await Store.open(path)).close()
    before = _schema(path)
    broken = Migration(
        LATEST + 1,
        "broken",
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n",
    )
    real = available()
    monkeypatch.setattr(migrate_mod, "available", lambda: [*real, broken])
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(path)
    monkeypatch.undo()
    assert _user_version(path) == LATEST
    assert _schema(path) == before  # half_done was rolled back with the rest


async def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    await (await Store.open(path)).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST + 5}")
    conn.commit()
    conn.close()
    with pytest.raises(RuntimeError, match="only knows"):
        await Store.open(path)


def test_statement_splitting_ignores_semicolons_in_comments_and_strings() -> None:
    m = Migration(9, "x", "-- a comment; with a semicolon\nCREATE TABLE t (a TEXT DEFAULT ';');\nSELECT 1;\n")
    assert m.statements() == [
        "-- a comment; with a semicolon\nCREATE TABLE t (a TEXT DEFAULT ';');",
        "SELECT 1;",
    ]


async def test_settings_and_meta_round_trip(database: str | Path) -> None:
    path = database
    store = await Store.open(path)
    assert await store.table_settings(7) == TableSettings(7)
    await store.set_table_settings(
        TableSettings(7, game="m3e", deck_mode="shared", language="hu", moderator_role=123)
    )
    await store.set_meta("sync-hash", "h1")
    await store.set_meta("gone", "x")
    await store.set_meta("gone", None)
    await store.close()

    store = await Store.open(path)
    try:
        assert await store.table_settings(7) == TableSettings(
            7, game="m3e", deck_mode="shared", language="hu", moderator_role=123
        )
        assert await store.get_meta("sync-hash") == "h1"
        assert await store.get_meta("gone") is None
        with pytest.raises(ValueError):
            await store.set_table_settings(TableSettings(7, game="chess"))  # type: ignore[arg-type]
    finally:
        await store.close()
