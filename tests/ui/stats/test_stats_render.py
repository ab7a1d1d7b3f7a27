"""/stats at its largest: a league season with more players than one message holds, in every
language, stays within Discord's limit and says how many more there are."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.play.stats import PlayerLuck, StatsView
from bot.rules.game.luck import CARDS_MAX, Luck, duels_json
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.stats import stats_text
from tests.ui.game.test_luck_render import RAREST_CARDS


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_largest_league_fits_one_message(lang: str) -> None:
    luck = Luck(40, (Fraction(2, 54),) * CARDS_MAX)
    duels = Luck(300, (Fraction(1, 2),) * CARDS_MAX)  # a line of its own for each player, as the cards used
    figures = (luck.to_json(), duels_json(duels), RAREST_CARDS.to_json())
    players = [PlayerLuck(10**18 + n, 500, *figures) for n in range(300)]
    late = StatsView(players, left_out=7)  # and some players' figures late: said last, still fits
    text = stats_text(lang, tr(lang, "stats-league-title", league="Ñ" * 100), late)
    assert len(text) <= MESSAGE_LIMIT
    shown = text.count("<@") // 3  # jokers, duels, cards used
    assert text.count(tr(lang, "luck-cards-higher")) == shown
    more = tr(lang, "stats-more", count=300 - shown)
    assert 0 < shown < 300 and text.endswith(f"{more}\n{tr(lang, 'stats-left-out', count=7)}")


def test_no_games_says_so() -> None:
    assert stats_text("en", "title", StatsView([], 0)) == tr("en", "stats-none")
    late = stats_text("en", "title", StatsView([], 2))  # none ready: that is not "no games"
    assert late.endswith(tr("en", "stats-left-out", count=2))
