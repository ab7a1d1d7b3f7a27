"""/encounter [edition] [season] [opponent]: attacker, defender, strategy, deployment, schemes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.play.encounter import EncounterPlay
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES
from bot.ui.common.reach import play_anywhere
from bot.ui.common.reply_layout import card_layout
from bot.ui.encounter.options import check_opponent_member, season_choices
from bot.ui.encounter.render import encounter_accent, encounter_text
from bot.ui.encounter.request import DYNAMIC_ITEMS as REQUESTS
from bot.ui.encounter.request import ask_encounter
from bot.ui.encounter.view import StrategySelect, strategy_view

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SEASON_MAX = 100


class Encounter(FatebotCog):
    dynamic_items = (StrategySelect, *REQUESTS)

    @slash(T("cmd-encounter"))
    @opening_cooldown
    @play_anywhere
    @app_commands.choices(edition=EDITION_CHOICES)
    async def encounter(
        self,
        interaction: discord.Interaction[Any],
        edition: app_commands.Choice[str] | None = None,
        season: app_commands.Range[str, 1, SEASON_MAX] | None = None,
        opponent: discord.User | None = None,
    ) -> None:
        check_opponent_member(interaction, opponent)
        if opponent is not None:  # their flips need their click: ask them first
            season_id = await EncounterPlay(self.bot.play).check_request(
                table_of(interaction),
                interaction.guild_id,
                interaction.user.id,
                opponent.id,
                edition_override=edition.value if edition is not None else None,
                season_id=season,
            )
            await ask_encounter(
                interaction, opponent.id, edition.value if edition is not None else None, season_id
            )
            return
        async with undone_unless_delivered(interaction):
            result = await EncounterPlay(self.bot.play).encounter(
                table_of(interaction),
                interaction.guild_id,
                interaction.user.id,
                opponent=opponent.id if opponent is not None else None,
                edition_override=edition.value if edition is not None else None,
                season_id=season,
            )
            lang = await language_of(interaction)
            controls = strategy_view(lang, result.chooser, result.encounter.strategy_choices)
            accent = encounter_accent(result.encounter)
            await send_public(
                interaction, view=card_layout(encounter_text(lang, result), accent=accent, controls=controls)
            )

    @encounter.autocomplete("season")
    async def _season_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        edition = getattr(interaction.namespace, "edition", None)
        key = edition if isinstance(edition, str) and edition else None
        return await season_choices(self.bot, interaction, current, key)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Encounter(bot))
