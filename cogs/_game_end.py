"""/game set_aside|end: how a game stops, and what every /game command needs (the play calls, who
moderates); /game status comes with it (``GameBoard``). A part of the /game group (cogs/game.py
mixes it in: discord.py gathers a group's commands from the cog's classes), kept apart so each
module stays one screenful."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.play.game.play import GamePlay
from bot.play.game.state import NeedsAgreement
from bot.ui.common.base import send_public, table_of
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T, tr
from bot.ui.common.options import is_table_moderator
from bot.ui.game.agreements import finish_game
from bot.ui.game.board import finish_board
from bot.ui.game.requests import ask_to_end
from cogs._game_board import GameBoard

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class GameEnd(GameBoard):
    bot: FatebotBase

    def _games(self) -> GamePlay:
        return self.bot.play.game

    async def _moderator(self, interaction: discord.Interaction[Any]) -> bool:
        return is_table_moderator(interaction, await self.bot.play.table_settings(table_of(interaction)))

    @slash(T("cmd-game-set-aside"))
    async def set_aside(self, interaction: discord.Interaction[Any]) -> None:
        """A game the bot cannot read blocks /game: a moderator sets it aside (kept for the host)."""
        problem = await self._games().set_aside(
            table_of(interaction), interaction.user.id, is_moderator=await self._moderator(interaction)
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, tr(lang, "game-set-aside", who=interaction.user.mention, problem=problem)
        )
        await finish_board(self.bot, table_of(interaction), None, lang)

    @slash(T("cmd-game-end"))
    async def end(self, interaction: discord.Interaction[Any], concede: bool = False) -> None:
        try:
            view = await self._games().end(
                table_of(interaction),
                interaction.user.id,
                is_moderator=await self._moderator(interaction),
                concede=concede,
            )
        except NeedsAgreement as ask:  # before its natural end: the opponent agrees with a button
            await ask_to_end(interaction, ask)
            return
        await finish_game(interaction, view)
