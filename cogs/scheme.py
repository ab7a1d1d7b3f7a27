"""/scheme choose|reveal|abandon|show: secret schemes of the /game at this table.

The choice is made in a private menu; the channel sees only SHA-256 commitments until the
owner reveals a scheme (or the game ends: /game end reveals what is still secret).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.scheme import SchemePlay
from bot.rules.scheme import Status
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of, reader_language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.scheme.render import abandoned_text, chunks, private_text, public_text, revealed_text
from bot.ui.scheme.view import DYNAMIC_ITEMS, choose_view

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SCHEME_MAX = 100
MAX_CHOICES = 25


@app_commands.guild_only()
class Scheme(
    FatebotCog, commands.GroupCog, group_name=T("cmd-scheme"), group_description=T("cmd-scheme-desc")
):
    dynamic_items = DYNAMIC_ITEMS

    def _schemes(self) -> SchemePlay:
        return self.bot.play.scheme

    @slash(T("cmd-scheme-choose"))
    async def choose(self, interaction: discord.Interaction[Any]) -> None:
        offer = await self._schemes().offer(table_of(interaction), interaction.guild_id, interaction.user.id)
        lang = await reader_language_of(interaction)
        await send_private(
            interaction,
            tr(lang, "scheme-offer", count=offer.count),
            view=choose_view(lang, interaction.user.id, offer),
        )

    @slash(T("cmd-scheme-reveal"), options="scheme")
    async def reveal(
        self, interaction: discord.Interaction[Any], scheme: app_commands.Range[str, 1, SCHEME_MAX]
    ) -> None:
        view = await self._schemes().reveal(table_of(interaction), interaction.user.id, scheme)
        await send_public(interaction, revealed_text(await language_of(interaction), view))

    @reveal.autocomplete("scheme")
    async def _held_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        # Autocomplete suggestions are shown only to the user typing: their own secret schemes.
        if interaction.guild_id is None or interaction.channel_id is None:
            return []
        try:
            view = await self._schemes().show(interaction.channel_id, interaction.user.id)
        except DomainError:
            return []
        typed = current.strip().casefold()
        names = [s.scheme for s in view.mine if s.status is Status.HELD and typed in s.scheme.casefold()]
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names][:MAX_CHOICES]

    @slash(T("cmd-scheme-abandon"))
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._schemes().abandon(table_of(interaction), interaction.user.id)
        await send_public(interaction, abandoned_text(await language_of(interaction), view))

    @slash(T("cmd-scheme-show"))
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._schemes().show(table_of(interaction), interaction.user.id)
        lang = await reader_language_of(interaction)
        text = public_text(lang, view)
        if view.mine:
            text = f"{text}\n\n{private_text(lang, view)}"
        for part in chunks(text):
            await send_private(interaction, part)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Scheme(bot))
