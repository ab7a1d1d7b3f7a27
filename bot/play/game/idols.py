"""Corrupted Idols (M3E GG0, seed 003) in a ``/game``: a strategy marker each turn.

After each initiative the initiative player's card (a joker: a new flip) picks the placement
from the season's table; for Crows the initiative player then chooses the edge. The marker's
spot is kept per turn so that a repeat goes in base contact and a third repeat places none.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import cast

from bot.play.game.state import GameState, IdolMarker
from bot.rules.common.deck import Deck
from bot.rules.encounter import generation as encounters
from bot.rules.encounter.generation import Edge, MarkerSpot
from bot.rules.encounter.seasons import Placement, TurnFlipTable
from bot.rules.initiative.state import InitiativeState


def place_idol(
    state: GameState, init: InitiativeState, decks: Mapping[int, Deck], rng: random.Random
) -> GameState:
    """After a decided initiative: this turn's marker, if the game's strategy has one."""
    table = state.turn_flips.get(state.strategy or "")
    holder = init.winner if init.winner is not None else init.first_player
    if table is None or holder is None:
        return state
    card = init.contender(holder).card if holder in init.players else None
    flip = encounters.turn_flip_by_table(
        TurnFlipTable.model_validate(dict(table)),
        state.strategy or "",
        decks[holder],
        rng,
        initiative_card=card,
    )
    idol = IdolMarker(
        turn=state.turn,
        by=holder,
        card=flip.card.code,
        flips=tuple(r.card.code for r in flip.flips),
        placement=flip.placement,
    )
    state = replace(state, idol=idol)
    if flip.placement == "edge-choice":
        return state  # the initiative player chooses the edge (``GamePlay.choose_idol_edge``)
    return settle_idol(state, None)


def settle_idol(state: GameState, edge: Edge | None) -> GameState:
    """Where this turn's marker goes, and whether it repeats (seed 003)."""
    idol = state.idol
    assert idol is not None
    placement = cast(Placement, idol.placement)
    spot = encounters.marker_spot(placement, seen_by_first=idol.by == state.players[0], edge=edge)
    outcome = encounters.marker_repeat(cast(Sequence[MarkerSpot], state.idol_spots), spot)
    return replace(
        state, idol=replace(idol, spot=spot, outcome=outcome), idol_spots=(*state.idol_spots, spot)
    )
