"""A game whose table is a voice channel's text chat shows in the channel's status: the turn,
whose activation (else who is waited on) and the score, e.g. "Turn 2 · alice activates ·
alice 3–1 bob". Players on the call see it without scrolling back to the board.

It follows the board: set when the board is posted and at each of its redraws (so at the board's
pace, never in a command's reply path), cleared when the board is finished (/game end, a set
aside). A status is only sent when it changed, and only where the bot may set it (the Set Voice
Channel Status permission); a refusal is logged and never retried, and the board goes on.
Everything in it is public (the board shows the same).
"""

from __future__ import annotations

import logging
import weakref
from collections import OrderedDict
from typing import TYPE_CHECKING

import discord

from bot.play.game.board import BoardSnapshot
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

STATUS_MAX = 500  # Discord's limit on a voice channel's status
NAME_MAX = 32  # a display name's own limit
NAMES_KEPT = 512

# What each bot last set on each voice channel (a restart sends the next one again).
_shown: weakref.WeakKeyDictionary[discord.Client, dict[int, str | None]] = weakref.WeakKeyDictionary()
_names: weakref.WeakKeyDictionary[discord.Client, OrderedDict[tuple[int, int], str]] = (
    weakref.WeakKeyDictionary()
)


def voice_channel(bot: FatebotBase, channel_id: int) -> discord.VoiceChannel | None:
    """The voice channel whose text chat is this table, where the bot may set its status."""
    channel = bot.get_channel(channel_id)
    if not isinstance(channel, discord.VoiceChannel):
        return None
    me = channel.guild.me
    if me is None or not channel.permissions_for(me).set_voice_channel_status:
        log.info("may not set the status of voice channel %s", channel_id)
        return None
    return channel


async def _name(bot: FatebotBase, guild: discord.Guild, lang: str, user_id: int) -> str:
    member = guild.get_member(user_id)
    if member is not None:
        return member.display_name
    names = _names.setdefault(bot, OrderedDict())
    key = (guild.id, user_id)
    if key not in names:
        try:
            names[key] = (await guild.fetch_member(user_id)).display_name
        except discord.HTTPException:
            return tr(lang, "voice-status-someone")
        while len(names) > NAMES_KEPT:
            names.popitem(last=False)
    return names[key]


async def voice_status_text(
    bot: FatebotBase, guild: discord.Guild, lang: str, snapshot: BoardSnapshot
) -> str | None:
    """The status for the game as the board shows it (None: no game any more)."""
    view = snapshot.view
    if view is None:
        return None
    state = view.state
    names = [clip(await _name(bot, guild, lang, p), NAME_MAX) for p in state.players]
    parts = [
        tr(lang, "voice-status-setup") if state.turn == 0 else tr(lang, "voice-status-turn", turn=state.turn)
    ]
    act = state.current_activations
    if act is not None and act.active is not None:
        parts.append(tr(lang, "voice-status-activates", who=names[state.players.index(act.active)]))
    else:
        waited = [names[state.players.index(o.player)] for o in snapshot.owed if o.player in state.players]
        if waited:
            parts.append(tr(lang, "voice-status-waiting", who=", ".join(dict.fromkeys(waited))))
    parts.append(
        tr(
            lang,
            "voice-status-score",
            first=names[0],
            first_vp=state.scores[0].total,
            second=names[1],
            second_vp=state.scores[1].total,
        )
    )
    return clip(" · ".join(parts), STATUS_MAX)


async def _set(bot: FatebotBase, channel: discord.VoiceChannel, status: str | None) -> None:
    shown = _shown.setdefault(bot, {})
    if channel.id in shown and shown[channel.id] == status:
        return
    try:
        await channel.edit(status=status)
    except discord.HTTPException as error:
        log.info("could not set the status of voice channel %s: %s", channel.id, error.status)
        return
    shown[channel.id] = status


async def show_voice_status(bot: FatebotBase, channel_id: int, lang: str, snapshot: BoardSnapshot) -> None:
    """After the board was posted or redrawn: the voice channel's status shows the game."""
    channel = voice_channel(bot, channel_id)
    if channel is None:
        return
    status = await voice_status_text(bot, channel.guild, lang, snapshot)
    await _set(bot, channel, status)


async def clear_voice_status(bot: FatebotBase, channel_id: int) -> None:
    """The game is over or set aside: the voice channel's status no longer shows it."""
    channel = voice_channel(bot, channel_id)
    if channel is not None:
        await _set(bot, channel, None)
