"""A league's season as CSV files: players, pairings with their results, standings.

The draws keep their own file (``draws.export_csv``, the canonical rows ``verify`` reads).
Every text cell goes through ``export_cell``: names come from players and season files.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

from bot.play.league.draws import export_cell
from bot.play.league.season import SeasonView
from bot.rules.league.season import Score

PLAYER_FIELDS = ("user_id", "name", "joined_at", "added_by", "dropped")
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


def players_csv(view: SeasonView) -> str:
    return _csv(
        PLAYER_FIELDS,
        ((p.user, p.name, p.joined_at, p.added_by, p.dropped) for p in view.season.players),
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
                plan.deadline if plan else "",
                pairing.first,
                name(pairing.first),
                pairing.second,
                name(pairing.second),
                pairing.status,
                score.first_vp if score else "",
                score.second_vp if score else "",
                told(pairing.first_report),
                told(pairing.second_report),
            )
        )
    return _csv(PAIRING_FIELDS, rows)


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
