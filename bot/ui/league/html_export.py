"""A league's whole season as one self-contained HTML page an organiser can post anywhere.

No script, no external file: a style block and tables. Every text from players, organisers or
season files is escaped (``html.escape``), so a name cannot inject markup.
"""

from __future__ import annotations

import datetime
import html

from bot.play.league.draws import LeagueInfo
from bot.play.league.export import basis_csv, pairings_csv, players_csv, standings_csv
from bot.play.league.season import SeasonView
from bot.ui.common.i18n import tr
from bot.ui.encounter.render import season_label
from bot.ui.league.render import export_filename

STYLE = (
    "body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#222}"
    "table{border-collapse:collapse;margin:.5rem 0 1.5rem}"
    "th,td{border:1px solid #ccc;padding:.25rem .6rem;text-align:left}"
    "th{background:#f3f3f3}code{word-break:break-all}"
)


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _date(timestamp: float | None) -> str:
    if timestamp is None:
        return "—"
    return datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def _table(headers: list[str], rows: list[list[object]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def season_html(lang: str, view: SeasonView, draws: LeagueInfo) -> str:
    season = view.season

    def name(user: int | None) -> str:
        player = None if user is None else season.player(user)
        return "—" if player is None else player.name

    parts = [
        f"<h1>{_e(view.name)}</h1>",
        "<p>"
        + _e(tr(lang, "league-html-intro", season=season_label(lang, draws.season), code=view.code))
        + "</p>",
        f"<p>{_e(tr(lang, 'league-html-commitment'))} <code>{_e(view.record.commitment)}</code></p>",
    ]
    if draws.seed_hex is not None:
        parts.append(f"<p>{_e(tr(lang, 'league-html-seed'))} <code>{_e(draws.seed_hex)}</code></p>")
    header = tr(lang, "league-html-standings-columns").split("|")
    parts.append(f"<h2>{_e(tr(lang, 'league-html-standings'))}</h2>")
    parts.append(
        _table(
            header,
            [
                [
                    s.rank,
                    name(s.player),
                    s.points,
                    f"{s.wins}-{s.draws}-{s.losses}",
                    f"{s.vp_difference:+d}",
                    s.strength,
                    s.head_to_head,
                ]
                for s in view.standings()
            ],
        )
    )
    pair_header = tr(lang, "league-html-pairs-columns").split("|")
    for plan in season.plans:
        title = tr(
            lang, "league-html-round", round=plan.round, method=tr(lang, f"league-method-{plan.method}")
        )
        parts.append(
            f"<h2>{_e(title)}</h2><p>{_e(tr(lang, 'league-html-deadline'))} {_e(_date(plan.deadline))}</p>"
        )
        rows: list[list[object]] = []
        for pairing in season.round_pairings(plan.round):
            score = pairing.score
            rows.append(
                [
                    name(pairing.first),
                    name(pairing.second),
                    f"{score.first_vp}–{score.second_vp}" if score else "",
                    tr(lang, f"league-result-{pairing.status}"),
                ]
            )
        parts.append(_table(pair_header, rows))
    draw_header = tr(lang, "league-html-draws-columns").split("|")
    parts.append(f"<h2>{_e(tr(lang, 'league-html-draws'))}</h2>")
    parts.append(
        _table(
            draw_header,
            [
                [
                    r.round,
                    r.row.get("strategy", ""),
                    r.row.get("deployment", ""),
                    r.row.get("schemes", "").replace("|", ", "),
                ]
                for r in draws.rounds
            ],
        )
    )
    parts.append(f"<h2>{_e(tr(lang, 'league-html-players'))}</h2>")
    parts.append(
        _table(
            tr(lang, "league-html-players-columns").split("|"),
            [
                [p.name, _date(p.joined_at), tr(lang, "league-html-dropped") if p.dropped else ""]
                for p in season.players
            ],
        )
    )
    title = _e(f"{view.name} — {view.code}")
    return (
        f'<!DOCTYPE html><html lang="{_e(lang)}"><head><meta charset="utf-8"><title>{title}</title>'
        f"<style>{STYLE}</style></head><body>{''.join(parts)}</body></html>\n"
    )


def season_files(lang: str, draws: LeagueInfo, view: SeasonView, draws_csv: str) -> list[tuple[str, str]]:
    """The export's files: the draws (the canonical CSV ``verify`` reads), players, pairings with
    results, standings, what each round was paired from, and the whole season as one page."""
    stem = export_filename(draws).removesuffix(".csv")
    return [
        (f"{stem}.csv", draws_csv),
        (f"{stem}-players.csv", players_csv(view)),
        (f"{stem}-pairings.csv", pairings_csv(view)),
        (f"{stem}-standings.csv", standings_csv(view)),
        (f"{stem}-pairing-basis.csv", basis_csv(view)),
        (f"{stem}.html", season_html(lang, view, draws)),
    ]
