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


async def test_work_put_back_by_a_locked_file_is_written_before_later_units(tmp_path: Path) -> None:
    """A batch of a pressed unit and a background unit meets the lock: the pressed one fails,
    the background one goes back ahead of a unit queued at its table meanwhile, which may have
    built on it (early lock release), so the later value is the one that stays."""
    path = tmp_path / "fatebot.sqlite3"
    store = await Store.open(path, checkpoint_interval_s=None)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        background = asyncio.ensure_future(store.commit(Changes(turns={1: "first"}, ensure_tables={1})))
        token = answer_deadline.set(In(0.2))
        try:  # queued in the same tick as the background unit: one batch
            pressed = asyncio.ensure_future(
                store.commit(Changes(decks={(2, 1): Deck.fresh(random.Random(1))}, ensure_tables={2}))
            )
        finally:
            answer_deadline.reset(token)
        await asyncio.sleep(0)  # both queued
        while store._queue:  # until the commit task takes them
            await asyncio.sleep(0)
        assert not store._queue and not pressed.done()  # ... and is waiting for the lock
        later = asyncio.ensure_future(store.commit(Changes(turns={1: "second"})))
        with pytest.raises(StoreBusyError):
            await pressed
        holder.execute("ROLLBACK")
        await asyncio.wait_for(asyncio.gather(background, later), 5)
        assert await store.turn_state(1) == "second"
    finally:
        holder.close()
        await store.close()
    reopened = await Store.open(path, checkpoint_interval_s=None)
    try:
        assert await reopened.turn_state(1) == "second"
        assert await reopened.deck(2, 1) is None  # the pressed unit wrote nothing
    finally:
        await reopened.close()
