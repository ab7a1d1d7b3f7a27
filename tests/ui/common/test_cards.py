"""Card text: `<value> of <Suit>`, jokers, suit emoji."""

from __future__ import annotations

from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.cards import card_emoji, card_name, card_text, cards_text, sorted_for_hand


def test_card_names() -> None:
    assert card_name(Card.of(1, Suit.RAMS), "en") == "1 of Rams"
    assert card_name(Card.of(13, Suit.TOMES), "en") == "13 of Tomes"
    assert card_name(RED_JOKER, "en") == "Red Joker"
    assert card_name(BLACK_JOKER, "en") == "Black Joker"


def test_emoji_first_then_name() -> None:
    assert card_text(Card.of(5, Suit.RAMS), "en") == "♥ 5 of Rams"
    assert card_text(Card.of(5, Suit.CROWS), "en") == "♠ 5 of Crows"
    assert card_text(Card.of(5, Suit.MASKS), "en") == "♦ 5 of Masks"
    assert card_text(Card.of(5, Suit.TOMES), "en") == "♣ 5 of Tomes"
    assert card_text(RED_JOKER, "en") == "🃏 Red Joker"
    assert card_text(BLACK_JOKER, "en", emoji=False) == "Black Joker"
    assert card_emoji(BLACK_JOKER) == "🃏"


def test_every_card_has_a_distinct_name() -> None:
    assert len({card_name(c, "en") for c in ALL_CARDS}) == 54


def test_lists_and_order() -> None:
    assert cards_text([], "en") == "none"
    assert cards_text([Card.of(2, Suit.MASKS), RED_JOKER], "en", emoji=False) == "2 of Masks, Red Joker"
    hand = [RED_JOKER, Card.of(3, Suit.TOMES), BLACK_JOKER, Card.of(3, Suit.RAMS)]
    assert sorted_for_hand(hand) == [BLACK_JOKER, Card.of(3, Suit.RAMS), Card.of(3, Suit.TOMES), RED_JOKER]
