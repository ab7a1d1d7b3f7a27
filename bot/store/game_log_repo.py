"""A game's log (migration 010): the public events of the table's Malifaux game, in order.

Appends are rows of the unit of work (``Changes.game_events``: they commit with the change they
describe, or not at all). They are not served from the store's queue, so a read first waits for
the table's queued commit; reads run under the table's lock.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import Changes


class Store(Protocol):
    """What the log's reads need of the ``Store`` (the group commit imports this module)."""

    def durable(self, table_id: int) -> asyncio.Future[None] | None: ...
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


# The number is the table's next one, counted inside the commit; no game, no row. (Typed casts:
# PostgreSQL does not infer the types of parameters in an INSERT's SELECT list.)
APPEND: Final = (
    "INSERT INTO game_events (table_id, seq, at, actor, kind, data, undo, unit)"
    " SELECT g.table_id, (SELECT COALESCE(MAX(e.seq), 0) + 1 FROM game_events e WHERE e.table_id = ?),"
    " CAST(? AS DOUBLE PRECISION), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT),"
    " CAST(? AS TEXT), CAST(? AS BIGINT) FROM malifaux_games g WHERE g.table_id = ?"
)
FORGET_UNIT: Final = "DELETE FROM game_events WHERE table_id = ? AND unit = ?"
_CLEAR: Final = "DELETE FROM game_events WHERE table_id = ?"
# What a game's own writes add to the log (``game_repo.game_tables``).
GAME_WRITES: Final = (_CLEAR,)
_DROP_UNDO: Final = "UPDATE game_events SET undo = NULL WHERE table_id = ? AND seq = ?"
_COLUMNS: Final = "seq, at, actor, kind, data, undo IS NOT NULL"


@dataclass(frozen=True, slots=True)
class EventRow:
    seq: int
    at: float
    actor: int | None
    kind: str
    data: str
    undoable: bool


def append(
    changes: Changes,
    table_id: int,
    *,
    at: float,
    actor: int | None,
    kind: str,
    data: str,
    undo: str | None,
    unit: int,
) -> None:
    changes.game_events.append((table_id, at, actor, kind, data, undo, unit, table_id))


def clear(changes: Changes, table_id: int) -> None:
    """Forget the table's log (its game ended, or a new one starts)."""
    changes.statements.append((_CLEAR, (table_id,)))


def forget_unit(changes: Changes, table_id: int, unit: int) -> None:
    """Take back the events one unit of work wrote (its reply was never delivered)."""
    changes.statements.append((FORGET_UNIT, (table_id, unit)))


def drop_undo(changes: Changes, table_id: int, seq: int) -> None:
    changes.statements.append((_DROP_UNDO, (table_id, seq)))


def log_units(changes: Changes) -> set[tuple[int, int]]:
    """The (table, unit) of every event ``changes`` appends."""
    return {(int(p[0]), int(p[6])) for p in changes.game_events}


def _row(row: tuple[object, ...]) -> EventRow:
    seq, at, actor, kind, data, undoable = row
    return EventRow(
        int(seq),  # type: ignore[call-overload]
        float(at),  # type: ignore[arg-type]
        None if actor is None else int(actor),  # type: ignore[call-overload]
        str(kind),
        str(data),
        bool(undoable),
    )


async def _settled(store: Store, table_id: int) -> None:
    """Wait for the table's queued commit (events of a unit that released the lock early)."""
    queued = store.durable(table_id)
    if queued is not None:
        with contextlib.suppress(Exception):  # a failed commit wrote no event: nothing to wait for
            await asyncio.shield(queued)


async def events(store: Store, table_id: int, *, after: int = 0) -> list[EventRow]:
    await _settled(store, table_id)
    rows = await store.fetch_all(
        f"SELECT {_COLUMNS} FROM game_events WHERE table_id = ? AND seq > ? ORDER BY seq",
        (table_id, after),
    )
    return [_row(tuple(row)) for row in rows]


async def last_undoable(store: Store, table_id: int) -> tuple[EventRow, str] | None:
    await _settled(store, table_id)
    row = await store.fetch_one(
        f"SELECT {_COLUMNS}, undo FROM game_events WHERE table_id = ? AND undo IS NOT NULL"
        " ORDER BY seq DESC LIMIT 1",
        (table_id,),
    )
    if row is None:
        return None
    *event, undo = tuple(row)
    return _row(tuple(event)), str(undo)
