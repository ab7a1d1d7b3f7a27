"""Parse, check limits and roll dice expressions, every die drawn from an injected `random.Random`.

The syntax tree comes from `bot.rules.random.dice_syntax`; rolling builds a tree of rolled values
that gives the total, the breakdown (`4d6kh3 (4, **6**, ~~2~~, 3) + 1 = `14``: dropped values struck
through, a die's 1 and its highest face in bold) and every die as it landed. The meaning of each
operator follows the d20 notation /roll used before. Dice that rerolls or explosions pick draw in
their order in the expression, so a seed gives one roll. Import it through `bot.rules.random.dice`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from bot.errors import DomainError
from bot.rules.random import dice_syntax as syntax
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

Value = int | float


def parse(text: str) -> DiceExpression:
    """Validate a dice expression: syntax, length, dice count, faces and number size."""
    cleaned = text.strip()
    if not cleaned:
        raise DomainError("dice-error-empty")
    if len(cleaned) > MAX_EXPRESSION_LENGTH:
        raise DomainError("dice-error-too-long", length=len(cleaned), max=MAX_EXPRESSION_LENGTH)
    try:
        tree = syntax.parse(cleaned)
    except syntax.DiceSyntaxError as exc:
        raise DomainError("dice-error-syntax", expression=cleaned, column=exc.column) from exc
    _check_limits(tree)
    return DiceExpression(text=cleaned, tree=tree)


def roll(expression: str | DiceExpression, rng: random.Random) -> DiceRoll:
    """Roll an expression (text or already parsed) with the injected generator."""
    parsed = expression if isinstance(expression, DiceExpression) else parse(expression)
    try:
        rolled = _Roller(rng).evaluate(parsed.tree)
        total = int(rolled.number())
    except _TooManyRolls as exc:
        raise DomainError("dice-error-too-many-rolls", max=MAX_ROLLS) from exc
    except (_Unrollable, ArithmeticError) as exc:
        raise DomainError("dice-error-invalid", expression=parsed.text) from exc
    return DiceRoll(
        expression=parsed.text,
        total=total,
        breakdown=f"{_text(rolled)} = `{total}`",
        dice=tuple(_rolled_dice(rolled)),
    )


def _check_limits(tree: syntax.Node) -> None:
    dice_count = 0
    for node in _walk_tree(tree):
        if isinstance(node, syntax.Dice):
            dice_count += node.count
            if not node.percentile:
                if node.size < 1:
                    raise DomainError("dice-error-no-faces")
                if node.size > MAX_FACES:
                    raise DomainError("dice-error-too-many-faces", faces=node.size, max=MAX_FACES)
        elif isinstance(node, syntax.Literal) and abs(node.value) > MAX_NUMBER:
            raise DomainError("dice-error-number-too-large", max=MAX_NUMBER)
    if dice_count > MAX_DICE:
        raise DomainError("dice-error-too-many-dice", count=dice_count, max=MAX_DICE)


def _walk_tree(node: syntax.Node) -> Iterator[syntax.Node]:
    yield node
    for child in syntax.children(node):
        yield from _walk_tree(child)


class _TooManyRolls(Exception):
    pass


class _Unrollable(Exception):
    """The expression reads but cannot be rolled: division by zero, `mi>2`."""


# --- rolled values ----------------------------------------------------------------------------


class _Rolled:
    """A rolled value. `kept` is False once dropped; its `members` are what set operators pick."""

    def __init__(self) -> None:
        self.kept = True
        self.annotation = ""

    def number(self) -> Value:
        return sum(member.number() for member in self.kept_members())

    def total(self) -> Value:
        return self.number() if self.kept else 0

    def members(self) -> list[_Rolled]:
        return [self]

    def kept_members(self) -> list[_Rolled]:
        return [member for member in self.members() if member.kept]

    def children(self) -> list[_Rolled]:
        return []


class _Number(_Rolled):
    """A number as written, or a die's face with its history (`1 -> 3` after `mi3`)."""

    def __init__(self, value: Value) -> None:
        super().__init__()
        self.values = [value]
        self.exploded = False

    def number(self) -> Value:
        return self.values[-1]


class _Unary(_Rolled):
    def __init__(self, op: str, value: _Rolled) -> None:
        super().__init__()
        self.op = op
        self.value = value

    def number(self) -> Value:
        return -self.value.total() if self.op == "-" else self.value.total()

    def children(self) -> list[_Rolled]:
        return [self.value]


class _Binary(_Rolled):
    def __init__(self, left: _Rolled, op: str, right: _Rolled) -> None:
        super().__init__()
        self.left = left
        self.op = op
        self.right = right

    def number(self) -> Value:
        left, right = self.left.total(), self.right.total()
        try:
            return _BINARY[self.op](left, right)
        except ZeroDivisionError as exc:
            raise _Unrollable from exc

    def children(self) -> list[_Rolled]:
        return [self.left, self.right]


_BINARY: dict[str, Callable[[Value, Value], Value]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "<": lambda a, b: int(a < b),
    ">": lambda a, b: int(a > b),
    "==": lambda a, b: int(a == b),
    ">=": lambda a, b: int(a >= b),
    "<=": lambda a, b: int(a <= b),
    "!=": lambda a, b: int(a != b),
}


class _Group(_Rolled):
    """A set `(a, b)` or parentheses `(a)`, and the operators applied to it."""

    def __init__(self, values: list[_Rolled], parenthetical: bool = False) -> None:
        super().__init__()
        self.values = values
        self.parenthetical = parenthetical
        self.operators: list[syntax.Operator] = []

    def total(self) -> Value:
        if self.parenthetical:
            return self.values[0].total() if self.kept else 0
        return super().total()

    def members(self) -> list[_Rolled]:
        return self.values[0].members() if self.parenthetical else list(self.values)

    def children(self) -> list[_Rolled]:
        return list(self.values)


class _Die(_Rolled):
    """One die: its faces in order, the last one counting (earlier ones were rerolled away)."""

    def __init__(self, dice: _Dice) -> None:
        super().__init__()
        self.dice = dice
        self.faces: list[_Number] = []
        self.roll()

    def number(self) -> Value:
        return self.faces[-1].total()

    def members(self) -> list[_Rolled]:
        return [self.faces[-1]]

    def roll(self) -> None:
        self.faces.append(_Number(self.dice.draw()))

    def reroll(self) -> None:
        self.faces[-1].kept = False
        self.roll()


class _Dice(_Group):
    def __init__(self, node: syntax.Dice, roller: _Roller) -> None:
        super().__init__([])
        self.node = node
        self.roller = roller
        for _ in range(node.count):
            self.roll_another()

    def draw(self) -> int:
        return self.roller.draw(self.node)

    def roll_another(self) -> None:
        self.values.append(_Die(self))

    def dice(self) -> list[_Die]:
        return [die for die in self.values if isinstance(die, _Die)]

    def children(self) -> list[_Rolled]:
        return []


# --- rolling ----------------------------------------------------------------------------------


class _Roller:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.rolls = 0

    def draw(self, dice: syntax.Dice) -> int:
        self.rolls += 1
        if self.rolls > MAX_ROLLS:
            raise _TooManyRolls
        # `d%` is a tens die: 0, 10, ... 90.
        return self.rng.randrange(0, 100, 10) if dice.percentile else self.rng.randint(1, dice.size)

    def evaluate(self, node: syntax.Node) -> _Rolled:
        match node:
            case syntax.Literal(value=value):
                return _Number(value)
            case syntax.Dice():
                return _Dice(node, self)
            case syntax.UnaryOp(op=op, value=value):
                return _Unary(op, self.evaluate(value))
            case syntax.BinaryOp(left=left, op=op, right=right):
                return _Binary(self.evaluate(left), op, self.evaluate(right))
            case syntax.Parenthetical(value=value):
                return _Group([self.evaluate(value)], parenthetical=True)
            case syntax.NumberSet(values=values):
                return _Group([self.evaluate(value) for value in values])
            case syntax.Annotated(value=value, annotation=annotation):
                target = self.evaluate(value)
                target.annotation = annotation
                return target
            case syntax.Operated(value=value, operators=operators):
                group = self.evaluate(value)
                assert isinstance(group, _Group)
                for operator in operators:
                    _apply(operator, group)
                    group.operators.append(operator)
                return group
        raise AssertionError(node)


def _apply(operator: syntax.Operator, target: _Group) -> None:
    op = operator.op
    if op == "k":
        for member in target.kept_members():
            if id(member) not in _ids(_select(operator, target)):
                member.kept = False
    elif op == "p":
        for member in _select(operator, target):
            member.kept = False
    elif op in ("rr", "ro"):
        chosen = _select(operator, target)
        while chosen:
            for die in _in_order(chosen, target):
                _as_die(die).reroll()
            chosen = _select(operator, target) if op == "rr" else []
    elif op in ("e", "ra"):
        _explode(operator, target)
    else:  # mi, ma
        _clamp(operator, target)


def _explode(operator: syntax.Operator, target: _Group) -> None:
    assert isinstance(target, _Dice)
    once = operator.op == "ra"
    chosen = _select(operator, target, limit=1 if once else None)
    exploded: set[int] = set()
    while chosen:
        for die in chosen:
            _as_die(die).faces[-1].exploded = True
            target.roll_another()
        if once:
            return
        exploded |= _ids(chosen)
        chosen = [die for die in _select(operator, target) if id(die) not in exploded]


def _clamp(operator: syntax.Operator, target: _Group) -> None:
    selector = operator.selectors[-1]
    if selector.kind is not None:
        raise _Unrollable(f"{selector} is not a bound")
    for member in target.kept_members():
        die = _as_die(member)
        if (operator.op == "mi" and die.number() < selector.number) or (
            operator.op == "ma" and die.number() > selector.number
        ):
            die.faces[-1].values.append(selector.number)


def _select(operator: syntax.Operator, target: _Group, limit: int | None = None) -> list[_Rolled]:
    chosen: list[_Rolled] = []
    seen: set[int] = set()
    for selector in operator.selectors:
        room = None if limit is None else limit - len(chosen)
        if room == 0:
            break
        picked = _pick(selector, target.kept_members())
        for member in picked if room is None else picked[:room]:
            if id(member) not in seen:
                seen.add(id(member))
                chosen.append(member)
    return chosen


def _pick(selector: syntax.Selector, members: list[_Rolled]) -> list[_Rolled]:
    n = selector.number
    match selector.kind:
        case "l":
            return sorted(members, key=lambda member: member.total())[:n]
        case "h":
            return sorted(members, key=lambda member: member.total(), reverse=True)[:n]
        case "<":
            return [member for member in members if member.total() < n]
        case ">":
            return [member for member in members if member.total() > n]
        case _:
            return [member for member in members if member.total() == n]


def _ids(members: list[_Rolled]) -> set[int]:
    # Members are told apart by identity: two dice showing 4 are two members.
    return {id(member) for member in members}


def _in_order(chosen: list[_Rolled], target: _Group) -> list[_Rolled]:
    ids = _ids(chosen)
    return [member for member in target.members() if id(member) in ids]


def _as_die(member: _Rolled) -> _Die:
    # The grammar allows rr/ro/ra/e/mi/ma only on dice, whose members are dice.
    assert isinstance(member, _Die), member
    return member


# --- reading the roll -------------------------------------------------------------------------


def _text(node: _Rolled, in_dropped: bool = False) -> str:
    if not node.kept and not in_dropped:
        return f"~~{_text(node, True)}~~"
    inside = _inside(node, in_dropped)
    return f"{inside} {node.annotation}" if node.annotation else inside


def _inside(node: _Rolled, in_dropped: bool) -> str:
    if isinstance(node, _Number):
        history = " -> ".join(str(value) for value in node.values)
        return f"{history}!" if node.exploded else history
    if isinstance(node, _Unary):
        return f"{node.op}{_text(node.value, in_dropped)}"
    if isinstance(node, _Binary):
        return f"{_text(node.left, in_dropped)} {node.op} {_text(node.right, in_dropped)}"
    if isinstance(node, _Die):
        return ", ".join(_face_text(node, face, in_dropped) for face in node.faces)
    assert isinstance(node, _Group)
    operators = "".join(str(operator) for operator in node.operators)
    inner = ", ".join(_text(value, in_dropped) for value in node.values)
    if isinstance(node, _Dice):
        size = "%" if node.node.percentile else str(node.node.size)
        return f"{node.node.count}d{size}{operators} ({inner})"
    if len(node.values) == 1 and not node.parenthetical:
        return f"({inner},){operators}"
    return f"({inner}){operators}"


def _face_text(die: _Die, face: _Number, in_dropped: bool) -> str:
    text = _text(face, in_dropped)
    if face.number() == 1 or (not die.dice.node.percentile and face.number() == die.dice.node.size):
        return f"**{text}**"
    return text


def _rolled_dice(node: _Rolled, kept: bool = True) -> Iterator[RolledDie]:
    # A face counts only if it, its die and every enclosing set were kept (e.g. `(1d4, 2d6)kh1`).
    kept = kept and node.kept
    if isinstance(node, _Dice):
        sides = PERCENTILE_FACES if node.node.percentile else node.node.size
        for die in node.dice():
            for face in die.faces:
                yield RolledDie(sides=sides, value=int(face.number()), kept=kept and die.kept and face.kept)
        return
    for child in node.children():
        yield from _rolled_dice(child, kept)
