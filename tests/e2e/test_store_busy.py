"""Issue 24 §5: a SQLite lock held past Discord's 3-second deadline (a backup, an open `sqlite3`
shell in a transaction) made commands that answer after their commit vanish ("The application
did not respond"). Now they answer "busy, try again" privately in time, or defer in time.

A real second connection holds BEGIN EXCLUSIVE on the real database file while players use the
real commands and buttons, and each answer is timed in real seconds against Discord's 3. The bot's
own deadline (``answer_deadline_s``, 2 s by default) is set short here, and the lock is released
after ``HOLD_S`` real seconds at the latest (a timer): just past Discord's deadline, so that code
that waits for the lock answers too late, and no wait is longer.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest
import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply

DISCORD_DEADLINE_S = 3.0
ANSWER_DEADLINE_S = 0.3  # the bot's deadline in this test
HOLD_S = 3.5  # the longest the lock is held: past Discord's deadline


class LockHolder:
    """Another connection holding the database's write lock, as an open `sqlite3` shell does."""

    def __init__(self, path: Path, hold_s: float = HOLD_S) -> None:
        self._guard = threading.Lock()
        self._conn: sqlite3.Connection | None = sqlite3.connect(
            path, isolation_level=None, check_same_thread=False
        )
        self._conn.execute("BEGIN EXCLUSIVE")
        self._timer = threading.Timer(hold_s, self.release)
        self._timer.start()

    def release(self) -> None:
        with self._guard:
            if self._conn is not None:
                self._conn.execute("ROLLBACK")
                self._conn.close()
                self._conn = None

    def stop(self) -> None:
        self._timer.cancel()
        self.release()


@pytest.fixture
def sqlite_only(e2e_backend: str) -> None:
    if e2e_backend != "sqlite":
        pytest.skip("a lock on the SQLite file")


async def test_a_locked_database_answers_busy_privately_in_time_never_silence(
    table: Table, simcord_env: simcord.Env, db_path: Path, sqlite_only: None
) -> None:
    simcord_env.bot.answer_deadline_s = ANSWER_DEADLINE_S  # type: ignore[attr-defined]
    panel = reply(await table.mod.slash(table.channel, "panel"))
    assert not (await table.alice.slash(table.channel, "flip")).ephemeral
    before = await table.snapshot()

    holder = LockHolder(db_path)
    try:
        for name, act in (
            ("/flip", table.alice.slash(table.channel, "flip", modifiers="+")),
            ("the panel's ++", table.bob.click(panel, custom_id="fb:panel:plus2")),
            ("/duel simple", table.alice.slash(table.channel, "duel simple", stat=5, tn=10)),
        ):
            started = time.monotonic()
            result = await act
            took = time.monotonic() - started
            assert result.response is not None, f"{name}: no answer (The application did not respond)"
            assert took < DISCORD_DEADLINE_S, f"{name} answered after {took:.1f} s: Discord dropped it"
            assert result.ephemeral, name
            assert reply(result).content == tr("en", "error-store-busy"), name
        assert await table.snapshot() == before  # nothing was changed, nothing was posted
    finally:
        holder.stop()

    # The lock gone, the table plays on.
    assert not (await table.alice.slash(table.channel, "flip")).ephemeral


async def test_a_command_that_defers_first_waits_for_the_lock_and_answers(
    table: Table, simcord_env: simcord.Env, db_path: Path, sqlite_only: None
) -> None:
    """`/hand draw` answers "thinking…" at once, so it may wait for the lock (up to the store's
    busy timeout) and then answer with the hand."""
    simcord_env.bot.answer_deadline_s = ANSWER_DEADLINE_S  # type: ignore[attr-defined]
    holder = LockHolder(db_path, hold_s=0.5)  # released by its timer
    try:
        result = await table.alice.slash(table.channel, "hand draw")
    finally:
        holder.stop()
    assert result.ephemeral
    assert tr("en", "hand-drew", count=7) in reply(result).content
    assert len(await table.hand(table.alice)) == 7
