"""Fulminato at a table: the table's document (roster, fight, chronicler) and what a command returns.

Each public coroutine of ``FulminatoOps`` is one unit of work on the table (PlayCore.run): it
loads the table's Fulminato document, applies bot.rules.fulminato.fight, puts the new document in the
unit's changes and returns a frozen result once the commit is durable. A DomainError changes
nothing. The commands live by job: the roster and the fight in ``fulminato_fight``, the rolls
in ``fulminato_rolls``; both build on ``FulminatoBase`` here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.core import PlayCore
from bot.play.common.table_game import TableGameOps
from bot.rules.common.documents import Kind
from bot.rules.fulminato.actions import Action
from bot.rules.fulminato.fight import Combatant, InitiativeTracker

GAME: Final = "fulminato"


@dataclass(frozen=True, slots=True)
class RosterEntry:
    combatant: Combatant
    added_by: int

    @property
    def name(self) -> str:
        return self.combatant.name

    @property
    def controller(self) -> int:
        owner = self.combatant.owner_id
        return owner if owner is not None else self.added_by


@dataclass(frozen=True, slots=True)
class FulminatoState:
    """A table's Fulminato document: who is in the roster and the fight, if one is running."""

    roster: tuple[RosterEntry, ...] = ()
    tracker: InitiativeTracker | None = None
    chronicler: int | None = None
    # Counts fights started at the table, so a button of an earlier fight is recognised as stale.
    fight: int = 0

    def entry(self, name: str) -> RosterEntry:
        key = name.strip().casefold()
        for entry in self.roster:
            if entry.name.casefold() == key:
                return entry
        raise DomainError("fulminato-error-unknown-combatant", name=name)

    def find(self, name: str) -> RosterEntry | None:
        try:
            return self.entry(name)
        except DomainError:
            return None


FULMINATO = Kind("fulminato", FulminatoState, [document_kinds.fulminato_v2])


@dataclass(frozen=True, slots=True)
class TurnKey:
    """Which turn a button was made for: fight number, round and turn index."""

    fight: int
    round: int
    turn: int


@dataclass(frozen=True, slots=True)
class FulminatoView:
    """The table after a command. `event` says what happened (the UI picks its sentence)."""

    table_id: int
    state: FulminatoState
    event: str
    by: int
    subject: str | None = None
    action: Action | None = None
    cost: int | None = None
    other: str | None = None
    ended_round: int | None = None

    @property
    def tracker(self) -> InitiativeTracker | None:
        return self.state.tracker

    @property
    def turn_key(self) -> TurnKey | None:
        tracker = self.state.tracker
        if tracker is None:
            return None
        return TurnKey(self.state.fight, tracker.round, tracker.turn)


class FulminatoBase(TableGameOps[FulminatoState]):
    """What the Fulminato commands share: the play core, and the table's Fulminato document."""

    def __init__(self, core: PlayCore) -> None:
        super().__init__(core, GAME, FULMINATO, FulminatoState)
