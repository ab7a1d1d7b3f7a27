"""The boards' wake-up (bot/ui/game/board.py: BoardWake): a shortcut before the sweep that runs
the flush once the marked boards are due, coalescing a burst of commands into one flush."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.ui.game import board
from bot.ui.game.board import BoardWake


async def test_a_burst_of_wakes_flushes_once_and_follows_the_next_due(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(board, "WAKE_MARGIN_S", 0.0)
    flushes: list[float] = []
    following: list[float | None] = [time.time() + 0.02, None]  # the first flush finds one more due

    async def flush() -> float | None:
        flushes.append(time.time())
        return following.pop(0)

    wake = BoardWake(flush, time.time)
    for _ in range(5):  # five commands in a burst
        wake.soon(time.time() + 0.01)
    await asyncio.sleep(0.2)
    assert len(flushes) == 2  # the burst's flush, then the board it left due
    wake.soon(time.time() + 3600)  # beyond the horizon: the sweep's, no wait planned
    await wake.close()
    assert len(flushes) == 2


async def test_close_cancels_a_planned_flush() -> None:
    called: list[int] = []

    async def flush() -> float | None:
        called.append(1)
        return None

    wake = BoardWake(flush, time.time)
    wake.soon(time.time() + 0.05)
    await wake.close()
    await asyncio.sleep(0.1)
    assert called == []
