from __future__ import annotations

import random
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.play import Play
from bot.store import Store


class FakeClock:
    """A clock tests move by hand (seconds since the epoch, like time.time)."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "fatebot.sqlite3"


PlayFactory = Callable[..., Awaitable[Play]]


@pytest.fixture
async def open_play(database: str | Path, clock: FakeClock) -> AsyncIterator[PlayFactory]:
    """Open (or reopen, after a close) the store and a Play on the same database (SQLite and
    PostgreSQL: see ``tests/conftest.py``)."""
    opened: list[Store] = []
    rng = random.Random(1234)

    async def factory(**kwargs: object) -> Play:
        store = await Store.open(database)
        opened.append(store)
        kwargs.setdefault("rng_factory", lambda: rng)
        kwargs.setdefault("clock", clock)
        return Play(store, **kwargs)

    yield factory
    for store in opened:
        await store.close()


@pytest.fixture
async def play(open_play: PlayFactory) -> Play:
    return await open_play()
