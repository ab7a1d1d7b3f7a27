"""An initiative flip as a value: its phase, the two contenders and the record of what happened.

The steps that change it, edition by edition, are in ``initiative``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.rules.common.cards import Card
from bot.rules.common.editions import Edition


class InitiativePhase(Enum):
    SOULSTONES = "soulstones"  # M2E: a player may spend a soulstone to reflip
    CHEATING = "cheating"  # M3E: a player may cheat the initiative flip
    CHOOSING = "choosing"  # who goes first is chosen (M2E winner, M4E the non-last activator)
    DONE = "done"
    EXPIRED = "expired"


class EventKind(Enum):
    FLIP = "flip"
    TIE_REFLIP = "tie-reflip"
    SOULSTONE_REFLIP = "soulstone-reflip"
    SOULSTONE_KEEP = "soulstone-keep"
    CHEAT = "cheat"
    DECLINE = "decline"
    CHEAT_SKIPPED = "cheat-skipped"
    CHOSE = "chose"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, in order: the record the reply shows."""

    kind: EventKind
    player: int
    card: Card | None = None  # flipped, reflipped or cheated in
    replaced: Card | None = None  # the card it replaced
    detail: str | None = None  # a skipped cheat's reason, or the chosen first player


@dataclass(frozen=True, slots=True)
class Contender:
    player: int
    card: Card | None = None  # the card currently in play
    pass_tokens: int = 0
    soulstone: bool = False  # M2E: may still spend a soulstone to reflip
    acted: bool = False  # has had its window in the current step

    @property
    def total(self) -> int:
        assert self.card is not None
        return self.card.value + self.pass_tokens


@dataclass(frozen=True, slots=True)
class InitiativeState:
    edition: Edition
    phase: InitiativePhase
    contenders: tuple[Contender, Contender]
    turn: int = 1
    order: tuple[int, ...] = ()  # players in window order for the current step
    previous_holder: int | None = None
    chooser: int | None = None
    winner: int | None = None  # who won the flip (M2E/M3E)
    first_player: int | None = None
    events: tuple[Event, ...] = ()
    interpretations: tuple[str, ...] = ()

    @property
    def players(self) -> tuple[int, int]:
        return (self.contenders[0].player, self.contenders[1].player)

    def contender(self, player: int) -> Contender:
        return next(c for c in self.contenders if c.player == player)

    @property
    def awaiting_player(self) -> int | None:
        if self.phase in (InitiativePhase.SOULSTONES, InitiativePhase.CHEATING):
            return next(p for p in self.order if not self.contender(p).acted)
        if self.phase is InitiativePhase.CHOOSING:
            return self.chooser
        return None

    @property
    def is_over(self) -> bool:
        return self.phase in (InitiativePhase.DONE, InitiativePhase.EXPIRED)

    def in_play(self) -> dict[int, tuple[Card, ...]]:
        # Cards are in play only while a soulstone or cheat may still replace them; once the
        # flip is decided they are discarded (``card`` keeps the deciding card for display).
        if self.phase not in (InitiativePhase.SOULSTONES, InitiativePhase.CHEATING):
            return {}
        held: dict[int, tuple[Card, ...]] = {}
        for c in self.contenders:
            if c.card is not None:
                held[c.player] = (*held.get(c.player, ()), c.card)
        return held
