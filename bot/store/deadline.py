"""The time by which a command must answer, and the error of a database too busy to meet it.

Discord drops an interaction that is not answered within 3 seconds ("The application did not
respond"). A command that answers after its commit would vanish while something else holds the
SQLite write lock longer than that (a backup, an open ``sqlite3`` shell in a transaction). So
the ui sets ``answer_deadline`` when an interaction arrives (bot/ui/common/deadline.py), and
everything that waits on the way to the answer waits no longer than it: the table's lock (the
play layer), the commit of the unit of work (``Store.commit``, ``Store.wait_commit``) and the
SQLite lock itself (the batch's busy timeout, ``SqliteBackend.apply``). Past it, the unit is
taken out of the queue unwritten and ``StoreBusyError`` says privately that the table is busy
and nothing was changed. Once the interaction has been answered or deferred there is no such
deadline (``remaining`` is None), and waits are as long as ever.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Protocol

from bot.errors import DomainError


class Deadline(Protocol):
    def remaining(self) -> float | None:
        """Seconds left to answer (may be negative), or None when there is no deadline (any more)."""


answer_deadline: ContextVar[Deadline | None] = ContextVar("fatebot_answer_deadline", default=None)


def remaining() -> float | None:
    """Seconds left to the current interaction's answer, or None (no deadline)."""
    deadline = answer_deadline.get()
    return None if deadline is None else deadline.remaining()


class StoreBusyError(DomainError):
    """The database stayed locked until the answer was due: nothing of the command was written."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("error-store-busy")
        self.detail = detail
