"""Pairings of a league round: Swiss, round robin, or the organiser's own.

Wherever chance decides, it comes from the league's committed seed, so ``/league verify``
recomputes pairings as it recomputes draws (algorithm ``fatebot-league-pairing-v1``):

- ``key = HMAC-SHA256(key=seed, msg=b"fatebot-league-pairing-v1|round=<n>")`` and
  ``rng = random.Random(int.from_bytes(key, "big"))``.
- ``order = sorted(players); rng.shuffle(order)``: the round's random order of the players.
- **Swiss** (every round): rank the players by the standings as published at that moment
  (``standings`` over every player of the season, dropped ones included: points, VP difference,
  strength of schedule, head-to-head), ties by their place in ``order`` (in round 1 nobody has a
  result, so the ranking is ``order``). Then one maximum-weight matching (Edmonds' blossom
  algorithm, ``networkx.max_weight_matching`` with ``maxcardinality=True``: polynomial, its cost
  does not depend on luck) over the ranked players, plus a ``BYE`` node for an odd count, chooses
  the round by these criteria, each over all of the ones after it (``swiss_weight``):
  1. the bye goes to a player with the fewest byes so far;
  2. the fewest rematches (none whenever a pairing without one exists);
  3. the bye goes to the lowest-ranked of those players;
  4. players meet players close in the ranking: the sum of the squared rank distances is least
     (with nothing in the way this is 1st-2nd, 3rd-4th, ...);
  5. (``pairing_version`` 3 on) among pairings equal on all four, the ranking decides, best
     first: the best-ranked player gets the best-ranked opponent any of them gives them (the bye
     counts after every opponent); then the best-ranked player not placed yet, and so on. So
     exactly one pairing is best, whatever the matching's implementation, and anyone recomputes
     it from the export's ``ranked`` column (the standings then, ties by the seed's order).
     In the weights: the edge between places ``i < j`` (the bye is place ``n``) gets the bonus
     ``(n - j) * (n + 1) ** (n - 1 - i)``, below one unit of criteria 1-4 (which are scaled by
     ``(n + 1) ** n``); the first place where two pairings differ outweighs all later ones.
  Rematches are said in the reply and recorded; a round is never refused.
- **Round robin**: the order of round 1 (``n = 1``) fixes the circle for the whole season
  (Berger tables): with an odd count a bye joins; in round ``r`` the circle is rotated
  ``r - 1`` times, keeping the first place fixed, and place ``i`` meets place ``k - 1 - i``.
  A dropped player is never paired again: their opponent of the table has a bye.
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
from bot.rules.league.standings import GameResult, Standing

PAIRING_ALGORITHM = "fatebot-league-pairing-v1"
# Swiss rounds' ``pairing_version``: 2 the matching whose ties its implementation broke, 3 the
# matching with the ranking's tie-break (criterion 5). Stored rounds are recomputed by theirs.
SWISS_TIE_BROKEN = 3
MIN_PLAYERS = 2
MAX_PLAYERS = 256


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


BYE = -1  # the matching's bye node (Discord ids are positive)
# Each criterion outweighs everything after it (256 players: 128 games of squared distance at
# most 255**2 < 2**16, so a round's closeness lies in [0, 2**23)). Weights are penalties (at most
# 0): the blossom algorithm's dual variables then start small, which makes it several times faster.
BYE_RANK = 1 << 23
REMATCH = 1 << 32
SECOND_BYE = 1 << 41
CANDIDATES = 8  # each player's nearest-ranked players not met yet, in the candidate graph
ALL_PAIRS_UP_TO = 24  # up to this many players every pair is a candidate
TIE_BREAKERS = ("points", "vp_difference", "strength_of_schedule", "head_to_head")


@dataclass(frozen=True, slots=True)
class SwissRound:
    """A Swiss round and what it was paired from (stored with the round, exported)."""

    pairs: tuple[Pair, ...]
    order: tuple[int, ...]  # the seed's order of the round's players
    ranked: tuple[int, ...]  # the players best first: the published standings, ties by ``order``
    rematches: int


def byes_of(previous: Iterable[Pair]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for pair in previous:
        if pair.second is None:
            counts[pair.first] = counts.get(pair.first, 0) + 1
    return counts


def ranking(order: Sequence[int], table: Sequence[Standing]) -> tuple[int, ...]:
    """The players of ``order`` best first by the published ``table``, ties by ``order``."""
    rank = {s.player: s.rank for s in table}
    place = {p: i for i, p in enumerate(order)}
    return tuple(sorted(order, key=lambda p: (rank.get(p, 0), place[p])))


def swiss_edges(
    ranked: Sequence[int],
    meetings: set[frozenset[int]],
    byes: dict[int, int],
    *,
    all_pairs: bool,
    version: int = SWISS_TIE_BROKEN,
) -> list[tuple[int, int, int]]:
    """The matching's weighted edges (penalties), in the order they are added to the graph.

    ``all_pairs``: every pair of players. Otherwise only the candidates: players at most two
    places apart (so that a pairing always exists, whoever has the bye), and each player's
    ``CANDIDATES`` nearest-ranked players they have not met (nearer first, then higher).
    ``version`` 3 adds the ranking's tie-break (criterion 5) below every criterion."""
    count = len(ranked)
    base = count + 1
    scale = base**count if version >= SWISS_TIE_BROKEN else 1

    def tie(i: int, j: int) -> int:
        return (count - j) * base ** (count - 1 - i) if version >= SWISS_TIE_BROKEN else 0

    chosen: set[tuple[int, int]] = set()
    for i in range(count):
        if all_pairs:
            chosen.update((i, j) for j in range(i + 1, count))
            continue
        chosen.update((i, j) for j in range(i + 1, min(count, i + 3)))
        fresh = [j for j in range(count) if j != i and frozenset((ranked[i], ranked[j])) not in meetings]
        for j in sorted(fresh, key=lambda j: (abs(j - i), j))[:CANDIDATES]:
            chosen.add((min(i, j), max(i, j)))
    edges: list[tuple[int, int, int]] = []
    for i, j in sorted(chosen):
        rematch = REMATCH if frozenset((ranked[i], ranked[j])) in meetings else 0
        edges.append((ranked[i], ranked[j], -(rematch + (j - i) ** 2) * scale + tie(i, j)))
    if count % 2:
        fewest = min(byes.get(p, 0) for p in ranked)
        for i, a in enumerate(ranked):
            second = SECOND_BYE if byes.get(a, 0) > fewest else 0
            edges.append((a, BYE, -(second + BYE_RANK * (count - 1 - i)) * scale + tie(i, count)))
    return edges


def forced_rematches(ranked: Sequence[int], meetings: set[frozenset[int]], byes: dict[int, int]) -> int:
    """A lower bound of the rematches of any pairing: a player who met every other one plays a
    rematch, unless they may have the bye (they have the fewest byes), and two of them may meet."""
    done = [a for a in ranked if all(frozenset((a, b)) in meetings for b in ranked if b != a)]
    fewest = min(byes.get(p, 0) for p in ranked)
    spared = 1 if len(ranked) % 2 and any(byes.get(a, 0) == fewest for a in done) else 0
    return (len(done) - spared + 1) // 2


def _match(
    ranked: Sequence[int],
    meetings: set[frozenset[int]],
    byes: dict[int, int],
    *,
    all_pairs: bool,
    version: int,
) -> tuple[tuple[Pair, ...], int]:
    import networkx as nx  # only pairing needs it: imported when a round is paired

    graph = nx.Graph()
    graph.add_weighted_edges_from(swiss_edges(ranked, meetings, byes, all_pairs=all_pairs, version=version))
    mate: dict[int, int] = {}
    for a, b in nx.max_weight_matching(graph, maxcardinality=True):
        mate[a], mate[b] = b, a
    index = {p: i for i, p in enumerate(ranked)}
    games = [Pair(p, mate[p]) for p in ranked if mate[p] != BYE and index[p] < index[mate[p]]]
    bye = [Pair(p, None) for p in ranked if mate[p] == BYE]
    rematches = sum(1 for g in games if frozenset(g.players()) in meetings)
    return (*games, *bye), rematches


def swiss(
    seed: bytes,
    round_no: int,
    players: Sequence[int],
    previous: Sequence[Pair],
    table: Sequence[Standing] = (),
    version: int = SWISS_TIE_BROKEN,
) -> SwissRound:
    """Round ``round_no`` by Swiss. ``previous``: every pair of earlier rounds (played or not);
    ``table``: the published standings (every player of the season; empty in round 1);
    ``version``: the round's ``pairing_version`` (2: no tie-break, for rounds paired before it)."""
    _check_count(players)
    order = tuple(round_order(seed, round_no, players))
    ranked = ranking(order, table)
    meetings = met(previous)
    byes = byes_of(previous)
    all_pairs = len(ranked) <= ALL_PAIRS_UP_TO
    pairs, rematches = _match(ranked, meetings, byes, all_pairs=all_pairs, version=version)
    if not all_pairs and rematches > forced_rematches(ranked, meetings, byes):
        pairs, rematches = _match(ranked, meetings, byes, all_pairs=True, version=version)
    return SwissRound(pairs, order, ranked, rematches)


def round_robin(
    seed: bytes, round_no: int, players: Sequence[int], active: Iterable[int] | None = None
) -> tuple[Pair, ...]:
    """Round ``round_no`` of the Berger table fixed by round 1's order of ``players``. A player
    not ``active`` (dropped) is never paired: their opponent of the table has a bye."""
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
    if active is not None:
        playing = set(active)
        seated = [tuple(p for p in pair.players() if p in playing) for pair in pairs]
        pairs = [Pair(s[0], s[1] if len(s) > 1 else None) for s in seated if s]
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


def same_pairs(a: Iterable[Pair], b: Iterable[Pair]) -> bool:
    """Pairs compared as sets of meetings (the order of a pair and of the list do not matter)."""

    def norm(pairs: Iterable[Pair]) -> set[frozenset[int | None]]:
        return {frozenset(p.players()) | ({None} if p.second is None else set()) for p in pairs}

    return norm(a) == norm(b)
