"""The odds benchmark still runs, and its brute force still agrees (figures checked for sanity)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_tiny_odds_benchmark_agrees_with_the_brute_force(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.odds", "--tiny", "--dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    assert figures["late_equal"] is True
    assert figures["runs"] == 50
    assert 0 < figures["late_odds_ms"] < figures["late_brute_force_ms"]
    assert figures["rules_cpu_p50_ms"] > 0 and figures["bot_p50_ms"] > 0
