"""Parsing at the boundary: option transformers, translated choices and the moderator test."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.play.common.results import Actor
from bot.rules.flip.modifiers import FateModifier, parse_modifiers
from bot.store import TableSettings
from bot.ui.common.base import fatebot, table_of
from bot.ui.common.i18n import T

EDITION_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-edition-{key}"), value=key) for key in ("m4e", "m3e", "m2e")
]
GAME_CHOICES: list[app_commands.Choice[str]] = [
    *EDITION_CHOICES,
    app_commands.Choice(name=T("choice-game-fulminato"), value="fulminato"),
    app_commands.Choice(name=T("choice-game-doomtrooper"), value="doomtrooper"),
]
DECK_MODE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-deck-{key}"), value=key) for key in ("personal", "shared")
]
PACE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-pace-{key}"), value=key) for key in ("live", "post", "none")
]
LANGUAGE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-language-{key}"), value=key) for key in ("auto", "en", "es", "hu")
]


class ModifiersTransformer(app_commands.Transformer):
    """A fate-modifier string (`+`, `--`, `+2`, ...) → FateModifier; anything else a DomainError."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    async def transform(self, interaction: discord.Interaction[Any], value: Any, /) -> FateModifier:
        return parse_modifiers(str(value))


Modifiers = app_commands.Transform[FateModifier, ModifiersTransformer]


def is_table_moderator(interaction: discord.Interaction[Any], settings: TableSettings) -> bool:
    """Manage Channels or Manage Server here, or the table's moderator role."""
    permissions = interaction.permissions
    if permissions.manage_channels or permissions.manage_guild or permissions.administrator:
        return True
    user = interaction.user
    if settings.moderator_role is not None and isinstance(user, discord.Member):
        return any(role.id == settings.moderator_role for role in user.roles)
    return False


def may_change_table(interaction: discord.Interaction[Any], settings: TableSettings) -> bool:
    """Who may change a table's settings (`/table`).

    In a server (with the bot or only a player's install): its moderators, by the member
    permissions Discord sends with the interaction (Manage Channels, Manage Server) or the
    table's moderator role. Outside servers (a group DM, a DM with the bot) no roles or
    permissions exist: everyone at the table may.
    """
    if interaction.guild_id is None:
        return True
    return is_table_moderator(interaction, settings)


async def table_actor(interaction: discord.Interaction[Any]) -> Actor:
    """Who sent the interaction, and whether they moderate its table."""
    settings = await fatebot(interaction).play.table_settings(table_of(interaction))
    return Actor(interaction.user.id, is_table_moderator(interaction, settings))


def clean_text(value: str | None) -> str | None:
    """Trim free text; blank means absent."""
    if value is None:
        return None
    text = " ".join(value.split())
    return text or None
