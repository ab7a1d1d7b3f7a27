"""The long game's /game end benchmark still runs, and its figures are those of bounded work."""

from __future__ import annotations

from pathlib import Path

from bot.rules.game.luck import DUELS_MAX, EXACT_MAX
from tests.benchmark_run import figures as benchmark_figures


def test_tiny_luck_end_benchmark_runs_with_bounded_work(tmp_path: Path) -> None:
    figures = benchmark_figures("benchmarks.luck_end", "--tiny", "--dir", str(tmp_path))
    long, reference = figures["long"], figures["reference"]
    assert (long["duels"], reference["duels"]) == (100, 10)
    assert long["odds"] == 2 * min(100, DUELS_MAX) and long["exact_max"] <= EXACT_MAX
    assert long["left_out"] == [] and reference["left_out"] == []
    assert figures["ratio"] > 0 and long["end_ms"] > 0 and long["loop_gap_max_ms"] >= 0
