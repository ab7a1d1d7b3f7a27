"""PostgreSQL migrations: the same numbered files as SQLite's (translated by bot.store.dialect),
from an empty database and from every earlier version, each run in one transaction."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.store import Store, TableSettings
from bot.store import migrate as migrate_mod
from bot.store.migrate import Migration, available
from bot.store.postgres_backend import migrate_postgres

LATEST = available()[-1].number


async def _schema(url: str) -> list[tuple[str, str, str, str]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_name, column_name, data_type, coalesce(column_default, '')"
            " FROM information_schema.columns WHERE table_schema = 'public'"
            " ORDER BY table_name, column_name"
        )
        indexes = await conn.fetch("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'")
    finally:
        await conn.close()
    return [tuple(r) for r in rows] + sorted(("index", r[0], r[1], "") for r in indexes)  # type: ignore[misc]


async def test_an_empty_database_is_migrated_to_latest(pg_url: str) -> None:
    store = await Store.open(pg_url)
    try:
        assert await store.schema_version() == LATEST
        assert store.kind == "postgresql"
        assert await store.integrity_check() == "ok"
    finally:
        await store.close()
    tables = {row[0] for row in await _schema(pg_url)}
    assert {"meta", "tables", "decks", "pending", "turns", "dm_messages"} <= tables


@pytest.mark.parametrize("start", range(LATEST))
async def test_every_earlier_version_migrates_to_latest(pg_server: object, start: int) -> None:
    old, fresh = pg_server.new_database(), pg_server.new_database()  # type: ignore[attr-defined]
    store = await Store.open(old, target_version=start)
    assert await store.schema_version() == start
    await store.close()
    if start >= 1:
        conn = await asyncpg.connect(old)
        await conn.execute("INSERT INTO meta (key, value) VALUES ('kept', 'yes')")
        await conn.execute("INSERT INTO tables (id, game) VALUES (42, 'm2e')")
        await conn.close()
    store = await Store.open(old)
    try:
        assert await store.schema_version() == LATEST
        if start >= 1:
            assert await store.get_meta("kept") == "yes"
            assert (await store.table_settings(42)).game == "m2e"
    finally:
        await store.close()
    await (await Store.open(fresh)).close()
    assert await _schema(old) == await _schema(fresh)


async def test_snowflakes_fit(pg_url: str) -> None:
    big = 2**63 - 1  # the largest signed 64-bit id: PostgreSQL's INTEGER would refuse it
    store = await Store.open(pg_url)
    try:
        await store.set_table_settings(TableSettings(big, moderator_role=big - 1))
        assert await store.table_settings(big) == TableSettings(big, moderator_role=big - 1)
    finally:
        await store.close()


async def test_a_failing_migration_leaves_the_database_untouched(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Store.open(pg_url)).close()
    before = await _schema(pg_url)
    broken = Migration(
        LATEST + 1, "broken", "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    )
    real = available()
    monkeypatch.setattr(migrate_mod, "available", lambda: [*real, broken])
    with pytest.raises(asyncpg.UndefinedTableError):
        await Store.open(pg_url)
    monkeypatch.undo()
    assert await _schema(pg_url) == before  # half_done was rolled back with the rest
    store = await Store.open(pg_url)
    try:
        assert await store.schema_version() == LATEST
    finally:
        await store.close()


async def test_a_newer_database_is_refused(pg_url: str) -> None:
    await (await Store.open(pg_url)).close()
    conn = await asyncpg.connect(pg_url)
    await conn.execute("UPDATE fatebot_schema SET version = $1", LATEST + 5)
    await conn.close()
    with pytest.raises(RuntimeError, match="only knows"):
        await Store.open(pg_url)


async def test_processes_starting_together_migrate_once(pg_url: str) -> None:
    conns = [await asyncpg.connect(pg_url) for _ in range(4)]
    try:
        versions = await asyncio.gather(*(migrate_postgres(c) for c in conns))
    finally:
        for conn in conns:
            await conn.close()
    assert sorted(versions) == [LATEST] * 4
