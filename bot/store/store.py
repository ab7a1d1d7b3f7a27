"""The store: one writer, numbered migrations, group commit; on SQLite or PostgreSQL.

Reads run directly on the database. Writes are ``Changes`` handed to :meth:`Store.commit`
(or :meth:`Store.enqueue`), which queues them for a single commit task: whatever has queued up
while the previous transaction was being written goes into the next one (BEGIN, every row,
COMMIT), then each waiting unit is released. One commit thus covers many commands, and no
command is answered before the transaction holding its change is durable.

The caller (the play layer) serialises work per table and holds the table's lock until its
changes are queued (early lock release: ``bot.store.inflight``), so units in one batch never
touch the same rows and a batch never has to order one unit's writes against another's.

Backends (``sqlite_backend``, ``postgres_backend``) only open connections, run reads and
apply one batch as one transaction; the SQL here is the portable subset both accept
(``bot.store.dialect`` adapts placeholders and migration DDL).

Several processes on one PostgreSQL database: the in-process lock cannot serialise them, so
a unit also holds its table's *lease* (:meth:`lease`), an advisory lock in the database held by
the writer connection from before the unit's first read until nothing of the table is queued
any more. Early release and group commit therefore keep working inside a process, and another
process only ever takes a table whose changes are committed. Caches are off on a shared
database (another process may have changed a table since this one last held it); queued rows
are still read from the queue. Why not a transaction per unit: see ``postgres_backend``.

Where each job is: ``Store`` (this module) opens and closes, hands out pending ids and queues
units; it derives from ``group_commit.GroupCommit`` (the commit task, and what a settled unit
does to the caches and leases), which derives from ``reads.Reads`` (queued rows, the LRU caches,
the database) and ``leases.Leases``. ``units`` is what one queued unit is and which rows it writes.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from cachetools import LRUCache

from bot.store import deadline
from bot.store.backend import Backend, ConnectionLostError, Every
from bot.store.deadline import StoreBusyError
from bot.store.dialect import is_postgres_url
from bot.store.group_commit import _ENSURE_TABLE, _HWM_KEY, _TOUCH_TABLE, GroupCommit
from bot.store.inflight import Inflight, Key
from bot.store.records import Changes, PackedDeck, PendingRecord, TableSettings
from bot.store.sqlite_backend import JOURNAL_SIZE_LIMIT as JOURNAL_SIZE_LIMIT  # re-exported
from bot.store.sqlite_backend import SqliteBackend, Synchronous
from bot.store.units import StoreClosedError as StoreClosedError  # re-exported
from bot.store.units import _check_settings, _queued_rows, _tables_of, _Unit

log = logging.getLogger(__name__)

_MAX_PENDING_ID: Final = "SELECT coalesce(max(id), 0) FROM pending"
_ID_BLOCK: Final = 100_000  # pending ids a process reserves at a time on a shared database
_LAST_USED_VERSION: Final = 5  # the migration that added tables.last_used
_SET_PENDING_MESSAGE: Final = "UPDATE pending SET channel_id = ?, message_id = ? WHERE id = ?"


class Store(GroupCommit):
    """The only owner of the database. Create with ``await Store.open(path_or_url)``."""

    def __init__(self, backend: Backend, cache_size: int) -> None:
        self._backend = backend
        self.path = backend.path
        self.kind = backend.kind
        # Another process may change a table once this one's lease on it has ended: with a
        # shared database, nothing is cached beyond what is queued here.
        if backend.shared:
            cache_size = 0
        self._decks: LRUCache[tuple[int, int], PackedDeck] = LRUCache(cache_size)
        self._settings: LRUCache[int, TableSettings] = LRUCache(cache_size)
        self._games: LRUCache[int, str] = LRUCache(cache_size)  # "": no game (reads._NO_GAME)
        self._queue: list[_Unit] = []
        self._inflight: Inflight[_Unit] = Inflight()
        self._unwritten_ids: set[int] = set()
        # When a table counts as last used (wall time; tests replace it).
        self.clock: Callable[[], float] = time.time
        self._touch_table = _TOUCH_TABLE
        self._touched_at = {}
        self._wake = asyncio.Event()
        self._closing = False
        self._next_pending_id = 1
        self._last_pending_id = 0  # shared database: the end of this process's reserved block
        self._refill: asyncio.Task[None] | None = None
        self._spare_ids: list[tuple[int, int]] = []
        self._persisted_hwm = 0
        self._committer: asyncio.Task[None] | None = None
        self._ticker: asyncio.Task[None] | None = None
        self._flush = False  # something queued is waited for: write the queue now
        # Table leases (shared database only): users per table, and leases to give back.
        self._lease_users: dict[int, int] = {}
        self._leased: set[int] = set()
        self._to_unlock: set[int] = set()
        backend.on_leases_lost(self._leases_lost)
        # Figures for tests, metrics and the benchmark: transactions and units written.
        self.transactions = 0
        self.units = 0
        self.batch_sizes: list[int] = []
        self.on_batch: Callable[[int], None] | None = None  # metrics hook: units per commit

    @property
    def checkpoints(self) -> int:
        return self._backend.checkpoints

    @property
    def shared(self) -> bool:
        """Whether other processes may use the same database (PostgreSQL)."""
        return self._backend.shared

    # -- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        database: str | Path,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 5000,
        cache_size: int = 20_000,
        checkpoint_interval_s: float | None = 0.5,
        every: Every | None = None,
        target_version: int | None = None,
    ) -> Store:
        """Open (creating if needed) and migrate the database; start the commit task.

        ``database``: a file path (SQLite) or a ``postgresql://`` URL (PostgreSQL).
        ``checkpoint_interval_s`` (SQLite): WAL checkpoints run on a second connection this
        often instead of inside some unlucky commit, as a background job of the runner ``every``
        (``bot.loops.every``; without one, or with None: SQLite's automatic checkpoints).
        ``target_version`` stops the migrations early (tests build databases at old versions).
        """
        backend: Backend
        if is_postgres_url(database):
            from bot.store.postgres_backend import PostgresBackend

            backend = await PostgresBackend.open(str(database), target_version=target_version)
        else:
            backend = await SqliteBackend.open(
                database,
                synchronous=synchronous,
                busy_timeout_ms=busy_timeout_ms,
                checkpoint_interval_s=checkpoint_interval_s,
                every=every,
                target_version=target_version,
            )
        try:
            store = cls(backend, cache_size)
            if await backend.schema_version() < _LAST_USED_VERSION:  # kept at an older schema (tests)
                store._touch_table = _ENSURE_TABLE
            if target_version is None or target_version >= 1:
                await store._load_id_high_water_mark()
        except BaseException:
            await backend.close()
            raise
        store._committer = asyncio.create_task(store._commit_loop(), name="fatebot-store-commit")
        store._ticker = asyncio.create_task(
            store._tick_loop(checkpoint_interval_s or 0.5), name="fatebot-store-deferred"
        )
        return store

    async def close(self) -> None:
        """Write everything already queued, then close the connection."""
        if self._closing:
            return
        self._closing = True
        self._wake.set()
        try:
            if self._committer is not None:
                try:
                    await self._committer
                except asyncio.CancelledError:
                    # A committer cancelled by its event loop's shutdown must not keep the
                    # connection open; only a cancellation of close() itself propagates.
                    if not self._committer.cancelled():
                        raise
            if self._ticker is not None:
                self._ticker.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._ticker
            if self._refill is not None:
                self._refill.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await self._refill
        finally:
            await self._backend.close()

    async def schema_version(self) -> int:
        return await self._backend.schema_version()

    async def integrity_check(self) -> str:
        return await self._backend.integrity_check()

    async def pragma(self, name: str) -> Any:
        """Read one SQLite pragma (journal_mode, synchronous, foreign_keys, busy_timeout, ...)."""
        return await self._backend.pragma(name)

    # -- writes --------------------------------------------------------------------------

    def new_pending_id(self) -> int:
        """A pending-record id never handed out before, not even before a restart."""
        if self._backend.shared:
            if self._next_pending_id > self._last_pending_id:
                if not self._spare_ids:
                    raise StoreClosedError("no pending ids reserved yet")
                self._next_pending_id, self._last_pending_id = self._spare_ids.pop(0)
            half_used = self._last_pending_id - self._next_pending_id < _ID_BLOCK // 2
            if half_used and not self._spare_ids and (self._refill is None or self._refill.done()):
                self._refill = asyncio.create_task(self._refill_ids(), name="fatebot-pending-ids")
        value = self._next_pending_id
        self._next_pending_id += 1
        self._unwritten_ids.add(value)
        return value

    def never_written(self, pending_id: int) -> bool:
        """Whether ``pending_id`` was handed out and no unit has queued its record yet: then
        there is nothing to read (for the undo journal's before-image, without a query)."""
        return pending_id in self._unwritten_ids

    async def set_meta(self, key: str, value: str | None) -> None:
        """Set (or with None delete) a meta value; returns once committed."""
        await self.commit(Changes(meta={key: value}))

    def set_pending_message(self, pending_id: int, channel_id: int, message_id: int) -> None:
        """Record where an open record's message is: a blind write that needs no table lock
        and no read (a record gone meanwhile is left gone). It is deferred: it joins the next
        group commit, or is written on its own at the next checkpoint tick, or at close. Losing
        it to a crash costs only the edit of an expired message, so no reply waits for it."""
        queued = self._inflight.get(("pending", pending_id))
        if isinstance(queued, PendingRecord):
            self._inflight.replace(
                ("pending", pending_id),
                dataclasses.replace(queued, channel_id=channel_id, message_id=message_id),
            )
        changes = Changes(statements=[(_SET_PENDING_MESSAGE, (channel_id, message_id, pending_id))])
        unit = self._enqueue(
            changes, (), wake=False, rows=[(("message", pending_id), (channel_id, message_id))]
        )
        assert unit is not None
        unit.future.add_done_callback(_log_deferred_failure)

    async def set_table_settings(self, settings: TableSettings) -> None:
        await self.commit(Changes(tables={settings.table_id: settings}))

    def queued(self, key: Key) -> Any:
        """The value a queued, not yet durable unit wrote to a row, or ``MISSING`` (for the
        repositories of this package, whose reads must see queued rows too)."""
        return self._inflight.get(key)

    def durable(self, table_id: int) -> asyncio.Future[None] | None:
        """The commit a reader of ``table_id`` must wait for before answering (None: nothing
        queued there): what it read may include queued rows."""
        unit = self._inflight.last_unit(table_id)
        return None if unit is None else unit.future

    async def commit(self, changes: Changes, tables: Iterable[int] = ()) -> None:
        """Queue ``changes`` for the next group commit; return once they are durable.

        Raises whatever made the transaction fail; nothing of ``changes`` is then written.
        Cancelling the caller does not cancel the write: it still waits for the outcome, so a
        per-table lock held around this call is never released while the write is in flight.
        """
        unit = self._enqueue(changes, tables)
        if unit is None:
            return
        try:
            await self._within_deadline(unit.future, withdraw=True, shield=False)
        except asyncio.CancelledError:
            # The unit stays queued; keep the caller (and so its table lock) here until the
            # write is settled, however often it is cancelled meanwhile.
            if not unit.settled:
                unit.waiter = asyncio.get_running_loop().create_future()
                while not unit.waiter.done():
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.shield(unit.waiter)
            raise

    async def wait_commit(self, future: asyncio.Future[None], *, own: bool) -> None:
        """Wait for a queued commit (``enqueue``'s, or ``durable``'s) no longer than the current
        interaction's answer deadline (bot.store.deadline). ``own``: the caller's own unit, taken
        out of the queue unwritten when the deadline passes; otherwise the caller only read, and
        stops waiting. Either way it then raises ``StoreBusyError``: nothing of it was written."""
        await self._within_deadline(future, withdraw=own, shield=True)

    async def _within_deadline(self, future: asyncio.Future[None], *, withdraw: bool, shield: bool) -> None:
        left = deadline.remaining()
        if left is not None and not future.done():
            try:
                # One timer on this task (cheaper than ``wait_for``'s own future and callbacks).
                async with asyncio.timeout(max(0.0, left)):
                    await asyncio.shield(future)
                return
            except TimeoutError:
                if not withdraw:
                    raise StoreBusyError("a read waited for a commit past the answer deadline") from None
                if self._withdraw(future):
                    raise StoreBusyError("withdrawn unwritten at the answer deadline") from None
            # Already being written: its transaction waits for the lock no longer than the
            # earliest deadline of its units (``GroupCommit._write``), so this wait is short too.
        await (asyncio.shield(future) if shield else future)

    def _withdraw(self, future: asyncio.Future[None]) -> bool:
        """Take the unit of ``future`` out of the queue unwritten (with the units that built on
        it); False if the commit task already took it."""
        unit = next((u for u in self._queue if u.future is future), None)
        if unit is None or unit.settled:
            return False
        self._queue.remove(unit)
        self._settle([unit], StoreBusyError("withdrawn unwritten at the answer deadline"))
        future.exception()  # retrieved here: the caller raises its own
        return True

    def enqueue(self, changes: Changes, tables: Iterable[int] = ()) -> asyncio.Future[None] | None:
        """Queue ``changes`` and return the future of their commit at once (None: nothing to
        write). From now on reads see them, so the caller may release its table lock before
        awaiting the future; ``tables`` names the tables they belong to (deletions included)."""
        unit = self._enqueue(changes, tables)
        return None if unit is None else unit.future

    def _enqueue(
        self,
        changes: Changes,
        tables: Iterable[int],
        *,
        wake: bool = True,
        rows: Sequence[tuple[Key, Any]] = (),
    ) -> _Unit | None:
        if self._closing:
            raise StoreClosedError("the store is closed")
        if self._committer is None or self._committer.done():
            raise StoreClosedError("the commit task is not running")
        if not changes:
            return None
        tables = tuple(tables)
        if self._lease_users:
            lost = [t for t in tables if t in self._lease_users and t not in self._leased]
            if lost:  # leased before the connection dropped: another process may own it now
                raise ConnectionLostError(f"the lease on table {lost[0]} was lost")
        for settings in changes.tables.values():
            _check_settings(settings)
        # Pack now, in the caller's task: later mutation of the Deck objects cannot leak in.
        packed = {key: PackedDeck.of(deck) for key, deck in changes.decks.items()}
        packed.update(changes.packed_decks)
        rows = [*_queued_rows(changes, packed), *rows]
        unit = _Unit(
            changes,
            asyncio.get_running_loop().create_future(),
            packed,
            tables=tuple(sorted(_tables_of(changes, packed, tables))),
            keys=tuple(key for key, _value in rows),
            deadline=deadline.answer_deadline.get(),
        )
        self._inflight.add(unit, unit.tables, rows)
        self._unwritten_ids.difference_update(changes.pending)
        unit.deferred = not wake
        self._queue.append(unit)
        if wake:
            self._flush = True
            self._wake.set()
        return unit

    async def _load_id_high_water_mark(self) -> None:
        if self._backend.shared:
            await self._reserve_ids()
            return
        used = await self._backend.fetch_one(_MAX_PENDING_ID)
        saved = await self._backend.fetch_one("SELECT value FROM meta WHERE key = ?", (_HWM_KEY,))
        hwm = max(int(used[0]) if used is not None else 0, int(saved[0]) if saved is not None else 0)
        self._persisted_hwm = hwm
        self._next_pending_id = hwm + 1

    async def _reserve_ids(self) -> None:
        """Shared database: this process's first block of pending ids (no other process's)."""
        self._next_pending_id, self._last_pending_id = await self._reserve_block()

    async def _reserve_block(self) -> tuple[int, int]:
        from bot.store.postgres_backend import PostgresBackend

        assert isinstance(self._backend, PostgresBackend)
        return await self._backend.reserve_ids(_HWM_KEY, _MAX_PENDING_ID, _ID_BLOCK)

    async def _refill_ids(self) -> None:
        self._spare_ids.append(await self._reserve_block())


def _log_deferred_failure(future: asyncio.Future[None]) -> None:
    if not future.cancelled() and future.exception() is not None:
        log.warning("a deferred write failed: %r", future.exception())
