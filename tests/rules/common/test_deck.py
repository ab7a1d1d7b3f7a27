import random

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from tests.rules.fate_helpers import cards, stacked


def test_a_fresh_deck_is_complete_and_seeded() -> None:
    deck = Deck.fresh(random.Random(7))
    assert deck.is_complete()
    assert len(deck.draw) == 54
    assert deck.draw == Deck.fresh(random.Random(7)).draw
    assert deck.draw != Deck.fresh(random.Random(8)).draw


def test_flip_takes_from_the_top_into_play() -> None:
    deck = stacked(["5R", "9C"])
    drawn = deck.flip(2, random.Random(0))
    assert drawn.cards == tuple(cards("5R", "9C"))
    assert not drawn.reshuffled
    assert deck.in_play == cards("5R", "9C")
    assert deck.is_complete()


def test_an_empty_draw_pile_reshuffles_the_discard_and_says_so() -> None:
    deck = Deck(draw=cards("1R"), discard=[c for c in ALL_CARDS if c != Card.parse("1R")])
    drawn = deck.flip(3, random.Random(0))
    assert drawn.cards[0] == Card.parse("1R")
    assert drawn.reshuffled
    assert deck.discard == []
    assert deck.is_complete()


def test_exhausted_deck_is_an_error_that_moves_nothing() -> None:
    deck = Deck(
        draw=cards("1R"), discard=cards("2R"), hands={1: [c for c in ALL_CARDS if c.code not in ("1R", "2R")]}
    )
    with pytest.raises(DomainError) as err:
        deck.flip(3, random.Random(0))
    assert err.value.key == "error-deck-exhausted"
    assert err.value.args_map == {"needed": 3, "available": 2}
    assert deck.draw == cards("1R") and deck.in_play == []
    with pytest.raises(ValueError):
        deck.flip(-1, random.Random(0))


def test_hands_draw_discard_and_play() -> None:
    rng = random.Random(1)
    deck = stacked(["1R", "2R", "3R"])
    deck.draw_to_hand(5, 3, rng)
    assert deck.hand(5) == cards("1R", "2R", "3R")
    deck.discard_from_hand(5, cards("2R"))
    assert deck.discard == cards("2R")
    deck.play_from_hand(5, Card.parse("3R"))
    assert deck.in_play == cards("3R")
    deck.discard_from_play(cards("3R"))
    assert deck.hand(5) == cards("1R")
    assert deck.is_complete()


def test_hand_errors() -> None:
    deck = stacked([], {5: ["1R", "2R"]})
    with pytest.raises(DomainError) as err:
        deck.discard_from_hand(5, cards("1R", "1R"))
    assert err.value.key == "error-hand-duplicate-card"
    with pytest.raises(DomainError) as err:
        deck.discard_from_hand(5, cards("1R", "3R"))
    assert err.value.key == "error-hand-card-not-held"
    assert deck.hand(5) == cards("1R", "2R")
    with pytest.raises(DomainError) as err:
        deck.play_from_hand(5, Card.parse("9T"))
    assert err.value.args_map == {"card": "9T"}
    assert repr(err.value).startswith("DomainError('error-hand-card-not-held'")


def test_shared_deck_keeps_one_hand_per_player() -> None:
    deck = stacked(["1R", "2R"])
    rng = random.Random(0)
    deck.draw_to_hand(1, 1, rng)
    deck.draw_to_hand(2, 1, rng)
    assert deck.hand(1) == cards("1R") and deck.hand(2) == cards("2R")
    deck.return_hand(1, rng)
    assert 1 not in deck.hands and deck.discard == []
    assert cards("1R")[0] in deck.draw
    assert deck.is_complete()


def test_a_returned_hand_is_shuffled_face_down_into_the_draw_pile() -> None:
    """Issue 24 §1: a reset's returned hand never goes to the (public) discard pile."""
    rng = random.Random(7)
    deck = Deck.fresh(rng)
    deck.flip(1, rng)
    deck.discard_from_play(list(deck.in_play))
    deck.draw_to_hand(5, 7, rng)
    held, discard = list(deck.hand(5)), list(deck.discard)
    top = list(deck.draw)
    deck.return_hand(5, rng)
    assert deck.discard == discard and deck.hands.get(5) is None
    assert len(deck.draw) == 53 and set(held) <= set(deck.draw)
    assert deck.draw != [*top, *held], "the draw pile is shuffled, not stacked with the hand on top"
    assert deck.is_complete()


def test_reset_and_end_of_turn_shuffle() -> None:
    rng = random.Random(3)
    deck = stacked(["1R", "2R", "3R"], {9: ["13T"]})
    deck.flip(1, rng)
    deck.discard_from_play(cards("1R"))
    deck.flip(1, rng)
    deck.shuffle_discard_into_deck(rng)
    assert deck.discard == [] and deck.hand(9) == cards("13T") and deck.in_play == cards("2R")
    assert len(deck.draw) == 52
    deck.reset(rng)
    assert len(deck.draw) == 54 and deck.hands == {} and deck.in_play == []
    assert deck.is_complete()


def test_pack_round_trips() -> None:
    order = list(ALL_CARDS)
    random.Random(2).shuffle(order)
    assert Deck.unpack(Deck.pack(order)) == order
    assert len(Deck.pack(order)) == 54


def test_is_complete_detects_a_lost_or_duplicated_card() -> None:
    deck = stacked()
    deck.draw.pop()
    assert not deck.is_complete()
    deck.draw.append(deck.draw[0])
    assert not deck.is_complete()
