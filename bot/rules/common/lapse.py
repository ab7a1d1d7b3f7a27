"""What the rules apply when a step waits too long: the default of each open choice, explained.

A lapse never throws away what the players have seen (issue 22): a cheat window lapses as "did
not cheat", a choice between flipped cards takes the card the rules pick by default, an
initiative resolves without cheating, and a duel that lapses before any card was flipped gives
back what was spent on it. Each default applied is a ``Default``, so that both players can be
told exactly what happened; ``Expiry`` is the resolved state with those explanations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from bot.rules.common.cards import Card, Suit

S = TypeVar("S")


class Applied(Enum):
    """One default applied by a lapse (or a withdrawal)."""

    NO_CHEAT = "no-cheat"  # a cheat window lapsed: the player did not cheat
    DEFAULT_CARD = "default-card"  # a choice between flipped cards: the rules' default card
    KEPT_PICK = "kept-pick"  # a + flip's own pick (switched before the lapse) stands
    KEPT_CARD = "kept-card"  # M2E initiative: the card is kept, no soulstone is spent
    CHOSE_FIRST = "chose-first"  # who goes first: the chooser does
    WITHDRAWN = "withdrawn"  # the initiator withdrew the duel before anyone answered
    NOT_PLAYED = "not-played"  # nothing was flipped: the duel is off
    REFUND_SOULSTONES = "refund-soulstones"  # soulstones spent on a duel nobody played come back
    REFUND_EMPOWER = "refund-empower"  # an empower card spent on it goes back to the hand
    EMPOWER_GONE = "empower-gone"  # ... unless it left the discard pile since (a shuffle)
    ABANDONED = "abandoned"  # its cards were gone (a deck reset): what was left is discarded


@dataclass(frozen=True, slots=True)
class Default:
    """A default applied to ``player``: the card it concerns, the Red Joker's suit, a count of
    soulstones, or the player who goes first."""

    kind: Applied
    player: int
    card: Card | None = None
    suit: Suit | None = None
    count: int = 0
    first: int | None = None


@dataclass(frozen=True, slots=True)
class Expiry(Generic[S]):
    """A lapsed step's state once the defaults are applied (over), and each default, in order."""

    state: S
    defaults: tuple[Default, ...] = ()

    def soulstones_back(self) -> dict[int, int]:
        """Soulstones each player gets back (a duel that lapsed before any flip)."""
        out: dict[int, int] = {}
        for d in self.defaults:
            if d.kind is Applied.REFUND_SOULSTONES:
                out[d.player] = out.get(d.player, 0) + d.count
        return out
