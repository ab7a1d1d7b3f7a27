"""A deck whose shuffles are committed (docs/fair-deck.md): its seed, and its journal.

While a game runs, each of its decks carries a ``FairDeck``: the game's secret seed, the number
of its next shuffle, and the journal of every card it moved (shuffles with the order they gave,
then each move between piles). Both are stored with the deck, in the same row and the same
commit, so that a crash or a second process can neither lose nor repeat a shuffle. The journal
is the game record's card history; the seed is revealed only when the game ends. At a table
without a game that opted in, each deck carries one of its own for an *epoch* (from its first
use to its reset), with a seed of its own.

A journal line is a JSON array:

- ``["start", [discard ids], [play ids], [[player, [ids]], ...]]``: first, when an epoch began on
  a deck in use: where its cards were then (every other card in the draw pile, which the next
  line shuffles);
- ``["shuffle", source, number, interaction, [ids, top first]]``: ``source`` says which cards
  were shuffled: ``all`` (every card: a reset), ``discard`` (the draw and discard piles) or
  ``draw`` (the draw pile alone, after a hand was returned to it);
- ``["move", from, to, [ids]]``: cards moved between ``draw`` (always from its top), ``discard``,
  ``play`` and a player's hand (the player's id, a number).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.drbg import derived_order

Pile = str | int  # "draw", "discard", "play", or a player's hand
Move = list[object]
_VERSION = 1


@dataclass(slots=True)
class FairDeck:
    seed: bytes
    owner: int
    shuffles: int = 0  # the next shuffle's number
    journal: bytearray = field(default_factory=bytearray)
    # The Discord interaction the current unit of work serves (set by the play layer; not stored).
    interaction: int | None = None

    def shuffle(self, cards: list[Card], source: str) -> None:
        """Put ``cards`` in the derived order of this deck's next shuffle (top = end of the list)."""
        order = derived_order(self.seed, self.owner, self.shuffles, self.interaction, (c.id for c in cards))
        self._note(["shuffle", source, self.shuffles, self.interaction or 0, order])
        self.shuffles += 1
        cards[:] = [ALL_CARDS[i] for i in reversed(order)]

    def started(self, discard: Iterable[Card], play: Iterable[Card], hands: dict[int, list[Card]]) -> None:
        """The epoch begins on a deck in use: note where its cards are (before its first shuffle)."""
        held = [[player, [c.id for c in cards]] for player, cards in sorted(hands.items()) if cards]
        self._note(["start", [c.id for c in discard], [c.id for c in play], held])

    def moved(self, source: Pile, target: Pile, cards: Iterable[Card]) -> None:
        ids = [c.id for c in cards]
        if ids:
            self._note(["move", source, target, ids])

    def _note(self, move: Move) -> None:
        self.journal += json.dumps(move, separators=(",", ":")).encode() + b"\n"

    def moves(self) -> list[Move]:
        return [json.loads(line) for line in bytes(self.journal).splitlines()]

    def mark(self) -> tuple[int, int]:
        """Where the journal stands (``restore`` goes back to it: a rule that gave up)."""
        return len(self.journal), self.shuffles

    def restore(self, mark: tuple[int, int]) -> None:
        del self.journal[mark[0] :]
        self.shuffles = mark[1]

    # -- stored form: a JSON header line, then the journal's lines --------------------------

    def pack(self) -> bytes:
        header = {"v": _VERSION, "seed": self.seed.hex(), "owner": self.owner, "shuffles": self.shuffles}
        return json.dumps(header, separators=(",", ":")).encode() + b"\n" + bytes(self.journal)

    @classmethod
    def unpack(cls, data: bytes) -> FairDeck:
        head, _, journal = data.partition(b"\n")
        header = json.loads(head)
        if header.get("v") != _VERSION:
            raise ValueError(f"unknown fair deck version {header.get('v')!r}")
        return cls(
            bytes.fromhex(header["seed"]), int(header["owner"]), int(header["shuffles"]), bytearray(journal)
        )
