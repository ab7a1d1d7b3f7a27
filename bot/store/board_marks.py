"""When a game board is due for its next edit (its row in the due queue, migration 020): the
mark every change to a game leaves in its unit of work. Rows of ``Changes.board_marks``, which
the group commit writes after the game logs' events; a module of its own so that the group
commit needs nothing else of the board's repository."""

from __future__ import annotations

from typing import Final

from bot.store.records import Changes

# Parameters: settle-due time, edited_at + spacing check (spacing, now + settle, spacing), table.
# Only a board that is not already due gets a due time: a burst of changes makes one edit. It is
# the later of "a few seconds from now" and "the spacing after the last edit".
# A board being edited (its due row claimed) is due again: the edit may have read the game before.
MARK_DUE: Final = (
    "INSERT INTO due (kind, item, due_at, lease) SELECT 'board', CAST(table_id AS TEXT),"
    " CASE WHEN edited_at IS NOT NULL AND edited_at + ? > ? THEN edited_at + ? ELSE ? END, 0"
    " FROM game_boards WHERE table_id = ?"
    " ON CONFLICT (kind, item) DO UPDATE SET"
    " due_at = CASE WHEN due.lease = 0 THEN due.due_at ELSE excluded.due_at END, lease = 0"
)


def mark_due(changes: Changes, table_id: int, now: float, settle_s: float, spacing_s: float) -> None:
    """The board (if the table has one) is due: ``settle_s`` from now, but no sooner than
    ``spacing_s`` after its last edit; a board already due keeps its time."""
    changes.board_marks[table_id] = (spacing_s, now + settle_s, spacing_s, now + settle_s, table_id)
