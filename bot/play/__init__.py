"""The play layer: one command = one unit of work (load, apply the rules, commit, report)."""

from bot.play.play import Play
from bot.play.results import (
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
