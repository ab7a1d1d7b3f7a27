"""The commit task: whatever has queued up goes into the next transaction, then each unit is
released (see ``bot.store.store``)."""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

from bot.store import board_marks, due_repo, game_log_repo, game_repo, games, place_repo
from bot.store.backend import ConnectionLostError
from bot.store.deadline import StoreBusyError
from bot.store.leases import Leases
from bot.store.reads import _PENDING_COLUMNS, Reads, remember
from bot.store.records import PendingRecord, TableSettings, pack_groups, set_aside_pattern
from bot.store.units import StoreClosedError, _Unit

log = logging.getLogger(__name__)

STEP: Final = due_repo.STEP
_HWM_KEY: Final = "store.pending_id_hwm"
K = TypeVar("K")
R = TypeVar("R")
_MAX_BATCH: Final = 1024

_UPSERT_TABLE: Final = (
    "INSERT INTO tables (id, game, deck_mode, language, moderator_role, pace, reminder_hours, reminders,"
    " live_notices, fair_deck) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (id) DO UPDATE SET game = excluded.game, deck_mode = excluded.deck_mode,"
    " language = excluded.language, moderator_role = excluded.moderator_role,"
    " pace = excluded.pace, reminder_hours = excluded.reminder_hours, reminders = excluded.reminders,"
    " live_notices = excluded.live_notices, fair_deck = excluded.fair_deck"
)
_UPSERT_DECK: Final = (
    "INSERT INTO decks (table_id, owner, draw, discard, in_play, hands, fair) VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, owner) DO UPDATE SET draw = excluded.draw, discard = excluded.discard,"
    " in_play = excluded.in_play, hands = excluded.hands, fair = excluded.fair"
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
# Every table a batch writes to exists afterwards, and counts as used now (for the retention,
# in days: a table's last use may be up to TOUCH_EVERY_S older than it really is).
TOUCH_EVERY_S: Final = 3600.0
TOUCHED_MAX: Final = 100_000  # tables whose touch this process remembers, before it forgets the old
_TOUCH_TABLE: Final = (
    "INSERT INTO tables (id, last_used) VALUES (?, ?)"
    " ON CONFLICT (id) DO UPDATE SET last_used = excluded.last_used"
)
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


class GroupCommit(Reads, Leases):
    """The commit task (the base of ``Store``): it settles units into the caches and leases."""

    _queue: list[_Unit]
    _flush: bool
    _closing: bool
    _persisted_hwm: int
    _touch_table: str
    _touched_at: dict[int, float]  # table -> when this process last wrote its row (``_to_touch``)
    clock: Callable[[], float]
    units: int
    on_batch: Callable[[int], None] | None

    async def _tick_loop(self, interval: float) -> None:
        """Deferred writes (``set_pending_message``) that no commit took along are written on
        their own after at most ``interval`` seconds."""
        while True:
            await asyncio.sleep(interval)
            if self._queue:
                self._flush = True
                self._wake.set()

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
            batch = self._drop_overdue(batch)
            if not batch:
                continue
            try:
                await self._write(batch, _wait_of(batch))
            except StoreBusyError as exc:
                self._busy(batch, exc)
                continue
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

    def _drop_overdue(self, batch: list[_Unit]) -> list[_Unit]:
        """Units whose command had to answer by now are not written: their caller has already
        said "busy, nothing changed" (``Store._within_deadline``) or is about to."""
        for unit in batch:
            left = _left(unit)
            if left is not None and left <= 0 and not unit.settled:
                self._settle([unit], StoreBusyError("the answer deadline passed before the commit"))
        return [unit for unit in batch if not unit.settled]

    def _busy(self, batch: Sequence[_Unit], error: StoreBusyError) -> None:
        """The database stayed locked for as long as the batch's most pressed unit could wait:
        the units with an answer deadline fail (their commands answer "busy" in time); the others
        (background work, answered or deferred commands) go back to the head of the queue."""
        pressed = [unit for unit in batch if not unit.settled and _left(unit) is not None]
        if not pressed:
            pressed = [unit for unit in batch if not unit.settled]
        log.warning(
            "the database is locked by someone else: %d unit(s) answered busy (%s)", len(pressed), error
        )
        self._settle(pressed, error)
        self._queue[:0] = [unit for unit in batch if not unit.settled]

    def _leases_lost(self, error: ConnectionLostError) -> None:
        """The database dropped every lease of this process at once (postgres_backend): what
        is queued was computed under them and fails (none of it was acknowledged); each table is
        leased again before its next unit, and a unit leased before the cut is refused when it
        queues (``_enqueue``)."""
        queued, self._queue = self._queue, []
        self._settle(queued, error)
        self._leased.clear()
        self._to_unlock.clear()

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
                    remember(self._decks, key, packed)
                for key in unit.changes.dropped_decks:
                    self._decks.pop(key, None)
                for table_id, settings in unit.changes.tables.items():
                    remember(self._settings, table_id, settings)
                for table_id, game in unit.changes.games.items():
                    remember(self._games, table_id, "" if game is None else game[0])
                for table_id in unit.changes.drop_tables:
                    self._forget_cached(table_id)
            else:
                # The rows are unchanged on disk; drop any cached copy read mid-transaction.
                for key in (*unit.packed, *unit.changes.dropped_decks):
                    self._decks.pop(key, None)
                for table_id in unit.changes.tables:
                    self._settings.pop(table_id, None)
                for table_id in unit.changes.games:
                    self._games.pop(table_id, None)
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

    def _to_touch(self, kept: list[int], now: float) -> list[int]:
        """The table rows a batch writes (``kept``) that it must touch: on a database of its own,
        a row this process wrote less than ``TOUCH_EVERY_S`` ago exists and is recent enough for
        the retention, and is left alone (its upsert checks every table that refers to tables:
        a flip's costliest row). On a shared database another process may have forgotten it."""
        if self._backend.shared:
            return kept
        if len(self._touched_at) > TOUCHED_MAX:  # forget what would be touched again anyway
            self._touched_at = {t: at for t, at in self._touched_at.items() if now - at < TOUCH_EVERY_S}
        return [t for t in kept if not now - self._touched_at.get(t, float("-inf")) < TOUCH_EVERY_S]

    async def _write(self, batch: Sequence[_Unit], wait_s: float | None = None) -> None:
        """One transaction holding every unit of ``batch``; ``wait_s``: how long it may wait for
        a database lock held by someone else (None: the backend's own timeout)."""
        rows = _BatchRows()
        for unit in batch:
            rows.add(unit)
        hwm = max(self._persisted_hwm, rows.max_id)
        # A shared database reserves ids in blocks instead (``_reserve_block``).
        hwm_row = [(_HWM_KEY, str(hwm))] if hwm > self._persisted_hwm and not self._backend.shared else []
        touch, now = self._touch_table, self.clock()
        kept = self._to_touch(rows.tables_kept(), now)
        touched = [(t, now)[: touch.count("?")] for t in kept]
        statements = [*rows.own_statements(touch, touched, hwm_row), *_other_statements(batch)]
        await self._backend.apply([(sql, params) for sql, params in statements if params], wait_s)
        self._touched_at.update(dict.fromkeys(kept, now))
        for table_id in rows.dropped:
            self._touched_at.pop(table_id, None)
        self._persisted_hwm = hwm
        self.transactions += 1
        self.units += len(batch)
        if self.on_batch is not None:
            self.on_batch(len(batch))


class _BatchRows:
    """The rows of this package's own tables that a batch writes: each row's last value in queue
    order (None: deleted). A later unit at a table may delete what an earlier one in the same
    batch wrote (early lock release): written as puts and deletes of one kind in either order,
    both must not name the same row."""

    def __init__(self) -> None:
        self.tables: list[tuple[Any, ...]] = []
        self.ensure: set[int] = set()  # table rows that must exist (touched: last used now)
        self.decks: dict[tuple[int, int], tuple[Any, ...] | None] = {}
        self.pending: dict[int, tuple[Any, ...] | None] = {}
        self.turns: dict[int, tuple[Any, ...] | None] = {}
        self.dms: dict[tuple[int, int], tuple[Any, ...] | None] = {}
        self.meta: dict[str, tuple[str, str] | None] = {}
        self.malifaux: dict[int, tuple[Any, ...] | None] = {}
        self.states: list[dict[tuple[int, str], str | None]] = []
        self.places: list[dict[tuple[int, str], Any]] = []
        self.dropped: set[int] = set()
        self.max_id = 0
        self.states_put: list[Any] = []
        self.states_del: list[Any] = []
        self.places_put: list[Any] = []
        self.places_del: list[Any] = []

    def add(self, unit: _Unit) -> None:
        ch = unit.changes
        self.ensure.update(ch.ensure_tables, ch.tables)
        self.tables.extend(_settings_row(s) for s in ch.tables.values())
        self.decks.update(dict.fromkeys(ch.dropped_decks))
        for (table_id, owner), p in unit.packed.items():
            self.ensure.add(table_id)
            self.decks[table_id, owner] = (table_id, owner, p.draw, p.discard, p.in_play, p.hands, p.fair)
        for pid, rec in ch.pending.items():
            if rec is not None:
                self.ensure.add(rec.table_id)
                self.max_id = max(self.max_id, rec.id)
            self.pending[pid] = None if rec is None else _pending_row(rec)
        for table_id, state in ch.turns.items():
            if state is not None:
                self.ensure.add(table_id)
            self.turns[table_id] = None if state is None else (table_id, state, 0.0)
        for (table_id, player), dm in ch.dm_messages.items():
            if dm is not None:
                self.ensure.add(table_id)
            row = None if dm is None else (table_id, player, dm.channel_id, dm.message_id)
            self.dms[table_id, player] = row
        for key, value in ch.meta.items():
            self.meta[key] = None if value is None else (key, value)
        for table_id, game in ch.games.items():
            if game is not None:
                self.ensure.add(table_id)
            self.malifaux[table_id] = None if game is None else (table_id, *game)
        if ch.game_states:
            self.states.append(ch.game_states)
        if ch.places:
            self.places.append(ch.places)
        self.dropped.update(ch.drop_tables)

    def tables_kept(self) -> list[int]:
        """The table rows that must exist after the batch (their last use is now): every table
        a row is written at, but the tables forgotten in it."""
        self.states_put, self.states_del, state_tables = games.state_rows(self.states)
        self.places_del, self.places_put, place_tables = place_repo.place_rows(self.places)
        return sorted((self.ensure | state_tables | place_tables) - self.dropped)

    def own_statements(
        self, touch: str, touched: list[tuple[Any, ...]], hwm_row: list[tuple[str, str]]
    ) -> list[tuple[str, list[Any]]]:
        """These rows' statements (after ``tables_kept``): the settings first, so that DO NOTHING
        never shadows an explicit setting; ``touched``, ``touch``'s rows; the forgotten tables last."""
        return [
            (_UPSERT_TABLE, self.tables),
            (touch, touched),
            ("DELETE FROM decks WHERE table_id = ? AND owner = ?", _deleted(self.decks)),
            (_UPSERT_DECK, _written(self.decks)),
            ("DELETE FROM pending WHERE id = ?", [(pid,) for pid in _deleted(self.pending)]),
            (_PUT_PENDING, _written(self.pending)),
            # Each open record is due to lapse at its expiry (none without one): the due queue.
            (
                due_repo.CANCEL,
                [(due_repo.STEP, str(pid)) for pid, row in self.pending.items() if _no_expiry(row)],
            ),
            (
                due_repo.PUT,
                [(due_repo.STEP, str(r[0]), r[7]) for r in _written(self.pending) if not _no_expiry(r)],
            ),
            ("DELETE FROM turns WHERE table_id = ?", [(t,) for t in _deleted(self.turns)]),
            (_PUT_TURN, _written(self.turns)),
            ("DELETE FROM dm_messages WHERE table_id = ? AND player = ?", _deleted(self.dms)),
            (_PUT_DM, _written(self.dms)),
            ("DELETE FROM meta WHERE key = ?", [(key,) for key in _deleted(self.meta)]),
            (_PUT_META, [*_written(self.meta), *hwm_row]),
            (games.DELETE_STATE, self.states_del),
            (games.UPSERT_STATE, self.states_put),
            (game_repo.DELETE, [(t,) for t in _deleted(self.malifaux)]),
            (game_repo.PUT, _written(self.malifaux)),
            (place_repo.DELETE_PLACE, self.places_del),
            (place_repo.PUT_PLACE, self.places_put),
            ("DELETE FROM tables WHERE id = ?", [(t,) for t in sorted(self.dropped)]),
            # Game documents a moderator set aside (game_repo.set_aside_game) go with their table.
            ("DELETE FROM meta WHERE key LIKE ?", [(set_aside_pattern(t),) for t in sorted(self.dropped)]),
        ]


def _other_statements(batch: Sequence[_Unit]) -> list[tuple[str, list[Any]]]:
    """The other repositories' statements (leagues, games, ...) in queue order, a run of the
    same statement as one executemany; then the game logs' events (a game put in this batch is
    there, one deleted is gone), then the boards those changes made due."""
    statements: list[tuple[str, list[Any]]] = []
    for unit in batch:
        for sql, params in unit.changes.statements:
            if statements and statements[-1][0] == sql:
                statements[-1][1].append(params)
            else:
                statements.append((sql, [params]))
    statements.append((game_log_repo.APPEND, [row for unit in batch for row in unit.changes.game_events]))
    marks = [mark for unit in batch for mark in unit.changes.board_marks.values()]
    statements.append((board_marks.MARK_DUE, marks))
    return statements


def _settings_row(s: TableSettings) -> tuple[Any, ...]:
    return (
        s.table_id,
        s.game,
        s.deck_mode,
        s.language,
        s.moderator_role,
        s.pace.value,
        s.reminder_hours,
        s.reminders,
        int(s.live_notices),
        int(s.fair_deck),
    )


def _pending_row(rec: PendingRecord) -> tuple[Any, ...]:
    return (
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


def _no_expiry(row: tuple[Any, ...] | None) -> bool:
    """A deleted record, or one that waits for ever (pace ``none``): nothing due."""
    return row is None or math.isinf(row[7])


def _left(unit: _Unit) -> float | None:
    return None if unit.deadline is None else unit.deadline.remaining()


def _wait_of(batch: Sequence[_Unit]) -> float | None:
    """How long the batch may wait for the lock: until its earliest answer deadline."""
    lefts = [left for unit in batch if (left := _left(unit)) is not None]
    return max(0.0, min(lefts)) if lefts else None


def _deleted(rows: dict[K, Any]) -> list[K]:
    return [key for key, row in rows.items() if row is None]


def _written(rows: dict[Any, R | None]) -> list[R]:
    return [row for row in rows.values() if row is not None]
