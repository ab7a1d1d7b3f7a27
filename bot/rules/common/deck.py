"""A Fate Deck's state: draw pile, discard pile, control hands and cards in play.

Every one of the 54 cards is always in exactly one of those places. A personal deck has one
hand (its owner's); a table's shared deck has one hand per player. The top of the draw pile
is the *end* of ``draw`` so that drawing is O(1).

While a game runs, and at a table that opted in, a deck's shuffles are committed (``fair``:
bot/rules/common/fair.py): they come from a secret seed instead of ``rng``, and every card it
moves is journaled.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, DECK_SIZE, Card
from bot.rules.common.fair import FairDeck, Pile


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
    fair: FairDeck | None = field(default=None, compare=False)

    # -- construction -------------------------------------------------------------------

    @classmethod
    def fresh(cls, rng: random.Random) -> Deck:
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        return cls(draw=cards)

    def commit(self, fair: FairDeck, *, fresh: bool) -> None:
        """From now on every shuffle derives from ``fair``'s seed. A fresh deck is shuffled whole;
        a deck in use keeps its hands, discard pile and cards in play (the journal notes them)
        and its draw pile is shuffled, so that no card drawn from now on was placed otherwise."""
        self.fair = fair
        if not fresh:
            fair.started(self.discard, self.in_play, self.hands)
        fair.shuffle(self.draw, "all" if fresh else "draw")

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

    def _shuffle(self, cards: list[Card], rng: random.Random, source: str) -> None:
        if self.fair is None:
            rng.shuffle(cards)
        else:
            self.fair.shuffle(cards, source)

    def _moved(self, source: Pile, target: Pile, cards: Iterable[Card]) -> None:
        if self.fair is not None:
            self.fair.moved(source, target, cards)

    def reshuffle_discard(self, rng: random.Random) -> None:
        """Shuffle the discard pile into a new draw pile (used when the draw pile is empty)."""
        self.draw = self.discard
        self.discard = []
        self._shuffle(self.draw, rng, "discard")

    def shuffle_discard_into_deck(self, rng: random.Random) -> None:
        """The end-of-turn step: discard pile and remaining draw pile shuffled together."""
        self.draw.extend(self.discard)
        self.discard = []
        self._shuffle(self.draw, rng, "discard")

    def _take(self, count: int, rng: random.Random, target: Pile) -> Drawn:
        if count < 0:
            raise ValueError("cannot draw a negative number of cards")
        available = len(self.draw) + len(self.discard)
        if count > available:
            raise DomainError("error-deck-exhausted", needed=count, available=available)
        taken: list[Card] = []
        reshuffled = False
        since = 0  # the journal notes the cards taken before a reshuffle first
        for _ in range(count):
            if not self.draw:
                self._moved("draw", target, taken[since:])
                since = len(taken)
                self.reshuffle_discard(rng)
                reshuffled = True
            taken.append(self.draw.pop())
        self._moved("draw", target, taken[since:])
        return Drawn(tuple(taken), reshuffled)

    def flip(self, count: int, rng: random.Random) -> Drawn:
        """Turn ``count`` cards from the top into play (a flip)."""
        drawn = self._take(count, rng, "play")
        self.in_play.extend(drawn.cards)
        return drawn

    def draw_to_hand(self, player: int, count: int, rng: random.Random) -> Drawn:
        drawn = self._take(count, rng, player)
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
        self._moved(player, "discard", chosen)

    def discard_from_play(self, cards: Iterable[Card]) -> None:
        chosen = list(cards)
        for card in chosen:
            self.in_play.remove(card)
            self.discard.append(card)
        self._moved("play", "discard", chosen)

    def play_from_hand(self, player: int, card: Card) -> None:
        """Move a card from a hand into play (cheating fate, or an M4E empower discard first)."""
        hand = self.hand(player)
        if card not in hand:
            raise DomainError("error-hand-card-not-held", card=card.code)
        hand.remove(card)
        self.in_play.append(card)
        self._moved(player, "play", (card,))

    def take_back_from_discard(self, player: int, card: Card) -> bool:
        """Return a card spent from a hand to it, if it is still on the discard pile (a duel
        that was never played gives back its empower card); False if it has moved on since."""
        if card not in self.discard:
            return False
        self.discard.remove(card)
        self.hand(player).append(card)
        self._moved("discard", player, (card,))
        return True

    def return_hand(self, player: int, rng: random.Random) -> None:
        """Shuffle a hand face down into the draw pile (a reset of one player in a shared deck).

        A hand is private: it never goes to the public discard pile, and the draw pile is
        shuffled with it, so nobody learns where its cards are.
        """
        returned = self.hands.pop(player, [])
        self.draw.extend(returned)
        self._moved(player, "draw", returned)
        self._shuffle(self.draw, rng, "draw")

    def reset(self, rng: random.Random) -> None:
        """A fresh full deck: every card, hands included, shuffled into the draw pile."""
        self.draw = self.all_cards()
        self.discard = []
        self.in_play = []
        self.hands = {}
        self._shuffle(self.draw, rng, "all")

    # -- compact form for the store -----------------------------------------------------

    @staticmethod
    def pack(cards: Iterable[Card]) -> bytes:
        return bytes(card.id for card in cards)

    @staticmethod
    def unpack(data: bytes) -> list[Card]:
        return [ALL_CARDS[b] for b in data]
