"""What the store needs from a database: reads, one transaction per batch, table leases."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.errors import DomainError

Statements = list[tuple[str, list[tuple[Any, ...]]]]


class ConnectionLostError(DomainError):
    """The database connection that held this process's table leases dropped: whatever was
    being written or queued was computed under those leases, so it fails and changed nothing."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("error-store-connection-lost")
        self.detail = detail


class Job(Protocol):
    async def stop(self) -> None:
        """Cancel the job and wait until it has ended."""


Every = Callable[[float, Callable[[], Awaitable[None]], str], Job]
"""Runs one iteration every so many seconds as a background job, named (``bot.loops.every``,
on discord.ext.tasks; the store must not import discord, so the bot hands it in)."""


class Backend(Protocol):
    kind: str  # "sqlite" or "postgresql"
    shared: bool  # other processes may use the same database
    path: str
    checkpoints: int

    async def close(self) -> None: ...
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...
    async def schema_version(self) -> int: ...
    async def integrity_check(self) -> str: ...
    async def pragma(self, name: str) -> Any:
        """A SQLite pragma's value; None where the database has no such setting."""

    async def apply(self, statements: Statements, wait_s: float | None = None) -> None:
        """Every statement (SQL with ``?`` placeholders, rows) in one transaction, or none.

        ``wait_s``: how long to wait for a lock someone else holds on the database before
        giving up with ``StoreBusyError`` (None: the backend's own timeout)."""

    async def lock_table(self, table_id: int) -> None: ...
    def on_leases_lost(self, callback: Callable[[ConnectionLostError], None]) -> None:
        """Call ``callback`` when every table lease of this process is gone at once."""

    async def unlock_tables(self, table_ids: Sequence[int]) -> None: ...
    def exclusive(self, name: str, wait: bool) -> AbstractAsyncContextManager[bool]: ...
