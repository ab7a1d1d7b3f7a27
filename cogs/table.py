"""/table game|deck|language|pace|moderator_role|fair_deck: table settings.

Without a value each shows the current settings privately; with a value it changes the
setting. /table works wherever the table is (play anywhere, issue 22): in a server, with the
bot or only a player's install, a change needs Manage Channels or Manage Server (the member
permissions Discord sends with the interaction) or the table's moderator role; in a group DM or
a DM with the bot, where no roles exist, everyone at the table may change them
(``may_change_table``). Anyone may look at the settings, so Discord offers /table to everyone
and every change is checked here. A moderator role exists only in a server that added the bot.
The moderator role is a table thing: it never makes anyone a league organiser
(cogs/league_admin.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.rules.common.pace import REMINDER_HOURS_MAX, REMINDER_HOURS_MIN, REMINDERS_MAX, Pace
from bot.store import TableSettings
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.options import (
    DECK_MODE_CHOICES,
    GAME_CHOICES,
    LANGUAGE_CHOICES,
    PACE_CHOICES,
    is_table_moderator,
    may_change_table,
)
from bot.ui.common.reach import bot_is_member, play_anywhere
from bot.ui.common.render import game_label, pace_text, settings_text
from bot.ui.common.roles import check_role_change

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@play_anywhere
class Table(FatebotCog, commands.GroupCog, group_name=T("cmd-table"), group_description=T("cmd-table-desc")):
    async def _moderator(self, interaction: discord.Interaction[Any]) -> bool:
        return may_change_table(interaction, await self.bot.play.table_settings(table_of(interaction)))

    async def _show(self, interaction: discord.Interaction[Any]) -> None:
        settings = await self.bot.play.table_settings(table_of(interaction))
        await send_private(
            interaction, settings_text(await language_of(interaction), settings, self.bot.play.waits)
        )

    async def _setting(
        self,
        interaction: discord.Interaction[Any],
        choice: app_commands.Choice[str] | None,
        change: Callable[..., Awaitable[TableSettings]],
        key: str,
    ) -> None:
        """No value: show the settings; a value: change the setting (moderators) and announce it."""
        if choice is None:
            return await self._show(interaction)
        value = None if choice.value == "auto" else choice.value  # a language's `auto`: none fixed
        settings = await change(table_of(interaction), value, is_moderator=await self._moderator(interaction))
        await self._announce(interaction, key, settings)

    async def _announce(
        self,
        interaction: discord.Interaction[Any],
        key: str,
        settings: TableSettings,
        *,
        hint: str | None = None,
    ) -> None:
        # The language may just have changed: answer in the new one (at a table left on auto
        # where a game runs, the game's own).
        interaction.extras.pop("lang", None)
        interaction.extras.pop("reader_lang", None)
        lang = await language_of(interaction)
        values = _values(lang, settings, self.bot)
        text = tr(lang, key, by=interaction.user.mention, **values)
        if hint is not None:
            text += "\n" + tr(lang, hint, command=tr(lang, "cmd-table"), **values)
        await send_public(interaction, text)

    @slash(T("cmd-table-pace"))
    @app_commands.choices(pace=PACE_CHOICES)
    async def pace(
        self,
        interaction: discord.Interaction[Any],
        pace: app_commands.Choice[str] | None = None,
        reminder_hours: app_commands.Range[int, REMINDER_HOURS_MIN, REMINDER_HOURS_MAX] | None = None,
        reminders: app_commands.Range[int, 0, REMINDERS_MAX] | None = None,
        live_notices: bool | None = None,
    ) -> None:
        """How long this table's steps wait: live (minutes), post (days) or none (until cancelled);
        ``live_notices`` off: no whose-move notices at live pace (a video call hears it anyway)."""
        if pace is None and reminder_hours is None and reminders is None and live_notices is None:
            return await self._show(interaction)
        current = await self.bot.play.table_settings(table_of(interaction))
        settings = await self.bot.play.set_pace(
            table_of(interaction),
            current.pace if pace is None else pace.value,
            reminder_hours=reminder_hours,
            reminders=reminders,
            live_notices=live_notices,
            # Where the bot is not a member nobody can be given the table's role: every player
            # at the table sets its pace, as in a group DM (issue 34).
            is_moderator=may_change_table(interaction, current) or not bot_is_member(interaction),
        )
        hint = None if bot_is_member(interaction) or settings.pace is Pace.LIVE else "pace-note-no-bot"
        await self._announce(interaction, "table-pace-set", settings, hint=hint)

    @slash(T("cmd-table-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def game(
        self, interaction: discord.Interaction[Any], game: app_commands.Choice[str] | None = None
    ) -> None:
        await self._setting(interaction, game, self.bot.play.set_game, "table-game-set")

    @slash(T("cmd-table-deck"))
    @app_commands.choices(mode=DECK_MODE_CHOICES)
    async def deck(
        self, interaction: discord.Interaction[Any], mode: app_commands.Choice[str] | None = None
    ) -> None:
        await self._setting(interaction, mode, self.bot.play.set_deck_mode, "table-deck-set")

    @slash(T("cmd-table-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(
        self, interaction: discord.Interaction[Any], language: app_commands.Choice[str] | None = None
    ) -> None:
        await self._setting(interaction, language, self.bot.play.set_language, "table-language-set")

    @slash(T("cmd-table-fair_deck"))
    async def fair_deck(self, interaction: discord.Interaction[Any], on: bool | None = None) -> None:
        """Committed shuffles outside a game (docs/fair-deck.md): each deck's shuffles come from a
        secret seed whose SHA-256 is posted at once, revealed with a record at the deck's reset."""
        if on is None:
            return await self._show(interaction)
        settings = await self.bot.play.set_fair_deck(
            table_of(interaction), on, is_moderator=await self._moderator(interaction)
        )
        await self._announce(interaction, "table-fair-deck-on" if on else "table-fair-deck-off", settings)

    @slash(T("cmd-table-moderator_role"))
    async def moderator_role(
        self, interaction: discord.Interaction[Any], role: discord.Role | None = None
    ) -> None:
        if interaction.guild_id is None or not bot_is_member(interaction):
            raise DomainError("table-error-no-roles-here")
        current = await self.bot.play.table_settings(table_of(interaction))
        moderator = is_table_moderator(interaction, current)
        if not moderator:
            raise DomainError("error-not-moderator")
        check_role_change(interaction, current.moderator_role, role, "error-table-role-unusable")
        settings = await self.bot.play.set_moderator_role(
            table_of(interaction), role.id if role else None, is_moderator=moderator
        )
        if role is None:
            await self._announce(interaction, "table-role-cleared", settings)
        else:
            await self._announce(interaction, "table-role-set", settings, hint="table-role-visibility")


def _values(lang: str, settings: TableSettings, bot: FatebotBase) -> dict[str, str]:
    return {
        "game": game_label(lang, settings.game),
        "mode": tr(lang, f"deck-mode-{settings.deck_mode}"),
        "language": tr(lang, f"choice-language-{settings.language or 'auto'}"),
        "role": f"<@&{settings.moderator_role}>" if settings.moderator_role else tr(lang, "table-no-role"),
        "pace": pace_text(lang, settings, bot.play.waits),
    }


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Table(bot))
