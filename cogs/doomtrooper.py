"""/doomtrooper …: warriors in play, combat, rewards, sabotage, turns and points.

Thin: options are parsed at the boundary (choices, ranges: bot/ui/doomtrooper/choices.py;
affiliations, card modifiers: bot/ui/doomtrooper/options.py), the play layer does the rest, and
bot/ui/doomtrooper/render.py writes the replies. Combat and sabotage (declared in
bot/ui/doomtrooper/actions.py) reply in public with the reward buttons
(bot/ui/doomtrooper/view.py); errors are private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.play.doomtrooper import DoomView, WarriorSpec
from bot.rules.doomtrooper.traits import MAX_NAME_LENGTH, Status
from bot.ui.common.base import send_public, table_of
from bot.ui.common.commands import at_table, slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.doomtrooper.actions import DoomtrooperActions
from bot.ui.doomtrooper.choices import (
    STATUS_CHOICES,
    Stat,
    WarriorRef,
    check_person,
    reward_choices,
    warrior_choices,
)
from bot.ui.doomtrooper.options import parse_affiliations, parse_designations
from bot.ui.doomtrooper.render import view_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@app_commands.guild_only()
class Doomtrooper(
    DoomtrooperActions,
    commands.GroupCog,
    group_name=T("cmd-doomtrooper"),
    group_description=T("cmd-doomtrooper-desc"),
):
    async def _reply(self, interaction: discord.Interaction[Any], view: DoomView) -> None:
        await send_public(interaction, view_text(await language_of(interaction), view))

    # -- the game ------------------------------------------------------------------------------

    @slash(T("cmd-doomtrooper-start"))
    async def start(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.Member,
        opponent2: discord.Member | None = None,
        opponent3: discord.Member | None = None,
        multiple_sabotage: bool | None = None,
    ) -> None:
        opponents = [check_person(m) for m in (opponent, opponent2, opponent3) if m is not None]
        view = await self.ops.start(*await at_table(interaction), opponents, multiple_sabotage)
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-list"))
    async def show_list(self, interaction: discord.Interaction[Any]) -> None:
        await self._reply(interaction, await self.ops.show(table_of(interaction), interaction.user.id))

    @slash(T("cmd-doomtrooper-score"))
    async def score(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.show(table_of(interaction), interaction.user.id, "score")
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-end_turn"))
    async def end_turn(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end_turn(*await at_table(interaction))
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-variant"))
    async def variant(self, interaction: discord.Interaction[Any], multiple_sabotage: bool) -> None:
        view = await self.ops.set_variant(*await at_table(interaction), multiple_sabotage)
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-empty_deck"))
    async def empty_deck(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.declare_empty_deck(*await at_table(interaction))
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-end"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end_game(*await at_table(interaction))
        await self._reply(interaction, view)

    # -- warriors ------------------------------------------------------------------------------

    @slash(T("cmd-doomtrooper-add"))
    async def add(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, MAX_NAME_LENGTH],
        fight: Stat,
        shoot: Stat,
        armour: Stat,
        value: Stat,
        affiliations: app_commands.Range[str, 1, 200] | None = None,
        designations: app_commands.Range[str, 1, 300] | None = None,
        cover: bool = False,
        detachment: bool = False,
    ) -> None:
        spec = WarriorSpec(
            name=name,
            fight=fight,
            shoot=shoot,
            armour=armour,
            value=value,
            affiliations=parse_affiliations(affiliations),
            designations=parse_designations(designations),
            in_cover=cover,
            detachment=detachment,
        )
        view = await self.ops.add_warrior(*await at_table(interaction), spec)
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-remove"))
    async def remove(self, interaction: discord.Interaction[Any], warrior: WarriorRef) -> None:
        view = await self.ops.remove_warrior(*await at_table(interaction), warrior)
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-cover"))
    async def cover(self, interaction: discord.Interaction[Any], warrior: WarriorRef, in_cover: bool) -> None:
        view = await self.ops.set_cover(*await at_table(interaction), warrior, in_cover)
        await self._reply(interaction, view)

    @slash(T("cmd-doomtrooper-status"))
    @app_commands.choices(status=STATUS_CHOICES)
    async def status(self, interaction: discord.Interaction[Any], warrior: WarriorRef, status: str) -> None:
        view = await self.ops.set_status(*await at_table(interaction), warrior, Status(status))
        await self._reply(interaction, view)

    # -- tactical actions ----------------------------------------------------------------------

    # their options and replies: bot/ui/doomtrooper/actions.py
    attack = slash(T("cmd-doomtrooper-attack"))(DoomtrooperActions.do_attack)
    sabotage = slash(T("cmd-doomtrooper-sabotage"))(DoomtrooperActions.do_sabotage)

    @attack.autocomplete("defender")
    async def _attack_defender(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await warrior_choices(self.ops, interaction, current, mine=None)

    @remove.autocomplete("warrior")
    @cover.autocomplete("warrior")
    @status.autocomplete("warrior")
    @attack.autocomplete("attacker")
    @sabotage.autocomplete("saboteur")
    async def _own_warrior(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await warrior_choices(self.ops, interaction, current, mine=True)

    @slash(T("cmd-doomtrooper-claim"))
    async def claim(
        self,
        interaction: discord.Interaction[Any],
        reward: app_commands.Range[int, 1, 1_000_000],
        promotion: app_commands.Range[int, 0, 1_000_000],
    ) -> None:
        view = await self.ops.claim(*await at_table(interaction), reward, promotion)
        await self._reply(interaction, view)

    @claim.autocomplete("reward")
    async def _claim_reward(
        self, interaction: discord.Interaction[Any], current: int | str
    ) -> list[app_commands.Choice[int]]:
        return await reward_choices(self.ops, interaction, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Doomtrooper(bot))
