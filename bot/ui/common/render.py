"""Reply text every feature shares: mentions, clipping to Discord's limit, fate-modifier labels,
and the table's settings (pure: a language and a value in, a string out).

Public messages never show the cards of anyone's hand: only counts.
"""

from __future__ import annotations

from bot.rules.common.pace import Pace, Waits
from bot.store import TableSettings
from bot.ui.common.i18n import tr

# Discord's limit is 2000; leave room for a header line added by callers.
MESSAGE_LIMIT = 1900


def mention(user_id: int | None) -> str:
    """A player named in a reply (nobody is pinged: replies allow no mentions); "—" for nobody."""
    return f"<@{user_id}>" if user_id is not None else "—"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def modifier_label(lang: str, net: int) -> str:
    if net == 0:
        return tr(lang, "flip-modifier-none")
    return ("+" if net > 0 else "−") * abs(net)


# -- hands -------------------------------------------------------------------------------------


# -- decks -------------------------------------------------------------------------------------


# -- tables ------------------------------------------------------------------------------------


def settings_text(lang: str, settings: TableSettings, waits: Waits) -> str:
    language = tr(lang, f"choice-language-{settings.language or 'auto'}")
    role = f"<@&{settings.moderator_role}>" if settings.moderator_role else tr(lang, "table-no-role")
    return tr(
        lang,
        "table-settings",
        table=f"<#{settings.table_id}>",
        game=game_label(lang, settings.game),
        mode=tr(lang, f"deck-mode-{settings.deck_mode}"),
        language=language,
        role=role,
        pace=pace_text(lang, settings, waits),
        fair=tr(lang, "table-fair-deck-value-on" if settings.fair_deck else "table-fair-deck-value-off"),
    )


def pace_text(lang: str, settings: TableSettings, waits: Waits) -> str:
    """The table's pace in one phrase: how long a step waits, and the reminders at `post`; at
    `live`, whether notices are off."""
    text = pace_phrase(lang, settings.pace, waits, settings.reminder_hours, settings.reminders)
    if settings.pace is Pace.LIVE and not settings.live_notices:
        text += " " + tr(lang, "pace-live-quiet")
    return text


def pace_phrase(lang: str, pace: Pace, waits: Waits, reminder_hours: int, reminders: int) -> str:
    """A pace in one phrase (``live``: the minutes; ``post``: the days and the reminders)."""
    if pace is Pace.LIVE:
        return tr(lang, "pace-live-text", minutes=max(1, round(waits.live_s / 60)))
    if pace is Pace.POST:
        days = max(1, round(waits.post_s / 86400))
        return tr(lang, "pace-post-text", days=days, hours=reminder_hours, count=reminders)
    return tr(lang, "pace-none-text")


def game_label(lang: str, game: str) -> str:
    key = f"choice-edition-{game}" if game in ("m4e", "m3e", "m2e") else f"choice-game-{game}"
    return tr(lang, key)


# -- dice --------------------------------------------------------------------------------------
