"""Quiet hours (issue 34, ``/notify``): "nothing reaches them from ``from`` until ``to`` (which may
be the next morning)", in the player's own time zone. The edges, minute by minute: the first
and the last minute of quiet hours hold a notice until ``to``; the minute before ``from`` and
the minute ``to`` itself let it through."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from bot.rules.notices import NotifyPrefs

MADRID = "Europe/Madrid"


def at(hour: int, minute: int, day: int = 10, zone: str = MADRID) -> float:
    return dt.datetime(2026, 6, day, hour, minute, tzinfo=ZoneInfo(zone)).timestamp()


@pytest.mark.parametrize(
    ("quiet", "now", "allowed"),
    [
        # Overnight, 23:00-08:00 (wraps past midnight).
        ((23 * 60, 8 * 60), at(22, 59), at(22, 59)),  # the minute before: through
        ((23 * 60, 8 * 60), at(23, 0), at(8, 0, day=11)),  # the first minute: held to the morning
        ((23 * 60, 8 * 60), at(23, 59), at(8, 0, day=11)),
        ((23 * 60, 8 * 60), at(0, 0), at(8, 0)),  # after midnight: this morning
        ((23 * 60, 8 * 60), at(7, 59), at(8, 0)),  # the last minute of quiet hours: still held
        ((23 * 60, 8 * 60), at(8, 0), at(8, 0)),  # "until 08:00": 08:00 is free
        # Within one day, 13:30-15:00.
        ((13 * 60 + 30, 15 * 60), at(13, 29), at(13, 29)),
        ((13 * 60 + 30, 15 * 60), at(13, 30), at(15, 0)),
        ((13 * 60 + 30, 15 * 60), at(14, 59), at(15, 0)),  # the last minute: held
        ((13 * 60 + 30, 15 * 60), at(15, 0), at(15, 0)),
    ],
)
def test_quiet_hours_hold_from_their_first_to_their_last_minute(
    quiet: tuple[int, int], now: float, allowed: float
) -> None:
    prefs = NotifyPrefs(quiet=quiet, time_zone=MADRID)
    assert prefs.next_allowed(now) == allowed
    assert prefs.next_allowed(now + 30) == max(allowed, now + 30)  # seconds into the minute too


def test_quiet_hours_are_in_the_players_zone_not_utc() -> None:
    # 08:30 in Madrid (summer, UTC+2) is 06:30 UTC: free in Madrid, still quiet for a UTC player.
    assert NotifyPrefs(quiet=(23 * 60, 8 * 60), time_zone=MADRID).next_allowed(at(8, 30)) == at(8, 30)
    assert NotifyPrefs(quiet=(23 * 60, 8 * 60)).next_allowed(at(8, 30)) == at(8, 0, zone="UTC")
