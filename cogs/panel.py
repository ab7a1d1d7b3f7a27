"""/panel: post a quick-flip panel (Flip, +, ++, −, −−, Hand) that survives restarts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T, tr
from bot.ui.common.reach import play_anywhere
from bot.ui.flip.panel import panel_view

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class Panel(FatebotCog):
    @slash(T("cmd-panel"))
    @opening_cooldown
    @play_anywhere
    async def panel(self, interaction: discord.Interaction[Any]) -> None:
        table_of(interaction)
        lang = await language_of(interaction)
        async with undone_unless_delivered(interaction):
            await send_public(interaction, tr(lang, "panel-text"), view=panel_view(lang))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Panel(bot))
