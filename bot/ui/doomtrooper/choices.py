"""/doomtrooper's choices and suggestions: tactics, statuses, warriors and rewards."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.doomtrooper import DoomtrooperOps
from bot.rules.doomtrooper.combat import Tactic
from bot.rules.doomtrooper.table import DoomtrooperTable
from bot.rules.doomtrooper.traits import Status
from bot.ui.common.commands import choices
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr

TACTIC_CHOICES = choices("doomtrooper-tactic", [t.value for t in Tactic])
STATUS_CHOICES = choices("doomtrooper-status", [s.value for s in Status])

Stat = app_commands.Range[int, -99, 99]
WarriorRef = app_commands.Range[str, 1, 80]
CardsText = app_commands.Range[str, 1, 200]


def check_person(member: discord.Member | discord.User) -> int:
    if member.bot:
        raise DomainError("doomtrooper-ui-error-bot-player", name=member.mention)
    return member.id


async def warrior_choices(
    ops: DoomtrooperOps, interaction: discord.Interaction[Any], current: str, *, mine: bool | None
) -> list[app_commands.Choice[str]]:
    """Warriors in play matching what was typed: mine=True yours, False others', None all."""
    game = await _game(ops, interaction)
    if game is None:
        return []
    lang = await language_of(interaction)
    key = current.strip().casefold().removeprefix("#")
    found = []
    for w in game.warriors:
        if mine is not None and (w.owner_id == interaction.user.id) != mine:
            continue
        if key and key not in f"{w.id} {w.name}".casefold():
            continue
        stats = {"fight": w.fight, "shoot": w.shoot, "armour": w.armour, "value": w.value}
        label = tr(lang, "doomtrooper-choice-warrior", id=w.id, name=w.name, **stats)
        found.append(app_commands.Choice(name=label[:100], value=str(w.id)))
    return found[:25]


async def reward_choices(
    ops: DoomtrooperOps, interaction: discord.Interaction[Any], current: int | str
) -> list[app_commands.Choice[int]]:
    """Your rewards waiting to be claimed."""
    game = await _game(ops, interaction)
    if game is None:
        return []
    lang = await language_of(interaction)
    return [
        app_commands.Choice(
            name=tr(
                lang,
                "doomtrooper-choice-reward",
                id=r.id,
                points=r.points,
                reason=r.reason,
                warrior=r.warrior,
            )[:100],
            value=r.id,
        )
        for r in game.pending
        if r.player_id == interaction.user.id
    ][:25]


async def _game(ops: DoomtrooperOps, interaction: discord.Interaction[Any]) -> DoomtrooperTable | None:
    """The game at the table, for suggestions (none outside a server)."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return None
    return (await ops.show(interaction.channel_id, interaction.user.id)).game
