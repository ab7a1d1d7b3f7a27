"""Doomtrooper combat: who may attack whom, the final values, the strikes, kills and their rewards.

Source: the Spanish rules text summarised in `shared/rules/doomtrooper.md`. Combat is a
deterministic comparison of printed values changed by played cards, so nothing here is random.
The bot does not know the card pool: the values a card changes are given as `Modifiers`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.errors import DomainError
from bot.rules.doomtrooper.traits import Affiliation, Designation, Interpretation, Status, Warrior

COVER_ARMOUR_BONUS = 3


class Tactic(StrEnum):
    FIGHT = "fight"
    SHOOT = "shoot"


class Role(StrEnum):
    ATTACKER = "attacker"
    DEFENDER = "defender"


# ---------------------------------------------------------------------------------------------
# Who may attack whom


def check_attack(attacker: Warrior, defender: Warrior, *, forced: bool = False) -> tuple[str, ...]:
    """Refuse an attack the rules forbid, naming the rule; return the interpretations relied on.

    `forced` is for a card that makes a warrior attack (its own side, or anyone): it lifts every
    rule but the detachment and non-combatant ones, which no card can break (seed 002).
    """
    names = {"attacker": attacker.name, "defender": defender.name}
    if attacker.id == defender.id and attacker == defender:
        raise DomainError("doomtrooper-error-same-warrior", name=attacker.name)
    for warrior in (attacker, defender):
        if warrior.status is Status.DEAD:
            raise DomainError("doomtrooper-error-warrior-dead", name=warrior.name)
        if warrior.is_non_combatant:
            raise DomainError("doomtrooper-error-non-combatant", name=warrior.name)
    if attacker.owner_id == defender.owner_id and not forced:
        raise DomainError("doomtrooper-error-own-warrior", **names)
    if attacker.detachment != defender.detachment:
        raise DomainError("doomtrooper-error-detachment", **names)
    if forced:
        # Seed 002: a card may force your warriors to attack your own ("puedes 'forzar' a tus
        # guerreros para que ataquen a guerreros propios"); only the detachment and
        # non-combatant rules hold "incluso si se juega una carta" that changes the combatants.
        return ()
    if _affiliation_free(attacker, defender):
        return ()
    shared = sorted(attacker.corporations & defender.corporations)
    if shared:
        raise DomainError("doomtrooper-error-same-corporation", corporation=shared[0].value, **names)
    if attacker.corporations and Affiliation.BROTHERHOOD in defender.affiliations:
        raise DomainError("doomtrooper-error-attacks-brotherhood", **names)
    brotherhood_prey = Affiliation.DARK_LEGION in defender.affiliations
    if Affiliation.BROTHERHOOD in attacker.affiliations and not brotherhood_prey:
        raise DomainError("doomtrooper-error-brotherhood-target", **names)
    if len(attacker.affiliations) > 1:
        return (Interpretation.AFFILIATION_RESTRICTIONS_COMBINE.value,)
    return ()


def _affiliation_free(attacker: Warrior, defender: Warrior) -> bool:
    # MERCENARY attackers, FREE AGENTs on either side and Tribal warriors on either side are
    # exempt from every affiliation restriction; the Dark Legion has none to begin with.
    return (
        attacker.has(Designation.MERCENARY)
        or attacker.is_free_agent
        or defender.is_free_agent
        or Affiliation.TRIBAL in attacker.affiliations
        or Affiliation.TRIBAL in defender.affiliations
    )


# ---------------------------------------------------------------------------------------------
# Combat


@dataclass(frozen=True, slots=True)
class Modifiers:
    """Changes to Fight (L), Shoot (D), Armour (B) and Value (V) from a card or a warzone."""

    fight: int = 0
    shoot: int = 0
    armour: int = 0
    value: int = 0

    def __add__(self, other: Modifiers) -> Modifiers:
        return Modifiers(
            self.fight + other.fight,
            self.shoot + other.shoot,
            self.armour + other.armour,
            self.value + other.value,
        )


@dataclass(frozen=True, slots=True)
class CombatValues:
    """A combatant's final values; `value` is never below 0, the others may be negative."""

    attack: int
    armour: int
    value: int
    cover_bonus: int
    warzone: bool


@dataclass(frozen=True, slots=True)
class Strike:
    striker: Role
    attack: int
    target_armour: int
    hits: bool
    # 1 for a first strike or simultaneous strikes, 2 for a counter-attack after a first strike.
    step: int


@dataclass(frozen=True, slots=True)
class Reward:
    """Points a player earns, to split between promotion and destiny (destiny only if flagged)."""

    player_id: int
    points: int
    destiny_only: bool
    reason: str
    warrior: str
    id: int = 0


@dataclass(frozen=True, slots=True)
class CombatResult:
    tactic: Tactic
    attacker: Warrior
    defender: Warrior
    attacker_values: CombatValues
    defender_values: CombatValues
    strikes: tuple[Strike, ...]
    first_striker: Role | None
    skipped_counter: str | None
    rewards: tuple[Reward, ...]
    interpretations: tuple[str, ...]


def combat_values(
    warrior: Warrior,
    tactic: Tactic,
    cards: Iterable[Modifiers] = (),
    *,
    warzone: Modifiers | None = None,
    defending: bool = False,
) -> CombatValues:
    """Printed value for the tactic + cards (cumulative) + the warzone and cover for a defender."""
    total = sum(cards, Modifiers())
    if warzone is not None:
        if not defending:
            raise DomainError("doomtrooper-error-warzone-attacker", name=warrior.name)
        total = total + warzone
    attack = warrior.fight + total.fight if tactic is Tactic.FIGHT else warrior.shoot + total.shoot
    cover = COVER_ARMOUR_BONUS if defending and warrior.in_cover else 0
    return CombatValues(
        attack=attack,
        armour=warrior.armour + total.armour + cover,
        value=max(0, warrior.value + total.value),
        cover_bonus=cover,
        warzone=warzone is not None,
    )


def first_striker(attacker: Warrior, defender: Warrior) -> Role | None:
    """Who strikes first, or None for the normal simultaneous exchange."""
    a_first = attacker.has(Designation.ATTACKS_FIRST)
    d_first = defender.has(Designation.ATTACKS_FIRST)
    if a_first and d_first:
        a_over = attacker.has(Designation.FIRST_STRIKE_OVER_RIVAL)
        d_over = defender.has(Designation.FIRST_STRIKE_OVER_RIVAL)
        if a_over != d_over:
            return Role.ATTACKER if a_over else Role.DEFENDER
        return None
    if a_first:
        return Role.ATTACKER
    if d_first:
        return Role.DEFENDER
    return None


def wound(status: Status, *, assassin: bool = False) -> Status:
    """A hit wounds a healthy warrior and kills a wounded one; an ASSASSIN's hit always kills."""
    if assassin or status is Status.WOUNDED:
        return Status.DEAD
    return Status.WOUNDED


def resolve_combat(
    attacker: Warrior,
    defender: Warrior,
    tactic: Tactic,
    *,
    warzone: Modifiers | None = None,
    attacker_cards: Sequence[Modifiers] = (),
    defender_cards: Sequence[Modifiers] = (),
    forced: bool = False,
) -> CombatResult:
    """One attack from announcement to rewards, with the final (modified) values."""
    notes = check_attack(attacker, defender, forced=forced)
    values = {
        Role.ATTACKER: combat_values(attacker, tactic, attacker_cards),
        Role.DEFENDER: combat_values(defender, tactic, defender_cards, warzone=warzone, defending=True),
    }
    fighters = {Role.ATTACKER: attacker, Role.DEFENDER: defender}
    status = {Role.ATTACKER: attacker.status, Role.DEFENDER: defender.status}
    first = first_striker(attacker, defender)
    order = [Role.ATTACKER, Role.DEFENDER] if first is None else [first, _other(first)]
    strikes: list[Strike] = []
    skipped: str | None = None
    for striker in order:
        target = _other(striker)
        if first is not None and striker is not first:
            skipped = _counter_blocked(status[striker], strikes[0], fighters[first])
            if skipped:
                break
        hits = values[striker].attack >= values[target].armour
        step = 2 if first is not None and striker is not first else 1
        strikes.append(Strike(striker, values[striker].attack, values[target].armour, hits, step))
        if hits:
            status[target] = wound(status[target], assassin=fighters[striker].has(Designation.ASSASSIN))
    after = {role: replace(fighters[role], status=status[role]) for role in Role}
    return CombatResult(
        tactic=tactic,
        attacker=after[Role.ATTACKER],
        defender=after[Role.DEFENDER],
        attacker_values=values[Role.ATTACKER],
        defender_values=values[Role.DEFENDER],
        strikes=tuple(strikes),
        first_striker=first,
        skipped_counter=skipped,
        rewards=_kill_rewards(fighters, status, values),
        interpretations=notes,
    )


def _other(role: Role) -> Role:
    return Role.DEFENDER if role is Role.ATTACKER else Role.ATTACKER


def _counter_blocked(struck_status: Status, first_strike: Strike, first: Warrior) -> str | None:
    # After a first strike, the struck warrior answers only if it still lives, and not at all
    # when the first striker's card ends the combat on a successful attack.
    if struck_status is Status.DEAD:
        return "killed"
    if first_strike.hits and first.has(Designation.FIRST_STRIKE_ENDS_COMBAT):
        return "combat-ended"
    return None


def _kill_rewards(
    fighters: Mapping[Role, Warrior], status: Mapping[Role, Status], values: Mapping[Role, CombatValues]
) -> tuple[Reward, ...]:
    rewards: list[Reward] = []
    for victim in Role:
        if status[victim] is not Status.DEAD:
            continue
        killer = fighters[_other(victim)]
        own = killer.owner_id == fighters[victim].owner_id
        rewards.append(
            Reward(
                player_id=killer.owner_id,
                points=values[victim].value,
                destiny_only=own or killer.is_free_agent,
                reason="kill",
                warrior=fighters[victim].name,
            )
        )
    return tuple(rewards)


def sabotage_points(modified_value: int) -> int:
    """Half the saboteur's modified V (never below 0), rounded up."""
    return (max(0, modified_value) + 1) // 2
