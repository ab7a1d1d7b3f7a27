"""The jokers' tail when the count is exactly the expected number (docs/fair-deck.md: "the exact
probability of a count at least that far from the expected one on the same side"). At the
expectation the report takes the upper side, P(X ≥ expected), as ``luck.tail`` says; chances
that are not symmetric make the two sides differ, so taking the other one shows."""

from __future__ import annotations

from fractions import Fraction

from bot.rules.game.luck import Luck, distribution, tail


def test_at_the_expectation_the_tail_is_the_upper_one() -> None:
    # Four cards at 1/4 each, one joker drawn: exactly the expected number.
    chances = (Fraction(1, 4),) * 4
    luck = Luck(1, chances)
    assert luck.expected == 1
    upper = 1 - Fraction(3, 4) ** 4  # P(X ≥ 1) = 175/256
    lower = Fraction(3, 4) ** 4 + 4 * Fraction(1, 4) * Fraction(3, 4) ** 3  # P(X ≤ 1) = 189/256
    assert upper != lower  # (control: here the side matters)
    assert tail(chances, 1) == upper == sum(distribution(list(chances))[1:])
    assert luck.to_json()["tail"] == "175/256"


def test_just_below_and_above_the_expectation_take_their_own_side() -> None:
    chances = (Fraction(1, 4),) * 4
    assert tail(chances, 0) == Fraction(3, 4) ** 4  # fewer than expected: P(X ≤ 0)
    assert tail(chances, 2) == sum(distribution(list(chances))[2:])  # more: P(X ≥ 2)
