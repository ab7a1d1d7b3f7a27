"""Flip throughput and latency of the whole unit of work, against SQLite's raw commit rate.

    python -m benchmarks.flips [--tables T] [--concurrency C] [--seconds S] [--think-ms M] [--tiny]
    python -m benchmarks.flips --database postgresql://... (1, 2 and 4 processes: flips_postgres)

C players flip at random tables among T, each flipping again as soon as its reply is ready
(a closed loop) or after a mean pause of M ms, on an on-disk file with the production
settings (WAL, synchronous=FULL). A flip's latency is interaction to result: lock, load,
rules, group commit, fsync. The ceiling is a plain aiosqlite loop of one-row UPDATE + COMMIT
on the same disk with the same settings; ratio = flips/s / ceiling commits/s (above 1 only
thanks to group commit).

A second phase measures latency under a steady load: flips arrive at random at half the
closed-loop throughput (--open-loop-share), as interactions do. Start-up time and resident
memory are those of the real bot (discord.py, cogs, translations, store) started offline in a
fresh process on a file holding 100,000 tables, up to its first flip answered.

The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiosqlite

from benchmarks.flip_workload import MODIFIERS, PLAYERS_PER_TABLE, flipper, p50_p99
from bot.loops import every
from bot.play import Play
from bot.store import Changes, Store

try:
    from bot.rules.common.deck import Deck
except ImportError:  # before the rules moved into feature folders (side by side: benchmarks/compare.py)
    from bot.rules.deck import Deck  # type: ignore[import-not-found, no-redef, unused-ignore]


def rss_mb() -> float:
    """Resident memory of this process in MiB (Linux /proc; falls back to the peak)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _fresh_file(directory: Path, name: str) -> Path:
    path = directory / name
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return path


async def ceiling(directory: Path, seconds: float) -> float:
    """Commits per second of a raw aiosqlite one-row UPDATE + COMMIT loop (same settings)."""
    path = _fresh_file(directory, "ceiling.sqlite3")
    conn = await aiosqlite.connect(str(path))
    try:
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute("PRAGMA synchronous = FULL")
        await conn.execute("CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)")
        await conn.execute("INSERT INTO counter VALUES (1, 0)")
        await conn.commit()
        commits = 0
        start = time.perf_counter()
        deadline = start + seconds
        while time.perf_counter() < deadline:
            await conn.execute("UPDATE counter SET value = value + 1 WHERE id = 1")
            await conn.commit()
            commits += 1
        return commits / (time.perf_counter() - start)
    finally:
        await conn.close()


async def flips(
    directory: Path, tables: int, concurrency: int, seconds: float, think_ms: float = 0.0
) -> dict[str, float]:
    path = _fresh_file(directory, "flips.sqlite3")
    store = await Store.open(path, every=every)
    rng = random.Random(7)
    play = Play(store, rng_factory=lambda: rng)
    flip = flipper(play)
    latencies: list[float] = []
    stop = False

    async def player(index: int) -> None:
        local = random.Random(index)
        while not stop:
            table_id = 1 + local.randrange(tables)
            who = table_id * 10 + local.randrange(PLAYERS_PER_TABLE)
            started = time.perf_counter()
            await flip(table_id, who, local.choice(MODIFIERS))
            latencies.append(time.perf_counter() - started)
            if think_ms > 0:
                # A player looks at the reply before flipping again (exponential, mean think_ms).
                await asyncio.sleep(local.expovariate(1000.0 / think_ms))

    try:
        # Warm-up: every deck exists and is cached, as at a busy evening's steady state.
        await asyncio.gather(
            *(flip(t, t * 10 + p) for t in range(1, tables + 1) for p in range(PLAYERS_PER_TABLE))
        )
        transactions_before, units_before = store.transactions, store.units
        tasks = [asyncio.create_task(player(i)) for i in range(concurrency)]
        await asyncio.sleep(0.5)  # let the loop settle before counting
        latencies.clear()
        started = time.perf_counter()
        await asyncio.sleep(seconds)
        count = len(latencies)
        elapsed = time.perf_counter() - started
        measured = sorted(latencies[:count])
        stop = True
        await asyncio.gather(*tasks)
        batches = store.transactions - transactions_before
        units = store.units - units_before
    finally:
        await store.close()
    p50, p99 = p50_p99(measured)
    return {
        "flips_per_s": count / elapsed,
        "p50_ms": p50,
        "p99_ms": p99,
        "units_per_commit": units / batches if batches else 0.0,
    }


async def open_loop(directory: Path, tables: int, rate: float, seconds: float) -> dict[str, float]:
    """Latency under a steady load: flips arrive at random (Poisson) at ``rate`` per second,
    whether or not earlier ones are done, as interactions arrive from Discord."""
    path = _fresh_file(directory, "open-loop.sqlite3")
    store = await Store.open(path, every=every)
    rng = random.Random(11)
    play = Play(store, rng_factory=lambda: rng)
    flip = flipper(play)
    latencies: list[float] = []
    local = random.Random(5)

    async def one(arrived: float) -> None:
        table_id = 1 + local.randrange(tables)
        await flip(table_id, table_id * 10 + local.randrange(PLAYERS_PER_TABLE), local.choice(MODIFIERS))
        latencies.append(time.perf_counter() - arrived)

    try:
        await asyncio.gather(
            *(flip(t, t * 10 + p) for t in range(1, tables + 1) for p in range(PLAYERS_PER_TABLE))
        )
        tasks: set[asyncio.Task[None]] = set()
        started = time.perf_counter()
        next_arrival = started
        while next_arrival < started + seconds:
            now = time.perf_counter()
            while next_arrival <= now:
                # Latency counts from the arrival time, so a late-running loop is not excused.
                task = asyncio.create_task(one(next_arrival))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                next_arrival += local.expovariate(rate)
            await asyncio.sleep(max(0.0, next_arrival - time.perf_counter()))
        await asyncio.gather(*tasks)
    finally:
        await store.close()
    p50, p99 = p50_p99(sorted(latencies))
    return {"rate": rate, "p50_ms": p50, "p99_ms": p99}


async def build_stored_tables(directory: Path, count: int) -> Path:
    """A file holding ``count`` tables with one used deck each, written in one executemany."""
    path = _fresh_file(directory, "stored.sqlite3")
    store = await Store.open(path, every=every)
    rng = random.Random(3)
    templates = []
    for _ in range(64):
        deck = Deck.fresh(rng)
        deck.draw_to_hand(1, 6, rng)
        deck.discard_from_play(deck.flip(3, rng).cards)
        templates.append(deck)
    try:
        chunk = 20_000
        for first in range(1, count + 1, chunk):
            decks = {(t, t * 10): templates[t % 64] for t in range(first, min(count + 1, first + chunk))}
            await store.commit(Changes(decks=decks))
    finally:
        await store.close()
    return path


async def startup_probe(path: str) -> None:
    """Run in a fresh process: start the real bot (discord.py, cogs, translations, store) on the
    file, offline through simcord, and serve one `/flip +`; report memory and the table count."""
    import logging

    import simcord

    from benchmarks.e2e import build_fatebot
    from benchmarks.e2e_scenarios import SETTLE_TIMEOUT_S

    logging.disable(logging.CRITICAL)
    bot = await build_fatebot(Path(path))
    try:
        async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_TIMEOUT_S) as env:
            guild = env.create_guild("Probe")
            channel = guild.create_text_channel("table")
            player = guild.add_member(env.create_user("player"))
            await player.slash(channel, "flip", modifiers="+")
            tables = await bot.store.count_rows("tables")
            print(json.dumps({"rss_mb": rss_mb(), "tables": tables}), flush=True)
    finally:  # also after a failure: the store's threads would keep the process from exiting
        await bot.store.close()


def measure_startup(path: Path) -> dict[str, Any]:
    """Seconds from starting the process to the first flip answered, and resident memory."""
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.flips", "--startup-probe", str(path)],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    result["startup_s"] = time.perf_counter() - started
    return result


async def main(args: argparse.Namespace) -> dict[str, Any]:
    own_dir = args.dir is None
    directory = (
        Path(tempfile.mkdtemp(prefix="fatebot-bench-", dir=os.getcwd())) if own_dir else Path(args.dir)
    )
    directory.mkdir(parents=True, exist_ok=True)
    try:
        ceiling_s = min(args.seconds, 3.0)
        # The disk is shared and noisy: measure the ceiling before and after, and average.
        before = await ceiling(directory, ceiling_s / 2)
        figures = await flips(directory, args.tables, args.concurrency, args.seconds, args.think_ms)
        after = await ceiling(directory, ceiling_s / 2)
        commits = (before + after) / 2
        print(
            f"ceiling: {commits:,.0f} commits/s (raw aiosqlite UPDATE + COMMIT; {before:,.0f} before,"
            f" {after:,.0f} after)",
            file=sys.stderr,
        )
        print(
            f"flips: {figures['flips_per_s']:,.0f}/s, p50 {figures['p50_ms']:.2f} ms, "
            f"p99 {figures['p99_ms']:.2f} ms, {figures['units_per_commit']:.1f} flips per commit",
            file=sys.stderr,
        )
        steady = await open_loop(
            directory, args.tables, args.open_loop_share * figures["flips_per_s"], args.seconds / 2
        )
        print(
            f"open loop at {steady['rate']:,.0f} flips/s: p50 {steady['p50_ms']:.2f} ms,"
            f" p99 {steady['p99_ms']:.2f} ms",
            file=sys.stderr,
        )
        stored = await build_stored_tables(directory, args.stored_tables)
        probe = measure_startup(stored)
        print(
            f"start-up with {probe['tables']:,} tables: "
            f"{probe['startup_s']:.3f} s, {probe['rss_mb']:.1f} MiB",
            file=sys.stderr,
        )
    finally:
        if own_dir:
            shutil.rmtree(directory, ignore_errors=True)
    return {
        "tables": args.tables,
        "concurrency": args.concurrency,
        "think_ms": args.think_ms,
        "flips_per_s": round(figures["flips_per_s"], 1),
        "p50_ms": round(figures["p50_ms"], 3),
        "p99_ms": round(figures["p99_ms"], 3),
        "ceiling_commits_per_s": round(commits, 1),
        "ratio": round(figures["flips_per_s"] / commits, 3),
        "flips_per_commit": round(figures["units_per_commit"], 2),
        "open_loop_flips_per_s": round(steady["rate"], 1),
        "open_loop_p50_ms": round(steady["p50_ms"], 3),
        "open_loop_p99_ms": round(steady["p99_ms"], 3),
        "startup_s_100k": round(probe["startup_s"], 4),
        "rss_mb_100k": round(probe["rss_mb"], 1),
        "stored_tables": probe["tables"],
    }


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.flips", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument(
        "--think-ms", type=float, default=0.0, help="mean pause between a player's flips (0: closed loop)"
    )
    parser.add_argument("--stored-tables", type=int, default=100_000)
    parser.add_argument(
        "--open-loop-share",
        type=float,
        default=0.5,
        help="steady-load phase: arrival rate as a share of the closed-loop throughput",
    )
    parser.add_argument("--dir", default=None, help="where the database files go (default: a temp dir here)")
    parser.add_argument("--tiny", action="store_true", help="a seconds-long smoke run (for the test suite)")
    parser.add_argument(
        "--database",
        metavar="URL",
        help="a postgresql:// URL: measure 1, 2 and 4 processes on it instead (benchmarks.flips_postgres;"
        " the database is emptied)",
    )
    parser.add_argument("--startup-probe", metavar="DB", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.tiny:
        args.tables, args.concurrency, args.seconds, args.stored_tables = 20, 8, 0.5, 2000
    return args


if __name__ == "__main__":
    arguments = parse()
    if arguments.startup_probe:
        asyncio.run(startup_probe(arguments.startup_probe))
    elif arguments.database:
        from benchmarks import flips_postgres

        figures = flips_postgres.main(
            arguments.database, arguments.tables, arguments.concurrency, arguments.seconds
        )
        print(json.dumps(figures), flush=True)
    else:
        print(json.dumps(asyncio.run(main(arguments))), flush=True)
