"""A Fate Deck's state: draw pile, discard pile, control hands and cards in play.

Every one of the 54 cards is always in exactly one of those places. A personal deck has one
hand (its owner's); a table's shared deck has one hand per player. The top of the draw pile
is the *end* of ``draw`` so that drawing is O(1).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, DECK_SIZE, Card


@dataclass(frozen=True, slots=True)
class Drawn:
    """Cards taken from the draw pile, and whether the discard pile had to be reshuffled."""

    cards: tuple[Card, ...]
    reshuffled: bool


@dataclass(slots=True)
class Deck:
    draw: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    hands: dict[int, list[Card]] = field(default_factory=dict)
    in_play: list[Card] = field(default_factory=list)

    # -- construction -------------------------------------------------------------------

    @classmethod
    def fresh(cls, rng: random.Random) -> Deck:
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        return cls(draw=cards)

    # -- queries ------------------------------------------------------------------------

    def hand(self, player: int) -> list[Card]:
        """The player's hand (a live list; empty when the player holds nothing)."""
        return self.hands.setdefault(player, [])

    def all_cards(self) -> list[Card]:
        cards = [*self.draw, *self.discard, *self.in_play]
        for held in self.hands.values():
            cards.extend(held)
        return cards

    def is_complete(self) -> bool:
        """True when the deck holds each of its 54 cards exactly once."""
        cards = self.all_cards()
        return len(cards) == DECK_SIZE and set(cards) == set(ALL_CARDS)

    # -- moving cards -------------------------------------------------------------------

    def reshuffle_discard(self, rng: random.Random) -> None:
        """Shuffle the discard pile into a new draw pile (used when the draw pile is empty)."""
        self.draw = self.discard
        self.discard = []
        rng.shuffle(self.draw)

    def shuffle_discard_into_deck(self, rng: random.Random) -> None:
        """The end-of-turn step: discard pile and remaining draw pile shuffled together."""
        self.draw.extend(self.discard)
        self.discard = []
        rng.shuffle(self.draw)

    def _take(self, count: int, rng: random.Random) -> Drawn:
        if count < 0:
            raise ValueError("cannot draw a negative number of cards")
        available = len(self.draw) + len(self.discard)
        if count > available:
            raise DomainError("error-deck-exhausted", needed=count, available=available)
        taken: list[Card] = []
        reshuffled = False
        for _ in range(count):
            if not self.draw:
                self.reshuffle_discard(rng)
                reshuffled = True
            taken.append(self.draw.pop())
        return Drawn(tuple(taken), reshuffled)

    def flip(self, count: int, rng: random.Random) -> Drawn:
        """Turn ``count`` cards from the top into play (a flip)."""
        drawn = self._take(count, rng)
        self.in_play.extend(drawn.cards)
        return drawn

    def draw_to_hand(self, player: int, count: int, rng: random.Random) -> Drawn:
        drawn = self._take(count, rng)
        self.hand(player).extend(drawn.cards)
        return drawn

    def discard_from_hand(self, player: int, cards: Iterable[Card]) -> None:
        hand = self.hand(player)
        chosen = list(cards)
        if len(set(chosen)) != len(chosen):
            raise DomainError("error-hand-duplicate-card")
        missing = [c for c in chosen if c not in hand]
        if missing:
            raise DomainError("error-hand-card-not-held", card=missing[0].code)
        for card in chosen:
            hand.remove(card)
            self.discard.append(card)

    def discard_from_play(self, cards: Iterable[Card]) -> None:
        for card in cards:
            self.in_play.remove(card)
            self.discard.append(card)

    def play_from_hand(self, player: int, card: Card) -> None:
        """Move a card from a hand into play (cheating fate, or an M4E empower discard first)."""
        hand = self.hand(player)
        if card not in hand:
            raise DomainError("error-hand-card-not-held", card=card.code)
        hand.remove(card)
        self.in_play.append(card)

    def take_back_from_discard(self, player: int, card: Card) -> bool:
        """Return a card spent from a hand to it, if it is still on the discard pile (a duel
        that was never played gives back its empower card); False if it has moved on since."""
        if card not in self.discard:
            return False
        self.discard.remove(card)
        self.hand(player).append(card)
        return True

    def return_hand(self, player: int, rng: random.Random) -> None:
        """Shuffle a hand face down into the draw pile (a reset of one player in a shared deck).

        A hand is private: it never goes to the public discard pile, and the draw pile is
        shuffled with it, so nobody learns where its cards are.
        """
        self.draw.extend(self.hands.pop(player, []))
        rng.shuffle(self.draw)

    def reset(self, rng: random.Random) -> None:
        """A fresh full deck: every card, hands included, shuffled into the draw pile."""
        self.draw = self.all_cards()
        self.discard = []
        self.in_play = []
        self.hands = {}
        rng.shuffle(self.draw)

    # -- compact form for the store -----------------------------------------------------

    @staticmethod
    def pack(cards: Iterable[Card]) -> bytes:
        return bytes(card.id for card in cards)

    @staticmethod
    def unpack(data: bytes) -> list[Card]:
        return [ALL_CARDS[b] for b in data]
