"""Keep decks untouched when a multi-step rule gives up part-way with a DomainError.

Most rules validate before moving a card. A few cannot know in advance whether they will finish
(flips that tie again and again on a degenerate deck): they run inside ``unchanged_on_error`` so
that the error, like every DomainError, changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck


@contextmanager
def unchanged_on_error(decks: Iterable[Deck]) -> Iterator[None]:
    unique = {id(d): d for d in decks}
    saved: dict[int, tuple[list[Card], list[Card], dict[int, list[Card]], list[Card]]] = {
        key: (list(d.draw), list(d.discard), {p: list(h) for p, h in d.hands.items()}, list(d.in_play))
        for key, d in unique.items()
    }
    journals = {key: d.fair.mark() for key, d in unique.items() if d.fair is not None}
    try:
        yield
    except DomainError:
        for key, deck in unique.items():
            deck.draw, deck.discard, deck.hands, deck.in_play = saved[key]
            if deck.fair is not None and key in journals:
                deck.fair.restore(journals[key])
        raise
