"""Swiss pairing cost from 8 to 256 players with adversarial histories (``python -m benchmarks.pairing``).

Each size pairs round ``ROUNDS + 1`` after ``ROUNDS`` Swiss rounds, in three histories: a plain
season, one where a player met everyone (every pairing has a rematch, the hardest case for a
matching that must prove it has the fewest), and one where a third of the players dropped.
Prints a Markdown table of the slowest of ``REPEAT`` runs, in milliseconds.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from bot.rules.league.pairing import Pair, swiss
from bot.rules.league.standings import GameResult, standings

SIZES = (8, 16, 32, 64, 128, 255, 256)
ROUNDS = 6
REPEAT = 3
SEED = bytes(range(32))

History = tuple[list[int], list[Pair], list[GameResult]]


def season(count: int, *, met_everyone: bool = False, drops: bool = False) -> History:
    players = list(range(1, count + 1))
    previous = [Pair(1, p) for p in players[1:]] if met_everyone else []
    results: list[GameResult] = []
    for round_no in range(1, ROUNDS + 1):
        table = standings(players, results)
        pairs = swiss(SEED, round_no, players, previous, table).pairs
        previous += pairs
        results += [
            GameResult(round_no, p.first, p.second, (p.first * 7 + round_no) % 9, (p.first + round_no) % 7)
            for p in pairs
        ]
        if drops and round_no == 2:
            players = [p for p in players if p % 3]
    return players, previous, results


def slowest(history: History) -> float:
    players, previous, results = history
    everyone = sorted({p for r in results for p in r.players()})
    table = standings(everyone, results)
    worst = 0.0
    for _ in range(REPEAT):
        start = time.perf_counter()
        swiss(SEED, ROUNDS + 1, players, previous, table)
        worst = max(worst, time.perf_counter() - start)
    return worst * 1000


CASES: dict[str, Callable[[int], History]] = {
    "plain": lambda n: season(n),
    "met everyone": lambda n: season(n, met_everyone=True),
    "a third dropped": lambda n: season(n, drops=True),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    sizes = [int(s) for s in parser.parse_args().sizes.split(",")]
    print("| players | " + " | ".join(f"{name} (ms)" for name in CASES) + " |")
    print("|---:|" + "---:|" * len(CASES))
    for count in sizes:
        cells = [f"{slowest(make(count)):.1f}" for make in CASES.values()]
        print(f"| {count} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
