"""The PostgreSQL benchmark (1, 2 and 4 processes on one database) still runs end to end."""

from __future__ import annotations

import pytest

from tests.benchmark_run import figures as benchmark_figures


@pytest.mark.slow
def test_tiny_postgres_benchmark_prints_sane_figures(pg_url: str) -> None:
    figures = benchmark_figures("benchmarks.flips", "--tiny", "--database", pg_url, timeout=180)
    assert figures["database"] == "postgresql"
    assert [r["processes"] for r in figures["runs"]] == [1, 2, 4]
    for row in figures["runs"]:
        assert row["flips_per_s"] > 0 and row["ceiling_commits_per_s"] > 0
        assert 0 < row["p50_ms"] <= row["p99_ms"]
