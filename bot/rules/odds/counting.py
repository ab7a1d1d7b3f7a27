"""Counting flips for the odds: what a player sees of a deck, and which card a flip gives.

Counting, not enumerating: a flip is one uniform sample from the unseen cards (and maybe one
from the discard pile). The card a side uses is the best allowed one, so the chance that it is
at most some class is a product of binomials over the cards at most that class
(a multivariate hypergeometric over value/suit classes); a class's chance is a difference of two
such products.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from math import comb, prod

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import Edition
from bot.rules.flip.modifiers import FateModifier

Key = tuple[int, ...]
VALUE_BY_ID: tuple[int, ...] = tuple(c.value for c in ALL_CARDS)  # by card id: the hot loops' lookup
Part = tuple[Sequence[Card], int]  # cards a flip samples from, and how many it takes there


# -- what a player sees of a deck -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Unseen:
    """One deck as the asking player sees it."""

    cards: tuple[Card, ...]  # cannot be seen: the draw pile and the hands that are not theirs
    draw_size: int  # how many of ``cards`` are the draw pile
    discard: tuple[Card, ...]  # public; becomes the draw pile if a flip runs the pile out
    hand_size: int = 0  # the opponent's hand among ``cards`` (an opponent's deck only)

    def parts(self, count: int) -> tuple[Part, ...]:
        """The samples a flip of ``count`` cards takes (``Deck.flip`` with its reshuffle)."""
        available = self.draw_size + len(self.discard)
        if count > available:
            raise DomainError("error-deck-exhausted", needed=count, available=available)
        if count <= self.draw_size:
            return ((self.cards, count),)
        return ((self.cards, self.draw_size), (self.discard, count - self.draw_size))

    def reshuffles(self, count: int) -> bool:
        return count > self.draw_size


def own_view(deck: Deck, player: int, *, discarded: Iterable[Card] = ()) -> Unseen:
    """The player's own deck: every hand but theirs is unseen (a shared deck has several).

    ``discarded`` are the player's hand cards that go to the discard pile before the flip
    (an M4E empower).
    """
    others = [c for p, hand in deck.hands.items() if p != player for c in hand]
    return Unseen(tuple(deck.draw) + tuple(others), len(deck.draw), (*deck.discard, *discarded))


def opponent_view(deck: Deck, opponent: int) -> Unseen:
    """An opponent's deck: their draw pile and hand are one unseen set."""
    hand = deck.hands.get(opponent, [])
    others = [c for p, held in deck.hands.items() if p != opponent for c in held]
    return Unseen(
        tuple(deck.draw) + tuple(others) + tuple(hand), len(deck.draw), tuple(deck.discard), len(hand)
    )


UNKNOWN_DECK = Unseen(ALL_CARDS, len(ALL_CARDS), ())
"""An opponent nobody named: a whole deck in unknown order."""


# -- which card a flip gives ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Picks:
    """How a flip ends: ways (out of ``total`` equally likely flips) to use each card class.

    A class is named by one card of it; ``both_jokers`` counts the flips that hold both jokers
    (the Black Joker is used; M2E/M3E: the Red Joker still locks the opponent's cheat).
    """

    ways: dict[Card, int]
    total: int
    both_jokers: int


def picks(parts: Sequence[Part], modifier: FateModifier, rank: Callable[[Card], Key]) -> Picks:
    """The card the flipper uses, by class. ``rank`` orders cards by how much the flipper wants
    them; equal ranks must mean equal outcomes, and the Red Joker must rank highest."""
    total = prod(comb(len(cards), k) for cards, k in parts)
    ids = [{c.id for c in cards} for cards, _ in parts]

    def without(*excluded: Card) -> int:
        return prod(
            comb(len(cards) - sum(e.id in held for e in excluded), k)
            for (cards, k), held in zip(parts, ids, strict=True)
        )

    no_black = without(BLACK_JOKER)
    ways: dict[Card, int] = {}
    if total > no_black:
        ways[BLACK_JOKER] = total - no_black
    both = total - no_black - without(RED_JOKER) + without(BLACK_JOKER, RED_JOKER)

    def key(card: Card) -> Key:
        if not modifier.negative:
            return rank(card)  # 0 (one card) or +: the best card
        if card.is_red_joker:
            return (1,)  # −: the Red Joker may always be taken, and is always worth it
        return (0, -VALUE_BY_ID[card.id], *rank(card))  # −: the lowest value, then the best of those

    keyed: list[list[Key]] = []
    classes: dict[Key, Card] = {}
    for cards, _ in parts:
        keys = []
        for card in cards:
            if card.id != BLACK_JOKER.id:
                k = key(card)
                keys.append(k)
                classes.setdefault(k, card)
        keys.sort()
        keyed.append(keys)
    below = 0
    for k in sorted(classes):
        upto = prod(comb(bisect_right(keys, k), n) for keys, (_, n) in zip(keyed, parts, strict=True))
        if upto > below:
            ways[classes[k]] = upto - below
        below = upto
    return Picks(ways, total, both)


def flip_size(edition: Edition, modifier: FateModifier) -> int:
    return modifier.cards_to_flip(edition.max_flip_cards)
