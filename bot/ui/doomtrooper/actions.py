"""/doomtrooper's tactical actions: a combat and a sabotage, each with its reward buttons.

The options and what each action does, declared once here; the Doomtrooper cog
(cogs/doomtrooper.py) inherits them and makes each a subcommand with `slash`, in the order
Discord lists them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.play.doomtrooper import PlayedCards
from bot.rules.doomtrooper.combat import Tactic
from bot.ui.common.base import send_public
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import at_table
from bot.ui.common.errors import language_of
from bot.ui.doomtrooper.choices import TACTIC_CHOICES, CardsText, Stat, WarriorRef, check_person
from bot.ui.doomtrooper.options import parse_cards, parse_warzone
from bot.ui.doomtrooper.render import combat_text, sabotage_text
from bot.ui.doomtrooper.view import RewardButton, reward_buttons

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class DoomtrooperActions(FatebotCog):
    """The base of the cog: its play calls (`ops`) and the action commands' callbacks,
    `do_<command>` (as `cmd.Cmd` names them), which the cog makes subcommands.

    Plain functions here, commands in the cog's own body: discord.py lists a base class's
    commands first, and Discord's list of subcommands must stay as it was.
    """

    dynamic_items = (RewardButton,)  # what a combat's and a sabotage's replies carry

    def __init__(self, bot: FatebotBase) -> None:
        super().__init__(bot)
        self.ops = bot.play.doomtrooper

    @app_commands.choices(tactic=TACTIC_CHOICES)
    async def do_attack(
        self,
        interaction: discord.Interaction[Any],
        attacker: WarriorRef,
        defender: WarriorRef,
        tactic: str,
        warzone: CardsText | None = None,
        attacker_cards: CardsText | None = None,
        defender_cards: CardsText | None = None,
        forced: bool = False,
        extra_attack: bool = False,
    ) -> None:
        cards = PlayedCards(
            warzone=parse_warzone(warzone),
            attacker=parse_cards(attacker_cards),
            defender=parse_cards(defender_cards),
        )
        report = await self.ops.attack(
            *await at_table(interaction),
            attacker,
            defender,
            Tactic(tactic),
            cards,
            forced=forced,
            extra_attack=extra_attack,
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, combat_text(lang, report), view=reward_buttons(lang, report.result.rewards)
        )

    async def do_sabotage(
        self,
        interaction: discord.Interaction[Any],
        saboteur: WarriorRef,
        opponent: discord.Member,
        value_modifier: Stat = 0,
    ) -> None:
        report = await self.ops.sabotage(
            *await at_table(interaction),
            saboteur,
            check_person(opponent),
            value_modifier,
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, sabotage_text(lang, report), view=reward_buttons(lang, (report.reward,))
        )
