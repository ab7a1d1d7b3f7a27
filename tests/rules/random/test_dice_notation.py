"""Dice notation on Fatebot's own grammar (bot/rules/random/dice_syntax.py): what /roll and /help
promise, seeded rolls worked out by hand, the breakdown's format, syntax error columns, and a
property test that any well-formed expression within the limits rolls within its bounds."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.random import dice, dice_values
from tests.rules.random.test_dice import ScriptedRng, domain_error

# --- seeded rolls worked out by hand --------------------------------------------------------------
# Each case names the generator's draws for its seed (randint(1, sides) per die, in order; d% is
# randrange(0, 100, 10)); the expected total and breakdown follow from the notation's rules.


def draws(seed: int, sides: int, count: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(1, sides) for _ in range(count)]


@pytest.mark.parametrize(
    ("text", "seed", "sides", "stream", "total", "breakdown"),
    [
        # 1d20 draws 11; + 5.
        ("1d20+5", 7, 20, [11], 16, "1d20 (11) + 5 = `16`"),
        # 6 1 1 6: keep the highest three (6, 6 and the first 1); the second 1 is struck.
        ("4d6kh3", 42, 6, [6, 1, 1, 6], 13, "4d6kh3 (**6**, **1**, ~~**1**~~, **6**) = `13`"),
        # 6 1 5; the 1 rerolls to 1, then to 5: 6 + 5 + 5.
        ("3d6rr1", 19, 6, [6, 1, 5, 1, 5], 16, "3d6rr1 (**6**, **~~1~~**, **~~1~~**, 5, 5) = `16`"),
        # 1 5; the 1 rerolls once and lands 1 again, which stays: 1 + 5.
        ("2d10ro1", 113, 10, [1, 5, 1], 6, "2d10ro1 (**~~1~~**, **1**, 5) = `6`"),
        # 6 2; the 6 explodes into a 6, which explodes into a 2: 6 + 2 + 6 + 2.
        ("2d6e6", 26, 6, [6, 2, 6, 2], 16, "2d6e6 (**6!**, 2, **6!**, 2) = `16`"),
        # 1 1 1 3; each die under 3 becomes 3: 12 - 1.
        ("4d6mi3 - 1", 2, 6, [1, 1, 1, 3], 11, "4d6mi3 (1 -> 3, 1 -> 3, 1 -> 3, 3) - 1 = `11`"),
    ],
)
def test_seeded_rolls_match_the_hand_computed_result(
    text: str, seed: int, sides: int, stream: list[int], total: int, breakdown: str
) -> None:
    assert draws(seed, sides, len(stream)) == stream  # the generator's draws the case relies on
    result = dice.roll_expression(text, random.Random(seed))
    assert (result.total, result.breakdown) == (total, breakdown)
    assert dice.roll_expression(text, random.Random(seed)) == result


def test_seeded_percentile_and_set_rolls() -> None:
    rng = random.Random(9)
    assert (rng.randrange(0, 100, 10), rng.randint(1, 4)) == (70, 3)
    assert dice.roll_expression("1d% + 1d4", random.Random(9)).breakdown == "1d% (70) + 1d4 (3) = `73`"
    # d4 = 2, 2d6 = 5 + 1 = 6: the set keeps its highest member, the 2d6.
    assert draws(1, 4, 1) == [2]
    result = dice.roll_expression("(1d4, 2d6)kh1", random.Random(1))
    assert result.breakdown == "(~~1d4 (2)~~, 2d6 (5, **1**))kh1 = `6`"


# --- the breakdown's format ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "faces", "breakdown"),
    [
        ("2d6+3", [4, 6], "2d6 (4, **6**) + 3 = `13`"),
        ("d20", [20], "1d20 (**20**) = `20`"),
        ("4d6kl1", [3, 2, 5, 2], "4d6kl1 (~~3~~, 2, ~~5~~, ~~2~~) = `2`"),
        ("4d6p1", [3, 2, 5, 2], "4d6p1 (3, 2, 5, 2) = `12`"),
        ("4d6pl1", [3, 2, 5, 2], "4d6pl1 (3, ~~2~~, 5, 2) = `10`"),
        ("4d6kh3kl1", [3, 2, 5, 2], "4d6kh3kl1 (3, 2, 5, ~~2~~) = `10`"),
        ("2d6ma4", [6, 3], "2d6ma4 (6 -> 4, 3) = `7`"),
        ("1d8ra8", [8, 8], "1d8ra8 (**8!**, **8**) = `16`"),
        ("1d6 [fire] + 2 [cold]", [5], "1d6 (5) [fire] + 2 [cold] = `7`"),
        ("(1d6)kh1", [4], "(1d6 (4))kh1 = `4`"),
        ("(1,)", [], "(1,) = `1`"),
        ("(1, 2, 3)kh2", [], "(~~1~~, 2, 3)kh2 = `5`"),
        ("()", [], "() = `0`"),
        ("-10 // 3", [], "-10 // 3 = `-4`"),
        ("7 % 3 * 2", [], "7 % 3 * 2 = `2`"),
        ("10 / 4", [], "10 / 4 = `2`"),
        ("1d20 >= 10", [12], "1d20 (12) >= 10 = `1`"),
        ("3 == 2", [], "3 == 2 = `0`"),
        ("1d%", [0], "1d% (0) = `0`"),
    ],
)
def test_breakdown_format(text: str, faces: list[int], breakdown: str) -> None:
    assert dice.roll_expression(text, ScriptedRng(*faces)).breakdown == breakdown


def test_rerolls_draw_in_the_order_of_the_dice() -> None:
    # Both dice show 1: the first die takes the next draw (5), the second the one after (6).
    # (d20 rerolled them in the order of a Python set, so one seed could give either roll.)
    result = dice.roll_expression("2d6rr1", ScriptedRng(1, 1, 5, 6))
    assert result.breakdown == "2d6rr1 (**~~1~~**, 5, **~~1~~**, **6**) = `11`"
    assert [(d.value, d.kept) for d in result.dice] == [(1, False), (5, True), (1, False), (6, True)]


def test_bounds_need_a_plain_number() -> None:
    with domain_error("dice-error-invalid"):
        dice.roll_expression("4d6mi>2", random.Random(0))


# --- syntax errors and their column (as d20 reported them) ------------------------------------


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("1+", 2),
        ("2d", 2),
        ("d", 1),
        ("d😀", 2),
        ("1d6 + abc", 7),
        ("roll 2d6", 1),
        ("1 d6", 3),
        ("1d6 kh1", 5),
        ("1d6x", 4),
        ("(1,", 3),
        ("(2d6)e6", 6),
        ("1D6", 2),
    ],
)
def test_syntax_error_names_the_column(text: str, column: int) -> None:
    with domain_error("dice-error-syntax") as details:
        dice.parse_expression(text)
    assert details == {"expression": text, "column": column}


# --- property: within the limits, every roll lands within its bounds ----------------------------


@dataclass(frozen=True)
class Term:
    text: str
    low: int
    high: int
    dice: int


@st.composite
def dice_terms(draw: st.DrawFn) -> Term:
    count = draw(st.integers(1, 8))
    sides = draw(st.integers(2, 20))
    kind = draw(st.sampled_from(["plain", "kh", "kl", "ph", "rr", "ro", "mi", "ma", "ra", "percent"]))
    if kind == "percent":
        return Term(f"{count}d%", 0, 90 * count, count)
    base = f"{count}d{sides}"
    if kind in ("kh", "kl", "ph"):
        n = draw(st.integers(0, count + 1))
        kept = min(n, count) if kind != "ph" else count - min(n, count)
        return Term(f"{base}{kind}{n}", kept, kept * sides, count)
    if kind == "rr":  # a die never stays on 1
        return Term(f"{base}rr1", 2 * count, sides * count, count)
    if kind == "mi":
        bound = draw(st.integers(1, sides))
        return Term(f"{base}mi{bound}", bound * count, sides * count, count)
    if kind == "ma":
        bound = draw(st.integers(1, sides))
        return Term(f"{base}ma{bound}", count, bound * count, count)
    if kind == "ra":  # at most one extra die
        return Term(f"{base}ra{sides}", count, sides * (count + 1), count)
    return Term(base, count, sides * count, count)  # plain and ro


@st.composite
def operands(draw: st.DrawFn) -> Term:
    if draw(st.booleans()):
        value = draw(st.integers(0, dice_values.MAX_NUMBER))
        return Term(str(value), value, value, 0)
    term = draw(dice_terms())
    factor = draw(st.integers(0, 4))
    if factor == 1:
        return term
    return Term(f"({term.text}) * {factor}", term.low * factor, term.high * factor, term.dice)


@st.composite
def expressions(draw: st.DrawFn) -> Term:
    first = draw(operands())
    text, low, high, count = first.text, first.low, first.high, first.dice
    for _ in range(draw(st.integers(0, 4))):
        term = draw(operands())
        if draw(st.booleans()):
            text, low, high = f"{text} + {term.text}", low + term.low, high + term.high
        else:
            text, low, high = f"{text} - {term.text}", low - term.high, high - term.low
        count += term.dice
    return Term(text, low, high, count)


@settings(max_examples=300)
@given(expression=expressions(), seed=st.integers(0, 2**32))
def test_well_formed_expressions_roll_within_their_bounds(expression: Term, seed: int) -> None:
    if len(expression.text) > dice_values.MAX_EXPRESSION_LENGTH or expression.dice > dice_values.MAX_DICE:
        with pytest.raises(DomainError, match="dice-error-too"):
            dice.parse_expression(expression.text)
        return
    result = dice.roll_expression(expression.text, random.Random(seed))
    assert expression.low <= result.total <= expression.high, expression
    assert result.breakdown.endswith(f" = `{result.total}`")
    for die in result.dice:
        assert die.value in (range(0, 100, 10) if die.sides == 100 else range(1, die.sides + 1))
    assert dice.roll_expression(expression.text, random.Random(seed)) == result
