"""Undoing a command whose reply could not be delivered.

A command commits, then replies. If Discord refuses the reply (a 500, a 429, an expired
interaction), whatever the command opened would stay behind with nobody holding its buttons,
and the player's retry would open a second one. So the UI runs a command and its reply inside a
``journal()``: while one is active, every unit of work the command commits leaves a ``Receipt``,
the before- and after-image of each row it wrote (read under the table's lock just before and
just after its changes are queued; the store serves queued rows). When the reply fails,
``PlayCore.undo`` runs one compensating unit of work per receipt, newest first:

- if every row is still exactly as the command left it, every row gets its before-image back:
  the cards are where they were (draw order included), the open record is gone, a record the
  command had closed is back, a deck the command created (first use) is gone again.
- if anything changed meanwhile (a press, a flip from the shared deck, an expiry), restoring
  would overwrite someone's move, so only what the command opened is cancelled, as an expiry
  cancels it: its held cards go to the discard piles and the record is gone.

The exact restore puts cards back face down in their order, so the UI asks for it only when
the reply is known never to have been shown (``bot.ui.common.delivery``): an order anyone may
have seen is never restored (issue 24 §1).

Outside a journal nothing is read or kept: the hot path of a command is unchanged.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Awaitable, Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field

from bot.play.common.after import AfterStep
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.store import game_log_repo, game_repo, notice_repo
from bot.store.games import check_game, read_state
from bot.store.records import Changes, PendingRecord
from bot.store.store import Store

DECK = "deck"
PENDING = "pending"
TURN = "turn"
DM = "dm"
STATE = "state"
SETTINGS = "settings"
GAME = "game"
LOG = "log"  # the events one unit appended to the game's log (key: the unit)
NOTICES = "notices"  # what the table's players were told they owe (bot.store.notice_repo)

RowKey = tuple[str, int | str]  # (kind of row, its key within the table)


@dataclass(frozen=True, slots=True)
class Receipt:
    """What one committed unit of work wrote on one table: (row, before, after) per row.

    ``exact`` is False when the unit also wrote something a receipt cannot restore (another
    table's rows, raw statements of other repositories): then only a cancel is possible.
    """

    table_id: int
    now: float
    rows: tuple[tuple[RowKey, object, object], ...]
    exact: bool
    after: AfterStep = field(default_factory=AfterStep)  # what the unit left to do after its answer

    def opened(self) -> tuple[int, ...]:
        """The open records this unit created."""
        return tuple(
            int(key[1])
            for key, before, after in self.rows
            if key[0] == PENDING and before is None and after is not None
        )


@dataclass(slots=True)
class Journal:
    receipts: list[Receipt] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Undone:
    """How one receipt was compensated: restored exactly, or only its open records cancelled."""

    table_id: int
    exact: bool
    cancelled: tuple[int, ...] = ()


_JOURNAL: ContextVar[Journal | None] = ContextVar("fatebot_undo_journal", default=None)


@contextlib.contextmanager
def journal() -> Iterator[Journal]:
    """Keep a receipt of every unit of work committed in this task until the block ends."""
    current = Journal()
    token = _JOURNAL.set(current)
    try:
        yield current
    finally:
        _JOURNAL.reset(token)


@contextlib.contextmanager
def unjournaled() -> Iterator[None]:
    """Commit without receipts (the compensating units themselves)."""
    token = _JOURNAL.set(None)
    try:
        yield
    finally:
        _JOURNAL.reset(token)


def active_journal() -> Journal | None:
    return _JOURNAL.get()


# -- taking receipts -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Before:
    """The rows a unit of work is about to write, as they were (taken under the table's lock)."""

    keys: tuple[RowKey, ...]
    values: tuple[object, ...]
    exact: bool


async def images_before(store: Store, table_id: int, changes: Changes) -> Before:
    """Read every row ``changes`` will write, before they are queued (reads see queued rows)."""
    keys, exact = _rows_written(table_id, changes)
    return Before(tuple(keys), tuple([await _read(store, table_id, key) for key in keys]), exact)


async def receipt_after(store: Store, work: Work, before: Before) -> Receipt:
    """The receipt of a unit of work once its changes are queued (still under the table's lock)."""
    after = [await _read(store, work.table_id, key) for key in before.keys]
    rows = tuple(zip(before.keys, before.values, after, strict=True))
    return Receipt(work.table_id, work.now, rows, before.exact, work.after)


def _rows_written(table_id: int, changes: Changes) -> tuple[list[RowKey], bool]:
    keys: dict[RowKey, None] = {}
    exact = not changes.meta
    for table, owner in (*changes.decks, *changes.packed_decks, *changes.dropped_decks):
        exact = exact and table == table_id
        keys[(DECK, owner)] = None
    for pending_id, record in changes.pending.items():
        exact = exact and (record is None or record.table_id == table_id)
        keys[(PENDING, pending_id)] = None
    for table in changes.turns:
        exact = exact and table == table_id
        keys[(TURN, 0)] = None
    for table, player in changes.dm_messages:
        exact = exact and table == table_id
        keys[(DM, player)] = None
    for table, game in changes.game_states:
        exact = exact and table == table_id
        keys[(STATE, game)] = None
    for table in changes.tables:
        exact = exact and table == table_id
        keys[(SETTINGS, 0)] = None
    notices = notice_repo.TABLE_WRITES
    for sql, params in changes.statements:
        if sql in notices:
            exact = exact and params[notices[sql]] == table_id
            keys[(NOTICES, 0)] = None
    games = game_repo.game_tables(changes, restorable=notices)
    if games is None or not games <= {table_id}:
        exact = False
    elif games:
        keys[(GAME, 0)] = None
    for table, unit in game_log_repo.log_units(changes):
        exact = exact and table == table_id
        keys[(LOG, unit)] = None
    return list(keys), exact


async def _read(store: Store, table_id: int, key: RowKey) -> object:
    kind, arg = key
    if kind == DECK:
        return await store.packed_deck(table_id, int(arg))
    if kind == PENDING:
        if store.never_written(int(arg)):
            return None  # a record this unit opens: no query under the table's lock
        record = await store.pending(int(arg))
        # A queued record may name an owner with no held cards; the stored one leaves it out.
        if record is None or all(record.held.values()):
            return record
        return dataclasses.replace(record, held={o: c for o, c in record.held.items() if c})
    if kind == TURN:
        return await store.turn_state(table_id)
    if kind == DM:
        return await store.dm_message(table_id, int(arg))
    if kind == STATE:
        return await read_state(store, table_id, str(arg))
    if kind == SETTINGS:
        return await store.table_settings(table_id)
    if kind == GAME:
        return await game_repo.game_state(store, table_id)
    if kind == LOG:
        return arg  # events are only ever appended: their unit's rows stand until taken back
    if kind == NOTICES:
        return await notice_repo.table_image(store, table_id)
    raise ValueError(f"unknown row kind {kind!r}")


def _write(changes: Changes, table_id: int, key: RowKey, value: object, now: float) -> None:
    """Queue ``value`` (a before-image, as ``_read`` returned it) as the row's new content."""
    kind, arg = key
    if kind == DECK:
        if value is None:
            changes.dropped_decks.add((table_id, int(arg)))  # the command's first use of it
        else:
            changes.packed_decks[(table_id, int(arg))] = value  # type: ignore[assignment]
    elif kind == PENDING:
        changes.pending[int(arg)] = value  # type: ignore[assignment]
    elif kind == TURN:
        changes.turns[table_id] = value  # type: ignore[assignment]
    elif kind == DM:
        changes.dm_messages[(table_id, int(arg))] = value  # type: ignore[assignment]
    elif kind == STATE:
        changes.game_states[(table_id, check_game(str(arg)))] = value  # type: ignore[assignment]
    elif kind == SETTINGS:
        changes.tables[table_id] = value  # type: ignore[assignment]
    elif kind == GAME:
        if value is None:
            game_repo.delete_game(changes, table_id)
        else:
            game_repo.put_game(changes, table_id, str(value), now)
    elif kind == LOG:
        game_log_repo.forget_unit(changes, table_id, int(arg))
    elif kind == NOTICES:
        notice_repo.restore(changes, table_id, value)  # type: ignore[arg-type]
    else:
        raise ValueError(f"unknown row kind {kind!r}")


# -- compensating ------------------------------------------------------------------------------


Expire = Callable[[Work, PendingRecord], Awaitable[Lapsed]]


async def compensate(work: Work, receipt: Receipt, expire: Expire) -> Undone:
    """The compensating unit of work of one receipt (run under the table's lock)."""
    if receipt.exact:
        current = [await _read(work.store, receipt.table_id, key) for key, _, _ in receipt.rows]
        if all(now == after for now, (_, _, after) in zip(current, receipt.rows, strict=True)):
            for key, before, _ in receipt.rows:
                _write(work.changes, receipt.table_id, key, before, work.now)
                # What the players were told comes back as it was: not derived again.
                work.notices_restored = work.notices_restored or key[0] == NOTICES
            return Undone(receipt.table_id, exact=True)
    cancelled: list[int] = []
    for pending_id in receipt.opened():
        record = await work.pending(pending_id)
        if record is not None:
            await expire(work, record)
            cancelled.append(pending_id)
    return Undone(receipt.table_id, exact=False, cancelled=tuple(cancelled))
