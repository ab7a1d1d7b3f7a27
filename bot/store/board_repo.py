"""The game board (migration 012): the message that shows a table's Malifaux game. When it is due
for its next edit is the due queue's (``bot.store.due_repo``, kind ``board``, migration 020).

A unit of work's writes are statements added to its ``Changes`` (they commit with the game change
that caused them), and its due marks are rows of ``Changes.board_marks`` (a flip that marks a
board keeps the early lock release: ``board_marks``). :func:`start_edit` is a single statement
against the database instead, the sweep's once it has claimed the board's due row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from bot.store import due_repo
from bot.store.records import Changes

if TYPE_CHECKING:
    from bot.store.store import Store

_COLUMNS: Final = "table_id, channel_id, message_id, pinned, language, guild_id, edited_at"
_PUT: Final = (
    f"INSERT INTO game_boards ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, pinned = excluded.pinned, language = excluded.language,"
    " guild_id = excluded.guild_id, edited_at = excluded.edited_at"
)
_DELETE: Final = "DELETE FROM game_boards WHERE table_id = ?"
# A board with the time its due row says (NULL: not due).
_READ: Final = (
    "SELECT b.table_id, b.channel_id, b.message_id, b.pinned, b.language, b.guild_id, b.edited_at,"
    " d.due_at FROM game_boards b LEFT JOIN due d ON d.kind = 'board' AND d.item = CAST(b.table_id AS TEXT)"
    " WHERE b.table_id = ?"
)
_START_EDIT: Final = "UPDATE game_boards SET edited_at = ? WHERE table_id = ? RETURNING table_id"


@dataclass(frozen=True, slots=True)
class BoardRow:
    """Where a table's board is, in which language it is written, and when it is next due."""

    table_id: int
    channel_id: int
    message_id: int | None
    pinned: bool
    language: str
    guild_id: int | None
    due_at: float | None  # read from its due row (never written from here)
    edited_at: float | None


def _row(row: Any) -> BoardRow:
    table_id, channel_id, message_id, pinned, language, guild_id, edited_at, due_at = row
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
    row = await store.fetch_one(_READ, (table_id,))
    return None if row is None else _row(row)


async def start_edit(store: Store, table_id: int, now: float) -> BoardRow | None:
    """The sweep claimed the board's due row: it is edited now (which spaces the next edit).
    One atomic statement, committed before it returns. None: the board is gone."""
    if not await store.fetch_all(_START_EDIT, (now, table_id)):
        return None
    return await board(store, table_id)


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
                row.edited_at,
            ),
        )
    )


def delete_board(changes: Changes, table_id: int) -> None:
    changes.statements.append((_DELETE, (table_id,)))
    not_due(changes, table_id)


def due_at(changes: Changes, table_id: int, at: float) -> None:
    """The board is due at ``at`` (its first post, retried)."""
    due_repo.put(changes, due_repo.BOARD, str(table_id), at)


def not_due(changes: Changes, table_id: int) -> None:
    """The board shows the game as it is: nothing due."""
    due_repo.cancel(changes, due_repo.BOARD, str(table_id))
