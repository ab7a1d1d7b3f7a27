"""Reminders cost what is due, not what is open: a sweep with 100,000 open notices against one
with 100 open, the same number due each time.

    python -m benchmarks.notices [--open N] [--few N] [--due N] [--runs N] [--tiny] [--dir D]

Each notice is a player's open step with its reminders scheduled (the next one due some time in
the next three days). Before each run, ``--due`` of them are made due; the run is one round of
the sweep's reminders (``NoticePlay.sweep_all``: the due queue's query of its ``notice`` rows
on its (kind, due time) index with a LIMIT, then one claim per due reminder under its table's
lock). Sending is not timed (that is
Discord's time, and the same for both). The medians of both sizes and their ratio (expect about
1) are printed; the last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.play import Play
from bot.play.notices import pace as paces
from bot.rules.notices import NoticePace
from bot.store import Changes, Store
from bot.store.due_repo import due_query
from bot.store.notice_repo import NoticeRow, put_notice

NOW = 1_700_000_000.0
DAY = 86_400.0
TABLES_PER_NOTICE = 10  # ten open steps per table
URL = "https://discord.com/channels/1/2/3"


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


def _row(i: int, due_at: float) -> NoticeRow:
    table = 1_000_000 + i // TABLES_PER_NOTICE
    return NoticeRow(
        table_id=table,
        subject=f"t{i}",
        player=10_000 + i,
        owed="initiative",
        channel_id=table,
        jump_url=URL,
        in_channel=True,
        language="en",
        interval_s=DAY,
        reminders_left=3,
        next_due_at=due_at,
        created_at=NOW - DAY,
    )


async def _fill(store: Store, count: int) -> None:
    """``count`` open notices, each with a reminder due within the next three days (not yet)."""
    batch = 5_000
    for start in range(0, count, batch):
        changes = Changes()
        for i in range(start, min(count, start + batch)):
            put_notice(changes, _row(i, NOW + 3600 + (i * 7919) % (3 * DAY)))
        await store.commit(changes)


async def _arm(store: Store, due: int, clock: Clock) -> None:
    """Make the first ``due`` notices due now (as the previous run left them: claimed), to
    players with no notice in the last hour (so the hourly allowance lets each one go)."""
    changes = Changes()
    changes.statements.append(("DELETE FROM notice_sends", ()))
    for i in range(due):
        put_notice(changes, _row(i, clock.now - 60))
    await store.commit(changes)


async def _measure(directory: Path, open_count: int, due: int, runs: int) -> dict[str, Any]:
    store = await Store.open(directory / f"notices-{open_count}.sqlite3")
    clock = Clock()
    play = Play(store, clock=clock)
    notices = play.notices
    try:
        started = time.perf_counter()
        await _fill(store, open_count)
        fill_s = time.perf_counter() - started
        times: list[float] = []
        for _ in range(runs):
            await _arm(store, due, clock)
            started = time.perf_counter()
            sent = await notices.sweep_all()
            times.append(time.perf_counter() - started)
            assert len(sent) == due, (len(sent), due)
            clock.now += 1.0
        plan = await store.fetch_all(
            "EXPLAIN QUERY PLAN " + due_query(), ("notice", clock.now, clock.now, 100)
        )
        return {
            "open": open_count,
            "due": due,
            "fill_s": round(fill_s, 2),
            "median_ms": round(statistics.median(times) * 1000, 3),
            "p90_ms": round(sorted(times)[int(0.9 * (len(times) - 1))] * 1000, 3),
            "plan": " | ".join(str(row[-1]) for row in plan),
        }
    finally:
        await store.close()


async def run(open_many: int, open_few: int, due: int, runs: int, directory: Path) -> dict[str, Any]:
    paces.table_pace = lambda settings, game=None: NoticePace("post")  # type: ignore[assignment]
    few = await _measure(directory, open_few, due, runs)
    many = await _measure(directory, open_many, due, runs)
    return {
        "open_many": open_many,
        "open_few": open_few,
        "due": due,
        "runs": runs,
        "many_median_ms": many["median_ms"],
        "few_median_ms": few["median_ms"],
        "many_p90_ms": many["p90_ms"],
        "few_p90_ms": few["p90_ms"],
        "ratio": round(many["median_ms"] / few["median_ms"], 3),
        "uses_due_index": "due_by_kind" in many["plan"],
        "plan": many["plan"],
    }


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--open", type=int, default=100_000, help="open notices in the large run")
    parser.add_argument("--few", type=int, default=100, help="open notices in the small run")
    parser.add_argument("--due", type=int, default=50, help="reminders due in each run")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--tiny", action="store_true", help="a quick smoke run (2,000 open)")
    parser.add_argument("--dir", type=Path, default=None, help="where the database files go")
    args = parser.parse_args()
    if args.tiny:
        args.open, args.few, args.due, args.runs = 2_000, 100, 10, 5
    with tempfile.TemporaryDirectory() as temp:
        directory = args.dir or Path(temp)
        figures = asyncio.run(run(args.open, args.few, args.due, args.runs, directory))
    print(
        f"sweep with {figures['open_many']:,} open: {figures['many_median_ms']} ms;"
        f" with {figures['open_few']:,} open: {figures['few_median_ms']} ms;"
        f" {figures['due']} due each; ratio {figures['ratio']}"
    )
    print(f"due query plan: {figures['plan']}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
