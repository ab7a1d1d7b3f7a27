"""/soulstone reduce: the M3E damage reduction (spend a stone, flip, reduce by 1/2/3).

The stone comes off the player's /game pool when a game runs at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.play.common.core import fate_edition
from bot.rules.duel.arithmetic import DAMAGE_MAX
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES
from bot.ui.duel.soulstone_render import reduction_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@app_commands.guild_only()
class Soulstone(
    FatebotCog, commands.GroupCog, group_name=T("cmd-soulstone"), group_description=T("cmd-soulstone-desc")
):
    @slash(T("cmd-soulstone-reduce"), options="soulstone")
    @app_commands.choices(edition=EDITION_CHOICES)
    async def reduce(
        self,
        interaction: discord.Interaction[Any],
        damage: app_commands.Range[int, 0, DAMAGE_MAX],
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        table_id = table_of(interaction)
        override = edition.value if edition is not None else None
        view = await self.bot.play.soulstones.reduce(
            table_id, interaction.user.id, damage, edition_override=override
        )
        settings = await self.bot.play.table_settings(table_id)
        text = reduction_text(await language_of(interaction), view, fate_edition(settings, override).key)
        await send_public(interaction, text)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Soulstone(bot))
