"""One asyncio lock per table, created on demand and forgotten when nobody holds or waits."""

from __future__ import annotations

import asyncio
from types import TracebackType

from bot.store import deadline
from bot.store.deadline import StoreBusyError


class _Entry:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0  # tasks holding or waiting; at 0 the entry is dropped


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
                # than the command can wait before it must answer (bot.store.deadline).
                try:
                    await asyncio.wait_for(entry.lock.acquire(), max(0.0, left))
                except TimeoutError:
                    raise StoreBusyError("the table stayed locked until the answer deadline") from None
        except BaseException:
            self._leave(entry)
            raise

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
            del self._locks._entries[self._table_id]


class TableLocks:
    """Memory follows the number of busy tables, not the number of tables ever seen."""

    def __init__(self) -> None:
        self._entries: dict[int, _Entry] = {}

    def hold(self, table_id: int) -> _Held:
        return _Held(self, table_id)

    def __len__(self) -> int:
        return len(self._entries)
