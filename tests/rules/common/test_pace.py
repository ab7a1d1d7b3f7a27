"""The pace of a table or game (issue 22): how long a waiting step waits, and its reminders."""

from __future__ import annotations

import math

import pytest

from bot.rules.common.pace import NO_DEADLINE, Pace, Reminders, Waits, has_deadline, pace

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0


def test_live_waits_minutes_post_days_and_none_for_ever() -> None:
    """Issue 22: `live` answers within minutes (15 by default), `post` within days (7 by
    default), `none` waits until someone cancels."""
    waits = Waits()
    assert waits.wait_s(Pace.LIVE) == 15 * MINUTE
    assert waits.wait_s(Pace.POST) == 7 * DAY
    assert waits.wait_s(Pace.NONE) == math.inf
    assert waits.deadline(Pace.POST, 1000.0) == 1000.0 + 7 * DAY
    assert waits.deadline(Pace.NONE, 1000.0) == NO_DEADLINE


def test_the_deployment_chooses_the_live_wait() -> None:
    """FATEBOT_DUEL_TIMEOUT_MINUTES stays the live default."""
    assert Waits(live_s=5 * MINUTE).wait_s(Pace.LIVE) == 5 * MINUTE
    with pytest.raises(ValueError):
        Waits(live_s=0)
    with pytest.raises(ValueError):
        Waits(post_s=math.inf)


def test_no_deadline_is_after_every_moment() -> None:
    assert not has_deadline(NO_DEADLINE) and has_deadline(1e12)
    assert NO_DEADLINE > 1e300 and not NO_DEADLINE <= 1e300  # the sweep's `expires_at <= now`


def test_pace_keys() -> None:
    assert pace(" Post ") is Pace.POST and [p.value for p in Pace] == ["live", "post", "none"]
    with pytest.raises(ValueError):
        pace("slow")


def test_a_tables_reminders_default_to_every_24_hours_at_most_3() -> None:
    """Within their ranges (the schedule itself: tests/rules/notices/test_schedule.py)."""
    plan = Reminders()
    assert (plan.every_hours, plan.count) == (24, 3)
    for bad in ({"every_hours": 0}, {"every_hours": 169}, {"count": 4}, {"count": -1}):
        with pytest.raises(ValueError):
            Reminders(**bad)  # type: ignore[arg-type]
