"""Reminders near a round's deadline: each player whose game has no result yet is told once, the
way they chose with /notify (a ping naming only them where the round was paired, a DM, or
nothing). What is due comes from stored times (``leagues.next_reminder_at``), found by the sweep."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.play.league.season import LeagueSeasonPlay, RoundReminder
from bot.play.notices.ops import NoticePlay
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr
from bot.ui.league.season_render import safe, when
from bot.ui.notices.send import only, send_by_dm

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


async def send_league_reminders(bot: FatebotBase) -> int:
    """The sweep's round of league reminders; how many went out."""
    sent = 0
    for due in await LeagueSeasonPlay(bot.play).claim_reminders():
        lang = DEFAULT_LANGUAGE if due.channel is None else await bot.table_language(due.channel)
        for player in due.players:
            try:
                sent += await _remind(bot, due, player, lang)
            except Exception:
                log.exception("could not remind a player of league round %s", due.round)
    return sent


async def _remind(bot: FatebotBase, due: RoundReminder, player: int, lang: str) -> bool:
    mode = (await NoticePlay(bot.play).prefs(player)).mode
    if mode == "none":
        return False
    text = tr(
        lang,
        "league-reminder",
        who=f"<@{player}>",
        name=safe(due.record.name),
        code=due.record.code,
        round=due.round,
        deadline=when(due.deadline),
    )
    if mode == "dm" or due.channel is None:
        return await send_by_dm(bot, player, text) is not None
    try:
        await bot.get_partial_messageable(due.channel).send(text, allowed_mentions=only(player))
        return True
    except discord.HTTPException as error:
        log.info("could not post a league reminder in channel %s: HTTP %s", due.channel, error.status)
        return False
