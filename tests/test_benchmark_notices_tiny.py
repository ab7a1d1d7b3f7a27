"""The notices benchmark still runs end to end: a sweep's cost follows what is due, not what is
open (figures are checked for sanity and for the index, not for speed)."""

from __future__ import annotations

from pathlib import Path

from tests.benchmark_run import figures as benchmark_figures


def test_tiny_notices_benchmark_prints_sane_figures(tmp_path: Path) -> None:
    figures = benchmark_figures("benchmarks.notices", "--tiny", "--dir", str(tmp_path))
    assert figures["open_many"] == 2_000 and figures["open_few"] == 100 and figures["due"] == 10
    assert figures["many_median_ms"] > 0 and figures["few_median_ms"] > 0
    assert figures["uses_due_index"], figures["plan"]  # the due query walks the due-time index
    assert 0 < figures["ratio"] < 10  # about 1: not 20 times more for 20 times as many open
