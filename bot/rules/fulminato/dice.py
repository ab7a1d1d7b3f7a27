"""Fulminato's dice: ranks, pools of dice, tests against a difficulty and opposed rolls.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`. Every die is rolled with an
injected `random.Random` and recorded as a `DieRoll`, so a reply can show each one and a seed
reproduces a whole fight.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.fulminato.interpretations import Interpretation
from bot.rules.random.dice import roll_die

DIE_STEPS = (4, 6, 8, 10, 12)
LARGEST_DIE = 12
FACES_PER_RANK = 2
DEFLECTION_DIE = 6
LIMB_DIE = 8
PERCENT_DIE = 100

DIFFICULTY_EASY = 6
DIFFICULTY_COMPLICATED = 12


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
    check_die(sides)
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
        check_die(sides)
        rolled.append(DieRoll(label, sides, roll_die(sides, rng)))
    return PoolRoll(dice=tuple(rolled), ranks=ranks, bonus=ranked.bonus, modifier=modifier)


def check_die(sides: int) -> None:
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
