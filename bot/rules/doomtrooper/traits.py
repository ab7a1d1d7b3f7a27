"""What a Doomtrooper warrior card is: its affiliations, designations and status.

Source: the Spanish rules text summarised in `shared/rules/doomtrooper.md`.
"""

from __future__ import annotations

from enum import StrEnum


class Affiliation(StrEnum):
    BAUHAUS = "bauhaus"
    CAPITOL = "capitol"
    IMPERIAL = "imperial"
    MISHIMA = "mishima"
    CYBERTRONIC = "cybertronic"
    BROTHERHOOD = "brotherhood"
    DARK_LEGION = "dark-legion"
    TRIBAL = "tribal"


CORPORATIONS = frozenset(
    {
        Affiliation.BAUHAUS,
        Affiliation.CAPITOL,
        Affiliation.IMPERIAL,
        Affiliation.MISHIMA,
        Affiliation.CYBERTRONIC,
    }
)


class Designation(StrEnum):
    MERCENARY = "mercenary"
    NON_COMBATANT = "non-combatant"
    FREE_AGENT = "free-agent"
    PERSONALITY = "personality"
    HERO = "hero"
    SERGEANT = "sergeant"
    ASSASSIN = "assassin"
    BLESSED = "blessed"
    PROFANE = "profane"
    ATTACKS_FIRST = "attacks-first"
    # Card-text variants of ATTACKS FIRST that the rules name explicitly.
    FIRST_STRIKE_ENDS_COMBAT = "first-strike-ends-combat"
    FIRST_STRIKE_OVER_RIVAL = "first-strike-over-rival"
    IMMUNITY_ART = "immunity-art"
    IMMUNITY_LESSER_SYMMETRY = "immunity-lesser-symmetry"
    IMMUNITY_FULL_SYMMETRY = "immunity-full-symmetry"


class Status(StrEnum):
    HEALTHY = "healthy"
    WOUNDED = "wounded"
    DEAD = "dead"


class Interpretation(StrEnum):
    """Choices the text leaves open; a reply names the ones that applied."""

    AFFILIATION_RESTRICTIONS_COMBINE = "affiliation-restrictions-combine"
    SABOTAGE_CURRENT_TURN_COUNTS = "sabotage-current-turn-counts"
