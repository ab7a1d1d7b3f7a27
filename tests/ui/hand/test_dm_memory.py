"""The hand DM's memory of what each DM shows stays bounded (bot.ui.hand.dm)."""

from __future__ import annotations

from bot.ui.hand import dm


def test_only_the_last_minutes_dms_are_remembered_past_the_bound() -> None:
    written: dict[tuple[int, int], tuple[int, str, float]] = {}
    for n in range(5 * dm._KEPT):  # one new DM a second, each another player's
        dm._remember(written, (1, n), (n, "hand", float(n)))
        assert len(written) <= dm._KEPT
    assert (1, 5 * dm._KEPT - 1) in written  # the newest is kept: a second press is spared an edit


def test_below_the_bound_nothing_is_dropped() -> None:
    written: dict[tuple[int, int], tuple[int, str, float]] = {}
    for n in range(dm._KEPT - 1):
        dm._remember(written, (1, n), (n, "hand", 0.0 if n == 0 else 1000.0))
    assert len(written) == dm._KEPT - 1  # the stale first entry waits for the bound
