"""The PostgreSQL benchmark (1, 2 and 4 processes on one database) still runs end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_tiny_postgres_benchmark_prints_sane_figures(pg_url: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.flips", "--tiny", "--database", pg_url],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=True,
    )
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    assert figures["database"] == "postgresql"
    assert [r["processes"] for r in figures["runs"]] == [1, 2, 4]
    for row in figures["runs"]:
        assert row["flips_per_s"] > 0 and row["ceiling_commits_per_s"] > 0
        assert 0 < row["p50_ms"] <= row["p99_ms"]
