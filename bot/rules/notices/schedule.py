"""Who is told that it is their move, and when reminders follow (pure: no I/O, no clock).

Issue 22, "Whose move": when a step starts waiting on a player who did not just act, that
player gets one notice. At ``live`` pace only a step addressed to a player who has not acted
yet in the exchange (an opposed duel's defender) does; at ``post`` pace every step that waits
on someone else does, and reminders follow every ``interval`` (24 hours unless the table says
otherwise), at most ``max_reminders`` (3) of them. At ``none`` pace steps wait until
cancelled; they notify as at ``post`` (nobody is in a hurry, so nobody is watching).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from bot.rules.common.pace import PACES, REMINDER_HOURS, REMINDERS_MAX, Pace

NotifyMode = Literal["ping", "dm", "none"]
NOTIFY_MODES: Final[tuple[NotifyMode, ...]] = ("ping", "dm", "none")

DEFAULT_PACE: Final = Pace.LIVE
DEFAULT_REMINDER_INTERVAL_S: Final = REMINDER_HOURS * 3600.0
MAX_REMINDERS: Final = REMINDERS_MAX  # the most a table may ask for

# What a player can owe; each has a one-line text (``notice-owed-<key>``).
OWED: Final = (
    "duel-accept",
    "duel-soulstone",
    "duel-choose",
    "duel-cheat",
    "initiative",
    "discard",
    "soulstone-draw",
    "scheme",
)


@dataclass(frozen=True, slots=True)
class NoticePace:
    """What the notices need to know of a table's (or a game's) pace."""

    pace: Pace = DEFAULT_PACE
    reminder_interval_s: float = DEFAULT_REMINDER_INTERVAL_S
    max_reminders: int = MAX_REMINDERS

    def __post_init__(self) -> None:
        if self.pace not in PACES:
            raise ValueError(f"unknown pace {self.pace!r}")
        if self.reminder_interval_s <= 0:
            raise ValueError("the reminder interval must be positive")
        if not 0 <= self.max_reminders <= MAX_REMINDERS:
            raise ValueError(f"at most {MAX_REMINDERS} reminders")

    @property
    def reminds(self) -> bool:
        return self.pace != "live" and self.max_reminders > 0


def notifies(pace: Pace, *, player: int, actor: int | None, has_acted: bool) -> bool:
    """Whether a step now waiting on ``player`` sends them a notice.

    ``actor`` just acted (they are looking at the message: never notified); ``has_acted`` says
    whether ``player`` has acted in this exchange before (started it, answered a step of it).
    """
    if player == actor:
        return False
    if pace == "live":
        return not has_acted
    return True


def first_reminder_at(pace: NoticePace, notified_at: float) -> float | None:
    """When the first reminder of a notice sent at ``notified_at`` is due (None: never)."""
    return notified_at + pace.reminder_interval_s if pace.reminds else None


def after_reminder(due_at: float, interval_s: float, left: int) -> tuple[float | None, int]:
    """The next due time and the reminders left once the one due at ``due_at`` is sent.

    Counted from when it was due, not from when the sweep got to it, so that reminders keep
    to the table's rhythm (+24 h, +48 h, +72 h) even if a sweep runs late.
    """
    remaining = max(left - 1, 0)
    return (due_at + interval_s if remaining > 0 else None), remaining
