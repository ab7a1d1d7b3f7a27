"""A Fulminato fight in progress: initiative, the surprise round, rounds, turns and delays.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`. The rest of the game
has a module each: `fulminato_dice` (ranks, tests, opposed rolls), `fulminato_attack` (attack,
deflection, cover, the exchange), `fulminato_wounds` (hit location, damage, Endurance),
`fulminato_actions` (action points), `fulminato_grapple` and `fulminato_interpretations`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.rules.fulminato.actions import (
    ACTION_POINTS_PER_TURN,
    ANY_TIME_ACTIONS,
    SURPRISE_ACTION_POINTS,
    Action,
    spend_action_points,
)
from bot.rules.fulminato.attack import DefenderState
from bot.rules.fulminato.dice import DieRoll, check_die
from bot.rules.fulminato.interpretations import Interpretation
from bot.rules.random.dice import roll_die

# Only a scripted generator can tie forever; a real one ends after a few re-rolls.
MAX_TIE_BREAK_ROUNDS = 50
MAX_NAME_LENGTH = 64


@dataclass(frozen=True, slots=True)
class Combatant:
    name: str
    mind: int
    grace: int
    owner_id: int | None = None

    def __post_init__(self) -> None:
        if not self.name.strip() or len(self.name) > MAX_NAME_LENGTH:
            raise DomainError("fulminato-error-combatant-name", max=MAX_NAME_LENGTH)
        check_die(self.mind)
        check_die(self.grace)


@dataclass(frozen=True, slots=True)
class InitiativeRoll:
    mind: DieRoll
    grace: DieRoll

    @property
    def total(self) -> int:
        return self.mind.value + self.grace.value


@dataclass(frozen=True, slots=True)
class InitiativeEntry:
    """A combatant's initiative: the first roll, then any tie-break re-rolls in order."""

    combatant: Combatant
    rolls: tuple[InitiativeRoll, ...]

    @property
    def name(self) -> str:
        return self.combatant.name

    @property
    def total(self) -> int:
        return self.rolls[0].total

    @property
    def sort_key(self) -> tuple[int, ...]:
        return tuple(roll.total for roll in self.rolls)


def roll_initiative(
    combatants: Sequence[Combatant], rng: random.Random
) -> tuple[tuple[InitiativeEntry, ...], bool]:
    """Order by dMente + dGracia, high to low; tied combatants re-roll among themselves until they
    differ, keeping their slot. Returns the order and whether a tie was left unresolved."""
    _check_unique(combatants)
    entries = [InitiativeEntry(c, ()) for c in combatants]
    ordered, unresolved = _break_ties(entries, rng, 0)
    return tuple(ordered), unresolved


def _roll_once(combatant: Combatant, rng: random.Random) -> InitiativeRoll:
    mind = DieRoll("mind", combatant.mind, roll_die(combatant.mind, rng))
    grace = DieRoll("grace", combatant.grace, roll_die(combatant.grace, rng))
    return InitiativeRoll(mind, grace)


def _break_ties(
    group: list[InitiativeEntry], rng: random.Random, depth: int
) -> tuple[list[InitiativeEntry], bool]:
    rolled = [InitiativeEntry(e.combatant, (*e.rolls, _roll_once(e.combatant, rng))) for e in group]
    buckets: dict[int, list[InitiativeEntry]] = {}
    for entry in rolled:
        buckets.setdefault(entry.rolls[-1].total, []).append(entry)
    ordered: list[InitiativeEntry] = []
    unresolved = False
    for total in sorted(buckets, reverse=True):
        bucket = buckets[total]
        if len(bucket) == 1:
            ordered.extend(bucket)
        elif depth + 1 >= MAX_TIE_BREAK_ROUNDS:
            ordered.extend(bucket)
            unresolved = True
        else:
            sub, sub_unresolved = _break_ties(bucket, rng, depth + 1)
            ordered.extend(sub)
            unresolved = unresolved or sub_unresolved
    return ordered, unresolved


def _check_unique(combatants: Sequence[Combatant]) -> None:
    if not combatants:
        raise DomainError("fulminato-error-no-combatants")
    seen: set[str] = set()
    for combatant in combatants:
        key = combatant.name.casefold()
        if key in seen:
            raise DomainError("fulminato-error-duplicate-combatant", name=combatant.name)
        seen.add(key)


@dataclass(frozen=True, slots=True)
class TurnSlot:
    """One line of the order shown to players."""

    name: str
    total: int | None
    owner_id: int | None
    current: bool
    done: bool


@dataclass(frozen=True, slots=True)
class InitiativeTracker:
    """A fight in progress, as a value: every method returns a new tracker and changes nothing on error.

    Round 0 is the surprise round (only surprisers act, with 3 action points); `queue` is who acts
    this round, in order, which delaying can change without touching the initiative `order`.
    """

    order: tuple[InitiativeEntry, ...]
    round: int
    queue: tuple[str, ...]
    turn: int
    action_points: int
    surprisers: tuple[str, ...] = ()
    surprised: frozenset[str] = frozenset()
    interpretations: tuple[str, ...] = ()

    # -- reading -------------------------------------------------------------------------------

    @property
    def current(self) -> InitiativeEntry:
        return self.entry(self.queue[self.turn])

    @property
    def is_surprise_round(self) -> bool:
        return self.round == 0

    @property
    def round_action_points(self) -> int:
        return SURPRISE_ACTION_POINTS if self.is_surprise_round else ACTION_POINTS_PER_TURN

    def entry(self, name: str) -> InitiativeEntry:
        key = name.casefold()
        for entry in self.order:
            if entry.name.casefold() == key:
                return entry
        raise DomainError("fulminato-error-unknown-combatant", name=name)

    def is_surprised(self, name: str) -> bool:
        """Surprised combatants lose the deflection die, but only during the surprise round."""
        return self.is_surprise_round and self.entry(name).name in self.surprised

    def deflection_state(self, name: str) -> DefenderState:
        return DefenderState.SURPRISED if self.is_surprised(name) else DefenderState.READY

    def slots(self) -> tuple[TurnSlot, ...]:
        """This round's order; initiative totals are hidden in the surprise round, which precedes them."""
        return tuple(
            TurnSlot(
                name=name,
                total=None if self.is_surprise_round else self.entry(name).total,
                owner_id=self.entry(name).combatant.owner_id,
                current=index == self.turn,
                done=index < self.turn,
            )
            for index, name in enumerate(self.queue)
        )

    # -- changing ------------------------------------------------------------------------------

    def spend(self, action: Action, actor: str | None = None) -> InitiativeTracker:
        """Spend the current combatant's points; 0-cost actions may be taken by anyone at any time."""
        if action in ANY_TIME_ACTIONS:
            if actor is not None:
                self.entry(actor)
            return self
        if actor is not None and self.entry(actor).name != self.current.name:
            raise DomainError("fulminato-error-not-your-turn", name=actor, current=self.current.name)
        return replace(self, action_points=spend_action_points(self.action_points, action))

    def next_turn(self) -> InitiativeTracker:
        if self.turn + 1 < len(self.queue):
            return replace(self, turn=self.turn + 1, action_points=self.round_action_points)
        return self._start_round(self.round + 1)

    def next_round(self) -> InitiativeTracker:
        return self._start_round(self.round + 1)

    def delay(self, after: str) -> InitiativeTracker:
        """The current combatant gives up its slot this round to act right after `after`."""
        target = self.entry(after).name
        position = self.queue.index(target) if target in self.queue else -1
        if position <= self.turn:
            raise DomainError("fulminato-error-delay-target", name=target, current=self.current.name)
        if self.action_points != self.round_action_points:
            raise DomainError("fulminato-error-delay-after-acting", name=self.current.name)
        delayer = self.queue[self.turn]
        rest = [name for name in self.queue if name != delayer]
        rest.insert(rest.index(target) + 1, delayer)
        notes = tuple(dict.fromkeys((*self.interpretations, Interpretation.DELAY_THIS_ROUND.value)))
        return replace(self, queue=tuple(rest), interpretations=notes)

    def remove(self, name: str) -> InitiativeTracker:
        """Take a combatant out of the fight (fled, dead); the turn passes on if it was theirs."""
        removed = self.entry(name).name
        if len(self.order) == 1:
            raise DomainError("fulminato-error-last-combatant", name=removed)
        order = tuple(e for e in self.order if e.name != removed)
        shrunk = replace(
            self,
            order=order,
            surprisers=tuple(n for n in self.surprisers if n != removed),
            surprised=self.surprised - {removed},
        )
        if removed not in self.queue:
            return shrunk
        index = self.queue.index(removed)
        queue = tuple(n for n in self.queue if n != removed)
        turn = self.turn - 1 if index < self.turn else self.turn
        if turn >= len(queue):
            return replace(shrunk, queue=queue, turn=0)._start_round(self.round + 1)
        points = self.action_points if index != self.turn else self.round_action_points
        return replace(shrunk, queue=queue, turn=turn, action_points=points)

    def _start_round(self, number: int) -> InitiativeTracker:
        queue = tuple(entry.name for entry in self.order)
        return replace(self, round=number, queue=queue, turn=0, action_points=ACTION_POINTS_PER_TURN)


def start_combat(
    combatants: Sequence[Combatant],
    rng: random.Random,
    *,
    surprisers: Iterable[str] = (),
    surprised: Iterable[str] = (),
) -> InitiativeTracker:
    """Roll initiative for everyone; with surprisers, a surprise round (3 points each) comes first."""
    order, unresolved = roll_initiative(combatants, rng)
    names = {c.name.casefold(): c.name for c in combatants}
    surprise_queue = tuple(dict.fromkeys(_resolve_name(names, n) for n in surprisers))
    surprised_set = frozenset(_resolve_name(names, n) for n in surprised)
    if surprised_set & set(surprise_queue):
        both = sorted(surprised_set & set(surprise_queue))[0]
        raise DomainError("fulminato-error-surprise-overlap", name=both)
    if surprised_set and not surprise_queue:
        raise DomainError("fulminato-error-surprise-without-surprisers")
    notes: list[str] = []
    if unresolved:
        notes.append(Interpretation.INITIATIVE_TIE_UNRESOLVED.value)
    if len(surprise_queue) > 1:
        notes.append(Interpretation.SURPRISE_ORDER_AS_GIVEN.value)
    tracker = InitiativeTracker(
        order=order,
        round=1,
        queue=tuple(e.name for e in order),
        turn=0,
        action_points=ACTION_POINTS_PER_TURN,
        surprisers=surprise_queue,
        surprised=surprised_set,
        interpretations=tuple(notes),
    )
    if surprise_queue:
        return replace(tracker, round=0, queue=surprise_queue, action_points=SURPRISE_ACTION_POINTS)
    return tracker


def _resolve_name(names: Mapping[str, str], name: str) -> str:
    try:
        return names[name.casefold()]
    except KeyError:
        raise DomainError("fulminato-error-unknown-combatant", name=name) from None
