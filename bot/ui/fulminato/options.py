"""/fulminato's options: choices, combatant names and dice, parsed at the boundary."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.fulminato.fight import FulminatoOps
from bot.rules.fulminato.actions import Action
from bot.rules.fulminato.attack import AttackKind, CalledTarget, DefenderState, Weapon
from bot.rules.fulminato.dice import DIE_STEPS, parse_die
from bot.rules.fulminato.fight import MAX_NAME_LENGTH
from bot.rules.fulminato.grapple import GrappleAction
from bot.rules.fulminato.wounds import HitLocation, Limb, Wound
from bot.ui.common.commands import choices

MAX_TEST_DICE = 5
NAME_LIST_MAX = 400

DIE_CHOICES = choices("fulminato-die", DIE_STEPS)
KIND_CHOICES = choices("fulminato-kind", [k.value for k in AttackKind])
WEAPON_CHOICES = choices("fulminato-weapon", [w.value for w in Weapon])
STATE_CHOICES = choices("fulminato-state", [s.value for s in DefenderState])
CALLED_TARGETS: dict[str, CalledTarget] = {"head": HitLocation.HEAD, **{limb.value: limb for limb in Limb}}
CALLED_CHOICES = choices("fulminato-called", CALLED_TARGETS)
WOUND_CHOICES = choices("fulminato-wound", [w.value for w in Wound])
GRAPPLE_CHOICES = choices("fulminato-grapple", [a.value for a in GrappleAction])
ACTION_CHOICES = choices("fulminato-action", [a.value for a in Action])

Name = app_commands.Range[str, 1, MAX_NAME_LENGTH]


def parse_names(value: str | None) -> list[str]:
    """`Ana, Bandit , Wolf` → ["Ana", "Bandit", "Wolf"]; given but naming nobody is an error."""
    if value is None:
        return []
    names = [" ".join(part.split()) for part in value.split(",")]
    names = [name for name in names if name]
    if not names:
        raise DomainError("fulminato-ui-error-no-names", value=value[:100])
    return names


def parse_dice(value: str) -> list[int]:
    """`d8 d6`, `d8+d6` or `8,6` → [8, 6]."""
    parts = [part for part in re.split(r"[\s,+]+", value.strip()) if part]
    if not parts:
        raise DomainError("fulminato-ui-error-dice", value=value[:100])
    if len(parts) > MAX_TEST_DICE:
        raise DomainError("fulminato-ui-error-too-many-dice", max=MAX_TEST_DICE)
    return [parse_die(part) for part in parts]


async def roster_choices(
    ops: FulminatoOps, interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None or interaction.channel_id is None:
        return []
    state = (await ops.show(interaction.channel_id, interaction.user.id)).state
    # Complete the last name of a comma-separated list, keeping the ones before it.
    head, _, last = current.rpartition(",")
    prefix = f"{head}, " if head else ""
    key = last.strip().casefold()
    choices = []
    for entry in state.roster:
        if key in entry.name.casefold():
            value = f"{prefix}{entry.name}"[:100]
            choices.append(app_commands.Choice(name=value, value=value))
    return choices[:25]
