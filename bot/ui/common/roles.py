"""Roles a member hands powers to in the bot: a table's moderator role, the league organiser role."""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError


def _above_member(interaction: discord.Interaction[Any], role: discord.Role) -> bool:
    """Whether ``role`` sits above the member's highest role (never for the server owner)."""
    user = interaction.user
    guild = interaction.guild
    if guild is not None and guild.owner_id == user.id:
        return False
    return not isinstance(user, discord.Member) or role > user.top_role


def check_role_change(
    interaction: discord.Interaction[Any], current: int | None, new: discord.Role | None, unusable_key: str
) -> None:
    """May this member replace the configured role ``current`` with ``new`` (None: clear it)?

    Refused: @everyone and integration roles as ``new``, and, as in Discord's own rule for
    managing roles, any role above the member's highest role, whether it is the one they
    would give powers to or the one they would take them from. The server owner is above
    every role.
    """
    if new is not None:
        if new.is_default() or new.managed:
            raise DomainError(unusable_key, role=new.name if new.is_default() else new.mention)
        if _above_member(interaction, new):
            raise DomainError("error-role-above-yours", role=new.mention)
    guild = interaction.guild
    configured = None if current is None or guild is None else guild.get_role(current)
    if configured is not None and configured != new and _above_member(interaction, configured):
        raise DomainError("error-role-current-above-yours", role=configured.mention)
