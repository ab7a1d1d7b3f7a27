"""League notices owed and not yet sent (migration 019): the outbox of the league's notices.

A league change writes the notices it owes in its own unit of work (``put``: a statement of its
``Changes``), so they commit with it or not at all. Sending is claimed one row at a time with a
compare-and-set on ``due_at`` (``claim``: a single statement against the database, as
``notice_repo.claim``), so of two senders (an interaction's after-step and the sweep, or two
processes) only one takes a row; ``done`` and ``retry`` end the claim, each only while the row
still has the claimed due time (a newer change that owes the notice again keeps it due).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import Changes


class Store(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


_KEY: Final = "code = ? AND kind = ? AND round = ? AND player = ? AND about = ?"
_PUT: Final = (
    "INSERT INTO league_notices (code, kind, round, player, about, due_at, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (code, kind, round, player, about) DO UPDATE SET due_at = excluded.due_at,"
    " created_at = excluded.created_at"
)
_DUE: Final = (
    "SELECT code, kind, round, player, about, due_at FROM league_notices WHERE due_at <= ?"
    " ORDER BY due_at, created_at LIMIT ?"
)
_DUE_OF: Final = (
    "SELECT code, kind, round, player, about, due_at FROM league_notices WHERE code = ? AND due_at <= ?"
    " ORDER BY due_at, created_at LIMIT ?"
)
_CLAIM: Final = f"UPDATE league_notices SET due_at = ? WHERE {_KEY} AND due_at = ? RETURNING kind"
_DONE: Final = f"UPDATE league_notices SET due_at = NULL WHERE {_KEY} AND due_at = ? RETURNING kind"
_RETRY: Final = f"UPDATE league_notices SET due_at = ? WHERE {_KEY} AND due_at = ? RETURNING kind"
_FORGET: Final = "DELETE FROM league_notices WHERE due_at IS NULL AND created_at < ?"


@dataclass(frozen=True, slots=True)
class LeagueNotice:
    """One notice a league owes: its kind, round, whom it tells and which game it is about."""

    code: str
    kind: str
    round: int
    player: int = 0
    about: int = 0
    due_at: float = 0.0

    def key(self) -> tuple[str, str, int, int, int]:
        return (self.code, self.kind, self.round, self.player, self.about)


def put(changes: Changes, notice: LeagueNotice, now: float) -> None:
    """Owe ``notice`` from ``now`` (again, if it went out before: a newer change to tell)."""
    changes.statements.append((_PUT, (*notice.key(), notice.due_at or now, now)))


def _notice(row: Any) -> LeagueNotice:
    return LeagueNotice(str(row[0]), str(row[1]), int(row[2]), int(row[3]), int(row[4]), float(row[5]))


async def due(store: Store, now: float, limit: int, code: str | None = None) -> list[LeagueNotice]:
    """The notices due at ``now`` (of one league, or all), oldest first, at most ``limit``."""
    if code is None:
        rows = await store.fetch_all(_DUE, (now, limit))
    else:
        rows = await store.fetch_all(_DUE_OF, (code, now, limit))
    return [_notice(r) for r in rows]


async def claim(store: Store, notice: LeagueNotice, until: float) -> bool:
    """Take ``notice`` until ``until`` if nobody took it since it was read; committed before it
    returns. False: another sender got there first."""
    return bool(await store.fetch_all(_CLAIM, (until, *notice.key(), notice.due_at)))


async def done(store: Store, notice: LeagueNotice, claimed: float) -> bool:
    """It went out (or there is nothing left to tell): no longer due, unless owed again since."""
    return bool(await store.fetch_all(_DONE, (*notice.key(), claimed)))


async def retry(store: Store, notice: LeagueNotice, claimed: float, at: float) -> bool:
    """Discord refused it for a passing reason: due again at ``at``."""
    return bool(await store.fetch_all(_RETRY, (at, *notice.key(), claimed)))


async def forget_sent(store: Store, before: float) -> None:
    """Drop the rows of notices that went out before ``before`` (they are kept a while only so
    that a late duplicate finds them sent)."""
    await store.fetch_all(_FORGET + " RETURNING kind", (before,))
