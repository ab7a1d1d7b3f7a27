"""Card text for people: `5 of Rams` / `Red Joker` / `Black Joker`, localised, with a suit emoji.

The emoji are plain Unicode (♥ ♠ ♦ ♣ for Rams, Crows, Masks, Tomes, 🃏 for the jokers) so they
render everywhere without uploading custom emoji.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.rules.cards import Card, Suit
from bot.ui.i18n import tr

SUIT_EMOJI: dict[Suit, str] = {
    Suit.RAMS: "♥",
    Suit.CROWS: "♠",
    Suit.MASKS: "♦",
    Suit.TOMES: "♣",
}
JOKER_EMOJI = "🃏"


def suit_name(suit: Suit, lang: str) -> str:
    return tr(lang, f"suit-{suit.value}")


def card_name(card: Card, lang: str) -> str:
    """`5 of Rams`, `Red Joker`, `Black Joker` (no emoji): what scripts and tests match."""
    if card.is_black_joker:
        return tr(lang, "card-black-joker")
    if card.is_red_joker:
        return tr(lang, "card-red-joker")
    assert card.suit is not None
    return tr(lang, "card-suited", value=card.value, suit=suit_name(card.suit, lang))


def card_emoji(card: Card) -> str:
    return JOKER_EMOJI if card.is_joker or card.suit is None else SUIT_EMOJI[card.suit]


def card_text(card: Card, lang: str, *, emoji: bool = True) -> str:
    """The card as shown in replies: the emoji first, then the name."""
    name = card_name(card, lang)
    return f"{card_emoji(card)} {name}" if emoji else name


def cards_text(cards: Iterable[Card], lang: str, *, emoji: bool = True) -> str:
    """Cards separated by commas, or the localised word for none."""
    shown = [card_text(card, lang, emoji=emoji) for card in cards]
    return ", ".join(shown) if shown else tr(lang, "cards-none")


def sorted_for_hand(cards: Iterable[Card]) -> list[Card]:
    """A hand reads best by value, then suit (jokers at both ends by value)."""
    return sorted(cards, key=lambda c: (c.value, c.suit.index if c.suit else -1))
