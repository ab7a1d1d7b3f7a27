"""Where each game and waiting step is, kept in the unit of work that changes it (for /games).

The indexer (:func:`index_places`, run by ``PlayCore.run`` after every step) looks at what the
unit writes: an open duel or initiative put or deleted, a table's /game put, ended or deleted.
So the places follow every path that changes them (a command, a lapse, a cancel, an undo, a game
set aside) without each feature having to remember, and a forgotten table takes its places with
it (the store's cascade). A flip choice is no place: it owes nobody anything.

The server of a table is known only to the interaction that reaches it: the ui names it when an
interaction arrives (:func:`calling_from`), and a unit of work at that same table stores it
with the place. Work without an interaction (the sweep) leaves the stored server as it was.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Final

from bot.play.common.document_kinds import DUEL, INITIATIVE
from bot.play.common.work import Work
from bot.play.duel.steps import DUEL_KIND
from bot.play.game.state import GAME
from bot.play.initiative.steps import INITIATIVE_KIND
from bot.play.notices.ops import GAME_SUBJECT, pending_subject
from bot.rules.common.documents import DocumentError
from bot.store import game_repo
from bot.store.records import DM_GUILD, PendingRecord, Place

GAME_PLACE: Final = "game"
PLACE_KINDS: Final = (GAME_PLACE, DUEL_KIND, INITIATIVE_KIND)

# (table, guild) of the interaction this task serves: guild DM_GUILD in a DM or a group DM.
_CALL: ContextVar[tuple[int, int] | None] = ContextVar("fatebot_call_place", default=None)


def note_call(table_id: int | None, guild_id: int | None) -> None:
    """An interaction arrived at ``table_id`` in ``guild_id`` (None: a DM or a group DM)."""
    _CALL.set(None if table_id is None else (table_id, DM_GUILD if guild_id is None else guild_id))


@contextlib.contextmanager
def calling_from(table_id: int, guild_id: int | None) -> Iterator[None]:
    """As :func:`note_call`, for a block (tests, and work done on an interaction's behalf)."""
    token = _CALL.set((table_id, DM_GUILD if guild_id is None else guild_id))
    try:
        yield
    finally:
        _CALL.reset(token)


def _guild_of(table_id: int) -> int | None:
    call = _CALL.get()
    return call[1] if call is not None and call[0] == table_id else None


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


def index_places(work: Work) -> None:
    """Put into the unit's changes the places its other changes open, move or close."""
    changes = work.changes
    guild = _guild_of(work.table_id)
    for pending_id, record in changes.pending.items():
        key = (work.table_id if record is None else record.table_id, pending_subject(pending_id))
        players = None if record is None else _record_players(record)
        if record is None or players is None:
            if record is None or record.kind in PLACE_KINDS:
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
