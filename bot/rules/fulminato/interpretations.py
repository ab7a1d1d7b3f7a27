"""Fulminato's interpretations: where the text leaves a gap, the choice made is named.

A result carries the values of `Interpretation` it relied on in `interpretations`, so the reply
can say so.
"""

from __future__ import annotations

from enum import StrEnum


class Interpretation(StrEnum):
    """Choices the text leaves open; a reply names the ones that applied."""

    RANKS_OUTSIDE_DEFLECTION = "ranks-outside-deflection"
    HALF_ROUNDS_DOWN = "half-rounds-down"
    SURPRISED_KEEPS_BONUSES = "surprised-keeps-bonuses"
    DEFLECTION_FLOOR_ZERO = "deflection-floor-zero"
    FLANKING_COUNT = "flanking-count"
    DIFFICULTY_MET_SUCCEEDS = "difficulty-met-succeeds"
    CALLED_SHOT_LOCATION = "called-shot-location"
    DELAY_THIS_ROUND = "delay-this-round"
    SURPRISE_ORDER_AS_GIVEN = "surprise-order-as-given"
    INITIATIVE_TIE_UNRESOLVED = "initiative-tie-unresolved"
    MELEE_WEAPON_CUTS = "melee-weapon-cuts"
    BREAK_FREE_AGAINST_CONSTITUTION = "break-free-against-constitution"
