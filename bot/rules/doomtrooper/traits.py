"""What a Doomtrooper warrior card is: its affiliations, designations and status.

Source: the Spanish rules text summarised in `shared/rules/doomtrooper.md`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.errors import DomainError

MAX_NAME_LENGTH = 64


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


@dataclass(frozen=True, slots=True)
class Warrior:
    """A warrior card in play. `id` is given by the table; 0 means "not at a table yet"."""

    name: str
    fight: int
    shoot: int
    armour: int
    value: int
    owner_id: int
    affiliations: frozenset[Affiliation] = frozenset()
    designations: frozenset[Designation] = frozenset()
    in_cover: bool = False
    status: Status = Status.HEALTHY
    detachment: bool = False
    id: int = 0

    def __post_init__(self) -> None:
        if not self.name.strip() or len(self.name) > MAX_NAME_LENGTH:
            raise DomainError("doomtrooper-error-warrior-name", max=MAX_NAME_LENGTH)
        if self.value < 0:
            raise DomainError("doomtrooper-error-value-negative", name=self.name, value=self.value)
        if not self.affiliations and Designation.FREE_AGENT not in self.designations:
            raise DomainError("doomtrooper-error-no-affiliation", name=self.name)
        if self.in_cover and self.is_non_combatant:
            raise DomainError("doomtrooper-error-non-combatant-cover", name=self.name)

    def has(self, designation: Designation) -> bool:
        return designation in self.designations

    @property
    def is_non_combatant(self) -> bool:
        return self.has(Designation.NON_COMBATANT)

    @property
    def is_free_agent(self) -> bool:
        """A FREE AGENT that gains an affiliation stops being one while it keeps it."""
        return self.has(Designation.FREE_AGENT) and not self.affiliations

    @property
    def corporations(self) -> frozenset[Affiliation]:
        return self.affiliations & CORPORATIONS

    @property
    def is_doomtrooper(self) -> bool:
        return bool(self.corporations) or self.is_free_agent

    @property
    def can_fight(self) -> bool:
        """Able to take part in a combat at all: alive and not NON-COMBATANT."""
        return self.status is not Status.DEAD and not self.is_non_combatant
