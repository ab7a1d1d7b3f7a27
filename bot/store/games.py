"""Game state of Fulminato and Doomtrooper tables: one JSON document per (table, game).

The rows live in ``game_states`` (migration 003). A unit of work puts the new document in
``Changes.game_states`` (or None to delete it) and the store's group commit writes it with the
rest of the unit; reads come straight from the file, under the table's lock (the play layer
holds it), so they always see the last committed document.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, Literal, Protocol, cast

from bot.store.inflight import MISSING, Key


class StateReads(Protocol):
    """What a read needs of the ``Store``: its queue of changes not yet committed, and a row."""

    def queued(self, key: Key) -> Any: ...
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


StateGame = Literal["fulminato", "doomtrooper"]
STATE_GAMES: tuple[StateGame, ...] = ("fulminato", "doomtrooper")

UPSERT_STATE: Final = (
    "INSERT INTO game_states (table_id, game, state) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id, game) DO UPDATE SET state = excluded.state"
)
DELETE_STATE: Final = "DELETE FROM game_states WHERE table_id = ? AND game = ?"
_SELECT_STATE: Final = "SELECT state FROM game_states WHERE table_id = ? AND game = ?"


def check_game(game: str) -> StateGame:
    if game not in STATE_GAMES:
        raise ValueError(f"no stored state for game {game!r}; known: {', '.join(STATE_GAMES)}")
    return game


async def read_state(store: StateReads, table_id: int, game: str) -> str | None:
    """The committed JSON document of ``game`` at ``table_id``, or None if there is none."""
    check_game(game)
    queued = store.queued(("state", table_id, game))
    if queued is not MISSING:
        return cast(str | None, queued)
    # games.py is part of the store package: it shares the store's single connection.
    row = await store.fetch_one(_SELECT_STATE, (table_id, game))
    return None if row is None else str(row[0])


def state_rows(
    states: Iterable[Mapping[tuple[int, str], str | None]],
) -> tuple[list[tuple[int, str, str]], list[tuple[int, str]], set[int]]:
    """Rows to upsert, rows to delete and table rows that must exist, for a group commit: each
    document's last value in queue order (a later unit may delete what an earlier one wrote)."""
    last: dict[tuple[int, str], str | None] = {}
    tables: set[int] = set()
    for mapping in states:
        for (table_id, game), state in mapping.items():
            check_game(game)
            last[table_id, game] = state
            if state is not None:
                tables.add(table_id)
    put = [(table_id, game, state) for (table_id, game), state in last.items() if state is not None]
    delete = [key for key, state in last.items() if state is None]
    return put, delete, tables
