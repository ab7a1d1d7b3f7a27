"""When a league round is closed, for the standings pushed after it (issue 45, item 9)."""

from __future__ import annotations

from bot.rules.league.closing import last_closed_round, round_closed
from bot.rules.league.season import LeagueSeason, Pairing, RoundPlan, Score


def test_a_round_closes_with_every_final_result_or_at_its_deadline() -> None:
    plan = RoundPlan(1, "manual", None, 1, 0.0)
    done = Pairing(1, 10, 11, first_report=Score(5, 2), second_report=Score(5, 2))
    reported = Pairing(1, 12, 13, first_report=Score(1, 1))
    disputed = Pairing(1, 12, 13, first_report=Score(1, 1), second_report=Score(2, 1))
    bye = Pairing(1, 14, None)
    assert round_closed(LeagueSeason(plans=(plan,), pairings=(done, bye)), 1)
    for open_game in (reported, disputed):
        season = LeagueSeason(plans=(plan,), pairings=(done, open_game))
        assert not round_closed(season, 1) and last_closed_round(season) is None
        closed = LeagueSeason(
            plans=(RoundPlan(1, "manual", None, 1, 0.0, closed=True),), pairings=(done, open_game)
        )
        assert round_closed(closed, 1) and last_closed_round(closed) == 1
    assert last_closed_round(LeagueSeason()) is None
