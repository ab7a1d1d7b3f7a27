"""A league's standings: points for each result, then the tie-breakers organisers use.

Order, each column shown in ``/league standings``:

1. points: win/draw/loss as the organiser set them (3/1/0 by default); a bye scores a win;
2. VP difference: VP scored minus VP conceded over the games played (a bye counts 0);
3. strength of schedule: the sum of the points of every opponent played (byes count nothing);
4. head-to-head: among players still level on 1-3, the points each scored in the games
   played between them (a mini-table). It separates only players who met: it counts only when
   every player of the level group met every other one, else it is 0 for all of them.

Players still level after all four share a rank. A result is a game with both VP totals: the
winner is who scored more VP (Malifaux), equal VP is a draw. A forfeit (the opponent dropped)
is a win for ``first`` and a loss for ``second`` without VP, and a game both lost (not played by
the deadline) a loss for both: they count for points and schedule, not for the VP difference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.errors import DomainError

MAX_POINTS = 10
MAX_VP = 99


@dataclass(frozen=True, slots=True)
class PointsRule:
    win: int = 3
    draw: int = 1
    loss: int = 0

    def __post_init__(self) -> None:
        for value in (self.win, self.draw, self.loss):
            if not 0 <= value <= MAX_POINTS:
                raise DomainError("league-error-points-range", max=MAX_POINTS)
        if not self.win >= self.draw >= self.loss:
            raise DomainError("league-error-points-order")


@dataclass(frozen=True, slots=True)
class GameResult:
    """A confirmed result of one pairing. ``second`` None is a bye (no VP on either side)."""

    round: int
    first: int
    second: int | None
    first_vp: int = 0
    second_vp: int = 0
    forfeit: bool = False  # ``first`` wins because ``second`` dropped
    both_lost: bool = False  # not played by the deadline: a loss for both, no VP

    def __post_init__(self) -> None:
        if self.second is not None and self.first == self.second:
            raise DomainError("league-error-pair-self")
        for vp in (self.first_vp, self.second_vp):
            if not 0 <= vp <= MAX_VP:
                raise DomainError("league-error-vp-range", max=MAX_VP)

    @property
    def is_bye(self) -> bool:
        return self.second is None

    def players(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    def opponent_of(self, player: int) -> int | None:
        return self.second if player == self.first else self.first

    def vp_of(self, player: int) -> tuple[int, int]:
        """(scored, conceded) by ``player`` in this game."""
        if player == self.first:
            return self.first_vp, self.second_vp
        return self.second_vp, self.first_vp

    def outcome_for(self, player: int) -> str:
        """``win``, ``draw`` or ``loss`` for ``player`` (a bye is a win)."""
        if self.second is None:
            return "win"
        if self.both_lost:
            return "loss"
        if self.forfeit:
            return "win" if player == self.first else "loss"
        scored, conceded = self.vp_of(player)
        return "win" if scored > conceded else "loss" if scored < conceded else "draw"


@dataclass(frozen=True, slots=True)
class Standing:
    rank: int
    player: int
    played: int
    wins: int
    draws: int
    losses: int
    points: int
    vp_for: int
    vp_against: int
    strength: int  # strength of schedule
    head_to_head: int  # points among those level on the first three columns (0 if none)

    @property
    def vp_difference(self) -> int:
        return self.vp_for - self.vp_against


def points_of(player: int, results: Iterable[GameResult], rule: PointsRule) -> int:
    total = 0
    for result in results:
        if player in result.players():
            total += getattr(rule, result.outcome_for(player))
    return total


def standings(
    players: Sequence[int],
    results: Sequence[GameResult],
    rule: PointsRule | None = None,
    *,
    head_to_head_v1: bool = False,
) -> list[Standing]:
    """Every player of ``players`` (also those who have not played yet), best first.
    ``head_to_head_v1``: head-to-head as before issue 32 (also between players who never met),
    only to recompute rounds paired then (``pairing_v1``)."""
    rule = rule or PointsRule()
    points = {p: points_of(p, results, rule) for p in players}
    rows = {player: _row(player, results, points) for player in players}

    def first_three(p: int) -> tuple[int, int, int]:
        row = rows[p]
        return (row["points"], row["vp_for"] - row["vp_against"], row["strength"])

    head = _head_to_head(players, results, rule, first_three, head_to_head_v1=head_to_head_v1)

    def key(p: int) -> tuple[int, int, int, int]:
        return (*first_three(p), head[p])

    ordered = sorted(players, key=lambda p: (tuple(-k for k in key(p)), p))
    table: list[Standing] = []
    for index, player in enumerate(ordered):
        rank = table[-1].rank if table and key(table[-1].player) == key(player) else index + 1
        table.append(Standing(rank=rank, player=player, head_to_head=head[player], **rows[player]))
    return table


def _row(player: int, results: Sequence[GameResult], points: Mapping[int, int]) -> dict[str, int]:
    """A player's line before head-to-head: games, outcomes, points, VP and strength of schedule."""
    mine = [r for r in results if player in r.players()]
    outcomes = [r.outcome_for(player) for r in mine]
    played_games = [r for r in mine if not r.is_bye]
    vp_games = [r for r in played_games if not (r.forfeit or r.both_lost)]
    return {
        "played": len(mine),
        "wins": outcomes.count("win"),
        "draws": outcomes.count("draw"),
        "losses": outcomes.count("loss"),
        "points": points[player],
        "vp_for": sum(r.vp_of(player)[0] for r in vp_games),
        "vp_against": sum(r.vp_of(player)[1] for r in vp_games),
        "strength": sum(points.get(r.opponent_of(player) or 0, 0) for r in played_games),
    }


def _head_to_head(
    players: Sequence[int],
    results: Sequence[GameResult],
    rule: PointsRule,
    first_three: Callable[[int], tuple[int, int, int]],
    *,
    head_to_head_v1: bool,
) -> dict[int, int]:
    """Each player's points from the games among the players level with them on the first three
    keys (0 where nobody is level, or where someone level never met someone else level)."""
    head: dict[int, int] = {p: 0 for p in players}
    groups: dict[tuple[int, int, int], list[int]] = {}
    for player in players:
        groups.setdefault(first_three(player), []).append(player)
    for level in groups.values():
        if len(level) < 2:
            continue
        among = set(level)
        between = [r for r in results if r.second is not None and set(r.players()) <= among]
        met = {frozenset(r.players()) for r in between}
        if not head_to_head_v1 and len(met) < len(level) * (len(level) - 1) // 2:
            continue  # someone level never met someone else level: head-to-head cannot decide
        for player in level:
            head[player] = points_of(player, between, rule)
    return head
