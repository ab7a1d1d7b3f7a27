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
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Generic, Literal, TypeVar, cast

from bot.errors import DomainError
from bot.rules.deck import Deck
from bot.store import games
from bot.store.backend import Backend, ConnectionLostError
from bot.store.dialect import is_postgres_url
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
from bot.store.sqlite_backend import JOURNAL_SIZE_LIMIT as JOURNAL_SIZE_LIMIT  # re-exported
from bot.store.sqlite_backend import SqliteBackend, Synchronous

log = logging.getLogger(__name__)

_HWM_KEY: Final = "store.pending_id_hwm"
_MAX_PENDING_ID: Final = "SELECT coalesce(max(id), 0) FROM pending"
_ID_BLOCK: Final = 100_000  # pending ids a process reserves at a time on a shared database
_MAX_BATCH: Final = 1024

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
    "INSERT INTO dm_messages (table_id, player, channel_id, message_id) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (table_id, player) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id"
)
_ENSURE_TABLE: Final = "INSERT INTO tables (id) VALUES (?) ON CONFLICT (id) DO NOTHING"
_PUT_TURN: Final = (
    "INSERT INTO turns (table_id, state, updated_at) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at"
)
_PUT_META: Final = (
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)


@dataclass(slots=True, eq=False)
class _Unit:
    changes: Changes
    future: asyncio.Future[None]
    packed: dict[tuple[int, int], PackedDeck] = field(default_factory=dict)
    tables: tuple[int, ...] = ()
    keys: tuple[Key, ...] = ()
    settled: bool = False
    deferred: bool = False  # nobody waits for it (set_pending_message): it rides along
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
    """The only owner of the database. Create with ``await Store.open(path_or_url)``."""

    def __init__(self, backend: Backend, cache_size: int) -> None:
        self._backend = backend
        self.path = backend.path
        self.kind = backend.kind
        # Another process may change a table once this one's lease on it has ended: with a
        # shared database, nothing is cached beyond what is queued here.
        if backend.shared:
            cache_size = 0
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
        target_version: int | None = None,
    ) -> Store:
        """Open (creating if needed) and migrate the database; start the commit task.

        ``database``: a file path (SQLite) or a ``postgresql://`` URL (PostgreSQL).
        ``checkpoint_interval_s`` (SQLite): WAL checkpoints run on a second connection this
        often instead of inside some unlucky commit (None: SQLite's automatic checkpoints).
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

    async def _tick_loop(self, interval: float) -> None:
        """Deferred writes (``set_pending_message``) that no commit took along are written on
        their own after at most ``interval`` seconds."""
        while True:
            await asyncio.sleep(interval)
            if self._queue:
                self._flush = True
                self._wake.set()

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

    # -- table leases --------------------------------------------------------------------
    # On a shared database (PostgreSQL) a unit of work holds its table's lease in the database
    # from before its first read until its changes are committed (see postgres_backend).

    async def lease(self, table_id: int) -> None:
        """Take ``table_id`` for this process (call under the table's in-process lock)."""
        if not self._backend.shared:
            return
        self._lease_users[table_id] = self._lease_users.get(table_id, 0) + 1
        if table_id in self._to_unlock:
            self._to_unlock.discard(table_id)  # still held: the unlock was not sent yet
            return
        if table_id in self._leased:
            return
        try:
            await self._backend.lock_table(table_id)
        except BaseException:
            self.unlease(table_id)
            raise
        self._leased.add(table_id)

    def unlease(self, table_id: int) -> None:
        """The unit is done with the table; the lease ends once nothing of it is queued."""
        if not self._backend.shared:
            return
        users = self._lease_users.get(table_id, 0) - 1
        if users > 0:
            self._lease_users[table_id] = users
            return
        self._lease_users.pop(table_id, None)
        self._maybe_unlock(table_id)

    def _leases_lost(self, error: ConnectionLostError) -> None:
        """The database dropped every lease of this process at once (postgres_backend): what
        is queued was computed under them and fails (none of it was acknowledged); each table is
        leased again before its next unit, and a unit leased before the cut is refused when it
        queues (``_enqueue``)."""
        queued, self._queue = self._queue, []
        self._settle(queued, error)
        self._leased.clear()
        self._to_unlock.clear()

    def _maybe_unlock(self, table_id: int) -> None:
        if (
            table_id in self._leased
            and table_id not in self._lease_users
            and self._inflight.last_unit(table_id) is None
        ):
            self._to_unlock.add(table_id)
            self._wake.set()

    async def _send_unlocks(self) -> None:
        if not self._to_unlock:
            return
        tables = sorted(self._to_unlock)
        self._to_unlock.clear()
        self._leased.difference_update(tables)  # a lease() from now on locks again
        await self._backend.unlock_tables(tables)

    def exclusive(self, job: str, *, wait: bool = True) -> AbstractAsyncContextManager[bool]:
        """``async with store.exclusive("command-sync") as mine:``: a once-only job runs in one
        process at a time. On SQLite (one process per file) ``mine`` is always true; on
        PostgreSQL it is a lock in the database, waited for (``wait``) or else skipped."""
        return self._backend.exclusive(job, wait)

    # -- reads ---------------------------------------------------------------------------
    # Callers hold the table's lock while reading what they will write back (see module doc).

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """One row of a read (for the repositories of this package): indexable like a tuple."""
        return await self._backend.fetch_one(sql, params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Every row of a read (for the repositories of this package)."""
        return await self._backend.fetch_all(sql, params)

    async def table_settings(self, table_id: int) -> TableSettings:
        queued = self._inflight.get(("settings", table_id))
        if queued is not MISSING:
            return cast(TableSettings, queued)
        cached = self._settings.get(table_id)
        if cached is not None:
            return cached
        written = self.transactions
        row = await self._backend.fetch_one(
            "SELECT game, deck_mode, language, moderator_role FROM tables WHERE id = ?", (table_id,)
        )
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
            row = await self._backend.fetch_one(
                "SELECT draw, discard, in_play, hands FROM decks WHERE table_id = ? AND owner = ?", key
            )
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
        # The queued rows are taken before the read: a commit that lands during the read takes
        # its rows out of the queue, and the read may still have seen the state before it.
        queued_rows = [(key, value) for key, value in self._inflight.rows("deck") if key[1] == table_id]
        rows = await self._backend.fetch_all(
            "SELECT owner, draw, discard, in_play, hands FROM decks WHERE table_id = ? ORDER BY owner",
            (table_id,),
        )
        packed = {int(r[0]): PackedDeck(bytes(r[1]), bytes(r[2]), bytes(r[3]), bytes(r[4])) for r in rows}
        for (_kind, _table, owner), queued in queued_rows:
            if queued is None:
                packed.pop(owner, None)  # its deletion is queued
            else:
                packed[owner] = queued
        return {owner: packed[owner].deck() for owner in sorted(packed)}

    async def iter_all_decks(self, batch: int = 1000) -> list[tuple[int, int, Deck]]:
        """(table, owner, deck) for every stored deck; for checks and maintenance, not commands."""
        out: list[tuple[int, int, Deck]] = []
        rows = await self._backend.fetch_all(
            "SELECT table_id, owner, draw, discard, in_play, hands FROM decks ORDER BY table_id, owner"
        )
        out.extend(
            (int(r[0]), int(r[1]), PackedDeck(bytes(r[2]), bytes(r[3]), bytes(r[4]), bytes(r[5])).deck())
            for r in rows
        )
        return out

    async def pending(self, pending_id: int) -> PendingRecord | None:
        queued = self._inflight.get(("pending", pending_id))
        if queued is not MISSING:
            return cast(PendingRecord | None, queued)
        row = await self._backend.fetch_one(
            f"SELECT {_PENDING_COLUMNS} FROM pending WHERE id = ?", (pending_id,)
        )
        return None if row is None else self._with_deferred_message(_pending_from_row(row))

    async def pending_of_table(self, table_id: int, kind: str | None = None) -> list[PendingRecord]:
        if kind is None:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? ORDER BY id"
            params: tuple[Any, ...] = (table_id,)
        else:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? AND kind = ? ORDER BY id"
            params = (table_id, kind)
        queued_rows = list(self._inflight.rows("pending"))  # before the read: see decks_of_table
        rows = await self._backend.fetch_all(sql, params)
        records = {r.id: r for r in (self._with_deferred_message(_pending_from_row(row)) for row in rows)}
        for (_kind, pending_id), queued in queued_rows:
            if queued is None:
                records.pop(pending_id, None)
            elif queued.table_id == table_id and (kind is None or queued.kind == kind):
                records[pending_id] = queued
        return [records[pending_id] for pending_id in sorted(records)]

    async def expired_pending(self, now: float, limit: int = 500) -> list[tuple[int, int]]:
        """(table_id, pending id) of records whose expiry time has passed, oldest first."""
        rows = await self._backend.fetch_all(
            "SELECT table_id, id FROM pending WHERE expires_at <= ? ORDER BY expires_at LIMIT ?",
            (now, limit),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def count_pending(self, kind: str) -> int:
        """Open records of one kind over the whole database (e.g. open duels, for the metrics)."""
        row = await self._backend.fetch_one("SELECT count(*) FROM pending WHERE kind = ?", (kind,))
        return 0 if row is None else int(row[0])

    async def turn_state(self, table_id: int) -> str | None:
        queued = self._inflight.get(("turn", table_id))
        if queued is not MISSING:
            return cast(str | None, queued)
        row = await self._backend.fetch_one("SELECT state FROM turns WHERE table_id = ?", (table_id,))
        return None if row is None else str(row[0])

    async def dm_message(self, table_id: int, player: int) -> DmMessage | None:
        queued = self._inflight.get(("dm", table_id, player))
        if queued is not MISSING:
            return cast(DmMessage | None, queued)
        row = await self._backend.fetch_one(
            "SELECT channel_id, message_id FROM dm_messages WHERE table_id = ? AND player = ?",
            (table_id, player),
        )
        return None if row is None else DmMessage(row[0], int(row[1]))

    async def get_meta(self, key: str) -> str | None:
        queued = self._inflight.get(("meta", key))
        if queued is not MISSING:
            return cast(str | None, queued)
        row = await self._backend.fetch_one("SELECT value FROM meta WHERE key = ?", (key,))
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
        row = await self._backend.fetch_one(f"SELECT count(*) FROM {table}")
        return 0 if row is None else int(row[0])

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
        )
        self._inflight.add(unit, unit.tables, rows)
        self._unwritten_ids.difference_update(changes.pending)
        unit.deferred = not wake
        self._queue.append(unit)
        if wake:
            self._flush = True
            self._wake.set()
        return unit

    # -- the commit task -----------------------------------------------------------------

    async def _commit_loop(self) -> None:
        while True:
            if self._to_unlock:
                try:
                    await self._send_unlocks()
                except ConnectionLostError:
                    pass  # the leases went with the connection; the store heard of it
                except Exception as exc:
                    # The writer connection is gone, and with it every lease: nothing more
                    # may be written by this process (another one may own those tables now).
                    self._fail_everything(exc)
                    raise
            # Deferred writes alone wait (for a unit that is waited for, a tick, or the close):
            # a wake-up that only gave table leases back writes nothing.
            if not self._queue or not (self._flush or self._closing):
                if self._closing:
                    return
                await self._wake.wait()
                self._wake.clear()
                continue
            batch = self._queue[:_MAX_BATCH]
            del self._queue[:_MAX_BATCH]
            self._flush = any(not unit.deferred for unit in self._queue)
            try:
                await self._write(batch)
            except Exception as exc:
                if len(batch) == 1 or isinstance(exc, ConnectionLostError):
                    self._settle(batch, exc)  # a lost connection: no retry may write it
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
                self._fail_everything(exc)
                raise
            else:
                self._settle(batch, None)

    def _fail_everything(self, exc: BaseException) -> None:
        for unit in self._queue:
            self._settle([unit], StoreClosedError(f"commit task stopped: {exc!r}"))
        self._queue.clear()

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
            if self._leased:
                for table_id in unit.tables:
                    self._maybe_unlock(table_id)
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
        # A shared database reserves ids in blocks instead (``_reserve_block``).
        if hwm > self._persisted_hwm and not self._backend.shared:
            meta_put.append((_HWM_KEY, str(hwm)))
        states = [unit.changes.game_states for unit in batch if unit.changes.game_states]
        states_put, states_del, state_tables = games.state_rows(states)
        ensure.update(state_tables)
        for unit in batch:
            ensure.update(unit.changes.tables)
        ensure.difference_update(dropped := {t for unit in batch for t in unit.changes.drop_tables})
        now = self.clock()

        statements: list[tuple[str, list[tuple[Any, ...]]]] = [
            # Settings rows first so DO NOTHING below never shadows an explicit setting.
            (_UPSERT_TABLE, tables),
            (self._touch_table, [(t, now)[: self._touch_table.count("?")] for t in sorted(ensure)]),
            ("DELETE FROM decks WHERE table_id = ? AND owner = ?", decks_del),
            (_UPSERT_DECK, decks),
            ("DELETE FROM pending WHERE id = ?", pending_del),
            (_PUT_PENDING, pending_put),
            ("DELETE FROM turns WHERE table_id = ?", turns_del),
            (_PUT_TURN, turns_put),
            ("DELETE FROM dm_messages WHERE table_id = ? AND player = ?", dm_del),
            (_PUT_DM, dm_put),
            ("DELETE FROM meta WHERE key = ?", meta_del),
            (_PUT_META, meta_put),
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
        await self._backend.apply(work)
        self._persisted_hwm = hwm
        self.transactions += 1
        self.units += len(batch)
        if self.on_batch is not None:
            self.on_batch(len(batch))

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
