"""/random model count and /random player opponent: the Malifaux random determinations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.play.random import RandomPlay
from bot.rules.random.picks import MAX_CANDIDATES
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.reach import play_anywhere
from bot.ui.duel.inputs import check_opponent
from bot.ui.random.render import RandomModelButton, random_model_layout
from bot.ui.random.request import DYNAMIC_ITEMS as REQUESTS
from bot.ui.random.request import ask_random_player

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@play_anywhere
class Random(
    FatebotCog, commands.GroupCog, group_name=T("cmd-random"), group_description=T("cmd-random-desc")
):
    dynamic_items = (RandomModelButton, *REQUESTS)

    @slash(T("cmd-random-model"))
    @opening_cooldown
    async def model(
        self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, MAX_CANDIDATES]
    ) -> None:
        async with undone_unless_delivered(interaction):
            view = await RandomPlay(self.bot.play).model(table_of(interaction), interaction.user.id, count)
            lang = await language_of(interaction)
            await send_public(interaction, view=random_model_layout(lang, view))

    @slash(T("cmd-random-player"))
    @opening_cooldown
    async def player(self, interaction: discord.Interaction[Any], opponent: discord.User) -> None:
        table_of(interaction)
        await check_opponent(interaction, opponent, self_key="error-random-player-same")
        # Nothing is flipped yet: the opponent flips from their own deck with the button.
        await ask_random_player(interaction, opponent.id)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Random(bot))
