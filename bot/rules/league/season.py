"""A league's season as a value: its players, rounds and pairings, results, and the record.

Every change is a pure function from one ``LeagueSeason`` to the next, made by one person at
one time, and leaves an entry in ``record`` (who, when, what), which anyone can read: a
result an organiser set, a player dropped, a round paired, all stay visible.

Results. Each player of a pair reports the score (their VP and their opponent's). The result
is **confirmed** when both reports agree, **disputed** while they differ, **reported** while
only one player has spoken, and **missing** until then. An organiser may **set** a result,
which stands over the players' reports. A bye is a result of its own (a win, no VP).

Reports (issue 41). Each report of a game replaces the same player's earlier one and counts
(``Pairing.reports``): a Confirm button carries that count and confirms only the report it was
made for. The opponent's notice with the button (``ConfirmNotice``) is one at a time: a new
report edits it, or replaces it with a new one (``told_at``: at most ``PINGS_PER_HOUR`` an hour).
A result both players confirmed, or an organiser set, stands against new reports. A dispute is
told once (``dispute_told``): to the organisers who asked (``contacts``) and to the player who
did not just report.

Late reports (issue 41). A report after the round's deadline is kept, marked ``late``: the game
counts nothing until an organiser decides (``decide_late``): accept the reported score, or the
league's forfeit (``forfeit_late``). The stall rule at the round's close and a drop leave such a
game alone, so nothing reported is lost; the organisers are told once (``late_told``).

Languages (issue 41). A player's ``language`` is the one of their own latest league command;
notices sent to them alone (a DM) are written in it.

Drops. A dropped player is never paired again. The opponent of a game of theirs that has no
result yet gets the league's forfeit result (``ForfeitRule``): a win (``win``), a bye's points
(``bye``), or nothing until an organiser sets the result (``organiser``); the record says who
decided. Nobody reports a game whose opponent dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from bot.errors import DomainError
from bot.rules.common.documents import Kind
from bot.rules.league.crews import FACTION_MAX, Declaration, clean_text, commitment
from bot.rules.league.pairing import SWISS_TIE_BROKEN, Pair, SwissRound
from bot.rules.league.places import LeaguePlaces
from bot.rules.league.standings import GameResult, PointsRule, Standing
from bot.rules.notices import within_budget

PairingMethod = Literal["swiss", "round-robin", "manual"]
PAIRING_METHODS: tuple[PairingMethod, ...] = ("swiss", "round-robin", "manual")
ResultStatus = Literal["missing", "reported", "confirmed", "disputed", "set", "bye", "forfeit", "late"]
LateDecision = Literal["accept", "forfeit"]
LATE_DECISIONS: tuple[LateDecision, ...] = ("accept", "forfeit")
ForfeitRule = Literal["win", "bye", "organiser"]
FORFEIT_RULES: tuple[ForfeitRule, ...] = ("win", "bye", "organiser")
# A game still without a result at its round's deadline (plus ``stall_days``): the organisers
# decide (``organiser``), both players lose (``both-lose``), or the one player who reported
# wins by forfeit (``reporter-wins``; with no single report, the organisers decide).
StallRule = Literal["organiser", "both-lose", "reporter-wins"]
STALL_RULES: tuple[StallRule, ...] = ("organiser", "both-lose", "reporter-wins")
STALL_DAYS_MAX = 30
DAY_S = 86400.0
MAX_PLAYERS = 256
MAX_RECORD = 5000  # entries kept in the record; the oldest go first past that
REMIND_BEFORE_S = 24 * 3600.0  # players without a result are reminded a day before the deadline
PLAYER_NAME_MAX = 32
PINGS_KEPT = 8  # a game's latest new Confirm notices kept, enough for any allowance window
MAX_CONTACTS = 25  # organisers told of a league's disputes


def may_ping(pairing: Pairing, now: float) -> bool:
    """Whether a new Confirm notice may go to the opponent now: within the allowance of pings
    (``bot.rules.notices.within_budget``: at most ``PINGS_PER_HOUR`` an hour)."""
    return within_budget(pairing.told_at, now)


@dataclass(frozen=True, slots=True)
class LeaguePlayer:
    user: int
    name: str  # the display name when they joined (shown where a mention cannot be)
    joined_at: float
    added_by: int  # the player themselves, or the organiser who added them
    dropped: bool = False
    faction: str = ""  # public, for the season
    language: str = ""  # of their latest league command ("": none yet): their DMs' language


@dataclass(frozen=True, slots=True)
class Score:
    """A score as one side tells it: the first player's VP and the second's."""

    first_vp: int
    second_vp: int


@dataclass(frozen=True, slots=True)
class ConfirmNotice:
    """The message that asks ``player`` to confirm report number ``serial`` of a game."""

    player: int
    channel: int
    message: int
    serial: int


@dataclass(frozen=True, slots=True)
class OrganiserContact:
    """An organiser who asked to be told of disputes: by DM (``channel`` None) or by a ping in
    ``channel``, in ``language``."""

    user: int
    channel: int | None
    language: str


@dataclass(frozen=True, slots=True)
class Pairing:
    round: int
    first: int
    second: int | None  # None: a bye
    first_report: Score | None = None
    second_report: Score | None = None
    set_score: Score | None = None  # an organiser's decision
    game_table: int | None = None  # the table of the /game played for it, if any
    forfeit: ForfeitRule | None = None  # ``win`` or ``bye`` for ``forfeit_to``: the other dropped
    forfeit_to: int | None = None  # the winner by forfeit; None with ``both_lost``
    both_lost: bool = False  # stalled past the deadline under ``both-lose``
    decided_by: int | None = None  # who dropped the player (or set the result)
    reports: int = 0  # reports made so far: the serial of the current one
    notice: ConfirmNotice | None = None  # the live Confirm notice, if any
    told_at: tuple[float, ...] = ()  # when the opponent was sent a new Confirm notice
    dispute_told: bool = False  # this game's dispute was told (once)
    late: bool = False  # reported after the deadline: waits for an organiser's decision
    late_told: bool = False  # the organisers were told of the late report (once)

    @property
    def pair(self) -> Pair:
        return Pair(self.first, self.second)

    def players(self) -> tuple[int, ...]:
        return self.pair.players()

    @property
    def status(self) -> ResultStatus:
        if self.second is None:
            return "bye"
        if self.set_score is not None:
            return "set"
        if self.forfeit is not None or self.both_lost:
            return "forfeit"
        if self.late:
            return "late"
        reports = [r for r in (self.first_report, self.second_report) if r is not None]
        if not reports:
            return "missing"
        if len(reports) == 1:
            return "reported"
        return "confirmed" if reports[0] == reports[1] else "disputed"

    @property
    def score(self) -> Score | None:
        """The score that counts: an organiser's, or both players' agreed one."""
        if self.set_score is not None:
            return self.set_score
        if self.status == "confirmed":
            return self.first_report
        return None

    def result(self) -> GameResult | None:
        """What the standings count (a bye, a set or a confirmed score), else None."""
        if self.second is None:
            return GameResult(self.round, self.first, None)
        score = self.score
        if score is None and self.both_lost:
            return GameResult(self.round, self.first, self.second, both_lost=True)
        if score is None and self.forfeit_to is not None:
            loser = self.second if self.forfeit_to == self.first else self.first
            if self.forfeit == "bye":
                return GameResult(self.round, self.forfeit_to, None)
            return GameResult(self.round, self.forfeit_to, loser, forfeit=True)
        if score is None:
            return None
        return GameResult(self.round, self.first, self.second, score.first_vp, score.second_vp)


@dataclass(frozen=True, slots=True)
class RoundPlan:
    round: int
    method: PairingMethod
    deadline: float | None
    paired_by: int
    paired_at: float
    # What the round was paired from, so that ``verify`` and anyone with the export recompute
    # the pairs exactly even after later corrections or a change of the points: the players,
    # the results counted then, the points rule then; Swiss also the published standings then
    # (dropped players included), the seed's order, the ranking and how many rematches it has.
    players: tuple[int, ...] = ()
    basis: tuple[GameResult, ...] = ()
    reminded: bool = False
    channel: int | None = None  # where the round was paired: reminders that ping go there
    points: PointsRule | None = None
    table: tuple[Standing, ...] = ()
    order: tuple[int, ...] = ()
    ranked: tuple[int, ...] = ()
    rematches: int = 0
    closed: bool = False  # its stalled games were listed to the organisers and the rule applied
    # Swiss: 1 before issue 32 (``pairing_v1``), 2 the matching, 3 with the ranking's tie-break
    pairing_version: int = SWISS_TIE_BROKEN


@dataclass(frozen=True, slots=True)
class RecordEntry:
    at: float
    by: int
    action: str  # a translation key suffix: joined, left, added, removed, dropped, paired, ...
    round: int | None = None
    players: tuple[int, ...] = ()
    detail: str = ""  # e.g. a score "5-3", a method, a deadline


@dataclass(frozen=True, slots=True)
class LeagueSeason:
    points: PointsRule = field(default_factory=PointsRule)
    forfeit: ForfeitRule = "win"
    stall: StallRule = "organiser"
    stall_days: int = 0
    players: tuple[LeaguePlayer, ...] = ()
    plans: tuple[RoundPlan, ...] = ()
    pairings: tuple[Pairing, ...] = ()
    record: tuple[RecordEntry, ...] = ()
    declarations: tuple[Declaration, ...] = ()  # secret until both players of a game declared
    contacts: tuple[OrganiserContact, ...] = ()  # organisers told of disputes, and where
    # where its games are played and its standings posted (issue 45, ``season_v4``)
    places: LeaguePlaces = field(default_factory=LeaguePlaces)

    # -- reading ----------------------------------------------------------------------------

    def player(self, user: int) -> LeaguePlayer | None:
        return next((p for p in self.players if p.user == user), None)

    def active(self) -> tuple[int, ...]:
        return tuple(p.user for p in self.players if not p.dropped)

    def plan(self, round_no: int) -> RoundPlan | None:
        return next((p for p in self.plans if p.round == round_no), None)

    def round_pairings(self, round_no: int) -> tuple[Pairing, ...]:
        return tuple(p for p in self.pairings if p.round == round_no)

    def pairing_of(self, round_no: int, user: int) -> Pairing | None:
        return next((p for p in self.round_pairings(round_no) if user in p.players()), None)

    def results(self) -> tuple[GameResult, ...]:
        return tuple(r for p in self.pairings if (r := p.result()) is not None)

    def previous_pairs(self, before_round: int) -> tuple[Pair, ...]:
        return tuple(p.pair for p in self.pairings if p.round < before_round)

    @property
    def last_round(self) -> int:
        return max((p.round for p in self.plans), default=0)

    def next_reminder_at(self) -> float | None:
        """When the sweep has something next: a round's reminders (a day before its deadline) or
        its stalled games (at its deadline plus ``stall_days``), if any."""
        due = [p.deadline - REMIND_BEFORE_S for p in self.plans if p.deadline is not None and not p.reminded]
        due += [self.closes_at(p) for p in self.plans if p.deadline is not None and not p.closed]
        return min(due, default=None)

    def closes_at(self, plan: RoundPlan) -> float:
        assert plan.deadline is not None
        return plan.deadline + self.stall_days * DAY_S

    def stalled(self, round_no: int) -> tuple[Pairing, ...]:
        """The games of ``round_no`` with no result (a dropped player's aside: the forfeit rule)."""
        return tuple(
            p
            for p in self.round_pairings(round_no)
            if p.second is not None
            and p.result() is None
            and not p.late  # waits for an organiser's decision, not for the stall rule
            and not any(self._dropped(u) for u in p.players())
        )

    def close_round(self, round_no: int, now: float) -> LeagueSeason:
        """The league's stall rule on every stalled game of ``round_no``, recorded (by nobody:
        the league's own rule, ``by`` 0), and the round marked closed."""
        season = self
        for pairing in self.stalled(round_no):
            reporters = [
                u
                for u, told in (
                    (pairing.first, pairing.first_report),
                    (pairing.second, pairing.second_report),
                )
                if told is not None
            ]
            if self.stall == "both-lose":
                updated = replace(pairing, both_lost=True, decided_by=0)
            elif self.stall == "reporter-wins" and len(reporters) == 1:
                updated = replace(pairing, forfeit="win", forfeit_to=reporters[0], decided_by=0)
            else:
                continue
            detail = self.stall
            season = replace(season, pairings=season._with_pairing(pairing, updated))._log(
                RecordEntry(now, 0, "stalled", round=round_no, players=pairing.players(), detail=detail)
            )
        plans = tuple(replace(p, closed=True) if p.round == round_no else p for p in season.plans)
        return replace(season, plans=plans)

    def owing(self, round_no: int) -> tuple[int, ...]:
        """The players of ``round_no`` whose game has no counted result yet (dropped ones aside)."""
        owe: list[int] = []
        for pairing in self.round_pairings(round_no):
            open_game = pairing.second is not None and pairing.result() is None
            if open_game and not any(self._dropped(p) for p in pairing.players()):
                owe += pairing.players()
        return tuple(owe)

    def _dropped(self, user: int) -> bool:
        player = self.player(user)
        return player is not None and player.dropped

    def _check_open(self, pairing: Pairing) -> None:
        for user in pairing.players():
            if self._dropped(user):
                raise DomainError("league-error-dropped", user=user)
        if pairing.forfeit is not None:
            raise DomainError("league-error-forfeited", round=pairing.round)

    # -- changes ----------------------------------------------------------------------------

    def _log(self, entry: RecordEntry) -> LeagueSeason:
        return replace(self, record=(*self.record, entry)[-MAX_RECORD:])

    def join(self, user: int, name: str, now: float, by: int) -> LeagueSeason:
        existing = self.player(user)
        if existing is not None and not existing.dropped:
            raise DomainError("league-error-already-player")
        if existing is None and len(self.players) >= MAX_PLAYERS:
            raise DomainError("league-error-full", max=MAX_PLAYERS)
        clean = " ".join(name.split())[:PLAYER_NAME_MAX] or str(user)
        player = LeaguePlayer(user, clean, now, by)
        players = (*(p for p in self.players if p.user != user), player)
        action = "joined" if by == user else "added"
        return replace(self, players=players)._log(RecordEntry(now, by, action, players=(user,)))

    def leave(self, user: int, now: float, by: int, *, drop: bool = False) -> LeagueSeason:
        """A player leaves (or an organiser removes them) before they were ever paired; once
        paired, they are dropped instead: their games stay, they get no new pairings."""
        existing = self.player(user)
        if existing is None or existing.dropped:
            raise DomainError("league-error-not-a-player", user=user)
        ever_paired = any(user in p.players() for p in self.pairings)
        if drop or ever_paired:
            players = tuple(replace(p, dropped=True) if p.user == user else p for p in self.players)
            season = replace(self, players=players)._log(RecordEntry(now, by, "dropped", players=(user,)))
            return season._forfeit_games_of(user, now, by)
        players = tuple(p for p in self.players if p.user != user)
        action = "left" if by == user else "removed"
        return replace(self, players=players)._log(RecordEntry(now, by, action, players=(user,)))

    def _forfeit_games_of(self, user: int, now: float, by: int) -> LeagueSeason:
        """The league's forfeit for each game of ``user`` (just dropped) that has no result."""
        if self.forfeit == "organiser":
            return self
        season = self
        for pairing in self.pairings:
            if user not in pairing.players() or pairing.second is None or pairing.result() is not None:
                continue
            if pairing.late:  # a late report waits for the organisers, a drop or not
                continue
            winner = pairing.second if user == pairing.first else pairing.first
            if winner is None or self._dropped(winner):
                continue
            updated = replace(pairing, forfeit=self.forfeit, forfeit_to=winner, decided_by=by)
            season = replace(season, pairings=season._with_pairing(pairing, updated))._log(
                RecordEntry(
                    now, by, "forfeit", round=pairing.round, players=(winner, user), detail=self.forfeit
                )
            )
        return season

    def set_forfeit(
        self,
        rule: ForfeitRule,
        now: float,
        by: int,
        stall: StallRule | None = None,
        stall_days: int | None = None,
    ) -> LeagueSeason:
        """The league's rules for games that cannot be played (a drop) or were not (stalled)."""
        if rule not in FORFEIT_RULES:
            raise DomainError("league-error-forfeit-unknown", rule=str(rule)[:20])
        if stall is not None and stall not in STALL_RULES:
            raise DomainError("league-error-forfeit-unknown", rule=str(stall)[:20])
        if stall_days is not None and not 0 <= stall_days <= STALL_DAYS_MAX:
            raise DomainError("league-error-stall-days", max=STALL_DAYS_MAX)
        changed = replace(
            self,
            forfeit=rule,
            stall=self.stall if stall is None else stall,
            stall_days=self.stall_days if stall_days is None else stall_days,
        )
        detail = f"{rule}; {changed.stall}, {changed.stall_days}"
        return changed._log(RecordEntry(now, by, "forfeit-rule", detail=detail))

    def set_points(self, rule: PointsRule, now: float, by: int) -> LeagueSeason:
        detail = f"{rule.win}/{rule.draw}/{rule.loss}"
        return replace(self, points=rule)._log(RecordEntry(now, by, "points", detail=detail))

    def add_round(
        self,
        round_no: int,
        method: PairingMethod,
        pairs: Sequence[Pair],
        now: float,
        by: int,
        deadline: float | None,
        basis: Sequence[GameResult] = (),
        players: Sequence[int] = (),
        channel: int | None = None,
        swiss: SwissRound | None = None,
        table: Sequence[Standing] = (),
    ) -> LeagueSeason:
        if self.plan(round_no) is not None:
            raise DomainError("league-error-round-paired", round=round_no)
        if round_no != self.last_round + 1:
            raise DomainError("league-error-round-order", round=round_no, next=self.last_round + 1)
        plan = RoundPlan(
            round_no,
            method,
            deadline,
            by,
            now,
            tuple(players),
            tuple(basis),
            channel=channel,
            points=self.points,
            table=tuple(table) if swiss is not None else (),
            order=swiss.order if swiss is not None else (),
            ranked=swiss.ranked if swiss is not None else (),
            rematches=swiss.rematches if swiss is not None else 0,
        )
        new = tuple(Pairing(round_no, p.first, p.second) for p in pairs)
        detail = method if plan.rematches == 0 else f"{method}, rematches={plan.rematches}"
        return replace(self, plans=(*self.plans, plan), pairings=(*self.pairings, *new))._log(
            RecordEntry(now, by, "paired", round=round_no, detail=detail)
        )

    def _with_pairing(self, old: Pairing, new: Pairing) -> tuple[Pairing, ...]:
        return tuple(new if p is old else p for p in self.pairings)

    def report(self, round_no: int, user: int, mine: int, theirs: int, now: float) -> LeagueSeason:
        """``user`` tells the score of their game of ``round_no``: their VP, then the opponent's."""
        pairing = self.pairing_of(round_no, user)
        if pairing is None or pairing.second is None:
            raise DomainError("league-error-no-game", round=round_no)
        self._check_open(pairing)
        if pairing.status in ("confirmed", "set"):  # it stands: an organiser may set another
            raise DomainError("league-error-result-stands", round=round_no)
        plan = self.plan(round_no)
        late = plan is not None and plan.deadline is not None and now > plan.deadline
        GameResult(round_no, pairing.first, pairing.second, mine, theirs)  # checks the VP range
        if user == pairing.first:
            updated = replace(pairing, first_report=Score(mine, theirs), reports=pairing.reports + 1)
        else:
            updated = replace(pairing, second_report=Score(theirs, mine), reports=pairing.reports + 1)
        if late:
            updated = replace(updated, late=True, late_told=True)  # kept, for the organisers to decide
        elif updated.status == "disputed":
            updated = replace(updated, dispute_told=True)  # whoever reads this unit tells it, once
        action = "reported-late" if late else "reported"
        return replace(self, pairings=self._with_pairing(pairing, updated))._log(
            RecordEntry(
                now, user, action, round=round_no, players=pairing.players(), detail=f"{mine}-{theirs}"
            )
        )

    def decide_late(
        self, round_no: int, player: int, decision: LateDecision, now: float, by: int
    ) -> LeagueSeason:
        """An organiser's decision on the late report(s) of ``player``'s game of ``round_no``:
        ``accept`` the reported score (both reports agree, or only one was made), or ``forfeit``:
        the league's stall rule, as at the round's close (``reporter-wins``: the one player who
        reported wins; otherwise both lose)."""
        pairing = self.pairing_of(round_no, player)
        if pairing is None or pairing.second is None:
            raise DomainError("league-error-no-game", round=round_no)
        if not pairing.late:
            raise DomainError("league-error-not-late", round=round_no)
        told = [r for r in (pairing.first_report, pairing.second_report) if r is not None]
        if decision == "accept":
            if len(set(told)) != 1:
                raise DomainError("league-error-late-differ", round=round_no)
            updated = replace(pairing, late=False, set_score=told[0], decided_by=by)
            detail = f"{told[0].first_vp}-{told[0].second_vp}"
        else:
            reporters = [
                u
                for u, r in ((pairing.first, pairing.first_report), (pairing.second, pairing.second_report))
                if r
            ]
            if self.stall == "reporter-wins" and len(reporters) == 1:
                updated = replace(pairing, late=False, forfeit="win", forfeit_to=reporters[0], decided_by=by)
            else:
                updated = replace(pairing, late=False, both_lost=True, decided_by=by)
            detail = "forfeit"
        return replace(self, pairings=self._with_pairing(pairing, updated))._log(
            RecordEntry(now, by, f"late-{decision}", round=round_no, players=pairing.players(), detail=detail)
        )

    def confirm(
        self, round_no: int, user: int, reporter: int, now: float, serial: int | None = None
    ) -> LeagueSeason:
        """``user`` confirms the score ``reporter`` (their opponent) reported: the same report
        from ``user``'s side. Only the opponent confirms, once, while the report stands, and
        only report number ``serial`` (a button made for an older report is refused)."""
        pairing = self.pairing_of(round_no, reporter)
        if pairing is None or pairing.second is None or user not in pairing.players():
            raise DomainError("league-error-confirm-not-yours", round=round_no)
        if user == reporter:
            raise DomainError("league-error-confirm-own")
        told = pairing.first_report if reporter == pairing.first else pairing.second_report
        if told is None or pairing.status != "reported":
            raise DomainError("league-error-nothing-to-confirm", round=round_no)
        if serial != pairing.reports:
            raise DomainError("league-error-confirm-stale", round=round_no)
        mine, theirs = (
            (told.first_vp, told.second_vp) if user == pairing.first else (told.second_vp, told.first_vp)
        )
        return self.report(round_no, user, mine, theirs, now)

    def set_result(
        self, round_no: int, first: int, first_vp: int, second_vp: int, now: float, by: int
    ) -> LeagueSeason:
        """An organiser's result for the pair of ``round_no`` that holds ``first``."""
        pairing = self.pairing_of(round_no, first)
        if pairing is None or pairing.second is None:
            raise DomainError("league-error-no-game", round=round_no)
        score = Score(first_vp, second_vp) if first == pairing.first else Score(second_vp, first_vp)
        GameResult(round_no, pairing.first, pairing.second, score.first_vp, score.second_vp)
        updated = replace(pairing, set_score=score, decided_by=by, late=False)
        detail = f"{score.first_vp}-{score.second_vp}"
        return replace(self, pairings=self._with_pairing(pairing, updated))._log(
            RecordEntry(now, by, "set", round=round_no, players=pairing.players(), detail=detail)
        )

    def declaration(self, round_no: int, user: int) -> Declaration | None:
        return next((d for d in self.declarations if d.round == round_no and d.player == user), None)

    def declare(self, code: str, round_no: int, user: int, raw: str, salt: str, now: float) -> LeagueSeason:
        """``user`` declares their crew for their game of ``round_no`` in secret, once; both
        declarations of the game are revealed when the second one comes."""
        pairing = self.pairing_of(round_no, user)
        if pairing is None or pairing.second is None:
            raise DomainError("league-error-no-game", round=round_no)
        if self.declaration(round_no, user) is not None:
            raise DomainError("league-error-declared-twice", round=round_no)
        text = clean_text(raw)
        mine = Declaration(round_no, user, text, salt, commitment(code, round_no, user, text, salt), now)
        other = pairing.second if user == pairing.first else pairing.first
        theirs = None if other is None else self.declaration(round_no, other)
        declarations = (*self.declarations, mine)
        season = replace(self, declarations=declarations)._log(
            RecordEntry(now, user, "declared", round=round_no, players=(user,), detail=mine.commitment[:16])
        )
        if theirs is None:
            return season
        shown = tuple(
            replace(d, revealed=True) if d.round == round_no and d.player in pairing.players() else d
            for d in declarations
        )
        return replace(season, declarations=shown)._log(
            RecordEntry(now, user, "crews-revealed", round=round_no, players=pairing.players())
        )

    def set_faction(self, user: int, raw: str, now: float) -> LeagueSeason:
        player = self.player(user)
        if player is None or player.dropped:
            raise DomainError("league-error-not-a-player", user=user)
        faction = clean_text(raw, FACTION_MAX)
        players = tuple(replace(p, faction=faction) if p.user == user else p for p in self.players)
        return replace(self, players=players)._log(
            RecordEntry(now, user, "faction", players=(user,), detail=faction)
        )

    def speaks(self, user: int, language: str | None) -> LeagueSeason:
        """``user``'s language, from a league command of theirs (nothing recorded: not a change)."""
        player = self.player(user)
        if language is None or player is None or player.language == language:
            return self
        return replace(
            self, players=tuple(replace(p, language=language) if p.user == user else p for p in self.players)
        )

    def with_notice(
        self, round_no: int, user: int, notice: ConfirmNotice | None, sent_at: float | None = None
    ) -> LeagueSeason:
        """The game of ``user`` in ``round_no`` now has ``notice`` as its live Confirm notice
        (None: none), sent anew at ``sent_at`` (None: an edit, which pings nobody)."""
        pairing = self.pairing_of(round_no, user)
        if pairing is None:
            return self
        told = pairing.told_at if sent_at is None else (*pairing.told_at, sent_at)[-PINGS_KEPT:]
        return replace(
            self, pairings=self._with_pairing(pairing, replace(pairing, notice=notice, told_at=told))
        )

    def set_contact(self, user: int, channel: int | None, language: str, now: float) -> LeagueSeason:
        """An organiser asks to be told of disputes by DM (``channel`` None) or in ``channel``."""
        contact = OrganiserContact(user, channel, language)
        contacts = (*(c for c in self.contacts if c.user != user), contact)[-MAX_CONTACTS:]
        detail = "dm" if channel is None else "channel"
        return replace(self, contacts=contacts)._log(RecordEntry(now, user, "contact", detail=detail))

    def drop_contact(self, user: int, now: float) -> LeagueSeason:
        contacts = tuple(c for c in self.contacts if c.user != user)
        return replace(self, contacts=contacts)._log(RecordEntry(now, user, "contact", detail="off"))

    def mark_reminded(self, round_no: int) -> LeagueSeason:
        return replace(
            self, plans=tuple(replace(p, reminded=True) if p.round == round_no else p for p in self.plans)
        )


def season_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Issue 32: forfeits, stalled games, crews, factions and each round's pairing basis. A v1
    round kept no points rule: v1's verify used the season's, so the round gets that one."""
    points = data.get("points", {"win": 3, "draw": 1, "loss": 0})
    basis = {"forfeit": False, "both_lost": False}
    plans = [
        {
            **plan,
            "basis": [{**result, **basis} for result in plan.get("basis", [])],
            "points": points,
            "table": [],
            "order": [],
            "ranked": [],
            "rematches": 0,
            "closed": False,
            "pairing_version": 1,
        }
        for plan in data.get("plans", [])
    ]
    pairings = [
        {**p, "forfeit": None, "forfeit_to": None, "both_lost": False, "decided_by": None}
        for p in data.get("pairings", [])
    ]
    players = [{**player, "faction": ""} for player in data.get("players", [])]
    return {
        **data,
        "forfeit": "win",
        "stall": "organiser",
        "stall_days": 0,
        "players": players,
        "plans": plans,
        "pairings": pairings,
        "declarations": [],
    }


def season_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Issue 41: each player's language, each game's report count, live Confirm notice, pings
    and whether its dispute was told (a dispute already stored was told by the bot then), and
    the organisers told of disputes."""
    players = [{**player, "language": ""} for player in data.get("players", [])]
    pairings = []
    for p in data.get("pairings", []):
        reports = [r for r in (p.get("first_report"), p.get("second_report")) if r is not None]
        told = len(reports) == 2 and reports[0] != reports[1]
        fresh: dict[str, Any] = {
            "notice": None,
            "told_at": [],
            "dispute_told": told,
            "late": False,
            "late_told": False,
        }
        pairings.append({**p, "reports": len(reports), **fresh})
    return {**data, "players": players, "pairings": pairings, "contacts": []}


def season_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Issue 45: where the season's games are played (each round's chosen channel for threads,
    each pairing's thread) and its standings message: none yet."""
    return {**data, "places": {"rooms": [], "threads": [], "standings": None}}


# The season's stored document (``leagues.season``), read and written by the play layer.
SEASON = Kind("league-season", LeagueSeason, [season_v2, season_v3, season_v4])
