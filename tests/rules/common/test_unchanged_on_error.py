import random

import pytest

from bot.errors import DomainError
from bot.rules.common.unchanged_on_error import unchanged_on_error
from tests.rules.fate_helpers import stacked


def test_a_domain_error_restores_every_deck_once() -> None:
    deck = stacked(["1R", "2R"], {7: ["13T"]})
    before = (list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()})
    with pytest.raises(DomainError), unchanged_on_error([deck, deck]):
        deck.flip(2, random.Random(0))
        deck.discard_from_hand(7, deck.hand(7)[:1])
        raise DomainError("error-test")
    assert (deck.draw, deck.discard, deck.hands, deck.in_play) == (*before, [])


def test_other_outcomes_keep_the_changes() -> None:
    deck = stacked(["1R"])
    with unchanged_on_error([deck]):
        deck.flip(1, random.Random(0))
    assert len(deck.in_play) == 1
    with pytest.raises(ValueError), unchanged_on_error([deck]):
        deck.discard_from_play(deck.in_play)
        raise ValueError("a bug, not a user error: not rolled back")
    assert deck.in_play == [] and len(deck.discard) == 1
