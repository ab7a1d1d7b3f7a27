"""A duel as a value: its kind, its phase and each side's declarations, flips, choices and cheats.

The steps that change it are in ``duel_flow``; the outcome of a finished one is ``duel_result``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum

from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import Edition, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost, CheatBlock
from bot.rules.flip.flips import Flip, resolve
from bot.rules.flip.modifiers import NONE, FateModifier

Decks = Mapping[int, Deck]


class DuelKind(Enum):
    SIMPLE = "simple"
    OPPOSED = "opposed"
    DAMAGE = "damage"


class Phase(Enum):
    AWAITING_RESISTER = "awaiting-resister"  # opposed: the resister accepts (stat, modifiers, boost, relent)
    AWAITING_INITIATOR_BOOST = "awaiting-initiator-boost"  # M2E: the attacker declares after the defender
    CHOOSING = "choosing"  # a side picks its card (or the Red Joker's suit)
    CHEATING = "cheating"  # a side may cheat or decline
    DONE = "done"
    EXPIRED = "expired"


@dataclass(frozen=True, slots=True)
class DamageProfile:
    weak: int
    moderate: int
    severe: int


@dataclass(frozen=True, slots=True)
class Side:
    """One participant: what it declared, what it flipped, what it chose and cheated."""

    role: Role
    player: int
    stat: int | None = None
    stat_suits: frozenset[Suit] = frozenset()
    modifier: FateModifier = NONE  # as given, before any soulstone or empower
    boost: Boost | None = None  # None: not declared yet
    relented: bool = False
    flipped: tuple[Card, ...] = ()  # in flip order
    reshuffled: bool = False
    chosen: int | None = None  # index into ``flipped``
    red_joker_suit: Suit | None = None
    cheated: Card | None = None
    cheat_done: bool = False  # cheated, declined, or skipped (see ``cheat_block``)
    cheat_block: CheatBlock | None = None  # why the cheat window was skipped

    def flip_modifier(self, edition: Edition) -> FateModifier:
        return self.modifier + duels.boost_effect(edition, self.boost or NO_BOOST, self.role).modifier

    def flip(self, edition: Edition) -> Flip | None:
        if not self.flipped:
            return None
        return resolve(self.flipped, self.flip_modifier(edition), self.reshuffled)

    @property
    def chosen_card(self) -> Card | None:
        return None if self.chosen is None else self.flipped[self.chosen]

    @property
    def final_card(self) -> Card | None:
        return self.cheated if self.cheated is not None else self.chosen_card

    def in_play(self) -> tuple[Card, ...]:
        """The cards of this side that the duel still holds in play."""
        final = self.final_card
        if final is not None:
            return (final,)
        return self.flipped

    def current_total(self) -> int:
        assert self.stat is not None and self.final_card is not None
        return self.stat + self.final_card.value


@dataclass(frozen=True, slots=True)
class DuelState:
    kind: DuelKind
    edition: Edition
    phase: Phase
    sides: tuple[Side, ...]  # initiator first
    tn: int | None = None
    tn_suits: frozenset[Suit] = frozenset()
    raise_step: int | None = None
    damage: DamageProfile | None = None
    cheat_order: tuple[Role, ...] = ()
    cheat_tie: bool = False  # the cheat order was decided by a tie of totals

    def side(self, role: Role) -> Side:
        for s in self.sides:
            if s.role is role:
                return s
        raise KeyError(role)

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(s.player for s in self.sides)

    @property
    def against_own_model(self) -> bool:
        """An opposed duel whose two sides are one player: a model targets a friendly model.

        Seed 003: "Relent: Ha egy modell egy baráti egységet céloz, a játékos dönthet úgy, hogy
        a célpont hagyja magát" (when a model targets a friendly model, the player may let the
        target relent): only such a duel's resister may relent.
        """
        return self.kind is DuelKind.OPPOSED and len(set(self.players)) == 1

    @property
    def awaiting(self) -> Side | None:
        """The side whose action the duel waits for (None once it is over)."""
        if self.phase is Phase.AWAITING_RESISTER:
            return self.side(Role.RESISTER)
        if self.phase is Phase.AWAITING_INITIATOR_BOOST:
            return self.side(Role.INITIATOR)
        if self.phase is Phase.CHOOSING:
            return next(s for s in self.sides if s.flipped and s.chosen is None)
        if self.phase is Phase.CHEATING:
            return next(self.side(r) for r in self.cheat_order if not self.side(r).cheat_done)
        return None

    @property
    def awaiting_player(self) -> int | None:
        side = self.awaiting
        return None if side is None else side.player

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.DONE, Phase.EXPIRED)

    def in_play(self) -> dict[int, tuple[Card, ...]]:
        """Cards this duel holds in play, per player."""
        held: dict[int, tuple[Card, ...]] = {}
        if self.is_over:
            return held
        for s in self.sides:
            held[s.player] = held.get(s.player, ()) + s.in_play()
        return held


def deck_of(decks: Decks, player: int) -> Deck:
    """The deck ``player`` flips from; the play layer must pass one for every participant."""
    try:
        return decks[player]
    except KeyError:
        raise ValueError(f"no deck given for player {player}") from None


def with_side(state: DuelState, side: Side) -> DuelState:
    """``state`` with ``side`` in place of the side of the same role."""
    return replace(state, sides=tuple(side if s.role is side.role else s for s in state.sides))
