import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.editions import M2E, M3E, M4E
from bot.rules.game import turns
from bot.rules.game.turns import Score
from tests.rules.fate_helpers import assert_complete, cards, refused, stacked

P = 42
RNG = random.Random(0)


# -- draw phase -----------------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "size"), [(M2E, 6), (M3E, 6), (M4E, 7)])
def test_draw_up_to_the_hand_size(edition, size) -> None:  # type: ignore[no-untyped-def]
    deck = stacked([], {P: ["1R", "2R"]})
    result = turns.draw_phase(edition, deck, P, RNG)
    assert len(result.drawn) == size - 2 and len(deck.hand(P)) == size
    assert result.must_discard == 0 and not result.soulstone_used and not result.reshuffled


def test_m2e_m3e_soulstone_draws_two_more_then_discard_back_down() -> None:
    deck = stacked(["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"])
    result = turns.draw_phase(M3E, deck, P, RNG, soulstone=True)
    assert result.drawn == tuple(cards("1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"))
    assert result.must_discard == 2 and result.soulstone_used
    refused("error-draw-discard-count", lambda: turns.discard_down(M3E, deck, P, cards("1C")))
    turns.discard_down(M3E, deck, P, cards("1C", "2C"))
    assert len(deck.hand(P)) == 6 and deck.discard == cards("1C", "2C")
    assert_complete(deck)


def test_m4e_has_no_soulstone_draw() -> None:
    deck = stacked()
    refused(
        "error-draw-soulstone-not-in-edition", lambda: turns.draw_phase(M4E, deck, P, RNG, soulstone=True)
    )
    assert deck.hand(P) == []


def test_a_hand_above_the_size_draws_nothing_and_must_discard() -> None:
    deck = stacked([], {P: ["1R", "2R", "3R", "4R", "5R", "6R", "7R", "8R"]})
    result = turns.draw_phase(M4E, deck, P, RNG)
    assert result.drawn == () and result.must_discard == 1
    assert turns.excess_cards(M2E, deck, P) == 2


def test_end_of_turn_reshuffle_keeps_hands_aside() -> None:
    deck = stacked(["1R", "2R"], {P: ["13T"]})
    deck.flip(2, RNG)
    deck.discard_from_play(cards("1R", "2R"))
    turns.end_of_turn_reshuffle(deck, RNG)
    assert deck.discard == [] and deck.hand(P) == cards("13T") and len(deck.draw) == 53


# -- end of game ----------------------------------------------------------------------------


def test_m2e_end_check_from_seed_001() -> None:
    # From turn 5 the first player flips: 10+ goes on; end of turn 6 needs 11+, turn 7 12+.
    assert turns.end_check_target(M2E, 4) is None
    assert [turns.end_check_target(M2E, t) for t in (5, 6, 7)] == [10, 11, 12]
    assert turns.game_continues(M2E, 4)
    assert turns.game_continues(M2E, 5, Card.parse("10R"))
    assert not turns.game_continues(M2E, 5, Card.parse("9R"))
    assert not turns.game_continues(M2E, 6, Card.parse("10C"))
    assert turns.game_continues(M2E, 6, Card.parse("11C"))
    assert not turns.game_continues(M2E, 7, Card.parse("11C"))
    assert turns.game_continues(M2E, 7, Card.parse("12C"))
    with pytest.raises(ValueError):
        turns.game_continues(M2E, 5)


def test_m2e_end_check_jokers() -> None:
    assert not turns.game_continues(M2E, 5, Card.parse("BJ"))
    assert turns.game_continues(M2E, 9, Card.parse("RJ"))  # needs 14
    assert not turns.game_continues(M2E, 10, Card.parse("RJ"))  # needs 15


def test_m2e_end_of_turn_flips_and_discards_the_check_card() -> None:
    deck = stacked(["11M"])
    early = turns.end_of_turn(M2E, 4, deck, RNG)
    assert early == turns.EndOfTurn(4, False) and deck.discard == []
    result = turns.end_of_turn(M2E, 6, deck, RNG)
    assert (result.game_over, result.card, result.target) == (False, Card.parse("11M"), 11)
    assert deck.discard == cards("11M") and deck.in_play == []
    ends = turns.end_of_turn(M2E, 7, stacked(["11M"]), RNG)
    assert ends.game_over
    refused("error-game-turn", lambda: turns.end_of_turn(M2E, 0, deck, RNG))
    assert_complete(deck)


def test_m3e_ends_after_turn_5_and_m4e_after_turn_4_without_a_flip() -> None:
    deck = stacked()
    assert [turns.end_of_turn(M3E, t, deck, RNG).game_over for t in (1, 4, 5)] == [False, False, True]
    assert [turns.end_of_turn(M4E, t, deck, RNG).game_over for t in (3, 4)] == [False, True]
    assert len(deck.draw) == 54


# -- victory points -------------------------------------------------------------------------


def test_m3e_strategy_cap_4_schemes_2_and_nothing_on_turn_one() -> None:
    score = Score()
    refused("error-vp-turn-one", lambda: turns.add_strategy_vp(M3E, score, 1, 1))
    score = turns.add_strategy_vp(M3E, score, 2, 3)
    score = turns.add_strategy_vp(M3E, score, 3, 1)
    err = refused("error-vp-strategy-cap", lambda: turns.add_strategy_vp(M3E, score, 4, 1))
    assert err.args_map == {"cap": 4, "current": 4, "edition": "m3e"}
    score = turns.add_scheme_vp(M3E, score, 2, "Assassinate", 2)
    refused("error-vp-scheme-cap", lambda: turns.add_scheme_vp(M3E, score, 3, "Assassinate", 1))
    score = turns.add_scheme_vp(M3E, score, 3, " Outflank ", 1)
    assert score.schemes == (("Assassinate", 2), ("Outflank", 1))
    assert (score.strategy, score.scheme_total, score.total) == (4, 3, 7)
    assert turns.add_strategy_vp(M3E, score, 1, -1).strategy == 3  # corrections are allowed


def test_m4e_schemes_total_cap_6_and_strategy_cap_5() -> None:
    score = Score()
    for name in ("A", "B", "C"):
        score = turns.add_scheme_vp(M4E, score, 1, name, 2)  # M4E scores on turn 1
    refused("error-vp-schemes-total-cap", lambda: turns.add_scheme_vp(M4E, score, 2, "D", 1))
    score = turns.add_strategy_vp(M4E, score, 4, 5)
    refused("error-vp-strategy-cap", lambda: turns.add_strategy_vp(M4E, score, 4, 1))


def test_vp_errors() -> None:
    refused("error-vp-negative", lambda: turns.add_strategy_vp(M2E, Score(), 2, -1))
    refused("error-vp-negative", lambda: turns.add_scheme_vp(M2E, Score(), 2, "A", -1))
    refused("error-vp-scheme-name", lambda: turns.add_scheme_vp(M2E, Score(), 2, "  ", 1))
    assert turns.add_strategy_vp(M2E, Score(), 2, 12).strategy == 12  # M2E: no strategy cap known
    updated = turns.add_scheme_vp(M2E, turns.add_scheme_vp(M2E, Score(), 2, "A", 1), 3, "A", 1)
    assert updated.scheme("A") == 2 and updated.scheme("B") == 0


# -- soulstones -----------------------------------------------------------------------------


def test_starting_soulstone_pool_caps() -> None:
    assert turns.starting_soulstones(M3E, 12) == 10
    assert turns.starting_soulstones(M4E, 9) == 6
    assert turns.starting_soulstones(M4E, 4) == 4
    assert turns.starting_soulstones(M2E, 12) == 12
    refused("error-soulstones-negative", lambda: turns.starting_soulstones(M3E, -1))


def test_spending_soulstones() -> None:
    assert turns.spend_soulstones(3, 2) == 1
    refused("error-soulstones-not-enough", lambda: turns.spend_soulstones(1, 2))
    refused("error-soulstones-negative", lambda: turns.spend_soulstones(1, -1))


def test_m3e_pass_tokens_the_smaller_crew_gets_the_difference() -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "Az a játékos, akinek kevesebb modellje van az
    ellenfélnél, annyi Pass Tokent kap, amekkora a különbség a két crew között." (The player with
    fewer models than the opponent gets as many pass tokens as the difference.)"""
    assert turns.pass_tokens_for((4, 7)) == (3, 0)
    assert turns.pass_tokens_for((9, 2)) == (0, 7)
    assert turns.pass_tokens_for((5, 5)) == (0, 0)
    assert turns.pass_tokens_for((0, 99)) == (99, 0)
    for bad in ((-1, 3), (3, 100)):
        with pytest.raises(DomainError) as caught:
            turns.pass_tokens_for(bad)
        assert caught.value.key == "rules-error-model-count"


@given(st.integers(0, turns.MAX_MODELS), st.integers(0, turns.MAX_MODELS))
def test_pass_tokens_make_up_the_difference_for_the_smaller_crew_only(a: int, b: int) -> None:
    tokens = turns.pass_tokens_for((a, b))
    assert a + tokens[0] == b + tokens[1] == max(a, b)
    assert min(tokens) == 0
    assert turns.pass_tokens_for((b, a)) == (tokens[1], tokens[0])
