"""Where each game and waiting step is, kept in the unit of work that changes it (for /games).

The indexer (:func:`index_places`, run by ``PlayCore.run`` after every step) looks at what the
unit writes: an open duel or initiative put or deleted, a table's /game put, ended or deleted.
So the places follow every path that changes them (a command, a lapse, a cancel, an undo, a game
set aside) without each feature having to remember, and a forgotten table takes its places with
it (the store's cascade). A flip choice is no place: it owes nobody anything.

The server of a table is known only to the interaction that reaches it (``bot.play.common.calls``):
a unit of work at that same table stores it with the place. Work without an interaction (the
sweep) leaves the stored server as it was.
"""

from __future__ import annotations

from typing import Final

from bot.play.common.calls import call_at
from bot.play.common.document_kinds import DUEL, INITIATIVE
from bot.play.common.work import Work
from bot.play.duel.steps import DUEL_KIND
from bot.play.game.state import GAME
from bot.play.initiative import INITIATIVE_KIND
from bot.play.notices.owed import GAME_SUBJECT, pending_subject
from bot.rules.common.documents import DocumentError
from bot.store import game_repo
from bot.store.records import PendingRecord, Place

GAME_PLACE: Final = "game"
PLACE_KINDS: Final = (GAME_PLACE, DUEL_KIND, INITIATIVE_KIND)


def _guild_of(table_id: int) -> int | None:
    call = call_at(table_id)
    return None if call is None else call.guild_id


def _record_players(record: PendingRecord) -> tuple[int, ...] | None:
    """The players of an open record that is a place (None: it is not one)."""
    try:
        if record.kind == DUEL_KIND:
            return DUEL.load(record.state).duel.players
        if record.kind == INITIATIVE_KIND:
            return INITIATIVE.load(record.state).init.players
    except DocumentError:
        return None  # a record nobody can read is nobody's to list
    return None


async def index_places(work: Work) -> None:
    """Put into the unit's changes the places its other changes open, move or close."""
    changes = work.changes
    guild = _guild_of(work.table_id)
    for pending_id, record in changes.pending.items():
        key = (work.table_id if record is None else record.table_id, pending_subject(pending_id))
        players = None if record is None else _record_players(record)
        if record is None or players is None:
            kind = work.loaded_kind(pending_id) if record is None else record.kind
            if kind is None or kind in PLACE_KINDS:  # a flip's choice never was a place
                changes.places[key] = None
            continue
        changes.places[key] = Place(record.table_id, key[1], record.kind, players, guild, record.created_at)
    for table_id, document in game_repo.game_documents(changes).items():
        key = (table_id, GAME_SUBJECT)
        try:
            state = None if document is None else GAME.load(document)
        except DocumentError:
            state = None
        if state is None or state.is_over:
            changes.places[key] = None
        else:
            changes.places[key] = Place(
                table_id, GAME_SUBJECT, GAME_PLACE, state.players, _guild_of(table_id), state.started_at
            )
