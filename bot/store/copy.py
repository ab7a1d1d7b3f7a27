"""`python -m bot copy-database SOURCE TARGET`: every table's rows from one database to another.

For admins who outgrow SQLite (a file → PostgreSQL) or want a file back (PostgreSQL → a file).
Both sides are opened (and migrated) to the same schema version; the target must be empty.
Everything is written in one transaction (all or nothing), then both sides are read again and
compared table by table: row counts and a SHA-256 over every row in a canonical form. Stop the
bot first: a copy of a database that is being written is a copy of some moment of it.
"""

from __future__ import annotations

import asyncio
import hashlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.store.backend import Backend
from bot.store.dialect import is_postgres_url
from bot.store.sqlite_backend import SqliteBackend

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_USAGE = 2

# Every table of the schema, in an order where referenced rows come first (the foreign keys
# are deferred anyway). The schema's version bookkeeping is each backend's own.
_SQLITE_TABLES = (
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
)
_PG_TABLES = (
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    " AND table_type = 'BASE TABLE' AND table_name <> 'fatebot_schema' ORDER BY table_name"
)
_SQLITE_COLUMNS = "SELECT name FROM pragma_table_info(?) ORDER BY cid"
_PG_COLUMNS = (
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema()"
    " AND table_name = ? ORDER BY ordinal_position"
)


@dataclass(frozen=True)
class TableSummary:
    name: str
    rows: int
    sha256: str


async def open_backend(database: str | Path) -> Backend:
    if is_postgres_url(database):
        from bot.store.postgres_backend import PostgresBackend

        return await PostgresBackend.open(str(database))
    return await SqliteBackend.open(database, checkpoint_interval_s=None)


async def _tables(backend: Backend) -> list[str]:
    sql = _PG_TABLES if backend.kind == "postgresql" else _SQLITE_TABLES
    return [str(row[0]) for row in await backend.fetch_all(sql)]


async def _columns(backend: Backend, table: str) -> list[str]:
    sql = _PG_COLUMNS if backend.kind == "postgresql" else _SQLITE_COLUMNS
    return [str(row[0]) for row in await backend.fetch_all(sql, (table,))]


def _canonical(value: Any) -> str:
    if value is None:
        return "N"
    if isinstance(value, (bytes, bytearray, memoryview)):
        return "b" + bytes(value).hex()
    if isinstance(value, bool):
        return f"i{int(value)}"
    if isinstance(value, int):
        return f"i{value}"
    if isinstance(value, float):
        return f"f{value!r}"
    return "s" + str(value).replace("\\", "\\\\").replace("|", "\\|")


async def _rows(backend: Backend, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
    listed = ", ".join(columns)
    return [tuple(row) for row in await backend.fetch_all(f"SELECT {listed} FROM {table}")]


async def summarise(backend: Backend) -> list[TableSummary]:
    """Row count and checksum of every table (rows sorted, so order of storage does not matter)."""
    out: list[TableSummary] = []
    for table in await _tables(backend):
        columns = await _columns(backend, table)
        lines = sorted("|".join(map(_canonical, row)) for row in await _rows(backend, table, columns))
        digest = hashlib.sha256("\n".join([",".join(columns), *lines]).encode()).hexdigest()
        out.append(TableSummary(table, len(lines), digest))
    return out


async def copy_database(
    source: str | Path, target: str | Path
) -> tuple[list[TableSummary], list[TableSummary]]:
    """Copy every row; return the summaries of source and target as read afterwards."""
    src = await open_backend(source)
    try:
        dst = await open_backend(target)
        try:
            src_version, dst_version = await src.schema_version(), await dst.schema_version()
            if src_version != dst_version:
                raise ValueError(f"schema versions differ: source {src_version}, target {dst_version}")
            tables = await _tables(src)
            if sorted(tables) != sorted(await _tables(dst)):
                raise ValueError("the two databases do not have the same tables")
            for table in tables:
                row = await dst.fetch_one(f"SELECT count(*) FROM {table}")
                if row is not None and int(row[0]):
                    raise ValueError(f"the target is not empty (table {table} has {int(row[0])} rows)")
            statements: list[tuple[str, list[tuple[Any, ...]]]] = []
            for table in tables:
                columns = await _columns(src, table)
                marks = ", ".join("?" for _ in columns)
                sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"
                statements.append((sql, await _rows(src, table, columns)))
            await dst.apply([(sql, rows) for sql, rows in statements if rows])
            return await summarise(src), await summarise(dst)
        finally:
            await dst.close()
    finally:
        await src.close()


USAGE = "usage: python -m bot copy-database SOURCE TARGET  (a SQLite file path or a postgresql:// URL each)"


def main(argv: Sequence[str]) -> int:
    if len(argv) != 2 or any(arg in ("-h", "--help") for arg in argv):
        print(USAGE, file=sys.stderr)
        return EXIT_USAGE if len(argv) != 2 else EXIT_OK
    source, target = argv
    try:
        before, after = asyncio.run(copy_database(source, target))
    except (ValueError, OSError) as error:
        print(f"fatebot: copy-database: {error}", file=sys.stderr)
        return EXIT_USAGE
    ok = True
    for a, b in zip(before, after, strict=True):
        same = (a.rows, a.sha256) == (b.rows, b.sha256)
        ok = ok and same
        verdict = "ok" if same else f"MISMATCH {b.rows} rows, sha256 {b.sha256[:16]}"
        print(f"{a.name:16} {a.rows:>9} rows  sha256 {a.sha256[:16]}  {verdict}")
    print("copy verified: counts and checksums match" if ok else "copy NOT verified: see MISMATCH above")
    return EXIT_OK if ok else EXIT_MISMATCH
