"""/games: every open game, duel and initiative the player is part of, in every server.

User-installable and usable in every context (the DM with the bot above all): the list belongs
to the player, not to a table. Always private, and it pings nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.ui.common.base import NO_PINGS
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import reader_language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.reach import play_anywhere
from bot.ui.games import games_layout, place_of, shows_edition

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class Games(FatebotCog):
    @slash(T("cmd-games"))
    @play_anywhere
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        mine = await self.bot.play.games.mine(interaction.user.id)
        lang = await reader_language_of(interaction)
        places = {e.table_id: place_of(self.bot, lang, e.table_id, e.guild_id) for e in mine.entries}
        named = {e.table_id for e in mine.entries if shows_edition(self.bot, e.table_id, e.edition)}
        layout = games_layout(lang, mine, places=places, named=named)
        if layout is None:
            await send_private(interaction, tr(lang, "games-empty"), allowed_mentions=NO_PINGS)
        else:
            await interaction.response.send_message(view=layout, ephemeral=True, allowed_mentions=NO_PINGS)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Games(bot))
