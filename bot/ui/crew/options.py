"""The options that name models of the game's crews (/duel simple, /duel opposed, /damage) and
their autocomplete: one's own models as attacker, their actions, and the revealed crews' models
as target (an unrevealed crew of someone else is never offered)."""

from __future__ import annotations

from typing import Any, Final

import discord
from discord import app_commands

from bot.rules.crew.cards import NAME_MAX
from bot.ui.common.base import fatebot

CHOICES_MAX: Final = 25
# The options share their keys between the commands (opt-duel-attacker, ...).
MODEL_STEMS: Final = {"attacker": "duel-attacker", "action": "duel-action", "target": "duel-target"}
ModelName = app_commands.Range[str, 1, NAME_MAX + 4]  # a label may add " #2"
Choices = list[app_commands.Choice[str]]


def _choices(names: list[str], current: str) -> Choices:
    typed = current.strip().casefold()
    found = list(dict.fromkeys(n for n in names if typed in n.casefold()))
    return [app_commands.Choice(name=n[:100], value=n[:100]) for n in found][:CHOICES_MAX]


async def attacker_choices(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    if interaction.channel_id is None:
        return []
    crews = fatebot(interaction).play.game_crews
    return _choices(await crews.labels(interaction.channel_id, interaction.user.id, own=True), current)


async def action_choices(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    attacker = getattr(interaction.namespace, "attacker", None)
    if interaction.channel_id is None or not attacker:
        return []
    crews = fatebot(interaction).play.game_crews
    return _choices(await crews.actions(interaction.channel_id, interaction.user.id, str(attacker)), current)


async def target_choices(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    if interaction.channel_id is None:
        return []
    crews = fatebot(interaction).play.game_crews
    return _choices(await crews.labels(interaction.channel_id, interaction.user.id, own=False), current)
