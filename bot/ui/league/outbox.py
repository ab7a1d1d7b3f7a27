"""The league's notices, sent by the after-step path (issue 42, item 6).

Every league change writes the notices it owes in its own unit of work
(``bot.play.league.notices``); this module sends them:

- after an interaction, once its answer is out (``Fatebot.after_step``: the leagues its units
  named in ``AfterStep.leagues``), and
- from every round of the sweep (``league_sweep``: what a crash, a restart or a refusal left
  due, and the reminders and closed rounds the sweep itself finds).

Each notice is claimed before it is sent (one sender at a time, for ``LEASE_S``), then marked
sent; one Discord refused for a passing reason is due again ``RETRY_S`` later (:class:`Retry`);
one whose sender stopped while it was claimed is due again when the claim ends. So a player is
told once, whichever bot process or restart gets to it. What it says is read from the season as
stored when it goes out.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from bot.errors import DomainError
from bot.play.league import notices as kinds
from bot.play.league.season import SeasonView
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


async def league_sweep(bot: FatebotBase) -> int:
    """The sweep's round: the reminders and closed rounds due (owed by their units), then every
    league notice due; how many went out."""
    for claim in (bot.play.season.claim_reminders, bot.play.season.claim_closings):
        try:
            await claim()
        except Exception:
            log.exception("could not find the league rounds due")
    sent = await deliver_league_notices(bot)
    await bot.play.season.notices.forget_sent()
    return sent
