"""Fulminato at a table: the roster, the initiative tracker, action points, attacks and rolls.

Each public coroutine is one unit of work on the table (PlayCore.run): it loads the table's
Fulminato document, applies bot.rules.fulminato, puts the new document in the unit's changes
and returns a frozen result once the commit is durable. A DomainError changes nothing.

Who may do what (the text has a chronicler who runs the fight; the bot names one):
- anyone may add a combatant; its *controller* is its owner, or whoever added it;
- whoever starts a fight is its chronicler;
- the current combatant's turn (actions, delay, next turn) belongs to its controller, the
  chronicler or a table moderator; so does removing a combatant;
- skipping to the next round and ending the fight belong to the chronicler or a moderator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from bot.errors import DomainError
from bot.play.core import PlayCore
from bot.play.results import Actor as Actor  # re-exported: the UI and cogs take it from here
from bot.play.work import Work
from bot.rules import fulminato as rules
from bot.rules import fulminato_actions, fulminato_attack, fulminato_dice, fulminato_wounds
from bot.rules.dice import DiceRoll, parse_expression, roll_expression
from bot.rules.fulminato import Combatant, InitiativeTracker
from bot.rules.fulminato_actions import Action
from bot.rules.fulminato_attack import (
    AttackKind,
    AttackOutcome,
    CalledTarget,
    CoverRoll,
    DefenderState,
    Weapon,
)
from bot.rules.fulminato_dice import OpposedRoll, SkillTest
from bot.rules.fulminato_grapple import GrappleAction, GrappleResult, grapple
from bot.rules.fulminato_wounds import EnduranceCheck, Wound

GAME: Final = "fulminato"
STATE_VERSION = 1
# A roster fits one message and one autocomplete list (Discord shows at most 25 choices).
MAX_ROSTER = 25
MAX_DAMAGE = 10_000


@dataclass(frozen=True, slots=True)
class RosterEntry:
    combatant: Combatant
    added_by: int

    @property
    def name(self) -> str:
        return self.combatant.name

    @property
    def controller(self) -> int:
        owner = self.combatant.owner_id
        return owner if owner is not None else self.added_by


@dataclass(frozen=True, slots=True)
class FulminatoState:
    """A table's Fulminato document: who is in the roster and the fight, if one is running."""

    roster: tuple[RosterEntry, ...] = ()
    tracker: InitiativeTracker | None = None
    chronicler: int | None = None
    # Counts fights started at the table, so a button of an earlier fight is recognised as stale.
    fight: int = 0

    def entry(self, name: str) -> RosterEntry:
        key = name.strip().casefold()
        for entry in self.roster:
            if entry.name.casefold() == key:
                return entry
        raise DomainError("fulminato-error-unknown-combatant", name=name)

    def find(self, name: str) -> RosterEntry | None:
        try:
            return self.entry(name)
        except DomainError:
            return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "v": STATE_VERSION,
            "roster": [
                {
                    "name": e.combatant.name,
                    "mind": e.combatant.mind,
                    "grace": e.combatant.grace,
                    "owner": e.combatant.owner_id,
                    "by": e.added_by,
                }
                for e in self.roster
            ],
            "tracker": None if self.tracker is None else self.tracker.to_dict(),
            "chronicler": self.chronicler,
            "fight": self.fight,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FulminatoState:
        if data.get("v") != STATE_VERSION:
            raise ValueError(f"unsupported Fulminato state version: {data.get('v')!r}")
        roster = tuple(
            RosterEntry(
                Combatant(
                    str(item["name"]),
                    int(item["mind"]),
                    int(item["grace"]),
                    None if item["owner"] is None else int(item["owner"]),
                ),
                int(item["by"]),
            )
            for item in data["roster"]
        )
        tracker = None if data["tracker"] is None else InitiativeTracker.from_dict(data["tracker"])
        chronicler = None if data["chronicler"] is None else int(data["chronicler"])
        return cls(roster=roster, tracker=tracker, chronicler=chronicler, fight=int(data["fight"]))


@dataclass(frozen=True, slots=True)
class TurnKey:
    """Which turn a button was made for: fight number, round and turn index."""

    fight: int
    round: int
    turn: int


@dataclass(frozen=True, slots=True)
class FulminatoView:
    """The table after a command. `event` says what happened (the UI picks its sentence)."""

    table_id: int
    state: FulminatoState
    event: str
    by: int
    subject: str | None = None
    action: Action | None = None
    cost: int | None = None
    other: str | None = None
    ended_round: int | None = None

    @property
    def tracker(self) -> InitiativeTracker | None:
        return self.state.tracker

    @property
    def turn_key(self) -> TurnKey | None:
        tracker = self.state.tracker
        if tracker is None:
            return None
        return TurnKey(self.state.fight, tracker.round, tracker.turn)


@dataclass(frozen=True, slots=True)
class AttackRequest:
    kind: AttackKind
    characteristic: int
    skill: int
    weapon: Weapon = Weapon.WEAPON
    ranks: int = 0
    bonus: int = 0
    shield: int = 0
    armour: int = 0
    extra: int = 0
    defence_ranks: int = 0
    flankers: int = 0
    defender_state: DefenderState | None = None
    surprised_die_ranks: int | None = None
    damage: str | None = None
    victim_hit_points: int | None = None
    called: CalledTarget | None = None
    attacker: str | None = None
    defender: str | None = None
    cover: bool = False
    hit_points_left: int | None = None  # the defender's hit points before this attack
    wound: Wound | None = None  # None: from the attack (ranged: projectile; melee weapon: cut)


@dataclass(frozen=True, slots=True)
class AttackReport:
    table_id: int
    by: int
    request: AttackRequest
    outcome: AttackOutcome
    attacker: str | None
    defender: str | None
    cover: CoverRoll | None
    damage_roll: DiceRoll | None
    # The defender's state came from the running fight (surprised in the surprise round).
    state_from_fight: bool
    endurance: EnduranceCheck | None = None  # when the defender's hit points were given
    endurance_notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class OpposedReport:
    table_id: int
    by: int
    roll: OpposedRoll
    attacker: str | None
    defender: str | None


@dataclass(frozen=True, slots=True)
class GrappleReport:
    table_id: int
    by: int
    result: GrappleResult
    grappler: str | None
    grappled: str | None


@dataclass(frozen=True, slots=True)
class SkillTestReport:
    table_id: int
    by: int
    test: SkillTest


@dataclass(frozen=True, slots=True)
class RollReport:
    table_id: int
    by: int
    roll: DiceRoll


class FulminatoOps:
    """The Fulminato commands, on the shared per-table machinery of the play layer."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- loading and saving ----------------------------------------------------------------

    @staticmethod
    async def _load(work: Work) -> FulminatoState:
        document = await work.game_state(GAME)
        return FulminatoState() if document is None else FulminatoState.from_dict(document)

    @staticmethod
    def _save(work: Work, state: FulminatoState) -> None:
        work.put_game_state(GAME, state.to_dict())

    # -- the roster ------------------------------------------------------------------------

    async def show(self, table_id: int, by: int) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            return FulminatoView(table_id, await self._load(work), "show", by)

        return await self.core.run(table_id, step)

    async def add(
        self, table_id: int, actor: Actor, name: str, mind: int, grace: int, owner: int | None = None
    ) -> FulminatoView:
        cleaned = " ".join(name.split())
        if "," in cleaned:
            raise DomainError("fulminato-ui-error-name-comma", name=cleaned)
        combatant = Combatant(cleaned, mind, grace, owner)

        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            if state.find(cleaned) is not None:
                raise DomainError("fulminato-error-duplicate-combatant", name=cleaned)
            if len(state.roster) >= MAX_ROSTER:
                raise DomainError("fulminato-ui-error-roster-full", max=MAX_ROSTER)
            state = replace(state, roster=(*state.roster, RosterEntry(combatant, actor.user_id)))
            self._save(work, state)
            return FulminatoView(table_id, state, "added", actor.user_id, subject=cleaned)

        return await self.core.run(table_id, step)

    async def remove(self, table_id: int, actor: Actor, name: str) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            entry = state.entry(name)
            _check_controls(state, actor, entry)
            tracker = state.tracker
            if tracker is not None and any(e.name == entry.name for e in tracker.order):
                tracker = tracker.remove(entry.name)
            roster = tuple(e for e in state.roster if e.name != entry.name)
            state = replace(state, roster=roster, tracker=tracker)
            self._save(work, state)
            return FulminatoView(table_id, state, "removed", actor.user_id, subject=entry.name)

        return await self.core.run(table_id, step)

    # -- the fight -------------------------------------------------------------------------

    async def start(
        self, table_id: int, actor: Actor, surprisers: Sequence[str] = (), surprised: Sequence[str] = ()
    ) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            if state.tracker is not None:
                raise DomainError("fulminato-ui-error-fight-running")
            tracker = rules.start_combat(
                [e.combatant for e in state.roster], work.rng, surprisers=surprisers, surprised=surprised
            )
            state = replace(state, tracker=tracker, chronicler=actor.user_id, fight=state.fight + 1)
            self._save(work, state)
            return FulminatoView(table_id, state, "started", actor.user_id)

        return await self.core.run(table_id, step)

    async def end(self, table_id: int, actor: Actor) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            _check_chronicler(state, actor)
            state = replace(state, tracker=None, chronicler=None)
            self._save(work, state)
            return FulminatoView(table_id, state, "ended", actor.user_id, ended_round=tracker.round)

        return await self.core.run(table_id, step)

    async def next_turn(self, table_id: int, actor: Actor, expected: TurnKey | None = None) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state, expected)
            done = tracker.current.name
            _check_controls(state, actor, state.entry(done))
            new = tracker.next_turn()
            state = replace(state, tracker=new)
            self._save(work, state)
            event = "round" if new.round != tracker.round else "turn"
            return FulminatoView(table_id, state, event, actor.user_id, subject=done)

        return await self.core.run(table_id, step)

    async def next_round(self, table_id: int, actor: Actor) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            _check_chronicler(state, actor)
            state = replace(state, tracker=tracker.next_round())
            self._save(work, state)
            return FulminatoView(table_id, state, "round", actor.user_id)

        return await self.core.run(table_id, step)

    async def delay(self, table_id: int, actor: Actor, after: str) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            delayer = tracker.current.name
            _check_controls(state, actor, state.entry(delayer))
            new = tracker.delay(after)
            state = replace(state, tracker=new)
            self._save(work, state)
            return FulminatoView(
                table_id, state, "delayed", actor.user_id, subject=delayer, other=new.entry(after).name
            )

        return await self.core.run(table_id, step)

    async def act(
        self,
        table_id: int,
        actor: Actor,
        action: Action,
        combatant: str | None = None,
        expected: TurnKey | None = None,
    ) -> FulminatoView:
        """Spend the points of `action` for the current combatant (or take a 0-cost action for anyone)."""

        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state, expected)
            name = tracker.current.name if combatant is None else tracker.entry(combatant).name
            _check_controls(state, actor, state.entry(name))
            new = tracker.spend(action, name)
            state = replace(state, tracker=new)
            self._save(work, state)
            return FulminatoView(
                table_id,
                state,
                "spent",
                actor.user_id,
                subject=name,
                action=action,
                cost=fulminato_actions.ACTION_COSTS[action],
            )

        return await self.core.run(table_id, step)

    # -- rolls -----------------------------------------------------------------------------

    async def attack(self, table_id: int, by: int, request: AttackRequest) -> AttackReport:
        """Attack → deflection → final result → location (and limb) → damage; changes nothing stored."""
        if request.cover and request.kind is not AttackKind.RANGED:
            raise DomainError("fulminato-ui-error-cover-melee")
        if request.hit_points_left is not None:
            fulminato_wounds.check_hit_points(request.hit_points_left, request.victim_hit_points)
        damage_expression = None if request.damage is None else parse_expression(request.damage)

        async def step(work: Work) -> AttackReport:
            state = await self._load(work)
            attacker = _display_name(state, request.attacker)
            defender = _display_name(state, request.defender)
            defender_state = request.defender_state
            from_fight = False
            if defender_state is None:
                defender_state = DefenderState.READY
                tracker = state.tracker
                if tracker is not None and defender is not None and _in_fight(tracker, defender):
                    defender_state = tracker.deflection_state(defender)
                    from_fight = defender_state is not DefenderState.READY
            rng = work.rng
            cover = fulminato_attack.roll_cover(rng) if request.cover else None
            attack = fulminato_attack.roll_attack(
                request.kind,
                request.characteristic,
                request.skill,
                rng,
                weapon=request.weapon,
                ranks=request.ranks,
                modifier=request.bonus,
            )
            deflection = fulminato_attack.roll_deflection(
                rng,
                shield=request.shield,
                armour=request.armour,
                extra=request.extra,
                ranks=request.defence_ranks,
                flankers=request.flankers,
                state=defender_state,
                surprised_die_ranks=request.surprised_die_ranks,
            )
            damage_roll = None
            damage = None
            if damage_expression is not None:
                damage_roll = roll_expression(damage_expression, rng)
                damage = damage_roll.total
                if not 0 <= damage <= MAX_DAMAGE:
                    raise DomainError("fulminato-error-damage", damage=damage)
            outcome = fulminato_attack.resolve_attack(
                attack,
                deflection,
                rng,
                damage=damage,
                victim_max_hit_points=request.victim_hit_points,
                called=request.called,
            )
            endurance, endurance_notes = _endurance(request, outcome)
            return AttackReport(
                table_id=table_id,
                by=by,
                request=request,
                outcome=outcome,
                attacker=attacker,
                defender=defender,
                cover=cover,
                damage_roll=damage_roll,
                state_from_fight=from_fight,
                endurance=endurance,
                endurance_notes=endurance_notes,
            )

        return await self.core.run(table_id, step)

    async def test(
        self, table_id: int, by: int, dice: Sequence[int], difficulty: int, ranks: int = 0, bonus: int = 0
    ) -> SkillTestReport:
        async def step(work: Work) -> SkillTestReport:
            return SkillTestReport(
                table_id,
                by,
                fulminato_dice.skill_test(dice, difficulty, work.rng, ranks=ranks, modifier=bonus),
            )

        return await self.core.run(table_id, step)

    async def opposed(
        self,
        table_id: int,
        by: int,
        attacker_dice: Sequence[int],
        defender_dice: Sequence[int],
        *,
        attacker_ranks: int = 0,
        defender_ranks: int = 0,
        attacker: str | None = None,
        defender: str | None = None,
    ) -> OpposedReport:
        """An opposed roll ("tirada enfrentada"): a tie denies the attacker."""

        async def step(work: Work) -> OpposedReport:
            state = await self._load(work)
            roll = fulminato_dice.opposed_roll(
                attacker_dice,
                defender_dice,
                work.rng,
                attacker_ranks=attacker_ranks,
                defender_ranks=defender_ranks,
            )
            return OpposedReport(
                table_id, by, roll, _display_name(state, attacker), _display_name(state, defender)
            )

        return await self.core.run(table_id, step)

    async def grapple(
        self,
        table_id: int,
        by: int,
        action: GrappleAction,
        dice: Sequence[int],
        against: Sequence[int] = (),
        *,
        heavy_object: bool = False,
        after_failed_tie: bool = False,
        ranks: int = 0,
        grappler: str | None = None,
        grappled: str | None = None,
    ) -> GrappleReport:
        async def step(work: Work) -> GrappleReport:
            state = await self._load(work)
            result = grapple(
                action,
                work.rng,
                dice=dice,
                against=against,
                heavy_object=heavy_object,
                after_failed_tie=after_failed_tie,
                ranks=ranks,
            )
            return GrappleReport(
                table_id, by, result, _display_name(state, grappler), _display_name(state, grappled)
            )

        return await self.core.run(table_id, step)

    async def roll(self, table_id: int, by: int, expression: str) -> RollReport:
        parsed = parse_expression(expression)

        async def step(work: Work) -> RollReport:
            return RollReport(table_id, by, roll_expression(parsed, work.rng))

        return await self.core.run(table_id, step)


# -- checks ------------------------------------------------------------------------------------


def _endurance(
    request: AttackRequest, outcome: AttackOutcome
) -> tuple[EnduranceCheck | None, tuple[str, ...]]:
    """The Endurance check after this hit, when the defender's hit points are known."""
    if request.hit_points_left is None or request.victim_hit_points is None:
        return None, ()
    return fulminato_attack.endurance_after(
        outcome, request.hit_points_left, request.victim_hit_points, request.wound
    )


def _running(state: FulminatoState, expected: TurnKey | None = None) -> InitiativeTracker:
    tracker = state.tracker
    if tracker is None:
        raise DomainError("fulminato-ui-error-no-fight")
    if expected is not None and expected != TurnKey(state.fight, tracker.round, tracker.turn):
        raise DomainError("fulminato-ui-error-stale", name=tracker.current.name)
    return tracker


def _check_controls(state: FulminatoState, actor: Actor, entry: RosterEntry) -> None:
    if actor.is_moderator or actor.user_id == entry.controller:
        return
    if state.tracker is not None and actor.user_id == state.chronicler:
        return
    raise DomainError(
        "fulminato-ui-error-not-your-combatant", name=entry.name, controller=f"<@{entry.controller}>"
    )


def _check_chronicler(state: FulminatoState, actor: Actor) -> None:
    if actor.is_moderator or actor.user_id == state.chronicler:
        return
    raise DomainError("fulminato-ui-error-not-chronicler", chronicler=f"<@{state.chronicler}>")


def _in_fight(tracker: InitiativeTracker, name: str) -> bool:
    return any(entry.name == name for entry in tracker.order)


def _display_name(state: FulminatoState, name: str | None) -> str | None:
    """A roster name in its own spelling, or the text given (an attacker outside the roster)."""
    if name is None:
        return None
    cleaned = " ".join(name.split())
    if not cleaned:
        return None
    if len(cleaned) > rules.MAX_NAME_LENGTH:
        raise DomainError("fulminato-error-combatant-name", max=rules.MAX_NAME_LENGTH)
    entry = state.find(cleaned)
    return entry.name if entry is not None else cleaned
