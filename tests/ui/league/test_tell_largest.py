"""The league's notices, lists and crew replies at their largest fit one Discord message in every
language (names, crews and season texts at their limits, 20-digit ids, round 999)."""

from __future__ import annotations

import pytest

from bot.play.league.draws import NAME_MAX
from bot.rules.league.crews import CREW_TEXT_MAX
from bot.ui.common.i18n import LANGUAGES, tr

MESSAGE_LIMIT = 2000
BUTTON_LABEL_MAX = 80
ID = "<@" + "9" * 20 + ">"
WHEN = "<t:99999999999:f>"
BIG = {
    "who": ID,
    "opponent": ID,
    "first": ID,
    "second": ID,
    "player": "W" * 32,
    "name": "W" * NAME_MAX,
    "code": "ZZZZZZZZ",
    "round": 999,
    "deadline": WHEN,
    "score": "99-99",
    "crew": "W" * CREW_TEXT_MAX,
    "salt": "f" * 32,
    "commitment": "f" * 64,
    "count": 128,
}
KEYS = (
    "league-tell-bye",
    "league-tell-confirm",
    "league-tell-disputed",
    "league-tell-dispute-organisers",
    "league-reminder-opponent",
    "league-closed-title",
    "league-declared",
    "league-declared-private",
    "league-paired-rematches",
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_league_notices_fit_one_message(lang: str) -> None:
    encounter = tr(lang, "league-tell-encounter", strategy="W" * 100, deployment="W" * 100)
    for where in ("league-thread-start-here", "league-tell-start-elsewhere"):
        start = tr(lang, where, **BIG)
        paired = tr(lang, "league-tell-paired", **BIG, encounter=encounter, start=start)
        assert "{" not in paired and len(paired) <= MESSAGE_LIMIT, where
    assert len(tr(lang, "league-tell-start-button")) <= BUTTON_LABEL_MAX
    for key in KEYS:
        text = tr(lang, key, **BIG)
        assert "{" not in text and len(text) <= MESSAGE_LIMIT, key
    # A revealed game: the declaration with both crew lines.
    line = tr(lang, "league-crew-line", **BIG)
    assert len(tr(lang, "league-declared", **BIG)) + 2 * len(line) + 200 <= MESSAGE_LIMIT
