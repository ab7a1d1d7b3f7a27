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


def test_head_to_head_separates_only_players_who_met() -> None:
    # 1, 2, 3 and 4 end level on points, VP difference and schedule; only 1-2 and 3-4 met.
    results = [
        GameResult(1, 1, 2, 5, 4),
        GameResult(1, 3, 4, 5, 4),
        GameResult(2, 2, 5, 6, 4),
        GameResult(2, 4, 6, 6, 4),
    ]
    table = standings([1, 2, 3, 4, 5, 6], results)
    level = [row(table, p) for p in (1, 2, 3, 4)]
    assert {(s.points, s.vp_difference, s.strength) for s in level} == {(3, 1, 3)}
    assert {(s.rank, s.head_to_head) for s in level} == {(1, 0)}  # 1 never met 4: no separation
    # Control: with only 1 and 2 level (they met), head-to-head puts the winner first.
    table = standings([1, 2, 5], results[:1] + results[2:3])
    assert (row(table, 1).rank, row(table, 1).head_to_head, row(table, 2).rank) == (1, 3, 2)


def test_players_without_a_game_are_listed() -> None:
    table = standings([1, 2, 3], [GameResult(1, 1, 2, 5, 4)])
    assert row(table, 3).played == 0 and row(table, 3).points == 0
    assert [s.player for s in table] == [1, 3, 2]  # 0 VP difference above -1


# -- Swiss -----------------------------------------------------------------------------------


PLAYERS = list(range(101, 109))


def test_round_one_pairs_the_seeds_random_order() -> None:
    order = round_order(SEED, 1, PLAYERS)
    assert sorted(order) == PLAYERS
    paired = swiss(SEED, 1, PLAYERS, [])
    assert paired.pairs == tuple(Pair(order[i], order[i + 1]) for i in range(0, 8, 2))
    assert paired.order == paired.ranked == tuple(order) and paired.rematches == 0
    assert swiss(SEED, 1, PLAYERS, []) == paired  # the same seed, the same pairs
    assert swiss(OTHER_SEED, 1, PLAYERS, []).pairs != paired.pairs


def test_pairing_randomness_is_its_own_domain_of_the_seed() -> None:
    from bot.rules.league.draws import round_random

    assert pairing_random(SEED, 1).random() != round_random(SEED, 1).random()


def test_later_rounds_pair_by_standing_without_rematches() -> None:
    first = swiss(SEED, 1, PLAYERS, []).pairs
    results = [GameResult(1, p.first, p.second or 0, 6, 2) for p in first]
    second = swiss(SEED, 2, PLAYERS, list(first), standings(PLAYERS, results)).pairs
    winners = {p.first for p in first}
    for pair in second:
        assert pair.second is not None
        assert (pair.first in winners) == (pair.second in winners)  # winners meet winners
    assert not met(first) & met(second)


def test_an_odd_count_gives_one_bye_to_the_lowest_ranked_without_one() -> None:
    players = PLAYERS[:7]
    first = swiss(SEED, 1, players, []).pairs
    byes = [p for p in first if p.second is None]
    assert len(byes) == 1
    results = [GameResult(1, p.first, p.second, 4, 3) for p in first]
    table = standings(players, results)
    second = swiss(SEED, 2, players, list(first), table).pairs
    second_bye = next(p.first for p in second if p.second is None)
    assert second_bye != byes[0].first
    # Ranked by the standings, ties by the round's random order from the seed.
    place = {p: i for i, p in enumerate(round_order(SEED, 2, players))}
    ranked = sorted(players, key=lambda p: (row(table, p).rank, place[p]))
    assert second_bye == [p for p in ranked if p != byes[0].first][-1]


def test_the_published_table_ranks_even_with_a_dropped_players_points() -> None:
    # 1 beat 9 (who then dropped: his later win still counts for 1's schedule), 2 beat 8.
    players = [1, 2, 3, 4, 5, 6]
    results = [GameResult(1, 1, 9, 5, 4), GameResult(1, 2, 8, 5, 4), GameResult(2, 9, 3, 5, 4)]
    table = standings([*players, 8, 9], results)
    ranked = swiss(SEED, 3, players, [], table).ranked
    assert ranked[:2] == (1, 2)  # 1 above 2: 9's points count, as published
    assert row(table, 1).strength == 3 and row(table, 2).strength == 0


def test_fewest_rematches_instead_of_a_refusal_and_said() -> None:
    players = [1, 2, 3, 4]
    previous = [Pair(a, b) for a, b in itertools.combinations(players, 2)]
    paired = swiss(SEED, 4, players, previous)
    assert paired.rematches == 2 and sorted(p for pair in paired.pairs for p in pair.players()) == players
    # Control: one fresh pairing left is found, with no rematch.
    fresh = swiss(SEED, 4, players, [q for q in previous if set(q.players()) not in ({1, 2}, {3, 4})])
    assert fresh.rematches == 0 and met(fresh.pairs) == {frozenset((1, 2)), frozenset((3, 4))}


def test_the_bye_goes_to_the_fewest_byes_even_if_that_costs_a_rematch() -> None:
    # 3 players: 1 and 2 had a bye, 3 had none; 1 and 2 met. The bye goes to 3, 1-2 rematch.
    previous = [Pair(1, None), Pair(2, None), Pair(1, 2)]
    paired = swiss(SEED, 3, [1, 2, 3], previous)
    assert Pair(3, None) in paired.pairs and paired.rematches == 1


def _season(draw: st.DrawFn) -> tuple[bytes, list[int], list[Pair]]:
    """Random earlier rounds among up to 11 players: some drop, some join late."""
    count = draw(st.integers(min_value=2, max_value=11))
    players = list(range(1, count + 1))
    previous: list[Pair] = []
    for _ in range(draw(st.integers(min_value=0, max_value=6))):
        shuffled = draw(st.permutations(players))
        previous += [Pair(a, b) for a, b in zip(shuffled[::2], shuffled[1::2], strict=False)]
        if len(shuffled) % 2:
            previous.append(Pair(shuffled[-1], None))
    dropped = draw(st.sets(st.sampled_from(players), max_size=max(0, count - 2)))
    late = draw(st.integers(min_value=0, max_value=2))
    active = [p for p in players if p not in dropped] + list(range(100, 100 + late))
    return draw(st.binary(min_size=32, max_size=32)), active, previous


def _best(players: list[int], previous: list[Pair]) -> tuple[int, int]:
    """By brute force: the fewest (second byes, rematches) of any seating of everyone."""
    played = met(previous)
    byes = {p: sum(1 for q in previous if q.second is None and q.first == p) for p in players}
    fewest = min(byes.values())

    def rematches(rest: list[int]) -> int:
        if not rest:
            return 0
        top = rest[0]
        return min(
            (frozenset((top, o)) in played) + rematches([p for p in rest[1:] if p != o]) for o in rest[1:]
        )

    if len(players) % 2 == 0:
        return 0, rematches(players)
    return min((int(byes[b] > fewest), rematches([p for p in players if p != b])) for b in players)


@settings(max_examples=150, deadline=None)
@given(season=st.composite(_season)())
def test_swiss_never_refuses_nor_makes_an_avoidable_rematch_or_second_bye(
    season: tuple[bytes, list[int], list[Pair]],
) -> None:
    seed, players, previous = season
    paired = swiss(seed, 7, players, previous)
    seated = sorted(p for pair in paired.pairs for p in pair.players())
    assert seated == sorted(players)  # everyone once, never a refusal
    byes = {p: sum(1 for q in previous if q.second is None and q.first == p) for p in players}
    bye = [pair.first for pair in paired.pairs if pair.second is None]
    second_bye = int(bool(bye) and byes[bye[0]] > min(byes.values()))
    assert paired.rematches == len(met(paired.pairs) & met(previous))
    assert (second_bye, paired.rematches) == _best(players, previous)


@settings(max_examples=20, deadline=None)
@given(
    half=st.integers(min_value=13, max_value=30),
    rounds=st.integers(min_value=1, max_value=10),
    seed=st.binary(min_size=32, max_size=32),
)
def test_large_leagues_have_the_fewest_rematches_of_every_pair(half: int, rounds: int, seed: bytes) -> None:
    """Above ``ALL_PAIRS_UP_TO`` players the candidate graph is tried first: its rematches are
    still the fewest of any pairing (computed over every pair by a plain matching)."""
    import networkx as nx

    players = list(range(1, 2 * half + 1))
    previous: list[Pair] = [Pair(1, p) for p in players[1:]]  # one player met everyone
    for round_no in range(1, rounds + 1):
        previous += swiss(seed, round_no, players, previous).pairs
    paired = swiss(seed, rounds + 1, players, previous)
    graph = nx.Graph()
    played = met(previous)
    graph.add_weighted_edges_from(
        (a, b, 0 if frozenset((a, b)) in played else 1) for a, b in itertools.combinations(players, 2)
    )
    fresh = sum(graph[a][b]["weight"] for a, b in nx.max_weight_matching(graph, maxcardinality=True))
    assert paired.rematches == half - fresh >= 1


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
