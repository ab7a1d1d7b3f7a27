"""What /league and /league-admin share: the server, league names and who organises."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.league.draws import LeaguePlay
from bot.ui.common.base import fatebot
from bot.ui.common.i18n import language_of_locale
from bot.ui.common.suggestions import MAX_CHOICES, matching
from bot.ui.league.view import is_organiser

PAIR_SEPARATORS = re.compile(r"[,;\n]+")
USER_MENTION = re.compile(r"<@!?(\d{15,21})>")
BYE_WORDS = frozenset({"bye", "descanso", "szabad", "-"})


def parse_pairs(text: str) -> list[tuple[int, int | None]]:
    """The organiser's pairs: ``@Ana @Bela, @Cruz bye`` (commas, semicolons or lines between
    pairs; ``bye`` for a player without an opponent)."""
    pairs: list[tuple[int, int | None]] = []
    for chunk in PAIR_SEPARATORS.split(text):
        if not chunk.strip():
            continue
        users = [int(u) for u in USER_MENTION.findall(chunk)]
        rest = USER_MENTION.sub(" ", chunk).split()
        if len(users) == 2 and not rest:
            pairs.append((users[0], users[1]))
        elif len(users) == 1 and len(rest) == 1 and rest[0].casefold() in BYE_WORDS:
            pairs.append((users[0], None))
        else:
            raise DomainError("league-error-pairs-format", chunk=chunk.strip()[:60])
    if not pairs:
        raise DomainError("league-error-no-pairs")
    return pairs


def guild_of(interaction: discord.Interaction[Any]) -> int:
    if interaction.guild_id is None:
        raise DomainError("error-guild-only")
    return interaction.guild_id


async def league_name_choices(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    if interaction.guild_id is None:
        return []
    return matching(await fatebot(interaction).play.league.names(interaction.guild_id), current)


async def custom_season_choices(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """This server's own seasons (the only ones it may remove), matching what was typed."""
    if interaction.guild_id is None:
        return []
    typed = current.strip().casefold()
    custom = await fatebot(interaction).play.seasons.custom(interaction.guild_id)
    return [
        app_commands.Choice(name=f"{s.name} ({s.season_id})"[:100], value=s.season_id)
        for s in custom
        if typed in f"{s.name} {s.season_id}".casefold()
    ][:MAX_CHOICES]


async def require_organiser(interaction: discord.Interaction[Any], leagues: LeaguePlay) -> bool:
    """True for an organiser; anyone else is refused (privately) before anything happens."""
    role = await leagues.organiser_role(guild_of(interaction))
    if not is_organiser(interaction, role):
        raise DomainError("league-error-not-organiser")
    return True


def own_language(interaction: discord.Interaction[Any]) -> str | None:
    """The language of the player's own Discord client (their DMs' language in a league), or
    None when Discord says nothing we speak; a table's language is the table's, not theirs."""
    return language_of_locale(interaction.locale)
