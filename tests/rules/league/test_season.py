"""A league's season: players join and drop, rounds in order, results both players confirm."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.rules.league.pairing import Pair
from bot.rules.league.season import LeagueSeason
from bot.rules.league.standings import GameResult

A, B, C, D, ORG = 1, 2, 3, 4, 99


def season_with_round() -> LeagueSeason:
    season = LeagueSeason()
    for user in (A, B, C, D):
        season = season.join(user, f"player {user}", 10.0, user)
    return season.add_round(1, "swiss", (Pair(A, B), Pair(C, D)), 20.0, ORG, 100.0)


def key_of(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(DomainError) as caught:
        call()
    return caught.value.key


def test_players_join_once_and_organisers_add_them() -> None:
    season = LeagueSeason().join(A, "  Ana   María ", 1.0, A).join(B, "Bo", 2.0, ORG)
    assert [(p.user, p.name, p.added_by) for p in season.players] == [(A, "Ana María", A), (B, "Bo", ORG)]
    assert [e.action for e in season.record] == ["joined", "added"]
    assert key_of(lambda: season.join(A, "again", 3.0, A)) == "league-error-already-player"


def test_a_player_never_paired_leaves_and_a_paired_one_is_dropped() -> None:
    season = season_with_round().join(5, "late", 30.0, 5)
    left = season.leave(5, 31.0, 5)
    assert left.player(5) is None and left.record[-1].action == "left"
    dropped = season.leave(A, 32.0, A)
    assert dropped.player(A) is not None and dropped.player(A).dropped  # type: ignore[union-attr]
    assert A not in dropped.active() and len(dropped.round_pairings(1)) == 2
    assert key_of(lambda: dropped.leave(A, 33.0, A)) == "league-error-not-a-player"


def test_a_dropped_players_open_game_is_the_opponents_forfeit_win_recorded_with_who_decided() -> None:
    season = (
        season_with_round().report(1, C, 5, 3, 30.0).report(1, D, 3, 5, 31.0).leave(A, 32.0, ORG, drop=True)
    )
    game = season.pairing_of(1, B)
    assert game is not None and (game.status, game.forfeit_to, game.decided_by) == ("forfeit", B, ORG)
    assert GameResult(1, B, A, forfeit=True) in season.results()
    entry = season.record[-1]
    assert (entry.action, entry.by, entry.players, entry.detail) == ("forfeit", ORG, (B, A), "win")
    assert season.owing(1) == ()  # nobody is reminded of a game that cannot be played
    # Bad input: B reports the game; nothing changes.
    assert key_of(lambda: season.report(1, B, 5, 0, 33.0)) == "league-error-dropped"


def test_the_forfeit_may_be_a_byes_points_or_the_organisers_choice() -> None:
    bye = season_with_round().set_forfeit("bye", 20.0, ORG).leave(A, 32.0, ORG, drop=True)
    assert GameResult(1, B, None) in bye.results()
    chosen = season_with_round().set_forfeit("organiser", 20.0, ORG).leave(A, 32.0, ORG, drop=True)
    assert chosen.pairing_of(1, B).status == "missing"  # type: ignore[union-attr]
    assert chosen.owing(1) == (C, D)  # B is not reminded: the organiser decides
    decided = chosen.set_result(1, B, 0, 0, 40.0, ORG)  # the organiser's result is accepted
    assert decided.pairing_of(1, B).status == "set"  # type: ignore[union-attr]
    assert key_of(lambda: chosen.set_forfeit("both", 41.0, ORG)) == "league-error-forfeit-unknown"  # type: ignore[arg-type]


def test_a_result_counts_once_both_players_agree() -> None:
    season = season_with_round()
    assert [p.status for p in season.round_pairings(1)] == ["missing", "missing"]
    season = season.report(1, A, 6, 4, 40.0)
    assert season.pairing_of(1, A).status == "reported"  # type: ignore[union-attr]
    assert season.results() == ()
    season = season.report(1, B, 4, 6, 41.0)  # B tells it from their side: 4 for B, 6 for A
    assert season.pairing_of(1, B).status == "confirmed"  # type: ignore[union-attr]
    assert season.results() == (GameResult(1, A, B, 6, 4),)


def test_reports_that_differ_are_disputed_until_an_organiser_sets_the_result() -> None:
    season = season_with_round().report(1, C, 5, 5, 40.0).report(1, D, 6, 5, 41.0)
    assert season.pairing_of(1, C).status == "disputed"  # type: ignore[union-attr]
    assert season.results() == ()
    season = season.set_result(1, D, 6, 5, 50.0, ORG)
    assert season.pairing_of(1, C).status == "set"  # type: ignore[union-attr]
    assert season.results() == (GameResult(1, C, D, 5, 6),)
    assert [(e.action, e.by, e.detail) for e in season.record[-3:]] == [
        ("reported", C, "5-5"),
        ("reported", D, "6-5"),
        ("set", ORG, "5-6"),
    ]


def test_only_a_player_of_the_round_reports_and_within_the_vp_range() -> None:
    season = season_with_round()
    assert key_of(lambda: season.report(1, 7, 1, 0, 40.0)) == "league-error-no-game"
    assert key_of(lambda: season.report(2, A, 1, 0, 40.0)) == "league-error-no-game"
    assert key_of(lambda: season.report(1, A, 100, 0, 40.0)) == "league-error-vp-range"


def test_rounds_are_paired_in_order_and_once() -> None:
    season = season_with_round()
    assert key_of(lambda: season.add_round(1, "swiss", (), 50.0, ORG, None)) == "league-error-round-paired"
    assert key_of(lambda: season.add_round(3, "swiss", (), 50.0, ORG, None)) == "league-error-round-order"
    season = season.add_round(2, "manual", (Pair(A, C), Pair(B, None)), 50.0, ORG, None)
    assert season.pairing_of(2, B).status == "bye"  # type: ignore[union-attr]
    assert GameResult(2, B, None) in season.results()


def test_stalled_games_follow_the_leagues_rule_at_the_deadline_and_are_recorded() -> None:
    # A-B: only A reported; C-D: nobody. Deadline 100.
    base = season_with_round().report(1, A, 4, 2, 50.0)
    assert [p.players() for p in base.stalled(1)] == [(A, B), (C, D)]
    plan = base.plan(1)
    assert plan is not None and base.closes_at(plan) == 100.0 and base.next_reminder_at() is not None
    organiser = base.close_round(1, 100.0)  # the default: the organisers decide, nothing applied
    assert organiser.results() == () and organiser.plan(1).closed  # type: ignore[union-attr]
    both = base.set_forfeit("win", 10.0, ORG, "both-lose", 2).close_round(1, 300.0)
    assert {r.outcome_for(p) for r in both.results() for p in r.players()} == {"loss"}
    assert [e.action for e in both.record][-2:] == ["stalled", "stalled"] and both.record[-1].by == 0
    reporter = base.set_forfeit("win", 10.0, ORG, "reporter-wins").close_round(1, 100.0)
    assert reporter.results() == (GameResult(1, A, B, forfeit=True),)  # C-D: the organisers decide
    assert reporter.next_reminder_at() is None or reporter.next_reminder_at() == 100.0 - 86400
    assert key_of(lambda: base.set_forfeit("win", 10.0, ORG, None, 31)) == "league-error-stall-days"


def test_crews_are_declared_in_secret_once_and_revealed_when_both_are_in() -> None:
    import hashlib
    import json

    from bot.rules.league.crews import commitment

    season = season_with_round().declare("CODE1234", 1, A, "  Lady   Justice ", "ab" * 16, 30.0)
    mine = season.declaration(1, A)
    assert mine is not None and mine.text == "Lady Justice" and not mine.revealed
    document = {
        "v": 1,
        "league": "CODE1234",
        "round": 1,
        "player": A,
        "text": "Lady Justice",
        "salt": "ab" * 16,
    }
    raw = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert (
        mine.commitment
        == hashlib.sha256(raw).hexdigest()
        == commitment("CODE1234", 1, A, "Lady Justice", "ab" * 16)
    )
    assert "Lady" not in repr(season.record)  # the record holds the commitment, never the text
    # Bad input: twice, too long, or without a game; nothing changes.
    assert (
        key_of(lambda: season.declare("CODE1234", 1, A, "Perdita", "cd" * 16, 31.0))
        == "league-error-declared-twice"
    )
    assert (
        key_of(lambda: season.declare("CODE1234", 1, B, "x" * 81, "cd" * 16, 31.0))
        == "league-error-declare-length"
    )
    assert (
        key_of(lambda: season.declare("CODE1234", 2, B, "Perdita", "cd" * 16, 31.0)) == "league-error-no-game"
    )
    other_game = season.declare("CODE1234", 1, C, "Seamus", "ef" * 16, 32.0)
    assert not other_game.declaration(1, A).revealed  # type: ignore[union-attr]  # C is not A's opponent
    both = other_game.declare("CODE1234", 1, B, "Perdita", "cd" * 16, 33.0)
    assert both.declaration(1, A).revealed and both.declaration(1, B).revealed  # type: ignore[union-attr]
    assert not both.declaration(1, C).revealed  # type: ignore[union-attr]
    assert both.record[-1].action == "crews-revealed"


def test_a_faction_is_public_for_the_season() -> None:
    season = season_with_round().set_faction(A, " Guild ", 40.0)
    assert season.player(A).faction == "Guild"  # type: ignore[union-attr]
    assert key_of(lambda: season.set_faction(77, "Arcanists", 41.0)) == "league-error-not-a-player"
