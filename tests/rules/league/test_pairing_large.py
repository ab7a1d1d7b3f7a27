"""Issue 41 §10: Swiss pairing's edge rules in large rounds (above ``ALL_PAIRS_UP_TO``, where the
candidate graph is used, up to ``MAX_PLAYERS``), against pairings known exactly by construction.

Each test plants one history whose best pairing by docs/leagues.md's criteria is unique and can
be written down: on a line, squared distances are least exactly when players are paired with
their neighbours in the ranking (two crossing or nested pairs are always worse), so "the rest
meet their neighbours" is the only best closeness. Small rounds are checked against a brute
force in test_pairing_tie_break.py; the weights only show their order where closeness can grow
large (a distance of 255 weighs 255**2), hence these rounds of up to 256 players."""

from __future__ import annotations

import itertools

from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.rules.league.pairing import (
    ALL_PAIRS_UP_TO,
    MAX_PLAYERS,
    Pair,
    forced_rematches,
    met,
    round_order,
    swiss,
)

SEED = bytes(range(32))
ROUND = 5


def neighbours(ranked: list[int]) -> set[frozenset[int | None]]:
    return {frozenset(ranked[i : i + 2]) for i in range(0, len(ranked) - 1, 2)}


def as_sets(pairs: tuple[Pair, ...]) -> set[frozenset[int | None]]:
    return {frozenset(p.players()) if p.second is not None else frozenset((p.first, None)) for p in pairs}


@settings(max_examples=12, deadline=None)
@example(count=ALL_PAIRS_UP_TO + 1, where=1.0)  # odd, and the one who met nearly all is next to last
@example(count=MAX_PLAYERS, where=0.0)  # the best-ranked player's only fresh opponent: 255 places off
@example(count=MAX_PLAYERS - 1, where=0.0)
@given(
    count=st.integers(min_value=ALL_PAIRS_UP_TO + 1, max_value=MAX_PLAYERS),
    where=st.floats(min_value=0, max_value=1),
)
def test_a_rematch_is_never_traded_for_closeness_however_far_the_only_fresh_opponent(
    count: int, where: float
) -> None:
    """Criterion 2 over 4 (and 3 over 4 with an odd count): the player ranked ``p`` met everyone
    but the last-ranked one. They meet the last one, however far (up to 255 places: 65025 in
    squared distance); the bye (odd count) goes to the lowest-ranked player who may have it
    (the second-lowest if they are not the one who met nearly everyone: else the lowest would
    leave them a rematch; and that one themselves if they are the second-lowest); the rest meet
    their neighbours. Mutant killed: ``BYE_RANK = 1 << 9`` and ``REMATCH = 1 << 14`` (still in
    the documented order for 9 players, so the small brute force misses it; here 255 players'
    closeness outweighs a rematch and the bye's rank)."""
    players = list(range(1000, 1000 + count))
    ranked = round_order(SEED, ROUND, players)  # no table: the ranking is the seed's order
    p = min(count - 2, int(where * (count - 1)))
    previous = [Pair(ranked[p], other) for other in ranked[:-1] if other != ranked[p]]
    paired = swiss(SEED, ROUND, players, previous)
    assert list(paired.ranked) == ranked
    if count % 2 and p == count - 2:  # the bye to the second-lowest, who met all the others
        expected = {frozenset((ranked[p], None))} | neighbours([q for q in ranked if q != ranked[p]])
    else:
        rest = [q for q in ranked[:-1] if q != ranked[p]]
        expected = {frozenset((ranked[p], ranked[-1]))}
        if count % 2:  # the bye to the lowest-ranked player left (not the last: p would rematch)
            expected.add(frozenset((rest[-1], None)))
            rest = rest[:-1]
        expected |= neighbours(rest)
    assert paired.rematches == 0
    assert as_sets(paired.pairs) == expected


@settings(max_examples=12, deadline=None)
@given(
    half=st.integers(min_value=ALL_PAIRS_UP_TO // 2, max_value=40),
    where=st.floats(min_value=0, max_value=1),
)
def test_when_everyone_has_played_everyone_the_bye_and_the_neighbours_still_decide(
    half: int, where: float
) -> None:
    """An odd large round where every pair already met: every game is a rematch (as few as can
    be: one per game, never a refusal), the bye goes to the one player without a bye yet (placed
    anywhere), and the rest meet their neighbours; with an odd number of players above the bye,
    its two neighbours meet across it (the candidate graph's "two places apart" edges). Mutants
    killed: the candidate window ``i + 3`` -> ``i + 2`` (the bye goes to a player who had one);
    ``forced_rematches`` counting one more (a needless second matching is harmless, so it is
    checked directly below)."""
    count = 2 * half + 1
    players = list(range(1, count + 1))
    ranked = round_order(SEED, ROUND, players)
    q = int(where * (count - 1))
    previous = [Pair(a, b) for a, b in itertools.combinations(players, 2)]
    previous += [Pair(a, None) for a in ranked if a != ranked[q]]
    paired = swiss(SEED, ROUND, players, previous)
    rest = [a for a in ranked if a != ranked[q]]
    assert as_sets(paired.pairs) == {frozenset((ranked[q], None))} | neighbours(rest)
    assert paired.rematches == half == forced_rematches(ranked, met(previous), {a: 1 for a in rest})
    # Control: even count, everyone met, no byes: one rematch per game, neighbours.
    even = swiss(SEED, ROUND, players[:-1], previous)
    assert even.rematches == half and as_sets(even.pairs) == neighbours(list(even.ranked))


def test_the_largest_round_seats_everyone_once() -> None:
    """``MAX_PLAYERS`` and one fewer (odd: one bye), round 1 and a round after it."""
    for count in (MAX_PLAYERS, MAX_PLAYERS - 1):
        players = list(range(1, count + 1))
        first = swiss(SEED, 1, players, [])
        assert as_sets(first.pairs) == neighbours(list(first.order)[: count - count % 2]) | (
            {frozenset((first.order[-1], None))} if count % 2 else set()
        )
        second = swiss(SEED, 2, players, list(first.pairs))
        seated = sorted(a for pair in second.pairs for a in pair.players())
        assert seated == players and second.rematches == 0
        assert sum(1 for pair in second.pairs if pair.second is None) == count % 2
        assert not met(second.pairs) & met(first.pairs)
