"""Run the mixed table load against a database file until killed (the crash test's victim).

    python -m benchmarks.crash_worker DB_PATH [--seed N] [--tables T] [--players P] [--streams S]

Prints ``ready`` once the store is open and the load is running, so the killer knows a kill
now lands in the middle of real work; then a ``done N`` line every 50 commands.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys

from benchmarks.load import LoadStats, random_command
from bot.play import Play
from bot.store import Store


async def main(path: str, seed: int, tables: int, players: int, streams: int) -> None:
    store = await Store.open(path)
    rng = random.Random(seed)
    # A short time-to-live and a busy sweeper so kills also land in the middle of expiries.
    play = Play(store, rng_factory=lambda: rng, duel_ttl_s=0.3)
    play.start(interval_s=0.05)
    stats = LoadStats()
    open_duels: dict[tuple[int, int], list[int]] = {}
    seats = {1000 + p: 1 + p % tables for p in range(players)}

    async def stream(index: int) -> None:
        local = random.Random(seed * 1000 + index)
        player = 1000 + index % players
        while True:
            await random_command(play, local, seats[player], player, open_duels, stats)
            if stats.total() % 50 == 0:
                print(f"done {stats.total()}", flush=True)

    tasks = [asyncio.create_task(stream(i)) for i in range(streams)]
    await asyncio.sleep(0.01)
    print("ready", flush=True)
    await asyncio.gather(*tasks)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tables", type=int, default=5)
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--streams", type=int, default=40)
    args = parser.parse_args()
    try:
        asyncio.run(main(args.path, args.seed, args.tables, args.players, args.streams))
    except KeyboardInterrupt:
        sys.exit(130)
