"""A committed deck's history as the records write it (docs/fair-deck.md), and the record of a
table deck's epoch: format ``fatebot-deck-record``, version 1.

A game's record (``bot.rules.game.record``) holds one such history per deck; a table deck's
epoch (a table without a game that opted in) ends in a record of its own, with its seed.
``tools/check_game.py`` checks both offline with the standard library alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.drbg import commitment

FORMAT = "fatebot-deck-record"
VERSION = 1
CONSTRUCTION = "hmac-drbg-sha256/fisher-yates/v1"


def _codes(ids: Sequence[int]) -> list[str]:
    return [ALL_CARDS[i].code for i in ids]


def _move(move: Sequence[Any]) -> dict[str, Any]:
    if move[0] == "shuffle":
        _kind, source, number, interaction, order = move
        return {"shuffle": number, "of": source, "interaction": str(interaction), "order": _codes(order)}
    _kind, source, target, ids = move
    return {"from": str(source), "to": str(target), "cards": _codes(ids)}


def deck_history(owner: int, deck: Deck) -> dict[str, Any]:
    """``owner``'s committed deck: where its cards were when it began (``start``, only if it
    began in use), every move in order, and where they are now (``final``)."""
    assert deck.fair is not None
    moves = deck.fair.moves()
    out: dict[str, Any] = {"owner": str(owner)}
    if moves and moves[0][0] == "start":
        start = cast(tuple[list[int], list[int], list[tuple[int, list[int]]]], moves.pop(0)[1:])
        discard, play, hands = start
        out["start"] = {
            "discard": _codes(discard),
            "play": _codes(play),
            "hands": {str(p): _codes(ids) for p, ids in hands},
        }
    out["moves"] = [_move(m) for m in moves]
    out["final"] = {
        "draw": [c.code for c in reversed(deck.draw)],  # top first
        "discard": [c.code for c in deck.discard],
        "play": [c.code for c in deck.in_play],
        "hands": {str(p): [c.code for c in h] for p, h in sorted(deck.hands.items()) if h},
    }
    return out


def hidden_holders(deck: Deck) -> tuple[int, ...]:
    """The players a revealed seed of ``deck``'s epoch would tell a card they never showed: those
    holding a card now, and those whose cards went back face down into the draw pile during the
    epoch. Naming only counts would not hide them: the seed derives every shuffle's order, and
    every draw takes the top of it, so the record's moves and the seed name every hand's cards."""
    assert deck.fair is not None
    held = {player for player, cards in deck.hands.items() if cards}
    moves = deck.fair.moves()
    returned = {int(m[1]) for m in moves if m[0] == "move" and m[2] == "draw" and isinstance(m[1], int)}
    return tuple(sorted(held | returned))


def deck_record(table: int, owner: int, deck: Deck) -> dict[str, Any]:
    """The record of a table deck's epoch that ends now (its seed revealed)."""
    assert deck.fair is not None
    seed = deck.fair.seed
    return {
        "format": FORMAT,
        "version": VERSION,
        "table": str(table),
        "construction": CONSTRUCTION,
        "commitment": commitment(seed),
        "seed": seed.hex(),
        **deck_history(owner, deck),
    }
