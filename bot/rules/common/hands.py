"""The hand size as a limit: a hand above it (after a soulstone draw) must come back down first.

M2E/M3E let a player spend a soulstone in the draw phase to draw two extra cards, and then
discard back down to the hand size (seed 001: "Una vez que los jugadores han robado hasta el
Tamaño de la Mano y hayan podido robar cualquier carta adicional, los jugadores deben descartar
tantas cartas como sea necesario para volver al Tamaño Máximo de la Mano."; seed 003: "elkölthet
1 Soulstone-t, hogy húzhasson két lapot, majd el kell dobniuk annyit, hogy max hand size-on
legyenek."). The soulstone draw ends only with that discard: until then the player may not draw
again with a soulstone, nor cheat fate with any card (docs/rules-notes.md).
"""

from __future__ import annotations

from bot.errors import DomainError
from bot.rules.common.deck import Deck
from bot.rules.common.editions import Edition


def cards_over_hand_size(edition: Edition, deck: Deck, player: int) -> int:
    """How many cards ``player`` holds above the edition's hand size (0 when within it)."""
    return max(0, len(deck.hand(player)) - edition.hand_size)


def require_within_hand_size(edition: Edition, deck: Deck, player: int) -> None:
    """Refuse (privately, nothing changed) while ``player`` still owes the discard back down."""
    over = cards_over_hand_size(edition, deck, player)
    if over:
        raise DomainError("error-hand-discard-first", count=over, size=edition.hand_size)
