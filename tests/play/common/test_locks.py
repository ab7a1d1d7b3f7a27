"""The tables' locks: a command waits for its table no longer than its answer deadline (then
"busy"), the waits of one table share one timer, and a wait cancelled by anyone else is still a
plain cancellation."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.play.common.locks import TableLocks
from bot.store.deadline import StoreBusyError, answer_deadline


class Within:
    """An answer deadline ``seconds`` from now (real seconds, as the interactions' own)."""

    def __init__(self, seconds: float) -> None:
        self.at = time.perf_counter() + seconds

    def remaining(self) -> float | None:
        return self.at - time.perf_counter()


async def waiter(locks: TableLocks, table: int, seconds: float, done: list[str], name: str) -> None:
    answer_deadline.set(Within(seconds))
    try:
        async with locks.hold(table):
            done.append(name)
    except StoreBusyError:
        done.append(f"{name}: busy")


async def test_waiters_past_their_deadline_answer_busy_and_the_others_get_the_table() -> None:
    locks = TableLocks()
    done: list[str] = []
    holder = locks.hold(7)
    await holder.__aenter__()  # a unit holds the table (a locked database, say)
    hasty = [asyncio.create_task(waiter(locks, 7, 0.05, done, f"hasty{i}")) for i in range(50)]
    patient = asyncio.create_task(waiter(locks, 7, 5.0, done, "patient"))
    await asyncio.sleep(0)
    entry = locks._entries[7]
    assert len(entry.waiters) == 51 and entry.timer is not None  # 51 waits, one timer
    await asyncio.gather(*hasty)
    assert sorted(done) == sorted(f"hasty{i}: busy" for i in range(50))
    assert entry.timer is not None and entry.timer.when() > asyncio.get_running_loop().time()
    await holder.__aexit__(None, None, None)
    await patient
    assert done[-1] == "patient"
    assert len(locks) == 0  # nobody holds or waits: the table is forgotten, with its timer


async def test_a_wait_cancelled_by_someone_else_stays_a_cancellation() -> None:
    locks = TableLocks()
    holder = locks.hold(8)
    await holder.__aenter__()
    task = asyncio.create_task(waiter(locks, 8, 5.0, [], "w"))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await holder.__aexit__(None, None, None)
    assert len(locks) == 0


async def test_without_a_deadline_a_wait_is_as_long_as_it_takes() -> None:
    locks = TableLocks()
    holder = locks.hold(9)
    await holder.__aenter__()
    answer_deadline.set(None)
    done: list[str] = []

    async def plain() -> None:
        async with locks.hold(9):
            done.append("plain")

    task = asyncio.create_task(plain())
    await asyncio.sleep(0.1)
    assert done == [] and locks._entries[9].timer is None
    await holder.__aexit__(None, None, None)
    await task
    assert done == ["plain"]
