"""The due-time queue (migration 020): everything the bot must do later, one row per thing due.

A feature writes its row with the change that makes something due, in the same unit of work
(``put``, ``put_unless_due``, ``cancel``: statements of its ``Changes``, or rows the group commit
writes beside the records they follow). The sweep takes rows with :func:`claim`: one compare-and-set
statement per row on its ``lease`` (0: free; else when the claim ends), committed before it
returns, so of several processes exactly one takes a row. The claimer then ends the claim with
:func:`done` (the row goes) or :func:`again` (due at a later time); each only while the row still
holds its claim, so a row written again meanwhile (something new is due) stays. A claimer that
stops leaves the row claimable again once its lease has ended.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import Changes


class Store(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


STEP: Final = "step"  # a waiting step (an open record) lapses; item: its pending id
BOARD: Final = "board"  # a game board is redrawn; item: its table id

# (kind, item, due_at): due then, the claim (if any) cleared.
PUT: Final = (
    "INSERT INTO due (kind, item, due_at, lease) VALUES (?, ?, ?, 0)"
    " ON CONFLICT (kind, item) DO UPDATE SET due_at = excluded.due_at, lease = 0"
)
# (kind, item, due_at): due then, unless already due and unclaimed (it keeps its earlier time).
PUT_UNLESS_DUE: Final = (
    "INSERT INTO due (kind, item, due_at, lease) VALUES (?, ?, ?, 0)"
    " ON CONFLICT (kind, item) DO UPDATE SET"
    " due_at = CASE WHEN due.lease = 0 THEN due.due_at ELSE excluded.due_at END, lease = 0"
)
# (kind, item): nothing due any more.
CANCEL: Final = "DELETE FROM due WHERE kind = ? AND item = ?"
_DUE: Final = (
    "SELECT kind, item, due_at, lease FROM due WHERE due_at <= ? AND lease <= ? ORDER BY due_at LIMIT ?"
)
_DUE_OF: Final = (
    "SELECT kind, item, due_at, lease FROM due WHERE kind = ? AND due_at <= ? AND lease <= ?"
    " ORDER BY due_at LIMIT ?"
)
_CLAIM: Final = (
    "UPDATE due SET lease = ? WHERE kind = ? AND item = ? AND due_at = ? AND lease = ? RETURNING kind"
)
_DONE: Final = "DELETE FROM due WHERE kind = ? AND item = ? AND lease = ? RETURNING kind"
_AGAIN: Final = (
    "UPDATE due SET due_at = ?, lease = 0 WHERE kind = ? AND item = ? AND lease = ? RETURNING kind"
)
# The earliest time anything may be claimed: a claimed row's when its lease ends.
_NEXT: Final = "SELECT MIN(CASE WHEN lease > due_at THEN lease ELSE due_at END) FROM due"


@dataclass(frozen=True, slots=True)
class Due:
    """One row of the queue as read: ``lease`` is its claim as read (0: none)."""

    kind: str
    item: str
    due_at: float
    lease: float = 0.0


@dataclass(frozen=True, slots=True)
class Claimed:
    """A row this process holds until ``lease``."""

    kind: str
    item: str
    due_at: float
    lease: float


# -- writes of a unit of work --------------------------------------------------------------------


def put(changes: Changes, kind: str, item: str, at: float) -> None:
    """``kind``'s ``item`` is due at ``at`` (whatever was due before, and any claim of it)."""
    changes.statements.append((PUT, (kind, item, float(at))))


def put_unless_due(changes: Changes, kind: str, item: str, at: float) -> None:
    """Due at ``at`` unless already due and unclaimed: a burst of changes makes one round."""
    changes.statements.append((PUT_UNLESS_DUE, (kind, item, float(at))))


def cancel(changes: Changes, kind: str, item: str) -> None:
    """Nothing of ``kind``'s ``item`` is due any more."""
    changes.statements.append((CANCEL, (kind, item)))


# -- the sweep's atomic statements ---------------------------------------------------------------


def due_query() -> str:
    """The query of one kind's due rows (parameters: kind, now, now, limit), for its plan."""
    return _DUE_OF


async def due(store: Store, now: float, limit: int, kind: str | None = None) -> list[Due]:
    """The rows due at ``now`` (of one kind, or all) that nobody holds, the earliest first, at
    most ``limit``."""
    if kind is None:
        rows = await store.fetch_all(_DUE, (now, now, limit))
    else:
        rows = await store.fetch_all(_DUE_OF, (kind, now, now, limit))
    return [Due(str(r[0]), str(r[1]), float(r[2]), float(r[3])) for r in rows]


async def claim_row(store: Store, row: Due, until: float) -> Claimed | None:
    """Take ``row`` until ``until`` if nobody took it or wrote it since it was read; None: another
    claimer got there first."""
    taken = await store.fetch_all(_CLAIM, (until, row.kind, row.item, row.due_at, row.lease))
    return Claimed(row.kind, row.item, row.due_at, until) if taken else None


async def claim(
    store: Store, now: float, limit: int, lease_s: float, kind: str | None = None
) -> list[Claimed]:
    """Claim what is due at ``now`` (of one kind, or all), the earliest first, at most ``limit``
    rows, each until ``now + lease_s``."""
    out: list[Claimed] = []
    for row in await due(store, now, limit, kind):
        claimed = await claim_row(store, row, now + lease_s)
        if claimed is not None:
            out.append(claimed)
    return out


async def done(store: Store, claimed: Claimed) -> bool:
    """Nothing more is due for the claimed row; False: it was written again meanwhile (kept)."""
    return bool(await store.fetch_all(_DONE, (claimed.kind, claimed.item, claimed.lease)))


async def again(store: Store, claimed: Claimed, at: float) -> bool:
    """The claimed row is due again at ``at``; False: it was written again meanwhile (kept)."""
    return bool(await store.fetch_all(_AGAIN, (at, claimed.kind, claimed.item, claimed.lease)))


async def next_due(store: Store) -> float | None:
    """When the earliest row may be claimed; None: nothing is due."""
    row = await store.fetch_one(_NEXT, ())
    return None if row is None or row[0] is None else float(row[0])
