"""Flips: how many cards a fate modifier turns, and which of them may be used.

``resolve`` is the rule itself (cards in, choice out); ``flip`` also takes the cards from a
deck. The chosen card stays in play until its duel ends; the others are discarded by
``settle``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.lapse import Applied, Default
from bot.rules.flip.modifiers import FateModifier


class FlipReason(Enum):
    """Why the allowed cards are what they are (shown to players)."""

    SINGLE = "single"  # one card, nothing to choose
    FREE_CHOICE = "free-choice"  # +: any flipped card
    LOWEST = "lowest"  # −: the lowest card must be used
    LOWEST_TIED = "lowest-tied"  # −: several cards share the lowest value; the flipper picks
    RED_JOKER_ALLOWED = "red-joker-allowed"  # −: the Red Joker may be chosen instead
    BLACK_JOKER_FORCED = "black-joker-forced"  # the Black Joker must be used
    BOTH_JOKERS = "both-jokers"  # both jokers: the Black Joker is used


@dataclass(frozen=True, slots=True)
class Flip:
    cards: tuple[Card, ...]  # in flip order
    modifier: FateModifier
    allowed: tuple[int, ...]  # indices into ``cards`` the flipper may use
    default: int  # index of the card used unless the flipper picks another
    reason: FlipReason
    reshuffled: bool = False

    @property
    def black_joker_flipped(self) -> bool:
        return any(c.is_black_joker for c in self.cards)

    @property
    def red_joker_flipped(self) -> bool:
        return any(c.is_red_joker for c in self.cards)

    @property
    def has_choice(self) -> bool:
        return len(self.allowed) > 1

    @property
    def default_card(self) -> Card:
        return self.cards[self.default]

    def choose(self, index: int) -> Card:
        """The card at ``index`` if the rules allow it; a DomainError otherwise."""
        if index not in self.allowed:
            raise DomainError("error-flip-choice-not-allowed", reason=self.reason.value)
        return self.cards[index]


def resolve(cards: tuple[Card, ...], modifier: FateModifier, reshuffled: bool = False) -> Flip:
    """Apply the flip rules to cards already turned (any number from 1 to 4)."""
    if not cards:
        raise ValueError("a flip needs at least one card")
    indices = range(len(cards))
    black = [i for i in indices if cards[i].is_black_joker]
    red = [i for i in indices if cards[i].is_red_joker]
    if black:
        reason = FlipReason.BOTH_JOKERS if red else FlipReason.BLACK_JOKER_FORCED
        return Flip(cards, modifier, (black[0],), black[0], reason, reshuffled)
    if len(cards) == 1:
        return Flip(cards, modifier, (0,), 0, FlipReason.SINGLE, reshuffled)
    if modifier.negative:
        lowest = min(c.value for c in cards)
        tied = tuple(i for i in indices if cards[i].value == lowest)
        allowed = tuple(sorted({*tied, *red}))
        if red and lowest != cards[red[0]].value:
            # The Red Joker is always worth taking: it is the default, the lowest stays allowed.
            return Flip(cards, modifier, allowed, red[0], FlipReason.RED_JOKER_ALLOWED, reshuffled)
        reason = FlipReason.LOWEST_TIED if len(tied) > 1 else FlipReason.LOWEST
        return Flip(cards, modifier, allowed, tied[0], reason, reshuffled)
    best = max(indices, key=lambda i: (cards[i].value, -i))
    return Flip(cards, modifier, tuple(indices), best, FlipReason.FREE_CHOICE, reshuffled)


def flip(deck: Deck, modifier: FateModifier, max_cards: int, rng: random.Random) -> Flip:
    """Turn the cards for ``modifier`` from ``deck`` into play and resolve them."""
    drawn = deck.flip(modifier.cards_to_flip(max_cards), rng)
    return resolve(drawn.cards, modifier, drawn.reshuffled)


def settle(deck: Deck, flip_: Flip, chosen: Card) -> None:
    """Discard the flipped cards that were not chosen; the chosen one stays in play."""
    deck.discard_from_play(c for c in flip_.cards if c != chosen)


def lapse_choice(flip_: Flip, chosen: int, player: int) -> Default:
    """A flip whose choice lapsed: the card in use stands. Unless the flipper switched to another
    allowed card before the lapse (their own pick), that is the card the rules pick by default
    (``resolve``'s ``default``: the highest on a +, the lowest on a −, a Black Joker always)."""
    if chosen not in flip_.allowed or chosen == flip_.default:
        return Default(Applied.DEFAULT_CARD, player, card=flip_.default_card)
    return Default(Applied.KEPT_PICK, player, card=flip_.cards[chosen])
