"""/fulminato's rolls: attacks, opposed rolls, grapples, skill tests and free dice.

The options and what each roll does, declared once here; the Fulminato cog (cogs/fulminato.py)
makes each a subcommand with `slash`, after the tracker's commands, as Discord lists them.
The rolls change no tracker state that needs buttons: their replies are plain public text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.play.fulminato.rolls import AttackRequest
from bot.rules.fulminato.attack import AttackKind, DefenderState, Weapon
from bot.rules.fulminato.grapple import GrappleAction
from bot.rules.fulminato.wounds import Wound
from bot.rules.random.dice_values import MAX_EXPRESSION_LENGTH
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.errors import language_of
from bot.ui.fulminato.options import (
    CALLED_CHOICES,
    CALLED_TARGETS,
    DIE_CHOICES,
    GRAPPLE_CHOICES,
    KIND_CHOICES,
    STATE_CHOICES,
    WEAPON_CHOICES,
    WOUND_CHOICES,
    Name,
    parse_dice,
)
from bot.ui.fulminato.procedures_render import grapple_text, opposed_text
from bot.ui.fulminato.render import attack_text as render_attack
from bot.ui.fulminato.render import roll_text, skill_test_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class FulminatoRolls(FatebotCog):
    """The base of the cog: its play calls (`ops`) and the roll commands' callbacks,
    `do_<command>` (as `cmd.Cmd` names them), which the cog makes subcommands.

    Plain functions here, commands in the cog's own body: discord.py lists a base class's
    commands first, and Discord's list of subcommands must stay as it was.
    """

    def __init__(self, bot: FatebotBase) -> None:
        super().__init__(bot)
        self.ops = bot.play.fulminato

    @app_commands.choices(characteristic=DIE_CHOICES, skill=DIE_CHOICES)
    @app_commands.choices(
        kind=KIND_CHOICES,
        weapon=WEAPON_CHOICES,
        defender_state=STATE_CHOICES,
        called=CALLED_CHOICES,
        wound=WOUND_CHOICES,
    )
    async def do_attack(
        self,
        interaction: discord.Interaction[Any],
        kind: str,
        characteristic: int,
        skill: int,
        weapon: str = Weapon.WEAPON.value,
        ranks: app_commands.Range[int, -10, 10] = 0,
        bonus: app_commands.Range[int, -50, 50] = 0,
        shield: app_commands.Range[int, 0, 50] = 0,
        armour: app_commands.Range[int, 0, 50] = 0,
        extra: app_commands.Range[int, -50, 50] = 0,
        defence_ranks: app_commands.Range[int, -10, 10] = 0,
        flankers: app_commands.Range[int, 0, 20] = 0,
        defender_state: str | None = None,
        surprised_ranks: app_commands.Range[int, -10, -1] | None = None,
        damage: app_commands.Range[str, 1, 100] | None = None,
        hit_points: app_commands.Range[int, 1, 10_000] | None = None,
        called: str | None = None,
        attacker: Name | None = None,
        defender: Name | None = None,
        cover: bool = False,
        hit_points_left: app_commands.Range[int, 0, 10_000] | None = None,
        wound: str | None = None,
    ) -> None:
        request = AttackRequest(
            kind=AttackKind(kind),
            characteristic=characteristic,
            skill=skill,
            weapon=Weapon(weapon),
            ranks=ranks,
            bonus=bonus,
            shield=shield,
            armour=armour,
            extra=extra,
            defence_ranks=defence_ranks,
            flankers=flankers,
            defender_state=None if defender_state is None else DefenderState(defender_state),
            surprised_die_ranks=surprised_ranks,
            damage=damage,
            victim_hit_points=hit_points,
            called=None if called is None else CALLED_TARGETS[called],
            attacker=attacker,
            defender=defender,
            cover=cover,
            hit_points_left=hit_points_left,
            wound=None if wound is None else Wound(wound),
        )
        report = await self.ops.attack(table_of(interaction), interaction.user.id, request)
        await send_public(interaction, render_attack(await language_of(interaction), report))

    async def do_opposed(
        self,
        interaction: discord.Interaction[Any],
        attacker_dice: app_commands.Range[str, 1, 100],
        defender_dice: app_commands.Range[str, 1, 100],
        attacker_ranks: app_commands.Range[int, -10, 10] = 0,
        defender_ranks: app_commands.Range[int, -10, 10] = 0,
        attacker: Name | None = None,
        defender: Name | None = None,
    ) -> None:
        report = await self.ops.opposed(
            table_of(interaction),
            interaction.user.id,
            parse_dice(attacker_dice),
            parse_dice(defender_dice),
            attacker_ranks=attacker_ranks,
            defender_ranks=defender_ranks,
            attacker=attacker,
            defender=defender,
        )
        await send_public(interaction, opposed_text(await language_of(interaction), report))

    @app_commands.choices(action=GRAPPLE_CHOICES)
    async def do_grapple(
        self,
        interaction: discord.Interaction[Any],
        action: str,
        dice: app_commands.Range[str, 1, 100],
        against: app_commands.Range[str, 1, 100] | None = None,
        heavy_object: bool = False,
        after_failed_tie: bool = False,
        ranks: app_commands.Range[int, -10, 10] = 0,
        grappler: Name | None = None,
        grappled: Name | None = None,
    ) -> None:
        report = await self.ops.grapple(
            table_of(interaction),
            interaction.user.id,
            GrappleAction(action),
            parse_dice(dice),
            parse_dice(against) if against is not None else (),
            heavy_object=heavy_object,
            after_failed_tie=after_failed_tie,
            ranks=ranks,
            grappler=grappler,
            grappled=grappled,
        )
        await send_public(interaction, grapple_text(await language_of(interaction), report))

    async def do_test(
        self,
        interaction: discord.Interaction[Any],
        dice: app_commands.Range[str, 1, 50],
        difficulty: app_commands.Range[int, 0, 100],
        ranks: app_commands.Range[int, -10, 10] = 0,
        bonus: app_commands.Range[int, -50, 50] = 0,
    ) -> None:
        report = await self.ops.test(
            table_of(interaction), interaction.user.id, parse_dice(dice), difficulty, ranks, bonus
        )
        await send_public(interaction, skill_test_text(await language_of(interaction), report))

    async def do_roll(
        self,
        interaction: discord.Interaction[Any],
        expression: app_commands.Range[str, 1, MAX_EXPRESSION_LENGTH],
    ) -> None:
        report = await self.ops.roll(table_of(interaction), interaction.user.id, expression)
        await send_public(interaction, roll_text(await language_of(interaction), report))
