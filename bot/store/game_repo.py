"""The Malifaux game at a table (``malifaux_games``, migration 002): one JSON document per table.

The play layer owns the document's shape (``bot.play.game.state``). A game is a row of the unit
of work (``Changes.games``), like a deck: the group commit writes it with the decks it changed,
reads are served from the queue and the store's cache (``Store.table_state``: a unit of work
learns its table's game with its settings), so a game's steps keep the early lock release.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Final, Protocol

from bot.store import game_log_repo
from bot.store.records import SET_ASIDE_PREFIX, Changes


class Store(Protocol):
    """What a game's read needs of the ``Store`` (the group commit imports this module)."""

    async def game_document(self, table_id: int) -> str | None: ...


PUT: Final = (
    "INSERT INTO malifaux_games (table_id, state, updated_at) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at"
)
DELETE: Final = "DELETE FROM malifaux_games WHERE table_id = ?"


async def game_state(store: Store, table_id: int) -> str | None:
    return await store.game_document(table_id)


def put_game(changes: Changes, table_id: int, state: str, now: float) -> None:
    changes.games[table_id] = (state, now)


def delete_game(changes: Changes, table_id: int) -> None:
    """The game is gone, and its log with it."""
    changes.games[table_id] = None
    game_log_repo.clear(changes, table_id)


def set_aside_game(changes: Changes, table_id: int, document: str, now: float) -> str:
    """Move the game document (``document``: its JSON record) out of play; returns its key."""
    key = f"{SET_ASIDE_PREFIX}{table_id}:{int(now * 1000)}"
    changes.meta[key] = document
    delete_game(changes, table_id)
    return key


def game_tables(changes: Changes, restorable: Container[str] = ()) -> set[int] | None:
    """The tables whose game document ``changes`` writes; None if it holds any other statement
    than the game's own and the ``restorable`` ones (which the caller puts back itself).

    Lets the play layer take a before-image of exactly what a unit of work writes (undo). The
    game's log is part of the game: its appends are taken back by their unit (``log_units``).
    """
    if any(
        sql not in game_log_repo.GAME_WRITES and sql not in restorable for sql, _params in changes.statements
    ):
        return None
    return set(changes.games)


def game_documents(changes: Changes) -> dict[int, str | None]:
    """The game documents ``changes`` writes, by table: the last one each (None: deleted).

    Lets the play layer keep what depends on a game (its place: ``bot.play.games.places``) in
    the same unit of work, whichever command wrote it.
    """
    return {table_id: None if game is None else game[0] for table_id, game in changes.games.items()}
