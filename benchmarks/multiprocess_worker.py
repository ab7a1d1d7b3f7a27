"""One of several processes playing the same tables on one PostgreSQL database.

    python -m benchmarks.multiprocess_worker URL --seed N [--tables 20] [--streams 12] [--no-db-lock]

The multi-process test starts three of these and SIGKILLs one again and again. Each unit of
work that changes something also writes, in the same transaction, a ledger entry
(``ledger:<incarnation>:<n>`` → table) and bumps the table's counter (``count:<table>``), read
and written back like any other state. Once the unit's commit is acknowledged the worker
prints ``ack <incarnation>:<n>``. Afterwards: every acknowledged entry is in the database, and
each table's counter equals its number of ledger entries (a lost update makes it smaller,
a unit applied twice larger).

``--no-db-lock`` turns the database-side table lease off (the control: it must fail).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from benchmarks.load import LoadStats, random_command
from bot.errors import DomainError
from bot.loops import every
from bot.play import Play
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.store import Store

SHARED_TABLES = 10  # tables 1..10 play with one shared deck, 11..20 with personal decks


def install_ledger(incarnation: str) -> None:
    numbers = itertools.count(1)
    real_run = PlayCore.run

    async def run(self: PlayCore, table_id: int, step: Callable[[Work], Awaitable[Any]]) -> Any:
        tag: str | None = None

        async def ledgered(work: Work) -> Any:
            nonlocal tag
            result = await step(work)
            if work.finish():
                tag = f"{incarnation}:{next(numbers)}"
                count = int(await work.store.get_meta(f"count:{table_id}") or 0)
                work.changes.meta[f"count:{table_id}"] = str(count + 1)
                work.changes.meta[f"ledger:{tag}"] = str(table_id)
            return result

        result = await real_run(self, table_id, ledgered)
        if tag is not None:
            print(f"ack {tag}", flush=True)
        return result

    PlayCore.run = run  # type: ignore[method-assign]


async def opposed_duel(play: Play, rng: random.Random, table_id: int, player: int, stats: LoadStats) -> None:
    other = 1000 + (player - 1000 + 1 + rng.randrange(5)) % 20
    try:
        view = await play.duel.duel_opposed(table_id, player, other, rng.randint(0, 8))
        if not view.is_over and rng.random() < 0.8:
            await play.duel.duel_accept(view.duel_id, other, stat=rng.randint(0, 8))
    except DomainError:
        stats.refused["opposed"] += 1
    else:
        stats.done["opposed"] += 1


async def main(url: str, seed: int, tables: int, streams: int, db_lock: bool) -> None:
    if not db_lock:
        from bot.store.postgres_backend import PostgresBackend

        async def no_lock(self: PostgresBackend, table_id: int) -> None:
            return None

        PostgresBackend.lock_table = no_lock  # type: ignore[method-assign]
    install_ledger(f"{seed}.{os.getpid()}")
    store = await Store.open(url)
    play = Play(store, duel_ttl_s=0.5)
    _sweeper = every(0.1, play.sweep_once, "fatebot-sweep")  # sweeps run in every process at once
    stats = LoadStats()
    open_duels: dict[tuple[int, int], list[int]] = {}

    async def stream(index: int) -> None:
        rng = random.Random(seed * 1000 + index)
        player = 1000 + index % 20
        while True:
            table_id = rng.randint(1, tables)
            roll = rng.random()
            if roll < 0.1:
                await opposed_duel(play, rng, table_id, player, stats)
            elif roll < 0.13 and table_id <= SHARED_TABLES:
                try:
                    await play.deck.shared_deck_reset(table_id, player, is_moderator=True)
                    stats.done["shared-reset"] += 1
                except DomainError:
                    stats.refused["shared-reset"] += 1
            else:
                await random_command(play, rng, table_id, player, open_duels, stats)

    tasks = [asyncio.create_task(stream(i)) for i in range(streams)]
    await asyncio.sleep(0.01)
    print("ready", flush=True)
    await asyncio.gather(*tasks)


async def prepare(url: str, tables: int) -> None:
    """Tables 1..SHARED_TABLES use the shared deck (run once, before the workers)."""
    store = await Store.open(url)
    try:
        play = Play(store)
        for table_id in range(1, min(tables, SHARED_TABLES) + 1):
            await play.set_deck_mode(table_id, "shared", is_moderator=True)
    finally:
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("url")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--streams", type=int, default=12)
    parser.add_argument("--no-db-lock", action="store_true")
    parser.add_argument("--prepare", action="store_true", help="set the shared tables up and exit")
    args = parser.parse_args()
    try:
        if args.prepare:
            asyncio.run(prepare(args.url, args.tables))
        else:
            asyncio.run(main(args.url, args.seed, args.tables, args.streams, not args.no_db_lock))
    except KeyboardInterrupt:
        sys.exit(130)
