"""Run a mixed load against a database file until killed (the victim of the crash tests).

    python -m benchmarks.crash_worker DB_PATH [--seed N] [--ledger FILE] [--synchronous FULL]
        [--ttl S] [--sweep S] [--tables T] [--players P] [--streams S] [--kill-at-statement K]
    python -m benchmarks.crash_worker --serve

The load is the drivers of ``benchmarks.crash_load`` (every kind of table state, each
acknowledged unit written to the ledger of ``benchmarks.ledger``) plus, with ``--streams``,
the contended table load of ``benchmarks.load`` (many players of a few tables racing for the
same locks, with a busy expiry sweeper when ``--sweep`` is given). Prints ``ready`` once the
store is open and the load is running, then ``done N`` every 50 contended commands.

``--kill-at-statement K`` SIGKILLs the process as the K-th SQL statement starts (counted from
the first connection), to land kills inside opening and migrating the file.

``--serve`` is a fork server for the tests: it imports everything once, then for each JSON job
on stdin forks a child that runs the load with the job's options and prints ``ready PID`` (the
child) and ``exit PID STATUS`` (the server, once the child is gone). When the process runs
under the crash VFS (``LD_PRELOAD=crashvfs.so``, see tests/power_loss), a job's ``arm`` cuts the
power at a random write or sync: ``{"after": N, "seed": S, "keep": P, "when": "open"|"ready"}``;
``checkpoint_s`` sets the store's WAL checkpoint interval (to land cuts inside checkpoints).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import json
import os
import random
import signal
import sqlite3
import sys
import traceback
from typing import Any

from benchmarks.crash_load import drive, drivers_for
from benchmarks.ledger import Ledger, LedgerPlay, stored_seqs
from benchmarks.load import LoadStats, random_command
from bot.loops import every
from bot.store import Store

LEDGER_BASE = 100  # keys of the ledgered drivers; the contended tables are 1..tables


def _say(text: str) -> None:
    os.write(1, (text + "\n").encode())


def _crashvfs() -> Any | None:
    """The crash VFS's control functions when it was preloaded into this process."""
    lib = ctypes.CDLL(None)
    try:
        arm = lib.crashvfs_arm
    except AttributeError:
        return None
    arm.argtypes = (ctypes.c_longlong, ctypes.c_ulonglong, ctypes.c_double)
    arm.restype = None
    lib.crashvfs_ops.restype = ctypes.c_longlong
    lib.crashvfs_opened.restype = ctypes.c_longlong
    return lib


def _arm(spec: dict[str, Any] | None, when: str) -> None:
    if not spec or spec.get("when", "ready") != when:
        return
    lib = _crashvfs()
    if lib is None:
        raise RuntimeError("asked to cut the power, but the crash VFS is not loaded (LD_PRELOAD)")
    lib.crashvfs_arm(int(spec["after"]), int(spec["seed"]), float(spec.get("keep", 0.0)))


def _kill_at_statement(count: int) -> None:
    """SIGKILL this process as the ``count``-th SQL statement of any connection starts."""
    real_connect = sqlite3.connect
    seen = [0]

    def trace(_statement: str) -> None:
        seen[0] += 1
        if seen[0] >= count:
            os.kill(os.getpid(), signal.SIGKILL)

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn: sqlite3.Connection = real_connect(*args, **kwargs)
        conn.set_trace_callback(trace)
        return conn

    sqlite3.connect = connect  # type: ignore[assignment]  # aiosqlite looks it up per call


async def main(opts: dict[str, Any]) -> None:
    if opts.get("kill_at_statement"):
        _kill_at_statement(int(opts["kill_at_statement"]))
    _arm(opts.get("arm"), "open")
    store = await Store.open(
        opts["path"],
        synchronous=opts.get("synchronous", "FULL"),
        checkpoint_interval_s=float(opts.get("checkpoint_s", 0.5)),
        every=every,
    )
    seed = int(opts.get("seed", 1))
    rng = random.Random(seed)
    seqs = await stored_seqs(store)
    play = LedgerPlay(
        store,
        seqs,
        rng_factory=lambda: random.Random(rng.getrandbits(64)),
        duel_ttl_s=float(opts.get("ttl", 3600.0)),
    )
    sweeper = every(float(opts["sweep"]), play.sweep_once, "fatebot-sweep") if opts.get("sweep") else None
    tasks: list[asyncio.Task[None]] = []
    ledger_path = opts.get("ledger")
    if ledger_path:
        play.ledger = Ledger(ledger_path)
        lib = _crashvfs()
        vfs = {} if lib is None else {"vfs_ops": lib.crashvfs_ops(), "vfs_files": lib.crashvfs_opened()}
        play.ledger.append({"start": os.getpid(), "seqs": seqs, **vfs})
        tasks.extend(asyncio.create_task(drive(d)) for d in drivers_for(play, rng, LEDGER_BASE))

    stats = LoadStats()
    open_duels: dict[tuple[int, int], list[int]] = {}
    tables, players = int(opts.get("tables", 5)), int(opts.get("players", 20))
    seats = {1000 + p: 1 + p % tables for p in range(players)}

    async def stream(index: int) -> None:
        local = random.Random(seed * 1000 + index)
        player = 1000 + index % players
        while True:
            await random_command(play, local, seats[player], player, open_duels, stats)
            if stats.total() % 50 == 0:
                _say(f"done {stats.total()}")

    tasks.extend(asyncio.create_task(stream(i)) for i in range(int(opts.get("streams", 0))))
    await asyncio.sleep(0.01)
    _say(f"ready {os.getpid()}")
    _arm(opts.get("arm"), "ready")
    if opts.get("run_for"):
        # A bounded run (the tests' smoke checks): stop the load, close the store cleanly.
        await asyncio.sleep(float(opts["run_for"]))
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if sweeper is not None:
            await sweeper.stop()
        await store.close()
        return
    await asyncio.gather(*tasks)


def serve() -> None:
    """Fork one child per job line on stdin; report each child's pid and exit status."""
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                err = job.get("stderr")
                if err:
                    fd = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                    os.dup2(fd, 2)
                asyncio.run(main(job))
            except BaseException:
                traceback.print_exc()
                sys.stderr.flush()
                code = 1
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
        _say(f"exit {pid} {code}")


def _options(argv: list[str]) -> dict[str, Any]:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("path", nargs="?")
    parser.add_argument("--serve", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ledger")
    parser.add_argument("--synchronous", default="FULL", choices=("OFF", "NORMAL", "FULL", "EXTRA"))
    parser.add_argument("--ttl", type=float, default=0.3)
    parser.add_argument("--sweep", type=float, default=0.05)
    parser.add_argument("--tables", type=int, default=5)
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--streams", type=int, default=40)
    parser.add_argument("--kill-at-statement", type=int)
    args = parser.parse_args(argv)
    if not args.serve and not args.path:
        parser.error("DB_PATH is required (or --serve)")
    return vars(args)


if __name__ == "__main__":
    options = _options(sys.argv[1:])
    try:
        if options.pop("serve"):
            serve()
        else:
            asyncio.run(main(options))
    except KeyboardInterrupt:
        sys.exit(130)
