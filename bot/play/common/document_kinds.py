"""The play layer's stored documents: open records, the turn state, and upgrade steps.

Open records (``pending.state``) and the table's turn state were plain JSON without a version
before issue 16 (v1 here). v2 wraps each in the ``{"doc", "v"}`` envelope of
``bot.rules.common.documents`` and keeps a card as its code in every document (a flip record held card
ids, the only document that did). The kinds of the game, Fulminato and Doomtrooper documents
live next to their state classes (they import this module for their steps).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.documents import Kind
from bot.rules.crew.blind import DuelModels
from bot.rules.document_kinds import (
    Document,
    doomtrooper_table_v2,
    duel_v2,
    only_envelope,
    secret_scheme_v3,
    tracker_v2,
)
from bot.rules.duel.state import DuelState
from bot.rules.flip.flips import FlipReason
from bot.rules.flip.modifiers import FateModifier
from bot.rules.initiative.state import InitiativeState


@dataclass(frozen=True, slots=True)
class FlipRecord:
    """An open + or − flip whose flipper may still pick another allowed card."""

    edition: str
    modifier: FateModifier
    cards: tuple[Card, ...]
    allowed: tuple[int, ...]
    default: int
    chosen: int
    reason: FlipReason
    reshuffled: bool


@dataclass(frozen=True, slots=True)
class DuelRecord:
    owners: Mapping[int, int]  # player -> whose deck they use
    duel: DuelState
    models: DuelModels | None = None  # a duel from the crews: who duels, shown until its end


@dataclass(frozen=True, slots=True)
class InitiativeRecord:
    owners: Mapping[int, int]
    init: InitiativeState


@dataclass(frozen=True, slots=True)
class GameInitiative:
    """A ``/game``'s initiative step, open until it is decided."""

    turn: int
    init: InitiativeState


def flip_v2(data: Document) -> Document:
    return {**only_envelope(data), "cards": [ALL_CARDS[i].code for i in data["cards"]]}


def duel_record_v2(data: Document) -> Document:
    return {"owners": data["owners"], "duel": duel_v2(data["duel"])}


def duel_record_v3(data: Document) -> Document:
    """Issue 44: a duel from the crews keeps which models duel (older duels: none named)."""
    return {**data, "models": None}


def with_init_v2(data: Document) -> Document:
    return {**data, "init": only_envelope(data["init"])}


def game_v2(data: Document) -> Document:
    return only_envelope(data)


def game_v3(data: Document) -> Document:
    """Issue 22: a game may play at its own pace; older games follow their table's."""
    return {**data, "pace": None}


def game_v4(data: Document) -> Document:
    """Issue 24: each secret scheme records its secret choice and commitment version."""
    secrets = data.get("secret_schemes", [])
    return {**data, "secret_schemes": [secret_scheme_v3(secret) for secret in secrets]}


def game_v5(data: Document) -> Document:
    """Issue 34: the activation phase is tracked (older games: from their next activation)."""
    return {**data, "activations": None}


def game_v6(data: Document) -> Document:
    """Issue 43: a game's public messages keep one language, fixed at its start (older games:
    none fixed, so the table's or the presser's as before); its activations remember who made
    the latest handover (older games: nobody, so a board drawn before it is out of date)."""
    activations = data.get("activations")
    if isinstance(activations, dict):
        activations = {**activations, "handed_by": None}
    return {**data, "language": None, "activations": activations}


def game_v7(data: Document) -> Document:
    """Issue 44: a game may use the players' crews, committed blind, and its duels from them
    (older games: none)."""
    return {**data, "crews": [], "crew_duels": []}


def fulminato_v2(data: Document) -> Document:
    roster = [
        {
            "combatant": {"name": e["name"], "mind": e["mind"], "grace": e["grace"], "owner_id": e["owner"]},
            "added_by": e["by"],
        }
        for e in data["roster"]
    ]
    tracker = data["tracker"]
    return {
        **only_envelope(data),
        "roster": roster,
        "tracker": None if tracker is None else tracker_v2(tracker),
    }


def doomtrooper_v2(data: Document) -> Document:
    game = data["game"]
    return {**only_envelope(data), "game": None if game is None else doomtrooper_table_v2(game)}


FLIP = Kind("flip", FlipRecord, [flip_v2])
DUEL = Kind("duel", DuelRecord, [duel_record_v2, duel_record_v3])
INITIATIVE = Kind("initiative", InitiativeRecord, [with_init_v2])
GAME_INITIATIVE = Kind("game-initiative", GameInitiative, [with_init_v2])
# The table's turn state stays free-form (who holds initiative, M2E soulstone claims, ...).
TURN: Kind[dict[str, Any]] = Kind("turn", dict[str, Any], [only_envelope])
