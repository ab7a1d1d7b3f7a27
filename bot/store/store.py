"""The SQLite store: one writer connection, numbered migrations and group commit.

Reads run directly on the connection. Writes are ``Changes`` handed to :meth:`Store.commit`,
which queues them for a single commit task: whatever has queued up while the previous
transaction was being written goes into the next one (BEGIN IMMEDIATE, every row, COMMIT),
then each waiting unit is released. One fsync thus covers many commands, and no command is
answered before the transaction holding its change is durable.

The caller (the play layer) serialises work per table and keeps a table locked until its
``commit`` returns, so units in one batch never touch the same rows and a batch never has to
order one unit's writes against another's.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import sqlite3
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Generic, Literal, TypeVar, cast

import aiosqlite

from bot.errors import DomainError
from bot.rules.deck import Deck
from bot.store import games, migrate
from bot.store.inflight import MISSING, Inflight, Key
from bot.store.records import (
    DECK_MODES,
    GAMES,
    LANGUAGES,
    Changes,
    DeckMode,
    DmMessage,
    Game,
    Language,
    PackedDeck,
    PendingRecord,
    TableSettings,
    pack_groups,
    unpack_groups,
)

log = logging.getLogger(__name__)

Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]

_HWM_KEY: Final = "store.pending_id_hwm"
_MAX_BATCH: Final = 1024
JOURNAL_SIZE_LIMIT: Final = 64 * 1024 * 1024

_PENDING_COLUMNS: Final = (
    "id, table_id, kind, owner, state, held, created_at, expires_at, channel_id, message_id"
)
_UPSERT_TABLE: Final = (
    "INSERT INTO tables (id, game, deck_mode, language, moderator_role) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (id) DO UPDATE SET game = excluded.game, deck_mode = excluded.deck_mode,"
    " language = excluded.language, moderator_role = excluded.moderator_role"
)
_UPSERT_DECK: Final = (
    "INSERT INTO decks (table_id, owner, draw, discard, in_play, hands) VALUES (?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, owner) DO UPDATE SET draw = excluded.draw, discard = excluded.discard,"
    " in_play = excluded.in_play, hands = excluded.hands"
)
# Where a record's message is (channel_id, message_id) is written on its own once the reply is
# out (``set_pending_message``), so a unit that read the record before that must not erase it.
_PUT_PENDING: Final = (
    f"INSERT INTO pending ({_PENDING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (id) DO UPDATE SET table_id = excluded.table_id, kind = excluded.kind,"
    " owner = excluded.owner, state = excluded.state, held = excluded.held,"
    " created_at = excluded.created_at, expires_at = excluded.expires_at,"
    " channel_id = coalesce(excluded.channel_id, pending.channel_id),"
    " message_id = coalesce(excluded.message_id, pending.message_id)"
)
# Every table a batch writes to exists afterwards, and counts as used now (for the retention).
_TOUCH_TABLE: Final = (
    "INSERT INTO tables (id, last_used) VALUES (?, ?)"
    " ON CONFLICT (id) DO UPDATE SET last_used = excluded.last_used"
)
_LAST_USED_VERSION: Final = 5  # the migration that added tables.last_used
_SET_PENDING_MESSAGE: Final = "UPDATE pending SET channel_id = ?, message_id = ? WHERE id = ?"
_PUT_DM: Final = (
    "INSERT OR REPLACE INTO dm_messages (table_id, player, channel_id, message_id) VALUES (?, ?, ?, ?)"
)


@dataclass(slots=True, eq=False)
class _Unit:
    changes: Changes
    future: asyncio.Future[None]
    packed: dict[tuple[int, int], PackedDeck] = field(default_factory=dict)
    tables: tuple[int, ...] = ()
    keys: tuple[Key, ...] = ()
    settled: bool = False
    waiter: asyncio.Future[None] | None = None  # only made when the caller was cancelled


K = TypeVar("K")
R = TypeVar("R")
V = TypeVar("V")


class _Lru(Generic[K, V]):
    """A bounded mapping that forgets the least recently used entry first."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._data.get(key)
        if value is not None:
            self._data.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        if self.capacity <= 0:
            return
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            self._data.popitem(last=False)

    def discard(self, key: K) -> None:
        self._data.pop(key, None)

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._data))

    def clear(self) -> None:
        self._data.clear()

    def __len__(self) -> int:
        return len(self._data)


def _check_settings(settings: TableSettings) -> None:
    # The database CHECKs would catch these too, but only at commit time, where one bad unit
    # would cost its whole batch a retry; reject them while the caller can still be told why.
    if settings.game not in GAMES:
        raise ValueError(f"unknown game {settings.game!r}")
    if settings.deck_mode not in DECK_MODES:
        raise ValueError(f"unknown deck mode {settings.deck_mode!r}")
    if settings.language is not None and settings.language not in LANGUAGES:
        raise ValueError(f"unknown language {settings.language!r}")


class StoreClosedError(DomainError):
    """The store is closing (the bot is shutting down): the command changed nothing."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("error-store-closed")
        self.detail = detail


class Store:
    """The only owner of the SQLite file. Create with ``await Store.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection, path: str, cache_size: int) -> None:
        self._conn = conn
        self.path = path
        self._decks: _Lru[tuple[int, int], PackedDeck] = _Lru(cache_size)
        self._settings: _Lru[int, TableSettings] = _Lru(cache_size)
        self._queue: list[_Unit] = []
        self._inflight: Inflight[_Unit] = Inflight()
        self._unwritten_ids: set[int] = set()
        # When a table counts as last used (wall time; tests replace it).
        self.clock: Callable[[], float] = time.time
        self._touch_table = _TOUCH_TABLE
        self._wake = asyncio.Event()
        self._closing = False
        self._next_pending_id = 1
        self._persisted_hwm = 0
        self._committer: asyncio.Task[None] | None = None
        self._checkpointer: aiosqlite.Connection | None = None
        self._checkpoints: asyncio.Task[None] | None = None
        # Figures for tests and the benchmark: how many transactions and units were written.
        self.transactions = 0
        self.units = 0
        self.checkpoints = 0

    # -- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 5000,
        cache_size: int = 20_000,
        checkpoint_interval_s: float | None = 0.5,
        target_version: int | None = None,
    ) -> Store:
        """Open (creating if needed) and migrate the database file; start the commit task.

        ``checkpoint_interval_s``: WAL checkpoints run on a second connection this often
        instead of inside some unlucky commit (None: SQLite's automatic checkpoints).
        ``target_version`` stops the migrations early (tests build files at old versions).
        """
        if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"bad synchronous setting {synchronous!r}")
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
            version = await migrate.migrate(conn, target_version)
            store = cls(conn, str(path), cache_size)
            if version < _LAST_USED_VERSION:  # a file kept at an older schema (tests of upgrades)
                store._touch_table = "INSERT OR IGNORE INTO tables (id) VALUES (?)"
            if target_version is None or target_version >= 1:
                await store._load_id_high_water_mark()
            if checkpoint_interval_s:
                await store._start_checkpoints(synchronous, busy_timeout_ms, checkpoint_interval_s)
        except BaseException:
            await conn.close()
            raise
        store._committer = asyncio.create_task(store._commit_loop(), name="fatebot-store-commit")
        return store

    async def _start_checkpoints(
        self, synchronous: Synchronous, busy_timeout_ms: int, interval: float
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
        self._checkpoints = asyncio.create_task(self._checkpoint_loop(interval), name="fatebot-checkpoint")

    async def _checkpoint_loop(self, interval: float) -> None:
        assert self._checkpointer is not None
        written = -1
        while True:
            await asyncio.sleep(interval)
            if self._queue:
                self._wake.set()  # deferred writes that no commit took along yet
            if self.transactions == written:
                continue  # nothing new in the WAL
            written = self.transactions
            try:
                await self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")
                self.checkpoints += 1
            except sqlite3.Error:
                log.warning("WAL checkpoint failed; retrying later", exc_info=True)

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
            if self._checkpoints is not None:
                self._checkpoints.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._checkpoints
        finally:
            if self._checkpointer is not None:
                await self._checkpointer.close()
            # Closing the last connection checkpoints the WAL into the database file.
            await self._conn.close()

    async def schema_version(self) -> int:
        return await migrate.current_version(self._conn)

    async def integrity_check(self) -> str:
        async with self._conn.execute("PRAGMA integrity_check") as cursor:
            rows = await cursor.fetchall()
        return "\n".join(str(r[0]) for r in rows)

    async def pragma(self, name: str) -> Any:
        """Read one pragma (journal_mode, synchronous, foreign_keys, busy_timeout, ...)."""
        if not name.replace("_", "").isalnum():
            raise ValueError(f"not a pragma name: {name!r}")
        async with self._conn.execute(f"PRAGMA {name}") as cursor:
            row = await cursor.fetchone()
        return None if row is None else row[0]

    # -- reads ---------------------------------------------------------------------------
    # Callers hold the table's lock while reading what they will write back (see module doc).

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        """One row of a read on the store's connection (for the repositories of this package)."""
        async with self._conn.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Every row of a read on the store's connection (for the repositories of this package)."""
        async with self._conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def table_settings(self, table_id: int) -> TableSettings:
        queued = self._inflight.get(("settings", table_id))
        if queued is not MISSING:
            return cast(TableSettings, queued)
        cached = self._settings.get(table_id)
        if cached is not None:
            return cached
        written = self.transactions
        async with self._conn.execute(
            "SELECT game, deck_mode, language, moderator_role FROM tables WHERE id = ?", (table_id,)
        ) as cursor:
            row = await cursor.fetchone()
        if row is None:
            settings = TableSettings(table_id)
        else:
            settings = TableSettings(
                table_id,
                game=cast(Game, row[0]),
                deck_mode=cast(DeckMode, row[1]),
                language=cast(Language | None, row[2]),
                moderator_role=row[3],
            )
        if self.transactions == written:  # as in packed_deck
            self._settings.put(table_id, settings)
        return settings

    async def deck(self, table_id: int, owner: int) -> Deck | None:
        """A fresh copy of a stored deck (mutating it changes nothing until committed)."""
        packed = await self.packed_deck(table_id, owner)
        return None if packed is None else packed.deck()

    async def packed_deck(self, table_id: int, owner: int) -> PackedDeck | None:
        """A stored deck in its immutable stored form (served from the cache when possible)."""
        key = (table_id, owner)
        queued = self._inflight.get(("deck", table_id, owner))
        if queued is not MISSING:
            return cast(PackedDeck | None, queued)  # None: its deletion is queued
        packed = self._decks.get(key)
        if packed is None:
            written = self.transactions
            async with self._conn.execute(
                "SELECT draw, discard, in_play, hands FROM decks WHERE table_id = ? AND owner = ?", key
            ) as cursor:
                row = await cursor.fetchone()
            if row is None:
                return None
            packed = PackedDeck(bytes(row[0]), bytes(row[1]), bytes(row[2]), bytes(row[3]))
            if self.transactions == written:
                # Cache it only if no commit ran meanwhile: a reader without the table's lock
                # may have read the row just before a commit that has cached a newer one.
                self._decks.put(key, packed)
        return packed

    async def decks_of_table(self, table_id: int) -> dict[int, Deck]:
        """Every deck at a table by owner (0 = the shared deck)."""
        # The queued rows are taken before the read: a unit that commits while the query waits
        # leaves the queue, and the query may have run before its commit.
        queued_decks = list(self._inflight.rows("deck"))
        async with self._conn.execute(
            "SELECT owner, draw, discard, in_play, hands FROM decks WHERE table_id = ? ORDER BY owner",
            (table_id,),
        ) as cursor:
            rows = await cursor.fetchall()
        packed = {int(r[0]): PackedDeck(bytes(r[1]), bytes(r[2]), bytes(r[3]), bytes(r[4])) for r in rows}
        for (_kind, table, owner), queued in queued_decks:
            if table == table_id:
                if queued is None:
                    packed.pop(owner, None)  # its deletion is queued
                else:
                    packed[owner] = queued
        return {owner: packed[owner].deck() for owner in sorted(packed)}

    async def iter_all_decks(self, batch: int = 1000) -> list[tuple[int, int, Deck]]:
        """(table, owner, deck) for every stored deck; for checks and maintenance, not commands."""
        out: list[tuple[int, int, Deck]] = []
        async with self._conn.execute(
            "SELECT table_id, owner, draw, discard, in_play, hands FROM decks ORDER BY table_id, owner"
        ) as cursor:
            while rows := await cursor.fetchmany(batch):
                out.extend(
                    (
                        int(r[0]),
                        int(r[1]),
                        PackedDeck(bytes(r[2]), bytes(r[3]), bytes(r[4]), bytes(r[5])).deck(),
                    )
                    for r in rows
                )
        return out

    async def pending(self, pending_id: int) -> PendingRecord | None:
        queued = self._inflight.get(("pending", pending_id))
        if queued is not MISSING:
            return cast(PendingRecord | None, queued)
        async with self._conn.execute(
            f"SELECT {_PENDING_COLUMNS} FROM pending WHERE id = ?", (pending_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else self._with_deferred_message(_pending_from_row(row))

    async def pending_of_table(self, table_id: int, kind: str | None = None) -> list[PendingRecord]:
        if kind is None:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? ORDER BY id"
            params: tuple[Any, ...] = (table_id,)
        else:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? AND kind = ? ORDER BY id"
            params = (table_id, kind)
        queued_records = list(self._inflight.rows("pending"))  # before the read: see decks_of_table
        async with self._conn.execute(sql, params) as cursor:
            rows = await cursor.fetchall()
        records = {r.id: r for r in (self._with_deferred_message(_pending_from_row(row)) for row in rows)}
        for (_kind, pending_id), queued in queued_records:
            if queued is None:
                records.pop(pending_id, None)
            elif queued.table_id == table_id and (kind is None or queued.kind == kind):
                records[pending_id] = queued
        return [records[pending_id] for pending_id in sorted(records)]

    async def expired_pending(self, now: float, limit: int = 500) -> list[tuple[int, int]]:
        """(table_id, pending id) of records whose expiry time has passed, oldest first."""
        async with self._conn.execute(
            "SELECT table_id, id FROM pending WHERE expires_at <= ? ORDER BY expires_at LIMIT ?",
            (now, limit),
        ) as cursor:
            rows = await cursor.fetchall()
        return [(int(r[0]), int(r[1])) for r in rows]

    async def turn_state(self, table_id: int) -> str | None:
        queued = self._inflight.get(("turn", table_id))
        if queued is not MISSING:
            return cast(str | None, queued)
        async with self._conn.execute("SELECT state FROM turns WHERE table_id = ?", (table_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else str(row[0])

    async def dm_message(self, table_id: int, player: int) -> DmMessage | None:
        queued = self._inflight.get(("dm", table_id, player))
        if queued is not MISSING:
            return cast(DmMessage | None, queued)
        async with self._conn.execute(
            "SELECT channel_id, message_id FROM dm_messages WHERE table_id = ? AND player = ?",
            (table_id, player),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else DmMessage(row[0], int(row[1]))

    async def get_meta(self, key: str) -> str | None:
        queued = self._inflight.get(("meta", key))
        if queued is not MISSING:
            return cast(str | None, queued)
        async with self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else str(row[0])

    async def idle_tables(self, before: float, limit: int = 500) -> list[int]:
        """Tables nobody has played at since ``before`` (seconds since the epoch), oldest first."""
        rows = await self.fetch_all(
            "SELECT id FROM tables WHERE last_used < ? ORDER BY last_used LIMIT ?", (before, limit)
        )
        return [int(r[0]) for r in rows]

    def _forget_cached(self, table_id: int) -> None:
        self._settings.discard(table_id)
        for key in [k for k in self._decks if k[0] == table_id]:
            self._decks.discard(key)

    async def count_rows(self, table: Literal["tables", "decks", "pending", "meta"]) -> int:
        if table not in ("tables", "decks", "pending", "meta"):
            raise ValueError(table)
        async with self._conn.execute(f"SELECT count(*) FROM {table}") as cursor:
            row = await cursor.fetchone()
        return 0 if row is None else int(row[0])

    # -- writes --------------------------------------------------------------------------

    def new_pending_id(self) -> int:
        """A pending-record id never handed out before, not even before a restart."""
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

    def _with_deferred_message(self, record: PendingRecord) -> PendingRecord:
        where = self._inflight.get(("message", record.id))
        if where is MISSING:
            return record
        channel_id, message_id = where
        return dataclasses.replace(record, channel_id=channel_id, message_id=message_id)

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
            await unit.future
        except asyncio.CancelledError:
            # The unit stays queued; keep the caller (and so its table lock) here until the
            # write is settled, however often it is cancelled meanwhile.
            if not unit.settled:
                unit.waiter = asyncio.get_running_loop().create_future()
                while not unit.waiter.done():
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.shield(unit.waiter)
            raise

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
        )
        self._inflight.add(unit, unit.tables, rows)
        self._unwritten_ids.difference_update(changes.pending)
        self._queue.append(unit)
        if wake:
            self._wake.set()
        return unit

    # -- the commit task -----------------------------------------------------------------

    async def _commit_loop(self) -> None:
        while True:
            if not self._queue:
                if self._closing:
                    return
                await self._wake.wait()
                self._wake.clear()
                continue
            batch = self._queue[:_MAX_BATCH]
            del self._queue[:_MAX_BATCH]
            try:
                await self._write(batch)
            except Exception as exc:
                if len(batch) == 1:
                    self._settle(batch, exc)
                    continue
                # One bad unit must not sink the others: retry each alone. If the failure
                # was the disk's, every retry fails too and every unit reports it.
                log.warning("group commit of %d units failed (%r); retrying one by one", len(batch), exc)
                for unit in batch:
                    if unit.settled:
                        continue  # failed with a unit it built on
                    try:
                        await self._write([unit])
                    except Exception as single:
                        self._settle([unit], single)
                    else:
                        self._settle([unit], None)
            except BaseException as exc:
                # Cancelled or worse while a transaction may be open: fail the batch, re-raise.
                self._settle(batch, StoreClosedError(f"commit task stopped: {exc!r}"))
                for unit in self._queue:
                    self._settle([unit], StoreClosedError("commit task stopped"))
                self._queue.clear()
                raise
            else:
                self._settle(batch, None)

    def _settle(self, units: Sequence[_Unit], error: BaseException | None) -> None:
        for unit in units:
            if unit.settled:
                continue
            dependents: list[_Unit] = []
            if error is None:
                # Only now, after COMMIT, may the cache see the new state.
                for key, packed in unit.packed.items():
                    self._decks.put(key, packed)
                for key in unit.changes.dropped_decks:
                    self._decks.discard(key)
                for table_id, settings in unit.changes.tables.items():
                    self._settings.put(table_id, settings)
                for table_id in unit.changes.drop_tables:
                    self._forget_cached(table_id)
            else:
                # The rows are unchanged on disk; drop any cached copy read mid-transaction.
                for key in (*unit.packed, *unit.changes.dropped_decks):
                    self._decks.discard(key)
                for table_id in unit.changes.tables:
                    self._settings.discard(table_id)
                # Units queued after it at its tables built on what was not written: they
                # fail too, and are taken out of the queue.
                dependents = self._inflight.dependents(unit, unit.tables)
                if dependents:
                    self._queue[:] = [u for u in self._queue if u not in dependents]
            self._inflight.remove(unit, unit.tables, unit.keys)
            unit.settled = True
            if not unit.future.done():
                if error is None:
                    unit.future.set_result(None)
                else:
                    unit.future.set_exception(error)
            if unit.waiter is not None and not unit.waiter.done():
                unit.waiter.set_result(None)
            if error is not None and dependents:
                self._settle(dependents, error)

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

    async def _write(self, batch: Sequence[_Unit]) -> None:
        """One transaction holding every unit of ``batch``."""
        tables: list[tuple[Any, ...]] = []
        ensure: set[int] = set()
        decks: list[tuple[Any, ...]] = []
        decks_del: list[tuple[int, int]] = []
        pending_put: list[tuple[Any, ...]] = []
        pending_del: list[tuple[int]] = []
        turns_put: list[tuple[Any, ...]] = []
        turns_del: list[tuple[int]] = []
        dm_put: list[tuple[Any, ...]] = []
        dm_del: list[tuple[int, int]] = []
        meta_put: list[tuple[str, str]] = []
        meta_del: list[tuple[str]] = []
        max_id = 0
        for unit in batch:
            ch = unit.changes
            ensure.update(ch.ensure_tables)
            for s in ch.tables.values():
                tables.append((s.table_id, s.game, s.deck_mode, s.language, s.moderator_role))
            for (table_id, owner), p in unit.packed.items():
                ensure.add(table_id)
                decks.append((table_id, owner, p.draw, p.discard, p.in_play, p.hands))
            decks_del.extend(ch.dropped_decks)
            for pid, rec in ch.pending.items():
                if rec is None:
                    pending_del.append((pid,))
                else:
                    ensure.add(rec.table_id)
                    max_id = max(max_id, rec.id)
                    pending_put.append(
                        (
                            rec.id,
                            rec.table_id,
                            rec.kind,
                            rec.owner,
                            rec.state,
                            pack_groups(rec.held),
                            rec.created_at,
                            rec.expires_at,
                            rec.channel_id,
                            rec.message_id,
                        )
                    )
            for table_id, state in ch.turns.items():
                if state is None:
                    turns_del.append((table_id,))
                else:
                    ensure.add(table_id)
                    turns_put.append((table_id, state, 0.0))
            for (table_id, player), dm in ch.dm_messages.items():
                if dm is None:
                    dm_del.append((table_id, player))
                else:
                    ensure.add(table_id)
                    dm_put.append((table_id, player, dm.channel_id, dm.message_id))
            for key, value in ch.meta.items():
                if value is None:
                    meta_del.append((key,))
                else:
                    meta_put.append((key, value))
        hwm = max(self._persisted_hwm, max_id)
        if hwm > self._persisted_hwm:
            meta_put.append((_HWM_KEY, str(hwm)))
        states = [unit.changes.game_states for unit in batch if unit.changes.game_states]
        states_put, states_del, state_tables = games.state_rows(states)
        ensure.update(state_tables)
        for unit in batch:
            ensure.update(unit.changes.tables)
        ensure.difference_update(dropped := {t for unit in batch for t in unit.changes.drop_tables})
        now = self.clock()

        statements: list[tuple[str, list[tuple[Any, ...]]]] = [
            # Settings rows first so INSERT OR IGNORE below never shadows an explicit setting.
            (_UPSERT_TABLE, tables),
            (self._touch_table, [(t, now)[: self._touch_table.count("?")] for t in sorted(ensure)]),
            ("DELETE FROM decks WHERE table_id = ? AND owner = ?", decks_del),
            (_UPSERT_DECK, decks),
            ("DELETE FROM pending WHERE id = ?", pending_del),
            (_PUT_PENDING, pending_put),
            ("DELETE FROM turns WHERE table_id = ?", turns_del),
            ("INSERT OR REPLACE INTO turns (table_id, state, updated_at) VALUES (?, ?, ?)", turns_put),
            ("DELETE FROM dm_messages WHERE table_id = ? AND player = ?", dm_del),
            (_PUT_DM, dm_put),
            ("DELETE FROM meta WHERE key = ?", meta_del),
            ("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", meta_put),
            (games.DELETE_STATE, states_del),
            (games.UPSERT_STATE, states_put),
        ]
        statements.append(("DELETE FROM tables WHERE id = ?", [(t,) for t in sorted(dropped)]))
        # Statements of the other repositories (leagues, games, ...) run last, in queue order;
        # a run of the same statement becomes one executemany.
        for unit in batch:
            for sql, params in unit.changes.statements:
                if statements and statements[-1][0] == sql:
                    statements[-1][1].append(params)
                else:
                    statements.append((sql, [params]))
        work = [(sql, rows) for sql, rows in statements if rows]
        await self._in_connection_thread(lambda raw: _apply(raw, work))
        self._persisted_hwm = hwm
        self.transactions += 1
        self.units += len(batch)

    async def _load_id_high_water_mark(self) -> None:
        async with self._conn.execute(
            "SELECT max(coalesce((SELECT max(id) FROM pending), 0),"
            " coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?), 0))",
            (_HWM_KEY,),
        ) as cursor:
            row = await cursor.fetchone()
        hwm = int(row[0]) if row is not None and row[0] is not None else 0
        self._persisted_hwm = hwm
        self._next_pending_id = hwm + 1


def _apply(conn: sqlite3.Connection, statements: list[tuple[str, list[tuple[Any, ...]]]]) -> None:
    """One transaction (runs on the connection thread): all of it, or on any error none of it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sql, rows in statements:
            conn.executemany(sql, rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _log_deferred_failure(future: asyncio.Future[None]) -> None:
    if not future.cancelled() and future.exception() is not None:
        log.warning("a deferred write failed: %r", future.exception())


def _queued_rows(changes: Changes, packed: dict[tuple[int, int], PackedDeck]) -> list[tuple[Key, Any]]:
    """The rows a unit writes, as the keys its reads are served by while it is queued."""
    rows: list[tuple[Key, Any]] = [(("deck", t, o), p) for (t, o), p in packed.items()]
    rows += [(("deck", t, o), None) for t, o in changes.dropped_decks]
    rows += [(("settings", t), s) for t, s in changes.tables.items()]
    rows += [(("pending", i), r) for i, r in changes.pending.items()]
    rows += [(("turn", t), s) for t, s in changes.turns.items()]
    rows += [(("dm", t, p), d) for (t, p), d in changes.dm_messages.items()]
    rows += [(("meta", k), v) for k, v in changes.meta.items()]
    rows += [(("state", t, g), d) for (t, g), d in changes.game_states.items()]
    return rows


def _tables_of(changes: Changes, packed: dict[tuple[int, int], PackedDeck], named: Iterable[int]) -> set[int]:
    tables = set(named) | set(changes.ensure_tables) | set(changes.tables) | set(changes.turns)
    tables.update(t for t, _o in packed)
    tables.update(t for t, _o in changes.dropped_decks)
    tables.update(r.table_id for r in changes.pending.values() if r is not None)
    tables.update(t for t, _p in changes.dm_messages)
    tables.update(t for t, _g in changes.game_states)
    return tables


def _pending_from_row(row: Iterable[Any]) -> PendingRecord:
    (pid, table_id, kind, owner, state, held, created_at, expires_at, channel_id, message_id) = tuple(row)
    return PendingRecord(
        id=int(pid),
        table_id=int(table_id),
        kind=str(kind),
        owner=int(owner),
        state=str(state),
        held={k: tuple(v) for k, v in unpack_groups(bytes(held)).items()},
        created_at=float(created_at),
        expires_at=float(expires_at),
        channel_id=channel_id,
        message_id=message_id,
    )
