"""The SQLite side of the store: one aiosqlite connection in WAL mode, plus a checkpointer.

Everything backend-neutral (the group commit, early lock release, caches) is in
``bot.store.store`` and the modules it is made of; this module only opens the file, runs reads
and applies one batch of statements as one transaction. Its WAL checkpoints run as a job of the
runner the store is given (``Store.open(..., every=bot.loops.every)``), one ``checkpoint`` at a
time.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any, Final, Literal, TypeVar, cast

import aiosqlite

from bot.store import migrate
from bot.store.backend import ConnectionLostError, Every, Job
from bot.store.deadline import StoreBusyError

log = logging.getLogger(__name__)

Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]
JOURNAL_SIZE_LIMIT: Final = 64 * 1024 * 1024
R = TypeVar("R")
Statements = list[tuple[str, list[tuple[Any, ...]]]]


class SqliteBackend:
    """The only owner of one SQLite file (a file is for one process)."""

    kind = "sqlite"
    shared = False  # no other process writes here: no database-side table leases needed

    def __init__(self, conn: aiosqlite.Connection, path: str, busy_timeout_ms: int = 5000) -> None:
        self._conn = conn
        self.path = path
        self.busy_timeout_ms = busy_timeout_ms
        self._checkpointer: aiosqlite.Connection | None = None
        self._checkpoints: Job | None = None
        self._checkpointed_at = -1  # the transaction count at the last checkpoint
        self.checkpoints = 0
        self.transactions = 0

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 5000,
        checkpoint_interval_s: float | None = 0.5,
        every: Every | None = None,
        target_version: int | None = None,
    ) -> SqliteBackend:
        """``checkpoint_interval_s`` with a runner ``every``: checkpoints beside the writer (see
        ``_start_checkpoints``); without either, SQLite's automatic checkpoints."""
        if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"bad synchronous setting {synchronous!r}")
        create_private(path)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            async with conn.execute("PRAGMA journal_mode = WAL") as cursor:
                row = await cursor.fetchone()
            if row is None or str(row[0]).lower() != "wal":
                raise RuntimeError(f"cannot put {path} in WAL mode (got {row!r})")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            # After a checkpoint the WAL is truncated to this size instead of staying as large
            # as its largest burst ever was.
            await conn.execute(f"PRAGMA journal_size_limit = {JOURNAL_SIZE_LIMIT}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await migrate.migrate(conn, target_version)
            backend = cls(conn, str(path), int(busy_timeout_ms))
            if checkpoint_interval_s and every is not None:
                await backend._start_checkpoints(synchronous, busy_timeout_ms, checkpoint_interval_s, every)
        except BaseException:
            await conn.close()
            raise
        return backend

    async def _start_checkpoints(
        self, synchronous: Synchronous, busy_timeout_ms: int, interval: float, every: Every
    ) -> None:
        # An automatic checkpoint runs inside the commit that crosses the threshold and holds
        # up every unit in that batch (tens of ms of fsync on the database file): the tail
        # latency. A PASSIVE checkpoint from a second connection copies the same pages without
        # blocking the writer, which keeps appending to the WAL meanwhile.
        await self._conn.execute("PRAGMA wal_autocheckpoint = 0")
        checkpointer = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await checkpointer.execute(f"PRAGMA synchronous = {synchronous}")
            await checkpointer.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        except BaseException:
            await checkpointer.close()
            raise
        self._checkpointer = checkpointer
        self._checkpoints = every(interval, self.checkpoint, "fatebot-checkpoint")

    async def checkpoint(self) -> None:
        """One PASSIVE checkpoint on the checkpointer connection, if anything was committed since
        the last one. A failure is the runner's to log; the next one retries."""
        assert self._checkpointer is not None
        if self.transactions == self._checkpointed_at:
            return  # nothing new in the WAL
        written = self.transactions
        await self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")
        self._checkpointed_at = written
        self.checkpoints += 1

    async def close(self) -> None:
        try:
            if self._checkpoints is not None:
                await self._checkpoints.stop()
        finally:
            if self._checkpointer is not None:
                await self._checkpointer.close()
            # Closing the last connection checkpoints the WAL into the database file.
            await self._conn.close()

    # -- reads ---------------------------------------------------------------------------

    # Each runs to its end in one hop on the connection thread: a write with RETURNING (the due
    # queue's compare-and-set) is never left in progress while a group commit runs beside it.

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await self._in_connection_thread(lambda raw: _run(raw, sql, params, one=True))

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return cast(
            list[Any], await self._in_connection_thread(lambda raw: _run(raw, sql, params, one=False))
        )

    async def schema_version(self) -> int:
        return await migrate.current_version(self._conn)

    async def integrity_check(self) -> str:
        rows = await self.fetch_all("PRAGMA integrity_check")
        return "\n".join(str(r[0]) for r in rows)

    async def pragma(self, name: str) -> Any:
        if not name.replace("_", "").isalnum():
            raise ValueError(f"not a pragma name: {name!r}")
        row = await self.fetch_one(f"PRAGMA {name}")
        return None if row is None else row[0]

    # -- table leases (one process: the in-process lock is enough) --------------------------

    async def lock_table(self, table_id: int) -> None:
        return None

    async def unlock_tables(self, table_ids: Sequence[int]) -> None:
        return None

    def on_leases_lost(self, callback: Callable[[ConnectionLostError], None]) -> None:
        return None  # one process per file: there are no leases to lose

    @contextlib.asynccontextmanager
    async def exclusive(self, name: str, wait: bool) -> AsyncIterator[bool]:
        yield True  # one process per file: it is always the only one

    # -- writes --------------------------------------------------------------------------

    async def _in_connection_thread(self, fn: Callable[[sqlite3.Connection], R]) -> R:
        """Run ``fn`` with the raw connection on aiosqlite's own connection thread, in one hop.

        A group commit is a dozen statements; through the public API each is a round trip
        between threads, and under load each round trip waits for the GIL (up to the 5 ms
        switch interval) while the event loop is busy. One hop per transaction instead keeps
        aiosqlite as the only owner of the connection and its thread. ``_execute`` and
        ``_conn`` are aiosqlite internals (stable since 0.17); the store tests cover them.
        """
        conn: Any = self._conn
        return cast(R, await conn._execute(lambda: fn(conn._conn)))

    async def apply(self, statements: Statements, wait_s: float | None = None) -> None:
        """One transaction; ``wait_s`` (the earliest answer deadline of its units) bounds the
        wait for the write lock another connection holds (a backup, an open ``sqlite3`` shell):
        past it, ``StoreBusyError`` and nothing written."""
        busy_ms = None if wait_s is None else max(1, min(self.busy_timeout_ms, int(wait_s * 1000)))
        await self._in_connection_thread(lambda raw: _apply(raw, statements, busy_ms, self.busy_timeout_ms))
        self.transactions += 1


def create_private(path: str | Path) -> None:
    """Create the database file readable and writable by its owner only (0600), if it is new.

    It holds every hand, salt and unrevealed league seed. SQLite gives its -wal and -shm files
    the database file's permissions, so they are 0600 too. An existing file keeps the
    permissions its operator gave it; one that others may read is logged once at start.
    """
    name = str(path)
    if name == ":memory:" or name.startswith("file:"):
        return
    try:
        fd = os.open(name, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        mode = stat.S_IMODE(os.stat(name).st_mode)
        if mode & 0o077:
            log.warning(
                "the database %s may be read by other users (mode %o); chmod 600 it (and its -wal/-shm)",
                name,
                mode,
            )
        return
    os.close(fd)


def _is_busy(error: sqlite3.OperationalError) -> bool:
    return getattr(error, "sqlite_errorcode", None) in _BUSY_CODES or "locked" in str(error)


_BUSY_CODES: Final = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _run(conn: sqlite3.Connection, sql: str, params: Sequence[Any], *, one: bool) -> Any:
    """One statement, to its end (runs on the connection thread): its first row, or all of them."""
    cursor = conn.execute(sql, params)
    try:
        return cursor.fetchone() if one else cursor.fetchall()
    finally:
        cursor.close()


def _apply(conn: sqlite3.Connection, statements: Statements, busy_ms: int | None, default_ms: int) -> None:
    """One transaction (runs on the connection thread): all of it, or on any error none of it."""
    if busy_ms is not None:
        conn.execute(f"PRAGMA busy_timeout = {busy_ms:d}")
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as error:
        if _is_busy(error):
            raise StoreBusyError(str(error)) from error
        raise
    finally:
        if busy_ms is not None:
            conn.execute(f"PRAGMA busy_timeout = {default_ms:d}")
    try:
        for sql, rows in statements:
            conn.executemany(sql, rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
