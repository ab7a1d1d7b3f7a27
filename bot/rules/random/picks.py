"""Random determinations (M2E text, used by every edition).

- Random model: the controller flips one card per candidate; the lowest card is chosen; among
  tied lowest cards the active model's controller chooses. Black Joker 0 is the lowest there
  is, the Red Joker counts 14.
- Random player: both players flip their top card; the highest is chosen; ties reflip, and
  every round is recorded.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.unchanged_on_error import unchanged_on_error

MAX_CANDIDATES = 20
MAX_ROUNDS = 100  # ties end with certainty on a full deck; this only stops a degenerate one


@dataclass(frozen=True, slots=True)
class RandomModel:
    cards: tuple[Card, ...]  # one per candidate, in candidate order
    lowest: tuple[int, ...]  # candidates sharing the lowest value
    reshuffled: bool

    @property
    def chosen(self) -> int | None:
        """The candidate chosen, or None when the active player must pick among ``lowest``."""
        return self.lowest[0] if len(self.lowest) == 1 else None


def random_model(deck: Deck, count: int, rng: random.Random) -> RandomModel:
    """Flip one card per candidate (they go straight to the discard pile) and find the lowest."""
    if not 1 <= count <= MAX_CANDIDATES:
        raise DomainError("error-random-model-count", value=count, max=MAX_CANDIDATES)
    drawn = deck.flip(count, rng)
    deck.discard_from_play(drawn.cards)
    low = min(c.value for c in drawn.cards)
    lowest = tuple(i for i, c in enumerate(drawn.cards) if c.value == low)
    return RandomModel(drawn.cards, lowest, drawn.reshuffled)


def choose_random_model(pick: RandomModel, candidate: int) -> int:
    """The active player's choice among tied candidates (0-based)."""
    if candidate not in pick.lowest:
        raise DomainError(
            "error-random-model-choice",
            value=candidate + 1,
            allowed=", ".join(str(i + 1) for i in pick.lowest),
        )
    return candidate


@dataclass(frozen=True, slots=True)
class RandomPlayer:
    players: tuple[int, int]
    rounds: tuple[tuple[Card, Card], ...]  # every round's cards, in ``players`` order
    chosen: int
    reshuffled: bool


def random_player(players: tuple[int, int], decks: Mapping[int, Deck], rng: random.Random) -> RandomPlayer:
    """Both flip their top card; the highest is chosen; ties reflip until they differ."""
    a, b = players
    if a == b:
        raise DomainError("error-random-player-same")
    deck_a, deck_b = decks[a], decks[b]
    needed = 2 if deck_a is deck_b else 1
    for deck in (deck_a, deck_b):
        available = len(deck.draw) + len(deck.discard)
        if available < needed:
            raise DomainError("error-deck-exhausted", needed=needed, available=available)
    with unchanged_on_error((deck_a, deck_b)):
        return _flip_until_different(players, deck_a, deck_b, rng)


def _flip_until_different(
    players: tuple[int, int], deck_a: Deck, deck_b: Deck, rng: random.Random
) -> RandomPlayer:
    a, b = players
    rounds: list[tuple[Card, Card]] = []
    reshuffled = False
    for _ in range(MAX_ROUNDS):
        first = deck_a.flip(1, rng)
        second = deck_b.flip(1, rng)
        card_a, card_b = first.cards[0], second.cards[0]
        deck_a.discard_from_play([card_a])
        deck_b.discard_from_play([card_b])
        reshuffled = reshuffled or first.reshuffled or second.reshuffled
        rounds.append((card_a, card_b))
        if card_a.value != card_b.value:
            chosen = a if card_a.value > card_b.value else b
            return RandomPlayer(players, tuple(rounds), chosen, reshuffled)
    raise DomainError("error-random-player-endless-tie", rounds=MAX_ROUNDS)
