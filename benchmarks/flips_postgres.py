"""Flip throughput on one PostgreSQL database from 1, 2 and 4 processes, against its raw ceiling.

    python -m benchmarks.flips --database postgresql://... [--tables T] [--concurrency C] [--seconds S]

Measured the same way as the SQLite benchmark (``benchmarks.flips``): C players in a closed
loop flip at random tables among T; a flip's latency is the whole unit of work including the
group commit. The ceiling is a one-row UPDATE + COMMIT loop on one connection to the same
server, measured in the same run. With N processes each runs C/N players over its own T/N
tables, as shards do (a server's tables belong to one shard), so the processes share the
database but rarely a table. ratio = flips/s ÷ ceiling commits/s.

Each process is a fresh interpreter (``--pg-worker``) that warms its decks up, waits for a
common start time, flips for S seconds and prints its latencies; the parent merges them.
"""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import asyncpg

from benchmarks.flip_workload import MODIFIERS, PLAYERS_PER_TABLE, p50_p99
from bot.play import Play
from bot.store import Store

ROOT = Path(__file__).resolve().parents[1]


async def ceiling(url: str, seconds: float) -> float:
    """Commits per second of a raw one-row UPDATE in autocommit (one commit each) on ``url``."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP TABLE IF EXISTS bench_counter")
        await conn.execute("CREATE TABLE bench_counter (id BIGINT PRIMARY KEY, value BIGINT NOT NULL)")
        await conn.execute("INSERT INTO bench_counter VALUES (1, 0)")
        update = await conn.prepare("UPDATE bench_counter SET value = value + 1 WHERE id = 1")
        commits = 0
        start = time.perf_counter()
        deadline = start + seconds
        while time.perf_counter() < deadline:
            await update.fetch()
            commits += 1
        elapsed = time.perf_counter() - start
        await conn.execute("DROP TABLE bench_counter")
        return commits / elapsed
    finally:
        await conn.close()


async def worker(
    url: str, first_table: int, tables: int, concurrency: int, seconds: float, start_at: float
) -> None:
    """One process: warm up its tables, flip from ``start_at`` for ``seconds``, print JSON."""
    store = await Store.open(url)
    rng = random.Random(first_table)
    play = Play(store, rng_factory=lambda: rng)
    latencies: list[float] = []
    stop = False

    async def player(index: int) -> None:
        local = random.Random(first_table * 1000 + index)
        while not stop:
            table_id = first_table + local.randrange(tables)
            who = table_id * 10 + local.randrange(PLAYERS_PER_TABLE)
            started = time.perf_counter()
            await play.flip.flip(table_id, who, local.choice(MODIFIERS))
            if time.time() >= start_at:
                latencies.append(time.perf_counter() - started)

    try:
        await asyncio.gather(
            *(
                play.flip.flip(t, t * 10 + p)
                for t in range(first_table, first_table + tables)
                for p in range(PLAYERS_PER_TABLE)
            )
        )
        transactions, units = store.transactions, store.units
        await asyncio.sleep(max(0.0, start_at - time.time()))
        latencies.clear()
        tasks = [asyncio.create_task(player(i)) for i in range(concurrency)]
        began = time.perf_counter()
        await asyncio.sleep(seconds)
        count, elapsed = len(latencies), time.perf_counter() - began
        measured = latencies[:count]
        stop = True
        await asyncio.gather(*tasks)
        batches, done = store.transactions - transactions, store.units - units
    finally:
        await store.close()
    print(
        json.dumps(
            {
                "flips": count,
                "elapsed": elapsed,
                "latencies_ms": [round(x * 1000, 3) for x in measured],
                "units_per_commit": done / batches if batches else 0.0,
            }
        ),
        flush=True,
    )


def run_processes(
    url: str, processes: int, tables: int, concurrency: int, seconds: float
) -> dict[str, float]:
    per_tables, per_players = tables // processes, max(1, concurrency // processes)
    start_at = time.time() + 3.0 + 0.5 * processes  # after every worker has warmed up
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "benchmarks.flips_postgres",
                "--pg-worker",
                url,
                str(1 + i * per_tables),
                str(per_tables),
                str(per_players),
                str(seconds),
                str(start_at),
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for i in range(processes)
    ]
    results = []
    for proc in procs:
        out, _ = proc.communicate(timeout=seconds + 120)
        if proc.returncode != 0:
            raise RuntimeError(f"benchmark worker failed with status {proc.returncode}")
        results.append(json.loads(out.strip().splitlines()[-1]))
    latencies = sorted(x / 1000 for r in results for x in r["latencies_ms"])
    p50, p99 = p50_p99(latencies)
    flips_per_s = sum(r["flips"] / r["elapsed"] for r in results)
    return {
        "processes": processes,
        "flips_per_s": flips_per_s,
        "p50_ms": p50,
        "p99_ms": p99,
        "flips_per_commit": sum(r["units_per_commit"] for r in results) / len(results),
    }


async def _reset(url: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()


def main(
    url: str, tables: int, concurrency: int, seconds: float, counts: tuple[int, ...] = (1, 2, 4)
) -> dict[str, Any]:
    """Every figure of the PostgreSQL benchmark (the database at ``url`` is emptied first)."""
    rows = []
    ceiling_s = min(seconds, 3.0)
    for processes in counts:
        asyncio.run(_reset(url))
        before = asyncio.run(ceiling(url, ceiling_s / 2))
        figures = run_processes(url, processes, tables, concurrency, seconds)
        after = asyncio.run(ceiling(url, ceiling_s / 2))
        commits = (before + after) / 2
        figures["ceiling_commits_per_s"] = commits
        figures["ratio"] = figures["flips_per_s"] / commits
        print(
            f"{processes} process(es): {figures['flips_per_s']:,.0f} flips/s, p50 {figures['p50_ms']:.2f} ms,"
            f" p99 {figures['p99_ms']:.2f} ms, {figures['flips_per_commit']:.1f} flips per commit;"
            f" ceiling {commits:,.0f} commits/s; ratio {figures['ratio']:.2f}",
            file=sys.stderr,
        )
        rows.append({k: round(v, 3) for k, v in figures.items()})
    asyncio.run(_reset(url))
    return {"database": "postgresql", "tables": tables, "concurrency": concurrency, "runs": rows}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--pg-worker"]:
        url, first, count, players, secs, start = sys.argv[2:8]
        asyncio.run(worker(url, int(first), int(count), int(players), float(secs), float(start)))
