"""Reminders near a round's deadline: each player whose game has no result yet is told once, with
their opponent, the way they chose with /notify (``tell.py``: a ping naming only them where the
round was paired if they are in the league's server, else a DM; a DM; or nothing). What is due
comes from stored times (``leagues.next_reminder_at``), found by the sweep. At a round's deadline
(plus the league's stall days) the organisers get one list of its games without a result, and
the league's stall rule applies to them (``LeagueSeason.close_round``)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.play.league.season import RoundClosed, RoundReminder, load_season
from bot.rules.league.names import plain
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr
from bot.ui.league.season_render import fit, when
from bot.ui.league.standings_post import push_standings_safely
from bot.ui.league.tell import tell

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


async def send_league_reminders(bot: FatebotBase) -> int:
    """The sweep's round of league reminders; how many went out."""
    sent = 0
    for due in await bot.play.season.claim_reminders():
        lang = DEFAULT_LANGUAGE if due.channel is None else await bot.table_language(due.channel)
        for player in due.players:
            try:
                sent += await _remind(bot, due, player, lang)
            except Exception:
                log.exception("could not remind a player of league round %s", due.round)
    for closed in await bot.play.season.claim_closings():
        try:
            sent += await _tell_organisers(bot, closed)
        except Exception:
            log.exception("could not list the stalled games of league round %s", closed.round)
        await push_standings_safely(bot, closed.record.code)  # the round's close settles it
    return sent


async def _tell_organisers(bot: FatebotBase, closed: RoundClosed) -> bool:
    """One list of the round's games without a result, and the rule applied, in the channel
    where the organisers paired it; shown with mentions, pinging nobody."""
    if closed.channel is None:
        return False
    lang = await bot.table_language(closed.channel)
    lines = [
        tr(lang, "league-closed-title", name=plain(closed.record.name), round=closed.round),
        *(f"• <@{p.first}> – <@{p.second}>" for p in closed.stalled),
        tr(lang, f"league-closed-rule-{closed.rule}"),
    ]
    text = fit(lines, lang)
    try:
        await bot.get_partial_messageable(closed.channel).send(
            text, allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException as error:
        log.info("could not list stalled games in channel %s: HTTP %s", closed.channel, error.status)
        return False
    return True


async def _remind(bot: FatebotBase, due: RoundReminder, player: int, lang: str) -> bool:
    """``lang``: the league's channel's; a DM is in the player's own language."""
    season = load_season(due.record)
    pairing = season.pairing_of(due.round, player)
    opponent = None if pairing is None else (pairing.second if player == pairing.first else pairing.first)

    def render(language: str) -> tuple[str, None]:
        text = tr(
            language,
            "league-reminder-opponent",
            who=f"<@{player}>",
            opponent="—" if opponent is None else f"<@{opponent}>",
            name=plain(due.record.name),
            code=due.record.code,
            round=due.round,
            deadline=when(due.deadline),
        )
        return text, None

    known = season.player(player)
    language = known.language if known is not None and known.language else lang
    return await tell(bot, due.record, player, due.channel, render, language=language) is not None
