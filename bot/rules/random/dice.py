"""Dice expressions for `/roll` and single dice for the game modules.

Expressions go through Fatebot's dice grammar (`bot.rules.random.dice_syntax`, on `lark`) and
`bot.rules.random.expressions`, imported only when an expression is first parsed: building the
parser is a large share of start-up otherwise, and most tables never roll dice.
"""

from __future__ import annotations

import random

from bot.rules.random.dice_values import MAX_FACES, DiceExpression, DiceRoll


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
