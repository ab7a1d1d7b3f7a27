"""One asyncio lock per table, created on demand and forgotten when nobody holds or waits.

A command waits for its table no longer than it can wait before it must answer
(``bot.store.deadline``): past that it answers "busy", never silence. The waits of one table
share ONE timer, set for the earliest deadline among its waiters (a burst of 200 commands at
three tables keeps three timers, not 200 timers and 200 extra tasks as ``asyncio.wait_for``
would, which cost a burst its speed): when it fires, every waiter whose time is up is cancelled
and told the table is busy, and the timer moves on to the next deadline.
"""

from __future__ import annotations

import asyncio
from types import TracebackType

from bot.store import deadline
from bot.store.deadline import StoreBusyError


class _Entry:
    __slots__ = ("expired", "lock", "timer", "users", "waiters")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0  # tasks holding or waiting; at 0 the entry is dropped
        self.waiters: dict[asyncio.Task[object], float] = {}  # a waiting task -> its loop deadline
        self.expired: set[asyncio.Task[object]] = set()  # cancelled by the timer (not by anyone else)
        self.timer: asyncio.TimerHandle | None = None

    def plan(self, loop: asyncio.AbstractEventLoop) -> None:
        """The timer, at the earliest deadline among the waiters (none: no timer)."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.waiters:
            self.timer = loop.call_at(min(self.waiters.values()), self._expire, loop)

    def _expire(self, loop: asyncio.AbstractEventLoop) -> None:
        self.timer = None
        now = loop.time()
        for task, at in list(self.waiters.items()):
            if at <= now:
                del self.waiters[task]
                self.expired.add(task)
                task.cancel()
        self.plan(loop)


class _Held:
    """``async with locks.hold(table)``: a plain class, cheaper than a generator-based context
    manager on the hottest path of every command."""

    __slots__ = ("_entry", "_locks", "_table_id")

    def __init__(self, locks: TableLocks, table_id: int) -> None:
        self._locks = locks
        self._table_id = table_id
        self._entry: _Entry | None = None

    async def __aenter__(self) -> None:
        entries = self._locks._entries
        entry = entries.get(self._table_id)
        if entry is None:
            entry = entries[self._table_id] = _Entry()
        entry.users += 1
        self._entry = entry
        try:
            left = deadline.remaining()
            if left is None or not entry.lock.locked():
                await entry.lock.acquire()
            else:
                # Another unit holds the table (waiting for a locked database, say): no longer
                # than the command can wait before it must answer.
                await self._wait(entry, left)
        except BaseException:
            self._leave(entry)
            raise

    async def _wait(self, entry: _Entry, left: float) -> None:
        task = asyncio.current_task()
        assert task is not None
        loop = asyncio.get_running_loop()
        at = loop.time() + max(0.0, left)
        entry.waiters[task] = at
        if entry.timer is None or entry.timer.when() > at:
            entry.plan(loop)
        try:
            await entry.lock.acquire()
        except asyncio.CancelledError:
            if task not in entry.expired:
                raise  # cancelled by someone else: theirs to handle
            entry.expired.discard(task)
            task.uncancel()
            raise StoreBusyError("the table stayed locked until the answer deadline") from None
        finally:
            if entry.waiters.pop(task, None) is not None and not entry.waiters:
                entry.plan(loop)  # no waiter left with a deadline: no timer

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        entry = self._entry
        assert entry is not None
        entry.lock.release()
        self._leave(entry)

    def _leave(self, entry: _Entry) -> None:
        entry.users -= 1
        if entry.users == 0:
            if entry.timer is not None:
                entry.timer.cancel()
            del self._locks._entries[self._table_id]


class TableLocks:
    """Memory follows the number of busy tables, not the number of tables ever seen."""

    def __init__(self) -> None:
        self._entries: dict[int, _Entry] = {}

    def hold(self, table_id: int) -> _Held:
        return _Held(self, table_id)

    def __len__(self) -> int:
        return len(self._entries)
