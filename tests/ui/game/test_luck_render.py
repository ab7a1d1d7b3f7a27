"""The luck report in words (bot/ui/game/luck_render.py) at its largest: the end message's text
(the revealed seed, then every player's jokers, duels and cards used) in every language stays
within Discord's limit, however rare the figures."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from bot.rules.game.luck import CARDS_MAX, Luck, duels_json
from bot.rules.game.luck_cards import EXACT_FLIPS, FLIPS_MAX, CardFlip, CardLuck
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.game.luck_render import luck_text, one_in

# The rarest a player's figures can be: every card a joker, every duel won, every flip a Red
# Joker when it had one way in C(54, 3) to be (exact: as many flips as the exact tail takes).
RAREST_FLIP = CardFlip(14, (24803,) + (0,) * 13 + (1,), 24804)
RAREST_CARDS = CardLuck((RAREST_FLIP,) * EXACT_FLIPS)
# Beyond, the approximation: its words are the longest (the error bound beside the figure).
APPROXIMATE_CARDS = CardLuck((RAREST_FLIP, CardFlip(0, (1, 1), 2)) * (FLIPS_MAX // 2))


def largest_luck() -> dict[str, dict[str, Any]]:
    jokers = Luck(54, (Fraction(1, 53),) * 54).to_json() | {"cards": CARDS_MAX * 9}
    duels = duels_json(Luck(CARDS_MAX, (Fraction(1, 10**6 + 1),) * CARDS_MAX))
    assert "approximation" in duels and "approximation" in APPROXIMATE_CARDS.to_json()
    figures = jokers | {"duels": duels, "cards_used": APPROXIMATE_CARDS.to_json()}
    return {str(10**19 - n): figures for n in range(2)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_end_message_fits(lang: str) -> None:
    note = tr(
        lang, "fair-record-note", seed="f" * 64, commitment="f" * 64, file="game-record-2026-12-31.json"
    )
    text = f"{note}\n{luck_text(lang, largest_luck(), left_out=['duels', 'cards_used'])}"
    assert len(text) <= MESSAGE_LIMIT, len(text)
    assert tr(lang, "luck-cards-higher") in text


def test_a_rare_figure_reads_as_a_power_of_ten() -> None:
    assert RAREST_CARDS.to_json()["one_in"] > 10**200  # exact, and far too long to print
    assert one_in(RAREST_CARDS.to_json()["one_in"]).endswith(
        f"×10^{len(str(RAREST_CARDS.to_json()['one_in'])) - 1}"
    )
    assert (one_in(None), one_in(999_999_999), one_in(32 * 10**9 + 5)) == ("∞", "999999999", "3.2×10^10")
