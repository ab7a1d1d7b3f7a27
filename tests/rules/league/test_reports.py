"""Issue 41 §5 and §8: a result both players confirmed, or an organiser set, stands against a
player's new report (what docs/verify_pairings.py relies on to compare a counted result with
the pairings file)."""

from __future__ import annotations

from tests.rules.league.test_season import ORG, A, B, C, D, key_of, season_with_round


def test_a_confirmed_or_set_result_stands_against_a_new_report() -> None:
    season = season_with_round().report(1, A, 6, 4, 40.0).report(1, B, 4, 6, 41.0)
    assert key_of(lambda: season.report(1, A, 0, 9, 42.0)) == "league-error-result-stands"
    assert key_of(lambda: season.report(1, B, 9, 0, 42.0)) == "league-error-result-stands"
    decided = season.report(1, C, 5, 5, 40.0).set_result(1, D, 6, 5, 50.0, ORG)
    assert key_of(lambda: decided.report(1, C, 7, 0, 51.0)) == "league-error-result-stands"
    assert decided.set_result(1, C, 7, 0, 52.0, ORG).pairing_of(1, C).score is not None  # type: ignore[union-attr]
