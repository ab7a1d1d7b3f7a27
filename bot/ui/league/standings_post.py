"""The league's standings, pushed (issue 45, item 9).

After a round closes (every game of it has its final result, or its deadline closed it:
``bot.rules.league.closing``), one standings message per league is kept current in the league's
channel: the channel where its latest round was paired. It is posted once and edited after that
(its channel and id are kept with the season, ``LeaguePlaces.standings``), posted again only
where the old one is gone (deleted, or its channel unreachable). It pings nobody: it is written
in the channel's language and names players by mention only.

The units where a round can close owe a push (a report both players agree on, a Confirm press,
an organiser's result or late decision, the sweep's closing of a round, and the pairing of the
next round: ``bot.play.league.notices``), sent by the after-step path (``outbox.py``). Pushes of
one league run one at a time (``_LOCKS``), each from the season as stored, so two closing
results never post two messages.

Each player's notice of the next round says where they stand (``standing_line``).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import weakref
from typing import TYPE_CHECKING, Any

import discord

from bot.play.league.season import SeasonView
from bot.rules.league.closing import last_closed_round
from bot.rules.league.places import StandingsPost
from bot.ui.common.i18n import tr
from bot.ui.league.season_render import fit, standings_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

_LOCKS: weakref.WeakKeyDictionary[Any, dict[str, asyncio.Lock]] = weakref.WeakKeyDictionary()


def standing_line(lang: str, view: SeasonView, player: int) -> str:
    """Where ``player`` stands now (rank, points, of how many), for the next round's notice;
    empty before any round closed."""
    if last_closed_round(view.season) is None:
        return ""
    table = view.standings()
    mine = next((s for s in table if s.player == player), None)
    if mine is None:
        return ""
    return tr(lang, "league-standing-you", rank=mine.rank, points=mine.points, players=len(table))


def _channel(view: SeasonView) -> int | None:
    """The league's channel: where its latest round was paired."""
    plans = [p for p in view.season.plans if p.channel is not None]
    return max(plans, key=lambda p: p.round).channel if plans else None


async def push_standings(bot: FatebotBase, code: str) -> bool:
    """Post or edit the league's standings message once a round closed; True if it changed."""
    locks = _LOCKS.get(bot)
    if locks is None:
        locks = _LOCKS[bot] = {}
    async with locks.setdefault(code, asyncio.Lock()):
        view = await bot.play.season.show(None, code)
        closed = last_closed_round(view.season)
        channel = _channel(view)
        if closed is None or channel is None:
            return False
        lang = await bot.table_language(channel)
        header = tr(lang, "league-standings-post-title", round=closed)
        text = fit([header, *standings_text(lang, view).split("\n")], lang)
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        post = view.season.places.standings
        if post is not None and post.channel == channel and post.digest == digest:
            return False  # nothing changed since it was last written (a report, say)
        if post is not None and post.channel == channel:
            message = bot.get_partial_messageable(post.channel).get_partial_message(post.message)
            try:
                await message.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
            except discord.NotFound:
                log.info("the standings message of league %s was deleted: posting it again", code)
            except discord.HTTPException as error:
                log.info("could not edit the standings of league %s: HTTP %s", code, error.status)
                return False
            else:
                await bot.play.places.record_standings(
                    code, StandingsPost(channel, post.message, closed, digest)
                )
                return True
        try:
            sent = await bot.get_partial_messageable(channel).send(
                text, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:
            log.info("could not post the standings of league %s: HTTP %s", code, error.status)
            return False
        await bot.play.places.record_standings(code, StandingsPost(channel, sent.id, closed, digest))
        return True
