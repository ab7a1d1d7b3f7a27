"""Table leases on a shared database (PostgreSQL), and once-only jobs across processes."""

from __future__ import annotations

import asyncio
from contextlib import AbstractAsyncContextManager

from bot.store.backend import Backend
from bot.store.inflight import Inflight
from bot.store.units import _Unit


class Leases:
    """Table leases (a base of ``Store``)."""

    _backend: Backend
    _inflight: Inflight[_Unit]
    _wake: asyncio.Event
    _lease_users: dict[int, int]
    _leased: set[int]
    _to_unlock: set[int]

    # -- table leases --------------------------------------------------------------------
    # On a shared database (PostgreSQL) a unit of work holds its table's lease in the database
    # from before its first read until its changes are committed (see postgres_backend).

    async def lease(self, table_id: int) -> None:
        """Take ``table_id`` for this process (call under the table's in-process lock)."""
        if not self._backend.shared:
            return
        self._lease_users[table_id] = self._lease_users.get(table_id, 0) + 1
        if table_id in self._to_unlock:
            self._to_unlock.discard(table_id)  # still held: the unlock was not sent yet
            return
        if table_id in self._leased:
            return
        try:
            await self._backend.lock_table(table_id)
        except BaseException:
            self.unlease(table_id)
            raise
        self._leased.add(table_id)

    def unlease(self, table_id: int) -> None:
        """The unit is done with the table; the lease ends once nothing of it is queued."""
        if not self._backend.shared:
            return
        users = self._lease_users.get(table_id, 0) - 1
        if users > 0:
            self._lease_users[table_id] = users
            return
        self._lease_users.pop(table_id, None)
        self._maybe_unlock(table_id)

    def _maybe_unlock(self, table_id: int) -> None:
        if (
            table_id in self._leased
            and table_id not in self._lease_users
            and self._inflight.last_unit(table_id) is None
        ):
            self._to_unlock.add(table_id)
            self._wake.set()

    async def _send_unlocks(self) -> None:
        if not self._to_unlock:
            return
        tables = sorted(self._to_unlock)
        self._to_unlock.clear()
        self._leased.difference_update(tables)  # a lease() from now on locks again
        await self._backend.unlock_tables(tables)

    def exclusive(self, job: str, *, wait: bool = True) -> AbstractAsyncContextManager[bool]:
        """``async with store.exclusive("command-sync") as mine:``: a once-only job runs in one
        process at a time. On SQLite (one process per file) ``mine`` is always true; on
        PostgreSQL it is a lock in the database, waited for (``wait``) or else skipped."""
        return self._backend.exclusive(job, wait)
