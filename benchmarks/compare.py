"""Side by side: this tree against a git commit, alternately, in one run, as ratios.

    python -m benchmarks.compare flips --against 20c2f92 [--rounds 3] -- --seconds 5 --stored-tables 20000
    python -m benchmarks.compare e2e --against 20c2f92 [--rounds 3] [-- --flips 300 --actions 100]

Everything after ``--`` goes to the benchmark, the same on both sides. Each round runs the
benchmark once for this tree ("current") and once for the reference commit, each in a fresh
Python process, one after the other; the order flips every round (current first in rounds 1, 3,
5 ..., the reference first in 2, 4 ...), so a machine that slowly gets busier or quieter weighs
on both sides alike. For every figure the ratio is current / reference within a round, and the
ratio printed is the median of the rounds' ratios (for flips/s above 1 is better, for latency
and CPU below 1 is). Each run's own figures are printed beside its ratio, and the last line is
one JSON object with all of it: both commits, every run's figures, ratios, the load average when
each run started.

How the two sides differ, and how they do not:

- "Current" is this tree as it is, uncommitted changes included (the output says so). The
  reference is checked out from the repository (``--repo``, default this tree's) into a
  temporary detached ``git worktree``, removed at the end, also after an error or Ctrl-C.
- Both sides run the *current* tree's benchmark code (a copy of ``benchmarks/`` taken at the
  start) against their own ``bot/``, ``cogs/`` and ``data/``: ``PYTHONPATH`` is the copy, then
  the side's tree, and each side is checked to import ``bot``, ``cogs`` and its data from its
  own tree before the rounds (and its code is compiled then, so that no round's start-up pays
  for it). Running each tree's own ``benchmarks/`` instead would compare two drivers as well
  as two bots (an older one measures differently, or lacks the scenarios). One driver works
  for both because it uses only what both trees have: for ``flips`` the play layer and the
  store (``Store.open(path, every=...)``, ``Play(store, rng_factory=...)``,
  ``play.flip.flip(table, player, modifiers)`` (``play.flip(...)`` there),
  ``Changes(decks=...)``; the deck's module moved to ``bot.rules.common`` after 20c2f92 and
  ``flips`` finds it in either place), for ``e2e`` only Discord itself (slash commands and
  buttons through simcord), which no commit changes.
- Both sides run on this environment's Python and packages (the reference's own lock file, if it
  had one, is not installed): library versions are not part of the comparison.
- ``FATEBOT_*``, coverage and ``PYTHONPATH`` variables are left out of both sides' environment.
  The benchmark processes run in a folder of the workspace (``--dir``; default: the system's
  temporary folder), where ``flips`` puts its database files: put it on the disk you mean to
  measure, as the fsync rate is the ceiling ``flips`` compares with (its figure ``ratio`` is
  flips/s over that ceiling, within each run).
- ``e2e`` runs only Fatebot (``--kinds fatebot``, one round per process) with its scenarios
  (benchmarks/e2e_scenarios.py). Both trees are asked first which scenarios they can run; a
  scenario one of them cannot run is left out on both, and the output says which and why. A
  scenario that fails on one side during a round is dropped from the ratios with its error.

A run that fails or outlasts ``--timeout`` (it is stopped, with the processes it started) costs
its round: the round is left out of the ratios and named in the output, and the others count.
The machine is shared and noisy: read the median ratio, look at the rounds beside it, and note
the load average the output reports.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.e2e_scenarios import SCENARIOS

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ("flips", "e2e")
CURRENT, REFERENCE = "current", "reference"
# Settings a benchmark echoes in its figures: shown once, never divided.
SETTINGS = {"tables", "concurrency", "think_ms", "stored_tables", "rounds", "flips", "burst", "actions"}
PROBE = (
    "import json, bot, cogs, benchmarks\n"
    "try:\n    from bot.paths import DATA_DIR\nexcept ImportError:\n    DATA_DIR = None\n"
    "print(json.dumps([bot.__file__, cogs.__file__, benchmarks.__file__, str(DATA_DIR)]))"
)


@dataclass
class Side:
    name: str
    tree: Path
    commit: str | None
    label: str
    runs: list[dict[str, Any]] = field(default_factory=list)


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"git {' '.join(args)} failed in {repo}: {done.stderr.strip()}")
    return done.stdout.strip()


def current_side(root: Path) -> Side:
    """This tree, by its HEAD and whether it has uncommitted changes (or no git at all)."""
    inside = subprocess.run(
        ["git", "-C", str(root), "rev-parse", "--is-inside-work-tree"], capture_output=True, text=True
    )
    if inside.returncode != 0 or inside.stdout.strip() != "true":
        return Side(CURRENT, root, None, f"the tree at {root} (not a git checkout)")
    commit = git(root, "rev-parse", "HEAD")
    dirty = bool(git(root, "status", "--porcelain", "--untracked-files=no"))
    return Side(CURRENT, root, commit, commit[:10] + (" + uncommitted changes" if dirty else ""))


@contextmanager
def reference_tree(repo: Path, commit: str, workspace: Path) -> Iterator[Path]:
    """The commit checked out in a temporary worktree, removed afterwards whatever happens."""
    path = workspace / "reference"
    git(repo, "worktree", "add", "--detach", "--quiet", str(path), commit)
    try:
        yield path
    finally:
        removed = subprocess.run(
            ["git", "-C", str(repo), "worktree", "remove", "--force", str(path)], capture_output=True
        )
        if removed.returncode != 0:
            shutil.rmtree(path, ignore_errors=True)
            subprocess.run(["git", "-C", str(repo), "worktree", "prune"], capture_output=True)


def environment(driver: Path, tree: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key != "PYTHONPATH" and not key.startswith(("FATEBOT_", "COV_CORE_", "COVERAGE_"))
    }
    env["PYTHONPATH"] = os.pathsep.join((str(driver), str(tree)))
    return env


def check_imports(side: Side, driver: Path) -> None:
    """Fail unless the side's processes import its own bot, cogs and data, and the driver copy."""
    env = environment(driver, side.tree)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "compileall",
            "-q",
            str(side.tree / "bot"),
            str(side.tree / "cogs"),
            str(driver),
        ],
        env=env,
        capture_output=True,
        check=False,
    )
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, cwd=driver.parent
    )
    if out.returncode != 0:
        raise SystemExit(f"{side.name}: cannot import the bot from {side.tree}:\n{out.stderr}")
    bot, cogs, benchmarks, data = (Path(p) for p in json.loads(out.stdout.strip().splitlines()[-1]))
    wrong = [
        str(p)
        for p, home in ((bot, side.tree), (cogs, side.tree), (data, side.tree), (benchmarks, driver))
        if str(p) != "None" and not p.resolve().is_relative_to(home.resolve())
    ]
    if wrong:
        raise SystemExit(f"{side.name}: imports from the wrong tree: {', '.join(wrong)}")


def run_benchmark(
    benchmark: str, args: list[str], side: Side, driver: Path, cwd: Path, timeout: float
) -> dict[str, Any]:
    """One run of the benchmark for one side, in a fresh process: its last line's JSON under
    ``result``, or what went wrong under ``error``."""
    command = [sys.executable, "-m", f"benchmarks.{benchmark}", *args]
    load = [round(x, 2) for x in os.getloadavg()]
    started = time.perf_counter()
    # A session of its own, so that a timeout or Ctrl-C ends the run and the processes it started.
    child = subprocess.Popen(
        command,
        env=environment(driver, side.tree),
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = child.communicate(timeout=timeout)
    except BaseException as error:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        if not isinstance(error, subprocess.TimeoutExpired):
            raise
        out, err = "", f"no result after {timeout:.0f} s: stopped"
    run: dict[str, Any] = {"seconds": round(time.perf_counter() - started, 1), "load_avg": load}
    for line in err.splitlines():
        print(f"  [{side.name}] {line}", file=sys.stderr)
    try:
        run["result"] = json.loads(out.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        last = err.strip().splitlines()[-1] if err.strip() else "no output"
        run["error"] = f"exit {child.returncode}: {last}"
    return run


def figures_of(benchmark: str, result: dict[str, Any]) -> dict[str, float]:
    """The numeric figures of one run (e2e: Fatebot's), without settings and counts."""
    source = result.get("fatebot", {}) if benchmark == "e2e" else result
    return {
        name: float(value)
        for name, value in source.items()
        if isinstance(value, int | float)
        and not isinstance(value, bool)
        and name not in SETTINGS
        and not name.endswith("_n")
    }


def scenarios_to_run(
    args: list[str], sides: list[Side], driver: Path, cwd: Path, timeout: float
) -> tuple[list[str], dict[str, str]]:
    """The e2e scenarios both trees can run (of those asked for), and why the others are left out."""
    asked = argparse.ArgumentParser(add_help=False)
    asked.add_argument("--scenarios", default="all")
    text = asked.parse_known_args(args)[0].scenarios
    wanted = list(SCENARIOS) if text == "all" else [n for n in text.split(",") if n and text != "none"]
    notes: dict[str, str] = {}
    for side in sides:
        probe = run_benchmark("e2e", ["--list-scenarios"], side, driver, cwd, timeout)
        if "error" in probe:
            raise SystemExit(f"{side.name}: the e2e benchmark cannot start its bot: {probe['error']}")
        lacking = probe["result"]["not_run"]
        for name in wanted:
            if name in lacking and name not in notes:
                notes[name] = f"the {side.name} tree ({side.label}) cannot: {lacking[name]}"
    return [name for name in wanted if name not in notes], notes


def ratio(current: float, reference: float) -> float | None:
    return current / reference if reference else None


def number(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"


def median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return round(statistics.median(known), 3) if known else None


def report(
    benchmark: str,
    args: list[str],
    sides: list[Side],
    order: list[list[str]],
    not_run: dict[str, str],
    failed: dict[str, str],
) -> dict[str, Any]:
    """Print the comparison (a header, one line per figure, the notes); return it as a dict.

    A round counts only if both of its runs gave figures; the others are named and left out."""
    current, reference = sides
    rounds = [i for i in range(len(order)) if all("result" in side.runs[i] for side in sides)]
    broken = [
        f"round {i + 1}, {side.name}: {side.runs[i]['error']}"
        for i in range(len(order))
        for side in sides
        if "error" in side.runs[i]
    ]
    if not rounds:
        raise SystemExit("no round gave figures on both sides:\n" + "\n".join(broken))
    per_side = {side.name: [figures_of(benchmark, side.runs[i]["result"]) for i in rounds] for side in sides}
    runs = [run for side_runs in per_side.values() for run in side_runs]
    names = [n for n in per_side[CURRENT][0] if all(n in run for run in runs)]
    dropped = sorted({n for run in runs for n in run} - set(names))
    pairs = list(zip(per_side[CURRENT], per_side[REFERENCE], strict=True))
    ratios = {name: [ratio(c[name], r[name]) for c, r in pairs] for name in names}
    medians = {name: median(values) for name, values in ratios.items()}
    side_medians = {
        side: {name: median([run[name] for run in per_side[side]]) for name in names} for side in per_side
    }
    loads = [run["load_avg"][0] for side in sides for run in side.runs]
    first = current.runs[rounds[0]]["result"]
    shown = {k: first[k] for k in sorted(SETTINGS - {"rounds"}) if k in first}
    print(f"\n{benchmark} side by side: python -m benchmarks.{benchmark} {' '.join(args)}".rstrip())
    print(f"  current:   {current.label} ({current.tree})")
    print(f"  reference: {reference.label}, in a temporary worktree")
    print(f"  {len(order)} round(s), in the order " + ", ".join(" then ".join(pair) for pair in order))
    for line in broken:
        print(f"  left out, no figures: {line}")
    if shown:
        print("  settings:  " + ", ".join(f"{k} {v}" for k, v in shown.items()))
    print(
        f"  load average (1 min) when the runs started: {min(loads):.2f} to {max(loads):.2f}"
        f" (now {os.getloadavg()[0]:.2f}, on {os.cpu_count()} CPUs)"
    )
    heading = f"{'figure':<26} {'ratio':>6} {'current':>9} {'reference':>9}"
    print(f"\n{heading}   each round counted: ratio (current / reference)")
    for name in names:
        cells = "  ".join(
            ("-" if r is None else f"{r:.2f}") + f" ({number(c[name])} / {number(f[name])})"
            for r, (c, f) in zip(ratios[name], pairs, strict=True)
        )
        middle = medians[name]
        ours, theirs = (number(side_medians[side][name] or 0.0) for side in (CURRENT, REFERENCE))
        print(f"{name:<26} {'-' if middle is None else f'{middle:.2f}':>6} {ours:>9} {theirs:>9}   {cells}")
    print("(ratio: the median of the rounds' current / reference; current, reference: their medians)")
    for name, why in not_run.items():
        print(f"scenario {name} not run on either side: {why}")
    for name, why in failed.items():
        print(f"scenario {name} failed ({why})")
    if dropped:
        print(f"left out of the ratios (missing from a run): {', '.join(dropped)}")
    return {
        "benchmark": benchmark,
        "args": args,
        "rounds": len(order),
        "order": order,
        "rounds_counted": [i + 1 for i in rounds],
        "broken_runs": broken,
        "current": {"tree": str(current.tree), "commit": current.commit, "label": current.label},
        "reference": {"commit": reference.commit, "label": reference.label},
        "ratio": {name: value for name, value in medians.items() if value is not None},
        "ratios": {n: [None if v is None else round(v, 3) for v in vs] for n, vs in ratios.items()},
        "median": side_medians,
        "runs": {side.name: side.runs for side in sides},
        "not_run": not_run,
        "failed": failed,
        "left_out": dropped,
        "load_avg_now": [round(x, 2) for x in os.getloadavg()],
    }


def parse(argv: list[str] | None = None) -> tuple[argparse.Namespace, list[str]]:
    argv = list(sys.argv[1:] if argv is None else argv)
    passed: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, passed = argv[:cut], argv[cut + 1 :]
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.compare",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("benchmark", choices=BENCHMARKS)
    parser.add_argument("--against", required=True, metavar="COMMIT", help="the reference: any git revision")
    parser.add_argument(
        "--rounds", type=int, default=3, help="alternations (default 3); the median is printed"
    )
    parser.add_argument("--repo", type=Path, default=ROOT, help="the git repository holding the commit")
    parser.add_argument("--dir", type=Path, default=None, help="where the workspace goes (default: temp)")
    parser.add_argument(
        "--timeout", type=float, default=1800.0, help="seconds a run may take before it is stopped"
    )
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    return args, passed


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args, passed = parse(argv)
    commit = git(args.repo, "rev-parse", "--verify", "--quiet", f"{args.against}^{{commit}}")
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
    workspace = Path(tempfile.mkdtemp(prefix="fatebot-compare-", dir=args.dir))
    try:
        driver = workspace / "driver"
        shutil.copytree(
            ROOT / "benchmarks", driver / "benchmarks", ignore=shutil.ignore_patterns("__pycache__")
        )
        cwd = workspace / "runs"
        cwd.mkdir()
        with reference_tree(args.repo, commit, workspace) as tree:
            sides = [current_side(ROOT), Side(REFERENCE, tree, commit, f"{args.against} ({commit[:10]})")]
            for side in sides:
                check_imports(side, driver)
            bench_args = list(passed)
            not_run: dict[str, str] = {}
            if args.benchmark == "e2e":
                names, not_run = scenarios_to_run(passed, sides, driver, cwd, args.timeout)
                bench_args += ["--kinds", "fatebot", "--rounds", "1", "--keep-going"]
                bench_args += ["--scenarios", ",".join(names) or "none"]
            order: list[list[str]] = []
            failed: dict[str, str] = {}
            for index in range(args.rounds):
                pair = sides if index % 2 == 0 else sides[::-1]
                order.append([side.name for side in pair])
                for side in pair:
                    print(f"round {index + 1}/{args.rounds}: {side.name} ({side.label})", file=sys.stderr)
                    run = run_benchmark(args.benchmark, bench_args, side, driver, cwd, args.timeout)
                    side.runs.append(run)
                    for name, why in run.get("result", {}).get("not_run", {}).items():
                        failed.setdefault(name, f"{side.name}, round {index + 1}: {why}")
            summary = report(args.benchmark, passed, sides, order, not_run, failed)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    print(json.dumps(summary), flush=True)
    return summary


if __name__ == "__main__":
    main()
