"""What the flip benchmarks on SQLite (``flips``) and PostgreSQL (``flips_postgres``) share: the
players and modifiers of the workload, and how latencies are summarised."""

from __future__ import annotations

import statistics
from collections.abc import Awaitable, Callable
from typing import Any

PLAYERS_PER_TABLE = 2
MODIFIERS = ("", "", "+", "-", "++", "--", "+-")


def flipper(play: Any) -> Callable[..., Awaitable[Any]]:
    """The play layer's flip: ``play.flip.flip`` here, ``play.flip`` in a tree from before each
    feature had its own object (20c2f92, the reference of ``benchmarks.compare``)."""
    flip = play.flip
    return getattr(flip, "flip", flip)  # type: ignore[no-any-return]


def p50_p99(latencies: list[float]) -> tuple[float, float]:
    if len(latencies) < 2:
        return (latencies[0] * 1000, latencies[0] * 1000) if latencies else (0.0, 0.0)
    q = statistics.quantiles(latencies, n=100, method="inclusive")
    return q[49] * 1000, q[98] * 1000
