"""The /odds reply and the cheat-menu lines: rounding, every language, Discord's limits."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from bot.play.odds import OpposedOddsView, SimpleOddsView
from bot.rules.common.cards import ALL_CARDS, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import EDITIONS
from bot.rules.duel.arithmetic import Boost
from bot.rules.duel.cheat_outcomes import CheatOutcome
from bot.rules.flip.modifiers import FateModifier
from bot.rules.odds import exact as odds
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.odds.cheat_lines import DESCRIPTION_MAX, cheat_outcome_text
from bot.ui.odds.render import opposed_odds_text, percent, simple_odds_text


@pytest.mark.parametrize(
    ("chance", "en", "es"),
    [
        (Fraction(0), "0%", "0%"),
        (Fraction(1), "100%", "100%"),
        (Fraction(1, 3), "33.3%", "33,3%"),
        (Fraction(1, 10_000), "<0.1%", "<0,1%"),
        (Fraction(9_999, 10_000), ">99.9%", ">99,9%"),
    ],
)
def test_percent_never_rounds_a_possibility_away(chance: Fraction, en: str, es: str) -> None:
    assert percent("en", chance) == en
    assert percent("es", chance) == es == percent("hu", chance)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(EDITIONS))
def test_replies_fit_a_message_in_every_language(lang: str, key: str) -> None:
    edition = EDITIONS[key]
    rng = random.Random(7)
    deck = Deck.fresh(rng)
    deck.draw_to_hand(1, 7, rng)
    theirs = Deck.fresh(rng)
    theirs.draw_to_hand(2, 7, rng)
    boost = Boost(empower=min(deck.hands[1], key=lambda c: c.value)) if key == "m4e" else Boost(plus=True)
    if key == "m4e" and boost.empower is not None and boost.empower.value > 5:
        boost = Boost()
    suits = frozenset({Suit.RAMS})
    result = odds.simple_odds(edition, deck, 1, 99, 99, tn_suits=suits, modifier=FateModifier(3), boost=boost)
    text = simple_odds_text(lang, SimpleOddsView(1, result, 99, 99, suits, FateModifier(3), boost))
    assert 0 < len(text) <= 2000 and "odds-" not in text
    opposed = odds.opposed_odds(
        edition,
        deck,
        1,
        99,
        99,
        modifier=FateModifier(3),
        opponent_modifier=FateModifier(-3),
        tn=99,
        opponent_deck=theirs,
        opponent=2**62,
    )
    view = OpposedOddsView(1, opposed, 99, 99, FateModifier(3), FateModifier(-3), 2**62, 99)
    text = opposed_odds_text(lang, view)
    assert 0 < len(text) <= 2000 and "odds-" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cheat_lines_fit_a_select_option_in_every_language(lang: str) -> None:
    results = ["success", "failure", "win", "tie-win", "tie-lose", "lose", "neither", "damage"]
    results += ["initiative-win", "initiative-tie", "initiative-lose"]
    for result in results:
        extras: list[dict[str, object]] = [{}, {"raises": 0}, {"raises": 1}, {"raises": 12}]
        extras += [{"damage_flip": FateModifier(net)} for net in (-3, -2, -1, 0, 1)]
        for extra in extras:
            for margin in (-99, -1, 0, 1, 99):
                outcome = CheatOutcome(113, result, margin, damage=100, **extra)  # type: ignore[arg-type]
                text = cheat_outcome_text(lang, outcome)
                assert 0 < len(text) <= DESCRIPTION_MAX and "odds-" not in text, (result, text)


def test_an_unmodified_damage_flip_is_not_read_as_raises() -> None:
    # M2E/M3E margin 6-10: no modifier on the damage flip (not "0 raises").
    text = cheat_outcome_text("en", CheatOutcome(16, "win", 7, damage_flip=FateModifier(0)))
    assert text.endswith(tr("en", "odds-damage-flip-none")) and "raise" not in text
    text = cheat_outcome_text("en", CheatOutcome(16, "win", 3, raises=0))
    assert text.endswith(tr("en", "odds-cheat-raises", raises=0))
    assert ALL_CARDS  # the texts name no card: hand cards appear only as the option's own label
