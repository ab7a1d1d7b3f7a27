"""/game score: VP and soulstone pools (the opponent's only with their agreement). A part of the
/game group (cogs/game.py mixes it in), kept apart so that module stays under its size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.game.state import MAX_POINTS_CHANGE, MAX_SOULSTONES, NeedsAgreement
from bot.ui.common.base import send_public, table_of
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.options import is_table_moderator
from bot.ui.game.commands import scheme_choices
from bot.ui.game.render import score_text
from bot.ui.game.requests import ask_to_score

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SCHEME_MAX = 100


class GameScoring:
    bot: FatebotBase

    @slash(T("cmd-game-score"), options="game", stems={"soulstones": "game-soulstones-change"})
    async def score(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        strategy: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        scheme: app_commands.Range[str, 1, SCHEME_MAX] | None = None,
        scheme_vp: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        soulstones: app_commands.Range[int, -MAX_SOULSTONES, MAX_SOULSTONES] = 0,
    ) -> None:
        if player is not None and player.bot:
            raise DomainError("error-player-is-bot", player=player.mention)
        settings = await self.bot.play.table_settings(table_of(interaction))
        try:
            view = await self.bot.play.game.score(
                table_of(interaction),
                interaction.user.id,
                player=player.id if player is not None else None,
                strategy=strategy,
                scheme=scheme,
                scheme_points=scheme_vp,
                soulstones=soulstones,
                is_moderator=is_table_moderator(interaction, settings),
            )
        except NeedsAgreement as ask:  # the opponent's score: they agree with a button
            await ask_to_score(
                interaction, ask, strategy=strategy, scheme=scheme, scheme_vp=scheme_vp, soulstones=soulstones
            )
            return
        await send_public(interaction, score_text(await language_of(interaction), view.state))

    @score.autocomplete("scheme")
    async def _scheme_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await scheme_choices(self.bot.play.game, interaction, current)
