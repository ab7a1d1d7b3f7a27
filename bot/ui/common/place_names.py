"""How a DM names a table's place: as the player knows it (a hand DM's title).

A channel of a server the bot is in is a mention Discord shows with its name. A group DM, or a
channel of a server where only a player installed the app, is not: Discord shows its mention as
an unknown channel. There the place is named by what the interactions there tell: the group's
name, else its members' names; the channel's name. The bot never sees those places otherwise,
so the last interaction at each table is remembered (in memory, a bounded number of tables);
a DM refreshed before any interaction there since a restart says what kind of place it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import discord
from cachetools import LRUCache

from bot.ui.common.i18n import inert, tr
from bot.ui.common.reach import bot_is_member

NAME_MAX = 100
REMEMBERED = 10_000

Kind = Literal["server", "group-named", "group-with", "no-bot", "dm"]


@dataclass(frozen=True, slots=True)
class Place:
    kind: Kind
    name: str = ""  # the group's or the channel's name, or the group's members' names


_places: LRUCache[int, Place] = LRUCache(REMEMBERED)


def place_of(interaction: discord.Interaction[Any]) -> Place | None:
    """Where an interaction is, as its payload tells (None: no channel)."""
    channel = interaction.channel
    if channel is None:
        return None
    if isinstance(channel, discord.GroupChannel):
        if channel.name:
            return Place("group-named", channel.name[:NAME_MAX])
        names = [user.display_name for user in channel.recipients]
        return Place("group-with", ", ".join(names)[:NAME_MAX])
    if isinstance(channel, discord.DMChannel):
        return Place("dm")
    if bot_is_member(interaction):
        return Place("server")
    return Place("no-bot", (getattr(channel, "name", None) or "")[:NAME_MAX])


def remember_place(interaction: discord.Interaction[Any]) -> None:
    """Note where the interaction's table is (every interaction passes here)."""
    if interaction.channel_id is None:
        return
    place = place_of(interaction)
    if place is not None:
        _places[interaction.channel_id] = place


def known_place(table_id: int) -> Place | None:
    return _places.get(table_id)


def place_name(lang: str, table_id: int, *, in_server: bool) -> str | None:
    """The place of a table where a mention would not show it, in words; None for a channel of
    a server the bot is in (``in_server``: the caller knows its server; its mention shows it)."""
    place = _places.get(table_id)
    if place is None:
        return None if in_server else tr(lang, "lang-place-unknown")
    if place.kind == "server":
        return None
    if place.kind == "no-bot" and not place.name:
        return tr(lang, "lang-place-no-bot-unnamed")
    if place.kind == "dm":
        return tr(lang, "lang-place-dm")
    return tr(lang, f"lang-place-{place.kind}", name=inert(place.name))
