"""Reminders near a round's deadline, and the list of a closed round's games without a result.

The sweep's units find them (``LeagueSeasonPlay.claim_reminders``, ``claim_closings``: each round
once, from stored times) and owe them as stored league notices; ``bot.ui.league.outbox`` sends
them, with this module's texts:

- each player whose game has no result yet is told once, with their opponent, the way they chose
  with /notify (``tell.py``: a ping naming only them where the round was paired if they are in
  the league's server, else a DM; a DM; or nothing);
- at a round's deadline (plus the league's stall days) the organisers get one list of its games
  without a result, and the league's stall rule applies to them (``LeagueSeason.close_round``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.play.league.season import SeasonView
from bot.rules.league.names import plain
from bot.ui.common.i18n import tr
from bot.ui.league.season_render import fit, when
from bot.ui.league.tell import post, reader_language, tell

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


async def list_stalled(bot: FatebotBase, view: SeasonView, round_no: int) -> bool:
    """One list of the round's games without a result, and the rule applied, in the channel
    where the organisers paired it; shown with mentions, pinging nobody."""
    plan = view.season.plan(round_no)
    if plan is None or plan.channel is None:
        return False
    season = view.season
    decided = {
        entry.players for entry in season.record if entry.action == "stalled" and entry.round == round_no
    }
    games = [p for p in season.round_pairings(round_no) if p.players() in decided]
    games += [p for p in season.stalled(round_no) if p.players() not in decided]
    if not games:
        return False
    lang = await bot.table_language(plan.channel)
    lines = [
        tr(lang, "league-closed-title", name=plain(view.name), round=round_no),
        *(f"• <@{p.first}> – <@{p.second}>" for p in games),
        tr(lang, f"league-closed-rule-{season.stall}"),
    ]
    return await post(bot, plan.channel, fit(lines, lang), discord.AllowedMentions.none())


async def remind(bot: FatebotBase, view: SeasonView, round_no: int, player: int) -> bool:
    """A day before the deadline: ``player``'s game has no result yet (in their language by DM,
    in the league channel's in a ping)."""
    season = view.season
    plan = season.plan(round_no)
    pairing = season.pairing_of(round_no, player)
    if plan is None or plan.deadline is None or pairing is None or pairing.result() is not None:
        return False
    opponent = pairing.second if player == pairing.first else pairing.first
    deadline = plan.deadline

    def render(language: str) -> tuple[str, None]:
        text = tr(
            language,
            "league-reminder-opponent",
            who=f"<@{player}>",
            opponent="—" if opponent is None else f"<@{opponent}>",
            name=plain(view.name),
            code=view.code,
            round=round_no,
            deadline=when(deadline),
        )
        return text, None

    language = await reader_language(bot, season, player, plan.channel)
    return await tell(bot, view.record, player, plan.channel, render, language=language) is not None
