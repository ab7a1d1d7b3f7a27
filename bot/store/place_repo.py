"""Where each player's games and waiting steps are (``places``, migration 011), for /games.

A place is one game or one open step (a duel, an initiative) at a table, with its players and
the server the table is in (which nothing else in the database knows). The play layer derives
them from what a unit of work writes (``bot.play.games.places``) and puts them in
``Changes.places``; the group commit writes them in the same transaction as the game or the
record (:func:`place_rows`), and a forgotten table takes its places with it (the foreign key's
cascade). A player's places are read through the index on ``player``, on both backends.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import DM_GUILD as DM_GUILD  # re-exported
from bot.store.records import Place


class Rows(Protocol):
    """What a read needs of the ``Store`` (a protocol: the store's commit imports this module)."""

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


_COLUMNS: Final = "table_id, subject, player, kind, guild_id, opened_at"
# A place written without a known server (by the sweep, say) keeps the server it had.
PUT_PLACE: Final = (
    f"INSERT INTO places ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, subject, player) DO UPDATE SET kind = excluded.kind,"
    " guild_id = coalesce(excluded.guild_id, places.guild_id)"
)
DELETE_PLACE: Final = "DELETE FROM places WHERE table_id = ? AND subject = ?"
# Both walk the index places_by_player: the cost is that of the player's own rows.
_OF_PLAYER: Final = f"SELECT {_COLUMNS} FROM places WHERE player = ? ORDER BY opened_at DESC LIMIT ?"
_COUNT: Final = "SELECT count(*) FROM places WHERE player = ?"


@dataclass(frozen=True, slots=True)
class PlaceRow:
    """One player's part in a place."""

    table_id: int
    subject: str
    player: int
    kind: str
    guild_id: int | None
    opened_at: float


def _row(row: Any) -> PlaceRow:
    table_id, subject, player, kind, guild_id, opened_at = row
    return PlaceRow(
        table_id=int(table_id),
        subject=str(subject),
        player=int(player),
        kind=str(kind),
        guild_id=None if guild_id is None else int(guild_id),
        opened_at=float(opened_at),
    )


async def places_of(store: Rows, player: int, limit: int) -> list[PlaceRow]:
    """The player's places, newest first, at most ``limit``."""
    return [_row(r) for r in await store.fetch_all(_OF_PLAYER, (player, limit))]


async def count_places(store: Rows, player: int) -> int:
    row = await store.fetch_one(_COUNT, (player,))
    return 0 if row is None else int(row[0])


def place_rows(
    batches: Iterable[Mapping[tuple[int, str], Place | None]],
) -> tuple[list[tuple[int, str]], list[tuple[Any, ...]], set[int]]:
    """For a group commit: the places to delete, the rows to put (upserts: a game's or a step's
    players never change) and the tables they need. Each place's last value in queue order wins."""
    last: dict[tuple[int, str], Place | None] = {}
    for places in batches:
        last.update(places)
    deletes = [key for key, place in last.items() if place is None]
    puts: list[tuple[Any, ...]] = []
    tables: set[int] = set()
    for place in last.values():
        if place is None:
            continue
        tables.add(place.table_id)
        for player in dict.fromkeys(place.players):
            puts.append((place.table_id, place.subject, player, place.kind, place.guild_id, place.opened_at))
    return deletes, puts, tables
