"""Fulminato's rolls: attacks, skill tests, opposed rolls, grapples and dice expressions.

They change nothing stored; they read the table's roster for names and the running fight
for a defender's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.play.fulminato.table import FulminatoBase, FulminatoState
from bot.rules.fulminato import attack as fulminato_attack
from bot.rules.fulminato import dice as fulminato_dice
from bot.rules.fulminato import fight as rules
from bot.rules.fulminato import wounds as fulminato_wounds
from bot.rules.fulminato.attack import (
    AttackKind,
    AttackOutcome,
    CalledTarget,
    CoverRoll,
    DefenderState,
    Weapon,
)
from bot.rules.fulminato.dice import OpposedRoll, SkillTest
from bot.rules.fulminato.fight import InitiativeTracker
from bot.rules.fulminato.grapple import GrappleAction, GrappleResult, grapple
from bot.rules.fulminato.wounds import EnduranceCheck, Wound
from bot.rules.random.dice import parse_expression, roll_expression
from bot.rules.random.dice_values import DiceRoll

MAX_DAMAGE = 10_000


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
class RolledBy:
    """What every roll's report starts with: the table, and who rolled."""

    table_id: int
    by: int


@dataclass(frozen=True, slots=True)
class AttackReport(RolledBy):
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
class OpposedReport(RolledBy):
    roll: OpposedRoll
    attacker: str | None
    defender: str | None


@dataclass(frozen=True, slots=True)
class GrappleReport(RolledBy):
    result: GrappleResult
    grappler: str | None
    grappled: str | None


@dataclass(frozen=True, slots=True)
class SkillTestReport(RolledBy):
    test: SkillTest


@dataclass(frozen=True, slots=True)
class RollReport(RolledBy):
    roll: DiceRoll


class FulminatoRolls(FulminatoBase):
    """The rolls of ``/fulminato`` (units of work that commit nothing)."""

    async def attack(self, table_id: int, by: int, request: AttackRequest) -> AttackReport:
        """Attack → deflection → final result → location (and limb) → damage; changes nothing stored."""
        if request.cover and request.kind is not AttackKind.RANGED:
            raise DomainError("fulminato-ui-error-cover-melee")
        fulminato_attack.check_flanking(request.kind, request.flankers)
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


def _endurance(
    request: AttackRequest, outcome: AttackOutcome
) -> tuple[EnduranceCheck | None, tuple[str, ...]]:
    """The Endurance check after this hit, when the defender's hit points are known."""
    if request.hit_points_left is None or request.victim_hit_points is None:
        return None, ()
    return fulminato_attack.endurance_after(
        outcome, request.hit_points_left, request.victim_hit_points, request.wound
    )


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
