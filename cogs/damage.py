"""/damage weak moderate severe [modifiers] [edition]: an M2E/M3E damage flip.

Flip, choose (with +), cheat if the rules allow; the card's strength picks the damage. M4E has
no damage flip: the rules refuse it with a private error pointing to raises. From the game's
crews (``attacker``, ``action``, ``target``, issue 44) the track is the action's and the damage
lands on the target model's health.
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
from bot.ui.crew.options import MODEL_STEMS, ModelName, action_choices, attacker_choices, target_choices
from bot.ui.duel.soulstone_render import block_text
from bot.ui.duel.view import post_duel

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

Damage = app_commands.Range[int, 0, DAMAGE_MAX]


class DamageFlip(FatebotCog):
    @slash(T("cmd-damage"), stems=MODEL_STEMS)
    @opening_cooldown
    @play_anywhere
    @app_commands.choices(edition=EDITION_CHOICES)
    async def damage(
        self,
        interaction: discord.Interaction[Any],
        weak: Damage | None = None,
        moderate: Damage | None = None,
        severe: Damage | None = None,
        modifiers: Modifiers | None = None,
        edition: app_commands.Choice[str] | None = None,
        block: bool = False,
        victim: discord.Member | None = None,
        attacker: ModelName | None = None,
        action: ModelName | None = None,
        target: ModelName | None = None,
    ) -> None:
        if victim is not None and victim.bot:
            raise DomainError("error-player-is-bot", player=victim.mention)
        track: tuple[int, ...] = ()
        on_start = None
        if attacker is not None or action is not None or target is not None:
            if attacker is None or action is None or target is None:
                raise DomainError("crew-damage-error-models")
            plan = await fatebot(interaction).play.game_crews.model_duel(
                table_of(interaction), interaction.user.id, attacker, action, target
            )
            if plan.duel.action.damage is None:
                raise DomainError("crew-damage-error-no-track", action=plan.duel.action.name)
            track = plan.duel.action.damage
            on_start = fatebot(interaction).play.game_crews.starter(interaction.user.id, plan.ref)
        # A number typed wins over the card's; a track of one or two numbers repeats its last.
        numbers = [
            typed if typed is not None else (track[min(i, len(track) - 1)] if track else None)
            for i, typed in enumerate((weak, moderate, severe))
        ]
        if None in numbers:
            raise DomainError("crew-damage-error-numbers")
        low, mid, high = (int(n or 0) for n in numbers)
        async with undone_unless_delivered(interaction):
            duel = await fatebot(interaction).play.duel.duel_damage(
                table_of(interaction),
                interaction.user.id,
                low,
                mid,
                high,
                edition_override=edition.value if edition is not None else None,
                modifier=modifiers if modifiers is not None else NONE,
                block=block,
                victim=victim.id if victim is not None else None,
                on_start=on_start,
            )
            await post_duel(interaction, duel)
        if block:
            lang = await language_of(interaction)
            await send_public(interaction, block_text(lang, duel.soulstones))

    @damage.autocomplete("attacker")
    async def _attackers(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await attacker_choices(interaction, current)

    @damage.autocomplete("action")
    async def _actions(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await action_choices(interaction, current)

    @damage.autocomplete("target")
    async def _targets(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await target_choices(interaction, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(DamageFlip(bot))
