"""The odds benchmark still runs, and its brute force still agrees (figures checked for sanity)."""

from __future__ import annotations

from pathlib import Path

from tests.benchmark_run import figures as benchmark_figures


def test_tiny_odds_benchmark_agrees_with_the_brute_force(tmp_path: Path) -> None:
    figures = benchmark_figures("benchmarks.odds", "--tiny", "--dir", str(tmp_path))
    assert figures["late_equal"] is True
    assert figures["runs"] == 50
    assert 0 < figures["late_odds_ms"] < figures["late_brute_force_ms"]
    assert figures["rules_cpu_p50_ms"] > 0 and figures["bot_p50_ms"] > 0
