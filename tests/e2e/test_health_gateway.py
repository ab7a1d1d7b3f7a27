"""The heartbeat follows the gateway: a bot whose gateway connection is cut stops beating.

The bot runs in simcord, whose gateway is installed as the client's ``ws`` like discord.py's
own ``DiscordWebSocket``; closing it is what a lost connection looks like to discord.py
(``DiscordWebSocket.open`` is ``not socket.closed``), while ``is_ready()`` stays true during
the reconnect attempts that follow.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import discord
import simcord

from bot.health import check, keep_beating

BEAT_S = 0.01


async def _beats_during(client: Any, path: Path, seconds: float = 0.1) -> bool:
    """Whether the heartbeat is written while `client` stays as it is for `seconds`."""
    path.unlink(missing_ok=True)
    task = asyncio.create_task(keep_beating(client, path, interval_s=BEAT_S))
    try:
        await asyncio.sleep(seconds)
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    return path.exists()


async def test_a_cut_gateway_stops_the_heartbeat_and_a_resumed_one_restarts_it(
    simcord_env: simcord.Env, tmp_path: Path
) -> None:
    bot: Any = simcord_env.bot
    path = tmp_path / "fatebot.sqlite3.heartbeat"
    assert bot.is_ready() and not bot.is_closed()
    assert await _beats_during(bot, path)  # control: a connected bot beats

    await bot.ws.close(code=4000)  # the connection drops; discord.py would now reconnect
    assert bot.is_ready() and not bot.is_closed()  # what the old check looked at
    assert not await _beats_during(bot, path)

    bot.ws.open = True  # the connection is back (simcord's shard reconnect does the same)
    assert await _beats_during(bot, path)


async def test_a_real_client_without_a_gateway_is_not_connected(tmp_path: Path) -> None:
    client = discord.Client(intents=discord.Intents.none())
    client._ready = asyncio.Event()  # as after READY: is_ready() is true ...
    client._ready.set()
    assert client.is_ready() and not client.is_closed()
    assert client.ws is None  # ... but no websocket is connected
    assert not await _beats_during(client, tmp_path / "beat")
    await client.close()


async def test_a_blocked_event_loop_lets_the_heartbeat_go_stale(
    simcord_env: simcord.Env, tmp_path: Path
) -> None:
    """The heartbeat is written from the bot's own event loop: if the loop stops answering,
    nothing writes it, and the check turns unhealthy once it is older than its limit."""
    bot: Any = simcord_env.bot
    path = tmp_path / "fatebot.sqlite3.heartbeat"
    task = asyncio.create_task(keep_beating(bot, path, interval_s=BEAT_S))
    try:
        await asyncio.sleep(0.05)
        assert check(path, stale_after_s=0.2)[0]  # control: beating
        time.sleep(0.3)  # the loop is blocked: no task runs
        healthy, line = check(path, stale_after_s=0.2)
        assert not healthy and "unhealthy" in line
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
