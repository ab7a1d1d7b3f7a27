"""Card text for people: `5 of Rams` / `Red Joker` / `Black Joker`, localised, with a suit emoji.

The emoji are the bot's own application emoji once `bot.ui.common.emoji.install` found or uploaded
them at start, else plain Unicode (♥ ♠ ♦ ♣ for Rams, Crows, Masks, Tomes, 🃏 for the jokers),
which render everywhere.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.rules.common.cards import Card, Suit
from bot.ui.common import emoji
from bot.ui.common.i18n import tr

SUIT_ORDER: tuple[Suit, ...] = (Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES)

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
    """The suit's (or joker's) emoji: the bot's own if installed, else the Unicode symbol."""
    if card.is_joker or card.suit is None:
        return emoji.joker_emoji(red=card.is_red_joker)
    return emoji.suit_emoji(card.suit)


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
