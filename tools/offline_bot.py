"""Run the real bot offline in simcord (as the end-to-end tests do) and keep it running, so that
what an operator sees from outside can be looked at with ordinary tools, e.g. its metrics:

    python -m tools.offline_bot --metrics-port 9108 --seconds 120 &
    curl -s localhost:9108/metrics | grep ^fatebot_
    curl -s localhost:9108/healthz

It plays a few commands first (flips, a refused flip, a duel, a hand) so that the counters say
something, then waits. ``--seed`` makes its flips repeatable (default: the operating system's
randomness, as the bot uses). ``--database`` takes a SQLite path or a ``postgresql://`` URL (default: a
file in a temporary folder). Not part of the test command; nothing here reaches Discord.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import signal
import tempfile
from pathlib import Path

import simcord

from bot.app import Fatebot
from bot.store import Store
from tests.e2e.helpers import Table


async def play_a_little(table: Table) -> None:
    await table.alice.slash(table.channel, "flip")
    await table.alice.slash(table.channel, "flip", modifiers="+")
    await table.bob.slash(table.channel, "flip", modifiers="abc")  # refused: a user error
    await table.bob.slash(table.channel, "duel simple", stat=5, tn=12)
    await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5)  # left open
    await table.alice.slash(table.channel, "hand draw")


async def run(database: str, metrics_port: int, seconds: float | None, seed: int | None = None) -> None:
    store = await Store.open(database)
    rng_factory = random.SystemRandom if seed is None else lambda: random.Random(seed)
    bot = Fatebot(database=database, store=store, rng_factory=rng_factory, metrics_port=metrics_port)
    env = simcord.Env(bot)
    await env.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await play_a_little(Table.create(env))
        print(f"fatebot running offline; metrics on http://127.0.0.1:{metrics_port}/metrics", flush=True)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), seconds)
    finally:
        await env.shutdown()
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.offline_bot", description=__doc__.split("\n\n")[0])
    parser.add_argument("--metrics-port", type=int, default=9108)
    parser.add_argument("--database", help="SQLite path or postgresql:// URL (default: a temporary file)")
    parser.add_argument("--seconds", type=float, help="stop after this long (default: at Ctrl-C)")
    parser.add_argument("--seed", type=int, help="seed the flips (default: OS randomness)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fatebot-offline-") as folder:
        database = args.database or str(Path(folder) / "fatebot.sqlite3")
        asyncio.run(run(database, args.metrics_port, args.seconds, args.seed))


if __name__ == "__main__":
    main()
