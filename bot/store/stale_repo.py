"""Step messages the bot could no longer edit (``stale_messages``, migration 014).

Written by the play layer when a redraw of a step's message failed for lack of a usable
interaction token; read (and forgotten) when a press on that message finds the step over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Protocol

from bot.store.records import Changes

_PUT: Final = (
    "INSERT INTO stale_messages (table_id, message_id, noted_at) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id, message_id) DO NOTHING"
)
_GET: Final = "SELECT noted_at FROM stale_messages WHERE table_id = ? AND message_id = ?"
_DELETE: Final = "DELETE FROM stale_messages WHERE table_id = ? AND message_id = ?"


class Rows(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


def put_stale(changes: Changes, table_id: int, message_id: int, now: float) -> None:
    changes.ensure_tables.add(table_id)
    changes.statements.append((_PUT, (table_id, message_id, now)))


def delete_stale(changes: Changes, table_id: int, message_id: int) -> None:
    changes.statements.append((_DELETE, (table_id, message_id)))


async def is_stale(store: Rows, table_id: int, message_id: int) -> bool:
    return await store.fetch_one(_GET, (table_id, message_id)) is not None
