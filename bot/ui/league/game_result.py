"""A league game's result, confirmed by both players when the `/game` ends.

The end of a game played with `/game start league:… round:…` carries one button: each player
who presses it reports the final score to the league from their own side (their VP first), so
the result counts once both have pressed (``bot.rules.league.season``). The custom id holds the
league's code, the round and the final score, so the button works after a restart.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.state import GameState
from bot.rules.league.names import plain
from bot.rules.league.standings import MAX_VP
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.controls import IdButton
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.league.options import own_language
from bot.ui.league.season_render import reported_text
from bot.ui.league.tell import drop_button_once_confirmed

TEMPLATE = (
    r"fb:lgr:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3})"
    r":(?P<first>\d+):(?P<first_vp>\d{1,2}):(?P<second>\d+):(?P<second_vp>\d{1,2})"
)


class LeagueResultButton(IdButton, template=TEMPLATE, parts={"code": str}):
    def __init__(
        self,
        code: str,
        round: int,
        first: int,
        first_vp: int,
        second: int,
        second_vp: int,
        *,
        label: str = "…",
    ) -> None:
        custom_id = f"fb:lgr:{code}:{round}:{first}:{first_vp}:{second}:{second_vp}"
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.success, custom_id=custom_id)
        )
        self.code, self.round = code, round
        self.scores = {first: (first_vp, second_vp), second: (second_vp, first_vp)}

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.user.id in self.scores:
            return True
        await send_private(interaction, tr(await language_of(interaction), "league-game-not-yours"))
        return False

    @guarded("button league-game-result")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        mine, theirs = self.scores[user]
        season = fatebot(interaction).play.season
        lang = await language_of(interaction)
        own = own_language(interaction)
        view = await season.report(interaction.guild_id, self.code, user, self.round, mine, theirs, own)
        await send_private(interaction, reported_text(lang, view, self.round, user))
        await drop_button_once_confirmed(interaction, view, self.round, user)


def result_controls(lang: str, code: str, round_no: int, scores: dict[int, int]) -> discord.ui.View:
    (first, first_vp), (second, second_vp) = scores.items()
    view = discord.ui.View(timeout=None)
    label = tr(lang, "league-game-confirm")
    view.add_item(LeagueResultButton(code, round_no, first, first_vp, second, second_vp, label=label))
    return view


async def offer_league_report(interaction: discord.Interaction[Any], lang: str, state: GameState) -> None:
    """After the end of a league game: the final score, and the button both players press."""
    if state.league is None or state.league_round is None:
        return
    season = fatebot(interaction).play.season
    record = await season.find(interaction.guild_id, state.league)
    scores = {player: min(state.score_of(player).total, MAX_VP) for player in state.players}
    (first, first_vp), (second, second_vp) = scores.items()
    text = tr(
        lang,
        "league-game-report",
        name=plain(record.name),
        round=state.league_round,
        first=f"<@{first}>",
        second=f"<@{second}>",
        first_vp=first_vp,
        second_vp=second_vp,
    )
    await interaction.followup.send(
        text,
        view=result_controls(lang, record.code, state.league_round, scores),
        allowed_mentions=discord.AllowedMentions.none(),
    )
