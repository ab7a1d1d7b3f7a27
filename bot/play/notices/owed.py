"""Who owes what, derived from the stored open steps (never kept apart from them).

An exchange is a ``subject`` at a table: ``p<pending id>`` for an open record that waits on a
person (an opposed duel, an initiative, a ``/game``'s initiative, an agreement request) and
``game`` for the table's ``/game`` itself (the discard step, the soulstone draw, an activation,
the turn's end once both sides are out, the strategy a joker left to the attacker). What each player
owes in it is a pure function of the record or the game document: the notices (which decide who
is told), the game's board (its "whose move") and ``/games`` all read it from here, so none of
them can disagree with the steps.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from bot.play.common.document_kinds import DUEL, GAME_INITIATIVE, INITIATIVE
from bot.play.common.work import Work
from bot.play.duel.steps import DUEL_KIND
from bot.play.game.requests import REQUEST, REQUEST_KIND
from bot.play.game.state import GAME, GameState
from bot.play.game.state import INITIATIVE_KIND as GAME_INITIATIVE_KIND
from bot.play.initiative import INITIATIVE_KIND
from bot.rules.common.documents import DocumentError
from bot.rules.duel.state import Phase
from bot.store.records import PendingRecord

GAME_SUBJECT: Final = "game"

# What the awaited player owes in each phase of a duel (``notice-owed-<key>``).
DUEL_OWED: Final = {
    Phase.AWAITING_RESISTER: "duel-accept",
    Phase.AWAITING_INITIATOR_BOOST: "duel-soulstone",
    Phase.CHOOSING: "duel-choose",
    Phase.CHEATING: "duel-cheat",
}


def pending_subject(pending_id: int) -> str:
    return f"p{pending_id}"


def pending_of_subject(subject: str) -> int | None:
    return int(subject[1:]) if subject.startswith("p") and subject[1:].isdigit() else None


@dataclass(frozen=True, slots=True)
class Exchange:
    """An exchange as it stands: what each player owes (empty: nobody), who is in it, and who
    started it (the player who has acted in it from the start)."""

    subject: str
    players: tuple[int, ...]
    owed: Mapping[int, str] = field(default_factory=dict)
    starter: int | None = None

    def others(self, player: int) -> tuple[int, ...]:
        return tuple(p for p in self.players if p != player)


def of_record(record: PendingRecord) -> Exchange | None:
    """The exchange of an open record (None: a record nobody else waits on, such as a flip's
    choice or a duel against a TN)."""
    subject = pending_subject(record.id)
    try:
        if record.kind == DUEL_KIND:
            duel = DUEL.load(record.state).duel
            if len(duel.sides) < 2:
                return None  # a simple duel or a damage flip: nobody else to tell
            awaited = None if duel.is_over else duel.awaiting_player
            owed = {} if awaited is None else {awaited: DUEL_OWED.get(duel.phase, "duel-choose")}
            return Exchange(subject, duel.players, owed, duel.sides[0].player)
        if record.kind in (INITIATIVE_KIND, GAME_INITIATIVE_KIND):
            kind = INITIATIVE if record.kind == INITIATIVE_KIND else GAME_INITIATIVE
            init = kind.load(record.state).init
            awaited = None if init.is_over else init.awaiting_player
            owed = {} if awaited is None else {awaited: "initiative"}
            return Exchange(subject, init.players, owed, None)
        if record.kind == REQUEST_KIND:
            request = REQUEST.load(record.state)
            return Exchange(
                subject, (request.by, request.to), {request.to: f"agree-{request.what}"}, request.by
            )
    except DocumentError:
        return None  # a record nobody can read is nobody's to answer
    return None


def of_game(state: GameState) -> Exchange:
    """The game's own steps (its initiative is a record of its own: ``of_record``)."""
    owed: dict[int, str] = {}
    if not state.is_over:
        if state.strategy is None:  # a joker left the strategy to the attacker's choice
            owed = {state.attacker: "strategy"}
        elif state.phase == "discard":
            owed = dict.fromkeys(state.discard_waiting, "discard")
        elif state.phase == "draw":
            owed = dict.fromkeys(state.draw_waiting, "soulstone-draw")
        elif (act := state.current_activations) is not None:
            # Both out: the turn's end is offered to the turn's first player.
            first = act.players[0] if state.first_player is None else state.first_player
            owed = {first: "turn-end"} if act.active is None else {act.active: "activation"}
    return Exchange(GAME_SUBJECT, tuple(state.players), owed, state.started_by)


def of_game_document(document: str | None) -> Exchange | None:
    """The game's exchange from its stored document (None: no game, an ended or unreadable one)."""
    if document is None:
        return None
    try:
        state = GAME.load(document)
    except DocumentError:
        return None
    return None if state.is_over else of_game(state)


async def at_table(work: Work) -> list[Exchange]:
    """Every open exchange at the work's table, the game's first, then the records by age."""
    found: list[Exchange] = []
    game = of_game_document(await work.game_document())
    if game is not None:
        found.append(game)
    for record in await work.store.pending_of_table(work.table_id):
        exchange = of_record(record)
        if exchange is not None:
            found.append(exchange)
    return found
