"""Issue 41 §10: the league's edge rules of drops, forfeits and stalls, each pinned against a
hand-made mutant of bot/rules/league/season.py (named in each test)."""

from __future__ import annotations

from bot.rules.league.season import LeagueSeason
from tests.rules.league.test_season import ORG, A, B, C, D, season_with_round


def stalled_players(season: LeagueSeason) -> list[tuple[int, ...]]:
    return [p.players() for p in season.stalled(1)]


def test_a_drop_under_organiser_decides_is_left_to_the_organisers_by_the_stall_rule_too() -> None:
    """docs: a dropped player's game gets the league's forfeit rule, "organiser": nothing until an
    organiser sets it; the stall rule is for games that were not played, not for a drop.
    Mutant: ``stalled`` without its "dropped players aside" clause (both lose at the close)."""
    for stall in ("both-lose", "reporter-wins"):
        season = (
            season_with_round()
            .set_forfeit("organiser", 20.0, ORG, stall)
            .report(1, B, 5, 3, 40.0)  # B reported before A dropped: under reporter-wins, B alone
            .leave(A, 50.0, ORG, drop=True)
        )
        game = season.pairing_of(1, A)
        assert game is not None and game.result() is None and game.forfeit is None  # no forfeit yet
        assert season.owing(1) == (C, D)  # nobody reminds B of a game that cannot be played
        closed = season.close_round(1, 200.0)
        game = closed.pairing_of(1, A)
        assert game is not None and game.result() is None and not game.both_lost and game.forfeit_to is None
        assert [e.players for e in closed.record if e.action == "stalled"] == (
            [(C, D)] if stall == "both-lose" else []
        )
        # The organisers decide it, as the rule says.
        decided = closed.set_result(1, B, 5, 0, 210.0, ORG)
        assert decided.pairing_of(1, A).status == "set"  # type: ignore[union-attr]
    # Control: the same game without the drop is stalled under both-lose.
    control = season_with_round().set_forfeit("organiser", 20.0, ORG, "both-lose").close_round(1, 200.0)
    assert control.pairing_of(1, A).both_lost  # type: ignore[union-attr]


def test_a_disputed_game_under_reporter_wins_is_left_to_the_organisers() -> None:
    """docs: "reporter-wins": the one player who reported wins; with no single report (none, or
    two that differ: a dispute) the organisers decide. Mutant: ``len(reporters) >= 1``."""
    base = season_with_round().set_forfeit("win", 20.0, ORG, "reporter-wins")
    disputed = base.report(1, A, 6, 4, 40.0).report(1, B, 6, 4, 41.0)  # each says they won
    assert disputed.pairing_of(1, A).status == "disputed"  # type: ignore[union-attr]
    closed = disputed.close_round(1, 200.0)
    game = closed.pairing_of(1, A)
    assert game is not None and game.status == "disputed" and game.forfeit_to is None
    assert closed.results() == ()
    assert not [e for e in closed.record if e.action == "stalled"]
    # Control: a single report wins by forfeit at the same close.
    single = base.report(1, A, 6, 4, 40.0).close_round(1, 200.0)
    assert single.pairing_of(1, A).forfeit_to == A  # type: ignore[union-attr]


def test_no_forfeit_goes_to_an_opponent_who_also_dropped() -> None:
    """docs: a drop gives "the opponent" the league's forfeit; an opponent who dropped too is no
    longer in the season and gets nothing (the organisers decide). Mutant: ``_forfeit_games_of``
    without ``or self._dropped(winner)``."""
    for rule in ("win", "bye"):
        season = (
            season_with_round()
            .set_forfeit("organiser", 20.0, ORG)
            .leave(B, 30.0, ORG, drop=True)  # organiser decides: A-B keeps no result
            .set_forfeit(rule, 40.0, ORG)  # type: ignore[arg-type]
            .leave(A, 50.0, ORG, drop=True)
        )
        game = season.pairing_of(1, A)
        assert game is not None and game.forfeit is None and game.forfeit_to is None
        assert game.result() is None and season.results() == ()
        assert [e.action for e in season.record if e.action == "forfeit"] == []
        # Control: C drops with D still in: D gets the forfeit of the same rule.
        control = season.leave(C, 60.0, ORG, drop=True).pairing_of(1, D)
        assert control is not None and (control.forfeit, control.forfeit_to) == (rule, D)


def test_a_drop_after_the_stall_rule_closed_a_game_changes_nothing() -> None:
    """The stall rule's both-lose is a result: a later drop does not turn it into a forfeit win."""
    closed = season_with_round().set_forfeit("win", 20.0, ORG, "both-lose").close_round(1, 200.0)
    before = closed.pairing_of(1, A)
    dropped = closed.leave(A, 210.0, ORG, drop=True)
    assert dropped.pairing_of(1, A) == before and before is not None and before.both_lost
    assert stalled_players(dropped) == []


def test_a_late_dispute_under_reporter_wins_forfeited_by_an_organiser_is_lost_by_both() -> None:
    """``decide_late``: "reporter-wins: the one player who reported wins; otherwise both lose".
    Two late reports that differ are not one reporter. Mutant: ``len(reporters) >= 1`` there."""
    base = season_with_round().set_forfeit("win", 20.0, ORG, "reporter-wins")
    differ = base.report(1, A, 6, 4, 101.0).report(1, B, 6, 4, 102.0)
    game = differ.decide_late(1, A, "forfeit", 110.0, ORG).pairing_of(1, A)
    assert game is not None and game.both_lost and game.forfeit_to is None
    # Control: one late reporter wins the same decision.
    alone = base.report(1, B, 6, 4, 101.0).decide_late(1, A, "forfeit", 110.0, ORG).pairing_of(1, A)
    assert alone is not None and alone.forfeit_to == B and not alone.both_lost
