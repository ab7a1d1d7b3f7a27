"""The side-by-side mode (benchmarks/compare.py) runs end to end against a commit: a temporary
worktree, both sides in fresh processes, ratios, the worktree gone afterwards. Figures are
checked for their shape, not for speed.

CI runs the tests in a copy of the project that is not a git checkout (.ci/run copies the tracked
files), so each test commits this tree's bot/, cogs/ and data/ to a throwaway repository and
compares against its HEAD.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.benchmark_run import ROOT
from tests.benchmark_run import figures as benchmark_figures

FLIP_FIGURES = {"flips_per_s", "p99_ms", "ratio", "flips_per_commit", "ceiling_commits_per_s"}
E2E_FIGURES = {"cpu_flip_ms", "burst3_p99_ms", "burst200_p99_ms", "duel_accept_cpu_ms", "duel_accept_p99_ms"}


def git(repo: Path, *args: str) -> str:
    identity = [
        "-c",
        "user.name=Bench",
        "-c",
        "user.email=bench@example.invalid",
        "-c",
        "core.hooksPath=/dev/null",
    ]
    done = subprocess.run(
        ["git", "-C", str(repo), *identity, *args], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def throwaway_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    for name in ("bot", "cogs", "data"):
        shutil.copytree(ROOT / name, repo / name, ignore=shutil.ignore_patterns("__pycache__"))
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "the tree under test")
    return repo


def check_shape(summary: dict[str, object], repo: Path, workspace: Path, rounds: int) -> None:
    assert summary["rounds"] == rounds
    assert summary["order"] == [["current", "reference"], ["reference", "current"]][:rounds]
    assert summary["reference"]["commit"] == git(repo, "rev-parse", "HEAD")  # type: ignore[index]
    runs = summary["runs"]
    assert len(runs["current"]) == len(runs["reference"]) == rounds  # type: ignore[index]
    for name, values in summary["ratios"].items():  # type: ignore[attr-defined]
        assert len(values) == rounds and all(v is None or v > 0 for v in values), name
    # The temporary worktree and the workspace are gone.
    assert git(repo, "worktree", "list", "--porcelain").count("worktree ") == 1
    assert not any(workspace.iterdir())


def test_flips_side_by_side(tmp_path: Path) -> None:
    repo, workspace = throwaway_repo(tmp_path), tmp_path / "workspace"
    summary = benchmark_figures(
        "benchmarks.compare",
        *("flips", "--against", "HEAD", "--repo", str(repo), "--rounds", "1", "--dir", str(workspace)),
        *("--", "--tiny"),
    )
    check_shape(summary, repo, workspace, rounds=1)
    assert summary["ratio"].keys() >= FLIP_FIGURES
    assert all(value > 0 for value in summary["ratio"].values())
    for run in (*summary["runs"]["current"], *summary["runs"]["reference"]):
        assert run["result"]["tables"] == 20 and run["result"]["flips_per_s"] > 0


def test_e2e_side_by_side_leaves_out_what_the_reference_lacks(tmp_path: Path) -> None:
    """The reference commit has no /game: the game scenarios run on neither side, with the reason."""
    repo, workspace = throwaway_repo(tmp_path), tmp_path / "workspace"
    (repo / "cogs" / "game.py").unlink()
    git(repo, "commit", "-q", "-a", "-m", "no /game")
    summary = benchmark_figures(
        "benchmarks.compare",
        *("e2e", "--against", "HEAD", "--repo", str(repo), "--rounds", "1", "--dir", str(workspace)),
        *("--", "--flips", "4", "--burst", "6", "--actions", "3", "--no-startup"),
    )
    check_shape(summary, repo, workspace, rounds=1)
    assert summary["ratio"].keys() >= E2E_FIGURES
    assert summary["not_run"].keys() == {"game_flip", "game_next"}
    assert all("/game start" in why and "reference" in why for why in summary["not_run"].values())
    assert not any(name.startswith(("game_", "nogame_")) for name in summary["ratio"])
    assert summary["failed"] == {}
    current = summary["runs"]["current"][0]["result"]
    assert current["scenarios"] == ["duel"] and current["fatebot"]["duel_accept_n"] == 3


def test_a_round_without_figures_on_one_side_is_named_and_left_out(tmp_path: Path) -> None:
    from benchmarks.compare import CURRENT, REFERENCE, Side, report

    def run(flips_per_s: float | None) -> dict[str, object]:
        if flips_per_s is None:
            return {"seconds": 1.0, "load_avg": [1.0, 1.0, 1.0], "error": "exit 1: TimeoutError"}
        return {"seconds": 1.0, "load_avg": [1.0, 1.0, 1.0], "result": {"flips_per_s": flips_per_s}}

    current = Side(CURRENT, tmp_path, None, "here", runs=[run(100.0), run(None), run(300.0)])
    reference = Side(REFERENCE, tmp_path, "c" * 40, "there", runs=[run(200.0), run(50.0), run(300.0)])
    order = [[CURRENT, REFERENCE], [REFERENCE, CURRENT], [CURRENT, REFERENCE]]
    summary = report("flips", [], [current, reference], order, {}, {})
    assert summary["rounds_counted"] == [1, 3]
    assert summary["broken_runs"] == ["round 2, current: exit 1: TimeoutError"]
    assert summary["ratios"] == {"flips_per_s": [0.5, 1.0]} and summary["ratio"] == {"flips_per_s": 0.75}


def test_a_run_past_its_timeout_is_stopped_and_reported(tmp_path: Path) -> None:
    from benchmarks.compare import CURRENT, Side, run_benchmark

    side = Side(CURRENT, ROOT, None, "here")
    run = run_benchmark("e2e", ["--list-scenarios"], side, ROOT, tmp_path, timeout=0.2)
    assert "result" not in run and "stopped" in run["error"]
