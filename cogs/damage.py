"""/damage weak moderate severe [modifiers] [edition]: an M2E/M3E damage flip.

Flip, choose (with +), cheat if the rules allow; the card's strength picks the damage. M4E has
no damage flip: the rules refuse it with a private error pointing to raises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.rules.duel.arithmetic import DAMAGE_MAX
from bot.rules.flip.modifiers import NONE
from bot.ui.common.base import fatebot, send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES, Modifiers
from bot.ui.common.reach import play_anywhere
from bot.ui.duel.soulstone_render import block_text
from bot.ui.duel.view import post_duel

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

Damage = app_commands.Range[int, 0, DAMAGE_MAX]


class DamageFlip(FatebotCog):
    @slash(T("cmd-damage"))
    @opening_cooldown
    @play_anywhere
    @app_commands.choices(edition=EDITION_CHOICES)
    async def damage(
        self,
        interaction: discord.Interaction[Any],
        weak: Damage,
        moderate: Damage,
        severe: Damage,
        modifiers: Modifiers | None = None,
        edition: app_commands.Choice[str] | None = None,
        block: bool = False,
        victim: discord.Member | None = None,
    ) -> None:
        if victim is not None and victim.bot:
            raise DomainError("error-player-is-bot", player=victim.mention)
        async with undone_unless_delivered(interaction):
            duel = await fatebot(interaction).play.duel.duel_damage(
                table_of(interaction),
                interaction.user.id,
                weak,
                moderate,
                severe,
                edition_override=edition.value if edition is not None else None,
                modifier=modifiers if modifiers is not None else NONE,
                block=block,
                victim=victim.id if victim is not None else None,
            )
            await post_duel(interaction, duel)
        if block:
            lang = await language_of(interaction)
            await send_public(interaction, block_text(lang, duel.soulstones))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(DamageFlip(bot))
