"""The pace of a table or a game: how long a step that waits on a person waits.

- ``live``: answers within minutes (the deployment's ``FATEBOT_DUEL_TIMEOUT_MINUTES``, 15 by
  default); today's behaviour.
- ``post``: play by post, answers within days (7 by default). Reminders follow every
  ``reminder_hours`` (24 by default), at most ``reminders`` times (3 by default).
- ``none``: the step waits until someone cancels it; it never lapses by time.

A step's deadline is a number of seconds since the epoch like any stored time. "No deadline"
is positive infinity (:data:`NO_DEADLINE`): it compares after every moment, both SQLite's REAL
and PostgreSQL's DOUBLE PRECISION store it, and the sweep's ``expires_at <= now`` never
selects it, so nothing else has to know about it. Only a text that shows the deadline asks
:func:`has_deadline` first.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum


class Pace(StrEnum):
    LIVE = "live"
    POST = "post"
    NONE = "none"


PACES: tuple[Pace, ...] = tuple(Pace)
NO_DEADLINE = math.inf

LIVE_WAIT_S = 15 * 60.0
POST_WAIT_S = 7 * 86400.0
REMINDER_HOURS = 24
REMINDER_HOURS_MIN = 1
REMINDER_HOURS_MAX = 7 * 24
REMINDERS = 3
REMINDERS_MAX = 3


def pace(key: str) -> Pace:
    """The pace named ``key`` (``live``, ``post``, ``none``); ValueError for anything else."""
    return Pace(key.strip().lower())


def has_deadline(expires_at: float) -> bool:
    """Whether a step lapses at some time (a ``none`` step waits until cancelled)."""
    return math.isfinite(expires_at)


@dataclass(frozen=True, slots=True)
class Waits:
    """How long a step waits at each pace (the deployment chooses ``live``)."""

    live_s: float = LIVE_WAIT_S
    post_s: float = POST_WAIT_S

    def __post_init__(self) -> None:
        if not (0 < self.live_s < math.inf and 0 < self.post_s < math.inf):
            raise ValueError("a pace's wait is a positive number of seconds")

    def wait_s(self, of: Pace) -> float:
        """Seconds a step waits at pace ``of`` (infinite for ``none``)."""
        if of is Pace.LIVE:
            return self.live_s
        if of is Pace.POST:
            return self.post_s
        return NO_DEADLINE

    def deadline(self, of: Pace, now: float) -> float:
        """When a step that starts waiting at ``now`` lapses (:data:`NO_DEADLINE` for ``none``)."""
        return now + self.wait_s(of)


@dataclass(frozen=True, slots=True)
class Reminders:
    """A table's reminders for steps at ``post`` pace: every ``every_hours``, at most ``count``."""

    every_hours: int = REMINDER_HOURS
    count: int = REMINDERS

    def __post_init__(self) -> None:
        if not REMINDER_HOURS_MIN <= self.every_hours <= REMINDER_HOURS_MAX:
            raise ValueError(f"reminder interval out of range: {self.every_hours}")
        if not 0 <= self.count <= REMINDERS_MAX:
            raise ValueError(f"reminder count out of range: {self.count}")
