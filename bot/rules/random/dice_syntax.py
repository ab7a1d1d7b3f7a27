"""Dice notation's grammar, and the syntax tree it parses into (on the `lark` parser).

The notation is avrae's d20 notation, which `/roll` used through the `d20` library before:
arithmetic (`+ - * / // %`), comparisons (`== != < > <= >=`), dice (`4d6`, `d20`, `1d%`), sets
(`(1d4, 2d6)`), the operators `k p rr ro ra e mi ma` with selectors (`h3 l1 <2 >5 6`) and
annotations (`1d6 [fire]`). Building the parser is slow, so `bot.rules.random.dice` imports this
module only when an expression is first parsed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

GRAMMAR = r"""
expr: num

?num: comparison

?comparison: (comparison COMP_OPERATOR _WS?)? a_num _WS?
COMP_OPERATOR: "==" | ">=" | "<=" | "!=" | "<" | ">"

?a_num: (a_num A_OP _WS?)? m_num _WS?
A_OP: "+" | "-"

?m_num: (m_num M_OP _WS?)? u_num _WS?
M_OP: "*" | "//" | "/" | "%"

?u_num: numexpr | U_OP _WS? u_num
U_OP: "+" | "-"

?numexpr: (dice | set | literal) _WS? ANNOTATION*
ANNOTATION: /\[.*?\]/ _WS?

literal: INTEGER | DECIMAL

?set: setexpr set_op*
set_op: SET_OPERATOR selector
SET_OPERATOR: "k" | "p"
setexpr: "(" _WS? (num (_WS? "," _WS? num)* _WS? comma? _WS?)? _WS? ")"
comma: ","

?dice: diceexpr dice_op*
dice_op: (DICE_OPERATOR | SET_OPERATOR) selector
DICE_OPERATOR: "rr" | "ro" | "ra" | "e" | "mi" | "ma"
diceexpr: INTEGER? "d" DICE_VALUE
DICE_VALUE: INTEGER | "%"

selector: [SELTYPE] INTEGER
SELTYPE: "l" | "h" | "<" | ">"

_WS: /[ \t\f\r\n]/+

%import common.INT -> INTEGER
%import common.DECIMAL
"""

# Operators that act at once on every kept die; the others merge when repeated (`k1k2` = `k(1, 2)`).
IMMEDIATE = frozenset({"mi", "ma"})


class DiceSyntaxError(ValueError):
    """The text is not dice notation; `column` (1-based) is where reading failed."""

    def __init__(self, column: int) -> None:
        super().__init__(f"dice notation unreadable near column {column}")
        self.column = column


@dataclass(frozen=True, slots=True)
class Selector:
    """Which members an operator picks: `h3` highest 3, `l1` lowest 1, `<2`, `>5`, or `6` exactly."""

    kind: str | None
    number: int

    def __str__(self) -> str:
        return f"{self.kind}{self.number}" if self.kind else str(self.number)


@dataclass(frozen=True, slots=True)
class Operator:
    """`k p rr ro ra e mi ma` with its selectors, e.g. `kh3`, or `rr1rr2` as rr with two."""

    op: str
    selectors: tuple[Selector, ...]

    def __str__(self) -> str:
        return "".join(f"{self.op}{selector}" for selector in self.selectors)


@dataclass(frozen=True, slots=True)
class Literal:
    value: int | float


@dataclass(frozen=True, slots=True)
class Dice:
    """`NdS`; `percentile` for `d%` (whose `size` is then 0)."""

    count: int
    size: int
    percentile: bool = False


@dataclass(frozen=True, slots=True)
class UnaryOp:
    op: str
    value: Node


@dataclass(frozen=True, slots=True)
class BinaryOp:
    left: Node
    op: str
    right: Node


@dataclass(frozen=True, slots=True)
class Parenthetical:
    value: Node


@dataclass(frozen=True, slots=True)
class NumberSet:
    values: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Operated:
    """Dice or a set with its operators, in order."""

    value: Node
    operators: tuple[Operator, ...]


@dataclass(frozen=True, slots=True)
class Annotated:
    value: Node
    annotation: str


Node = Literal | Dice | UnaryOp | BinaryOp | Parenthetical | NumberSet | Operated | Annotated

_PARSER = Lark(GRAMMAR, start="expr", parser="lalr", maybe_placeholders=True)


def parse(text: str) -> Node:
    """The syntax tree of `text`, or DiceSyntaxError."""
    try:
        tree = _PARSER.parse(text)
    except UnexpectedInput as exc:
        raise DiceSyntaxError(max(exc.column, 1)) from exc
    return _node(tree.children[0])


def children(node: Node) -> tuple[Node, ...]:
    match node:
        case UnaryOp() | Parenthetical() | Operated() | Annotated():
            return (node.value,)
        case BinaryOp(left=left, right=right):
            return (left, right)
        case NumberSet(values=values):
            return values
        case _:
            return ()


def _node(item: Tree[Token] | Token) -> Node:
    assert isinstance(item, Tree), item
    parts = item.children
    match item.data:
        case "comparison" | "a_num" | "m_num":
            return BinaryOp(_node(parts[0]), str(parts[1]), _node(parts[2]))
        case "u_num":
            return UnaryOp(str(parts[0]), _node(parts[1]))
        case "numexpr":
            return Annotated(_node(parts[0]), "".join(str(part).strip() for part in parts[1:]))
        case "literal":
            token = parts[0]
            assert isinstance(token, Token)
            return Literal(int(token) if token.type == "INTEGER" else float(token))
        case "set" | "dice":
            return Operated(_node(parts[0]), _merge(_operator(part) for part in parts[1:]))
        case "setexpr":
            members = [part for part in parts if not (isinstance(part, Tree) and part.data == "comma")]
            values = tuple(_node(part) for part in members)
            if len(values) == 1 and len(members) == len(parts):  # `(a)`, not `(a,)`
                return Parenthetical(values[0])
            return NumberSet(values)
        case "diceexpr":
            count = int(str(parts[0])) if len(parts) == 2 else 1
            size = str(parts[-1])
            return Dice(count, 0, percentile=True) if size == "%" else Dice(count, int(size))
    raise AssertionError(f"unexpected rule {item.data}")


def _operator(item: Tree[Token] | Token) -> Operator:
    assert isinstance(item, Tree)
    op, selector = item.children
    assert isinstance(selector, Tree)
    kind, number = selector.children
    return Operator(str(op), (Selector(None if kind is None else str(kind), int(str(number))),))


def _merge(operators: Iterable[Operator]) -> tuple[Operator, ...]:
    merged: list[Operator] = []
    for operator in operators:
        if merged and operator.op not in IMMEDIATE and merged[-1].op == operator.op:
            merged[-1] = Operator(operator.op, merged[-1].selectors + operator.selectors)
        else:
            merged.append(operator)
    return tuple(merged)
