"""The league's notices, sent by the after-step path (issue 42, item 6).

Every league change writes the notices it owes in its own unit of work
(``bot.play.league.notices``); this module sends them:

- after an interaction, once its answer is out (``Fatebot.after_step``: the leagues its units
  named in ``AfterStep.leagues``), and
- from the due queue's sweep (``notice_handler``, kind ``league-notice``: what a crash, a
  restart or a refusal left due, and what the leagues' rounds owe: ``round_handler``).

Each notice is claimed before it is sent (its row of the due queue: one sender at a time, for
``LEASE_S``), then marked sent; one Discord refused for a passing reason is due again ``RETRY_S``
later (:class:`Retry`); one whose sender stopped while it was claimed is due again when the
claim ends. So a player is
told once, whichever bot process or restart gets to it. What it says is read from the season as
stored when it goes out.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from bot.errors import DomainError
from bot.play.common.due import Handler
from bot.play.league import notices as kinds
from bot.play.league.season import SeasonView
from bot.store import league_notice_repo
from bot.store.league_notice_repo import LeagueNotice
from bot.ui.league.reminders import list_stalled, remind
from bot.ui.league.standings_post import push_standings
from bot.ui.league.tell import Retry, sync_confirm, tell_disputed, tell_organiser, tell_paired

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

ROUNDS_MAX = 50  # pages read per call at most (a page is kinds.PAGE notices)


async def deliver_league_notices(bot: FatebotBase, codes: Iterable[str] | None = None) -> int:
    """Send what the leagues ``codes`` (None: every league) owe now; how many went out."""
    sent = 0
    for code in [None] if codes is None else sorted(codes):
        for _ in range(ROUNDS_MAX):
            page = await bot.play.season.notices.due(code)
            progressed = False
            for notice in page:
                outcome = await _deliver(bot, notice)
                progressed = progressed or outcome is not None
                sent += bool(outcome)
            if not progressed:
                break
    return sent


async def _deliver(bot: FatebotBase, notice: LeagueNotice) -> bool | None:
    """Claim, send and mark one notice: whether it went out; None: another sender has it."""
    notices = bot.play.season.notices
    claimed = await notices.claim(notice)
    if claimed is None:
        return None
    try:
        told = await _send(bot, notice)
    except Retry:
        await notices.retry(notice, claimed)
        return False
    except Exception:  # left claimed: due again when the claim ends
        log.exception("could not send the league notice %s of round %s", notice.kind, notice.round)
        return False
    await notices.done(notice, claimed)
    return told


async def _send(bot: FatebotBase, notice: LeagueNotice) -> bool:
    try:
        view: SeasonView = await bot.play.season.show(None, notice.code)
    except DomainError:
        return False  # the league is gone
    kind, round_no, player = notice.kind, notice.round, notice.player
    if kind == kinds.PAIRED:
        return await tell_paired(bot, view, round_no, player)
    if kind == kinds.CONFIRM:
        return bool(await sync_confirm(bot, view, round_no, notice.about))
    if kind == kinds.DISPUTED:
        return await tell_disputed(bot, view, round_no, player)
    if kind.startswith(kinds.ORGANISER):
        what = kind.removeprefix(kinds.ORGANISER)
        return await tell_organiser(bot, view, round_no, notice.about, player, what)
    if kind == kinds.REMIND:
        return await remind(bot, view, round_no, player)
    if kind == kinds.CLOSED:
        return await list_stalled(bot, view, round_no)
    if kind == kinds.STANDINGS:
        return await push_standings(bot, notice.code)
    log.warning("unknown league notice kind %r", kind)
    return False


def notice_handler(bot: FatebotBase) -> Handler:
    """The due queue's ``league-notice`` rows: send the notice; a passing refusal makes it due
    again ``RETRY_S`` later."""

    async def send_due(item: str) -> float | None:
        try:
            await _send(bot, league_notice_repo.of_item(item))
        except Retry:
            return bot.play.now() + kinds.RETRY_S
        return None

    return send_due


def round_handler(bot: FatebotBase) -> Handler:
    """The due queue's ``league-round`` rows: a league's reminders and closed rounds (the notices
    they owe are rows of the queue in turn, due at once)."""

    async def rounds_due(item: str) -> float | None:
        await bot.play.season.rounds_due(item)
        return None

    return rounds_due
