"""Fate modifiers: parse what a player types and cancel + against −.

Accepted: ``+``, ``++``, ``-``, ``---``, ``+2``, ``-3``, ``0``, ``+-`` (cancels), empty for
none. The typographic minus (−) and en dash (–) are accepted as ``-``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

from bot.errors import DomainError
from bot.rules.common.documents import stored_as

MAX_INPUT_LENGTH = 20
MAX_MAGNITUDE = 10  # anything beyond is certainly a typo; a flip shows at most 4 cards anyway

_SYMBOLS = re.compile(r"[+-]+")
_SIGNED_NUMBER = re.compile(r"([+-])(\d{1,3})")


@dataclass(frozen=True, slots=True)
class FateModifier:
    """Net fate modifier after cancelling: positive for +, negative for −."""

    net: int = 0

    @property
    def positive(self) -> bool:
        return self.net > 0

    @property
    def negative(self) -> bool:
        return self.net < 0

    def __add__(self, other: FateModifier) -> FateModifier:
        return FateModifier(self.net + other.net)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """Stored documents keep a modifier as its net number (``+2`` is 2)."""
        return stored_as(core_schema.int_schema(), lambda modifier: modifier.net, cls)

    def cards_to_flip(self, max_cards: int) -> int:
        return min(max_cards, 1 + abs(self.net))

    def __str__(self) -> str:
        if self.net == 0:
            return "0"
        return ("+" if self.net > 0 else "-") * abs(self.net)


NONE = FateModifier(0)
PLUS = FateModifier(1)
MINUS = FateModifier(-1)


def parse_modifiers(text: str | None) -> FateModifier:
    """Parse a modifier string; raise a DomainError explaining the accepted forms otherwise."""
    if text is None:
        return NONE
    raw = text.strip()
    if len(raw) > MAX_INPUT_LENGTH:
        raise DomainError("error-modifiers-too-long", max=MAX_INPUT_LENGTH)
    cleaned = raw.replace("−", "-").replace("–", "-").replace("﹣", "-").replace("＋", "+")
    cleaned = "".join(cleaned.split())
    if cleaned in ("", "0"):
        return NONE
    net: int
    if _SYMBOLS.fullmatch(cleaned):
        net = cleaned.count("+") - cleaned.count("-")
    elif match := _SIGNED_NUMBER.fullmatch(cleaned):
        sign, digits = match.groups()
        net = int(digits) * (1 if sign == "+" else -1)
    else:
        raise DomainError("error-modifiers-invalid", value=raw)
    if abs(net) > MAX_MAGNITUDE:
        raise DomainError("error-modifiers-too-many", value=raw, max=MAX_MAGNITUDE)
    return FateModifier(net)
