"""The play layer: one command = one unit of work (load, apply the rules, commit, report)."""

from bot.play.common.results import (
    DeckStatus,
    DeckSummary,
    DuelView,
    FlipOutcome,
    HandResult,
    Lapsed,
    PendingView,
    ResetResult,
    ShuffleResult,
)
from bot.play.play import Play

__all__ = [
    "DeckStatus",
    "DeckSummary",
    "DuelView",
    "FlipOutcome",
    "HandResult",
    "Lapsed",
    "PendingView",
    "Play",
    "ResetResult",
    "ShuffleResult",
]
