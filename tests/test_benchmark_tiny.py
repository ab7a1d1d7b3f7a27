"""The flip benchmark still runs end to end (figures are checked for sanity, not for speed)."""

from __future__ import annotations

from pathlib import Path

from tests.benchmark_run import figures as benchmark_figures

KEYS = {
    "tables",
    "concurrency",
    "flips_per_s",
    "p50_ms",
    "p99_ms",
    "ceiling_commits_per_s",
    "ratio",
    "startup_s_100k",
    "rss_mb_100k",
    "open_loop_flips_per_s",
    "open_loop_p50_ms",
    "open_loop_p99_ms",
}


def test_tiny_benchmark_prints_sane_figures(tmp_path: Path) -> None:
    figures = benchmark_figures("benchmarks.flips", "--tiny", "--dir", str(tmp_path))
    assert figures.keys() >= KEYS
    assert figures["tables"] == 20 and figures["concurrency"] == 8
    assert figures["flips_per_s"] > 0 and figures["ceiling_commits_per_s"] > 0
    assert 0 < figures["p50_ms"] <= figures["p99_ms"] < 60_000
    assert abs(figures["ratio"] - figures["flips_per_s"] / figures["ceiling_commits_per_s"]) < 0.01
    assert 0 < figures["open_loop_p50_ms"] <= figures["open_loop_p99_ms"] < 60_000
    assert 0 < figures["startup_s_100k"] < 60
    assert 5 < figures["rss_mb_100k"] < 2048
    assert figures["stored_tables"] >= 2000  # the tiny run stores 2,000 tables, not 100,000
