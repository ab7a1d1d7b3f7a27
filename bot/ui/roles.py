"""Roles a member hands powers to in the bot: a table's moderator role, the league organiser role."""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError


def check_configurable_role(
    interaction: discord.Interaction[Any], role: discord.Role, unusable_key: str
) -> None:
    """Refuse @everyone, integration roles, and a role above the member's own highest role.

    The last is Discord's own rule for managing roles: a member may not configure a role that
    sits above every role they hold, so that nobody hands powers to ranks above their own.
    The server owner is above every role.
    """
    if role.is_default() or role.managed:
        raise DomainError(unusable_key, role=role.name if role.is_default() else role.mention)
    user = interaction.user
    guild = interaction.guild
    if guild is not None and guild.owner_id == user.id:
        return
    if not isinstance(user, discord.Member) or role > user.top_role:
        raise DomainError("error-role-above-yours", role=role.mention)
