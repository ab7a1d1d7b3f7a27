"""/notify's private answer: how and when the player is told, at every table."""

from __future__ import annotations

from bot.rules.notices import NotifyPrefs
from bot.ui.common.i18n import tr


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def prefs_text(lang: str, prefs: NotifyPrefs, now: float) -> str:
    lines = [tr(lang, f"notify-now-{prefs.mode}")]
    if prefs.mode != "none":
        if prefs.interval_hours is None:
            lines.append(tr(lang, "notify-every-table"))
        else:
            lines.append(tr(lang, "notify-every", hours=prefs.interval_hours))
        if prefs.quiet is not None:
            start, end = prefs.quiet
            lines.append(tr(lang, "notify-quiet", start=_clock(start), end=_clock(end), zone=prefs.time_zone))
        if prefs.away(now):
            assert prefs.away_until is not None
            lines.append(tr(lang, "notify-away", until=f"<t:{int(prefs.away_until)}:F>"))
        if prefs.language is not None:
            lines.append(
                tr(lang, "notify-language-now", language=tr(lang, f"choice-notify-language-{prefs.language}"))
            )
    return "\n".join(lines)
