"""What the store needs from a database: reads, one transaction per batch, table leases."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Statements = list[tuple[str, list[tuple[Any, ...]]]]


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

    async def apply(self, statements: Statements) -> None:
        """Every statement (SQL with ``?`` placeholders, rows) in one transaction, or none."""

    async def lock_table(self, table_id: int) -> None: ...
    async def unlock_tables(self, table_ids: Sequence[int]) -> None: ...
    def exclusive(self, name: str, wait: bool) -> AbstractAsyncContextManager[bool]: ...
