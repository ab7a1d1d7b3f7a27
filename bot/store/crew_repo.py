"""Crews and model cards (migration 018): a player's crews, and the cards a server shares."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import Changes

_PUT_CREW: Final = (
    "INSERT INTO crews (owner, name_key, name, faction, cache, format, models, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner, name_key) DO UPDATE SET name = excluded.name,"
    " faction = excluded.faction, cache = excluded.cache, format = excluded.format,"
    " models = excluded.models, created_at = excluded.created_at"
)
_DELETE_CREW: Final = "DELETE FROM crews WHERE owner = ? AND name_key = ?"
_CREW_COLUMNS: Final = "owner, name_key, name, faction, cache, format, models, created_at"
_PUT_CARD: Final = (
    "INSERT INTO model_cards (scope, name_key, card, author, updated_at) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (scope, name_key) DO UPDATE SET card = excluded.card, author = excluded.author,"
    " updated_at = excluded.updated_at"
)
_CARD_COLUMNS: Final = "scope, name_key, card, author, updated_at"


class Store(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


@dataclass(frozen=True, slots=True)
class CrewRow:
    owner: int
    name_key: str
    name: str
    faction: str | None
    cache: int | None
    format: str
    models: str  # JSON (migration 018)
    created_at: float


@dataclass(frozen=True, slots=True)
class CardRow:
    scope: int
    name_key: str
    card: str  # the canonical card notation
    author: int
    updated_at: float


def put_crew(changes: Changes, row: CrewRow) -> None:
    params = (
        row.owner,
        row.name_key,
        row.name,
        row.faction,
        row.cache,
        row.format,
        row.models,
        row.created_at,
    )
    changes.statements.append((_PUT_CREW, params))


def delete_crew(changes: Changes, owner: int, name_key: str) -> None:
    changes.statements.append((_DELETE_CREW, (owner, name_key)))


def put_card(changes: Changes, row: CardRow) -> None:
    changes.statements.append((_PUT_CARD, (row.scope, row.name_key, row.card, row.author, row.updated_at)))


def _crew(r: Any) -> CrewRow:
    return CrewRow(
        int(r[0]),
        str(r[1]),
        str(r[2]),
        None if r[3] is None else str(r[3]),
        None if r[4] is None else int(r[4]),
        str(r[5]),
        str(r[6]),
        float(r[7]),
    )


def _card(r: Any) -> CardRow:
    return CardRow(int(r[0]), str(r[1]), str(r[2]), int(r[3]), float(r[4]))


async def crews_of(store: Store, owner: int) -> list[CrewRow]:
    sql = f"SELECT {_CREW_COLUMNS} FROM crews WHERE owner = ? ORDER BY name_key"
    return [_crew(r) for r in await store.fetch_all(sql, (owner,))]


async def crew(store: Store, owner: int, name_key: str) -> CrewRow | None:
    sql = f"SELECT {_CREW_COLUMNS} FROM crews WHERE owner = ? AND name_key = ?"
    row = await store.fetch_one(sql, (owner, name_key))
    return None if row is None else _crew(row)


async def card(store: Store, scope: int, name_key: str) -> CardRow | None:
    sql = f"SELECT {_CARD_COLUMNS} FROM model_cards WHERE scope = ? AND name_key = ?"
    row = await store.fetch_one(sql, (scope, name_key))
    return None if row is None else _card(row)


async def cards(store: Store, scope: int, name_keys: Sequence[str]) -> dict[str, CardRow]:
    """The server's cards of these names, by key (one query)."""
    keys = sorted(set(name_keys))
    if not keys:
        return {}
    marks = ", ".join("?" for _ in keys)
    sql = f"SELECT {_CARD_COLUMNS} FROM model_cards WHERE scope = ? AND name_key IN ({marks})"
    return {row.name_key: row for row in map(_card, await store.fetch_all(sql, (scope, *keys)))}


async def card_names(store: Store, scope: int, limit: int) -> list[str]:
    """The names of the server's cards in order (autocomplete): each card's first line."""
    sql = "SELECT card FROM model_cards WHERE scope = ? ORDER BY name_key LIMIT ?"
    return [str(r[0]).partition("\n")[0] for r in await store.fetch_all(sql, (scope, limit))]
