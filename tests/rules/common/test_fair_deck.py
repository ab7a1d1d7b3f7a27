"""A deck with committed shuffles (bot/rules/common/fair.py): its shuffles are the derived ones,
its journal holds every card it moved, and it is stored and restored with the deck."""

from __future__ import annotations

import random

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.drbg import derived_order
from bot.rules.common.fair import FairDeck
from bot.rules.common.unchanged_on_error import unchanged_on_error

SEED = bytes(range(32))


def fair_deck(owner: int = 5, interaction: int | None = 99) -> Deck:
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, owner, interaction=interaction)
    return deck


def test_a_reset_is_the_derived_order_and_the_top_is_its_first_card() -> None:
    deck = fair_deck()
    deck.reset(random.Random(1))
    order = derived_order(SEED, 5, 0, 99, range(54))
    assert [c.id for c in reversed(deck.draw)] == order
    drawn = deck.flip(2, random.Random(2)).cards
    assert [c.id for c in drawn] == order[:2]
    assert deck.fair is not None and deck.fair.shuffles == 1
    assert deck.fair.moves() == [["shuffle", "all", 0, 99, order], ["move", "draw", "play", order[:2]]]


def test_the_rng_plays_no_part() -> None:
    """Control: without ``fair`` the rng decides; with it, two different rngs give one order."""
    a, b = fair_deck(), fair_deck()
    a.reset(random.Random(1))
    b.reset(random.Random(2))
    assert a.draw == b.draw
    plain_a, plain_b = Deck(draw=list(ALL_CARDS)), Deck(draw=list(ALL_CARDS))
    plain_a.reset(random.Random(1))
    plain_b.reset(random.Random(2))
    assert plain_a.draw != plain_b.draw


def test_every_move_is_journaled_and_a_draw_that_runs_out_notes_its_reshuffle_between() -> None:
    deck = fair_deck(owner=0)
    deck.reset(random.Random(0))
    deck.draw_to_hand(7, 3, random.Random(0))
    deck.play_from_hand(7, deck.hand(7)[0])
    deck.discard_from_hand(7, deck.hand(7)[:1])
    deck.discard_from_play(list(deck.in_play))
    assert deck.take_back_from_discard(7, deck.discard[0])
    deck.return_hand(7, random.Random(0))
    deck.flip(50, random.Random(0))
    deck.discard_from_play(list(deck.in_play))
    deck.flip(6, random.Random(0))  # 3 left on the pile: 3, the reshuffle, then 3 more
    kinds = [(m[0], m[1], m[2]) if m[0] == "move" else (m[0], m[1]) for m in deck.fair.moves()]  # type: ignore[union-attr]
    assert kinds == [
        ("shuffle", "all"),
        ("move", "draw", 7),
        ("move", 7, "play"),
        ("move", 7, "discard"),
        ("move", "play", "discard"),
        ("move", "discard", 7),
        ("move", 7, "draw"),
        ("shuffle", "draw"),
        ("move", "draw", "play"),
        ("move", "play", "discard"),
        ("move", "draw", "play"),
        ("shuffle", "discard"),
        ("move", "draw", "play"),
    ]
    assert [len(m[3]) for m in deck.fair.moves() if m[0] == "move"][-2:] == [3, 3]  # type: ignore[union-attr, arg-type]
    assert deck.is_complete()


def test_stored_and_read_back_it_goes_on_where_it_stopped() -> None:
    deck = fair_deck()
    deck.reset(random.Random(0))
    deck.flip(3, random.Random(0))
    assert deck.fair is not None
    again = FairDeck.unpack(deck.fair.pack())
    assert (again.seed, again.owner, again.shuffles, again.journal) == (SEED, 5, 1, deck.fair.journal)
    assert again.interaction is None  # the interaction is the current unit's, never stored
    with pytest.raises(ValueError, match="version"):
        FairDeck.unpack(b'{"v":9}\n')


def test_a_rule_that_gives_up_takes_back_its_journal_and_shuffle_number() -> None:
    deck = fair_deck()
    deck.reset(random.Random(0))
    assert deck.fair is not None
    before = (bytes(deck.fair.journal), deck.fair.shuffles)
    with pytest.raises(DomainError), unchanged_on_error([deck]):
        deck.flip(54, random.Random(0))
        deck.discard_from_play(list(deck.in_play))
        deck.flip(1, random.Random(0))  # a reshuffle: shuffle number 1
        raise DomainError("error-test")
    assert (bytes(deck.fair.journal), deck.fair.shuffles) == before
