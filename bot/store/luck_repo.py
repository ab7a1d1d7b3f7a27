"""Each player's luck in each ended game (migrations 015, 016), for /stats. One row per player and
game, written once the game has ended (written again, the same row: a game ended twice after a
compensated reply keeps its last figures)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from bot.store.records import Changes

_PUT: Final = (
    "INSERT INTO game_luck (table_id, game, player, guild_id, league, ended_at, jokers, chances,"
    " duels_won, duel_chances, flips) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, game, player)"
    " DO UPDATE SET guild_id = excluded.guild_id, league = excluded.league, ended_at = excluded.ended_at,"
    " jokers = excluded.jokers, chances = excluded.chances, duels_won = excluded.duels_won,"
    " duel_chances = excluded.duel_chances, flips = excluded.flips"
)
_COLUMNS: Final = "player, jokers, chances, duels_won, duel_chances, flips"
# A player's games, newest first: /stats counts at most this many.
GAMES_MAX: Final = 500


class Store(Protocol):
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


@dataclass(frozen=True, slots=True)
class LuckRow:
    player: int
    jokers: int
    chances: str  # JSON list of "a/b"
    duels_won: int
    duel_chances: str  # the same
    flips: str  # JSON list of [used, total, ways…] (migration 016)


def put(
    changes: Changes,
    *,
    table_id: int,
    game: int,
    player: int,
    guild_id: int,
    league: str | None,
    ended_at: float,
    jokers: int,
    chances: str,
    duels_won: int,
    duel_chances: str,
    flips: str,
) -> None:
    row = (
        table_id,
        game,
        player,
        guild_id,
        league,
        ended_at,
        jokers,
        chances,
        duels_won,
        duel_chances,
        flips,
    )
    changes.statements.append((_PUT, row))


def _rows(rows: list[Any]) -> list[LuckRow]:
    return [LuckRow(int(r[0]), int(r[1]), str(r[2]), int(r[3]), str(r[4]), str(r[5])) for r in rows]


async def of_player(store: Store, player: int) -> list[LuckRow]:
    sql = f"SELECT {_COLUMNS} FROM game_luck WHERE player = ? ORDER BY ended_at DESC LIMIT {GAMES_MAX}"
    return _rows(await store.fetch_all(sql, (player,)))


async def of_league(store: Store, guild_id: int, name: str, code: str) -> list[LuckRow]:
    sql = (
        f"SELECT {_COLUMNS} FROM game_luck WHERE (league = ? AND guild_id = ?) OR league = ?"
        f" ORDER BY ended_at DESC LIMIT {GAMES_MAX * 10}"
    )
    return _rows(await store.fetch_all(sql, (name, guild_id, code)))
