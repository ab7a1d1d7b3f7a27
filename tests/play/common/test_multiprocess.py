"""Three processes play the same 20 tables on one PostgreSQL database; one of them is
SIGKILLed and restarted again and again. Nothing may be lost, duplicated or applied twice.

The workers (``benchmarks/multiprocess_worker.py``) write a ledger entry and bump a per-table
counter in the same unit of work as each state change, and print ``ack`` once it is committed.
Afterwards every deck holds its 54 distinct cards, every acknowledged entry is in the
database, and each table's counter equals its number of entries. The control runs the same
load without the database-side table lease (the in-process lock alone): it must fail.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest

from benchmarks.load import check_store
from bot.store import Store
from tests.pg import PgServer

ROOT = Path(__file__).resolve().parents[3]
KILLS = int(os.environ.get("FATEBOT_MP_KILLS", "20"))
WORKER = [sys.executable, "-m", "benchmarks.multiprocess_worker"]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


class Worker:
    def __init__(self, url: str, seed: int, *extra: str) -> None:
        self.proc = subprocess.Popen(
            [*WORKER, url, "--seed", str(seed), *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        self.acks: list[str] = []
        self.ready = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.startswith("ack "):
                self.acks.append(line.split()[1])
            elif line.strip() == "ready":
                self.ready.set()

    def wait_ready(self, timeout: float = 60.0) -> None:
        if not self.ready.wait(timeout):
            self.kill()
            stderr = self.proc.stderr.read() if self.proc.stderr else ""
            raise AssertionError(f"worker not ready:\n{stderr[-3000:]}")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self._reader.join(timeout=30)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


@dataclass
class Outcome:
    acked: int
    ledger: int
    problems: list[str] = field(default_factory=list)
    kills: int = 0


async def run_load(server: PgServer, *, kills: int, seconds: float, db_lock: bool) -> Outcome:
    url = server.new_database()
    subprocess.run([*WORKER, url, "--prepare"], cwd=ROOT, env=ENV, check=True)
    extra = () if db_lock else ("--no-db-lock",)
    rng = random.Random(15)
    workers = [Worker(url, seed, *extra) for seed in (1, 2, 3)]
    finished: list[Worker] = []
    done_kills = 0
    try:
        for worker in workers:
            worker.wait_ready()
        deadline = time.monotonic() + seconds
        while done_kills < kills or time.monotonic() < deadline:
            time.sleep(rng.uniform(0.2, 0.6))
            if done_kills < kills:
                victim = workers[0]
                assert victim.proc.poll() is None, "a worker stopped by itself"
                victim.kill()
                finished.append(victim)
                done_kills += 1
                workers[0] = Worker(url, 100 + done_kills, *extra)
                workers[0].wait_ready()
        for worker in workers:
            assert worker.proc.poll() is None, "a worker stopped by itself"
    finally:
        for worker in workers:
            worker.kill()
        finished += workers
    acked = {tag for worker in finished for tag in worker.acks}

    problems: list[str] = []
    store = await Store.open(url)
    try:
        problems += list((await check_store(store)).problems)
    finally:
        await store.close()
    conn = await asyncpg.connect(url)
    try:
        ledger = {
            r[0][len("ledger:") :]: int(r[1])
            for r in await conn.fetch("SELECT key, value FROM meta WHERE key LIKE 'ledger:%'")
        }
        counts = {
            int(r[0][len("count:") :]): int(r[1])
            for r in await conn.fetch("SELECT key, value FROM meta WHERE key LIKE 'count:%'")
        }
    finally:
        await conn.close()
    missing = acked - set(ledger)
    if missing:
        problems.append(
            f"{len(missing)} acknowledged units are not in the database, e.g. {sorted(missing)[:3]}"
        )
    per_table: dict[int, int] = {}
    for table_id in ledger.values():
        per_table[table_id] = per_table.get(table_id, 0) + 1
    for table_id in sorted(set(per_table) | set(counts)):
        if counts.get(table_id, 0) != per_table.get(table_id, 0):
            counted, entries = counts.get(table_id, 0), per_table.get(table_id, 0)
            problems.append(f"table {table_id}: counter {counted} but {entries} ledger entries")
    return Outcome(len(acked), len(ledger), problems, done_kills)


@pytest.mark.slow
async def test_three_processes_one_killed_again_and_again_lose_nothing(pg_server: PgServer) -> None:
    outcome = await run_load(pg_server, kills=KILLS, seconds=2.0, db_lock=True)
    print(
        f"multi-process: {outcome.kills} SIGKILLs, {outcome.acked} acknowledged units,"
        f" {outcome.ledger} in the ledger, problems: {outcome.problems}"
    )
    assert outcome.kills == KILLS
    assert outcome.problems == []
    assert outcome.acked >= 500, outcome.acked  # the load really ran
    assert outcome.ledger >= outcome.acked


@pytest.mark.slow
async def test_without_the_database_lock_the_same_load_breaks(pg_server: PgServer) -> None:
    """Control: the in-process lock alone does not serialise three processes."""
    outcome = await run_load(pg_server, kills=0, seconds=3.0, db_lock=False)
    print(
        f"control without the database lock: {outcome.acked} acknowledged, problems: {outcome.problems[:5]}"
    )
    assert outcome.problems != []
