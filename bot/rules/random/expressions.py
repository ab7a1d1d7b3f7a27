"""`d20` under an injected generator: parse, check limits and roll dice expressions.

`d20` draws its numbers from the global `random` module and offers no way to pass a generator, so
this module evaluates `d20`'s syntax tree with small subclasses of its `Dice`/`Die` that take their
numbers from an injected `random.Random`. That keeps every roll reproducible from a seed.
Import it through `bot.rules.random.dice`, which loads it on first use.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import d20  # type: ignore[import-untyped]

from bot.errors import DomainError
from bot.rules.random.dice_values import (
    MAX_DICE,
    MAX_EXPRESSION_LENGTH,
    MAX_FACES,
    MAX_NUMBER,
    MAX_ROLLS,
    PERCENTILE_FACES,
    DiceExpression,
    DiceRoll,
    RolledDie,
)


def parse(text: str) -> DiceExpression:
    """Validate a dice expression: syntax, length, dice count, faces and number size."""
    cleaned = text.strip()
    if not cleaned:
        raise DomainError("dice-error-empty")
    if len(cleaned) > MAX_EXPRESSION_LENGTH:
        raise DomainError("dice-error-too-long", length=len(cleaned), max=MAX_EXPRESSION_LENGTH)
    try:
        tree = d20.parse(cleaned)
    except d20.RollSyntaxError as exc:
        raise DomainError("dice-error-syntax", expression=cleaned, column=exc.col) from exc
    _check_limits(tree)
    return DiceExpression(text=cleaned, tree=tree)


def roll(expression: str | DiceExpression, rng: random.Random) -> DiceRoll:
    """Roll an expression (text or already parsed) with the injected generator."""
    parsed = expression if isinstance(expression, DiceExpression) else parse(expression)
    roller = _SeededRoller(rng)
    try:
        result = roller.roll(parsed.tree, stringifier=_SeededStringifier())
        total = int(result.total)
    except d20.TooManyRolls as exc:
        raise DomainError("dice-error-too-many-rolls", max=MAX_ROLLS) from exc
    except (d20.RollError, ArithmeticError) as exc:
        raise DomainError("dice-error-invalid", expression=parsed.text) from exc
    return DiceRoll(
        expression=parsed.text,
        total=total,
        breakdown=str(result.result),
        dice=tuple(_rolled_dice(result.expr)),
    )


def _check_limits(tree: Any) -> None:
    dice_count = 0
    for node in _walk_tree(tree):
        if isinstance(node, d20.ast.Dice):
            dice_count += node.num
            if node.size != "%":
                if node.size < 1:
                    raise DomainError("dice-error-no-faces")
                if node.size > MAX_FACES:
                    raise DomainError("dice-error-too-many-faces", faces=node.size, max=MAX_FACES)
        elif isinstance(node, d20.ast.Literal) and abs(node.value) > MAX_NUMBER:
            raise DomainError("dice-error-number-too-large", max=MAX_NUMBER)
    if dice_count > MAX_DICE:
        raise DomainError("dice-error-too-many-dice", count=dice_count, max=MAX_DICE)


def _walk_tree(node: Any) -> Iterator[Any]:
    yield node
    for child in node.children:
        yield from _walk_tree(child)


def _rolled_dice(node: Any, kept: bool = True) -> Iterator[RolledDie]:
    # A face counts only if it, its die and every enclosing set were kept (e.g. `(1d4, 2d6)kh1`).
    kept = kept and bool(node.kept)
    if isinstance(node, d20.Dice):
        sides = PERCENTILE_FACES if node.size == "%" else int(node.size)
        for die in node.values:
            die_kept = kept and bool(die.kept)
            for face in die.values:
                yield RolledDie(sides=sides, value=int(face.number), kept=die_kept and bool(face.kept))
        return
    for child in node.children:
        yield from _rolled_dice(child, kept)


class _SeededContext(d20.RollContext):  # type: ignore[misc]
    def __init__(self, rng: random.Random) -> None:
        super().__init__(max_rolls=MAX_ROLLS)
        self.rng = rng


class _SeededDie(d20.Die):  # type: ignore[misc]
    __slots__ = ()

    def _add_roll(self) -> None:
        context: _SeededContext = self._context
        context.count_roll()
        # d20's `d%` is a tens die: 0, 10, ... 90.
        value = context.rng.randrange(0, 100, 10) if self.size == "%" else context.rng.randint(1, self.size)
        self.values.append(d20.Literal(value))


class _SeededDice(d20.Dice):  # type: ignore[misc]
    __slots__ = ()

    @classmethod
    def new(cls, num: int, size: int | str, context: Any = None) -> _SeededDice:
        return cls(num, size, [_SeededDie.new(size, context=context) for _ in range(num)], context=context)

    def roll_another(self) -> None:
        self.values.append(_SeededDie.new(self.size, context=self._context))


class _SeededRoller(d20.Roller):  # type: ignore[misc]
    def __init__(self, rng: random.Random) -> None:
        super().__init__(context=_SeededContext(rng))

    def _eval_dice(self, node: Any) -> _SeededDice:
        return _SeededDice.new(node.num, node.size, context=self.context)


class _SeededStringifier(d20.MarkdownStringifier):  # type: ignore[misc]
    # d20 picks a formatter by exact node type, so the seeded subclasses must be registered.
    def __init__(self) -> None:
        super().__init__()
        self._nodes[_SeededDice] = self._str_dice
        self._nodes[_SeededDie] = self._str_die
