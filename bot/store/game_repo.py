"""The Malifaux game at a table (``malifaux_games``, migration 002): one JSON document per table.

The play layer owns the document's shape (``bot.play.game.state``). Reads run on the store's
connection under the table's lock; writes are statements added to the unit of work's
``Changes`` so that the game and the decks it changed commit in one transaction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bot.store import game_log_repo
from bot.store.records import SET_ASIDE_PREFIX, Changes

if TYPE_CHECKING:
    from bot.store.store import Store

_PUT: Final = (
    "INSERT INTO malifaux_games (table_id, state, updated_at) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at"
)
_DELETE: Final = "DELETE FROM malifaux_games WHERE table_id = ?"


async def game_state(store: Store, table_id: int) -> str | None:
    row = await store.fetch_one("SELECT state FROM malifaux_games WHERE table_id = ?", (table_id,))
    return None if row is None else str(row[0])


def put_game(changes: Changes, table_id: int, state: str, now: float) -> None:
    changes.ensure_tables.add(table_id)
    changes.statements.append((_PUT, (table_id, state, now)))


def delete_game(changes: Changes, table_id: int) -> None:
    """The game is gone, and its log with it."""
    changes.statements.append((_DELETE, (table_id,)))
    game_log_repo.clear(changes, table_id)


def set_aside_game(changes: Changes, table_id: int, document: str, now: float) -> str:
    """Move the game document (``document``: its JSON record) out of play; returns its key."""
    key = f"{SET_ASIDE_PREFIX}{table_id}:{int(now * 1000)}"
    changes.meta[key] = document
    delete_game(changes, table_id)
    return key


def game_tables(changes: Changes) -> set[int] | None:
    """The tables whose game document ``changes`` writes; None if it holds any other statement.

    Lets the play layer take a before-image of exactly what a unit of work writes (undo). The
    game's log is part of the game: its appends are taken back by their unit (``log_units``).
    """
    tables: set[int] = set()
    for sql, params in changes.statements:
        if sql in game_log_repo.GAME_WRITES:
            continue
        if sql not in (_PUT, _DELETE):
            return None
        tables.add(int(params[0]))
    return tables


def game_documents(changes: Changes) -> dict[int, str | None]:
    """The game documents ``changes`` writes, by table: the last one each (None: deleted).

    Lets the play layer keep what depends on a game (its place: ``bot.play.games.places``) in
    the same unit of work, whichever command wrote it.
    """
    out: dict[int, str | None] = {}
    for sql, params in changes.statements:
        if sql == _PUT:
            out[int(params[0])] = str(params[1])
        elif sql == _DELETE:
            out[int(params[0])] = None
    return out
