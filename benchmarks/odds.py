"""/odds opposed with a full 4-card flip on both sides: the exact computation against a brute force.

    python -m benchmarks.odds [--runs N] [--tiny] [--dir D]

1. Late in a turn (small draw piles, so the brute force can finish): one /odds opposed
   computation (+++ against ---, with cheating, a TN and the opponent's hidden hand), timed
   against the brute force of the tests (tests/rules/odds_brute.py), which flips every ordered
   draw of both decks through the engine; both must give the same Fractions.
2. A fresh turn (about 40 unseen cards a side, where the brute force would need about 3·10^20
   ordered draw pairs): N computations in the rules alone, and N through the bot's play layer
   (table lock, store read on an on-disk SQLite file, computation, no commit); p50 and p99 of
   the wall clock, and of this thread's CPU time (which a busy machine does not inflate).

The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from math import comb, perm
from pathlib import Path
from typing import Any

from bot.loops import every
from bot.play import Play
from bot.play.odds import OddsPlay
from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M3E, M4E
from bot.rules.flip.modifiers import FateModifier
from bot.rules.odds import exact as odds
from bot.store import Changes, Store
from tests.rules.odds_brute import brute_opposed

ME, THEM = 1, 2
PLUS3, MINUS3 = FateModifier(3), FateModifier(-3)


def _deck(rng: random.Random, owner: int, draw: int, hand: int, discard: int) -> Deck:
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    return Deck(
        draw=cards[:draw],
        hands={owner: cards[draw : draw + hand]},
        discard=cards[draw + hand : draw + hand + discard],
        in_play=cards[draw + hand + discard :],
    )


def _row(chances: odds.OpposedChances) -> tuple[Any, ...]:
    return (chances.win, chances.tie, chances.lose, chances.neither, *chances.margins, chances.hand_beats)


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def against_brute_force(tiny: bool) -> dict[str, Any]:
    rng = random.Random(14)
    mine = _deck(rng, ME, 6 if tiny else 9, 5, 12)
    theirs = _deck(rng, THEM, 5 if tiny else 6, 3, 10)
    args = dict(modifier=PLUS3, opponent_modifier=MINUS3, tn=12)
    start = time.perf_counter()
    fast = odds.opposed_odds(M3E, mine, ME, 6, 5, opponent_deck=theirs, opponent=THEM, **args)  # type: ignore[arg-type]
    fast_s = time.perf_counter() - start
    start = time.perf_counter()
    slow = brute_opposed(M3E, mine, ME, 6, 5, theirs, THEM, **args)  # type: ignore[arg-type]
    slow_s = time.perf_counter() - start
    assert fast.cheat is not None
    equal = _row(fast.plain) == slow["plain"] and _row(fast.cheat) == slow["cheat"]
    worlds = perm(len(mine.draw), 4) * comb(len(theirs.draw) + 3, 3) * perm(len(theirs.draw), 4)
    return {
        "late_unseen_cards": [len(mine.draw), len(theirs.draw) + 3],
        "late_ordered_draw_pairs": worlds,
        "late_odds_ms": _ms(fast_s),
        "late_brute_force_ms": _ms(slow_s),
        "late_speedup": round(slow_s / fast_s),
        "late_equal": equal,
    }


def fresh_turn(runs: int) -> dict[str, Any]:
    rng = random.Random(15)
    samples: list[float] = []
    cpu: list[float] = []
    for _ in range(runs):
        mine = _deck(rng, ME, 40, 7, 7)
        theirs = _deck(rng, THEM, 40, 7, 7)
        start, start_cpu = time.perf_counter(), time.thread_time()
        odds.opposed_odds(
            M4E,
            mine,
            ME,
            6,
            6,
            opponent_deck=theirs,
            opponent=THEM,
            modifier=PLUS3,
            opponent_modifier=MINUS3,
            tn=10,
        )
        cpu.append(time.thread_time() - start_cpu)
        samples.append(time.perf_counter() - start)
    worlds = perm(40, 4) * comb(47, 7) * perm(40, 4)
    return {
        "fresh_unseen_cards": [40, 47],
        "fresh_ordered_draw_pairs": worlds,
        "rules_p50_ms": _ms(statistics.median(samples)),
        "rules_p99_ms": _ms(_pct(samples, 0.99)),
        "rules_max_ms": _ms(max(samples)),
        "rules_cpu_p50_ms": _ms(statistics.median(cpu)),
        "rules_cpu_p99_ms": _ms(_pct(cpu, 0.99)),
    }


async def in_the_bot(runs: int, directory: Path) -> dict[str, Any]:
    store = await Store.open(directory / "odds-bench.sqlite3", every=every)
    try:
        play = Play(store)
        rng = random.Random(16)
        tables = 50
        decks: dict[tuple[int, int], Deck] = {}
        for table in range(1, tables + 1):
            decks[(table, ME)] = _deck(rng, ME, 40, 7, 7)
            decks[(table, THEM)] = _deck(rng, THEM, 40, 7, 7)
        await store.commit(Changes(decks=decks, ensure_tables=set(range(1, tables + 1))))
        await play.set_game(1, "m4e", is_moderator=True)
        odds_play = OddsPlay(play)
        samples: list[float] = []
        cpu: list[float] = []
        for i in range(runs):
            table = 1 + i % tables
            start, start_cpu = time.perf_counter(), time.thread_time()
            await odds_play.opposed(
                table,
                ME,
                6,
                6,
                modifier=PLUS3,
                opponent_modifier=MINUS3,
                opponent=THEM,
                tn=10,
                edition_override="m4e",
            )
            cpu.append(time.thread_time() - start_cpu)
            samples.append(time.perf_counter() - start)
        return {
            "bot_p50_ms": _ms(statistics.median(samples)),
            "bot_p99_ms": _ms(_pct(samples, 0.99)),
            "bot_max_ms": _ms(max(samples)),
            "bot_cpu_p50_ms": _ms(statistics.median(cpu)),
            "bot_cpu_p99_ms": _ms(_pct(cpu, 0.99)),
        }
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--tiny", action="store_true", help="a quick run (smaller states, 50 runs)")
    parser.add_argument("--dir", type=Path, default=None, help="where the SQLite file goes")
    options = parser.parse_args()
    runs = 50 if options.tiny else options.runs
    figures: dict[str, Any] = {"runs": runs}
    figures.update(against_brute_force(options.tiny))
    print(
        f"late turn, +++ against ---: /odds {figures['late_odds_ms']} ms, brute force "
        f"{figures['late_brute_force_ms']} ms covering {figures['late_ordered_draw_pairs']:,} "
        f"ordered draw pairs; equal: {figures['late_equal']}",
        flush=True,
    )
    figures.update(fresh_turn(runs))
    with tempfile.TemporaryDirectory(dir=options.dir) as directory:
        figures.update(asyncio.run(in_the_bot(runs, Path(directory))))
    # Wall-clock tails include time the process waited for a core; the CPU figures do not.
    figures["cpus"] = os.cpu_count()
    figures["load_average"] = round(os.getloadavg()[0], 2)
    print(
        f"fresh turn ({figures['fresh_ordered_draw_pairs']:.2e} ordered draw pairs): rules p50 "
        f"{figures['rules_p50_ms']} ms, p99 {figures['rules_p99_ms']} ms "
        f"(CPU p99 {figures['rules_cpu_p99_ms']} ms); "
        f"in the bot p50 {figures['bot_p50_ms']} ms, p99 {figures['bot_p99_ms']} ms "
        f"(CPU p99 {figures['bot_cpu_p99_ms']} ms); load average {figures['load_average']}",
        flush=True,
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
