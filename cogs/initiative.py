"""/initiative opponent [pass_tokens] [opponent_pass_tokens] [attacker] [last_activator] [edition]
[models] [opponent_models] [soulstone] [opponent_soulstone].

The edition's procedure: M2E flip and soulstone reflips, M3E flip with pass tokens and cheating,
M4E by rule (turn 1 the attacker; later the player who did not activate last chooses). The
result is recorded as the table's turn state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.initiative import INITIATIVE_KIND
from bot.rules.game.turns import MAX_MODELS
from bot.rules.initiative.flow import MAX_PASS_TOKENS
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES
from bot.ui.common.reach import play_anywhere
from bot.ui.duel.inputs import check_opponent
from bot.ui.initiative.view import DYNAMIC_ITEMS, post_initiative, show_lapsed_initiative

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

PassTokens = app_commands.Range[int, 0, MAX_PASS_TOKENS]
Models = app_commands.Range[int, 0, MAX_MODELS]


class Initiative(FatebotCog):
    dynamic_items = DYNAMIC_ITEMS

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.lapse_handlers[INITIATIVE_KIND] = self.close_lapsed

    async def close_lapsed(self, item: Lapsed) -> None:
        await show_lapsed_initiative(self.bot, item)

    @slash(T("cmd-initiative"))
    @opening_cooldown
    @play_anywhere
    @app_commands.choices(edition=EDITION_CHOICES)
    async def initiative(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User,
        pass_tokens: PassTokens = 0,
        opponent_pass_tokens: PassTokens = 0,
        attacker: discord.User | None = None,
        last_activator: discord.User | None = None,
        edition: app_commands.Choice[str] | None = None,
        models: Models | None = None,
        opponent_models: Models | None = None,
        soulstone: bool | None = None,
        opponent_soulstone: bool | None = None,
    ) -> None:
        table_id = table_of(interaction)
        await check_opponent(interaction, opponent, self_key="error-initiative-same-player")
        if (models is None) != (opponent_models is None):
            raise DomainError("rules-error-models-both")
        async with undone_unless_delivered(interaction):
            view = await self.bot.play.initiative.start(
                table_id,
                interaction.user.id,
                opponent.id,
                edition_override=edition.value if edition is not None else None,
                pass_tokens=pass_tokens,
                opponent_pass_tokens=opponent_pass_tokens,
                attacker=attacker.id if attacker is not None else None,
                last_activator=last_activator.id if last_activator is not None else None,
                models=None if models is None or opponent_models is None else (models, opponent_models),
                soulstones=(soulstone, opponent_soulstone),
            )
            await post_initiative(interaction, view)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Initiative(bot))
