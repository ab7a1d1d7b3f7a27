"""A league pairing's own thread (issue 45, item 1): "Start the game" on a pairing notice.

Every pair of a round starts its game in a thread of its own, so that two, ten or thirty pairs
of one round play side by side and no game takes the organiser's channel. The thread opens in
the channel an organiser chose for the round (``/league-admin pair threads:``), else in the
channel of the notice; both players are added (``bot/ui/game/thread.py``, as `/game start
thread:True`), the thread is recorded with the season (``LeaguePlaces.threads``: one per
pairing, so a second press points to it) and the pressed notice links to it.

Where no thread can open (Fatebot lacks a permission there, the chosen channel is gone, the
opponent is not a member of the league's server), nothing starts and the presser is told why
and exactly what to run where: `/game start` with the opponent, the league's code and the round,
in a channel both players see.

Presses of one pairing run one at a time (``_LOCKS``), each reading the season as stored, so
two players pressing together open one thread.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import Any

import discord

from bot.errors import DomainError
from bot.play.league.season import SeasonView
from bot.rules.league.season import Pairing
from bot.ui.common.base import NO_PINGS, fatebot
from bot.ui.common.errors import known_error_message, reader_language_of
from bot.ui.common.i18n import resolve_language, tr
from bot.ui.game.board import post_board
from bot.ui.game.thread import FORUM_NEEDS, TEXT_NEEDS, Parent, permission_names, start_in_thread

log = logging.getLogger(__name__)

User = discord.User | discord.Member
_LOCKS: weakref.WeakKeyDictionary[Any, dict[str, asyncio.Lock]] = weakref.WeakKeyDictionary()


async def _channel(interaction: discord.Interaction[Any], room: int | None) -> Any:
    """The channel the thread opens from: the organiser's choice, else the notice's (a thread's
    parent, when the notice is in a thread)."""
    client = interaction.client
    if room is not None:
        return client.get_channel(room) or await client.fetch_channel(room)
    channel: Any = interaction.channel
    if isinstance(channel, discord.Thread):
        channel = channel.parent or await client.fetch_channel(channel.parent_id)
    return channel


async def league_parent(interaction: discord.Interaction[Any], room: int | None, lang: str) -> Parent:
    """Where the pair's thread opens; a DomainError naming why where it cannot."""
    if interaction.guild is None:
        raise DomainError("league-thread-why-no-server")
    try:
        channel = await _channel(interaction, room)
    except discord.HTTPException as error:  # the chosen channel was deleted, or is hidden
        raise DomainError("league-thread-why-room-gone", channel=f"<#{room}>") from error
    if not isinstance(channel, Parent):
        raise DomainError("league-thread-why-channel")
    if isinstance(channel, discord.ForumChannel) and channel.flags.require_tag:
        raise DomainError("league-thread-why-tag")
    needs = FORUM_NEEDS if isinstance(channel, discord.ForumChannel) else TEXT_NEEDS
    # The notice's channel: what Discord says the bot may do there; a chosen one: its overwrites.
    have = interaction.app_permissions if room is None else channel.permissions_for(channel.guild.me)
    missing = [name for name in needs if not getattr(have, name)]
    if missing:
        raise DomainError("league-thread-why-permissions", permissions=permission_names(lang, missing))
    return channel


async def _opponent(interaction: discord.Interaction[Any], user: int) -> discord.Member:
    guild = interaction.guild
    assert guild is not None
    member = guild.get_member(user)
    if member is not None:
        return member
    try:
        return await guild.fetch_member(user)
    except discord.HTTPException as error:
        raise DomainError("league-thread-why-opponent", opponent=f"<@{user}>") from error


async def start_league_thread(
    interaction: discord.Interaction[Any], view: SeasonView, pairing: Pairing, other: int
) -> None:
    """The presser's league game against ``other`` in the pairing's own thread."""
    bot = fatebot(interaction)
    lang = await reader_language_of(interaction)
    locks = _LOCKS.get(bot)
    if locks is None:
        locks = _LOCKS[bot] = {}
    lock = locks.setdefault(f"{view.code}:{pairing.round}:{pairing.first}", asyncio.Lock())
    async with lock:
        stored = await bot.play.season.show(None, view.code)
        places = stored.season.places
        started = places.thread_of(pairing.round, pairing.first)
        if started is not None:
            raise DomainError("league-thread-error-started", thread=f"<#{started}>")
        try:
            parent = await league_parent(interaction, places.room(pairing.round), lang)
            opponent = await _opponent(interaction, other)
        except DomainError as error:
            reason = known_error_message(lang, error) or ""
            args = {"code": view.code, "round": pairing.round, "opponent": f"<@{other}>"}
            raise DomainError("league-thread-error-cannot", reason=reason, **args) from error
        options = {
            "league": view.code,
            "league_round": pairing.round,
            "language": resolve_language(None, interaction.locale, interaction.guild_locale),
        }
        game = await start_in_thread(interaction, parent, opponent, options)
        await bot.play.places.record_thread(view.code, pairing.round, pairing.first, game.table_id)
    await _link(interaction, lang, game.table_id)
    await bot.on_lapsed(list(game.lapsed))
    await post_board(interaction, game)


async def _link(interaction: discord.Interaction[Any], lang: str, thread: int) -> None:
    """The pressed notice says where the game is, and its button goes: nothing left to start."""
    message = interaction.message
    if message is None:
        return
    text = f"{message.content}\n{tr(lang, 'league-thread-notice-link', thread=f'<#{thread}>')}"
    try:
        await message.edit(content=text[:2000], view=None, allowed_mentions=NO_PINGS)
    except discord.HTTPException as error:
        log.info("could not link a league notice to its game's thread: HTTP %s", error.status)
