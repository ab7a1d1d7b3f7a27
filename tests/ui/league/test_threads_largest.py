"""Issue 45's league texts at their largest fit Discord in every language: the pairing notice
with the thread's start and the player's standing, the refusal that says what to run where."""

from __future__ import annotations

import pytest

from bot.ui.common.i18n import LANGUAGES, tr
from tests.ui.league.test_tell_largest import BIG, MESSAGE_LIMIT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_thread_texts_fit_one_message(lang: str) -> None:
    encounter = tr(lang, "league-tell-encounter", strategy="W" * 100, deployment="W" * 100)
    start = tr(lang, "league-thread-start-here", **BIG)
    standing = tr(lang, "league-standing-you", rank=256, points=9999, players=256)
    paired = tr(lang, "league-tell-paired", **BIG, encounter=encounter, start=start) + "\n" + standing
    assert "{" not in paired and len(paired) <= MESSAGE_LIMIT
    link = tr(lang, "league-thread-notice-link", thread="<#" + "9" * 20 + ">")
    assert len(paired) + 1 + len(link) <= MESSAGE_LIMIT  # the notice once it links its thread
    names = ", ".join(
        tr(lang, f"permission-{p}") for p in ("create-public-threads", "send-messages-in-threads")
    )
    for why, args in (
        ("league-thread-why-permissions", {"permissions": names}),
        ("league-thread-why-opponent", {"opponent": BIG["opponent"]}),
        ("league-thread-why-room-gone", {"channel": "<#" + "9" * 20 + ">"}),
    ):
        reason = tr(lang, why, **args)
        text = tr(lang, "league-thread-error-cannot", **BIG, reason=reason)
        start_command = (
            f"`/{tr(lang, 'cmd-game')} {tr(lang, 'cmd-game-start')} {tr(lang, 'opt-game-league')}:"
        )
        assert "{" not in text and len(text) <= MESSAGE_LIMIT and start_command in text
