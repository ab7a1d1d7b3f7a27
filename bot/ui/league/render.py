"""League replies: commitment, draws, listings, reveal and verification (pure text)."""

from __future__ import annotations

import datetime

import discord

from bot.play.encounter import SeasonSaved
from bot.play.league.draws import DrawResult, LeagueInfo, VerifyResult, encounter_from_row
from bot.play.league.season import load_season
from bot.rules.league.draws import ROW_FIELDS
from bot.rules.league.names import plain
from bot.store.league_repo import CustomSeason, StoredRound
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention
from bot.ui.encounter.render import encounter_body, league_side_labels, season_label

MAX_LISTED_MISMATCHES = 15
FIELD_SHOWN = 60


def _when(timestamp: float) -> str:
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC), "f")


def _fit(lines: list[str], lang: str) -> str:
    text = "\n".join(lines)
    if len(text) <= MESSAGE_LIMIT:
        return text
    kept: list[str] = []
    for line in lines:
        if len("\n".join([*kept, line])) > MESSAGE_LIMIT - 80:
            kept.append(tr(lang, "league-truncated", count=len(lines) - len(kept)))
            break
        kept.append(line)
    return "\n".join(kept)


def created_text(lang: str, info: LeagueInfo) -> str:
    text = tr(
        lang,
        "league-created",
        name=plain(info.name),
        by=mention(info.record.created_by),
        season=season_label(lang, info.season),
        commitment=info.record.commitment,
    )
    if info.record.season is None:  # no rule set at creation: the default applies
        return text
    season = load_season(info.record)
    rule = tr(lang, f"choice-league-stall-{season.stall}")
    return f"{text}\n{tr(lang, 'league-created-stall', rule=rule, days=season.stall_days)}"


def round_text(lang: str, info: LeagueInfo, stored: StoredRound, *, new: bool = True) -> str:
    """One round's draw in full: every flip, the result, and how the sides are assigned."""
    header = [
        tr(
            lang,
            "league-round-title",
            name=plain(info.name),
            round=stored.round,
            season=season_label(lang, info.season),
        )
    ]
    if not new:
        header.append(
            tr(lang, "league-round-stored", when=_when(stored.drawn_at), by=mention(stored.drawn_by))
        )
    encounter = encounter_from_row(info.season, stored.row)
    if encounter is None:
        raw = [f"{field}: {stored.row.get(field, '')[:200]}" for field in ROW_FIELDS]
        return _fit([*header, tr(lang, "league-round-unreadable"), *raw], lang)
    body = encounter_body(lang, encounter, league_side_labels(lang), header=header, reshuffled=False)
    return body + "\n" + tr(lang, "league-sides-note")


def draw_text(lang: str, result: DrawResult) -> str:
    return round_text(lang, result.league, result.round, new=result.new)


def summary_line(lang: str, stored: StoredRound) -> str:
    row = stored.row
    strategy = row.get("strategy") or tr(
        lang,
        "league-strategy-open",
        choices=", ".join(c for c in row.get("strategy_choices", "").split("|") if c),
    )
    schemes = ", ".join(s for s in row.get("schemes", "").split("|") if s)
    return tr(
        lang,
        "league-round-line",
        round=stored.round,
        strategy=strategy,
        deployment=row.get("deployment", ""),
        schemes=schemes,
    )


def show_text(lang: str, info: LeagueInfo) -> str:
    """A league at a glance: season, commitment, the seed once revealed, every drawn round."""
    lines = [
        tr(lang, "league-show-title", name=plain(info.name), season=season_label(lang, info.season)),
        tr(lang, "league-commitment", commitment=info.record.commitment),
    ]
    if info.seed_hex is not None:
        lines.append(tr(lang, "league-seed", seed=info.seed_hex))
    else:
        lines.append(tr(lang, "league-seed-secret"))
    if not info.rounds:
        lines.append(tr(lang, "league-no-rounds"))
    else:
        lines.append(tr(lang, "league-rounds", count=len(info.rounds)))
        lines.extend(summary_line(lang, stored) for stored in info.rounds)
    return _fit(lines, lang)


def export_text(lang: str, info: LeagueInfo) -> str:
    return tr(
        lang,
        "league-export",
        name=plain(info.name),
        count=len(info.rounds),
        commitment=info.record.commitment,
    )


def export_filename(info: LeagueInfo) -> str:
    safe = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "-" for ch in info.name).strip(
        "-"
    )
    return f"league-{safe or 'draws'}.csv"


def reveal_text(lang: str, info: LeagueInfo) -> str:
    return tr(
        lang,
        "league-revealed",
        name=plain(info.name),
        seed=info.seed_hex or "",
        commitment=info.record.commitment,
        count=len(info.rounds),
    )


def _short(value: str) -> str:
    return value if len(value) <= FIELD_SHOWN else value[: FIELD_SHOWN - 1] + "…"


def verify_text(lang: str, result: VerifyResult) -> str:
    report = result.report
    info = result.league
    key = "league-verify-given-seed" if result.seed_given else "league-verify-revealed-seed"
    lines = [tr(lang, "league-verify-title", name=plain(info.name)), tr(lang, key)]
    lines.append(
        tr(lang, "league-verify-commitment-ok" if report.commitment_ok else "league-verify-commitment-bad")
    )
    lines.append(tr(lang, "league-verify-checked", count=len(report.rounds_checked)))
    if report.mismatches:
        bad = ", ".join(str(r) for r in report.bad_rounds) or "?"
        lines.append(tr(lang, "league-verify-mismatches", count=len(report.mismatches), rounds=bad))
        for mismatch in report.mismatches[:MAX_LISTED_MISMATCHES]:
            lines.append(
                "• "
                + tr(
                    lang,
                    "league-verify-mismatch",
                    round=mismatch.round if mismatch.round is not None else "?",
                    field=mismatch.field,
                    stored=_short(mismatch.stored),
                    expected=_short(mismatch.expected),
                )
            )
        if len(report.mismatches) > MAX_LISTED_MISMATCHES:
            lines.append(tr(lang, "league-truncated", count=len(report.mismatches) - MAX_LISTED_MISMATCHES))
    lines.append(tr(lang, "league-verify-ok" if report.ok else "league-verify-failed"))
    return _fit(lines, lang)


def season_saved_text(lang: str, saved: SeasonSaved) -> str:
    key = "league-season-replaced" if saved.replaced else "league-season-saved"
    season = saved.season
    return tr(lang, key, name=plain(season.name), id=season.id, edition=season.edition.upper())


def season_removed_text(lang: str, removed: CustomSeason) -> str:
    return tr(lang, "league-season-removed", name=plain(removed.name), id=removed.season_id)
