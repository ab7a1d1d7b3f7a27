"""Test helpers: decks with known cards on top, a completeness check, and expected refusals."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck


def cards(*codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes]


def stacked(top: Iterable[str] = (), hands: Mapping[int, Iterable[str]] | None = None) -> Deck:
    """A deck whose next flips are ``top`` (in order), with the given hands; the rest below."""
    top_cards = cards(*top)
    held = {player: cards(*codes) for player, codes in (hands or {}).items()}
    used = set(top_cards) | {c for hand in held.values() for c in hand}
    assert len(used) == len(top_cards) + sum(len(h) for h in held.values()), "a card is used twice"
    rest = [c for c in ALL_CARDS if c not in used]
    return Deck(draw=rest + list(reversed(top_cards)), hands=held)


def assert_complete(*decks: Deck) -> None:
    for deck in {id(d): d for d in decks}.values():
        assert deck.is_complete(), sorted(c.code for c in deck.all_cards())


def snapshot(*decks: Deck) -> list[Any]:
    return [
        (list(d.draw), list(d.discard), {p: list(h) for p, h in d.hands.items()}, list(d.in_play))
        for d in decks
    ]


def refused(key: str, action: Callable[[], object], *decks: Deck) -> DomainError:
    """The action fails with ``key`` and moves no card of ``decks``."""
    before = snapshot(*decks)
    with pytest.raises(DomainError) as err:
        action()
    assert err.value.key == key, err.value
    assert snapshot(*decks) == before
    return err.value
