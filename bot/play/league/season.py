"""A league's season as units of work: players, pairings, results, standings, from any server.

A league belongs to the server that created it, and its organisers are that server's
(``LeaguePlay``). Its players may be anywhere: in its server a league is named by its name or
its code, elsewhere (another server, the DM with the bot) by its code only. Every change runs
under the league's server lock, loads the season document, applies one rule of
``bot.rules.league.season`` and writes it back in the same transaction.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.encounter import guild_lock
from bot.play.league import notices as tells
from bot.play.league.draws import NAME_MAX, LeaguePlay, check_organiser
from bot.play.league.notices import LeagueNotices
from bot.rules.league import pairing as pairings
from bot.rules.league.crews import new_salt
from bot.rules.league.names import plain
from bot.rules.league.pairing_v1 import swiss_v1
from bot.rules.league.season import (
    FORFEIT_RULES,
    LATE_DECISIONS,
    PAIRING_METHODS,
    REMIND_BEFORE_S,
    SEASON,
    STALL_RULES,
    ConfirmNotice,
    LeagueSeason,
    Pairing,
    PairingMethod,
    RoundPlan,
    StallRule,
)
from bot.rules.league.standings import PointsRule, Standing, standings
from bot.store import league_repo
from bot.store.league_notice_repo import LeagueNotice
from bot.store.league_repo import LeagueRecord
from bot.store.store import Store

DAY_S = 86400.0
REMINDER_PAGE = 50
DEADLINE_DAYS_MAX = 90
CONTACT_WAYS = ("dm", "here", "off")  # how an organiser is told of disputes


@dataclass(frozen=True, slots=True)
class SeasonView:
    record: LeagueRecord
    season: LeagueSeason
    drawn: tuple[int, ...]  # rounds whose encounter is drawn
    disputed_now: bool = False  # a report's unit made its game disputed: its caller tells it, once
    late_now: bool = False  # a report's unit came after the deadline: the organisers are told, once

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def code(self) -> str:
        return self.record.code

    def standings(self) -> list[Standing]:
        players = [p.user for p in self.season.players]
        return standings(players, self.season.results(), self.season.points)


ChangeFn = Callable[[SeasonView, float], LeagueSeason | Awaitable[LeagueSeason]]
# The notices a change owes, from the season before it and after it (bot.play.league.notices).
TellsFn = Callable[[SeasonView, LeagueSeason], Sequence[LeagueNotice]]
OrganiserCheck = Callable[[LeagueRecord], None]


@dataclass(frozen=True, slots=True)
class RoundReminder:
    """Players owe a round's result and its deadline is a day away."""

    record: LeagueRecord
    round: int
    deadline: float
    channel: int | None
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundClosed:
    """A round's deadline (plus the league's stall days) passed: its games without a result,
    as they were, and the league's rule, which the same unit applied and recorded."""

    record: LeagueRecord
    round: int
    channel: int | None
    stalled: tuple[Pairing, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class PairingCheck:
    round: int
    method: str
    ok: bool | None  # None: paired by hand, nothing for chance to check
    rematches: int = 0


def load_season(record: LeagueRecord) -> LeagueSeason:
    return LeagueSeason() if record.season is None else SEASON.load(record.season)


class LeagueSeasonPlay:
    def __init__(self, core: PlayCore, leagues: LeaguePlay) -> None:
        self.core = core
        self.leagues = leagues
        self.notices = LeagueNotices(core)  # what the changes owe, sent by bot.ui.league.outbox

    # -- finding a league ---------------------------------------------------------------------

    async def find(self, guild_id: int | None, ref: str) -> LeagueRecord:
        return await find_league(self.core.store, guild_id, ref)

    async def _view(self, record: LeagueRecord) -> SeasonView:
        fresh = await league_repo.league(self.core.store, record.guild_id, record.name)
        assert fresh is not None
        drawn = tuple(
            r.round for r in await league_repo.rounds(self.core.store, record.guild_id, record.name)
        )
        return SeasonView(fresh, load_season(fresh), drawn)

    async def _change(
        self,
        guild_id: int | None,
        ref: str,
        change: ChangeFn,
        *,
        organiser_of: OrganiserCheck | None = None,
        owes: TellsFn | None = None,
    ) -> SeasonView:
        """One change of a season in one unit of work, with the notices it owes (``owes``),
        written in the same unit."""
        record = await self.find(guild_id, ref)

        async def step(work: Work) -> SeasonView:
            view = await self._view(record)
            if organiser_of is not None:
                organiser_of(view.record)
            changed = change(view, work.now)
            season = await changed if inspect.isawaitable(changed) else changed
            stored = _saved(view.record, season)
            league_repo.put_league(work.changes, stored)
            if owes is not None:
                tells.owe(work, stored.code, owes(view, season))
            return SeasonView(stored, season, view.drawn)

        return await self.core.run(guild_lock(record.guild_id), step)

    async def show(self, guild_id: int | None, ref: str) -> SeasonView:
        record = await self.find(guild_id, ref)

        async def step(work: Work) -> SeasonView:
            return await self._view(record)

        return await self.core.run(guild_lock(record.guild_id), step)

    async def listing(self, guild_id: int) -> list[LeagueRecord]:
        """Every league of a server, oldest first, with its commitment and creation time."""
        return await league_repo.leagues(self.core.store, guild_id)

    # -- players ------------------------------------------------------------------------------

    async def join(
        self, guild_id: int | None, ref: str, user: int, name: str, language: str | None = None
    ) -> SeasonView:
        return await self._change(
            guild_id, ref, lambda v, now: v.season.join(user, name, now, user).speaks(user, language)
        )

    async def leave(self, guild_id: int | None, ref: str, user: int) -> SeasonView:
        return await self._change(guild_id, ref, lambda v, now: v.season.leave(user, now, user))

    async def add_player(
        self, guild_id: int, ref: str, by: int, user: int, name: str, *, is_organiser: bool
    ) -> SeasonView:
        check_organiser(is_organiser)
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.join(user, name, now, by),
            organiser_of=_in_server(guild_id),
        )

    async def remove_player(
        self, guild_id: int, ref: str, by: int, user: int, *, drop: bool, is_organiser: bool
    ) -> SeasonView:
        check_organiser(is_organiser)
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.leave(user, now, by, drop=drop),
            organiser_of=_in_server(guild_id),
        )

    async def set_points(
        self, guild_id: int, ref: str, by: int, rule: PointsRule, *, is_organiser: bool
    ) -> SeasonView:
        check_organiser(is_organiser)
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.set_points(rule, now, by),
            organiser_of=_in_server(guild_id),
        )

    async def set_forfeit(
        self,
        guild_id: int,
        ref: str,
        by: int,
        rule: str,
        *,
        stall: str | None = None,
        stall_days: int | None = None,
        is_organiser: bool,
    ) -> SeasonView:
        """The league's forfeit for a dropped player's games, and its rule for stalled games."""
        check_organiser(is_organiser)
        if rule not in FORFEIT_RULES:
            raise DomainError("league-error-forfeit-unknown", rule=rule[:20])
        stall_rule: StallRule | None = None
        if stall is not None:
            if stall not in STALL_RULES:
                raise DomainError("league-error-forfeit-unknown", rule=stall[:20])
            stall_rule = next(r for r in STALL_RULES if r == stall)
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.set_forfeit(rule, now, by, stall_rule, stall_days),
            organiser_of=_in_server(guild_id),
        )

    # -- rounds -------------------------------------------------------------------------------

    async def pair(
        self,
        guild_id: int,
        ref: str,
        by: int,
        round_no: int,
        method: PairingMethod,
        *,
        manual: Sequence[tuple[int, int | None]] = (),
        deadline_days: int | None = None,
        channel: int | None = None,
        is_organiser: bool,
    ) -> SeasonView:
        """Pair ``round_no`` (the next round): Swiss, round robin, or the organiser's pairs."""
        check_organiser(is_organiser)
        if method not in PAIRING_METHODS:
            raise DomainError("league-error-method-unknown", method=str(method)[:20])
        if deadline_days is not None and not 1 <= deadline_days <= DEADLINE_DAYS_MAX:
            raise DomainError("league-error-deadline-range", max=DEADLINE_DAYS_MAX)

        async def change(view: SeasonView, now: float) -> LeagueSeason:
            season = view.season
            players = season.active()
            seed = view.record.seed
            table = view.standings()  # as published: every player, dropped ones included
            swiss = None
            if method == "swiss":
                # A polynomial matching, yet up to a few hundred ms for 256 players: in a worker
                # thread, so that no other server's command waits for it.
                previous = season.previous_pairs(round_no)
                swiss = await asyncio.to_thread(pairings.swiss, seed, round_no, players, previous, table)
                pairs = swiss.pairs
            elif method == "round-robin":
                pairs = pairings.round_robin(seed, round_no, _round_robin_players(season, players), players)
            else:
                pairs = pairings.by_hand(players, manual)
            deadline = None if deadline_days is None else now + deadline_days * DAY_S
            return season.add_round(
                round_no,
                method,
                pairs,
                now,
                by,
                deadline,
                basis=season.results(),
                players=players,
                channel=channel,
                swiss=swiss,
                table=table,
            )

        def owes(view: SeasonView, season: LeagueSeason) -> list[LeagueNotice]:
            # The rounds before it are closed now: the standings follow.
            return [*tells.paired(view.code, season, round_no), tells.standings(view.code)]

        return await self._change(guild_id, ref, change, organiser_of=_in_server(guild_id), owes=owes)

    async def report(
        self,
        guild_id: int | None,
        ref: str,
        user: int,
        round_no: int,
        mine: int,
        theirs: int,
        language: str | None = None,
    ) -> SeasonView:
        told: list[tuple[bool, bool]] = []

        def change(view: SeasonView, now: float) -> LeagueSeason:
            before = view.season.pairing_of(round_no, user)
            season = view.season.report(round_no, user, mine, theirs, now).speaks(user, language)
            after = season.pairing_of(round_no, user)
            assert before is not None and after is not None  # report refuses anyone without a game
            told.append((after.dispute_told > before.dispute_told, after.late_told > before.late_told))
            return season

        def owes(view: SeasonView, season: LeagueSeason) -> list[LeagueNotice]:
            disputed, late = told[-1]
            return tells.reported(view.code, season, round_no, user, disputed=disputed, late=late)

        view = await self._change(guild_id, ref, change, owes=owes)
        return replace(view, disputed_now=told[-1][0], late_now=told[-1][1])

    async def decide_late(
        self,
        guild_id: int,
        ref: str,
        by: int,
        round_no: int,
        player: int,
        decision: str,
        *,
        is_organiser: bool,
    ) -> SeasonView:
        """An organiser accepts a late report of ``player``'s game, or gives it the league's forfeit."""
        check_organiser(is_organiser)
        chosen = next((d for d in LATE_DECISIONS if d == decision), None)
        if chosen is None:
            raise DomainError("league-error-forfeit-unknown", rule=decision[:20])
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.decide_late(round_no, player, chosen, now, by),
            organiser_of=_in_server(guild_id),
            owes=_decided(round_no, player),
        )

    async def confirm(
        self,
        guild_id: int | None,
        ref: str,
        user: int,
        round_no: int,
        reporter: int,
        serial: int | None = None,
        language: str | None = None,
    ) -> SeasonView:
        """``user`` confirms report number ``serial`` of ``reporter`` (refused once replaced)."""
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.confirm(round_no, user, reporter, now, serial).speaks(user, language),
            owes=_decided(round_no, user),
        )

    async def record_notice(
        self, code: str, round_no: int, user: int, notice: ConfirmNotice | None, sent_at: float | None
    ) -> SeasonView:
        """The live Confirm notice of ``user``'s game of ``round_no`` after the bot sent or edited
        it (``sent_at``: a new notice, which spends the allowance)."""
        return await self._change(
            None, code, lambda v, now: v.season.with_notice(round_no, user, notice, sent_at)
        )

    async def set_contact(
        self,
        guild_id: int,
        ref: str,
        by: int,
        where: str,
        channel: int | None,
        language: str,
        *,
        is_organiser: bool,
    ) -> SeasonView:
        """An organiser is told of disputes by DM (``where`` "dm"), by a ping in ``channel``
        ("here"), or no more ("off")."""
        check_organiser(is_organiser)
        if where not in CONTACT_WAYS or (where == "here" and channel is None):
            raise DomainError("league-error-contact-where")

        def change(view: SeasonView, now: float) -> LeagueSeason:
            if where == "off":
                return view.season.drop_contact(by, now)
            return view.season.set_contact(by, channel if where == "here" else None, language, now)

        return await self._change(guild_id, ref, change, organiser_of=_in_server(guild_id))

    async def declare(
        self, guild_id: int | None, ref: str, user: int, round_no: int, text: str, language: str | None = None
    ) -> SeasonView:
        """``user``'s secret crew for their game of ``round_no``, with a salt from the unit's rng."""
        record = await self.find(guild_id, ref)

        async def step(work: Work) -> SeasonView:
            view = await self._view(record)
            salt = new_salt(work.rng)
            season = view.season.declare(view.record.code, round_no, user, text, salt, work.now)
            season = season.speaks(user, language)
            stored = _saved(view.record, season)
            league_repo.put_league(work.changes, stored)
            return SeasonView(stored, season, view.drawn)

        return await self.core.run(guild_lock(record.guild_id), step)

    async def set_faction(
        self, guild_id: int | None, ref: str, user: int, faction: str, language: str | None = None
    ) -> SeasonView:
        return await self._change(
            guild_id, ref, lambda v, now: v.season.set_faction(user, faction, now).speaks(user, language)
        )

    async def set_result(
        self,
        guild_id: int,
        ref: str,
        by: int,
        round_no: int,
        player: int,
        player_vp: int,
        opponent_vp: int,
        *,
        is_organiser: bool,
    ) -> SeasonView:
        check_organiser(is_organiser)
        return await self._change(
            guild_id,
            ref,
            lambda v, now: v.season.set_result(round_no, player, player_vp, opponent_vp, now, by),
            organiser_of=_in_server(guild_id),
            owes=_decided(round_no, player),
        )

    async def delete(self, guild_id: int, ref: str, *, is_organiser: bool) -> LeagueRecord:
        """Delete a league nobody drew from: a league with draws stays, so that an organiser
        cannot draw several leagues and keep the one that suits them."""
        check_organiser(is_organiser)
        record = await self.find(guild_id, ref)
        if record.guild_id != guild_id:
            raise DomainError("league-error-other-server", name=plain(record.name))

        async def step(work: Work) -> LeagueRecord:
            view = await self._view(record)
            if view.drawn:
                raise DomainError("league-error-delete-drawn", name=plain(record.name))
            league_repo.delete_league(work.changes, guild_id, record.name)
            return view.record

        return await self.core.run(guild_lock(guild_id), step)

    async def claim_reminders(self, limit: int = REMINDER_PAGE) -> list[RoundReminder]:
        """The league reminders due now (the leagues' rows of the due queue): the players of
        every round a day from its deadline whose game has no result yet."""
        due: list[RoundReminder] = []
        for candidate in await league_repo.leagues_due(self.core.store, self.core.now(), limit):
            due += await self._remind(candidate)
        return due

    async def claim_closings(self, limit: int = REMINDER_PAGE) -> list[RoundClosed]:
        """The closed rounds due now (the leagues' rows of the due queue): each round whose
        deadline (plus the league's stall days) passed."""
        due: list[RoundClosed] = []
        for candidate in await league_repo.leagues_due(self.core.store, self.core.now(), limit):
            due += await self._close(candidate)
        return due

    async def rounds_due(self, item: str) -> None:
        """The due queue's ``league-round`` row ``item``: the league's reminders and closed
        rounds now due. The league's next one is its row again, written by these units."""
        record = await league_repo.league_of_item(self.core.store, item)
        if record is not None:
            await self._remind(record)
            await self._close(record)

    async def _remind(self, candidate: LeagueRecord) -> list[RoundReminder]:
        """Each round is claimed (marked reminded) in the unit that reads it, under its server's
        lock, so several processes remind each round once."""

        async def step(work: Work, record: LeagueRecord = candidate) -> list[RoundReminder]:
            view = await self._view(record)
            season, found = view.season, []
            for plan in season.plans:
                if plan.reminded or plan.deadline is None or plan.deadline - REMIND_BEFORE_S > work.now:
                    continue
                season = season.mark_reminded(plan.round)
                owing = view.season.owing(plan.round)
                if owing:
                    found.append(RoundReminder(view.record, plan.round, plan.deadline, plan.channel, owing))
            league_repo.put_league(work.changes, _saved(view.record, season))
            code = view.record.code
            tells.owe(
                work,
                code,
                [LeagueNotice(code, tells.REMIND, r.round, p) for r in found for p in r.players],
            )
            return found

        return await self.core.run(guild_lock(candidate.guild_id), step)

    async def _close(self, candidate: LeagueRecord) -> list[RoundClosed]:
        """Each round is closed once, in the unit that reads it, under its server's lock: its
        stall rule applied to the games without a result, and their list for the organisers."""

        async def step(work: Work, record: LeagueRecord = candidate) -> list[RoundClosed]:
            view = await self._view(record)
            season, found = view.season, []
            for plan in view.season.plans:
                if plan.closed or plan.deadline is None or season.closes_at(plan) > work.now:
                    continue
                stalled = season.stalled(plan.round)
                season = season.close_round(plan.round, work.now)
                if stalled:
                    found.append(RoundClosed(view.record, plan.round, plan.channel, stalled, season.stall))
            league_repo.put_league(work.changes, _saved(view.record, season))
            code = view.record.code
            closed = [LeagueNotice(code, tells.CLOSED, c.round) for c in found]
            tells.owe(work, code, [*closed, tells.standings(code)] if season != view.season else [])
            return found

        return await self.core.run(guild_lock(candidate.guild_id), step)

    async def check_pairings(self, view: SeasonView) -> list[PairingCheck]:
        """Recompute every round that chance paired (Swiss, round robin) from the seed and what
        the round was paired from, as stored with it (``pairing_basis``)."""
        season = view.season
        checks: list[PairingCheck] = []
        for plan in sorted(season.plans, key=lambda p: p.round):
            stored = [p.pair for p in season.round_pairings(plan.round)]
            if plan.method == "manual":
                checks.append(PairingCheck(plan.round, plan.method, None))
                continue
            if plan.method == "swiss" and plan.pairing_version == 1:
                rule = plan.points or season.points
                args = (view.record.seed, plan.round, plan.players, season.previous_pairs(plan.round))
                old = await asyncio.to_thread(swiss_v1, *args, plan.basis, rule)
                checks.append(
                    PairingCheck(
                        plan.round, plan.method, old is not None and pairings.same_pairs(stored, old)
                    )
                )
                continue
            if plan.method == "swiss":
                previous = season.previous_pairs(plan.round)
                table = pairing_table(season, plan)
                seed, version = view.record.seed, plan.pairing_version
                expected = await asyncio.to_thread(
                    pairings.swiss, seed, plan.round, plan.players, previous, table, version
                )
                ok = pairings.same_pairs(stored, expected.pairs) and tuple(table) == plan.table
                checks.append(PairingCheck(plan.round, plan.method, ok, expected.rematches))
                continue
            circle = _round_robin_players(season, plan.players)
            expected_rr = pairings.round_robin(view.record.seed, plan.round, circle, plan.players)
            checks.append(PairingCheck(plan.round, plan.method, pairings.same_pairs(stored, expected_rr)))
        return checks


def pairing_table(season: LeagueSeason, plan: RoundPlan) -> list[Standing]:
    """The standings a Swiss round was paired from, recomputed from its stored basis: the
    players of its stored table (dropped ones included), the results counted then, and the
    points rule then."""
    return standings([s.player for s in plan.table], plan.basis, plan.points or season.points)


def _decided(round_no: int, player: int) -> TellsFn:
    """A game's result changed (confirmed, set, decided): its Confirm notice follows (the button
    goes) and so do the standings."""

    def owes(view: SeasonView, season: LeagueSeason) -> list[LeagueNotice]:
        pairing = season.pairing_of(round_no, player)
        game = [] if pairing is None or pairing.second is None else [tells.confirm(view.code, pairing)]
        return [*game, tells.standings(view.code)]

    return owes


def _saved(record: LeagueRecord, season: LeagueSeason) -> LeagueRecord:
    return replace(record, season=SEASON.dumps(season), next_reminder_at=season.next_reminder_at())


def _round_robin_players(season: LeagueSeason, players: Sequence[int]) -> tuple[int, ...]:
    """A round robin keeps the players of its first round for the whole season."""
    first = next((p for p in sorted(season.plans, key=lambda p: p.round) if p.method == "round-robin"), None)
    return tuple(first.players) if first is not None else tuple(players)


def _in_server(guild_id: int) -> OrganiserCheck:
    def check(record: LeagueRecord) -> None:
        if record.guild_id != guild_id:
            raise DomainError("league-error-other-server", name=plain(record.name))

    return check


async def find_league(store: Store, guild_id: int | None, ref: str) -> LeagueRecord:
    """A league by name in its own server, else by code anywhere."""
    wanted = " ".join(ref.split())[:NAME_MAX]
    record = None
    if guild_id is not None and wanted:
        record = await league_repo.league(store, guild_id, wanted)
    if record is None and wanted:
        record = await league_repo.league_by_code(store, wanted)
    if record is None:
        raise DomainError("league-error-unknown-ref", ref=plain(wanted) or "—")
    return record
