"""Fulminato attacks: the attack roll, the defender's deflection, cover, and the exchange resolved
into a final result, the part hit and the damage dealt.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from bot.errors import DomainError
from bot.rules.fulminato.dice import DEFLECTION_DIE, LIMB_DIE, PERCENT_DIE, DieRoll, PoolRoll, roll_pool
from bot.rules.fulminato.interpretations import Interpretation
from bot.rules.fulminato.wounds import (
    LIMB_MIN_RESULT,
    TORSO_MIN_RESULT,
    EnduranceCheck,
    HitLocation,
    Limb,
    Wound,
    damage_for_location,
    endurance_check,
    hit_location,
    limb_disabled,
    limb_for_roll,
)
from bot.rules.random.dice import roll_die

IMPROVISED_RANKS = -2
IMPROVISED_OFF_HAND_RANKS = -3
FLANKING_MAX_RANKS = 3
COVER_HIT_PERCENT = 50


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


def check_flanking(kind: AttackKind, flankers: int) -> None:
    """Seed 004: "No se puede flanquear con armas a distancia" (ranged weapons cannot flank).

    A ranged attack with flankers is refused (as cover is refused on a melee attack): the
    deflection of a ranged attack never loses ranks to flanking.
    """
    if kind is AttackKind.RANGED and flankers > 0:
        raise DomainError("fulminato-error-flank-ranged", flankers=flankers)


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
# The exchange: attack against deflection, then the part hit and the damage


def default_wound(kind: AttackKind, weapon: Weapon) -> tuple[Wound, tuple[str, ...]]:
    """The wound an attack makes when the player does not say: a ranged attack's projectile,
    nothing sharp for bare hands or an improvised object, and (an interpretation) a cut for a
    melee weapon."""
    if kind is AttackKind.RANGED:
        return Wound.PROJECTILE, ()
    if weapon is Weapon.WEAPON:
        return Wound.CUT, (Interpretation.MELEE_WEAPON_CUTS.value,)
    return Wound.BLUNT, ()


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


def endurance_after(
    outcome: AttackOutcome, hit_points: int, max_hit_points: int, wound: Wound | None = None
) -> tuple[EnduranceCheck, tuple[str, ...]]:
    """The Endurance check once ``outcome`` has hit a victim who had ``hit_points`` left.

    ``wound`` is what the player says caused it; by default, the wound the attack makes
    (`default_wound`). The interpretations are those that decided a test now due.
    """
    if wound is None:
        wound, notes = default_wound(outcome.attack.kind, outcome.attack.weapon)
    else:
        notes = ()
    check = endurance_check(hit_points, max_hit_points, outcome.damage or 0, wound)
    return check, notes if check.due else ()


@dataclass(frozen=True, slots=True)
class CoverRoll:
    """A ranged attack at someone covered by another person: 50% that the cover is hit instead."""

    die: DieRoll
    cover_hit: bool


def roll_cover(rng: random.Random) -> CoverRoll:
    die = DieRoll("cover", PERCENT_DIE, roll_die(PERCENT_DIE, rng))
    return CoverRoll(die=die, cover_hit=die.value <= COVER_HIT_PERCENT)
