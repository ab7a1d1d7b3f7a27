"""/fulminato …: Fulminato's initiative tracker, action points, attacks, tests and dice.

Thin: options are parsed at the boundary (choices, ranges and name lists:
bot/ui/fulminato/options.py), the play layer does the rest, and bot/ui/fulminato/render.py
writes the replies. Tracker replies are public and carry the turn buttons
(bot/ui/fulminato/view.py); the rolls are declared in bot/ui/fulminato/rolls.py and made
subcommands here; errors are private (the tree's error handler).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.fulminato.table import FulminatoView
from bot.rules.fulminato.actions import Action
from bot.ui.common.base import send_public, table_of
from bot.ui.common.commands import at_table, slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.fulminato.options import (
    ACTION_CHOICES,
    DIE_CHOICES,
    NAME_LIST_MAX,
    Name,
    parse_names,
    roster_choices,
)
from bot.ui.fulminato.render import view_text
from bot.ui.fulminato.rolls import FulminatoRolls
from bot.ui.fulminato.view import FulminatoTurnButton, turn_buttons

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


@app_commands.guild_only()
class Fulminato(
    FulminatoRolls,
    commands.GroupCog,
    group_name=T("cmd-fulminato"),
    group_description=T("cmd-fulminato-desc"),
):
    dynamic_items = (FulminatoTurnButton,)

    async def _reply(self, interaction: discord.Interaction[Any], view: FulminatoView) -> None:
        lang = await language_of(interaction)
        await send_public(interaction, view_text(lang, view), view=turn_buttons(lang, view))

    # -- roster --------------------------------------------------------------------------------

    @slash(T("cmd-fulminato-add"))
    @app_commands.choices(mind=DIE_CHOICES, grace=DIE_CHOICES)
    async def add(
        self,
        interaction: discord.Interaction[Any],
        name: Name,
        mind: int,
        grace: int,
        owner: discord.Member | None = None,
    ) -> None:
        if owner is not None and owner.bot:
            raise DomainError("fulminato-ui-error-bot-owner", name=owner.mention)
        view = await self.ops.add(
            *await at_table(interaction), name, mind, grace, owner.id if owner is not None else None
        )
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-remove"))
    async def remove(self, interaction: discord.Interaction[Any], name: Name) -> None:
        view = await self.ops.remove(*await at_table(interaction), name)
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-show"))
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        await self._reply(interaction, await self.ops.show(table_of(interaction), interaction.user.id))

    # -- the fight -----------------------------------------------------------------------------

    @slash(T("cmd-fulminato-start"))
    async def start(
        self,
        interaction: discord.Interaction[Any],
        surprisers: app_commands.Range[str, 1, NAME_LIST_MAX] | None = None,
        surprised: app_commands.Range[str, 1, NAME_LIST_MAX] | None = None,
    ) -> None:
        view = await self.ops.start(
            *await at_table(interaction), surprisers=parse_names(surprisers), surprised=parse_names(surprised)
        )
        await self._reply(interaction, view)

    @start.autocomplete("surprisers")
    @start.autocomplete("surprised")
    async def _name_list(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await roster_choices(self.ops, interaction, current)

    @slash(T("cmd-fulminato-next"))
    async def next(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.next_turn(*await at_table(interaction))
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-next_round"))
    async def next_round(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.next_round(*await at_table(interaction))
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-delay"))
    async def delay(self, interaction: discord.Interaction[Any], after: Name) -> None:
        view = await self.ops.delay(*await at_table(interaction), after)
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-act"))
    @app_commands.choices(action=ACTION_CHOICES)
    async def act(
        self, interaction: discord.Interaction[Any], action: str, combatant: Name | None = None
    ) -> None:
        view = await self.ops.act(*await at_table(interaction), Action(action), combatant)
        await self._reply(interaction, view)

    @slash(T("cmd-fulminato-end"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end(*await at_table(interaction))
        await self._reply(interaction, view)

    # -- rolls (their options and replies: bot/ui/fulminato/rolls.py) ---------------------------

    attack = slash(T("cmd-fulminato-attack"))(FulminatoRolls.do_attack)
    opposed = slash(T("cmd-fulminato-opposed"))(FulminatoRolls.do_opposed)
    grapple = slash(T("cmd-fulminato-grapple"))(FulminatoRolls.do_grapple)
    test = slash(T("cmd-fulminato-test"))(FulminatoRolls.do_test)
    roll = slash(T("cmd-fulminato-roll"))(FulminatoRolls.do_roll)

    @remove.autocomplete("name")
    @delay.autocomplete("after")
    @act.autocomplete("combatant")
    @attack.autocomplete("attacker")
    @attack.autocomplete("defender")
    @opposed.autocomplete("attacker")
    @opposed.autocomplete("defender")
    @grapple.autocomplete("grappler")
    @grapple.autocomplete("grappled")
    async def _one_name(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await roster_choices(self.ops, interaction, current.replace(",", " "))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Fulminato(bot))
