"""A game's record as one self-contained HTML page (docs/fair-deck.md): the seed and how to check
it, VP per turn with a small chart, the public log, the schemes, and every card each deck moved.

No script, no external file. Every text from players or seasons is escaped (``html.escape``).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from bot.ui.common.i18n import tr
from bot.ui.game.luck_render import record_luck_text

Who = Callable[[int | None], str]
STYLE = (
    "body{font-family:system-ui,sans-serif;margin:2rem;max-width:64rem;color:#222}"
    "table{border-collapse:collapse;margin:.5rem 0 1.5rem}"
    "th,td{border:1px solid #ccc;padding:.25rem .6rem;text-align:left;vertical-align:top}"
    "th{background:#f3f3f3}code{word-break:break-all}pre{white-space:pre-wrap}"
)
COLOURS = ("#1f77b4", "#d62728")
CHART_W, CHART_H, PAD = 480, 200, 30


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def vp_chart(rows: Sequence[Mapping[str, Any]], players: Sequence[str], who: Who) -> str:
    """Each player's VP total after each turn, as an inline SVG line chart."""
    if not rows:
        return ""
    top = max([1, *(v for row in rows for v in row["vp"].values())])
    last = max(1, len(rows) - 1)

    def point(i: int, vp: int) -> str:
        x = PAD + i * (CHART_W - 2 * PAD) / last
        y = CHART_H - PAD - vp * (CHART_H - 2 * PAD) / top
        return f"{x:.1f},{y:.1f}"

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CHART_W}" height="{CHART_H}" role="img">',
        f'<line x1="{PAD}" y1="{CHART_H - PAD}" x2="{CHART_W - PAD}" y2="{CHART_H - PAD}" stroke="#999"/>',
    ]
    for i, row in enumerate(rows):
        x = point(i, 0).split(",")[0]
        parts.append(
            f'<text x="{x}" y="{CHART_H - 8}" font-size="11" text-anchor="middle">{row["turn"]}</text>'
        )
    for n, player in enumerate(players):
        line = " ".join(point(i, int(row["vp"].get(player, 0))) for i, row in enumerate(rows))
        colour = COLOURS[n % len(COLOURS)]
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{line}"/>')
        parts.append(
            f'<text x="{PAD}" y="{14 + 14 * n}" font-size="12" fill="{colour}">{_e(who(int(player)))}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def luck_chart(lang: str, luck: Mapping[str, Mapping[str, Any]], who: Who) -> str:
    """Each player's jokers and duels won (solid) beside the numbers expected (outlined), as bars."""
    bars: list[tuple[str, float, float]] = []
    for player, figures in luck.items():
        name = who(int(player))
        bars.append(
            (
                f"{name}: {tr(lang, 'record-luck-jokers')}",
                figures["jokers"],
                float(Fraction(figures["expected"])),
            )
        )
        if "duels" in figures:
            duels = figures["duels"]
            bars.append(
                (f"{name}: {tr(lang, 'record-luck-duels')}", duels["won"], float(Fraction(duels["expected"])))
            )
    if not bars:
        return ""
    top = max(1.0, *(max(a, e) for _, a, e in bars))
    scale, row = (CHART_W - 2 * PAD) / top, 34
    height = row * len(bars) + 10
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{CHART_W}" height="{height}" role="img">']
    for i, (label, actual, expected) in enumerate(bars):
        y = 10 + i * row
        parts.append(f'<text x="{PAD}" y="{y + 8}" font-size="11">{_e(label)}</text>')
        parts.append(
            f'<rect x="{PAD}" y="{y + 12}" width="{actual * scale:.1f}" height="8" fill="{COLOURS[0]}"/>'
        )
        outline = f'fill="none" stroke="{COLOURS[1]}"'
        parts.append(f'<rect x="{PAD}" y="{y + 21}" width="{expected * scale:.1f}" height="8" {outline}/>')
    parts.append("</svg>")
    return "".join(parts)


def _pile(lang: str, pile: str, who: Who) -> str:
    if pile in ("draw", "discard", "play"):
        return tr(lang, f"record-pile-{pile}")
    return tr(lang, "record-pile-hand", player=who(int(pile)))


def _moves(lang: str, deck: Mapping[str, Any], who: Who) -> str:
    rows: list[list[object]] = []
    for n, move in enumerate(deck["moves"], 1):
        if "shuffle" in move:
            what = tr(
                lang, "record-shuffle", number=move["shuffle"], of=move["of"], interaction=move["interaction"]
            )
            rows.append([n, what, " ".join(move["order"])])
        else:
            what = f"{_pile(lang, move['from'], who)} → {_pile(lang, move['to'], who)}"
            rows.append([n, what, " ".join(move["cards"])])
    return _table(["#", tr(lang, "record-move"), tr(lang, "record-cards")], rows)


def _deck_title(lang: str, owner: str, who: Who) -> str:
    return tr(lang, "record-shared") if owner == "0" else tr(lang, "record-deck", owner=who(int(owner)))


def record_html(lang: str, record: Mapping[str, Any], log_text: str, who: Who, file_name: str) -> str:
    players = list(record["players"])
    title = tr(lang, "record-title", first=who(int(players[0])), second=who(int(players[1])))
    fate = record["fate_deck"]
    luck = record_luck_text(lang, record, lambda player: who(int(player)))
    chart = luck_chart(lang, record.get("luck", {}), who)
    vp_rows = record["vp_per_turn"]
    vp_table = _table(
        [tr(lang, "record-turn"), *(who(int(p)) for p in players)],
        [[row["turn"], *(row["vp"].get(p, 0) for p in players)] for row in vp_rows],
    )
    schemes = _table(
        [tr(lang, "record-player"), tr(lang, "record-slot"), tr(lang, "record-scheme"), "SHA-256"],
        [
            [
                who(int(s["player"])),
                s["slot"],
                s.get("scheme", tr(lang, "record-scheme-secret")),
                s["commitment"],
            ]
            for s in record["schemes"]
        ],
    )
    decks = "".join(
        f"<h3>{_e(_deck_title(lang, d['owner'], who))}</h3>{_moves(lang, d, who)}" for d in record["decks"]
    )
    return (
        f'<!DOCTYPE html><html lang="{_e(lang)}"><head><meta charset="utf-8"><title>{_e(title)}</title>'
        f"<style>{STYLE}</style></head><body><h1>{_e(title)}</h1>"
        f"<p>{_e(tr(lang, 'record-seed-line'))} <code>{_e(fate['seed'])}</code><br>"
        f"SHA-256: <code>{_e(fate['commitment'])}</code></p>"
        f"<p>{_e(tr(lang, 'record-check-line'))} <code>python3 tools/check_game.py {_e(file_name)}</code></p>"
        f"<h2>{_e(tr(lang, 'record-luck'))}</h2><pre>{_e(luck)}</pre>{chart}"
        f"<h2>{_e(tr(lang, 'record-vp'))}</h2>{vp_chart(vp_rows, players, who)}{vp_table}"
        f"<h2>{_e(tr(lang, 'record-schemes'))}</h2>{schemes}"
        f"<h2>{_e(tr(lang, 'record-log'))}</h2><pre>{_e(log_text)}</pre>"
        f"<h2>{_e(tr(lang, 'record-decks'))}</h2>{decks}</body></html>"
    )
