"""/game done and /game nudge: the activation phase, handed over by chat. A part of the /game
group (cogs/game.py mixes it in), kept apart so that module stays under its size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

import discord
from discord import app_commands

from bot.play.game.activations import How
from bot.rules.game.activations import NOTE_MAX
from bot.ui.common.base import send_public, table_of
from bot.ui.common.commands import choices, slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.game.activation import done_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class GameActivation:
    bot: FatebotBase

    @slash(T("cmd-game-done"))
    @app_commands.choices(how=choices("game-done-how", get_args(How)))
    @opening_cooldown
    async def done(
        self,
        interaction: discord.Interaction[Any],
        note: app_commands.Range[str, 1, NOTE_MAX] | None = None,
        how: app_commands.Choice[str] | None = None,
    ) -> None:
        """Hand the activation over, with an optional short public note."""
        chosen: How = "done" if how is None else how.value  # type: ignore[assignment]
        player = interaction.user.id
        view = await self.bot.play.game.activation_done(table_of(interaction), player, chosen, note=note)
        await send_public(interaction, done_text(await language_of(interaction), view, player, chosen, note))

    @slash(T("cmd-game-nudge"))
    @opening_cooldown
    async def nudge(self, interaction: discord.Interaction[Any]) -> None:
        """Remind the player whose activation it is (once per activation)."""
        player = await self.bot.play.notices.nudge(table_of(interaction), interaction.user.id)
        await send_private(
            interaction, tr(await language_of(interaction), "activation-nudged", who=f"<@{player}>")
        )
