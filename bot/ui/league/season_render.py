"""Replies of a league's season: players, rounds and their pairings, results, standings, the
record and the server's list of leagues (pure: a language and a season in, text out).

Players are shown by the name they had when they joined (escaped): a mention would show as
"unknown user" in a server or a DM where the reader never met them. A round's post in the
organiser's channel adds the mention (shown, never pinged) so that anyone can click through.
"""

from __future__ import annotations

import datetime

import discord

from bot.play.league.season import PairingCheck, SeasonView
from bot.rules.league.names import plain
from bot.rules.league.season import (
    FORFEIT_RULES,
    PAIRING_METHODS,
    STALL_RULES,
    LeagueSeason,
    Pairing,
    RecordEntry,
)
from bot.rules.league.standings import Standing
from bot.store.league_repo import LeagueRecord
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT

RECORD_SHOWN = 25


def when(timestamp: float) -> str:
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC), "f")


def player_name(season: LeagueSeason, user: int | None) -> str:
    if user is None:
        return "—"
    player = season.player(user)
    return plain(player.name) if player is not None else str(user)


def fit(lines: list[str], lang: str, limit: int = MESSAGE_LIMIT) -> str:
    """Lines up to Discord's limit; past it, a line says how many were left out."""
    kept: list[str] = []
    for index, line in enumerate(lines):
        if len("\n".join([*kept, line])) > limit - 80:
            kept.append(tr(lang, "league-truncated", count=len(lines) - index))
            break
        kept.append(line)
    return "\n".join(kept)


def _title(lang: str, view: SeasonView) -> str:
    return tr(lang, "league-season-title", name=plain(view.name), code=view.code)


def joined_text(lang: str, view: SeasonView, user: int, *, joined: bool) -> str:
    key = "league-player-joined" if joined else "league-player-left"
    return tr(
        lang,
        key,
        player=player_name(view.season, user),
        name=plain(view.name),
        count=len(view.season.active()),
    )


def player_changed_text(lang: str, view: SeasonView) -> str:
    entry = view.season.record[-1]
    return _title(lang, view) + "\n" + record_line(lang, view.season, entry)


def _score(pairing: Pairing, season: LeagueSeason, lang: str, *, mention: bool = False) -> str:
    first, second = player_name(season, pairing.first), player_name(season, pairing.second)
    if mention:  # a mention to click through, never a ping (replies go out without pings)
        first = f"<@{pairing.first}> ({first})"
        second = second if pairing.second is None else f"<@{pairing.second}> ({second})"
    if pairing.second is None:
        return tr(lang, "league-pair-bye", player=first)
    score = pairing.score
    status = tr(lang, f"league-result-{pairing.status}")
    if score is None:
        return tr(lang, "league-pair-open", first=first, second=second, status=status)
    return tr(
        lang,
        "league-pair-result",
        first=first,
        second=second,
        first_vp=score.first_vp,
        second_vp=score.second_vp,
        status=status,
    )


def round_lines(lang: str, view: SeasonView, round_no: int, *, mention: bool = False) -> list[str]:
    plan = view.season.plan(round_no)
    if plan is None:
        return [tr(lang, "league-round-not-paired", round=round_no)]
    method = tr(lang, f"league-method-{plan.method}")
    deadline = when(plan.deadline) if plan.deadline is not None else tr(lang, "league-no-deadline")
    lines = [tr(lang, "league-round-pairs", round=round_no, method=method, deadline=deadline)]
    for pairing in view.season.round_pairings(round_no):
        lines.append("• " + _score(pairing, view.season, lang, mention=mention))
        crews = [view.season.declaration(round_no, p) for p in pairing.players()]
        if len(crews) == 2 and all(c is not None and c.revealed for c in crews):
            texts = [plain(c.text) for c in crews if c is not None]
            lines.append(tr(lang, "league-round-crews", first=texts[0], second=texts[1]))
    return lines


def paired_text(lang: str, view: SeasonView, round_no: int) -> str:
    plan = view.season.plan(round_no)
    rematches = (
        []
        if plan is None or not plan.rematches
        else [tr(lang, "league-paired-rematches", count=plan.rematches)]
    )
    lines = [
        _title(lang, view),
        *round_lines(lang, view, round_no, mention=True),
        *rematches,
        tr(lang, "league-report-how"),
    ]
    return fit(lines, lang)


def reported_text(lang: str, view: SeasonView, round_no: int, user: int) -> str:
    pairing = view.season.pairing_of(round_no, user)
    assert pairing is not None
    lines = [_title(lang, view), _score(pairing, view.season, lang)]
    if pairing.status == "reported":
        lines.append(tr(lang, "league-report-waiting"))
    elif pairing.status == "disputed":
        lines.append(tr(lang, "league-report-disputed"))
    elif pairing.status == "late":
        lines.append(tr(lang, "league-report-late"))
    return "\n".join(lines)


def standings_lines(lang: str, season: LeagueSeason, table: list[Standing]) -> list[str]:
    header = tr(lang, "league-standings-header")
    rows = [
        tr(
            lang,
            "league-standings-row",
            rank=row.rank,
            player=player_name(season, row.player) + (" †" if _dropped(season, row.player) else ""),
            points=row.points,
            wins=row.wins,
            draws=row.draws,
            losses=row.losses,
            vp=f"{row.vp_difference:+d}",
            strength=row.strength,
            h2h=row.head_to_head,
        )
        for row in table
    ]
    return [header, *rows]


def _dropped(season: LeagueSeason, user: int) -> bool:
    player = season.player(user)
    return player is not None and player.dropped


def standings_text(lang: str, view: SeasonView) -> str:
    season = view.season
    points = season.points
    lines = [
        _title(lang, view),
        tr(lang, "league-standings-rule", win=points.win, draw=points.draw, loss=points.loss),
    ]
    if not season.players:
        lines.append(tr(lang, "league-no-players"))
        return "\n".join(lines)
    lines += standings_lines(lang, season, view.standings())
    open_results = [p for p in season.pairings if p.status in ("missing", "reported", "disputed", "late")]
    if open_results:
        lines.append(tr(lang, "league-standings-open", count=len(open_results)))
    return fit(lines, lang)


def record_line(lang: str, season: LeagueSeason, entry: RecordEntry) -> str:
    players = ", ".join(player_name(season, p) for p in entry.players) or "—"
    return tr(
        lang,
        f"league-record-{entry.action}",
        when=when(entry.at),
        by=player_name(season, entry.by) if season.player(entry.by) else f"<@{entry.by}>",
        players=players,
        round=entry.round or 0,
        detail=record_detail(lang, entry),
    )


def record_detail(lang: str, entry: RecordEntry) -> str:
    """A record entry's detail in the reader's language where it names a rule or a method (a
    pairing method, a forfeit, a stall rule, how an organiser is told); else as stored."""
    detail = entry.detail
    if entry.action == "paired":
        method, _, rematches = detail.partition(", rematches=")
        shown = tr(lang, f"league-method-{method}") if method in PAIRING_METHODS else plain(method)
        return shown + (
            ", " + tr(lang, "league-record-rematches", count=int(rematches)) if rematches.isdigit() else ""
        )
    if entry.action == "forfeit" and detail in FORFEIT_RULES:
        return tr(lang, f"choice-league-forfeit-{detail}")
    if entry.action == "stalled" and detail in STALL_RULES:
        return tr(lang, f"choice-league-stall-{detail}")
    if entry.action == "contact":
        return tr(lang, f"choice-league-contact-{'here' if detail == 'channel' else detail}")
    if entry.action == "forfeit-rule":
        rule, _, rest = detail.partition("; ")
        stall, _, days = rest.partition(", ")
        if rule in FORFEIT_RULES and stall in STALL_RULES and days.isdigit():
            rules = (tr(lang, f"choice-league-forfeit-{rule}"), tr(lang, f"choice-league-stall-{stall}"))
            return f"{rules[0]}; {rules[1]}, {tr(lang, 'league-record-stall-days', days=int(days))}"
    return plain(detail)


def record_text(lang: str, view: SeasonView) -> str:
    entries = view.season.record[-RECORD_SHOWN:]
    lines = [_title(lang, view), tr(lang, "league-record-title", count=len(view.season.record))]
    lines += ["• " + record_line(lang, view.season, e) for e in entries] or [tr(lang, "league-record-empty")]
    return fit(lines, lang)


def season_summary_lines(lang: str, view: SeasonView) -> list[str]:
    """What ``/league show`` adds about the season: players, rounds paired, results open."""
    season = view.season
    lines = [tr(lang, "league-code-line", code=view.code, players=len(season.active()))]
    for plan in season.plans[-3:]:
        lines += round_lines(lang, view, plan.round)
    return lines


def pairing_checks_lines(lang: str, checks: list[PairingCheck]) -> list[str]:
    lines: list[str] = []
    for check in checks:
        key = (
            "league-verify-pairs-hand"
            if check.ok is None
            else ("league-verify-pairs-ok" if check.ok else "league-verify-pairs-bad")
        )
        lines.append(tr(lang, key, round=check.round, method=tr(lang, f"league-method-{check.method}")))
    return lines


def listing_text(lang: str, records: list[LeagueRecord], server: str | None) -> str:
    lines = [tr(lang, "league-list-title", count=len(records), server=plain(server or "—"))]
    for record in records:
        lines.append(
            tr(
                lang,
                "league-list-line",
                name=plain(record.name),
                code=record.code,
                created=when(record.created_at),
                commitment=record.commitment,
            )
        )
    if not records:
        lines.append(tr(lang, "league-list-empty"))
    return fit(lines, lang)


def deleted_text(lang: str, record: LeagueRecord) -> str:
    return tr(lang, "league-deleted", name=plain(record.name), commitment=record.commitment)
