"""Issue 24 §5: another connection holding SQLite's write lock (an open `sqlite3` shell, a tool)
delays a commit no longer than the answer deadline of the command waiting for it; past it the
unit is not written and says so (StoreBusyError), while background work waits and is written."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import time
from pathlib import Path

import pytest

from bot.rules.common.deck import Deck
from bot.store import Changes, Store
from bot.store.deadline import StoreBusyError, answer_deadline


class In:
    """A deadline ``seconds`` from now (real time), as the ui sets one for an interaction."""

    def __init__(self, seconds: float) -> None:
        self.at = time.perf_counter() + seconds

    def remaining(self) -> float | None:
        return self.at - time.perf_counter()


async def test_a_locked_file_fails_the_pressed_unit_in_time_and_keeps_background_work(tmp_path: Path) -> None:
    path = tmp_path / "fatebot.sqlite3"
    store = await Store.open(path, checkpoint_interval_s=None)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        background = asyncio.ensure_future(store.commit(Changes(meta={"background": "1"})))
        await asyncio.sleep(0)  # queued without a deadline (the sweep, a deferred command)

        token = answer_deadline.set(In(0.2))
        try:
            started = time.perf_counter()
            with pytest.raises(StoreBusyError):
                await store.commit(Changes(decks={(1, 1): Deck.fresh(random.Random(1))}, ensure_tables={1}))
            took = time.perf_counter() - started
        finally:
            answer_deadline.reset(token)
        assert took < 1.0  # the deadline, not the store's 5-second busy timeout
        assert not background.done()

        holder.execute("ROLLBACK")
        await asyncio.wait_for(background, 5)
        assert await store.get_meta("background") == "1"
        assert await store.deck(1, 1) is None  # the busy unit wrote nothing
    finally:
        holder.close()
        await store.close()
