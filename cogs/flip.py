"""/flip [modifiers] [reason] [edition]: flip from your own deck at this table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.rules.flip.modifiers import NONE
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES, Modifiers, clean_text
from bot.ui.common.reach import play_anywhere
from bot.ui.flip.view import send_flip

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

REASON_MAX = 200


class Flip(FatebotCog):
    @slash(T("cmd-flip"))
    @opening_cooldown
    @play_anywhere
    @app_commands.choices(edition=EDITION_CHOICES)
    async def flip(
        self,
        interaction: discord.Interaction[Any],
        modifiers: Modifiers | None = None,
        reason: app_commands.Range[str, 1, REASON_MAX] | None = None,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        await send_flip(
            interaction,
            modifiers if modifiers is not None else NONE,
            reason=clean_text(reason),
            edition=edition.value if edition is not None else None,
        )


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Flip(bot))
