"""Swiss as Fatebot paired it before issue 32 (rounds stored with ``pairing_version`` 1), kept so
that ``/league verify`` still recomputes those rounds exactly.

Rank the players by the standings of the players paired (head-to-head as it was then: the points
among all players level on the first three columns), ties by the seed's order (``round_order``).
With an odd count the lowest-ranked player without a bye gets it (the next one up if that leaves
only rematches). Then from the top each player meets the highest-ranked player they have not met,
backtracking, at most ``STEPS`` steps per try. None: that version refused the round.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.league.pairing import Pair, met, round_order
from bot.rules.league.standings import GameResult, PointsRule, standings

STEPS = 200_000


def swiss_v1(
    seed: bytes,
    round_no: int,
    players: Sequence[int],
    previous: Sequence[Pair],
    results: Sequence[GameResult],
    rule: PointsRule | None = None,
) -> tuple[Pair, ...] | None:
    order = round_order(seed, round_no, players)
    place = {p: i for i, p in enumerate(order)}
    if round_no == 1 or not results:
        ranked = order
    else:
        table = standings(list(players), results, rule, head_to_head_v1=True)
        position = {s.player: (s.rank, place[s.player]) for s in table}
        ranked = sorted(players, key=lambda p: position[p])
    played = met(previous)
    if len(ranked) % 2 == 0:
        found = _without_rematches(list(ranked), played)
        return None if found is None else tuple(found)
    had_bye = {p.first for p in previous if p.second is None}
    candidates = [p for p in reversed(ranked) if p not in had_bye] or list(reversed(ranked))
    for bye in candidates:
        found = _without_rematches([p for p in ranked if p != bye], played)
        if found is not None:
            return (*found, Pair(bye, None))
    return None


def _without_rematches(pool: list[int], played: set[frozenset[int]]) -> list[Pair] | None:
    steps = 0

    def solve(remaining: list[int]) -> list[Pair] | None:
        nonlocal steps
        if not remaining:
            return []
        top, rest = remaining[0], remaining[1:]
        for index, other in enumerate(rest):
            steps += 1
            if steps > STEPS:
                return None
            if frozenset((top, other)) in played:
                continue
            tail = solve(rest[:index] + rest[index + 1 :])
            if tail is not None:
                return [Pair(top, other), *tail]
        return None

    return solve(pool)
