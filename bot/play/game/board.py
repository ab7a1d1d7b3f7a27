"""The game board: one channel message per game that shows the game as it stands, edited in place.

Where it is lives in the store (``board_repo``, migration 012) and when it is due in the due
queue (kind ``board``, migration 020), never in a task sleeping in memory: every change to the
game marks the board due in its own unit of work (``board_due.mark_board``), and the sweep claims
the due row (two processes edit once) and redraws it from ``snapshot`` (bot/ui/game/board.py). A
restart finds the boards that were due when it stopped.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.play.game.base import GameBase
from bot.play.game.board_due import RETRY_S
from bot.play.game.fair import deck_commitment
from bot.play.game.log import ANSWER, GameEvent, answer_medians, game_events
from bot.play.game.state import GameView, load_game
from bot.rules.common.documents import DocumentError
from bot.store import board_repo
from bot.store.board_repo import BoardRow

EVENTS_SHOWN = 5  # the last few events of the game's log


@dataclass(frozen=True, slots=True)
class Owed:
    """A step a player owes now, and the message where it is taken (None: the table)."""

    player: int
    what: str  # notice-owed-<what>
    channel_id: int
    message_id: int | None
    away_until: float | None = None  # the player is away until then (their /notify)


# Who owes what at the work's table, derived from its open steps (``bot.play.notices.ops``
# provides it: the notices know the exchanges of every feature, the board only shows them).
WhoseMove = Callable[[Work], Awaitable[tuple[Owed, ...]]]


@dataclass(frozen=True, slots=True)
class BoardSnapshot:
    """What the board shows: the game (None: there is none any more), who owes what, and the
    last few events of the game's log (public fields only)."""

    table_id: int
    view: GameView | None
    owed: tuple[Owed, ...] = ()
    events: tuple[GameEvent, ...] = ()
    row: BoardRow | None = None
    medians: Mapping[int, float] = field(default_factory=dict)  # each player's time to answer


def recent_events(events: Sequence[GameEvent]) -> tuple[GameEvent, ...]:
    """The last few events of the game's log, oldest first (answers are the log's, not the board's)."""
    return tuple([e for e in events if e.kind != ANSWER][-EVENTS_SHOWN:])


class GameBoards(GameBase):
    """The board's records: posted, moved, claimed for an edit, forgotten."""

    async def board(self, table_id: int) -> BoardRow | None:
        return await board_repo.board(self.core.store, table_id)

    async def record(
        self,
        table_id: int,
        channel_id: int,
        message_id: int | None,
        *,
        pinned: bool,
        language: str,
        guild_id: int | None,
    ) -> BoardRow | None:
        """Remember the board just posted (it shows the game as it is now). Returns the board it
        replaces, if any (its message is unpinned by the caller)."""

        async def step(work: Work) -> BoardRow | None:
            old = await board_repo.board(work.store, table_id)
            board_repo.put_board(
                work.changes,
                BoardRow(table_id, channel_id, message_id, pinned, language, guild_id, None, work.now),
            )
            board_repo.not_due(work.changes, table_id)  # it shows the game as it is now
            return old if old is not None and old.message_id != message_id else None

        return await self.core.run(table_id, step)

    async def record_unposted(self, table_id: int, *, language: str, guild_id: int | None) -> float:
        """The board's first post failed for a passing reason: kept without a message and due
        ``RETRY_S`` from now, so the flusher posts it (a restart too). Returns when it is due."""

        async def step(work: Work) -> float:
            due = work.now + RETRY_S
            board_repo.put_board(
                work.changes, BoardRow(table_id, table_id, None, False, language, guild_id, None, None)
            )
            board_repo.due_at(work.changes, table_id, due)
            return due

        return await self.core.run(table_id, step)

    async def snapshot(self, table_id: int, whose_move: WhoseMove) -> BoardSnapshot:
        """The game as the board shows it, read under the table's lock: who owes what is read in
        the same unit (``whose_move``), so it always agrees with the game shown."""

        async def step(work: Work) -> BoardSnapshot:
            row = await board_repo.board(work.store, table_id)
            try:
                state = await load_game(work)
            except DomainError:  # an unreadable game (a moderator sets it aside): nothing to show
                state = None
            if state is None:
                return BoardSnapshot(table_id, None, row=row)
            try:
                view = await self._view(work, await self._sync_initiative(work, state))
            except DocumentError:
                return BoardSnapshot(table_id, None, row=row)
            view = replace(view, commitment=await deck_commitment(work, view.state))
            events = await game_events(work.store, table_id)
            return BoardSnapshot(
                table_id, view, await whose_move(work), recent_events(events), row, answer_medians(events)
            )

        return await self.core.run(table_id, step)

    async def start_edit(self, table_id: int) -> BoardRow | None:
        """The sweep claimed the board's due row: its edit starts now (None: the board is gone)."""
        return await board_repo.start_edit(self.core.store, table_id, self.core.now())

    def retry_at(self) -> float:
        """When an edit that failed for a passing reason is tried again."""
        return self.core.now() + RETRY_S

    async def forget(self, table_id: int) -> BoardRow | None:
        """The game is over (or set aside): the board is no longer kept up to date. Returns it,
        for a last edit and to unpin it."""

        async def step(work: Work) -> BoardRow | None:
            row = await board_repo.board(work.store, table_id)
            if row is not None:
                board_repo.delete_board(work.changes, table_id)
            return row

        return await self.core.run(table_id, step)
