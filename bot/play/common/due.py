"""The one due-time queue (``bot.store.due_repo``): what the bot must do later, by kind.

Every feature writes its due row in the unit of work of the change that makes something due
(a step that waits, a board to redraw, a reminder, a league round). ``DueQueue.sweep`` is the one
sweep: it claims what is due (the earliest first, ``PAGE`` rows a round, each with a lease) and
hands each row to its kind's handler, which the ui registers (``handle``). A handler returns
None when nothing more is due for its row (the row goes), or the time it is due again. A handler
that fails leaves the row claimed: it is due again when the lease ends, in whichever process.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Final

from bot.store import due_repo
from bot.store.due_repo import Claimed
from bot.store.store import Store

log = logging.getLogger(__name__)

# Given the row's item: None when done, else when it is due again.
Handler = Callable[[str], Awaitable[float | None]]

PAGE: Final = 200  # rows claimed per round
ROUNDS: Final = 50  # rounds per sweep at most: the next sweep takes the rest
LEASE_S: Final = 300.0  # a claim's length: a claimer that stopped gives its rows back then


class DueQueue:
    """Claims due rows and dispatches them by kind."""

    def __init__(self, store: Store, clock: Callable[[], float], lease_s: float = LEASE_S) -> None:
        self.store = store
        self._clock = clock
        self.lease_s = lease_s
        self.handlers: dict[str, Handler] = {}

    def handle(self, kind: str, handler: Handler) -> None:
        """``handler`` does what ``kind``'s rows are due for."""
        self.handlers[kind] = handler

    async def sweep(self, page: int = PAGE, rounds: int = ROUNDS, kind: str | None = None) -> int:
        """Claim and dispatch what is due now (of one kind, or all), a page at a time; how many
        rows were handled."""
        handled = 0
        for _ in range(rounds):
            claimed = await due_repo.claim(self.store, self._clock(), page, self.lease_s, kind)
            for row in claimed:
                handled += await self._dispatch(row)
            if len(claimed) < page:
                break
        return handled

    async def _dispatch(self, row: Claimed) -> int:
        handler = self.handlers.get(row.kind)
        if handler is None:
            log.warning("nothing handles due rows of kind %r; leaving %s claimed", row.kind, row.item)
            return 0
        try:
            at = await handler(row.item)
        except Exception:  # left claimed: due again when the lease ends
            log.exception("could not do the due %s %s", row.kind, row.item)
            return 0
        if at is None:
            await due_repo.done(self.store, row)
        else:
            await due_repo.again(self.store, row, at)
        return 1

    async def next_due(self) -> float | None:
        """When the queue's earliest row may be claimed, read from the store (None: nothing)."""
        return await due_repo.next_due(self.store)
