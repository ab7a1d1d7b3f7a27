"""The hourly budget and "away until" (issue 34, ``bot.rules.notices``), at their edges.

"One player gets at most ``PINGS_PER_HOUR`` notices an hour at a table; what the budget holds
back waits for the end of its hour": the budget frees when the oldest of the last
``PINGS_PER_HOUR`` notices is an hour old, not an hour after the newest. "``away_until``: nothing
reaches them before it": at that very instant they are back."""

from __future__ import annotations

from bot.rules.notices import BUDGET_WINDOW_S, PINGS_PER_HOUR, NotifyPrefs, budget_frees_at, within_budget

HOUR = BUDGET_WINDOW_S


def test_the_budget_frees_an_hour_after_the_oldest_of_the_last_three() -> None:
    assert PINGS_PER_HOUR == 3
    sent = (0.0, 1000.0, 2000.0)
    assert not within_budget(sent, 2500.0)
    assert budget_frees_at(sent, 2500.0) == HOUR  # the one sent at 0 leaves the hour at 3600
    assert within_budget(sent, HOUR)  # (and then it is indeed free)
    assert not within_budget(sent, HOUR - 1)


def test_with_older_notices_too_the_third_newest_counts() -> None:
    sent = (-5000.0, 100.0, 1000.0, 2000.0)  # the first is older than an hour: not counted
    assert budget_frees_at(sent, 2500.0) == 100.0 + HOUR


def test_under_the_budget_a_notice_is_free_now() -> None:
    assert budget_frees_at((0.0, 1000.0), 2500.0) == 2500.0
    assert budget_frees_at((), 7.0) == 7.0


def test_away_ends_at_the_away_until_instant() -> None:
    back = 1_800_000_000.0
    prefs = NotifyPrefs(away_until=back)
    assert prefs.away(back - 1)
    assert not prefs.away(back)  # "nothing reaches them before it": at it, they are back
    assert prefs.next_allowed(back - 3600) == back
    assert prefs.next_allowed(back) == back
