"""/game log: the steps open now (the player's own first), then what happened in the game since
the player's own last move (or from a turn they name), privately. A part of the /game group
(cogs/game.py mixes it in)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.ui.common.base import NO_PINGS, table_of
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T
from bot.ui.game.log_reply import log_reply

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

TURN_MAX = 99


class GameLog:
    bot: FatebotBase

    @slash(T("cmd-game-log"))
    async def log(
        self, interaction: discord.Interaction[Any], turn: app_commands.Range[int, 1, TURN_MAX] | None = None
    ) -> None:
        table_id = table_of(interaction)
        state, events = await self.bot.play.game.log(table_id)
        steps = await self.bot.play.notices.open_steps(table_id)
        lang = await language_of(interaction)
        reply = log_reply(lang, state, events, interaction.user.id, turn, steps, interaction.guild_id)
        await send_private(interaction, reply, allowed_mentions=NO_PINGS)
