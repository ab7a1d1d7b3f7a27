"""Telling a league's players, where each of them can see it: what each stored league notice
says (``bot.play.league.notices``), sent by the after-step path (``bot.ui.league.outbox``), never
by a command after its reply.

Each player is told once per event, the way they chose with /notify: ``none`` is nothing;
``ping`` is a NEW message in the channel where the round was paired that mentions only them,
when they are a member of the league's server (a player who joined by code from another server
or a DM cannot see that channel), else a DM; ``dm`` is a DM. The opponent is a mention, the
deadline a Discord timestamp (shown in each reader's own time zone).

- a round paired (``tell_paired``): each player, with their opponent (or the bye), the deadline, the round's
  encounter if drawn, and how to start the league game: in the channel, a button that starts it
  in the pair's own thread (``bot/ui/game/league_thread.py``): a game cannot start in a DM, where the notice
  gives the command to use in a channel both players see);
- a report: the opponent, with a button that confirms that report (issue 41). One live Confirm
  notice per game (``Pairing.notice``): a new report sends a new one and takes the button off the
  old one while the allowance of pings lasts (``may_ping``), else edits the old one in place (an
  edit pings nobody); a confirmed or disputed game takes the button off. The sends and edits of
  one league's reports run one at a time (``_LOCKS``), each from the season as stored, so the
  live button is always the current report's, however many reports race;
- a dispute, once (the report's unit owes it when it made the game disputed): the player who did
  not just report (``tell_disputed``; the reporter reads it in their reply), and each organiser who
  asked with ``/league-admin disputes`` (``tell_organiser``: a DM, or a ping in the channel they
  chose); with none, a post without a ping where the round was paired; a late report the same;
- reminders (``reminders.py``) name the opponent the same way.

Languages (issue 41): a DM is written in its reader's language (the one they chose with
``/notify language:``, else ``LeaguePlayer.language``: their latest league command; an
organiser's: the one they asked in), a post in a channel in that channel's, the league's;
without a known language, the channel's.

A send Discord refuses for a passing reason (a 5xx, a 429) raises :class:`Retry`: the notice stays
due and is sent again; any other refusal (closed DMs) is logged and the notice is done.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.play.league.season import SeasonView
from bot.rules.league.names import plain
from bot.rules.league.season import ConfirmNotice, LeagueSeason, Pairing, may_ping
from bot.store.league_repo import LeagueRecord
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.controls import IdButton
from bot.ui.common.delivery import passing
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr
from bot.ui.league.options import own_language
from bot.ui.league.season_render import reported_text, when
from bot.ui.league.standings_post import standing_line
from bot.ui.notices.send import DMS_CLOSED, only

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

# ``serial``: the report the button confirms (a button made before issue 41 has none: refused).
# ``serial``: the report the button confirms (issue 41). A button sent before has none: its
# template stays registered (``LeagueConfirmBefore41``) and a press on it is refused.
CONFIRM_TEMPLATE = r"fb:lgc:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<reporter>\d+):(?P<serial>\d{1,9})"
CONFIRM_BEFORE_41 = r"fb:lgc:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<reporter>\d+)"
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


Render = Callable[[str], tuple[str, discord.ui.View | None]]


class Retry(Exception):
    """Discord refused a league notice for a passing reason: it stays due, and is sent again."""


_LOCKS: weakref.WeakKeyDictionary[Any, dict[str, asyncio.Lock]] = weakref.WeakKeyDictionary()


async def tell(
    bot: FatebotBase,
    record: LeagueRecord,
    player: int,
    channel: int | None,
    render: Render,
    *,
    language: str,
    here: Render | None = None,
) -> discord.Message | None:
    """Tell ``player`` as they chose; the message sent, or None. A DM is ``render(language)``;
    a ping in ``channel`` is ``(here or render)`` in the channel's language."""
    mode = (await bot.play.notices.prefs(player)).mode
    if mode == "none":
        return None
    try:
        if mode == "ping" and channel is not None and await in_server(bot, record.guild_id, player):
            text, view = (here or render)(await _lang(bot, channel))
            extra: dict[str, Any] = {} if view is None else {"view": view}
            return await bot.get_partial_messageable(channel).send(
                text, allowed_mentions=only(player), **extra
            )
        text, view = render(language)
        extra = {} if view is None else {"view": view}
        user = bot.get_user(player) or await bot.fetch_user(player)
        return await user.send(text, allowed_mentions=discord.AllowedMentions.none(), **extra)
    except discord.Forbidden as error:
        reason = "DMs closed" if error.code == DMS_CLOSED else f"forbidden (code {error.code})"
        log.info("could not tell league player %s: %s", player, reason)
    except discord.HTTPException as error:
        if passing(error):
            log.warning(
                "could not tell league player %s yet: HTTP %s, sent again later", player, error.status
            )
            raise Retry from error
        log.info("could not tell league player %s: HTTP %s", player, error.status)
    return None


async def _lang(bot: FatebotBase, channel: int | None) -> str:
    return DEFAULT_LANGUAGE if channel is None else await bot.table_language(channel)


async def reader_language(bot: FatebotBase, season: LeagueSeason, player: int, channel: int | None) -> str:
    """The language ``player`` chose with ``/notify``, else that of their own league commands,
    else the league's channel's."""
    chosen = (await bot.play.notices.prefs(player)).language
    if chosen is not None:
        return chosen
    known = season.player(player)
    return known.language if known is not None and known.language else await _lang(bot, channel)


async def _encounter(bot: FatebotBase, view: SeasonView, round_no: int, lang: str) -> str:
    if round_no not in view.drawn:
        return tr(lang, "league-tell-no-encounter")
    _, stored = await bot.play.league.stored_round(view.record.guild_id, view.record.name, round_no)
    row = stored.row
    strategy = row.get("strategy") or row.get("strategy_choices", "").replace("|", " / ")
    return tr(
        lang, "league-tell-encounter", strategy=plain(strategy), deployment=plain(row.get("deployment", ""))
    )


async def tell_paired(bot: FatebotBase, view: SeasonView, round_no: int, player: int) -> bool:
    """``player`` of ``round_no``: their opponent (or bye), the deadline, the encounter."""
    plan = view.season.plan(round_no)
    pairing = view.season.pairing_of(round_no, player)
    if plan is None or pairing is None:
        return False
    language = await reader_language(bot, view.season, player, plan.channel)
    encounters: dict[str, str] = {}
    for lang in {language, await _lang(bot, plan.channel)}:
        encounters[lang] = await _encounter(bot, view, round_no, lang)
    render, here = _paired_texts(view, pairing, player, encounters)
    return (
        await tell(bot, view.record, player, plan.channel, render, language=language, here=here) is not None
    )


def _paired_texts(
    view: SeasonView, pairing: Pairing, player: int, encounters: dict[str, str]
) -> tuple[Render, Render | None]:
    plan = view.season.plan(pairing.round)
    assert plan is not None
    other = pairing.second if player == pairing.first else pairing.first
    common = {"name": plain(view.name), "code": view.code, "round": pairing.round, "who": f"<@{player}>"}

    def deadline(lang: str) -> str:
        return tr(lang, "league-no-deadline") if plan.deadline is None else when(plan.deadline)

    def standing(lang: str) -> str:  # where they stand after the rounds closed (issue 45)
        line = standing_line(lang, view, player)
        return f"\n{line}" if line else ""

    if other is None:
        return (lambda lang: (tr(lang, "league-tell-bye", **common) + standing(lang), None)), None

    def paired(lang: str, start: str) -> str:
        encounter = encounters.get(lang) or next(iter(encounters.values()))
        args = {**common, "opponent": f"<@{other}>", "deadline": deadline(lang), "encounter": encounter}
        return tr(lang, "league-tell-paired", **args, start=start) + standing(lang)

    def elsewhere(lang: str) -> tuple[str, discord.ui.View | None]:
        start = tr(
            lang, "league-tell-start-elsewhere", code=view.code, round=pairing.round, opponent=f"<@{other}>"
        )
        return paired(lang, start), None

    def here(lang: str) -> tuple[str, discord.ui.View | None]:
        start = tr(
            lang, "league-thread-start-here", code=view.code, round=pairing.round, opponent=f"<@{other}>"
        )
        return paired(lang, start), _start_view(lang, view.code, pairing)

    return elsewhere, here


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
    """The opponent's confirmation of report number ``serial`` (works after a restart: all in its
    id); a button of a replaced report is refused."""

    def __init__(self, code: str, round: int, reporter: int, serial: int | None, *, label: str = "…") -> None:
        tail = "" if serial is None else f":{serial}"
        custom_id = f"fb:lgc:{code}:{round}:{reporter}{tail}"
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.success, custom_id=custom_id)
        )
        self.code, self.round, self.reporter, self.serial = code, round, reporter, serial

    @guarded("button league-confirm")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        lang = await language_of(interaction)
        season = fatebot(interaction).play.season
        own = own_language(interaction)
        view = await season.confirm(None, self.code, user, self.round, self.reporter, self.serial, own)
        await send_private(interaction, reported_text(lang, view, self.round, user))


class LeagueConfirmBefore41(LeagueConfirmButton, template=CONFIRM_BEFORE_41, parts={"code": str}):
    """A Confirm button sent before issue 41, without the report's number: which report it was
    made for is unknown, so a press is refused (``serial`` None never matches a report)."""

    def __init__(self, code: str, round: int, reporter: int, *, label: str = "…") -> None:
        super().__init__(code, round, reporter, None, label=label)


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


def _confirm_render(view: SeasonView, pairing: Pairing, other: int, reporter: int) -> Render:
    def render(lang: str) -> tuple[str, discord.ui.View | None]:
        text = tr(
            lang,
            "league-tell-confirm",
            who=f"<@{other}>",
            opponent=f"<@{reporter}>",
            name=plain(view.name),
            code=view.code,
            round=pairing.round,
            score=_score_for(pairing, other),
        )
        label = tr(lang, "league-tell-confirm-button")
        button = LeagueConfirmButton(view.code, pairing.round, reporter, pairing.reports, label=label)
        controls = discord.ui.View(timeout=None)
        controls.add_item(button)
        return text, controls

    return render


async def sync_confirm(bot: FatebotBase, after: SeasonView, round_no: int, user: int) -> int:
    """Make the game's Confirm notice match the stored season: one live button, for the current
    report, or none. Returns 1 if a new notice went out (a ping, within the allowance)."""
    locks = _LOCKS.get(bot)
    if locks is None:
        locks = _LOCKS[bot] = {}
    lock = locks.setdefault(f"{after.code}:{round_no}", asyncio.Lock())
    async with lock:
        view = await bot.play.season.show(None, after.code)  # as stored now, after any other report
        pairing = view.season.pairing_of(round_no, user)
        plan = view.season.plan(round_no)
        if pairing is None or pairing.second is None or plan is None:
            return 0
        notice = pairing.notice
        if pairing.status != "reported":
            if notice is not None:
                await _retire(bot, view, pairing, notice, "league-tell-confirm-closed")
                await bot.play.season.record_notice(view.code, round_no, user, None, None)
            return 0
        if notice is not None and notice.serial == pairing.reports:
            return 0
        reporter = pairing.first if pairing.first_report is not None else pairing.second
        other = pairing.second if reporter == pairing.first else pairing.first
        assert reporter is not None and other is not None
        render = _confirm_render(view, pairing, other, reporter)
        now = bot.play.season.core.now()
        if notice is None or may_ping(pairing, now):
            language = await reader_language(bot, view.season, other, plan.channel)
            sent = await tell(bot, view.record, other, plan.channel, render, language=language)
            if notice is not None:
                await _retire(bot, view, pairing, notice, "league-tell-confirm-replaced")
            fresh = None if sent is None else ConfirmNotice(other, sent.channel.id, sent.id, pairing.reports)
            await bot.play.season.record_notice(
                view.code, round_no, user, fresh, None if sent is None else now
            )
            return int(sent is not None)
        lang = await _notice_language(bot, view, notice, plan.channel)
        text, controls = render(lang)
        kept = await _edit(bot, notice, text, controls)
        await bot.play.season.record_notice(
            view.code, round_no, user, replace(notice, serial=pairing.reports) if kept else None, None
        )
        return 0


async def _notice_language(
    bot: FatebotBase, view: SeasonView, notice: ConfirmNotice, channel: int | None
) -> str:
    if notice.channel == channel:
        return await _lang(bot, channel)
    return await reader_language(bot, view.season, notice.player, channel)


async def _retire(
    bot: FatebotBase, view: SeasonView, pairing: Pairing, notice: ConfirmNotice, key: str
) -> None:
    """An older Confirm notice loses its button and says why."""
    plan = view.season.plan(pairing.round)
    lang = await _notice_language(bot, view, notice, None if plan is None else plan.channel)
    args = {"name": plain(view.name), "code": view.code, "round": pairing.round, "who": f"<@{notice.player}>"}
    await _edit(bot, notice, tr(lang, key, **args), None)


async def _edit(bot: FatebotBase, notice: ConfirmNotice, text: str, controls: discord.ui.View | None) -> bool:
    message = bot.get_partial_messageable(notice.channel).get_partial_message(notice.message)
    try:
        # The reader stays mentioned (an edit pings nobody anew; Discord keeps it their notice).
        await message.edit(content=text, view=controls, allowed_mentions=only(notice.player))
    except discord.HTTPException as error:
        log.info("could not edit a league Confirm notice: HTTP %s", error.status)
        return False
    return True


async def tell_disputed(bot: FatebotBase, view: SeasonView, round_no: int, player: int) -> bool:
    """A dispute, once to ``player``: the one of the game who did not just make it."""
    pairing = view.season.pairing_of(round_no, player)
    plan = view.season.plan(round_no)
    if pairing is None or pairing.second is None or plan is None:
        return False
    reporter = pairing.second if player == pairing.first else pairing.first

    def disputed(lang: str) -> tuple[str, discord.ui.View | None]:
        args = {"who": f"<@{player}>", "opponent": f"<@{reporter}>", "code": view.code, "round": round_no}
        return tr(lang, "league-tell-disputed", name=plain(view.name), **args), None

    language = await reader_language(bot, view.season, player, plan.channel)
    return await tell(bot, view.record, player, plan.channel, disputed, language=language) is not None


async def tell_organiser(
    bot: FatebotBase, view: SeasonView, round_no: int, first: int, organiser: int, what: str
) -> bool:
    """A dispute or a late report (``what``) of the game of ``first`` in ``round_no``, once to
    ``organiser`` where they asked (a DM, or a ping in their channel); ``organiser`` 0: nobody
    asked, a post without a ping where the round was paired."""
    pairing = view.season.pairing_of(round_no, first)
    plan = view.season.plan(round_no)
    if pairing is None or plan is None:
        return False
    args = {"name": plain(view.name), "round": round_no, "code": view.code}
    players = {"first": f"<@{pairing.first}>", "second": f"<@{pairing.second}>"}
    if organiser == 0:
        if plan.channel is None:
            return False
        text = tr(await _lang(bot, plan.channel), f"league-tell-{what}-organisers", **args, **players)
        return await post(bot, plan.channel, text, discord.AllowedMentions.none())
    contact = next((c for c in view.season.contacts if c.user == organiser), None)
    if contact is None:
        return False  # they asked for no more since
    if contact.channel is not None:
        lang = await _lang(bot, contact.channel)
        text = tr(lang, f"league-tell-{what}-organiser", **args, **players, who=f"<@{organiser}> ")
        return await post(bot, contact.channel, text, only(organiser))
    chosen = (await bot.play.notices.prefs(organiser)).language
    text = tr(chosen or contact.language, f"league-tell-{what}-organiser", **args, **players, who="")
    try:
        user = bot.get_user(organiser) or await bot.fetch_user(organiser)
        await user.send(text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        _refused(error, f"organiser {organiser}")
        return False
    return True


async def post(bot: FatebotBase, channel: int, text: str, mentions: discord.AllowedMentions) -> bool:
    try:
        await bot.get_partial_messageable(channel).send(text, allowed_mentions=mentions)
    except discord.HTTPException as error:
        _refused(error, f"channel {channel}")
        return False
    return True


def _refused(error: discord.HTTPException, whom: str) -> None:
    """A refusal: for a passing reason the notice is sent again (:class:`Retry`), else logged."""
    if passing(error):
        log.warning("could not tell %s of a league event yet: HTTP %s, sent again later", whom, error.status)
        raise Retry from error
    log.info("could not tell %s of a league event: HTTP %s", whom, error.status)


def _score_for(pairing: Pairing, player: int) -> str:
    """The reported score from ``player``'s side: their VP first."""
    told = pairing.first_report or pairing.second_report
    assert told is not None
    mine, theirs = (
        (told.first_vp, told.second_vp) if player == pairing.first else (told.second_vp, told.first_vp)
    )
    return f"{mine}-{theirs}"
