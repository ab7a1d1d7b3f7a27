"""/odds simple and /odds opposed: the exact chances of a duel from your deck as it stands.

Private and read-only: the answer is ephemeral and no card moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.rules.duel.arithmetic import NO_BOOST
from bot.rules.flip.modifiers import NONE
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import reader_language_of, send_private
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES, Modifiers
from bot.ui.common.reach import play_anywhere
from bot.ui.duel.inputs import SOULSTONE_CHOICES, Stat, Suits, check_opponent, soulstone_boost
from bot.ui.odds.render import opposed_odds_text, simple_odds_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@play_anywhere
class Odds(
    FatebotCog,
    commands.GroupCog,
    group_name=T("cmd-odds"),
    group_description=T("cmd-odds-desc"),
):
    @slash(T("cmd-odds-simple"))
    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def simple(
        self,
        interaction: discord.Interaction[Any],
        stat: Stat,
        tn: Stat,
        modifiers: Modifiers | None = None,
        suit: Suits | None = None,
        soulstone: app_commands.Choice[str] | None = None,
        empower: bool = False,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        view = await self.bot.play.odds.simple(
            table_of(interaction),
            interaction.user.id,
            stat,
            tn,
            tn_suits=suit or frozenset(),
            modifier=modifiers or NONE,
            boost=soulstone_boost(None if soulstone is None else soulstone.value) or NO_BOOST,
            empower=empower,
            edition_override=edition.value if edition is not None else None,
        )
        await send_private(interaction, simple_odds_text(await reader_language_of(interaction), view))

    @slash(T("cmd-odds-opposed"))
    @app_commands.choices(edition=EDITION_CHOICES)
    async def opposed(
        self,
        interaction: discord.Interaction[Any],
        stat: Stat,
        opponent_stat: Stat,
        modifiers: Modifiers | None = None,
        opponent_modifiers: Modifiers | None = None,
        opponent: discord.User | None = None,
        tn: Stat | None = None,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        table_id = table_of(interaction)
        if opponent is not None:
            await check_opponent(interaction, opponent, self_key="error-duel-against-yourself")
        view = await self.bot.play.odds.opposed(
            table_id,
            interaction.user.id,
            stat,
            opponent_stat,
            modifier=modifiers or NONE,
            opponent_modifier=opponent_modifiers or NONE,
            opponent=None if opponent is None else opponent.id,
            tn=tn,
            edition_override=edition.value if edition is not None else None,
        )
        await send_private(interaction, opposed_odds_text(await reader_language_of(interaction), view))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Odds(bot))
