"""/stats: the luck report (docs/fair-deck.md) over a player's ended games, or over a league
season's. Always private, and it pings nobody; it shows only what the games' records made public."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.ui.common.base import NO_PINGS
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.reach import play_anywhere
from bot.ui.stats import stats_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

LEAGUE_MAX = 100


class Stats(FatebotCog):
    @slash(T("cmd-stats"))
    @play_anywhere
    async def stats(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        league: app_commands.Range[str, 1, LEAGUE_MAX] | None = None,
    ) -> None:
        lang = await language_of(interaction)
        play = self.bot.play.stats
        if league is not None:
            name, view = await play.of_league(interaction.guild_id, league)
            title = tr(lang, "stats-league-title", league=name)
        else:
            who = player or interaction.user
            view = await play.of_player(who.id)
            title = tr(lang, "stats-player-title", player=f"<@{who.id}>")
        await send_private(interaction, stats_text(lang, title, view), allowed_mentions=NO_PINGS)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Stats(bot))
