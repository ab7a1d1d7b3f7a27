"""Telling a league's players, where each of them can see it.

Each player is told once per event, the way they chose with /notify: ``none`` is nothing;
``ping`` is a NEW message in the channel where the round was paired that mentions only them,
when they are a member of the league's server (a player who joined by code from another server
or a DM cannot see that channel), else a DM; ``dm`` is a DM. The opponent is a mention, the
deadline a Discord timestamp (shown in each reader's own time zone).

- a round paired: each player, with their opponent (or the bye), the deadline, the round's
  encounter if drawn, and how to start the league game: in the channel, a button that starts it
  there (``bot/ui/game/start.py`` handles it: a game cannot start in a DM, where the notice
  gives the command to use in a channel both players see);
- a first report: the opponent, with a button that confirms the score;
- a dispute: both players, and the organisers in the channel where the round was paired (no
  ping: no role is ever mentioned);
- reminders (``reminders.py``) name the opponent the same way.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.play.league.season import SeasonView
from bot.rules.league.names import plain
from bot.rules.league.season import Pairing
from bot.store.league_repo import LeagueRecord
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.controls import IdButton
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr
from bot.ui.league.season_render import reported_text, when
from bot.ui.notices.send import DMS_CLOSED, only

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

CONFIRM_TEMPLATE = r"fb:lgc:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<reporter>\d+)"
START_TEMPLATE = r"fb:lgs:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<first>\d{1,20}):(?P<second>\d{1,20})"


def start_custom_id(code: str, round_no: int, first: int, second: int) -> str:
    """The id of a pairing notice's button that starts the league game (parsed by START_TEMPLATE
    in ``bot/ui/game/start.py``, which bot/ui/league may not import)."""
    return f"fb:lgs:{code}:{round_no}:{first}:{second}"


async def in_server(bot: FatebotBase, guild_id: int, player: int) -> bool:
    """Whether ``player`` is a member of the league's server (and so sees its channels)."""
    guild = bot.get_guild(guild_id)
    if guild is None:
        return False
    if guild.get_member(player) is not None:
        return True
    try:
        await guild.fetch_member(player)
    except discord.HTTPException:  # not a member (404), or Discord would not say
        return False
    return True


async def tell(
    bot: FatebotBase,
    record: LeagueRecord,
    player: int,
    text: str,
    channel: int | None,
    view: discord.ui.View | None = None,
    *,
    here: tuple[str, discord.ui.View] | None = None,
) -> str | None:
    """Tell ``player`` as they chose; where it went (``channel``, ``dm``) or None. ``here`` is the
    text and controls sent instead when it goes to the channel."""
    mode = (await bot.play.notices.prefs(player)).mode
    if mode == "none":
        return None
    extra: dict[str, Any] = {} if view is None else {"view": view}
    try:
        if mode == "ping" and channel is not None and await in_server(bot, record.guild_id, player):
            if here is not None:
                text, extra = here[0], {"view": here[1]}
            await bot.get_partial_messageable(channel).send(text, allowed_mentions=only(player), **extra)
            return "channel"
        user = bot.get_user(player) or await bot.fetch_user(player)
        await user.send(text, allowed_mentions=discord.AllowedMentions.none(), **extra)
        return "dm"
    except discord.Forbidden as error:
        reason = "DMs closed" if error.code == DMS_CLOSED else f"forbidden (code {error.code})"
        log.info("could not tell league player %s: %s", player, reason)
    except discord.HTTPException as error:
        log.info("could not tell league player %s: HTTP %s", player, error.status)
    return None


async def _lang(bot: FatebotBase, channel: int | None) -> str:
    return DEFAULT_LANGUAGE if channel is None else await bot.table_language(channel)


async def _encounter(bot: FatebotBase, view: SeasonView, round_no: int, lang: str) -> str:
    if round_no not in view.drawn:
        return tr(lang, "league-tell-no-encounter")
    _, stored = await bot.play.league.stored_round(view.record.guild_id, view.record.name, round_no)
    row = stored.row
    strategy = row.get("strategy") or row.get("strategy_choices", "").replace("|", " / ")
    return tr(
        lang, "league-tell-encounter", strategy=plain(strategy), deployment=plain(row.get("deployment", ""))
    )


async def tell_paired(bot: FatebotBase, view: SeasonView, round_no: int) -> int:
    """Each player of ``round_no``, once: their opponent (or bye), the deadline, the encounter."""
    plan = view.season.plan(round_no)
    if plan is None:
        return 0
    lang = await _lang(bot, plan.channel)
    encounter = await _encounter(bot, view, round_no, lang)
    deadline = tr(lang, "league-no-deadline") if plan.deadline is None else when(plan.deadline)
    told = 0
    for pairing in view.season.round_pairings(round_no):
        for player in pairing.players():
            other = pairing.second if player == pairing.first else pairing.first
            common = {"name": plain(view.name), "code": view.code, "round": round_no, "who": f"<@{player}>"}
            if other is None:
                text = tr(lang, "league-tell-bye", **common)
                told += await tell(bot, view.record, player, text, plan.channel) is not None
                continue
            paired = {**common, "opponent": f"<@{other}>", "deadline": deadline, "encounter": encounter}
            elsewhere = tr(lang, "league-tell-start-elsewhere", code=view.code, round=round_no)
            text = tr(lang, "league-tell-paired", **paired, start=elsewhere)
            start_here = tr(lang, "league-tell-start-here", code=view.code, round=round_no)
            here = (
                tr(lang, "league-tell-paired", **paired, start=start_here),
                _start_view(lang, view.code, pairing),
            )
            told += await tell(bot, view.record, player, text, plan.channel, here=here) is not None
    return told


def _start_view(lang: str, code: str, pairing: Pairing) -> discord.ui.View:
    """The button that starts a pairing's league game where the notice is (a server channel)."""
    assert pairing.second is not None
    custom_id = start_custom_id(code, pairing.round, pairing.first, pairing.second)
    button: discord.ui.Button[Any] = discord.ui.Button(
        label=tr(lang, "league-tell-start-button"), style=discord.ButtonStyle.primary, custom_id=custom_id
    )
    view = discord.ui.View(timeout=None)
    view.add_item(button)
    return view


class LeagueConfirmButton(IdButton, template=CONFIRM_TEMPLATE, parts={"code": str}):
    """The opponent's confirmation of a reported score (works after a restart: all in its id)."""

    def __init__(self, code: str, round: int, reporter: int, *, label: str = "…") -> None:
        custom_id = f"fb:lgc:{code}:{round}:{reporter}"
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.success, custom_id=custom_id)
        )
        self.code, self.round, self.reporter = code, round, reporter

    @guarded("button league-confirm")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = fatebot(interaction)
        user = interaction.user.id
        view = await bot.play.season.confirm(None, self.code, user, self.round, self.reporter)
        await send_private(interaction, reported_text(await language_of(interaction), view, self.round, user))
        await drop_button_once_confirmed(interaction, view, self.round, user)


async def drop_button_once_confirmed(
    interaction: discord.Interaction[Any], view: SeasonView, round_no: int, user: int
) -> None:
    """A confirmed result's button goes: nothing is left to press."""
    pairing = view.season.pairing_of(round_no, user)
    if pairing is None or pairing.status != "confirmed" or interaction.message is None:
        return
    try:
        await interaction.message.edit(view=None)
    except discord.HTTPException as error:
        log.info("could not remove a confirmed result's button: HTTP %s", error.status)


def _confirm_view(lang: str, code: str, round_no: int, reporter: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LeagueConfirmButton(code, round_no, reporter, label=tr(lang, "league-tell-confirm-button")))
    return view


async def tell_reported(bot: FatebotBase, view: SeasonView, round_no: int, reporter: int) -> int:
    """After a report: a first one asks the opponent to confirm; a dispute tells both players
    and the organisers (in the channel where the round was paired, without a ping)."""
    pairing = view.season.pairing_of(round_no, reporter)
    plan = view.season.plan(round_no)
    if pairing is None or pairing.second is None or plan is None:
        return 0
    lang = await _lang(bot, plan.channel)
    if pairing.status == "reported":
        other = pairing.second if reporter == pairing.first else pairing.first
        assert other is not None
        text = tr(
            lang,
            "league-tell-confirm",
            who=f"<@{other}>",
            opponent=f"<@{reporter}>",
            name=plain(view.name),
            code=view.code,
            round=round_no,
            score=_score_for(pairing, other),
        )
        confirm = _confirm_view(lang, view.code, round_no, reporter)
        return int(await tell(bot, view.record, other, text, plan.channel, confirm) is not None)
    if pairing.status != "disputed":
        return 0
    told = 0
    for player in pairing.players():
        other = pairing.second if player == pairing.first else pairing.first
        text = tr(
            lang,
            "league-tell-disputed",
            who=f"<@{player}>",
            opponent=f"<@{other}>",
            name=plain(view.name),
            code=view.code,
            round=round_no,
        )
        told += await tell(bot, view.record, player, text, plan.channel) is not None
    if plan.channel is not None:
        text = tr(
            lang,
            "league-tell-dispute-organisers",
            name=plain(view.name),
            round=round_no,
            first=f"<@{pairing.first}>",
            second=f"<@{pairing.second}>",
        )
        try:
            await bot.get_partial_messageable(plan.channel).send(
                text, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:
            log.info("could not tell the organisers of a dispute: HTTP %s", error.status)
    return told


def _score_for(pairing: Pairing, player: int) -> str:
    """The reported score from ``player``'s side: their VP first."""
    told = pairing.first_report or pairing.second_report
    assert told is not None
    mine, theirs = (
        (told.first_vp, told.second_vp) if player == pairing.first else (told.second_vp, told.first_vp)
    )
    return f"{mine}-{theirs}"
