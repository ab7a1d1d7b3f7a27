"""/roll expression: generic dice in standard notation (for games without a Fate Deck)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.rules.random.dice import roll_expression
from bot.rules.random.dice_values import MAX_EXPRESSION_LENGTH
from bot.ui.common.base import send_public
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.reach import play_anywhere
from bot.ui.random.render import roll_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class Roll(FatebotCog):
    @slash(T("cmd-roll"))
    @play_anywhere
    async def roll(
        self,
        interaction: discord.Interaction[Any],
        expression: app_commands.Range[str, 1, MAX_EXPRESSION_LENGTH],
    ) -> None:
        result = roll_expression(expression, self.bot.rng_factory())
        lang = await language_of(interaction)
        await send_public(interaction, roll_text(lang, interaction.user.id, result))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Roll(bot))
