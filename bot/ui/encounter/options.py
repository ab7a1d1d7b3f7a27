"""Options shared by /encounter, /game start and /league-admin create: opponents and seasons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.common.core import fate_edition
from bot.play.encounter import Seasons
from bot.ui.common.suggestions import MAX_CHOICES

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


def check_opponent_member(
    interaction: discord.Interaction[Any], opponent: discord.Member | discord.User | None
) -> None:
    if opponent is None:
        return
    if opponent.bot:
        raise DomainError("encounter-error-opponent-bot", player=opponent.mention)
    if opponent.id == interaction.user.id:
        raise DomainError("encounter-error-opponent-self")


async def season_choices(
    bot: FatebotBase, interaction: discord.Interaction[Any], current: str, edition_key: str | None
) -> list[app_commands.Choice[str]]:
    """Every season (shipped and this server's custom ones) matching what was typed: those of
    the edition (given, else the table's) first, then the others, so that any season can be
    found from any table (issue 24)."""
    if edition_key is None and interaction.channel_id is not None:
        settings = await bot.play.table_settings(interaction.channel_id)
        try:
            edition_key = fate_edition(settings).key
        except DomainError:
            edition_key = None
    entries = await Seasons(bot.play).available(interaction.guild_id)
    entries.sort(key=lambda entry: entry.season.edition != edition_key)  # stable: file order kept
    typed = current.strip().casefold()
    choices: list[app_commands.Choice[str]] = []
    for entry in entries:
        season = entry.season
        label = f"{season.name} ({season.id}, {season.edition.upper()}{', custom' if entry.custom else ''})"
        if typed and typed not in label.casefold():
            continue
        choices.append(app_commands.Choice(name=label[:100], value=season.id))
    return choices[:MAX_CHOICES]
