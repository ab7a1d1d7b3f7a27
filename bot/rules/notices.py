"""Who is told that it is their move, and when reminders follow (pure: no I/O, no clock).

Issue 22, "Whose move": when a step starts waiting on a player who did not just act, that
player gets one notice. At ``live`` pace only a step addressed to a player who has not acted
yet in the exchange (an opposed duel's defender) does; at ``post`` pace every step that waits
on someone else does, and reminders follow every ``interval`` (24 hours unless the table says
otherwise), at most ``max_reminders`` (3) of them. At ``none`` pace steps wait until
cancelled; they notify as at ``post`` (nobody is in a hurry, so nobody is watching).

Issue 34, "one calm notice": a player who just acted is not told of what they now owe (they are
looking at it), but at ``post`` pace its reminders still follow. Each player may set their own
reminder interval, quiet hours in their own time zone and "away until" a date: nothing reaches
them then, and what was due waits for the end of it (:meth:`NotifyPrefs.next_allowed`). However
busy the other player is, one player gets at most ``PINGS_PER_HOUR`` notices an hour at a table
(:func:`within_budget`); what the budget holds back waits for the end of its hour, as one notice.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Final, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.errors import DomainError
from bot.rules.common.pace import PACES, REMINDER_HOURS, REMINDERS_MAX, Pace

NotifyMode = Literal["ping", "dm", "none"]
NOTIFY_MODES: Final[tuple[NotifyMode, ...]] = ("ping", "dm", "none")
# The languages a player may choose for their DMs with /notify (the bot's: bot/ui/common/i18n.py).
NOTIFY_LANGUAGES: Final[tuple[str, ...]] = ("en", "es", "hu")

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
    "activation",
    "turn-end",
    "strategy",
    "scheme",
    "agree-end",
    "agree-score",
    "agree-undo",
)

PINGS_PER_HOUR: Final = 3  # notices one player gets at one table in an hour, at most
BUDGET_WINDOW_S: Final = 3600.0
INTERVAL_HOURS_MIN: Final = 1
INTERVAL_HOURS_MAX: Final = 7 * 24
MINUTES_PER_DAY: Final = 24 * 60


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


@dataclass(frozen=True, slots=True)
class NotifyPrefs:
    """How one player wants to be told, for every table (``/notify``).

    ``quiet`` is (from, to) in minutes after midnight of their own ``time_zone`` (an IANA name):
    nothing reaches them from ``from`` until ``to`` (which may be the next morning). ``away_until``
    (seconds since the epoch): nothing reaches them before it. ``interval_hours``: their reminders'
    rhythm, instead of the table's. ``language``: what their league DMs are written in, before
    the language learned from their own interactions (None: not chosen).
    """

    mode: NotifyMode = "ping"
    interval_hours: int | None = None
    quiet: tuple[int, int] | None = None
    time_zone: str = "UTC"
    away_until: float | None = None
    language: str | None = None

    def __post_init__(self) -> None:
        if self.language is not None and self.language not in NOTIFY_LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}")
        if self.mode not in NOTIFY_MODES:
            raise ValueError(f"unknown notify mode {self.mode!r}")
        if self.interval_hours is not None and not (
            INTERVAL_HOURS_MIN <= self.interval_hours <= INTERVAL_HOURS_MAX
        ):
            raise ValueError("reminder interval out of range")
        if self.quiet is not None and not all(0 <= m < MINUTES_PER_DAY for m in self.quiet):
            raise ValueError("quiet hours out of range")
        zone(self.time_zone)

    def interval_s(self, table_interval_s: float) -> float:
        return table_interval_s if self.interval_hours is None else self.interval_hours * 3600.0

    def away(self, now: float) -> bool:
        return self.away_until is not None and now < self.away_until

    def next_allowed(self, at: float) -> float:
        """The first moment at or after ``at`` when a notice may reach this player: outside their
        quiet hours and after their absence."""
        if self.away(at):
            assert self.away_until is not None
            at = self.away_until
        if self.quiet is None:
            return at
        start, end = self.quiet
        if start == end:
            return at
        local = dt.datetime.fromtimestamp(at, zone(self.time_zone))
        minute = local.hour * 60 + local.minute
        inside = start <= minute < end if start < end else (minute >= start or minute < end)
        if not inside:
            return at
        day = local.date() if (start < end or minute < end) else local.date() + dt.timedelta(days=1)
        wall = dt.datetime.combine(day, dt.time(end // 60, end % 60))
        # The wall time in the zone (a clock change that skips it moves it forward: fold=0).
        return wall.replace(tzinfo=zone(self.time_zone)).timestamp()


def zone(name: str) -> ZoneInfo:
    """The time zone called ``name`` (IANA: ``Europe/Budapest``); ValueError for an unknown one."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown time zone {name!r}") from None


def within_budget(sent_at: tuple[float, ...], now: float) -> bool:
    """Whether one more notice may go to a player at a table now, given when the last ones went."""
    return sum(1 for at in sent_at if now - at < BUDGET_WINDOW_S) < PINGS_PER_HOUR


def budget_frees_at(sent_at: tuple[float, ...], now: float) -> float:
    """When the budget allows a notice again (``now`` if it does)."""
    recent = sorted(at for at in sent_at if now - at < BUDGET_WINDOW_S)
    if len(recent) < PINGS_PER_HOUR:
        return now
    return recent[len(recent) - PINGS_PER_HOUR] + BUDGET_WINDOW_S


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours as typed: ``22-7``, ``22:30-07:15`` (from-to, 24 h clock), or ``off``."""
    cleaned = text.strip().lower().replace(" ", "")
    if cleaned in ("off", "no", "0", "-"):
        return None
    parts = cleaned.split("-")
    if len(parts) != 2:
        raise DomainError("notify-error-quiet", value=text[:20])
    start, end = (_minutes(part, text) for part in parts)
    if start == end:
        raise DomainError("notify-error-quiet", value=text[:20])
    return start, end


def _minutes(part: str, text: str) -> int:
    hours, _, minutes = part.partition(":")
    if not (hours.isdigit() and (minutes == "" or (minutes.isdigit() and len(minutes) == 2))):
        raise DomainError("notify-error-quiet", value=text[:20])
    h, m = int(hours), int(minutes or 0)
    if not (0 <= h < 24 and 0 <= m < 60):
        raise DomainError("notify-error-quiet", value=text[:20])
    return h * 60 + m


AWAY_DAYS_MAX: Final = 90


def parse_away(text: str, time_zone: str, now: float) -> float | None:
    """ "Away until" a date (``YYYY-MM-DD``, back from the start of that day in the player's own
    time zone), at most ``AWAY_DAYS_MAX`` days ahead; ``off`` ends it."""
    cleaned = text.strip().lower()
    if cleaned in ("off", "no", "0", "-"):
        return None
    try:
        day = dt.date.fromisoformat(cleaned)
    except ValueError:
        raise DomainError("notify-error-away", value=text[:20]) from None
    until = dt.datetime.combine(day, dt.time()).replace(tzinfo=zone(time_zone)).timestamp()
    if until <= now:
        raise DomainError("notify-error-away-past", value=day.isoformat())
    if until - now > AWAY_DAYS_MAX * 86400:
        raise DomainError("notify-error-away-far", days=AWAY_DAYS_MAX)
    return until
