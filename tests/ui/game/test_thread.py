"""A game thread's name: both players and the edition, within Discord's 100 characters."""

from __future__ import annotations

import pytest

from bot.ui.game.thread import NAME_PART_MAX, THREAD_NAME_MAX, thread_name


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_name_holds_both_players_and_the_edition(lang: str) -> None:
    assert thread_name(lang, "Alice", "Bob", "M3E") == "Alice vs Bob · M3E"


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_longest_names_fit_discords_limit(lang: str) -> None:
    longest = "W" * NAME_PART_MAX  # Discord's longest display name
    name = thread_name(lang, longest, longest, "M4E")
    assert len(name) <= THREAD_NAME_MAX and name.endswith("M4E") and name.count(longest) == 2
    much_longer = thread_name(lang, "x" * 500, "y\n" * 300, "M4E")
    assert len(much_longer) <= THREAD_NAME_MAX and much_longer.endswith("M4E") and "\n" not in much_longer
