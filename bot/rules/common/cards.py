"""The 54-card Fate Deck: four suits valued 1-13 and two jokers.

A card is identified by a small integer so that decks serialise compactly:
``suit_index * 13 + (value - 1)`` for the 52 suited cards, 52 for the Black Joker and
53 for the Red Joker.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

from bot.rules.common.documents import stored_as

DECK_SIZE = 54
BLACK_JOKER_VALUE = 0
RED_JOKER_VALUE = 14


class Suit(Enum):
    """Suit order is fixed: it is part of the serialised card id."""

    RAMS = "rams"
    CROWS = "crows"
    MASKS = "masks"
    TOMES = "tomes"

    @property
    def index(self) -> int:
        return _SUIT_ORDER.index(self)


_SUIT_ORDER: tuple[Suit, ...] = (Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES)


class Strength(Enum):
    """Card strength in M2E/M3E (used by 1/2/3 effects such as damage)."""

    WEAK = "weak"
    MODERATE = "moderate"
    SEVERE = "severe"


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One Fate Deck card. Ordering is by id, not by value (use ``value`` for comparisons)."""

    id: int

    def __post_init__(self) -> None:
        if not 0 <= self.id < DECK_SIZE:
            raise ValueError(f"card id out of range: {self.id}")

    @property
    def is_black_joker(self) -> bool:
        return self.id == 52

    @property
    def is_red_joker(self) -> bool:
        return self.id == 53

    @property
    def is_joker(self) -> bool:
        return self.id >= 52

    @property
    def value(self) -> int:
        return _VALUES[self.id]

    @property
    def suit(self) -> Suit | None:
        """The printed suit; jokers have none (the Red Joker's suit is chosen by its owner)."""
        return _SUITS[self.id]

    @property
    def strength(self) -> Strength:
        if self.value <= 5:
            return Strength.WEAK
        if self.value <= 10:
            return Strength.MODERATE
        return Strength.SEVERE

    @classmethod
    def of(cls, value: int, suit: Suit) -> Card:
        if not 1 <= value <= 13:
            raise ValueError(f"suited card value out of range: {value}")
        return cls(suit.index * 13 + value - 1)

    @property
    def code(self) -> str:
        """A short stable code: ``13R``, ``1C``, ``BJ``, ``RJ`` (used in logs and tests)."""
        return _CODES[self.id]

    @classmethod
    def parse(cls, code: str) -> Card:
        """Inverse of ``code``; accepts ``BJ``, ``RJ`` and ``<value><R|C|M|T>``."""
        text = code.strip().upper()
        if text == "BJ":
            return BLACK_JOKER
        if text == "RJ":
            return RED_JOKER
        letters = {s.value[0].upper(): s for s in Suit}
        if len(text) >= 2 and text[-1] in letters and text[:-1].isdigit():
            return cls.of(int(text[:-1]), letters[text[-1]])
        raise ValueError(f"not a card code: {code!r}")

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """Stored documents keep a card as its ``code``: readable, and one form in every document.

        Reading looks the code up (``parse`` costs ~2 µs a card; open flips and duels are hot paths).
        """
        by_code = {card.code: card for card in ALL_CARDS}
        return stored_as(
            core_schema.str_schema(),
            lambda card: card.code,
            lambda code: by_code.get(code) or cls.parse(code),
        )

    def __repr__(self) -> str:
        return f"Card({self.code})"


# A card's value, suit and code by id: looked up, as the rules and every stored document ask
# for them many times per flip.
_VALUES: tuple[int, ...] = (*(i % 13 + 1 for i in range(52)), BLACK_JOKER_VALUE, RED_JOKER_VALUE)
_SUITS: tuple[Suit | None, ...] = (*(_SUIT_ORDER[i // 13] for i in range(52)), None, None)
_CODES: tuple[str, ...] = (
    *(f"{_VALUES[i]}{_SUIT_ORDER[i // 13].value[0].upper()}" for i in range(52)),
    "BJ",
    "RJ",
)

BLACK_JOKER = Card(52)
RED_JOKER = Card(53)
ALL_CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(DECK_SIZE))
