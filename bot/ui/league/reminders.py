"""Reminders near a round's deadline: each player whose game has no result yet is told once, with
their opponent, the way they chose with /notify (``tell.py``: a ping naming only them where the
round was paired if they are in the league's server, else a DM; a DM; or nothing). What is due
comes from stored times (``leagues.next_reminder_at``), found by the sweep."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.play.league.season import LeagueSeasonPlay, RoundReminder, load_season
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr
from bot.ui.league.season_render import safe, when
from bot.ui.league.tell import tell

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
    pairing = load_season(due.record).pairing_of(due.round, player)
    opponent = None if pairing is None else (pairing.second if player == pairing.first else pairing.first)
    text = tr(
        lang,
        "league-reminder-opponent",
        who=f"<@{player}>",
        opponent="—" if opponent is None else f"<@{opponent}>",
        name=safe(due.record.name),
        code=due.record.code,
        round=due.round,
        deadline=when(due.deadline),
    )
    return await tell(bot, due.record, player, text, due.channel) is not None
