"""kill -9 at random moments: after every crash the file is intact and every deck is whole."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.load import check_store
from bot.store import Store

ROOT = Path(__file__).resolve().parents[2]
KILLS = 24


def _start_worker(path: Path, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "benchmarks.crash_worker", str(path), "--seed", str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def _wait_ready(worker: subprocess.Popen[str], timeout: float = 30.0) -> None:
    assert worker.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = worker.stdout.readline()
        if line.strip() == "ready":
            return
        if not line and worker.poll() is not None:
            stderr = worker.stderr.read() if worker.stderr else ""
            raise AssertionError(f"worker died before it was ready:\n{stderr}")
    raise AssertionError("worker not ready in time")


@pytest.mark.slow
async def test_random_kills_never_corrupt_the_file_or_lose_a_card(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"
    rng = random.Random(77)
    kills = 0
    seen_decks = 0
    progress = 0  # commands the workers reported done, summed over all rounds
    for round_ in range(KILLS):
        worker = _start_worker(path, seed=round_ + 1)
        try:
            _wait_ready(worker)
            time.sleep(rng.uniform(0.0, 0.25))  # somewhere in the middle of committing
            assert worker.poll() is None, "the worker stopped by itself"
            worker.send_signal(signal.SIGKILL)
        finally:
            if worker.poll() is None:
                worker.kill()
            worker.wait(timeout=10)
            if worker.stdout is not None:
                done = [
                    line.split()[1] for line in worker.stdout.read().splitlines() if line.startswith("done")
                ]
                progress += int(done[-1]) if done else 0
            for stream in (worker.stdout, worker.stderr):
                if stream is not None:
                    stream.close()
        assert worker.returncode == -signal.SIGKILL
        kills += 1

        store = await Store.open(path)
        try:
            assert await store.integrity_check() == "ok"
            report = await check_store(store)
            assert report.problems == (), f"after kill {kills}: {report.problems}"
            seen_decks = max(seen_decks, report.decks)
        finally:
            await store.close()
    print(f"crash test: {kills} SIGKILLs, {progress} commands done before the kills, {seen_decks} decks")
    assert kills >= 20
    assert seen_decks >= 10  # the load really wrote decks before being killed
    assert progress >= 1000, progress  # ... and was busy committing when it was killed
