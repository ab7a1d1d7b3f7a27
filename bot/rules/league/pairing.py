"""Pairings of a league round: Swiss, round robin, or the organiser's own.

Wherever chance decides, it comes from the league's committed seed, so ``/league verify``
recomputes pairings as it recomputes draws (algorithm ``fatebot-league-pairing-v1``):

- ``key = HMAC-SHA256(key=seed, msg=b"fatebot-league-pairing-v1|round=<n>")`` and
  ``rng = random.Random(int.from_bytes(key, "big"))``.
- ``order = sorted(players); rng.shuffle(order)``: the round's random order of the players.
- **Swiss**, round 1: pair ``order`` in twos (1st-2nd, 3rd-4th, ...). Later rounds: rank the
  players by the standings (points, VP difference, strength of schedule, head-to-head), ties
  by their place in ``order``. With an odd number of players, the lowest-ranked player who has
  not had a bye gets it (if everyone has, the lowest-ranked; if that leaves only rematches, the
  next one up). Then from the top: each unpaired
  player meets the highest-ranked unpaired player they have not met yet, backtracking when a
  later player would be left without a possible opponent. If no pairing avoids every rematch,
  the round cannot be paired by Swiss (an error: pair it by hand).
- **Round robin**: the order of round 1 (``n = 1``) fixes the circle for the whole season
  (Berger tables): with an odd count a bye joins; in round ``r`` the circle is rotated
  ``r - 1`` times, keeping the first place fixed, and place ``i`` meets place ``k - 1 - i``.
- **By hand**: the organiser's pairs, checked: players of the league, nobody twice.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.league.draws import check_round, new_seed
from bot.rules.league.standings import GameResult, PointsRule, standings

PAIRING_ALGORITHM = "fatebot-league-pairing-v1"
MIN_PLAYERS = 2
MAX_PLAYERS = 256
SWISS_STEPS = 200_000  # backtracking bound; far above what any real league needs


@dataclass(frozen=True, slots=True)
class Pair:
    """One game of a round; ``second`` None is a bye."""

    first: int
    second: int | None

    def players(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)


def pairing_random(seed: bytes, round_no: int) -> random.Random:
    message = f"{PAIRING_ALGORITHM}|round={check_round(round_no)}".encode()
    key = hmac.new(new_seed(seed), message, hashlib.sha256).digest()
    return random.Random(int.from_bytes(key, "big"))


def round_order(seed: bytes, round_no: int, players: Iterable[int]) -> list[int]:
    order = sorted(set(players))
    pairing_random(seed, round_no).shuffle(order)
    return order


def _check_count(players: Sequence[int]) -> None:
    if len(players) < MIN_PLAYERS:
        raise DomainError("league-error-too-few-players", min=MIN_PLAYERS)
    if len(players) > MAX_PLAYERS:
        raise DomainError("league-error-too-many-players", max=MAX_PLAYERS)


def met(results: Iterable[GameResult | Pair]) -> set[frozenset[int]]:
    """Every pair of players who already met (byes are not meetings)."""
    return {frozenset((r.first, r.second)) for r in results if r.second is not None}


def swiss(
    seed: bytes,
    round_no: int,
    players: Sequence[int],
    previous: Sequence[Pair],
    results: Sequence[GameResult],
    rule: PointsRule | None = None,
) -> tuple[Pair, ...]:
    """Round ``round_no`` by Swiss. ``previous``: every pair of earlier rounds (played or not)."""
    _check_count(players)
    order = round_order(seed, round_no, players)
    place = {p: i for i, p in enumerate(order)}
    if round_no == 1 or not results:
        ranked = order
    else:
        table = standings(list(players), results, rule)
        position = {s.player: (s.rank, place[s.player]) for s in table}
        ranked = sorted(players, key=lambda p: position[p])
    played = met(previous)
    if len(ranked) % 2 == 0:
        found = _pair_without_rematches(list(ranked), played)
        if found is not None:
            return tuple(found)
        raise DomainError("league-error-swiss-impossible", round=round_no)
    had_bye = {p.first for p in previous if p.second is None}
    candidates = [p for p in reversed(ranked) if p not in had_bye] or list(reversed(ranked))
    for bye in candidates:  # the lowest-ranked first; the next one up if that leaves a rematch
        found = _pair_without_rematches([p for p in ranked if p != bye], played)
        if found is not None:
            return (*found, Pair(bye, None))
    raise DomainError("league-error-swiss-impossible", round=round_no)


def _pair_without_rematches(pool: list[int], played: set[frozenset[int]]) -> list[Pair] | None:
    steps = 0

    def solve(remaining: list[int]) -> list[Pair] | None:
        nonlocal steps
        if not remaining:
            return []
        top, rest = remaining[0], remaining[1:]
        for index, other in enumerate(rest):
            steps += 1
            if steps > SWISS_STEPS:
                return None
            if frozenset((top, other)) in played:
                continue
            tail = solve(rest[:index] + rest[index + 1 :])
            if tail is not None:
                return [Pair(top, other), *tail]
        return None

    return solve(pool)


def round_robin(seed: bytes, round_no: int, players: Sequence[int]) -> tuple[Pair, ...]:
    """Round ``round_no`` of the Berger table fixed by round 1's order of ``players``."""
    _check_count(players)
    circle: list[int | None] = list(round_order(seed, 1, players))
    if len(circle) % 2:
        circle.append(None)
    size = len(circle)
    if round_no > size - 1:
        raise DomainError("league-error-round-robin-over", rounds=size - 1)
    shift = (round_no - 1) % (size - 1)
    moving = circle[1:]
    moving = moving[-shift:] + moving[:-shift] if shift else moving
    rotated = [circle[0], *moving]
    pairs: list[Pair] = []
    for i in range(size // 2):
        a, b = rotated[i], rotated[size - 1 - i]
        if a is None or b is None:
            present = a if a is not None else b
            assert present is not None
            pairs.append(Pair(present, None))
        else:
            pairs.append(Pair(a, b))
    return tuple(sorted(pairs, key=lambda p: p.second is None))


def by_hand(players: Sequence[int], pairs: Sequence[tuple[int, int | None]]) -> tuple[Pair, ...]:
    """The organiser's pairs, checked: every player in the league and in at most one pair."""
    members = set(players)
    seen: set[int] = set()
    checked: list[Pair] = []
    for first, second in pairs:
        pair = Pair(first, second)
        for player in pair.players():
            if player not in members:
                raise DomainError("league-error-not-a-player", user=player)
            if player in seen:
                raise DomainError("league-error-paired-twice", user=player)
            seen.add(player)
        checked.append(pair)
    if not checked:
        raise DomainError("league-error-no-pairs")
    return tuple(checked)


def expected_pairs(
    method: str,
    seed: bytes,
    round_no: int,
    players: Sequence[int],
    previous: Sequence[Pair],
    results: Sequence[GameResult],
    rule: PointsRule | None = None,
) -> tuple[Pair, ...] | None:
    """What ``verify`` recomputes: the pairs chance decided (None for pairs made by hand)."""
    if method == "swiss":
        return swiss(seed, round_no, players, previous, results, rule)
    if method == "round-robin":
        return round_robin(seed, round_no, players)
    return None


def same_pairs(a: Iterable[Pair], b: Iterable[Pair]) -> bool:
    """Pairs compared as sets of meetings (the order of a pair and of the list do not matter)."""

    def norm(pairs: Iterable[Pair]) -> set[frozenset[int | None]]:
        return {frozenset(p.players()) | ({None} if p.second is None else set()) for p in pairs}

    return norm(a) == norm(b)
