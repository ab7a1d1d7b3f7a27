"""The notices a league change owes, written in that change's unit of work (issue 42, item 6).

A league change decides whom it tells, as stored rows (``bot.store.league_notice_repo``): they
commit with the change or not at all, and the unit names its league in ``Work.after`` so that the
after-step path sends them once the answer is out (``bot.ui.league.outbox``). Whatever was not
sent then (a crash, a restart, Discord down) is sent by the sweep: nothing is lost, and a row is
claimed by one sender at a time, so nobody is told twice.

What a notice says is read from the season as stored when it goes out: a row only says what to
tell whom (a round paired, the game to confirm, a dispute, ...).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.rules.league.season import LeagueSeason, Pairing
from bot.store import due_repo, league_notice_repo
from bot.store.league_notice_repo import LeagueNotice

LEASE_S: Final = 300.0  # a claimed notice not marked sent by then (a crash) is due again
RETRY_S: Final = 30.0  # a notice Discord refused for a passing reason is due again this much later
PAGE: Final = 100  # notices read per query
KEPT_S: Final = 30 * 86400.0  # sent notices' rows are forgotten after this long
FORGET: Final = "league-forget"  # the due queue's kind: forgetting the sent notices' rows

# Kinds: what a row tells (bot.ui.league.outbox renders each).
PAIRED, CONFIRM, DISPUTED, REMIND, CLOSED, STANDINGS = (
    "paired",
    "confirm",
    "disputed",
    "remind",
    "closed",
    "standings",
)
ORGANISER = "organiser-"  # + "dispute" or "late": to one organiser (player), or the channel (0)


def owe(work: Work, code: str, notices: Iterable[LeagueNotice]) -> None:
    """Owe ``notices`` in this unit; its league's sending is woken once it commits."""
    owed = False
    for notice in notices:
        league_notice_repo.put(work.changes, notice, work.now)
        owed = True
    if owed:
        work.after.leagues.add(code)
        # Their rows are forgotten once sent and old (``LeagueNotices.forget_sent``).
        due_repo.put_unless_due(work.changes, FORGET, "sent", work.now + KEPT_S)


def standings(code: str) -> LeagueNotice:
    """The league's standings message, kept current (a no-op where nothing changed)."""
    return LeagueNotice(code, STANDINGS, 0)


def paired(code: str, season: LeagueSeason, round_no: int) -> list[LeagueNotice]:
    """Each player of a round just paired, once (their opponent, or the bye)."""
    return [
        LeagueNotice(code, PAIRED, round_no, player)
        for pairing in season.round_pairings(round_no)
        for player in pairing.players()
    ]


def confirm(code: str, pairing: Pairing) -> LeagueNotice:
    """The game's one Confirm notice follows its reports (sent, replaced, or its button taken off)."""
    return LeagueNotice(code, CONFIRM, pairing.round, 0, pairing.first)


def organisers(code: str, season: LeagueSeason, pairing: Pairing, what: str) -> list[LeagueNotice]:
    """A dispute or a late report (``what``): each organiser who asked, else the round's channel."""
    whom = [c.user for c in season.contacts] or [0]
    return [LeagueNotice(code, ORGANISER + what, pairing.round, user, pairing.first) for user in whom]


def reported(
    code: str, after: LeagueSeason, round_no: int, reporter: int, *, disputed: bool, late: bool
) -> list[LeagueNotice]:
    """After a report: the Confirm notice; a dispute it made (the other player and the
    organisers, once); a late report (the organisers, once); the standings."""
    pairing = after.pairing_of(round_no, reporter)
    if pairing is None or pairing.second is None:
        return [standings(code)]
    owed = [confirm(code, pairing)]
    if late:
        owed += organisers(code, after, pairing, "late")
    elif disputed:
        other = pairing.second if reporter == pairing.first else pairing.first
        owed.append(LeagueNotice(code, DISPUTED, round_no, other, pairing.first))
        owed += organisers(code, after, pairing, "dispute")
    return [*owed, standings(code)]


class LeagueNotices:
    """Sending what leagues owe: claim one notice at a time, then mark it sent or due again."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def due(self, code: str | None = None, limit: int = PAGE) -> list[LeagueNotice]:
        """What is due now (of one league, or of all), oldest first."""
        return await league_notice_repo.due(self.core.store, self.core.now(), limit, code)

    async def claim(self, notice: LeagueNotice) -> float | None:
        """Take ``notice`` for ``LEASE_S`` (the claim to end it with), or None: taken already."""
        until = self.core.now() + LEASE_S
        return until if await league_notice_repo.claim(self.core.store, notice, until) else None

    async def done(self, notice: LeagueNotice, claimed: float) -> None:
        await league_notice_repo.done(self.core.store, notice, claimed)

    async def retry(self, notice: LeagueNotice, claimed: float) -> float:
        at = self.core.now() + RETRY_S
        await league_notice_repo.retry(self.core.store, notice, claimed, at)
        return at

    async def forget_sent(self, _item: str = "") -> float | None:
        """The due queue's ``FORGET`` row: drop the rows of notices sent ``KEPT_S`` ago; again
        ``KEPT_S`` later (a newer notice's row)."""
        now = self.core.now()
        await league_notice_repo.forget_sent(self.core.store, now - KEPT_S)
        return now + KEPT_S
