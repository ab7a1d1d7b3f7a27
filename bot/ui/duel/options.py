"""The options of a simple duel, declared once for /duel simple and /odds simple.

Both commands take the same options (stat, target number, modifiers, suits, soulstone, empower,
edition); `SimpleDuelOptions.do_simple` declares them and parses them into a `SimpleDuel`.
Each cog inherits it, makes it a subcommand with `slash` (bot/ui/common/commands.py) and says what a
simple duel does there in `simple_duel`: start one, or work out its odds.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.rules.common.cards import Suit
from bot.rules.duel.arithmetic import STAT_MAX, STAT_MIN
from bot.rules.flip.modifiers import NONE, FateModifier
from bot.ui.common.options import EDITION_CHOICES, Modifiers
from bot.ui.duel.inputs import SOULSTONE_CHOICES, Suits

Stat = app_commands.Range[int, STAT_MIN, STAT_MAX]


@dataclass(frozen=True)
class SimpleDuel:
    """A simple duel's options as given: choices by value, absent modifiers as none."""

    stat: int
    tn: int
    modifier: FateModifier = NONE
    tn_suits: frozenset[Suit] = frozenset()
    soulstone: str | None = None
    empower: bool = False
    edition: str | None = None


class SimpleDuelOptions:
    # What the command does with a simple duel: each cog that inherits this defines it.
    simple_duel: Callable[[discord.Interaction[Any], SimpleDuel], Awaitable[None]]

    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def do_simple(
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
        duel = SimpleDuel(
            stat,
            tn,
            modifier=modifiers or NONE,
            tn_suits=suit or frozenset(),
            soulstone=soulstone.value if soulstone is not None else None,
            empower=empower,
            edition=edition.value if edition is not None else None,
        )
        await self.simple_duel(interaction, duel)
