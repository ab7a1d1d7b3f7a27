"""A league's season as CSV files: players, pairings with their results, standings.

The draws keep their own file (``draws.export_csv``, the canonical rows ``verify`` reads).
Every text cell goes through ``export_cell``: names come from players and season files.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime

from bot.play.league.draws import export_cell
from bot.play.league.season import SeasonView
from bot.rules.league.pairing import TIE_BREAKERS
from bot.rules.league.season import LeagueSeason, Score
from bot.rules.league.standings import GameResult

PLAYER_FIELDS = ("user_id", "name", "joined_at", "added_by", "dropped", "faction")
PAIRING_FIELDS = (
    "round",
    "method",
    "deadline",
    "first_id",
    "first",
    "second_id",
    "second",
    "status",
    "first_vp",
    "second_vp",
    "first_report",
    "second_report",
    "first_crew",
    "second_crew",
    "first_crew_salt",
    "second_crew_salt",
    "first_crew_commitment",
    "second_crew_commitment",
)
BASIS_FIELDS = (
    "round",
    "method",
    "points_rule",
    "tie_breakers",
    "players",
    "order",
    "ranked",
    "rematches",
    "table",
    "results",
    "pairing_version",
)
STANDING_FIELDS = (
    "rank",
    "user_id",
    "name",
    "played",
    "wins",
    "draws",
    "losses",
    "points",
    "vp_for",
    "vp_against",
    "vp_difference",
    "strength_of_schedule",
    "head_to_head",
)


def _cell(value: object) -> str:
    """Numbers as they are (a negative number is no formula); any text neutralised."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return export_cell("" if value is None else str(value))


def _csv(fields: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_ALL)
    writer.writerow(fields)
    for row in rows:
        writer.writerow([_cell(cell) for cell in row])
    return out.getvalue()


def _iso(at: float) -> str:
    """A time as ISO 8601 in UTC, e.g. ``2026-12-02T09:20:00+00:00``."""
    return datetime.fromtimestamp(at, UTC).isoformat()


def players_csv(view: SeasonView) -> str:
    return _csv(
        PLAYER_FIELDS,
        ((p.user, p.name, p.joined_at, p.added_by, p.dropped, p.faction) for p in view.season.players),
    )


def pairings_csv(view: SeasonView) -> str:
    season = view.season

    def name(user: int | None) -> str:
        player = None if user is None else season.player(user)
        return "" if player is None else player.name

    def told(score: Score | None) -> str:
        return "" if score is None else f"{score.first_vp}-{score.second_vp}"

    rows = []
    for pairing in season.pairings:
        plan = season.plan(pairing.round)
        score = pairing.score
        rows.append(
            (
                pairing.round,
                plan.method if plan else "",
                _iso(plan.deadline) if plan and plan.deadline is not None else "",
                pairing.first,
                name(pairing.first),
                pairing.second,
                name(pairing.second),
                pairing.status,
                score.first_vp if score else "",
                score.second_vp if score else "",
                told(pairing.first_report),
                told(pairing.second_report),
                *_crews(season, pairing.round, pairing.first, pairing.second),
            )
        )
    return _csv(PAIRING_FIELDS, rows)


def _crews(season: LeagueSeason, round_no: int, first: int, second: int | None) -> tuple[str, ...]:
    """Each side's crew and salt once revealed (before: only the commitment), then commitments."""
    declared = [None if u is None else season.declaration(round_no, u) for u in (first, second)]
    texts = [d.text if d is not None and d.revealed else "" for d in declared]
    salts = [d.salt if d is not None and d.revealed else "" for d in declared]
    commitments = [d.commitment if d is not None else "" for d in declared]
    return (*texts, *salts, *commitments)


def standings_csv(view: SeasonView) -> str:
    season = view.season

    def name(user: int) -> str:
        player = season.player(user)
        return "" if player is None else player.name

    rows = (
        (
            s.rank,
            s.player,
            name(s.player),
            s.played,
            s.wins,
            s.draws,
            s.losses,
            s.points,
            s.vp_for,
            s.vp_against,
            s.vp_difference,
            s.strength,
            s.head_to_head,
        )
        for s in view.standings()
    )
    return _csv(STANDING_FIELDS, rows)


def _ids(users: Iterable[int]) -> str:
    return " ".join(str(u) for u in users)


def _result(r: GameResult) -> str:
    second = "" if r.second is None else r.second
    kind = 2 if r.both_lost else int(r.forfeit)
    return f"{r.round}:{r.first}:{second}:{r.first_vp}:{r.second_vp}:{kind}"


def basis_csv(view: SeasonView) -> str:
    """What each round was paired from (docs/verify_pairings.py recomputes the pairs from it):
    the players paired, the seed's order, the published standings then (``player:rank:points:
    vp_difference:strength:head_to_head``, dropped players included), the ranking, the points
    rule and tie-breakers then, and the results counted then (``round:first:second:first_vp:
    second_vp:kind``, kind 0 played, 1 won by forfeit by first, 2 lost by both)."""
    rows = []
    for plan in sorted(view.season.plans, key=lambda p: p.round):
        rule = plan.points or view.season.points
        table = " ".join(
            f"{s.player}:{s.rank}:{s.points}:{s.vp_difference}:{s.strength}:{s.head_to_head}"
            for s in plan.table
        )
        rows.append(
            (
                plan.round,
                plan.method,
                f"{rule.win}/{rule.draw}/{rule.loss}",
                " ".join(TIE_BREAKERS),
                _ids(plan.players),
                _ids(plan.order),
                _ids(plan.ranked),
                plan.rematches,
                table,
                " ".join(_result(r) for r in plan.basis),
                plan.pairing_version,
            )
        )
    return _csv(BASIS_FIELDS, rows)
