"""Tests for bot.rules.random.dice: parsing limits, injected randomness, recorded dice, error messages."""

from __future__ import annotations

import random
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.rules.random import dice, dice_values
from tests.rules.error_messages import expect_domain_error, raised_and_defined_keys

ROOT = Path(__file__).resolve().parents[3]
FTL = ROOT / "data/locales/en/dice.ftl"
SOURCE = ROOT / "bot/rules/random/expressions.py"


class ScriptedRng(random.Random):
    """Hands out the given die faces in order, and fails loudly when asked for more."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        value = self.faces.pop(0)
        assert a <= value <= b, f"scripted {value} outside {a}..{b}"
        return value

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        return self.faces.pop(0)


def domain_error(key: str) -> AbstractContextManager[dict[str, Any]]:
    return expect_domain_error(key, FTL)


def test_every_raised_key_has_an_english_message() -> None:
    raised, defined = raised_and_defined_keys(SOURCE, FTL)
    assert raised
    assert raised == defined
    assert all(key.startswith("dice-") for key in raised)


# --- rolling ------------------------------------------------------------------------------------


def test_roll_uses_the_injected_rng_for_every_die() -> None:
    result = dice.roll_expression("3d6+2", ScriptedRng(1, 4, 6))
    assert result.total == 13
    assert [d.value for d in result.dice] == [1, 4, 6]
    assert all(d.sides == 6 and d.kept for d in result.dice)
    assert "= `13`" in result.breakdown


def test_roll_never_touches_the_global_random_module(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*_args: object, **_kwargs: object) -> int:
        raise AssertionError("global random used")

    for name in ("randrange", "randint", "random", "choice"):
        monkeypatch.setattr(random, name, forbidden)
    result = dice.roll_expression("4d6kh3 + 1d20rr1 + 2d6e6 + 1d4ra1 + 1d%", random.Random(5))
    assert result.total > 0


def test_dropped_dice_are_recorded_as_not_kept() -> None:
    result = dice.roll_expression("4d6kh3", ScriptedRng(2, 5, 1, 3))
    assert result.total == 10
    assert [(d.value, d.kept) for d in result.dice] == [(2, True), (5, True), (1, False), (3, True)]


def test_rerolled_faces_are_recorded_and_dropped() -> None:
    result = dice.roll_expression("1d6rr1", ScriptedRng(1, 1, 4))
    assert result.total == 4
    assert [(d.value, d.kept) for d in result.dice] == [(1, False), (1, False), (4, True)]


def test_dice_dropped_with_their_set_are_not_kept() -> None:
    result = dice.roll_expression("(1d4, 2d6)kh1", ScriptedRng(2, 5, 1))
    assert result.total == 6
    assert [(d.sides, d.kept) for d in result.dice] == [(4, False), (6, True), (6, True)]


def test_exploding_dice_take_extra_faces_from_the_rng() -> None:
    result = dice.roll_expression("1d6e6", ScriptedRng(6, 6, 2))
    assert result.total == 14
    assert [d.value for d in result.dice] == [6, 6, 2]


def test_percentile_die_is_a_tens_die_recorded_as_d100() -> None:
    result = dice.roll_expression("1d%", ScriptedRng(40))
    assert result.total == 40
    assert result.dice == (dice_values.RolledDie(sides=100, value=40, kept=True),)


def test_parsed_expression_can_be_rolled_again() -> None:
    parsed = dice.parse_expression("  2d8 + 1 ")
    assert parsed.text == "2d8 + 1"
    assert dice.roll_expression(parsed, ScriptedRng(1, 2)).total == 4
    assert dice.roll_expression(parsed, ScriptedRng(8, 8)).total == 17


def test_decimals_truncate_to_an_integer_total() -> None:
    assert dice.roll_expression("1.5 * 3", random.Random(0)).total == 4


@given(seed=st.integers(min_value=0, max_value=2**32), count=st.integers(1, 20), sides=st.integers(1, 100))
def test_same_seed_same_roll_and_total_in_range(seed: int, count: int, sides: int) -> None:
    text = f"{count}d{sides}"
    first = dice.roll_expression(text, random.Random(seed))
    second = dice.roll_expression(text, random.Random(seed))
    assert first == second
    assert count <= first.total <= count * sides
    assert len(first.dice) == count
    assert sum(d.value for d in first.dice) == first.total


@given(sides=st.integers(1, dice_values.MAX_FACES), seed=st.integers(0, 1000))
def test_roll_die_stays_on_its_faces(sides: int, seed: int) -> None:
    assert 1 <= dice.roll_die(sides, random.Random(seed)) <= sides


@pytest.mark.parametrize("sides", [0, -3, dice_values.MAX_FACES + 1])
def test_roll_die_rejects_impossible_dice(sides: int) -> None:
    with pytest.raises(ValueError):
        dice.roll_die(sides, random.Random(0))


# --- limits and errors --------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   "])
def test_empty_expression(text: str) -> None:
    with domain_error("dice-error-empty"):
        dice.parse_expression(text)


def test_expression_length_is_capped() -> None:
    dice.parse_expression("1+" * 99 + "1")  # 199 characters is fine
    with domain_error("dice-error-too-long"):
        dice.parse_expression("1+" * 100 + "1")


@pytest.mark.parametrize("text", ["1d6 + abc", "1+", "d", "roll 2d6"])
def test_syntax_errors(text: str) -> None:
    with domain_error("dice-error-syntax"):
        dice.parse_expression(text)


def test_dice_count_is_capped_across_the_whole_expression() -> None:
    dice.parse_expression("50d6 + 50d6")
    with domain_error("dice-error-too-many-dice"):
        dice.parse_expression("50d6 + 51d6")
    with domain_error("dice-error-too-many-dice"):
        dice.parse_expression("99999999d6")


def test_faces_are_capped() -> None:
    dice.parse_expression("1d1000")
    with domain_error("dice-error-too-many-faces"):
        dice.parse_expression("1d1001")


def test_zero_faced_dice_are_refused() -> None:
    with domain_error("dice-error-no-faces"):
        dice.parse_expression("1d0")


def test_huge_numbers_are_refused() -> None:
    dice.parse_expression("1d6 + 1000000")
    with domain_error("dice-error-number-too-large"):
        dice.parse_expression("1d6 * 1000001")


def test_endless_rerolls_stop_with_a_clear_error() -> None:
    with domain_error("dice-error-too-many-rolls"):
        dice.roll_expression("1d6rr<7", random.Random(0))
    with domain_error("dice-error-too-many-rolls"):
        dice.roll_expression("1d1e1", random.Random(0))


@pytest.mark.parametrize("text", ["1d6/0", "1d6//0", "1d6%0"])
def test_division_by_zero_is_a_user_error(text: str) -> None:
    with domain_error("dice-error-invalid"):
        dice.roll_expression(text, random.Random(0))
