import random

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.random import picks as rp
from tests.rules.fate_helpers import assert_complete, cards, refused, stacked

A, B = 1, 2
RNG = random.Random(0)


def test_random_model_takes_the_lowest_card() -> None:
    deck = stacked(["9R", "3C", "12M"])
    pick = rp.random_model(deck, 3, RNG)
    assert pick.cards == tuple(cards("9R", "3C", "12M"))
    assert pick.lowest == (1,) and pick.chosen == 1
    assert deck.discard == cards("9R", "3C", "12M") and deck.in_play == []
    assert_complete(deck)


def test_random_model_ties_are_for_the_active_player() -> None:
    pick = rp.random_model(stacked(["4R", "9C", "4T"]), 3, RNG)
    assert pick.lowest == (0, 2) and pick.chosen is None
    assert rp.choose_random_model(pick, 2) == 2
    err = refused("error-random-model-choice", lambda: rp.choose_random_model(pick, 1))
    assert err.args_map == {"value": 2, "allowed": "1, 3"}


def test_random_model_jokers_count_0_and_14() -> None:
    assert rp.random_model(stacked(["1R", "BJ"]), 2, RNG).chosen == 1
    assert rp.random_model(stacked(["RJ", "13C"]), 2, RNG).chosen == 1


def test_random_model_count_limits() -> None:
    deck = stacked()
    refused("error-random-model-count", lambda: rp.random_model(deck, 0, RNG))
    refused("error-random-model-count", lambda: rp.random_model(deck, rp.MAX_CANDIDATES + 1, RNG))
    assert len(deck.draw) == 54


def test_random_player_highest_wins_ties_reflip_and_are_recorded() -> None:
    decks = {A: stacked(["7R", "3R"]), B: stacked(["7C", "11C"])}
    pick = rp.random_player((A, B), decks, RNG)
    assert pick.rounds == (tuple(cards("7R", "7C")), tuple(cards("3R", "11C")))
    assert pick.chosen == B and not pick.reshuffled
    for deck in decks.values():
        assert deck.in_play == [] and len(deck.discard) == 2
        assert_complete(deck)


def test_random_player_on_a_shared_deck() -> None:
    shared = stacked(["13R", "2C"])
    pick = rp.random_player((A, B), {A: shared, B: shared}, RNG)
    assert pick.chosen == A and len(pick.rounds) == 1
    assert_complete(shared)


def test_random_player_errors() -> None:
    decks = {A: stacked(), B: stacked()}
    refused("error-random-player-same", lambda: rp.random_player((A, A), decks, RNG))
    lonely = Deck(draw=cards("5R"), hands={A: [c for c in ALL_CARDS if c.code != "5R"]})
    refused("error-deck-exhausted", lambda: rp.random_player((A, B), {A: lonely, B: lonely}, RNG))
    held = [c for c in ALL_CARDS if c.code not in ("5R", "5C")]
    tied = Deck(draw=cards("5R", "5C"), hands={A: held})
    refused("error-random-player-endless-tie", lambda: rp.random_player((A, B), {A: tied, B: tied}, RNG))
    assert tied.draw == cards("5R", "5C") and tied.discard == []  # the error changed nothing
    assert_complete(tied)


def test_reshuffle_is_reported() -> None:
    deck = Deck(draw=[], discard=list(ALL_CARDS))
    assert rp.random_model(deck, 2, RNG).reshuffled
    assert rp.random_player((A, B), {A: Deck(discard=list(ALL_CARDS)), B: stacked(["1R"])}, RNG).reshuffled
