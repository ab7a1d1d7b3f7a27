"""Numbered SQL migrations, applied at start in one transaction.

Migration files live in ``bot/store/migrations`` as ``NNN_name.sql``; ``PRAGMA user_version``
holds the number of the last one applied. All pending migrations and the new user_version are
written in a single transaction, so a crash mid-migration leaves the file at its old version.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources

import aiosqlite

_NAME = re.compile(r"(\d{3})_([a-z0-9_]+)\.sql")


@dataclass(frozen=True, slots=True)
class Migration:
    number: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """Split the script into statements (executescript would commit our transaction)."""
        statements: list[str] = []
        buffer = ""
        for line in self.sql.splitlines(keepends=True):
            buffer += line
            if sqlite3.complete_statement(buffer):
                if buffer.strip():
                    statements.append(buffer.strip())
                buffer = ""
        if buffer.strip() and not all(
            ln.strip().startswith("--") or not ln.strip() for ln in buffer.splitlines()
        ):
            raise ValueError(f"migration {self.number:03d} ends with an incomplete statement")
        return statements


def available() -> list[Migration]:
    """Every migration shipped with the package, in order; numbers must be 1, 2, 3, ..."""
    found: list[Migration] = []
    for entry in resources.files("bot.store").joinpath("migrations").iterdir():
        match = _NAME.fullmatch(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.number)
    numbers = [m.number for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migration numbers must be 1..n without gaps, found {numbers}")
    return found


async def current_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def migrate(conn: aiosqlite.Connection, target: int | None = None) -> int:
    """Apply every migration above the file's version (up to ``target``); return the new version.

    ``conn`` must be in autocommit mode (isolation_level=None): the transaction is explicit.
    """
    migrations = available()
    latest = migrations[-1].number if migrations else 0
    goal = latest if target is None else target
    if not 0 <= goal <= latest:
        raise ValueError(f"no migration {goal}; the latest is {latest}")
    version = await current_version(conn)
    if version > latest:
        raise RuntimeError(
            f"the database is at schema version {version} but this Fatebot only knows {latest}; "
            "refusing to run an older bot against a newer database"
        )
    todo = [m for m in migrations if version < m.number <= goal]
    if not todo:
        return version
    await conn.execute("BEGIN IMMEDIATE")
    try:
        for migration in todo:
            for statement in migration.statements():
                await conn.execute(statement)
        # user_version lives in the file header and is part of this same transaction.
        await conn.execute(f"PRAGMA user_version = {goal:d}")
        await conn.execute("COMMIT")
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    return goal
