"""What a flip costs (issue 33): a table without a game writes no game-log row, no board mark and
no place of /games, and reads nothing once its table is known; a game table's flip writes its log
row and board mark in the same group commit, and learns that its table has a game from the table
read every unit makes anyway (served from the store's caches on SQLite).

Each test records the SQL the store runs (its reads and each group commit's statements); the
controls show the recording sees the game's rows where a game is."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest

from bot.play import Play
from bot.store.backend import Backend

T, G, A, B = 930, 8000, 71, 72
GAME_ROWS = ("game_events", "game_boards", "places", "notices")


@contextmanager
def recorded(backend: Backend) -> Iterator[tuple[list[str], list[str]]]:
    """(reads, written statements) the backend runs inside the block."""
    reads: list[str] = []
    writes: list[str] = []
    originals = {name: getattr(backend, name) for name in ("fetch_one", "fetch_all", "apply")}

    async def fetch_one(sql: str, params: Sequence[Any] = ()) -> Any:
        reads.append(sql)
        return await originals["fetch_one"](sql, params)

    async def fetch_all(sql: str, params: Sequence[Any] = ()) -> list[Any]:
        reads.append(sql)
        return await originals["fetch_all"](sql, params)

    async def apply(statements: Sequence[tuple[str, list[Any]]], wait_s: float | None = None) -> None:
        writes.extend(sql for sql, rows in statements if rows)
        await originals["apply"](statements, wait_s)

    setattr(backend, "fetch_one", fetch_one)  # noqa: B010 - an instance's method, for this block
    setattr(backend, "fetch_all", fetch_all)  # noqa: B010
    setattr(backend, "apply", apply)  # noqa: B010
    try:
        yield reads, writes
    finally:
        for name, original in originals.items():
            setattr(backend, name, original)


def naming(statements: list[str], tables: Sequence[str]) -> list[str]:
    return [sql for sql in statements if any(table in sql for table in tables)]


async def test_a_flip_without_a_game_writes_nothing_of_a_game(play: Play) -> None:
    await play.flip.flip(T, A, "+")  # the table, its deck and its open choices are known
    with recorded(play.store._backend) as (reads, writes):
        for modifiers in ("", "+", "--", "++"):
            await play.flip.flip(T, A, modifiers)
    assert writes, "the flips were committed"
    assert naming(writes, GAME_ROWS) == []
    if not play.store.shared:  # SQLite: settings, game and deck come from the caches
        assert reads == []


async def test_a_game_tables_flip_writes_its_log_row_and_board_mark_in_one_commit(play: Play) -> None:
    games = play.game
    await games.start(T, G, A, B)
    await play.flip.flip(T, A, "+")
    with recorded(play.store._backend) as (reads, writes):
        await play.flip.flip(T, A, "+")
    assert naming(writes, ("game_events",)) and naming(writes, ("game_boards",))
    assert naming(writes, ("INTO malifaux_games", "FROM malifaux_games WHERE")) == []  # unchanged
    if not play.store.shared:
        assert reads == []  # the game came with the table's settings, from the caches


@pytest.mark.parametrize("ended", [False, True])
async def test_the_cached_game_follows_its_start_and_end(play: Play, ended: bool) -> None:
    """The cache learns a game's start and end from the units that write them, so a flip after
    the end writes no log row, and one after a new start does."""
    games = play.game
    await play.flip.flip(T, A)  # cached: no game
    await games.start(T, G, A, B)
    if ended:
        await games.end(T, A, concede=True)
    with recorded(play.store._backend) as (_reads, writes):
        await play.flip.flip(T, A)
    assert bool(naming(writes, ("game_events",))) is not ended
