import pytest

from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, DECK_SIZE, RED_JOKER, Card, Strength, Suit


def test_the_deck_has_54_distinct_cards_13_per_suit_and_two_jokers() -> None:
    assert len(ALL_CARDS) == DECK_SIZE == 54
    assert len({c.code for c in ALL_CARDS}) == 54
    for suit in Suit:
        assert sorted(c.value for c in ALL_CARDS if c.suit is suit) == list(range(1, 14))
    assert [c for c in ALL_CARDS if c.is_joker] == [BLACK_JOKER, RED_JOKER]


def test_jokers_values_and_suits() -> None:
    assert (BLACK_JOKER.value, BLACK_JOKER.suit) == (0, None)
    assert (RED_JOKER.value, RED_JOKER.suit) == (14, None)
    assert BLACK_JOKER.is_black_joker and not BLACK_JOKER.is_red_joker
    assert RED_JOKER.is_red_joker and not RED_JOKER.is_black_joker


@pytest.mark.parametrize(
    ("code", "strength"),
    [
        ("BJ", Strength.WEAK),
        ("1R", Strength.WEAK),
        ("5C", Strength.WEAK),
        ("6M", Strength.MODERATE),
        ("10T", Strength.MODERATE),
        ("11R", Strength.SEVERE),
        ("13C", Strength.SEVERE),
        ("RJ", Strength.SEVERE),
    ],
)
def test_strength_bands_follow_seed_003(code: str, strength: Strength) -> None:
    # Seed 003: 0-5 Weak, 6-10 Moderate, 11-14 Severe; the Black Joker counts as Weak.
    assert Card.parse(code).strength is strength


def test_codes_round_trip_for_every_card() -> None:
    for card in ALL_CARDS:
        assert Card.parse(card.code) == card
        assert repr(card) == f"Card({card.code})"
    assert Card.parse(" 13r ") == Card.of(13, Suit.RAMS)
    assert Card.of(1, Suit.TOMES).code == "1T"


@pytest.mark.parametrize("code", ["", "14R", "0C", "XR", "R", "13X", "J"])
def test_parse_refuses_non_cards(code: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(code)


def test_bad_ids_and_values_are_refused() -> None:
    with pytest.raises(ValueError):
        Card(54)
    with pytest.raises(ValueError):
        Card(-1)
    with pytest.raises(ValueError):
        Card.of(0, Suit.MASKS)


def test_suit_index_is_the_serialised_order() -> None:
    assert [s.index for s in (Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES)] == [0, 1, 2, 3]
    assert Card.of(1, Suit.CROWS).id == 13
