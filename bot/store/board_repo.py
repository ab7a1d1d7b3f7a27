"""The game board (migration 012): the message that shows a table's Malifaux game, and when it is
due for its next edit.

A unit of work's writes are statements added to its ``Changes`` (they commit with the game change
that caused them), and its due marks are rows of ``Changes.board_marks`` (a flip that marks a
board keeps the early lock release: ``board_marks``). Two calls are single atomic statements
against the database instead, because they are the flusher's, outside any unit of work:
:func:`claim` (the compare-and-set that lets one process of several take a due board) and
:func:`retry_at` (a failed edit is tried again later).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from bot.store.records import Changes

if TYPE_CHECKING:
    from bot.store.store import Store

_COLUMNS: Final = "table_id, channel_id, message_id, pinned, language, guild_id, due_at, edited_at"
_PUT: Final = (
    f"INSERT INTO game_boards ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, pinned = excluded.pinned, language = excluded.language,"
    " guild_id = excluded.guild_id, due_at = excluded.due_at, edited_at = excluded.edited_at"
)
_DELETE: Final = "DELETE FROM game_boards WHERE table_id = ?"
# Cost in proportion to what is due: the index on due_at, and a page at a time.
_DUE: Final = "SELECT table_id, due_at FROM game_boards WHERE due_at <= ? ORDER BY due_at LIMIT ?"
_CLAIM: Final = (
    "UPDATE game_boards SET due_at = NULL, edited_at = ? WHERE table_id = ? AND due_at = ?"
    f" RETURNING {_COLUMNS}"
)
_RETRY: Final = "UPDATE game_boards SET due_at = ? WHERE table_id = ? AND due_at IS NULL"


@dataclass(frozen=True, slots=True)
class BoardRow:
    """Where a table's board is, in which language it is written, and when it is next due."""

    table_id: int
    channel_id: int
    message_id: int | None
    pinned: bool
    language: str
    guild_id: int | None
    due_at: float | None
    edited_at: float | None


@dataclass(frozen=True, slots=True)
class DueBoard:
    table_id: int
    due_at: float


def _row(row: Any) -> BoardRow:
    table_id, channel_id, message_id, pinned, language, guild_id, due_at, edited_at = row
    return BoardRow(
        table_id=int(table_id),
        channel_id=int(channel_id),
        message_id=None if message_id is None else int(message_id),
        pinned=bool(pinned),
        language=str(language),
        guild_id=None if guild_id is None else int(guild_id),
        due_at=None if due_at is None else float(due_at),
        edited_at=None if edited_at is None else float(edited_at),
    )


# -- reads ---------------------------------------------------------------------------------------


async def board(store: Store, table_id: int) -> BoardRow | None:
    row = await store.fetch_one(f"SELECT {_COLUMNS} FROM game_boards WHERE table_id = ?", (table_id,))
    return None if row is None else _row(row)


async def due(store: Store, now: float, limit: int) -> list[DueBoard]:
    """The boards due at ``now``, the longest waiting first, at most ``limit``."""
    rows = await store.fetch_all(_DUE, (now, limit))
    return [DueBoard(int(r[0]), float(r[1])) for r in rows]


async def next_due(store: Store) -> float | None:
    row = await store.fetch_one("SELECT MIN(due_at) FROM game_boards", ())
    return None if row is None or row[0] is None else float(row[0])


# -- the flusher's atomic statements -----------------------------------------------------------


async def claim(store: Store, key: DueBoard, now: float) -> BoardRow | None:
    """Take the due board ``key`` if nobody took it since it was read (it still has that due
    time): one atomic statement, committed before it returns. None: another process got there
    first, or the board is gone."""
    rows = await store.fetch_all(_CLAIM, (now, key.table_id, key.due_at))
    return None if not rows else _row(rows[0])


async def retry_at(store: Store, table_id: int, at: float) -> None:
    """A claimed edit failed (Discord said to wait, or was down): due again at ``at``, unless a
    newer change already made it due."""
    await store.fetch_all(_RETRY + " RETURNING table_id", (at, table_id))


# -- writes (statements of a unit of work) ---------------------------------------------------------


def put_board(changes: Changes, row: BoardRow) -> None:
    changes.ensure_tables.add(row.table_id)
    changes.statements.append(
        (
            _PUT,
            (
                row.table_id,
                row.channel_id,
                row.message_id,
                int(row.pinned),
                row.language,
                row.guild_id,
                row.due_at,
                row.edited_at,
            ),
        )
    )


def delete_board(changes: Changes, table_id: int) -> None:
    changes.statements.append((_DELETE, (table_id,)))
