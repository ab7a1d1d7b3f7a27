"""/hand draw [soulstone], /hand show, /hand discard: the private control hand.

Hands are shown only to their owner: ephemeral replies and the hand DM.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.errors import DomainError
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import reader_language_of
from bot.ui.common.i18n import T
from bot.ui.common.reach import play_anywhere
from bot.ui.hand.view import hand_reply, send_private_view, show_hand, update_hand_dm

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@play_anywhere
class Hand(FatebotCog, commands.GroupCog, group_name=T("cmd-hand"), group_description=T("cmd-hand-desc")):
    @slash(T("cmd-hand-draw"))
    async def draw(self, interaction: discord.Interaction[Any], soulstone: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await self.bot.play.hand.hand_draw(table_of(interaction), interaction.user.id, soulstone)
        lang = await reader_language_of(interaction)
        status = await update_hand_dm(interaction, result, lang)
        await send_private_view(
            interaction, hand_reply(lang, result, status, table_id=result.table_id, drew=True)
        )

    @slash(T("cmd-hand-show"))
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        await show_hand(interaction)

    @slash(T("cmd-hand-discard"))
    async def discard(self, interaction: discord.Interaction[Any]) -> None:
        result = await self.bot.play.hand.hand_show(table_of(interaction), interaction.user.id)
        if not result.hand:
            raise DomainError("error-hand-empty")
        lang = await reader_language_of(interaction)
        layout = hand_reply(lang, result, status=None, table_id=result.table_id, offer_discard=True)
        await interaction.response.send_message(ephemeral=True, view=layout)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Hand(bot))
