"""Fulminato wounds: where a final result hits, how much damage each part takes, disabled limbs
and the hourly Endurance test.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from bot.errors import DomainError
from bot.rules.fulminato.dice import DIFFICULTY_EASY

LIMB_MIN_RESULT = 4
TORSO_MIN_RESULT = 8
HEAD_MIN_RESULT = 13


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
