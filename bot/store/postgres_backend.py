"""The PostgreSQL side of the store (asyncpg): several processes may share one database.

Connections: one *writer* connection runs every group commit and holds this process's table
leases; a small pool serves reads.

Table leases (why the database, not only the in-process lock): a unit of work on a table
first takes that table's lease, a session-level advisory lock ``pg_advisory_lock(table_id)``
held **by the writer connection**, and keeps it until the unit's changes are committed and no
other unit of this process uses the table. A second process asking for the same table waits
until then (it polls ``pg_try_advisory_lock``: the writer connection must never block; requests
that arrive together go to the server in one statement). So:

* Early lock release and group commit stay as on SQLite inside one process (the in-process
  lock is released once the changes are queued; the next local unit reads them from the
  queue), because the lease is still held by this process while anything of the table is
  queued. Another process can only take the table after that has been committed, and its
  reads then see committed state.
* The lease lives on the very connection that commits, so it cannot be lost while this
  process keeps writing: if the connection dies (a network cut, a server restart or
  failover, ``pg_terminate_backend``), PostgreSQL drops every lease *and* the open transaction
  together. The backend then tells the store (``on_leases_lost``), which fails what was being
  written or queued under those leases (none of it was acknowledged) and forgets every lease;
  a unit that took its lease before the cut is refused when it tries to queue its changes. The
  next operation opens a new writer connection, and each table is leased again on it, so the
  process carries on by itself once the server answers again.
* A SIGKILLed process loses its connections: PostgreSQL rolls back its open batch and frees
  its leases; what it had acknowledged was committed before the reply.

Why not one transaction per unit of work (``BEGIN; pg_advisory_xact_lock(table); read;
write; COMMIT`` on a pooled connection)? It is simpler, but it gives up what the store does on
SQLite: no group commit (one commit, so one WAL flush, per command), no early lock release (the
next command at a table waits for the previous one's flush), a pooled connection held across
each command's rules code, and reads bound to the unit's connection all through the play layer.
The lease keeps the store's interface and its commit path the same for both databases; the
price is that a process holds a busy table a little longer than one unit (until its queue at
that table is empty), which only matters when two processes share a table (a rolling restart,
a DM table), and a waiting process polls with a capped backoff (1 to 20 ms).

Advisory keys: a table lease is the single-bigint key ``table_id`` (Discord snowflakes fit);
once-only jobs (migrations, command sync, id blocks) use the two-int key space, which does
not overlap it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, Final

import asyncpg

from bot.store import migrate
from bot.store.backend import ConnectionLostError
from bot.store.dialect import numbered, postgres_ddl

log = logging.getLogger(__name__)

Statements = list[tuple[str, list[tuple[Any, ...]]]]

_CLASS: Final = 0x46617465  # "Fate": the two-int advisory key space of once-only jobs
_JOBS: Final = {"migrate": 1, "pending-ids": 2, "command-sync": 3, "sweep": 4}
_VERSION_TABLE: Final = "CREATE TABLE IF NOT EXISTS fatebot_schema (version BIGINT NOT NULL)"
_POLL_MIN_S: Final = 0.001
_POLL_MAX_S: Final = 0.02


class PostgresBackend:
    kind = "postgresql"
    shared = True  # other processes may use the same database: take table leases

    def __init__(self, writer: asyncpg.Connection, pool: asyncpg.Pool, url: str) -> None:
        self._writer = writer
        self._pool = pool
        self.path = url
        self._writer_lock = asyncio.Lock()  # one statement at a time on the writer connection
        self.transactions = 0
        self.checkpoints = 0
        self.lease_waits = 0  # lease attempts that found the table held by another process
        self._lock_requests: list[tuple[int, asyncio.Future[bool]]] = []
        self._locker: asyncio.Task[None] | None = None
        self._orphans: list[int] = []
        self._leases_lost: Callable[[ConnectionLostError], None] = lambda _error: None
        self._reported: asyncpg.Connection | None = None  # the dead writer already reported
        self.reconnects = 0

    @classmethod
    async def open(
        cls, url: str, *, target_version: int | None = None, pool_size: int = 4, **_ignored: Any
    ) -> PostgresBackend:
        writer = await asyncpg.connect(url)
        try:
            await migrate_postgres(writer, target_version)
            pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size)
        except BaseException:
            await writer.close()
            raise
        return cls(writer, pool, url)

    def on_leases_lost(self, callback: Callable[[ConnectionLostError], None]) -> None:
        self._leases_lost = callback

    @contextlib.asynccontextmanager
    async def _writing(self, *, needs_old_leases: bool) -> AsyncIterator[asyncpg.Connection]:
        """The writer connection, for one operation at a time.

        If it has dropped, every lease of this process went with it: the store hears of it
        (once per connection) and a new connection is opened. An operation that relies on the
        old session (``needs_old_leases``: a commit computed under its leases, giving leases
        back) then fails with ``ConnectionLostError``; one that does not (taking leases,
        reserving ids) runs on the new connection."""
        async with self._writer_lock:
            if self._writer.is_closed():
                self._report_lost("the writer connection had dropped")
                try:
                    self._writer = await asyncpg.connect(self.path)
                except (OSError, asyncpg.PostgresError) as exc:  # TimeoutError is an OSError
                    # The server is not back yet: this operation fails, the next one tries again.
                    raise ConnectionLostError(f"cannot reach the database: {exc!r}") from exc
                self.reconnects += 1
                log.warning("database writer connection opened again (reconnect %d)", self.reconnects)
                if needs_old_leases:
                    raise ConnectionLostError("the writer connection had dropped")
            try:
                yield self._writer
            except Exception as exc:
                if not self._writer.is_closed():
                    raise  # an error of the statement, on a connection that is still alive
                self._report_lost(repr(exc))
                raise ConnectionLostError(repr(exc)) from exc

    def _report_lost(self, detail: str) -> None:
        if self._reported is self._writer:
            return
        self._reported = self._writer
        log.error("database writer connection lost, and with it every table lease: %s", detail)
        self._leases_lost(ConnectionLostError(detail))

    async def close(self) -> None:
        if self._locker is not None:
            self._locker.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._locker
        try:
            await self._pool.close()
        finally:
            await self._writer.close()  # frees every lease this process still held

    # -- reads ---------------------------------------------------------------------------

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await self._pool.fetchrow(numbered(sql), *params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return list(await self._pool.fetch(numbered(sql), *params))

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            return await _version(conn)

    async def integrity_check(self) -> str:
        # PostgreSQL checks its own pages; what can be checked here is that it answers.
        row = await self._pool.fetchrow("SELECT 1")
        return "ok" if row is not None and row[0] == 1 else "no answer"

    async def pragma(self, name: str) -> Any:
        """SQLite's pragmas have no counterpart here: every one reads as unset (None)."""
        return None

    # -- table leases --------------------------------------------------------------------

    async def lock_table(self, table_id: int) -> None:
        """Take the table's advisory lock on the writer connection (waits for other processes).

        Requests that arrive together go to the server in one statement (like the group
        commit), so a burst of commands on tables not yet leased costs one round trip."""
        delay = _POLL_MIN_S
        while True:
            future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
            self._lock_requests.append((table_id, future))
            if self._locker is None or self._locker.done():
                self._locker = asyncio.create_task(self._lock_batches(), name="fatebot-table-leases")
            if await future:
                return
            self.lease_waits += 1
            await asyncio.sleep(delay * (0.5 + random.random()))
            delay = min(delay * 2, _POLL_MAX_S)

    async def _lock_batches(self) -> None:
        while self._lock_requests:
            batch, self._lock_requests = self._lock_requests, []
            try:
                async with self._writing(needs_old_leases=False) as writer:
                    rows = await writer.fetch(
                        "SELECT t, pg_try_advisory_lock(t) FROM unnest($1::bigint[]) AS t",
                        [table_id for table_id, _future in batch],
                    )
            except BaseException as error:
                for _table_id, future in batch:
                    if not future.done():
                        future.set_exception(
                            error if isinstance(error, Exception) else RuntimeError(repr(error))
                        )
                if not isinstance(error, Exception):
                    raise
                continue
            got = {int(row[0]): bool(row[1]) for row in rows}
            for table_id, future in batch:
                if not future.done():
                    future.set_result(got[table_id])
                elif got[table_id]:
                    # The caller gave up (cancelled) after the lock was taken: give it back.
                    self._orphans.append(table_id)
            if self._orphans:
                orphans, self._orphans = self._orphans, []
                await self.unlock_tables(orphans)

    async def unlock_tables(self, table_ids: Sequence[int]) -> None:
        if not table_ids:
            return
        async with self._writing(needs_old_leases=True) as writer:
            await writer.execute(
                "SELECT pg_advisory_unlock(t) FROM unnest($1::bigint[]) AS t", list(table_ids)
            )

    @contextlib.asynccontextmanager
    async def exclusive(self, name: str, wait: bool) -> AsyncIterator[bool]:
        """Run a once-only job ``name`` in one process at a time: yields whether this process
        holds the job's lock (always, once acquired, when ``wait``; else only if it was free).
        The lock is a session advisory lock on a pool connection, released at the end."""
        async with self._pool.acquire() as conn:
            key = (_CLASS, _JOBS[name])
            if wait:
                await conn.execute("SELECT pg_advisory_lock($1, $2)", *key)
                got = True
            else:
                got = bool(await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", *key))
            try:
                yield got
            finally:
                if got:
                    await conn.execute("SELECT pg_advisory_unlock($1, $2)", *key)

    async def reserve_ids(self, key: str, floor_sql: str, block: int) -> tuple[int, int]:
        """Reserve ``block`` ids above every id used or reserved before, by any process."""
        async with self._writing(needs_old_leases=False) as writer, writer.transaction():
            await writer.execute("SELECT pg_advisory_xact_lock($1, $2)", _CLASS, _JOBS["pending-ids"])
            used = await writer.fetchval(floor_sql)
            reserved = await writer.fetchval("SELECT value FROM meta WHERE key = $1", key)
            start = max(int(used or 0), int(reserved or 0)) + 1
            end = start + block - 1
            await writer.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                key,
                str(end),
            )
        return start, end

    # -- writes --------------------------------------------------------------------------

    async def apply(self, statements: Statements, wait_s: float | None = None) -> None:
        # ``wait_s`` is for SQLite's file lock; here each table is leased by one process and
        # rows are not locked from outside, so nothing waits on someone else's lock.
        async with self._writing(needs_old_leases=True) as writer, writer.transaction():
            for sql, rows in statements:
                await writer.executemany(numbered(sql), rows)
        self.transactions += 1


async def _version(conn: asyncpg.Connection) -> int:
    exists = await conn.fetchval("SELECT to_regclass('fatebot_schema') IS NOT NULL")
    if not exists:
        return 0
    value = await conn.fetchval("SELECT max(version) FROM fatebot_schema")
    return int(value or 0)


async def migrate_postgres(conn: asyncpg.Connection, target: int | None = None) -> int:
    """The SQLite migrations translated (``bot.store.dialect``), all pending ones in one
    transaction, under a lock so that processes starting together migrate once."""
    migrations = migrate.available()
    latest = migrations[-1].number if migrations else 0
    goal = latest if target is None else target
    if not 0 <= goal <= latest:
        raise ValueError(f"no migration {goal}; the latest is {latest}")
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", _CLASS, _JOBS["migrate"])
        await conn.execute(_VERSION_TABLE)
        version = await _version(conn)
        if version > latest:
            raise RuntimeError(
                f"the database is at schema version {version} but this Fatebot only knows {latest}; "
                "refusing to run an older bot against a newer database"
            )
        todo = [m for m in migrations if version < m.number <= goal]
        for migration in todo:
            for statement in migration.statements():
                await conn.execute(postgres_ddl(statement))
        if todo:
            await conn.execute("DELETE FROM fatebot_schema")
            await conn.execute("INSERT INTO fatebot_schema (version) VALUES ($1)", goal)
    return max(version, goal) if todo else version
