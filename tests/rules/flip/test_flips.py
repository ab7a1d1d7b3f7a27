import random

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.flip.flips import FlipReason, flip, resolve, settle
from bot.rules.flip.modifiers import MINUS, NONE, PLUS, FateModifier
from tests.rules.fate_helpers import cards, stacked


def test_a_single_card_has_no_choice() -> None:
    f = resolve(tuple(cards("7R")), NONE)
    assert (f.allowed, f.default, f.reason, f.has_choice) == ((0,), 0, FlipReason.SINGLE, False)


def test_plus_allows_any_card_and_defaults_to_the_highest() -> None:
    # M4E example: ++ flips 4R, 7R, 12T; 12T is the likely pick, 7R or 4R may be taken for the suit.
    f = resolve(tuple(cards("4R", "7R", "12T")), FateModifier(2))
    assert f.allowed == (0, 1, 2)
    assert f.default_card == Card.parse("12T")
    assert f.choose(1) == Card.parse("7R")
    assert f.reason is FlipReason.FREE_CHOICE


def test_minus_forces_the_lowest() -> None:
    f = resolve(tuple(cards("9C", "3M")), MINUS)
    assert f.allowed == (1,) and f.reason is FlipReason.LOWEST
    with pytest.raises(DomainError) as err:
        f.choose(0)
    assert err.value.key == "error-flip-choice-not-allowed"
    assert err.value.args_map == {"reason": "lowest"}


def test_minus_with_tied_lowest_lets_the_flipper_pick_the_suit() -> None:
    # M4E example: ---- flips 4R, 7R, 12T, 4C: either 4 may be used.
    f = resolve(tuple(cards("4R", "7R", "12T", "4C")), FateModifier(-4))
    assert f.allowed == (0, 3) and f.reason is FlipReason.LOWEST_TIED


def test_red_joker_may_be_chosen_even_on_minus() -> None:
    f = resolve(tuple(cards("2R", "RJ")), MINUS)
    assert f.allowed == (0, 1)
    assert f.default_card.is_red_joker
    assert f.reason is FlipReason.RED_JOKER_ALLOWED
    assert f.red_joker_flipped


@pytest.mark.parametrize("modifier", [PLUS, NONE, MINUS, FateModifier(3)])
def test_black_joker_is_forced_and_beats_the_red_joker(modifier: FateModifier) -> None:
    f = resolve(tuple(cards("13R", "BJ", "RJ")), modifier)
    assert f.allowed == (1,) and f.default_card.is_black_joker
    assert f.reason is FlipReason.BOTH_JOKERS
    g = resolve(tuple(cards("13R", "BJ")), modifier)
    assert g.reason is FlipReason.BLACK_JOKER_FORCED and g.black_joker_flipped


def test_resolve_needs_cards() -> None:
    with pytest.raises(ValueError):
        resolve((), NONE)


def test_flip_from_a_deck_and_settle() -> None:
    deck = stacked(["5R", "9M"])
    f = flip(deck, PLUS, 4, random.Random(0))
    assert f.cards == tuple(cards("5R", "9M"))
    settle(deck, f, f.default_card)
    assert deck.in_play == cards("9M") and deck.discard == cards("5R")
    assert deck.is_complete()


def test_guild_guard_flips_two_cards_and_chooses() -> None:
    deck = stacked(["3T", "11C"])
    f = flip(deck, FateModifier(2) + MINUS, 4, random.Random(0))
    assert len(f.cards) == 2 and f.has_choice


def test_never_more_than_four_cards() -> None:
    deck = stacked()
    f = flip(deck, FateModifier(-9), 4, random.Random(0))
    assert len(f.cards) == 4
