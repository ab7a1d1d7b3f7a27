"""/game log's reply at its largest: hundreds of events with the longest names and cards still
make one message within Discord's limit, in every language, and say how many are left out."""

from __future__ import annotations

import pytest

from bot.play.game import log as game_log
from bot.play.game.log import GameEvent
from bot.play.game.state import GameState
from bot.ui.common.i18n import tr
from bot.ui.game.log_render import event_line
from bot.ui.game.log_reply import log_reply

BIG = 10**19 - 1  # the longest snowflake


def _events(count: int) -> list[GameEvent]:
    flip = {"player": BIG, "cards": ["RJ", "BJ", "13R", "13C"], "card": "RJ"}
    duel = {
        "duel": "opposed",
        "sides": [{"player": BIG, "card": "13M", "total": 19, "relented": False}] * 2,
        "tn": None,
        "success": True,
        "winner": BIG,
        "damage": None,
    }
    kinds = [(game_log.FLIP, flip), (game_log.DUEL, duel)]
    return [GameEvent(n, 1.7e9 + n, BIG, *kinds[n % 2], False) for n in range(1, count + 1)]


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_longest_log_fits_one_message(lang: str) -> None:
    state = GameState.__new__(GameState)
    object.__setattr__(state, "players", (BIG, BIG - 1))
    events = _events(500)
    text = log_reply(lang, state, events, BIG - 1, None)
    assert len(text) <= 2000
    shown = [line for line in text.splitlines() if line.startswith("`#")]
    assert shown and shown[-1].startswith("`#500`")  # the newest are kept
    assert tr(lang, "game-log-more", count=500 - len(shown)) in text
    assert "{" not in text and all(event_line(lang, e) in text for e in events[-len(shown) :])
