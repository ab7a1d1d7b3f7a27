"""/damage weak moderate severe [modifiers] [edition]: an M2E/M3E damage flip.

Flip, choose (with +), cheat if the rules allow; the card's strength picks the damage. M4E has
no damage flip: the rules refuse it with a private error pointing to raises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.rules.duels import DAMAGE_MAX
from bot.rules.modifiers import NONE
from bot.ui.base import fatebot, table_of
from bot.ui.duel_view import post_duel
from bot.ui.i18n import T
from bot.ui.options import EDITION_CHOICES, Modifiers

if TYPE_CHECKING:
    from bot.app import Fatebot

Damage = app_commands.Range[int, 0, DAMAGE_MAX]


class DamageFlip(commands.Cog):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot

    @app_commands.command(name=T("cmd-damage"), description=T("cmd-damage-desc"))
    @app_commands.guild_only()
    @app_commands.rename(
        weak=T("opt-damage-weak"),
        moderate=T("opt-damage-moderate"),
        severe=T("opt-damage-severe"),
        modifiers=T("opt-damage-modifiers"),
        edition=T("opt-damage-edition"),
    )
    @app_commands.describe(
        weak=T("opt-damage-weak-desc"),
        moderate=T("opt-damage-moderate-desc"),
        severe=T("opt-damage-severe-desc"),
        modifiers=T("opt-damage-modifiers-desc"),
        edition=T("opt-damage-edition-desc"),
    )
    @app_commands.choices(edition=EDITION_CHOICES)
    async def damage(
        self,
        interaction: discord.Interaction[Any],
        weak: Damage,
        moderate: Damage,
        severe: Damage,
        modifiers: Modifiers | None = None,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        duel = await fatebot(interaction).play.duel_damage(
            table_of(interaction),
            interaction.user.id,
            weak,
            moderate,
            severe,
            edition_override=edition.value if edition is not None else None,
            modifier=modifiers if modifiers is not None else NONE,
        )
        await post_duel(interaction, duel)


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(DamageFlip(bot))
