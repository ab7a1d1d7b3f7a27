"""Fulminato combat: initiative, action points, attack against deflection, hit location, damage.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`. Every die is rolled with an
injected `random.Random` and recorded as a `DieRoll`, so a reply can show each one and a seed
reproduces a whole fight. Where the text leaves a gap, the choice made is named in
`interpretations` (values of `Interpretation`) so the reply can say so.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from bot.errors import DomainError
from bot.rules.dice import roll_die

DIE_STEPS = (4, 6, 8, 10, 12)
LARGEST_DIE = 12
FACES_PER_RANK = 2
DEFLECTION_DIE = 6
LIMB_DIE = 8
PERCENT_DIE = 100

ACTION_POINTS_PER_TURN = 6
SURPRISE_ACTION_POINTS = 3

DIFFICULTY_EASY = 6
DIFFICULTY_COMPLICATED = 12

IMPROVISED_RANKS = -2
IMPROVISED_OFF_HAND_RANKS = -3
FLANKING_MAX_RANKS = 3
COVER_HIT_PERCENT = 50

LIMB_MIN_RESULT = 4
TORSO_MIN_RESULT = 8
HEAD_MIN_RESULT = 13

# Only a scripted generator can tie forever; a real one ends after a few re-rolls.
MAX_TIE_BREAK_ROUNDS = 50
MAX_NAME_LENGTH = 64
SERIAL_VERSION = 1


class Interpretation(StrEnum):
    """Choices the text leaves open; a reply names the ones that applied."""

    RANKS_OUTSIDE_DEFLECTION = "ranks-outside-deflection"
    HALF_ROUNDS_DOWN = "half-rounds-down"
    SURPRISED_KEEPS_BONUSES = "surprised-keeps-bonuses"
    DEFLECTION_FLOOR_ZERO = "deflection-floor-zero"
    FLANKING_COUNT = "flanking-count"
    DIFFICULTY_MET_SUCCEEDS = "difficulty-met-succeeds"
    CALLED_SHOT_LOCATION = "called-shot-location"
    DELAY_THIS_ROUND = "delay-this-round"
    SURPRISE_ORDER_AS_GIVEN = "surprise-order-as-given"
    INITIATIVE_TIE_UNRESOLVED = "initiative-tie-unresolved"
    MELEE_WEAPON_CUTS = "melee-weapon-cuts"
    BREAK_FREE_AGAINST_CONSTITUTION = "break-free-against-constitution"


# ---------------------------------------------------------------------------------------------
# Dice and ranks


@dataclass(frozen=True, slots=True)
class DieRoll:
    """One die as rolled. `label` is a stable key (e.g. "mind", "deflection") the UI translates."""

    label: str
    sides: int
    value: int


@dataclass(frozen=True, slots=True)
class RankedDie:
    """A die after ranks: e.g. d6 with −2 is RankedDie(6, −2); d12 with +2 ranks left is (12, +2)."""

    sides: int
    bonus: int

    @property
    def notation(self) -> str:
        if self.bonus == 0:
            return f"d{self.sides}"
        return f"d{self.sides}{self.bonus:+d}"


@dataclass(frozen=True, slots=True)
class PoolRoll:
    """Dice summed together, the first one stepped by ranks, plus a flat modifier."""

    dice: tuple[DieRoll, ...]
    ranks: int
    bonus: int
    modifier: int

    @property
    def total(self) -> int:
        return sum(die.value for die in self.dice) + self.bonus + self.modifier


def parse_die(text: str | int) -> int:
    """Accept "d8", "D8", "8" or 8 for one of Fulminato's dice; anything else is a user error."""
    raw = str(text).strip().lower().removeprefix("d")
    if not raw.isdigit() or int(raw) not in DIE_STEPS:
        raise DomainError("fulminato-error-die", die=str(text), allowed=_allowed_dice())
    return int(raw)


def apply_ranks(sides: int, ranks: int) -> RankedDie:
    """Positive ranks grow the die two faces each up to d12, then +1 each; negative ranks are −1 each."""
    _check_die(sides)
    if ranks <= 0:
        return RankedDie(sides, ranks)
    grown = min(LARGEST_DIE, sides + FACES_PER_RANK * ranks)
    ranks_used = (grown - sides) // FACES_PER_RANK
    return RankedDie(grown, ranks - ranks_used)


def roll_pool(
    dice: Sequence[tuple[str, int]], rng: random.Random, *, ranks: int = 0, modifier: int = 0
) -> PoolRoll:
    """Roll (label, sides) dice; ranks apply to the first die, as the text defines them for one die."""
    if not dice:
        raise DomainError("fulminato-error-no-dice")
    first_label, first_sides = dice[0]
    ranked = apply_ranks(first_sides, ranks)
    rolled = [DieRoll(first_label, ranked.sides, roll_die(ranked.sides, rng))]
    for label, sides in dice[1:]:
        _check_die(sides)
        rolled.append(DieRoll(label, sides, roll_die(sides, rng)))
    return PoolRoll(dice=tuple(rolled), ranks=ranks, bonus=ranked.bonus, modifier=modifier)


def _check_die(sides: int) -> None:
    if sides not in DIE_STEPS:
        raise DomainError("fulminato-error-die", die=f"d{sides}", allowed=_allowed_dice())


def _allowed_dice() -> str:
    return ", ".join(f"d{sides}" for sides in DIE_STEPS)


# ---------------------------------------------------------------------------------------------
# Tests against a difficulty and opposed rolls


@dataclass(frozen=True, slots=True)
class SkillTest:
    roll: PoolRoll
    difficulty: int
    success: bool
    interpretations: tuple[str, ...] = (Interpretation.DIFFICULTY_MET_SUCCEEDS.value,)


@dataclass(frozen=True, slots=True)
class OpposedRoll:
    attacker: PoolRoll
    defender: PoolRoll
    attacker_wins: bool

    @property
    def tie(self) -> bool:
        """ "Un empate en una tirada enfrentada siempre anulará el éxito del atacante." """
        return self.attacker.total == self.defender.total


def skill_test(
    dice: Sequence[int], difficulty: int, rng: random.Random, *, ranks: int = 0, modifier: int = 0
) -> SkillTest:
    """Roll against a difficulty (easy 6, complicated 12); meeting it counts as beating it."""
    if difficulty < 0:
        raise DomainError("fulminato-error-difficulty", difficulty=difficulty)
    pool = roll_pool([("test", sides) for sides in dice], rng, ranks=ranks, modifier=modifier)
    return SkillTest(roll=pool, difficulty=difficulty, success=pool.total >= difficulty)


def attacker_wins_opposed(attacker_total: int, defender_total: int) -> bool:
    """A tie in an opposed roll always denies the attacker's success."""
    return attacker_total > defender_total


def opposed_roll(
    attacker_dice: Sequence[int],
    defender_dice: Sequence[int],
    rng: random.Random,
    *,
    attacker_ranks: int = 0,
    defender_ranks: int = 0,
) -> OpposedRoll:
    attacker = roll_pool([("attacker", s) for s in attacker_dice], rng, ranks=attacker_ranks)
    defender = roll_pool([("defender", s) for s in defender_dice], rng, ranks=defender_ranks)
    return OpposedRoll(attacker, defender, attacker_wins_opposed(attacker.total, defender.total))


# ---------------------------------------------------------------------------------------------
# Attack


class AttackKind(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"


class Weapon(StrEnum):
    WEAPON = "weapon"
    IMPROVISED = "improvised"
    IMPROVISED_OFF_HAND = "improvised-off-hand"
    UNARMED = "unarmed"


WEAPON_RANKS: Mapping[Weapon, int] = {
    Weapon.WEAPON: 0,
    Weapon.IMPROVISED: IMPROVISED_RANKS,
    Weapon.IMPROVISED_OFF_HAND: IMPROVISED_OFF_HAND_RANKS,
    # Unarmed is a simple melee weapon: the simple-weapon skill die, no penalty.
    Weapon.UNARMED: 0,
}

CHARACTERISTIC_LABEL: Mapping[AttackKind, str] = {
    AttackKind.MELEE: "constitution",
    AttackKind.RANGED: "dexterity",
}


@dataclass(frozen=True, slots=True)
class AttackRoll:
    kind: AttackKind
    weapon: Weapon
    roll: PoolRoll
    interpretations: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return self.roll.total


def roll_attack(
    kind: AttackKind,
    characteristic: int,
    skill: int,
    rng: random.Random,
    *,
    weapon: Weapon = Weapon.WEAPON,
    ranks: int = 0,
    modifier: int = 0,
) -> AttackRoll:
    """Melee: dConstitución + skill die; ranged: dDestreza + skill die. Improvised −2 (−3 off hand)."""
    if weapon is Weapon.UNARMED and kind is AttackKind.RANGED:
        raise DomainError("fulminato-error-unarmed-ranged")
    net_ranks = ranks + WEAPON_RANKS[weapon]
    pool = roll_pool(
        [(CHARACTERISTIC_LABEL[kind], characteristic), ("skill", skill)],
        rng,
        ranks=net_ranks,
        modifier=modifier,
    )
    notes = (Interpretation.RANKS_OUTSIDE_DEFLECTION.value,) if net_ranks else ()
    return AttackRoll(kind=kind, weapon=weapon, roll=pool, interpretations=notes)


# ---------------------------------------------------------------------------------------------
# Deflection


class DefenderState(StrEnum):
    READY = "ready"
    SURPRISED = "surprised"
    TIED_UP = "tied-up"
    UNCONSCIOUS = "unconscious"
    PARALYSED = "paralysed"
    # Held fast in a grapple ("contenido"): the text says the held one cannot deflect.
    HELD = "held"


HELPLESS_STATES = frozenset(
    {DefenderState.TIED_UP, DefenderState.UNCONSCIOUS, DefenderState.PARALYSED, DefenderState.HELD}
)


@dataclass(frozen=True, slots=True)
class Deflection:
    state: DefenderState
    roll: PoolRoll | None
    shield: int
    armour: int
    extra: int
    total: int
    interpretations: tuple[str, ...] = ()

    @property
    def dice(self) -> tuple[DieRoll, ...]:
        return self.roll.dice if self.roll else ()


def flanking_ranks(flankers: int) -> int:
    """Negative ranks from melee flankers: two flankers give one, each further one another, at most 3."""
    if flankers < 0:
        raise DomainError("fulminato-error-flankers", flankers=flankers)
    return min(max(flankers - 1, 0), FLANKING_MAX_RANKS)


def roll_deflection(
    rng: random.Random,
    *,
    shield: int = 0,
    armour: int = 0,
    extra: int = 0,
    ranks: int = 0,
    flankers: int = 0,
    state: DefenderState = DefenderState.READY,
    surprised_die_ranks: int | None = None,
) -> Deflection:
    """d6 + shield + armour + extra, the d6 stepped by ranks; none at all for a helpless defender.

    A surprised defender loses the d6 but keeps its bonuses; the chronicler may grant the die
    back with negative ranks (`surprised_die_ranks`, which must be below zero).
    """
    if state in HELPLESS_STATES:
        return Deflection(state, None, shield, armour, extra, 0)
    notes: list[str] = []
    flank = flanking_ranks(flankers)
    if flankers > 1:
        notes.append(Interpretation.FLANKING_COUNT.value)
    roll: PoolRoll | None = None
    if state is DefenderState.SURPRISED:
        notes.append(Interpretation.SURPRISED_KEEPS_BONUSES.value)
        if surprised_die_ranks is not None:
            if surprised_die_ranks >= 0:
                raise DomainError("fulminato-error-surprised-ranks", ranks=surprised_die_ranks)
            roll = roll_pool([("deflection", DEFLECTION_DIE)], rng, ranks=ranks + surprised_die_ranks - flank)
    else:
        roll = roll_pool([("deflection", DEFLECTION_DIE)], rng, ranks=ranks - flank)
    total = (roll.total if roll else 0) + shield + armour + extra
    if total < 0:
        notes.append(Interpretation.DEFLECTION_FLOOR_ZERO.value)
        total = 0
    return Deflection(state, roll, shield, armour, extra, total, tuple(notes))


# ---------------------------------------------------------------------------------------------
# Hit location and damage


class HitLocation(StrEnum):
    NONE = "none"
    LIMB = "limb"
    TORSO = "torso"
    HEAD = "head"


class Limb(StrEnum):
    LEFT_LEG = "left-leg"
    RIGHT_LEG = "right-leg"
    OFF_HAND_ARM = "off-hand-arm"
    MAIN_ARM = "main-arm"


LIMB_BY_ROLL: Mapping[int, Limb] = {
    1: Limb.LEFT_LEG,
    2: Limb.LEFT_LEG,
    3: Limb.RIGHT_LEG,
    4: Limb.RIGHT_LEG,
    5: Limb.OFF_HAND_ARM,
    6: Limb.OFF_HAND_ARM,
    7: Limb.MAIN_ARM,
    8: Limb.MAIN_ARM,
}


def hit_location(final_result: int) -> HitLocation:
    """≤3 nothing, 4–7 a limb, 8–12 the torso, ≥13 the head."""
    if final_result >= HEAD_MIN_RESULT:
        return HitLocation.HEAD
    if final_result >= TORSO_MIN_RESULT:
        return HitLocation.TORSO
    if final_result >= LIMB_MIN_RESULT:
        return HitLocation.LIMB
    return HitLocation.NONE


def limb_for_roll(value: int) -> Limb:
    if value not in LIMB_BY_ROLL:
        raise ValueError(f"a limb roll is a d8 (1-8), got {value}")
    return LIMB_BY_ROLL[value]


def damage_for_location(location: HitLocation, damage: int) -> int:
    """Limb half (rounded down), torso full, head double, a miss nothing."""
    if damage < 0:
        raise DomainError("fulminato-error-damage", damage=damage)
    if location is HitLocation.LIMB:
        return damage // 2
    if location is HitLocation.TORSO:
        return damage
    if location is HitLocation.HEAD:
        return damage * 2
    return 0


def limb_disabled(damage_taken: int, max_hit_points: int) -> bool:
    """A limb taking at least half the victim's hit points is useless until healed."""
    return damage_taken * 2 >= max_hit_points


def needs_endurance_test(hit_points: int, max_hit_points: int) -> bool:
    """Below half hit points from cuts, piercing or projectiles: an easy Endurance test every hour."""
    return hit_points * 2 < max_hit_points


class Wound(StrEnum):
    """What caused a wound: only projectiles, cuts and piercing call for the Endurance test."""

    CUT = "cut"
    PIERCE = "pierce"
    PROJECTILE = "projectile"
    BLUNT = "blunt"


def default_wound(kind: AttackKind, weapon: Weapon) -> tuple[Wound, tuple[str, ...]]:
    """The wound an attack makes when the player does not say: a ranged attack's projectile,
    nothing sharp for bare hands or an improvised object, and (an interpretation) a cut for a
    melee weapon."""
    if kind is AttackKind.RANGED:
        return Wound.PROJECTILE, ()
    if weapon is Weapon.WEAPON:
        return Wound.CUT, (Interpretation.MELEE_WEAPON_CUTS.value,)
    return Wound.BLUNT, ()


@dataclass(frozen=True, slots=True)
class EnduranceCheck:
    """Seed 004: "Un personaje dañado que tenga menos de la mitad de sus puntos de vida, cuyas
    heridas hayan sido provocadas por proyectiles, cortes y perforaciones, debe realizar una
    prueba de habilidad Aguante para no desmayarse cada una hora (la dificultad es fácil)." """

    hit_points_before: int
    hit_points_after: int
    max_hit_points: int
    wound: Wound
    due: bool
    difficulty: int = DIFFICULTY_EASY


def check_hit_points(hit_points: int, max_hit_points: int | None) -> None:
    """Hit points left must come with the maximum and lie between 0 and it."""
    if max_hit_points is None:
        raise DomainError("fulminato-error-hit-points-max-needed")
    if max_hit_points < 1 or not 0 <= hit_points <= max_hit_points:
        raise DomainError("fulminato-error-hit-points", hit_points=hit_points, max=max_hit_points)


def endurance_check(hit_points: int, max_hit_points: int, damage: int, wound: Wound) -> EnduranceCheck:
    """After ``damage`` from a ``wound``: is the hourly Endurance test (easy) now due?"""
    check_hit_points(hit_points, max_hit_points)
    after = max(0, hit_points - max(0, damage))
    due = damage > 0 and wound is not Wound.BLUNT and needs_endurance_test(after, max_hit_points)
    return EnduranceCheck(hit_points, after, max_hit_points, wound, due)


CalledTarget = HitLocation | Limb


@dataclass(frozen=True, slots=True)
class AttackOutcome:
    attack: AttackRoll
    deflection: Deflection
    final_result: int
    location: HitLocation
    limb_roll: DieRoll | None
    limb: Limb | None
    damage_rolled: int | None
    damage: int | None
    limb_disabled: bool | None
    interpretations: tuple[str, ...]

    @property
    def dice(self) -> tuple[DieRoll, ...]:
        """Every die of the exchange, in the order rolled."""
        limb = (self.limb_roll,) if self.limb_roll else ()
        return self.attack.roll.dice + self.deflection.dice + limb


def resolve_attack(
    attack: AttackRoll,
    deflection: Deflection,
    rng: random.Random,
    *,
    damage: int | None = None,
    victim_max_hit_points: int | None = None,
    called: CalledTarget | None = None,
) -> AttackOutcome:
    """Final result = attack − deflection, then the part hit, the limb (d8) and the damage dealt.

    `called` is for a called shot whose skill test already succeeded: at the head, anything that
    would reach the torso hits the head; at a limb, anything that would reach a limb hits that one.
    """
    final = attack.total - deflection.total
    notes = [*attack.interpretations, *deflection.interpretations]
    location, limb, limb_roll = _locate(final, called, rng)
    if called is not None:
        notes.append(Interpretation.CALLED_SHOT_LOCATION.value)
    dealt: int | None = None
    if damage is not None:
        dealt = damage_for_location(location, damage)
        if location is HitLocation.LIMB:
            notes.append(Interpretation.HALF_ROUNDS_DOWN.value)
    disabled: bool | None = None
    if limb is not None and dealt is not None and victim_max_hit_points is not None:
        disabled = limb_disabled(dealt, victim_max_hit_points)
    return AttackOutcome(
        attack=attack,
        deflection=deflection,
        final_result=final,
        location=location,
        limb_roll=limb_roll,
        limb=limb,
        damage_rolled=damage,
        damage=dealt,
        limb_disabled=disabled,
        interpretations=tuple(dict.fromkeys(notes)),
    )


def _locate(
    final: int, called: CalledTarget | None, rng: random.Random
) -> tuple[HitLocation, Limb | None, DieRoll | None]:
    if called is HitLocation.HEAD:
        hit = final >= TORSO_MIN_RESULT
        return (HitLocation.HEAD if hit else HitLocation.NONE), None, None
    if isinstance(called, Limb):
        hit = final >= LIMB_MIN_RESULT
        return (HitLocation.LIMB, called, None) if hit else (HitLocation.NONE, None, None)
    if called is not None:
        raise DomainError("fulminato-error-called-target", target=called.value)
    location = hit_location(final)
    if location is not HitLocation.LIMB:
        return location, None, None
    roll = DieRoll("limb", LIMB_DIE, roll_die(LIMB_DIE, rng))
    return location, limb_for_roll(roll.value), roll


@dataclass(frozen=True, slots=True)
class CoverRoll:
    """A ranged attack at someone covered by another person: 50% that the cover is hit instead."""

    die: DieRoll
    cover_hit: bool


def roll_cover(rng: random.Random) -> CoverRoll:
    die = DieRoll("cover", PERCENT_DIE, roll_die(PERCENT_DIE, rng))
    return CoverRoll(die=die, cover_hit=die.value <= COVER_HIT_PERCENT)


# ---------------------------------------------------------------------------------------------
# Action points


class Action(StrEnum):
    PRECISION = "precision"
    QUICK = "quick"
    MOVEMENT = "movement"
    STANDARD = "standard"
    FULL = "full"
    TIMELESS = "timeless"
    # Charge, trip, disarm, bull rush and grapple are standard actions.
    MANEUVER = "maneuver"
    # Running at triple speed takes the whole turn.
    RETREAT = "retreat"
    # One sentence may be spoken on anyone's turn.
    SPEAK = "speak"


ACTION_COSTS: Mapping[Action, int] = {
    Action.PRECISION: 2,
    Action.QUICK: 1,
    Action.MOVEMENT: 3,
    Action.STANDARD: 3,
    Action.FULL: 6,
    Action.TIMELESS: 0,
    Action.MANEUVER: 3,
    Action.RETREAT: 6,
    Action.SPEAK: 0,
}

ANY_TIME_ACTIONS = frozenset(action for action, cost in ACTION_COSTS.items() if cost == 0)


def spend_action_points(left: int, action: Action) -> int:
    """Points left after `action`; refuse, saying what is left, if it cannot be afforded."""
    cost = ACTION_COSTS[action]
    if cost > left:
        raise DomainError("fulminato-error-ap-insufficient", action=action.value, cost=cost, left=left)
    return left - cost


# ---------------------------------------------------------------------------------------------
# Initiative


@dataclass(frozen=True, slots=True)
class Combatant:
    name: str
    mind: int
    grace: int
    owner_id: int | None = None

    def __post_init__(self) -> None:
        if not self.name.strip() or len(self.name) > MAX_NAME_LENGTH:
            raise DomainError("fulminato-error-combatant-name", max=MAX_NAME_LENGTH)
        _check_die(self.mind)
        _check_die(self.grace)


@dataclass(frozen=True, slots=True)
class InitiativeRoll:
    mind: DieRoll
    grace: DieRoll

    @property
    def total(self) -> int:
        return self.mind.value + self.grace.value


@dataclass(frozen=True, slots=True)
class InitiativeEntry:
    """A combatant's initiative: the first roll, then any tie-break re-rolls in order."""

    combatant: Combatant
    rolls: tuple[InitiativeRoll, ...]

    @property
    def name(self) -> str:
        return self.combatant.name

    @property
    def total(self) -> int:
        return self.rolls[0].total

    @property
    def sort_key(self) -> tuple[int, ...]:
        return tuple(roll.total for roll in self.rolls)


def roll_initiative(
    combatants: Sequence[Combatant], rng: random.Random
) -> tuple[tuple[InitiativeEntry, ...], bool]:
    """Order by dMente + dGracia, high to low; tied combatants re-roll among themselves until they
    differ, keeping their slot. Returns the order and whether a tie was left unresolved."""
    _check_unique(combatants)
    entries = [InitiativeEntry(c, ()) for c in combatants]
    ordered, unresolved = _break_ties(entries, rng, 0)
    return tuple(ordered), unresolved


def _roll_once(combatant: Combatant, rng: random.Random) -> InitiativeRoll:
    mind = DieRoll("mind", combatant.mind, roll_die(combatant.mind, rng))
    grace = DieRoll("grace", combatant.grace, roll_die(combatant.grace, rng))
    return InitiativeRoll(mind, grace)


def _break_ties(
    group: list[InitiativeEntry], rng: random.Random, depth: int
) -> tuple[list[InitiativeEntry], bool]:
    rolled = [InitiativeEntry(e.combatant, (*e.rolls, _roll_once(e.combatant, rng))) for e in group]
    buckets: dict[int, list[InitiativeEntry]] = {}
    for entry in rolled:
        buckets.setdefault(entry.rolls[-1].total, []).append(entry)
    ordered: list[InitiativeEntry] = []
    unresolved = False
    for total in sorted(buckets, reverse=True):
        bucket = buckets[total]
        if len(bucket) == 1:
            ordered.extend(bucket)
        elif depth + 1 >= MAX_TIE_BREAK_ROUNDS:
            ordered.extend(bucket)
            unresolved = True
        else:
            sub, sub_unresolved = _break_ties(bucket, rng, depth + 1)
            ordered.extend(sub)
            unresolved = unresolved or sub_unresolved
    return ordered, unresolved


def _check_unique(combatants: Sequence[Combatant]) -> None:
    if not combatants:
        raise DomainError("fulminato-error-no-combatants")
    seen: set[str] = set()
    for combatant in combatants:
        key = combatant.name.casefold()
        if key in seen:
            raise DomainError("fulminato-error-duplicate-combatant", name=combatant.name)
        seen.add(key)


@dataclass(frozen=True, slots=True)
class TurnSlot:
    """One line of the order shown to players."""

    name: str
    total: int | None
    owner_id: int | None
    current: bool
    done: bool


@dataclass(frozen=True, slots=True)
class InitiativeTracker:
    """A fight in progress, as a value: every method returns a new tracker and changes nothing on error.

    Round 0 is the surprise round (only surprisers act, with 3 action points); `queue` is who acts
    this round, in order, which delaying can change without touching the initiative `order`.
    """

    order: tuple[InitiativeEntry, ...]
    round: int
    queue: tuple[str, ...]
    turn: int
    action_points: int
    surprisers: tuple[str, ...] = ()
    surprised: frozenset[str] = frozenset()
    interpretations: tuple[str, ...] = ()

    # -- reading -------------------------------------------------------------------------------

    @property
    def current(self) -> InitiativeEntry:
        return self.entry(self.queue[self.turn])

    @property
    def is_surprise_round(self) -> bool:
        return self.round == 0

    @property
    def round_action_points(self) -> int:
        return SURPRISE_ACTION_POINTS if self.is_surprise_round else ACTION_POINTS_PER_TURN

    def entry(self, name: str) -> InitiativeEntry:
        key = name.casefold()
        for entry in self.order:
            if entry.name.casefold() == key:
                return entry
        raise DomainError("fulminato-error-unknown-combatant", name=name)

    def is_surprised(self, name: str) -> bool:
        """Surprised combatants lose the deflection die, but only during the surprise round."""
        return self.is_surprise_round and self.entry(name).name in self.surprised

    def deflection_state(self, name: str) -> DefenderState:
        return DefenderState.SURPRISED if self.is_surprised(name) else DefenderState.READY

    def slots(self) -> tuple[TurnSlot, ...]:
        """This round's order; initiative totals are hidden in the surprise round, which precedes them."""
        return tuple(
            TurnSlot(
                name=name,
                total=None if self.is_surprise_round else self.entry(name).total,
                owner_id=self.entry(name).combatant.owner_id,
                current=index == self.turn,
                done=index < self.turn,
            )
            for index, name in enumerate(self.queue)
        )

    # -- changing ------------------------------------------------------------------------------

    def spend(self, action: Action, actor: str | None = None) -> InitiativeTracker:
        """Spend the current combatant's points; 0-cost actions may be taken by anyone at any time."""
        if action in ANY_TIME_ACTIONS:
            if actor is not None:
                self.entry(actor)
            return self
        if actor is not None and self.entry(actor).name != self.current.name:
            raise DomainError("fulminato-error-not-your-turn", name=actor, current=self.current.name)
        return replace(self, action_points=spend_action_points(self.action_points, action))

    def next_turn(self) -> InitiativeTracker:
        if self.turn + 1 < len(self.queue):
            return replace(self, turn=self.turn + 1, action_points=self.round_action_points)
        return self._start_round(self.round + 1)

    def next_round(self) -> InitiativeTracker:
        return self._start_round(self.round + 1)

    def delay(self, after: str) -> InitiativeTracker:
        """The current combatant gives up its slot this round to act right after `after`."""
        target = self.entry(after).name
        position = self.queue.index(target) if target in self.queue else -1
        if position <= self.turn:
            raise DomainError("fulminato-error-delay-target", name=target, current=self.current.name)
        if self.action_points != self.round_action_points:
            raise DomainError("fulminato-error-delay-after-acting", name=self.current.name)
        delayer = self.queue[self.turn]
        rest = [name for name in self.queue if name != delayer]
        rest.insert(rest.index(target) + 1, delayer)
        notes = tuple(dict.fromkeys((*self.interpretations, Interpretation.DELAY_THIS_ROUND.value)))
        return replace(self, queue=tuple(rest), interpretations=notes)

    def remove(self, name: str) -> InitiativeTracker:
        """Take a combatant out of the fight (fled, dead); the turn passes on if it was theirs."""
        removed = self.entry(name).name
        if len(self.order) == 1:
            raise DomainError("fulminato-error-last-combatant", name=removed)
        order = tuple(e for e in self.order if e.name != removed)
        shrunk = replace(
            self,
            order=order,
            surprisers=tuple(n for n in self.surprisers if n != removed),
            surprised=self.surprised - {removed},
        )
        if removed not in self.queue:
            return shrunk
        index = self.queue.index(removed)
        queue = tuple(n for n in self.queue if n != removed)
        turn = self.turn - 1 if index < self.turn else self.turn
        if turn >= len(queue):
            return replace(shrunk, queue=queue, turn=0)._start_round(self.round + 1)
        points = self.action_points if index != self.turn else self.round_action_points
        return replace(shrunk, queue=queue, turn=turn, action_points=points)

    def _start_round(self, number: int) -> InitiativeTracker:
        queue = tuple(entry.name for entry in self.order)
        return replace(self, round=number, queue=queue, turn=0, action_points=ACTION_POINTS_PER_TURN)

    # -- persistence ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "v": SERIAL_VERSION,
            "round": self.round,
            "turn": self.turn,
            "ap": self.action_points,
            "queue": list(self.queue),
            "surprisers": list(self.surprisers),
            "surprised": sorted(self.surprised),
            "notes": list(self.interpretations),
            "order": [
                {
                    "name": e.name,
                    "mind": e.combatant.mind,
                    "grace": e.combatant.grace,
                    "owner": e.combatant.owner_id,
                    "rolls": [[r.mind.value, r.grace.value] for r in e.rolls],
                }
                for e in self.order
            ],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InitiativeTracker:
        if data.get("v") != SERIAL_VERSION:
            raise ValueError(f"unsupported initiative tracker version: {data.get('v')!r}")
        order = tuple(_entry_from_dict(item) for item in data["order"])
        tracker = cls(
            order=order,
            round=int(data["round"]),
            queue=tuple(str(n) for n in data["queue"]),
            turn=int(data["turn"]),
            action_points=int(data["ap"]),
            surprisers=tuple(str(n) for n in data["surprisers"]),
            surprised=frozenset(str(n) for n in data["surprised"]),
            interpretations=tuple(str(n) for n in data["notes"]),
        )
        names = {e.name for e in order}
        if not set(tracker.queue) <= names or not 0 <= tracker.turn < len(tracker.queue):
            raise ValueError("initiative tracker queue does not match its combatants")
        return tracker


def _entry_from_dict(item: Mapping[str, Any]) -> InitiativeEntry:
    combatant = Combatant(str(item["name"]), int(item["mind"]), int(item["grace"]), item["owner"])
    rolls = tuple(
        InitiativeRoll(DieRoll("mind", combatant.mind, int(m)), DieRoll("grace", combatant.grace, int(g)))
        for m, g in item["rolls"]
    )
    if not rolls:
        raise ValueError(f"combatant {combatant.name!r} has no initiative roll")
    return InitiativeEntry(combatant, rolls)


def start_combat(
    combatants: Sequence[Combatant],
    rng: random.Random,
    *,
    surprisers: Iterable[str] = (),
    surprised: Iterable[str] = (),
) -> InitiativeTracker:
    """Roll initiative for everyone; with surprisers, a surprise round (3 points each) comes first."""
    order, unresolved = roll_initiative(combatants, rng)
    names = {c.name.casefold(): c.name for c in combatants}
    surprise_queue = tuple(dict.fromkeys(_resolve_name(names, n) for n in surprisers))
    surprised_set = frozenset(_resolve_name(names, n) for n in surprised)
    if surprised_set & set(surprise_queue):
        both = sorted(surprised_set & set(surprise_queue))[0]
        raise DomainError("fulminato-error-surprise-overlap", name=both)
    if surprised_set and not surprise_queue:
        raise DomainError("fulminato-error-surprise-without-surprisers")
    notes: list[str] = []
    if unresolved:
        notes.append(Interpretation.INITIATIVE_TIE_UNRESOLVED.value)
    if len(surprise_queue) > 1:
        notes.append(Interpretation.SURPRISE_ORDER_AS_GIVEN.value)
    tracker = InitiativeTracker(
        order=order,
        round=1,
        queue=tuple(e.name for e in order),
        turn=0,
        action_points=ACTION_POINTS_PER_TURN,
        surprisers=surprise_queue,
        surprised=surprised_set,
        interpretations=tuple(notes),
    )
    if surprise_queue:
        return replace(tracker, round=0, queue=surprise_queue, action_points=SURPRISE_ACTION_POINTS)
    return tracker


def _resolve_name(names: Mapping[str, str], name: str) -> str:
    try:
        return names[name.casefold()]
    except KeyError:
        raise DomainError("fulminato-error-unknown-combatant", name=name) from None
