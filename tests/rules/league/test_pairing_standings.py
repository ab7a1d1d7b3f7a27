"""League seasons: standings and their tie-breakers, Swiss and round-robin pairings from the seed."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.league.pairing import Pair, by_hand, met, pairing_random, round_order, round_robin, swiss
from bot.rules.league.standings import GameResult, PointsRule, standings

SEED = bytes(range(32))
OTHER_SEED = bytes(range(1, 33))


def row(table: list, player: int):  # type: ignore[no-untyped-def]
    return next(s for s in table if s.player == player)


# -- standings -------------------------------------------------------------------------------


def test_points_are_three_one_nothing_by_default_and_more_vp_wins() -> None:
    results = [GameResult(1, 1, 2, 6, 4), GameResult(1, 3, 4, 5, 5)]
    table = standings([1, 2, 3, 4], results)
    assert [(s.player, s.points) for s in table][:1] == [(1, 3)]
    assert row(table, 2).points == 0 and row(table, 2).losses == 1
    assert row(table, 3).points == 1 and row(table, 4).points == 1 and row(table, 3).draws == 1


def test_the_organiser_chooses_the_points() -> None:
    results = [GameResult(1, 1, 2, 6, 4), GameResult(1, 3, 4, 5, 5)]
    table = standings([1, 2, 3, 4], results, PointsRule(win=2, draw=1, loss=0))
    assert row(table, 1).points == 2
    with pytest.raises(DomainError):
        PointsRule(win=1, draw=3, loss=0)


def test_a_bye_scores_a_win_without_vp() -> None:
    table = standings([1, 2], [GameResult(1, 1, None)])
    assert row(table, 1).points == 3 and row(table, 1).vp_difference == 0 and row(table, 1).wins == 1


def test_vp_difference_breaks_a_tie_on_points() -> None:
    results = [GameResult(1, 1, 2, 8, 2), GameResult(1, 3, 4, 5, 4)]
    table = standings([1, 2, 3, 4], results)
    assert [s.player for s in table][:2] == [1, 3]
    assert row(table, 1).vp_difference == 6 and row(table, 3).vp_difference == 1


def test_strength_of_schedule_breaks_a_tie_on_points_and_vp() -> None:
    # 1 and 3 both won once by 2 VP; 1 beat 2 who then won, 3 beat 4 who then lost.
    results = [
        GameResult(1, 1, 2, 5, 3),
        GameResult(1, 3, 4, 5, 3),
        GameResult(2, 2, 5, 5, 3),
        GameResult(2, 4, 6, 3, 5),
    ]
    table = standings([1, 2, 3, 4, 5, 6], results)
    assert row(table, 1).strength == 3 and row(table, 3).strength == 0
    assert [s.player for s in table].index(1) < [s.player for s in table].index(3)


def test_head_to_head_separates_players_level_on_everything_else() -> None:
    # 1 beat 2, 2 beat 3, 3 beat 1 by the same margins: level on points, VP and schedule...
    cycle = [GameResult(1, 1, 2, 5, 4), GameResult(2, 2, 3, 5, 4), GameResult(3, 3, 1, 5, 4)]
    table = standings([1, 2, 3], cycle)
    assert {s.rank for s in table} == {1}  # ...and among themselves too: they share the rank
    # Two players level on points, VP difference and schedule, who met: the winner goes first.
    pair = [GameResult(1, 1, 2, 5, 5), GameResult(2, 2, 1, 6, 4), GameResult(3, 1, 2, 6, 4)]
    table = standings([1, 2], pair)
    assert row(table, 1).points == row(table, 2).points == 4
    assert row(table, 1).head_to_head == row(table, 2).head_to_head == 4
    assert {s.rank for s in table} == {1}


def test_players_without_a_game_are_listed() -> None:
    table = standings([1, 2, 3], [GameResult(1, 1, 2, 5, 4)])
    assert row(table, 3).played == 0 and row(table, 3).points == 0
    assert [s.player for s in table] == [1, 3, 2]  # 0 VP difference above -1


# -- Swiss -----------------------------------------------------------------------------------


PLAYERS = list(range(101, 109))


def test_round_one_pairs_the_seeds_random_order() -> None:
    order = round_order(SEED, 1, PLAYERS)
    assert sorted(order) == PLAYERS
    pairs = swiss(SEED, 1, PLAYERS, [], [])
    assert pairs == tuple(Pair(order[i], order[i + 1]) for i in range(0, 8, 2))
    assert swiss(SEED, 1, PLAYERS, [], []) == pairs  # the same seed, the same pairs
    assert swiss(OTHER_SEED, 1, PLAYERS, [], []) != pairs


def test_pairing_randomness_is_its_own_domain_of_the_seed() -> None:
    from bot.rules.league.draws import round_random

    assert pairing_random(SEED, 1).random() != round_random(SEED, 1).random()


def test_later_rounds_pair_by_standing_without_rematches() -> None:
    first = swiss(SEED, 1, PLAYERS, [], [])
    results = [GameResult(1, p.first, p.second or 0, 6, 2) for p in first]
    second = swiss(SEED, 2, PLAYERS, list(first), results)
    winners = {p.first for p in first}
    for pair in second:
        assert pair.second is not None
        assert (pair.first in winners) == (pair.second in winners)  # winners meet winners
    assert not met(first) & met(second)


def test_an_odd_count_gives_one_bye_to_the_lowest_ranked_without_one() -> None:
    players = PLAYERS[:7]
    first = swiss(SEED, 1, players, [], [])
    byes = [p for p in first if p.second is None]
    assert len(byes) == 1
    results = [GameResult(1, p.first, p.second, 4, 3) for p in first]
    second = swiss(SEED, 2, players, list(first), results)
    second_bye = next(p.first for p in second if p.second is None)
    assert second_bye != byes[0].first
    # Ranked by the standings, ties by the round's random order from the seed.
    table = standings(players, results)
    place = {p: i for i, p in enumerate(round_order(SEED, 2, players))}
    ranked = sorted(players, key=lambda p: (row(table, p).rank, place[p]))
    assert second_bye == [p for p in ranked if p != byes[0].first][-1]


@settings(max_examples=40, deadline=None)
@given(count=st.integers(min_value=2, max_value=14), seed=st.binary(min_size=32, max_size=32))
def test_a_swiss_season_never_repeats_a_meeting_nor_pairs_anyone_twice(count: int, seed: bytes) -> None:
    players = list(range(1, count + 1))
    previous: list[Pair] = []
    results: list[GameResult] = []
    for round_no in range(1, min(count - 1, 4) + 1):
        try:
            pairs = swiss(seed, round_no, players, previous, results)
        except DomainError as error:
            # Swiss can corner itself (six players after three rounds may be left with two
            # triangles of unplayed pairs): then no pairing without a rematch exists at all.
            assert error.key == "league-error-swiss-impossible"
            assert not _any_pairing_without_rematch(players, previous)
            return
        seated = [p for pair in pairs for p in pair.players()]
        assert sorted(seated) == players  # everyone once
        assert not met(previous) & met(pairs)
        previous += pairs
        results += [
            GameResult(round_no, p.first, p.second, (p.first * 7 + round_no) % 9, (p.first + 3) % 9)
            if p.second is not None
            else GameResult(round_no, p.first, None)
            for p in pairs
        ]


def _any_pairing_without_rematch(players: list[int], previous: list[Pair]) -> bool:
    """By brute force: is there any way to seat everyone (one bye for an odd count, to someone
    who has not had one, if anyone) without a rematch?"""
    played = met(previous)
    had_bye = {p.first for p in previous if p.second is None}

    def seat(rest: list[int]) -> bool:
        if not rest:
            return True
        top = rest[0]
        return any(
            frozenset((top, other)) not in played and seat([p for p in rest[1:] if p != other])
            for other in rest[1:]
        )

    if len(players) % 2 == 0:
        return seat(players)
    byes = [p for p in players if p not in had_bye] or players
    return any(seat([p for p in players if p != bye]) for bye in byes)


def test_swiss_refuses_when_every_pairing_would_be_a_rematch() -> None:
    players = [1, 2, 3, 4]
    previous = [Pair(a, b) for a, b in itertools.combinations(players, 2)]
    with pytest.raises(DomainError) as caught:
        swiss(SEED, 4, players, previous, [])
    assert caught.value.key == "league-error-swiss-impossible"


# -- round robin and by hand -----------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 5, 6, 9])
def test_round_robin_meets_everyone_once(count: int) -> None:
    players = list(range(1, count + 1))
    rounds = count - 1 if count % 2 == 0 else count
    seen: list[frozenset[int]] = []
    byes: list[int] = []
    for round_no in range(1, rounds + 1):
        pairs = round_robin(SEED, round_no, players)
        assert sorted(p for pair in pairs for p in pair.players()) == players
        seen += [frozenset(pair.players()) for pair in pairs if pair.second is not None]
        byes += [pair.first for pair in pairs if pair.second is None]
    assert sorted(seen, key=sorted) == sorted(
        (frozenset(c) for c in itertools.combinations(players, 2)), key=sorted
    )
    assert sorted(byes) == (players if count % 2 else [])
    with pytest.raises(DomainError):
        round_robin(SEED, rounds + 1, players)


def test_pairs_by_hand_are_checked() -> None:
    assert by_hand([1, 2, 3], [(1, 2), (3, None)]) == (Pair(1, 2), Pair(3, None))
    for pairs, key in (
        ([(1, 9)], "league-error-not-a-player"),
        ([(1, 2), (2, 3)], "league-error-paired-twice"),
        ([(1, 1)], "league-error-paired-twice"),
        ([], "league-error-no-pairs"),
    ):
        with pytest.raises(DomainError) as caught:
            by_hand([1, 2, 3], pairs)
        assert caught.value.key == key
