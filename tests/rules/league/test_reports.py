"""Issue 41 §5 and §8: a result both players confirmed, or an organiser set, stands against a
player's new report (what docs/verify_pairings.py relies on to compare a counted result with
the pairings file)."""

from __future__ import annotations

from bot.rules.league.standings import GameResult
from tests.rules.league.test_season import ORG, A, B, C, D, key_of, season_with_round


def test_a_confirmed_or_set_result_stands_against_a_new_report() -> None:
    season = season_with_round().report(1, A, 6, 4, 40.0).report(1, B, 4, 6, 41.0)
    assert key_of(lambda: season.report(1, A, 0, 9, 42.0)) == "league-error-result-stands"
    assert key_of(lambda: season.report(1, B, 9, 0, 42.0)) == "league-error-result-stands"
    decided = season.report(1, C, 5, 5, 40.0).set_result(1, D, 6, 5, 50.0, ORG)
    assert key_of(lambda: decided.report(1, C, 7, 0, 51.0)) == "league-error-result-stands"
    assert decided.set_result(1, C, 7, 0, 52.0, ORG).pairing_of(1, C).score is not None  # type: ignore[union-attr]


def test_a_report_after_the_deadline_is_kept_as_late_until_an_organiser_decides() -> None:
    """Issue 41 §3: the deadline is 100.0 (``season_with_round``); a report after it is kept."""
    season = season_with_round().report(1, A, 6, 4, 101.0).report(1, B, 4, 6, 102.0)
    game = season.pairing_of(1, A)
    assert game is not None and game.status == "late" and game.late_told
    assert game.first_report == game.second_report  # nothing reported is lost ...
    assert season.results() == ()  # ... and nothing counts before an organiser decides
    assert [e.action for e in season.record[-2:]] == ["reported-late", "reported-late"]
    accepted = season.decide_late(1, B, "accept", 110.0, ORG)
    assert accepted.pairing_of(1, A).status == "set"  # type: ignore[union-attr]
    assert accepted.results() == (GameResult(1, A, B, 6, 4),)
    assert key_of(lambda: accepted.decide_late(1, A, "accept", 111.0, ORG)) == "league-error-not-late"


def test_the_stall_rule_and_a_drop_leave_a_late_report_to_the_organisers() -> None:
    season = season_with_round().set_forfeit("win", 30.0, ORG, "both-lose").report(1, C, 5, 5, 101.0)
    closed = season.close_round(1, 200.0)
    assert closed.pairing_of(1, C).status == "late"  # type: ignore[union-attr]
    assert closed.pairing_of(1, A).status == "forfeit"  # the silent game: both lose
    dropped = closed.leave(D, 210.0, ORG)
    assert dropped.pairing_of(1, C).status == "late" and dropped.pairing_of(1, C).first_report is not None  # type: ignore[union-attr]
    forfeited = dropped.decide_late(1, C, "forfeit", 220.0, ORG)
    assert forfeited.pairing_of(1, C).both_lost  # type: ignore[union-attr]  # the league's rule: both lose


def test_a_late_forfeit_under_reporter_wins_goes_to_the_one_who_reported() -> None:
    season = season_with_round().set_forfeit("win", 30.0, ORG, "reporter-wins").report(1, D, 3, 0, 101.0)
    decided = season.decide_late(1, C, "forfeit", 120.0, ORG)
    assert decided.pairing_of(1, C).forfeit_to == D  # type: ignore[union-attr]
    differ = season_with_round().report(1, A, 6, 4, 101.0).report(1, B, 6, 4, 102.0)
    assert key_of(lambda: differ.decide_late(1, A, "accept", 110.0, ORG)) == "league-error-late-differ"
    assert differ.set_result(1, A, 5, 5, 111.0, ORG).pairing_of(1, A).status == "set"  # type: ignore[union-attr]


def test_confirm_applies_only_to_the_report_its_button_was_made_for() -> None:
    season = season_with_round().report(1, A, 6, 4, 40.0).report(1, A, 5, 5, 41.0)  # replaced
    assert season.pairing_of(1, A).reports == 2  # type: ignore[union-attr]
    for old in (1, None):  # the first report's button; a button sent before issue 41 (no number)
        assert key_of(lambda old=old: season.confirm(1, B, A, 42.0, old)) == "league-error-confirm-stale"
    confirmed = season.confirm(1, B, A, 43.0, 2)
    assert confirmed.results() == (GameResult(1, A, B, 5, 5),)
