"""What dice give: a die as it landed, a parsed expression, a roll; and the limits of both."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.rules.random.dice_syntax import Node

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

    `d%` is a tens die (0, 10, ... 90), as in d20 notation, recorded with 100 sides.
    """

    sides: int
    value: int
    kept: bool = True


@dataclass(frozen=True, slots=True)
class DiceExpression:
    """A validated expression, ready to roll any number of times."""

    text: str
    tree: Node


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """The outcome of rolling an expression: the total, its readable breakdown, every die."""

    expression: str
    total: int
    breakdown: str
    dice: tuple[RolledDie, ...]
