"""`python -m bot.health` and the bot's heartbeat: healthy only while the heartbeat is fresh."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.app import Fatebot
from bot.health import STALE_AFTER_S, check, heartbeat_path, keep_beating, write_heartbeat
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def run_health(cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "FATEBOT_"))}
    clean.update(env, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "bot.health"], cwd=cwd, env=clean, capture_output=True, text=True, timeout=60
    )


def test_the_heartbeat_lives_next_to_the_database() -> None:
    assert heartbeat_path("/data/fatebot.sqlite3") == Path("/data/fatebot.sqlite3.heartbeat")


def test_missing_fresh_and_stale_heartbeats(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.heartbeat"
    healthy, line = check(path)
    assert not healthy and "no heartbeat file" in line

    write_heartbeat(path)
    healthy, line = check(path)
    assert healthy and line.startswith("fatebot: healthy")

    old = time.time() - STALE_AFTER_S - 10
    os.utime(path, (old, old))
    healthy, line = check(path)
    assert not healthy and "unhealthy" in line and "100 s ago" in line


def test_the_command_prints_one_line_and_exits_0_or_1(tmp_path: Path) -> None:
    database = tmp_path / "state" / "fatebot.sqlite3"
    database.parent.mkdir()
    down = run_health(tmp_path, FATEBOT_DATABASE=str(database))
    assert down.returncode == 1 and len(down.stdout.strip().splitlines()) == 1 and down.stderr == ""

    write_heartbeat(heartbeat_path(database))
    up = run_health(tmp_path, FATEBOT_DATABASE=str(database))
    assert up.returncode == 0, up.stdout + up.stderr
    assert up.stdout.startswith("fatebot: healthy")


def test_the_command_reads_the_database_path_from_dot_env_without_a_token(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("FATEBOT_DATABASE=./here.sqlite3\n", encoding="utf-8")
    write_heartbeat(tmp_path / "here.sqlite3.heartbeat")
    assert run_health(tmp_path).returncode == 0
    assert run_health(tmp_path / "..").returncode == 1  # default ./fatebot.sqlite3: no heartbeat there


class OpenSocket:
    open = True


class FakeConnection:
    ws = OpenSocket()

    def __init__(self, ready_after: int, close_after: int) -> None:
        self.polls = 0
        self.ready_after = ready_after
        self.close_after = close_after

    def is_ready(self) -> bool:
        return self.polls >= self.ready_after

    def is_closed(self) -> bool:
        self.polls += 1
        return self.polls > self.close_after


async def test_the_bot_beats_only_while_connected(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.heartbeat"
    await keep_beating(FakeConnection(ready_after=3, close_after=2), path, interval_s=0)
    assert not path.exists()  # closed before it was ever ready
    await keep_beating(FakeConnection(ready_after=2, close_after=4), path, interval_s=0, clock=lambda: 1234.0)
    assert path.read_text(encoding="ascii") == "1234\n"


async def test_an_unwritable_heartbeat_is_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "missing-folder" / "db.sqlite3.heartbeat"
    with caplog.at_level(logging.WARNING, logger="fatebot.health"):
        await keep_beating(FakeConnection(ready_after=0, close_after=5), path, interval_s=0)
    assert len(caplog.records) == 1 and "heartbeat" in caplog.records[0].getMessage()


def test_the_real_bot_beats_and_uploads_emoji_when_run_from_settings(tmp_path: Path) -> None:
    settings = Settings.model_validate(
        {"DISCORD_TOKEN": "token", "FATEBOT_DATABASE": tmp_path / "db.sqlite3"}
    )
    bot = Fatebot.from_settings(settings)
    assert bot.heartbeat == tmp_path / "db.sqlite3.heartbeat"
    assert bot.upload_emoji is True
    plain = Fatebot(database=tmp_path / "db.sqlite3")
    assert plain.heartbeat is None and plain.upload_emoji is False
    asyncio.run(bot.close())
    asyncio.run(plain.close())
