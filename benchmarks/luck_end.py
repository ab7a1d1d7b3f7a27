"""/game end of a long game: the luck report bounded (issue item 6; docs/fair-deck.md).

    python -m benchmarks.luck_end [--duels N] [--tiny] [--dir D]

A game of N opposed duels per player (default 1,000; --tiny: 100), built straight through the
play layer on an on-disk SQLite file, is ended by a referee, and so is a reference game of 10
duels per player. For each: the wall time of /game end, the longest the event loop went without
running a 1 ms ticker during it (what another server's /flip would wait), the luck figures'
work (odds evaluations, flips counted, exact tails) and what was left out. The ratio of the long
end to the reference end is the figure to watch: bounded work keeps it near 1 however long the
game (before item 6 it grew as the cube: 960 flips took some 28 s).

The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.play import Play
from bot.play import stats as luck_play
from bot.store import Store
from tests.play.game.test_long_game_luck import A, B, C, G, T, play_duels

REFERENCE = 10


async def _end_once(directory: Path, duels: int) -> dict[str, Any]:
    store = await Store.open(directory / f"luck-{duels}.sqlite3")
    try:
        play = Play(store, rng_factory=lambda: random.Random(duels))
        await play.game.start(T, G, A, B)
        await play_duels(play, duels, random.Random(duels))
        gaps: list[float] = []
        done = asyncio.Event()

        async def ticker() -> None:
            last = time.perf_counter()
            while not done.is_set():
                await asyncio.sleep(0.001)
                now = time.perf_counter()
                gaps.append(now - last)
                last = now

        ticking = asyncio.create_task(ticker())
        started = time.perf_counter()
        view = await play.game.end(T, C, is_moderator=True)
        end_s = time.perf_counter() - started
        done.set()
        await ticking
        record = json.loads(view.record or "{}")
        budget = luck_play.TIMING.last
        assert budget is not None and len(record["fate_deck"]["seed"]) == 64
        return {
            "duels": duels,
            "end_ms": round(end_s * 1000, 1),
            "loop_gap_max_ms": round(max(gaps, default=0.0) * 1000, 1),
            "odds": budget.odds,
            "picks": budget.picks,
            "exact_max": max(budget.exact_terms, default=0),
            "left_out": record.get("luck_left_out", []),
        }
    finally:
        await store.close()


async def _run(duels: int, directory: Path) -> dict[str, Any]:
    reference = await _end_once(directory, REFERENCE)
    long = await _end_once(directory, duels)
    return {
        "deadline_s": luck_play.TIMING.deadline_s,
        "reference": reference,
        "long": long,
        "ratio": round(long["end_ms"] / reference["end_ms"], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--duels", type=int, default=1000)
    parser.add_argument("--tiny", action="store_true")
    parser.add_argument("--dir")
    args = parser.parse_args()
    duels = 100 if args.tiny else args.duels
    with tempfile.TemporaryDirectory(dir=args.dir) as directory:
        figures = asyncio.run(_run(duels, Path(directory)))
    for name in ("reference", "long"):
        f = figures[name]
        print(
            f"{f['duels']:>5} duels each: /game end {f['end_ms']} ms, loop gap {f['loop_gap_max_ms']} ms,"
            f" {f['odds']} odds, {f['picks']} flips, exact tails up to {f['exact_max']},"
            f" left out {f['left_out'] or 'nothing'}"
        )
    print(f"ratio long/reference: {figures['ratio']}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
