"""The bot's periodic background jobs, on ``discord.ext.tasks.loop``.

The expiry sweep, the heartbeat, the WAL checkpoint and the metrics refresh each expose one
iteration (``Play.sweep_once``, ``health.Heartbeat.beat``, ``SqliteBackend.checkpoint``,
``metrics.refresh``); this module runs them. bot/store and bot/play must not import discord
(the layer contract): the bot starts the sweep (``Fatebot.start_sweeper``), and the store takes
this runner as ``Store.open(..., every=bot.loops.every)`` (``bot.store.backend.Every``) so that
it can stop its checkpoints before it closes their connection.

A failing iteration is logged by discord.ext.tasks and retried after its exponential backoff;
the loop keeps going. ``stop`` cancels the loop's task and waits for it to end, so nothing runs
after it returns (a store closes its connections only then).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

from discord.ext import tasks


class Periodic:
    """One background job: ``iteration`` every ``seconds`` (the first one at once)."""

    def __init__(self, seconds: float, iteration: Callable[[], Awaitable[None]], name: str) -> None:
        async def run() -> None:
            await iteration()

        run.__name__ = run.__qualname__ = name  # what discord.ext.tasks names in its log lines
        self.name = name
        self.loop: tasks.Loop[Any] = tasks.loop(seconds=seconds, name=name)(run)
        # Every error is one failed iteration, not the end of the job (the library's default
        # handles only network errors and stops the loop on anything else).
        self.loop.add_exception_type(Exception)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> Periodic:
        if self._task is None:
            self._task = self.loop.start()
        return self

    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def stop_after_this_iteration(self) -> None:
        """End the loop from inside its iteration (the job found it has nothing left to do)."""
        self.loop.stop()

    async def wait(self) -> None:
        """Until the loop ends by itself (``stop_after_this_iteration``) or is stopped."""
        if self._task is not None:
            await asyncio.shield(self._task)

    async def stop(self) -> None:
        """Cancel the job and wait until it has ended."""
        task, self._task = self._task, None
        if task is None:
            return
        self.loop.cancel()
        # A job ended by an error was logged by discord.ext.tasks already.
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task


def every(seconds: float, iteration: Callable[[], Awaitable[None]], name: str) -> Periodic:
    """Start ``iteration`` every ``seconds`` as a background job (``bot.store.backend.Every``)."""
    return Periodic(seconds, iteration, name).start()
