"""/game status: the game board, privately (bot/ui/game/board.py). A part of the /game group
(cogs/game.py mixes it in), kept apart so that each module stays one screenful."""

from __future__ import annotations

from typing import Any

import discord

from bot.ui.common.commands import slash
from bot.ui.common.i18n import T
from bot.ui.game.board import status_reply


class GameBoard:
    @slash(T("cmd-game-status"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """The game as its board shows it, with a link to the pinned board where there is one."""
        await status_reply(interaction)
