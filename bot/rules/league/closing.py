"""When a league round is closed, for the standings kept in the league's channel (issue 45).

A round is closed once every game of it has its final result (confirmed by both players, set by
an organiser, a bye, a forfeit), or once its deadline closed it (``RoundPlan.closed``: the stall
rule applied). A disputed, late or unreported game keeps it open.
"""

from __future__ import annotations

from bot.rules.league.season import LeagueSeason, ResultStatus

FINAL: frozenset[ResultStatus] = frozenset({"confirmed", "set", "bye", "forfeit"})


def round_closed(season: LeagueSeason, round_no: int) -> bool:
    plan = season.plan(round_no)
    if plan is None:
        return False
    return plan.closed or all(p.status in FINAL for p in season.round_pairings(round_no))


def last_closed_round(season: LeagueSeason) -> int | None:
    """The latest round that is closed, if any."""
    closed = [plan.round for plan in season.plans if round_closed(season, plan.round)]
    return max(closed, default=None)
