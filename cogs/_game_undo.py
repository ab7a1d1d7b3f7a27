"""/game undo: the last bookkeeping step, previewed privately and taken back with the opponent's
agreement. A part of the /game group (cogs/game.py mixes it in), kept apart so that module stays
under its size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.ui.common.base import table_of
from bot.ui.common.commands import slash
from bot.ui.common.i18n import T
from bot.ui.common.options import is_table_moderator
from bot.ui.game.requests import show_preview

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class GameUndo:
    bot: FatebotBase

    @slash(T("cmd-game-undo"))
    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        table_id = table_of(interaction)
        moderator = is_table_moderator(interaction, await self.bot.play.table_settings(table_id))
        preview = await self.bot.play.game.undo_preview(table_id, interaction.user.id, is_moderator=moderator)
        await show_preview(interaction, preview)
