"""/doomtrooper's choices and suggestions: tactics, statuses, warriors and rewards."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.doomtrooper import DoomtrooperOps
from bot.rules.doomtrooper import Status, Tactic
from bot.ui.errors import language_of
from bot.ui.i18n import T, tr

TACTIC_CHOICES = [
    app_commands.Choice(name=T(f"choice-doomtrooper-tactic-{t.value}"), value=t.value) for t in Tactic
]
STATUS_CHOICES = [
    app_commands.Choice(name=T(f"choice-doomtrooper-status-{s.value}"), value=s.value) for s in Status
]

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
    if interaction.guild_id is None or interaction.channel_id is None:
        return []
    game = (await ops.show(interaction.channel_id, interaction.user.id)).game
    if game is None:
        return []
    lang = await language_of(interaction)
    key = current.strip().casefold().removeprefix("#")
    choices = []
    for warrior in game.warriors:
        if mine is not None and (warrior.owner_id == interaction.user.id) != mine:
            continue
        if key and key not in f"{warrior.id} {warrior.name}".casefold():
            continue
        label = tr(
            lang,
            "doomtrooper-choice-warrior",
            id=warrior.id,
            name=warrior.name,
            fight=warrior.fight,
            shoot=warrior.shoot,
            armour=warrior.armour,
            value=warrior.value,
        )
        choices.append(app_commands.Choice(name=label[:100], value=str(warrior.id)))
    return choices[:25]


async def reward_choices(
    ops: DoomtrooperOps, interaction: discord.Interaction[Any], current: int | str
) -> list[app_commands.Choice[int]]:
    """Your rewards waiting to be claimed."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return []
    game = (await ops.show(interaction.channel_id, interaction.user.id)).game
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
