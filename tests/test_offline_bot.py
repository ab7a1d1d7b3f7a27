"""tools.offline_bot keeps the real bot running offline with its metrics port open (a local
socket only, nothing reaches Discord), as a separate process the way an operator runs it."""

from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

from tests.e2e.test_metrics import _free_port, _series

ROOT = Path(__file__).resolve().parents[1]


def _get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, ""


def test_the_offline_bot_serves_its_metrics_while_it_runs(tmp_path: Path) -> None:
    port = _free_port()
    command = [sys.executable, "-m", "tools.offline_bot", "--metrics-port", str(port), "--seconds", "60"]
    command += ["--seed", "7"]  # unseeded, 1 run in 54 left the simple duel open too (Red Joker)
    command += ["--database", str(tmp_path / "fatebot.sqlite3")]
    bot = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert bot.stdout is not None
        assert "metrics on" in bot.stdout.readline()  # printed once the commands were played
        series = _series(_get(port, "/metrics")[1])
        health = _get(port, "/healthz")
    finally:
        bot.terminate()
        assert bot.wait(timeout=30) == 0  # SIGTERM stops it cleanly
    assert series['fatebot_commands_total{command="/flip",outcome="ok"}'] == 2
    assert series['fatebot_commands_total{command="/flip",outcome="error"}'] == 1
    assert series["fatebot_open_duels"] == 1  # the opposed duel waits for its opponent
    assert health == (200, "ok\n")
