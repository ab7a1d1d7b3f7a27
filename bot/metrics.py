"""Prometheus metrics and ``/healthz`` for operators (optional: ``FATEBOT_METRICS_PORT``).

The counters are module-level on a registry of our own and cost a dictionary lookup when
nobody scrapes them, so the code that records them never asks whether metrics are on. The
HTTP server (aiohttp, already a dependency of discord.py) runs on the bot's event loop and
serves ``/metrics`` in Prometheus' text format and ``/healthz``: 200 while every shard's
gateway is connected (``bot.health.gateway_connected``), 503 otherwise.

No label ever carries a user, a table or a card: commands by name, outcomes, error kinds and
shard ids only.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from typing import Any

import discord
from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

from bot.health import gateway_connected
from bot.loops import Periodic, every

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry()
COMMANDS = Counter(
    "fatebot_commands",
    "Commands and components handled, by name and outcome",
    ["command", "outcome"],
    registry=REGISTRY,
)
LATENCY = Histogram(
    "fatebot_command_seconds",
    "Time from the interaction to the end of its handling, by command",
    ["command"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
    registry=REGISTRY,
)
BATCH = Histogram(
    "fatebot_commit_batch_units",
    "Units of work per group commit (one transaction)",
    buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024),
    registry=REGISTRY,
)
OPEN_DUELS = Gauge("fatebot_open_duels", "Open duels waiting for a player (all processes)", registry=REGISTRY)
GATEWAY_LATENCY = Gauge(
    "fatebot_gateway_latency_seconds",
    "Heartbeat latency of each shard's gateway",
    ["shard"],
    registry=REGISTRY,
)
GATEWAY_UP = Gauge(
    "fatebot_gateway_connected", "1 while the shard's gateway is connected", ["shard"], registry=REGISTRY
)
ERRORS = Counter("fatebot_errors", "Errors reported to users, by kind", ["kind"], registry=REGISTRY)

REFRESH_S = 15.0


def observe_command(command: str, outcome: str, seconds: float) -> None:
    COMMANDS.labels(command, outcome).inc()
    LATENCY.labels(command).observe(seconds)


def error_kind(error: BaseException) -> str:
    """A user error's message key (DomainError), else the innermost exception's class name."""
    seen: BaseException | None = error
    innermost = error
    for _ in range(5):  # CommandInvokeError.original, TransformerError.__cause__, ...
        if seen is None:
            break
        key = getattr(seen, "key", None)
        if isinstance(key, str):
            return key
        innermost = seen
        seen = getattr(seen, "original", None) or seen.__cause__
    return type(innermost).__name__


def observe_error(error: BaseException) -> None:
    ERRORS.labels(error_kind(error)).inc()


def observe_batch(units: int) -> None:
    BATCH.observe(units)


def shard_states(bot: Any) -> list[tuple[str, float, bool]]:
    """(shard id, latency s, connected) of every shard this process runs."""
    shards = getattr(bot, "shards", None)
    if isinstance(shards, dict) and shards:
        return [(str(i), float(s.latency), not s.is_closed()) for i, s in sorted(shards.items())]
    return [(str(bot.shard_id or 0), float(bot.latency), gateway_connected(bot))]


def healthy(bot: Any) -> bool:
    if not gateway_connected(bot):
        return False
    return all(up for _id, _latency, up in shard_states(bot))


async def refresh(bot: discord.Client) -> None:
    """The gauges that are read rather than counted."""
    for shard, latency, up in shard_states(bot):
        GATEWAY_UP.labels(shard).set(1 if up else 0)
        if latency == latency and latency != float("inf"):  # not NaN/inf before the first beat
            GATEWAY_LATENCY.labels(shard).set(latency)
    store = getattr(bot, "store", None)  # not before the bot's setup_hook opened it
    if store is not None:
        OPEN_DUELS.set(await store.count_pending("duel"))


class MetricsServer:
    def __init__(self, bot: discord.Client, port: int, host: str = "127.0.0.1") -> None:
        self.bot = bot
        self.port = port
        self.host = host
        self._runner: web.AppRunner | None = None
        self._refresher: Periodic | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()
        self._refresher = every(REFRESH_S, functools.partial(refresh, self.bot), "fatebot-metrics")
        log.info("metrics on %s port %d (/metrics, /healthz)", self.host, self.port)

    async def stop(self) -> None:
        if self._refresher is not None:
            await self._refresher.stop()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _metrics(self, request: web.Request) -> web.Response:
        with contextlib.suppress(Exception):
            await refresh(self.bot)
        body = generate_latest(REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _healthz(self, request: web.Request) -> web.Response:
        ok = healthy(self.bot)
        return web.Response(status=200 if ok else 503, text="ok\n" if ok else "gateway not connected\n")
