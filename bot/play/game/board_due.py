"""When a game's board is due for its next edit: every change to the game marks it, in the same
unit of work (``mark_board``, called by ``state.save_game``).

Discord allows about 5 message edits per 5 seconds per channel, shared with everything else the
bot posts there (notices, replies that are channel messages, turn-message redraws). So:

- ``SETTLE_S``: a change waits this long before the board is redrawn, and the changes that come
  meanwhile (a burst: a score, a soulstone, the next turn's draw) ride on that one edit. Short
  enough that the board looks live to players at the table.
- ``SPACING_S``: one board is never edited more often than this. At one edit per 10 s a board
  uses at most a tenth of its channel's budget, leaving room for the replies and notices, so a
  board edit never meets a 429 caused by itself and never delays anyone's reply.
- ``RETRY_S``: an edit that failed for a passing reason (Discord said to wait, or was down) is
  tried again this much later.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from bot.play.common.work import Work
from bot.store import board_marks, board_repo

SETTLE_S: Final = 3.0
SPACING_S: Final = 10.0
RETRY_S: Final = 30.0


def mark_board(work: Work) -> None:
    """The table's board (if it has one) is due for a redraw: a row of this unit, written only
    while the table has a game (a board is a game's)."""
    table_id, now = work.table_id, work.now
    work.for_the_game(lambda changes: board_marks.mark_due(changes, table_id, now, SETTLE_S, SPACING_S))


async def relabel_board(work: Work, language: str) -> None:
    """The table's language changed: its board is redrawn in it (at once, not at the next step)."""
    row = await board_repo.board(work.store, work.table_id)
    if row is not None and row.language != language:
        board_repo.put_board(work.changes, replace(row, language=language))
        mark_board(work)
