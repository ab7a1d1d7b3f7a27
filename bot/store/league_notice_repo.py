"""League notices owed and not yet sent (migration 019): the outbox of the league's notices.

A league change writes the notices it owes in its own unit of work (``put``: statements of its
``Changes``), so they commit with it or not at all: the notice's row here, and its row in the due
queue (``bot.store.due_repo``, kind ``league-notice``, migration 020), which says when it goes
out. Sending claims the due row (``claim``: the queue's compare-and-set with a lease), so of two
senders (an interaction's after-step and the sweep, or two processes) only one takes it; ``done``
and ``retry`` end the claim, each only while the row still holds it (a newer change that owes the
notice again keeps it due). A notice whose due row is gone went out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store import due_repo
from bot.store.due_repo import Claimed, Due
from bot.store.records import Changes

KIND: Final = "league-notice"  # the due queue's kind; item: ``LeagueNotice.item``


class Store(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


_PUT: Final = (
    "INSERT INTO league_notices (code, kind, round, player, about, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (code, kind, round, player, about) DO UPDATE SET created_at = excluded.created_at"
)
# The due rows of one league's notices, by the item's prefix (a code has no "|", no "%", no "_").
_DUE_OF: Final = (
    "SELECT kind, item, due_at, lease FROM due WHERE kind = ? AND item LIKE ? AND due_at <= ? AND lease <= ?"
    " ORDER BY due_at LIMIT ?"
)
# Sent (no due row) and older than the cut-off.
_FORGET: Final = (
    "DELETE FROM league_notices WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM due WHERE"
    " due.kind = 'league-notice' AND due.item = league_notices.code || '|' || league_notices.kind"
    " || '|' || CAST(league_notices.round AS TEXT) || '|' || CAST(league_notices.player AS TEXT)"
    " || '|' || CAST(league_notices.about AS TEXT)) RETURNING kind"
)


@dataclass(frozen=True, slots=True)
class LeagueNotice:
    """One notice a league owes: its kind, round, whom it tells and which game it is about; as
    read from the due queue, when it is due and its claim as read (0: none)."""

    code: str
    kind: str
    round: int
    player: int = 0
    about: int = 0
    due_at: float = 0.0
    lease: float = 0.0

    def key(self) -> tuple[str, str, int, int, int]:
        return (self.code, self.kind, self.round, self.player, self.about)

    @property
    def item(self) -> str:
        """Its due row's item."""
        return "|".join(str(part) for part in self.key())

    def due(self) -> Due:
        return Due(KIND, self.item, self.due_at, self.lease)


def of_item(item: str, due_at: float = 0.0, lease: float = 0.0) -> LeagueNotice:
    """The notice a due row's item names."""
    code, kind, round_no, player, about = item.split("|")
    return LeagueNotice(code, kind, int(round_no), int(player), int(about), due_at, lease)


def put(changes: Changes, notice: LeagueNotice, now: float) -> None:
    """Owe ``notice`` from ``now`` (again, if it went out before: a newer change to tell)."""
    changes.statements.append((_PUT, (*notice.key(), now)))
    due_repo.put(changes, KIND, notice.item, notice.due_at or now)


async def due(store: Store, now: float, limit: int, code: str | None = None) -> list[LeagueNotice]:
    """The notices due at ``now`` (of one league, or all) that nobody holds, oldest first, at most
    ``limit``."""
    if code is None:
        rows = await due_repo.due(store, now, limit, KIND)
    else:
        found = await store.fetch_all(_DUE_OF, (KIND, f"{code}|%", now, now, limit))
        rows = [Due(str(r[0]), str(r[1]), float(r[2]), float(r[3])) for r in found]
    return [of_item(r.item, r.due_at, r.lease) for r in rows]


async def claim(store: Store, notice: LeagueNotice, until: float) -> bool:
    """Take ``notice`` until ``until`` if nobody took it since it was read; committed before it
    returns. False: another sender got there first."""
    return await due_repo.claim_row(store, notice.due(), until) is not None


def _claimed(notice: LeagueNotice, claimed: float) -> Claimed:
    return Claimed(KIND, notice.item, notice.due_at, claimed)


async def done(store: Store, notice: LeagueNotice, claimed: float) -> bool:
    """It went out (or there is nothing left to tell): no longer due, unless owed again since."""
    return await due_repo.done(store, _claimed(notice, claimed))


async def retry(store: Store, notice: LeagueNotice, claimed: float, at: float) -> bool:
    """Discord refused it for a passing reason: due again at ``at``."""
    return await due_repo.again(store, _claimed(notice, claimed), at)


async def forget_sent(store: Store, before: float) -> None:
    """Drop the rows of notices that went out before ``before`` (they are kept a while only so
    that a late duplicate finds them sent)."""
    await store.fetch_all(_FORGET, (before,))
