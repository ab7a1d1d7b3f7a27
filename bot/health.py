"""`python -m bot.health`: is the bot running and connected? For Docker's HEALTHCHECK.

While its gateway connection is open, the bot touches a heartbeat file next to its database
(`<FATEBOT_DATABASE>.heartbeat`) every 30 seconds, from a task on its own event loop. This
check prints one line and exits 0 if the file was touched within the last 90 seconds, 1
otherwise: a bot whose gateway dropped and does not come back (discord.py keeps `is_ready()`
true while it reconnects), or whose event loop is blocked, goes stale. It reads
FATEBOT_DATABASE from the environment or `.env` like the bot, and needs no token.
"""

from __future__ import annotations

import logging
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.settings import Settings

HEARTBEAT_INTERVAL_S = 30.0
STALE_AFTER_S = 90.0
HEARTBEAT_SUFFIX = ".heartbeat"
EXIT_HEALTHY = 0
EXIT_UNHEALTHY = 1

log = logging.getLogger("fatebot.health")


class _DatabaseSetting(BaseSettings):
    """Only the setting the check needs, read the same way as bot.settings.Settings."""

    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=False
    )

    database: Path | str = Field(default=Settings.model_fields["database"].default, alias="FATEBOT_DATABASE")


def heartbeat_path(database: str | Path) -> Path:
    if str(database).startswith(("postgresql://", "postgres://")):
        # No file beside a database URL: the temp directory (or /healthz, with metrics on).
        return Path(tempfile.gettempdir()) / f"fatebot{HEARTBEAT_SUFFIX}"
    return Path(f"{database}{HEARTBEAT_SUFFIX}")


def write_heartbeat(path: Path, now: float | None = None) -> None:
    path.write_text(f"{time.time() if now is None else now:.0f}\n", encoding="ascii")


def check(path: Path, now: float | None = None, stale_after_s: float = STALE_AFTER_S) -> tuple[bool, str]:
    """(healthy, the line to print) for the heartbeat file at `path`."""
    now = time.time() if now is None else now
    try:
        age = now - path.stat().st_mtime
    except FileNotFoundError:
        return (
            False,
            f"fatebot: unhealthy: no heartbeat file {path} (the bot is not running or not connected yet)",
        )
    except OSError as error:
        return False, f"fatebot: unhealthy: cannot read the heartbeat file {path}: {error.strerror or error}"
    if age > stale_after_s:
        return False, f"fatebot: unhealthy: last heartbeat {age:.0f} s ago (more than {stale_after_s:.0f} s)"
    return True, f"fatebot: healthy: last heartbeat {max(age, 0):.0f} s ago"


class _Gateway(Protocol):
    @property
    def open(self) -> bool: ...


class _Connection(Protocol):
    @property
    def ws(self) -> _Gateway | None: ...

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...


def gateway_connected(client: _Connection) -> bool:
    """Ready, not closed, and its gateway websocket open right now.

    discord.py sets ``is_ready()`` once and keeps it while it reconnects; ``client.ws`` is the
    current ``DiscordWebSocket`` (None before the first connection), whose ``open`` is false
    from the moment the socket closes (a drop, or the keep-alive thread closing a connection
    that stopped answering) until a new connection replaces it.
    """
    if client.is_closed() or not client.is_ready():
        return False
    ws = client.ws
    return ws is not None and bool(ws.open)


class Heartbeat:
    """One beat at a time: touch the file if the gateway is connected (one heartbeat)."""

    def __init__(self, client: _Connection, path: Path, clock: Callable[[], float] = time.time) -> None:
        self.client = client
        self.path = path
        self.clock = clock
        self._failing = False

    def beat(self) -> bool:
        """Beat if connected; False once the client is closed (no beat will ever come again)."""
        if self.client.is_closed():
            return False
        if gateway_connected(self.client):
            try:
                write_heartbeat(self.path, self.clock())
                self._failing = False
            except OSError as error:
                if not self._failing:  # one line per outage, not one every 30 seconds
                    log.warning("cannot write the heartbeat file %s: %s", self.path, error)
                self._failing = True
        return True


async def keep_beating(
    client: _Connection,
    path: Path,
    interval_s: float = HEARTBEAT_INTERVAL_S,
    clock: Callable[[], float] = time.time,
) -> None:
    """Touch `path` every `interval_s` while the gateway is connected, until the client closes."""
    # Imported here: `python -m bot.health` runs every 30 s in Docker and needs no discord.py.
    from bot.loops import Periodic

    heart = Heartbeat(client, path, clock)

    async def beat() -> None:
        if not heart.beat():
            job.stop_after_this_iteration()

    job = Periodic(interval_s, beat, "fatebot-heartbeat").start()
    try:
        await job.wait()
    finally:
        await job.stop()


def main(argv: Sequence[str] | None = None) -> int:
    del argv  # no options: the database path comes from the environment, as for the bot
    try:
        database = _DatabaseSetting().database
    except Exception as error:  # a health check must answer, not crash
        print(f"fatebot: unhealthy: could not read FATEBOT_DATABASE: {error}")
        return EXIT_UNHEALTHY
    healthy, line = check(heartbeat_path(database))
    print(line)
    return EXIT_HEALTHY if healthy else EXIT_UNHEALTHY


if __name__ == "__main__":
    sys.exit(main())
