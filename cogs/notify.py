"""/notify [mode] [every] [quiet] [time_zone] [away_until]: how and when a player is told it is
their move, once for every table. ``mode``: ping (the default), dm or none. ``every``: hours
between their reminders at tables that play by post (0: the table's). ``quiet``: hours when
nothing reaches them (``22-7``; ``off``), in ``time_zone`` (an IANA name, with suggestions as
they type). ``away_until``: a date they are back (``2026-12-24``; ``off``): nothing reaches them
before it, the board and ``/games`` show it, and their reminders wait. ``language``: what their
league DMs are written in (en, es, hu; ``auto``: the language of their own interactions, the
default). Without options it shows the current choice. User-installable and usable in DMs: the
choice belongs to the player, not to a table. Always private.
"""

from __future__ import annotations

import dataclasses
import zoneinfo
from functools import cache
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.rules.notices import (
    INTERVAL_HOURS_MAX,
    NOTIFY_LANGUAGES,
    NOTIFY_MODES,
    NotifyMode,
    parse_away,
    parse_quiet,
    zone,
)
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import choices, slash
from bot.ui.common.errors import reader_language_of, send_private
from bot.ui.common.i18n import T
from bot.ui.common.reach import play_anywhere
from bot.ui.notices.prefs_render import prefs_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

TEXT_MAX = 40
AUTO = "auto"  # /notify language: back to the language of the player's own interactions
ZONE_SUGGESTIONS = 25  # Discord's most autocomplete choices


@cache
def _zones() -> tuple[str, ...]:
    return tuple(sorted(zoneinfo.available_timezones()))


class Notify(FatebotCog):
    @slash(T("cmd-notify"))
    @play_anywhere
    @app_commands.choices(
        mode=choices("notify-mode", NOTIFY_MODES),
        language=choices("notify-language", (*NOTIFY_LANGUAGES, AUTO)),
    )
    async def notify(
        self,
        interaction: discord.Interaction[Any],
        mode: app_commands.Choice[str] | None = None,
        every: app_commands.Range[int, 0, INTERVAL_HOURS_MAX] | None = None,
        quiet: app_commands.Range[str, 1, TEXT_MAX] | None = None,
        time_zone: app_commands.Range[str, 1, TEXT_MAX] | None = None,
        away_until: app_commands.Range[str, 1, TEXT_MAX] | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        notices = self.bot.play.notices
        user = interaction.user.id
        prefs = await notices.prefs(user)
        if mode is not None:
            prefs = dataclasses.replace(prefs, mode=_mode(mode.value))
        if every is not None:
            prefs = dataclasses.replace(prefs, interval_hours=every or None)
        if time_zone is not None:
            try:
                zone(_zone_name(time_zone))
            except ValueError:
                raise DomainError("notify-error-zone", value=time_zone[:TEXT_MAX]) from None
            prefs = dataclasses.replace(prefs, time_zone=_zone_name(time_zone))
        if quiet is not None:
            prefs = dataclasses.replace(prefs, quiet=parse_quiet(quiet))
        if away_until is not None:
            away = parse_away(away_until, prefs.time_zone, notices.core.now())
            prefs = dataclasses.replace(prefs, away_until=away)
        if language is not None:
            chosen = None if language.value == AUTO else language.value
            prefs = dataclasses.replace(prefs, language=chosen)
        if any(option is not None for option in (mode, every, quiet, time_zone, away_until, language)):
            prefs = await notices.set_prefs(user, prefs)
        lang = await reader_language_of(interaction)
        await send_private(interaction, prefs_text(lang, prefs, notices.core.now()))

    @notify.autocomplete("time_zone")
    async def zone_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.strip().lower().replace(" ", "_")
        found = [name for name in _zones() if wanted in name.lower()][:ZONE_SUGGESTIONS]
        return [app_commands.Choice(name=name, value=name) for name in found]


def _mode(value: str) -> NotifyMode:
    for mode in NOTIFY_MODES:
        if mode == value:
            return mode
    raise ValueError(value)


def _zone_name(typed: str) -> str:
    """A zone as typed (any case): its canonical name, or the text for ``zone`` to refuse."""
    wanted = typed.strip().replace(" ", "_")
    return next((name for name in _zones() if name.lower() == wanted.lower()), wanted)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Notify(bot))
