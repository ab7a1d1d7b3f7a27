"""Dice expressions for `/roll` and single dice for the game modules.

Expressions go through the `d20` library (`bot.rules.random.expressions`), imported only when an
expression is first parsed: building its grammar is a large share of start-up otherwise, and
most tables never roll dice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

MAX_EXPRESSION_LENGTH = 200
MAX_DICE = 100
MAX_FACES = 1000
# Rerolls and explosions roll more dice than the expression names; this bounds them.
MAX_ROLLS = 1000
MAX_NUMBER = 1_000_000
PERCENTILE_FACES = 100


@dataclass(frozen=True, slots=True)
class RolledDie:
    """One physical die as it landed. `kept` is False for dice dropped or rerolled away.

    `d%` follows d20: a tens die (0, 10, ... 90) recorded with 100 sides.
    """

    sides: int
    value: int
    kept: bool = True


@dataclass(frozen=True, slots=True)
class DiceExpression:
    """A validated expression, ready to roll any number of times."""

    text: str
    tree: Any  # d20's syntax tree; untyped upstream


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """The outcome of rolling an expression: the total, d20's readable breakdown, every die."""

    expression: str
    total: int
    breakdown: str
    dice: tuple[RolledDie, ...]


def roll_die(sides: int, rng: random.Random) -> int:
    """One fair die of `sides` faces (1..sides)."""
    if not 1 <= sides <= MAX_FACES:
        raise ValueError(f"a die needs between 1 and {MAX_FACES} faces, got {sides}")
    return rng.randint(1, sides)


def parse_expression(text: str) -> DiceExpression:
    """Validate a dice expression: syntax, length, dice count, faces and number size."""
    from bot.rules.random import expressions as dice_expressions

    return dice_expressions.parse(text)


def roll_expression(expression: str | DiceExpression, rng: random.Random) -> DiceRoll:
    """Roll an expression (text or already parsed) with the injected generator."""
    from bot.rules.random import expressions as dice_expressions

    return dice_expressions.roll(expression, rng)
