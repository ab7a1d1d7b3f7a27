"""The duel conversation: phases, whose turn it is, card movements and results."""

import json
import random

import pytest

from bot.rules.common.cards import ALL_CARDS, RED_JOKER, Card, Strength, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M2E, M3E, M4E, Edition, Role
from bot.rules.common.lapse import Applied
from bot.rules.document_kinds import DUEL
from bot.rules.duel import cheating as duel_cheating
from bot.rules.duel import flow as df
from bot.rules.duel import result as duel_result
from bot.rules.duel import state as duel_state
from bot.rules.duel.arithmetic import NO_BOOST, Boost, CheatBlock
from bot.rules.flip.flips import FlipReason
from bot.rules.flip.modifiers import MINUS, NONE, PLUS, FateModifier
from tests.rules.fate_helpers import assert_complete, cards, refused, stacked

A, B = 111, 222
RNG = random.Random(0)


def card(code: str) -> Card:
    return Card.parse(code)


def roundtrip(state: duel_state.DuelState) -> duel_state.DuelState:
    data = json.loads(json.dumps(DUEL.dump(state)))
    again = DUEL.load(data)
    assert again == state
    return again


# -- simple duels ---------------------------------------------------------------------------


def test_m4e_simple_duel_cheated_to_21_against_tn_10_gets_two_raises() -> None:
    # M4E raise example 1: a 15R total, cheated up to 21R against TN 10 → 2 raises.
    deck = stacked(["7R"], {A: ["13R", "2C"]})
    state = df.start_simple(M4E, A, 8, 10, {A: deck}, RNG)
    assert state.phase is duel_state.Phase.CHEATING and state.awaiting_player == A
    window = duel_cheating.cheat_window(state, {A: deck})
    assert window is not None and window[1] == tuple(cards("13R", "2C"))
    state = df.cheat(roundtrip(state), A, card("13R"), {A: deck})
    result = duel_result.result(state)
    assert (result.success, result.margin, result.raises) == (True, 11, 2)
    side = result.side(Role.INITIATOR)
    assert (side.chosen, side.cheated, side.final, side.total) == (card("7R"), card("13R"), card("13R"), 21)
    assert deck.in_play == [] and set(deck.discard) == {card("7R"), card("13R")}
    assert state.awaiting_player is None and duel_cheating.cheat_window(state, {A: deck}) is None
    assert_complete(deck)


def test_simple_duel_needs_the_tn_suits() -> None:
    deck = stacked(["9C"])
    state = df.start_simple(M3E, A, 5, 10, {A: deck}, RNG, tn_suits=frozenset({Suit.MASKS}))
    result = duel_result.result(state)  # empty hand: no cheat window, done at once
    assert not result.success and result.missing_suits == {Suit.MASKS} and result.margin == 4
    assert result.side(Role.INITIATOR).cheat_block is CheatBlock.EMPTY_HAND
    with_suit = df.start_simple(
        M3E,
        A,
        5,
        10,
        {A: stacked(["9C"])},
        RNG,
        tn_suits=frozenset({Suit.MASKS}),
        stat_suits=frozenset({Suit.MASKS}),
    )
    assert duel_result.result(with_suit).success


def test_m3e_soulstone_suit_counts_in_the_total() -> None:
    deck = stacked(["9C"])
    state = df.start_simple(
        M3E, A, 5, 10, {A: deck}, RNG, tn_suits=frozenset({Suit.TOMES}), boost=Boost(suit=Suit.TOMES)
    )
    result = duel_result.result(state)
    assert result.success and result.side(Role.INITIATOR).soulstones == 1
    assert result.raises is None and result.damage_modifier is None


@pytest.mark.parametrize(("edition", "blocked"), [(M2E, True), (M3E, True), (M4E, False)])
def test_negative_flip_blocks_cheating_in_m2e_m3e_only(edition, blocked) -> None:  # type: ignore[no-untyped-def]
    deck = stacked(["9C", "4R"], {A: ["13T"]})
    state = df.start_simple(edition, A, 5, 10, {A: deck}, RNG, modifier=MINUS)
    if blocked:
        assert state.phase is duel_state.Phase.DONE
        assert duel_result.result(state).side(Role.INITIATOR).cheat_block is CheatBlock.NEGATIVE_FLIP
        assert duel_result.result(state).side(Role.INITIATOR).total == 9
    else:
        assert state.phase is duel_state.Phase.CHEATING
    assert_complete(deck)


def test_black_joker_is_used_and_blocks_cheating() -> None:
    deck = stacked(["13R", "BJ"], {A: ["13T"]})
    state = df.start_simple(M4E, A, 5, 3, {A: deck}, RNG, modifier=PLUS)
    result = duel_result.result(state)
    side = result.side(Role.INITIATOR)
    assert (side.final, side.total, side.flip_reason, side.cheat_block) == (
        card("BJ"),
        5,
        FlipReason.BLACK_JOKER_FORCED,
        CheatBlock.BLACK_JOKER,
    )
    assert result.success and result.raises == 0


def test_plus_lets_the_player_take_a_lower_card_for_its_suit() -> None:
    deck = stacked(["4M", "12T"])
    state = df.start_simple(M3E, A, 5, 8, {A: deck}, RNG, modifier=PLUS, tn_suits=frozenset({Suit.MASKS}))
    assert state.phase is duel_state.Phase.CHOOSING and state.awaiting_player == A
    assert deck.in_play == cards("4M", "12T")
    state = df.choose(state, A, 0, {A: deck})
    result = duel_result.result(state)
    assert result.success and result.side(Role.INITIATOR).total == 9
    assert deck.in_play == [] and set(deck.discard) == {card("4M"), card("12T")}


def test_the_red_joker_owner_names_its_suit() -> None:
    deck = stacked(["RJ"])
    state = df.start_simple(M2E, A, 5, 10, {A: deck}, RNG, tn_suits=frozenset({Suit.CROWS}))
    assert state.phase is duel_state.Phase.CHOOSING
    refused("error-red-joker-suit-required", lambda: df.choose(state, A, 0, {A: deck}), deck)
    done = df.choose(state, A, 0, {A: deck}, red_joker_suit=Suit.CROWS)
    result = duel_result.result(done)
    assert result.success and result.side(Role.INITIATOR).suits == {Suit.CROWS}
    assert result.side(Role.INITIATOR).red_joker_suit is Suit.CROWS


def test_m4e_red_joker_may_have_no_suit_and_gives_a_raise() -> None:
    deck = stacked(["RJ"])
    state = df.start_simple(M4E, A, 5, 10, {A: deck}, RNG)
    result = duel_result.result(df.choose(state, A, 0, {A: deck}))
    assert result.side(Role.INITIATOR).suits == frozenset()
    assert result.raises == 1 + 1  # 19 vs TN 10: one raise, and one for the Red Joker


def test_choose_refuses_cards_the_flip_does_not_allow() -> None:
    deck = stacked(["2R", "RJ"])
    state = df.start_simple(M3E, A, 5, 10, {A: deck}, RNG, modifier=MINUS)
    assert state.phase is duel_state.Phase.CHOOSING  # − with the Red Joker: lowest or Red Joker
    refused("error-flip-choice-not-allowed", lambda: df.choose(state, A, 2, {A: deck}), deck)
    refused("error-flip-choice-not-allowed", lambda: df.choose(state, A, -1, {A: deck}), deck)
    deck2 = stacked(["2R", "3R", "2C"])
    state2 = df.start_simple(M3E, A, 5, 10, {A: deck2}, RNG, modifier=FateModifier(-2))
    err = refused("error-flip-choice-not-allowed", lambda: df.choose(state2, A, 1, {A: deck2}), deck2)
    assert err.args_map == {"reason": "lowest-tied"}
    done = df.choose(state2, A, 2, {A: deck2})
    assert duel_result.result(done).side(Role.INITIATOR).final == card("2C")


def test_cheat_errors_change_nothing() -> None:
    deck = stacked(["7R"], {A: ["13R"]})
    state = df.start_simple(M4E, A, 8, 10, {A: deck}, RNG)
    refused("error-hand-card-not-held", lambda: df.cheat(state, A, card("12R"), {A: deck}), deck)
    refused("error-duel-not-participant", lambda: df.cheat(state, B, card("13R"), {A: deck}), deck)
    refused("error-duel-not-participant", lambda: df.decline_cheat(state, B, {A: deck}), deck)
    refused("error-duel-wrong-phase", lambda: df.choose(state, A, 0, {A: deck}), deck)
    refused("error-duel-not-finished", lambda: duel_result.result(state), deck)
    refused("error-duel-wrong-phase", lambda: df.accept(state, A, {A: deck}, RNG), deck)
    done = df.decline_cheat(state, A, {A: deck})
    refused("error-duel-wrong-phase", lambda: df.cheat(done, A, card("13R"), {A: deck}), deck)
    assert duel_result.result(done).side(Role.INITIATOR).cheated is None


def test_cheating_in_the_red_joker_needs_a_suit() -> None:
    deck = stacked(["7R"], {A: ["RJ"]})
    state = df.start_simple(M3E, A, 5, 10, {A: deck}, RNG)
    refused("error-red-joker-suit-required", lambda: df.cheat(state, A, RED_JOKER, {A: deck}), deck)
    result = duel_result.result(df.cheat(state, A, RED_JOKER, {A: deck}, red_joker_suit=Suit.RAMS))
    assert result.side(Role.INITIATOR).suits == {Suit.RAMS} and result.side(Role.INITIATOR).total == 19


def test_start_errors() -> None:
    deck = stacked([], {A: ["3R", "9R"]})
    decks = {A: deck}
    refused("error-duel-stat-out-of-range", lambda: df.start_simple(M4E, A, -1, 10, decks, RNG), deck)
    refused("error-duel-tn-out-of-range", lambda: df.start_simple(M4E, A, 5, 100, decks, RNG), deck)
    refused(
        "error-duel-raise-step-out-of-range",
        lambda: df.start_simple(M4E, A, 5, 10, decks, RNG, raise_step=0),
        deck,
    )
    refused(
        "error-boost-soulstone-not-in-edition",
        lambda: df.start_simple(M4E, A, 5, 10, decks, RNG, boost=Boost(plus=True)),
        deck,
    )
    refused(
        "error-hand-card-not-held",
        lambda: df.start_simple(M4E, A, 5, 10, decks, RNG, boost=Boost(empower=card("2C"))),
        deck,
    )
    with pytest.raises(ValueError):
        df.start_simple(M4E, B, 5, 10, decks, RNG)


def test_m2e_refuses_a_stat_of_zero_every_attribute_but_wounds_is_at_least_one() -> None:
    """Seed 000 (000_ceec72a081fab5e5.txt): "Todos los atributos, excepto las Heridas, tienen un
    valor mínimo de 1, independientemente de cuántos modificadores sean aplicados al atributo."
    (Every attribute but Wounds has a minimum of 1, whatever modifiers apply.) M3E/M4E allow 0."""
    deck = stacked(["9R", "8R", "7R"], {A: ["3R"]})
    decks = {A: deck, B: deck}
    err = refused("rules-error-stat-below-minimum", lambda: df.start_simple(M2E, A, 0, 10, decks, RNG), deck)
    assert err.args_map == {"value": 0, "min": 1, "edition": "M2E"}
    refused("rules-error-stat-below-minimum", lambda: df.start_opposed(M2E, A, B, 0, decks), deck)
    refused(
        "rules-error-stat-below-minimum",
        lambda: df.start_opposed(M2E, A, B, 4, decks, resister_stat=0),
        deck,
    )
    df.start_simple(M2E, A, 1, 10, decks, RNG)
    df.start_simple(M3E, A, 0, 10, decks, RNG)


def test_raise_step_option() -> None:
    deck = stacked(["9R"])
    state = df.start_simple(M4E, A, 4, 10, {A: deck}, RNG, raise_step=3)
    assert duel_result.result(state).raises == 1


def test_m4e_empower_discards_at_once_and_adds_plus_and_suit() -> None:
    deck = stacked(["2C", "8R"], {A: ["5T", "12M"]})
    state = df.start_simple(
        M4E, A, 5, 10, {A: deck}, RNG, boost=Boost(empower=card("5T")), tn_suits=frozenset({Suit.TOMES})
    )
    assert card("5T") in deck.discard and deck.hand(A) == cards("12M")
    assert state.phase is duel_state.Phase.CHOOSING and len(state.sides[0].flipped) == 2
    state = df.choose(state, A, 1, {A: deck})
    state = df.decline_cheat(state, A, {A: deck})
    result = duel_result.result(state)
    assert result.success and result.side(Role.INITIATOR).suits == {Suit.RAMS, Suit.TOMES}
    assert result.interpretations == ()
    assert_complete(deck)


def test_m4e_empower_with_the_black_joker_is_flagged() -> None:
    deck = stacked(["8R"], {A: ["BJ"]})
    state = df.start_simple(M4E, A, 5, 10, {A: deck}, RNG, boost=Boost(empower=card("BJ")))
    # Two cards flipped (+): the 8R and whatever is next; take the 8R.
    if state.phase is duel_state.Phase.CHOOSING:
        state = df.choose(state, A, 0, {A: deck})
    assert state.phase is duel_state.Phase.DONE  # hand now empty: no cheat window
    assert duel_result.result(state).interpretations == ("m4e-empower-black-joker",)


def test_a_reshuffle_during_a_flip_is_reported() -> None:
    deck = Deck(draw=cards("3R"), discard=[c for c in ALL_CARDS if c != card("3R")])
    state = df.start_simple(M4E, A, 5, 5, {A: deck}, RNG, modifier=PLUS)
    assert state.sides[0].reshuffled
    assert_complete(deck)


def test_exhausted_decks_are_refused_before_any_card_moves() -> None:
    # A shared deck with 5 cards left to flip: 4 (+++) for the initiator and 2 (+) for the
    # resister do not fit, so nobody flips; 4 + 1 does.
    held = list(ALL_CARDS[:49])
    shared = Deck(draw=list(ALL_CARDS[49:]), hands={A: held[:25], B: held[25:]})
    decks = {A: shared, B: shared}
    state = df.start_opposed(M4E, A, B, 5, decks, modifier=FateModifier(3))
    err = refused(
        "error-deck-exhausted", lambda: df.accept(state, B, decks, RNG, stat=5, modifier=PLUS), shared
    )
    assert err.args_map == {"needed": 6, "available": 5}
    ok = df.accept(state, B, decks, RNG, stat=5)
    assert (len(ok.sides[0].flipped), len(ok.sides[1].flipped)) == (4, 1)
    assert_complete(shared)


# -- opposed duels --------------------------------------------------------------------------


def opposed(edition, top_a, top_b, hand_a=(), hand_b=(), **kwargs):  # type: ignore[no-untyped-def]
    decks = {A: stacked(top_a, {A: hand_a}), B: stacked(top_b, {B: hand_b})}
    return df.start_opposed(edition, A, B, 5, decks, **kwargs), decks


def test_opposed_duel_waits_for_the_resister() -> None:
    state, decks = opposed(M4E, ["9R"], ["8C"])
    assert state.phase is duel_state.Phase.AWAITING_RESISTER and state.awaiting_player == B
    assert state.in_play() == {A: (), B: ()}
    refused("error-duel-not-your-turn", lambda: df.accept(state, A, decks, RNG, stat=5), *decks.values())
    refused("error-duel-not-participant", lambda: df.accept(state, 999, decks, RNG, stat=5), *decks.values())
    refused("error-duel-resister-stat-missing", lambda: df.accept(state, B, decks, RNG), *decks.values())
    refused(
        "error-duel-stat-out-of-range", lambda: df.accept(state, B, decks, RNG, stat=120), *decks.values()
    )
    state = df.accept(roundtrip(state), B, decks, RNG, stat=6)
    result = duel_result.result(state)  # empty hands: no cheating
    assert (result.winner, result.margin, result.raises, result.tie_damage_reduction) == (
        Role.INITIATOR,
        0,
        0,
        1,
    )
    assert result.tie and result.success
    assert [s.total for s in result.sides] == [14, 14]
    for deck in decks.values():
        assert deck.in_play == []
        assert_complete(deck)


def test_the_initiator_may_fill_in_the_resisters_stat_and_modifiers() -> None:
    state, decks = opposed(M3E, ["9R"], ["8C", "2T"], resister_stat=4, resister_modifier=MINUS)
    state = df.accept(state, B, decks, RNG)
    result = duel_result.result(state)
    assert result.side(Role.RESISTER).stat == 4 and result.side(Role.RESISTER).final == card("2T")
    assert result.winner is Role.INITIATOR and result.margin == 8
    assert result.damage_modifier == NONE  # margin 6-10: no modifier


def test_m3e_opposed_duel_compares_with_the_tn_too() -> None:
    # Seed 003: the final total is compared with the TN (if any) and the resister's total.
    state, decks = opposed(M3E, ["9R"], ["3C"], tn=15)
    result = duel_result.result(df.accept(state, B, decks, RNG, stat=5))
    assert result.winner is Role.RESISTER and not result.success
    assert result.damage_modifier is None and result.interpretations == ()
    m2e, decks2 = opposed(M2E, ["9R"], ["3C"], tn=12, boost=NO_BOOST)
    result2 = duel_result.result(df.accept(m2e, B, decks2, RNG, stat=5))
    assert result2.winner is Role.INITIATOR
    assert result2.margin == 6 and result2.damage_modifier == NONE
    assert "m2e-opposed-tn" in result2.interpretations


def test_tn_suits_need_a_tn() -> None:
    decks = {A: stacked(), B: stacked()}
    refused(
        "error-duel-tn-suits-without-tn",
        lambda: df.start_opposed(M4E, A, B, 5, decks, tn_suits=frozenset({Suit.RAMS})),
    )
    refused("error-duel-tn-out-of-range", lambda: df.start_opposed(M4E, A, B, 5, decks, tn=-2))
    refused("error-duel-stat-out-of-range", lambda: df.start_opposed(M4E, A, B, 5, decks, resister_stat=-2))
    refused(
        "error-duel-raise-step-out-of-range", lambda: df.start_opposed(M4E, A, B, 5, decks, raise_step=-2)
    )
    with pytest.raises(ValueError):
        df.start_opposed(M4E, A, 999, 5, decks)


def test_judge_and_lilith_m2e_defender_declares_soulstones_first() -> None:
    # Seed 000: Lilith (defending) declares first: a stone for + and - to damage; then the Judge
    # spends two: + to the attack and a Mask in the total.
    decks = {A: stacked(["5R", "11C"], {A: ["2R"]}), B: stacked(["7T", "3C"], {B: ["1R"]})}
    state = df.start_opposed(M2E, A, B, 6, decks)
    assert state.phase is duel_state.Phase.AWAITING_RESISTER
    state = df.accept(state, B, decks, RNG, stat=5, boost=Boost(plus=True))
    assert state.phase is duel_state.Phase.AWAITING_INITIATOR_BOOST and state.awaiting_player == A
    assert decks[A].in_play == [] and decks[B].in_play == []  # nobody flipped yet
    refused(
        "error-duel-not-your-turn", lambda: df.declare_initiator_boost(state, B, decks, RNG), *decks.values()
    )
    refused(
        "error-boost-empower-not-in-edition",
        lambda: df.declare_initiator_boost(state, A, decks, RNG, Boost(empower=card("2R"))),
        *decks.values(),
    )
    state = df.declare_initiator_boost(roundtrip(state), A, decks, RNG, Boost(plus=True, suit=Suit.MASKS))
    assert state.phase is duel_state.Phase.CHOOSING and state.awaiting_player == A  # initiator chooses first
    refused("error-duel-not-your-turn", lambda: df.choose(state, B, 0, decks), *decks.values())
    state = df.choose(state, A, 1, decks)
    assert state.awaiting_player == B
    state = df.choose(roundtrip(state), B, 0, decks)
    # Totals 17 vs 12: the defender (lower) may cheat first.
    assert state.phase is duel_state.Phase.CHEATING and state.awaiting_player == B
    state = df.decline_cheat(state, B, decks)
    refused("error-cheat-already-used", lambda: df.cheat(state, B, card("1R"), decks), *decks.values())
    state = df.decline_cheat(state, A, decks)
    result = duel_result.result(roundtrip(state))
    judge, lilith = result.side(Role.INITIATOR), result.side(Role.RESISTER)
    assert (judge.soulstones, lilith.soulstones) == (2, 1)
    assert judge.suits == {Suit.CROWS, Suit.MASKS} and judge.total == 17
    assert result.margin == 5
    assert result.damage_modifier == FateModifier(-2)  # margin 1-5: -, and Lilith's stone: -
    assert result.interpretations == ("m2e-cheat-order", "m2e-damage-table")
    for deck in decks.values():
        assert_complete(deck)


def test_m2e_initiator_may_declare_with_the_duel() -> None:
    state, decks = opposed(M2E, ["9R"], ["3C"], boost=NO_BOOST)
    state = df.accept(state, B, decks, RNG, stat=5)
    assert state.phase is duel_state.Phase.DONE


def test_m3e_attacker_declares_first_so_no_extra_step() -> None:
    state, decks = opposed(M3E, ["9R"], ["3C"])
    assert state.sides[0].boost == NO_BOOST
    state = df.accept(state, B, decks, RNG, stat=5, boost=Boost(suit=Suit.RAMS))
    assert duel_result.result(state).side(Role.RESISTER).suits == {Suit.RAMS, Suit.CROWS}


def test_m3e_cheat_order_tie_goes_to_the_defender_and_is_flagged() -> None:
    state, decks = opposed(M3E, ["9R"], ["9C"], hand_a=["13R"], hand_b=["12C"])
    state = df.accept(state, B, decks, RNG, stat=5)
    assert state.cheat_order == (Role.RESISTER, Role.INITIATOR) and state.awaiting_player == B
    state = df.cheat(state, B, card("12C"), decks)
    assert state.awaiting_player == A
    state = df.cheat(state, A, card("13R"), decks)
    result = duel_result.result(state)
    assert result.winner is Role.INITIATOR and result.margin == 1
    assert result.damage_modifier == MINUS
    assert result.interpretations == ("m3e-cheat-tie-defender",)
    assert decks[B].discard == cards("9C", "12C") and decks[A].discard == cards("9R", "13R")


def test_lower_total_cheats_first() -> None:
    state, decks = opposed(M4E, ["12R"], ["3C"], hand_a=["13R"], hand_b=["13C"])
    state = df.accept(state, B, decks, RNG, stat=5)
    assert state.awaiting_player == B
    state = df.cheat(state, B, card("13C"), decks)
    refused("error-cheat-already-used", lambda: df.decline_cheat(state, B, decks), *decks.values())
    state = df.decline_cheat(state, A, decks)
    result = duel_result.result(state)
    assert result.winner is Role.RESISTER and result.raises == 0  # 18 vs 17
    assert not result.success


def test_m4e_resister_raises_use_the_higher_of_tn_and_initiator() -> None:
    state, decks = opposed(M4E, ["2R"], ["13C"], tn=5)
    result = duel_result.result(df.accept(state, B, decks, RNG, stat=5))
    assert result.winner is Role.RESISTER and result.margin == -11 and result.raises == 2


def test_m4e_both_fail_below_the_tn() -> None:
    state, decks = opposed(M4E, ["4R"], ["3C"], tn=12)
    result = duel_result.result(df.accept(state, B, decks, RNG, stat=5))
    assert (result.success, result.winner, result.raises) == (False, None, None)


def test_m2e_flipped_red_joker_locks_the_opponent_even_if_not_chosen() -> None:
    state, decks = opposed(M2E, ["5R"], ["RJ", "3C"], hand_a=["13R"], hand_b=["13C"], boost=NO_BOOST)
    state = df.accept(state, B, decks, RNG, stat=5, modifier=MINUS)
    assert state.phase is duel_state.Phase.CHOOSING and state.awaiting_player == B
    state = df.choose(state, B, 1, decks)  # takes the 3C, not the Red Joker
    # B has a - (may not cheat); A is locked out by B's flipped Red Joker.
    assert state.phase is duel_state.Phase.DONE
    result = duel_result.result(state)
    assert result.side(Role.INITIATOR).cheat_block is CheatBlock.OPPONENT_RED_JOKER
    assert result.side(Role.RESISTER).cheat_block is CheatBlock.NEGATIVE_FLIP


def test_m4e_red_joker_locks_only_when_chosen_from_the_flip() -> None:
    state, decks = opposed(M4E, ["5R"], ["RJ", "3C"], hand_a=["13R"], hand_b=["12C"])
    state = df.accept(state, B, decks, RNG, stat=5, modifier=PLUS)
    chose_other = df.choose(state, B, 1, decks)
    assert chose_other.phase is duel_state.Phase.CHEATING  # 3C chosen: nobody is locked out
    assert chose_other.awaiting_player == B  # B (8) is lower and cheats first
    decks2 = {A: stacked(["5R"], {A: ["13R"]}), B: stacked(["RJ", "3C"], {B: ["12C"]})}
    again = df.accept(df.start_opposed(M4E, A, B, 5, decks2), B, decks2, RNG, stat=5, modifier=PLUS)
    chose_red = df.choose(again, B, 0, decks2, red_joker_suit=Suit.MASKS)
    # A (10) is lower than B (19) but locked out; B may still cheat.
    assert chose_red.awaiting_player == B
    assert chose_red.side(Role.INITIATOR).cheat_block is CheatBlock.OPPONENT_RED_JOKER
    refused(
        "error-cheat-opponent-red-joker",
        lambda: df.cheat(chose_red, A, card("13R"), decks2),
        *decks2.values(),
    )
    done = df.decline_cheat(chose_red, B, decks2)
    result = duel_result.result(done)
    assert result.winner is Role.RESISTER and result.raises == 1 + 1


def test_m4e_a_cheated_in_red_joker_does_not_lock_the_opponent() -> None:
    state, decks = opposed(M4E, ["12R"], ["3C"], hand_a=["13R"], hand_b=["RJ"])
    state = df.accept(state, B, decks, RNG, stat=5)
    state = df.cheat(state, B, RED_JOKER, decks, red_joker_suit=None)
    assert state.awaiting_player == A  # not locked out
    state = df.cheat(state, A, card("13R"), decks)
    result = duel_result.result(state)
    # 18 against 19: the resister wins; a cheated-in Red Joker still gives its extra raise.
    assert result.winner is Role.RESISTER and result.raises == 0 + 1
    assert result.side(Role.RESISTER).final == RED_JOKER


def own_model(edition, top, hand=(), **kwargs):  # type: ignore[no-untyped-def]
    """An opposed duel against the initiator's own model: both sides are player A, one deck."""
    decks = {A: stacked(top, {A: hand})}
    return df.start_opposed(edition, A, A, 5, decks, **kwargs), decks


def test_m4e_relent_the_initiator_still_flips_and_ties() -> None:
    state, decks = own_model(M4E, ["9R"], hand=["13R", "2R"], tn=12)
    refused(
        "error-relent-with-boost",
        lambda: df.accept(state, A, decks, RNG, relent=True, boost=Boost(empower=card("2R"))),
    )
    state = df.accept(state, A, decks, RNG, relent=True)
    assert state.phase is duel_state.Phase.CHEATING and state.cheat_order == (Role.INITIATOR,)
    assert state.side(Role.RESISTER).flipped == () and decks[A].in_play == [card("9R")]
    state = df.decline_cheat(state, A, decks)
    result = duel_result.result(state)
    assert result.success and result.tie and result.tie_damage_reduction == 1 and result.raises == 0
    assert result.side(Role.RESISTER).relented and result.side(Role.RESISTER).total == 14


def test_m3e_relent_flips_nothing_and_counts_as_a_tie() -> None:
    # Seed 003: no card is flipped; the actor succeeds as with a tie (damage flip −−).
    state, decks = own_model(M3E, ["9R"])
    state = df.accept(state, A, decks, RNG, relent=True)
    assert state.phase is duel_state.Phase.DONE
    assert all(len(d.draw) == 54 for d in decks.values())
    result = duel_result.result(state)
    assert result.success and result.tie and result.damage_modifier == FateModifier(-2)
    assert result.interpretations == ("m3e-relent-no-flip",)
    assert result.side(Role.INITIATOR).total is None


@pytest.mark.parametrize("edition", [M3E, M4E])
def test_an_enemy_never_relents(edition: Edition) -> None:
    """Seed 003: "Relent: Ha egy modell egy baráti egységet céloz, a játékos dönthet úgy, hogy a
    célpont hagyja magát, nem védekezik a találat ellen" (when a model targets a friendly model,
    its player may let the target relent): a model of another player is an enemy."""
    state, decks = opposed(edition, ["9R"], ["3C"])
    assert not state.against_own_model
    refused("error-relent-enemy", lambda: df.accept(state, B, decks, RNG, relent=True), *decks.values())
    assert own_model(edition, ["9R"])[0].against_own_model


def test_m2e_has_no_relent() -> None:
    state, decks = opposed(M2E, ["9R"], ["3C"])
    refused("error-relent-not-in-edition", lambda: df.accept(state, B, decks, RNG, relent=True))


def test_a_friendly_duel_against_yourself_works_from_one_deck() -> None:
    deck = stacked(["9R", "3C"], {A: ["13T"]})
    decks = {A: deck}
    state = df.start_opposed(M4E, A, A, 5, decks)
    state = df.accept(state, A, decks, RNG, stat=4)
    # Both sides flipped from A's deck; the resister (7) is lower and cheats first.
    assert state.awaiting is not None and state.awaiting.role is Role.RESISTER
    state = df.decline_cheat(state, A, decks)
    assert state.awaiting is not None and state.awaiting.role is Role.INITIATOR
    state = df.decline_cheat(state, A, decks)
    assert duel_result.result(state).winner is Role.INITIATOR
    assert_complete(deck)


def test_shared_deck_duel_moves_every_card_once() -> None:
    shared = stacked(["9R", "4T", "3C", "12M"], {A: ["13R"], B: ["1C"]})
    decks = {A: shared, B: shared}
    state = df.start_opposed(M3E, A, B, 5, decks, modifier=PLUS)
    state = df.accept(state, B, decks, RNG, stat=5, modifier=PLUS)
    assert state.sides[0].flipped == tuple(cards("9R", "4T")) and state.sides[1].flipped == tuple(
        cards("3C", "12M")
    )
    state = df.choose(state, A, 0, decks)
    state = df.choose(state, B, 1, decks)
    assert sorted(c.code for c in shared.in_play) == ["12M", "9R"]
    state = df.cheat(state, A, card("13R"), decks)
    state = df.cheat(state, B, card("1C"), decks)
    result = duel_result.result(state)
    assert result.winner is Role.INITIATOR and result.margin == 12 and result.damage_modifier == PLUS
    assert shared.in_play == [] and shared.hand(A) == [] and shared.hand(B) == []
    assert_complete(shared)


# -- damage flips ---------------------------------------------------------------------------


def test_damage_flip_uses_card_strength() -> None:
    deck = stacked(["7R", "12C"], {A: ["13T"]})
    state = df.start_damage(M3E, A, 1, 3, 5, {A: deck}, RNG, modifier=FateModifier(-2) + PLUS)
    assert state.phase is duel_state.Phase.DONE  # −: lowest, no cheating
    result = duel_result.result(state)
    assert (result.damage, result.damage_strength) == (3, Strength.MODERATE)
    assert_complete(deck)


def test_damage_flip_can_be_cheated_and_the_jokers_give_0_and_severe_plus_1() -> None:
    deck = stacked(["2R"], {A: ["RJ"]})
    state = df.start_damage(M2E, A, 1, 3, 5, {A: deck}, RNG)
    assert state.phase is duel_state.Phase.CHEATING
    result = duel_result.result(df.cheat(state, A, RED_JOKER, {A: deck}))  # no suit needed on a damage flip
    assert result.damage == 6 and result.side(Role.INITIATOR).red_joker_suit is None
    black = duel_result.result(df.start_damage(M2E, A, 1, 3, 5, {A: stacked(["BJ"])}, RNG))
    assert black.damage == 0


def test_damage_flip_red_joker_needs_no_suit_step() -> None:
    deck = stacked(["RJ"])
    state = df.start_damage(M3E, A, 1, 3, 5, {A: deck}, RNG)
    assert duel_result.result(state).damage == 6


def test_no_damage_flip_in_m4e() -> None:
    deck = stacked()
    refused(
        "error-damage-flip-not-in-edition", lambda: df.start_damage(M4E, A, 1, 2, 3, {A: deck}, RNG), deck
    )
    refused(
        "error-damage-value-out-of-range", lambda: df.start_damage(M3E, A, 1, 2, 300, {A: deck}, RNG), deck
    )


# -- expiry, stale cards, serialisation -----------------------------------------------------


def test_abandon_returns_every_card_in_play_to_the_discard_pile() -> None:
    state, decks = opposed(M4E, ["9R", "2R"], ["3C"], hand_a=["13R"], modifier=PLUS)
    assert df.abandon(state, decks).phase is duel_state.Phase.EXPIRED  # nothing flipped yet
    state = df.accept(state, B, decks, RNG, stat=5)
    assert state.phase is duel_state.Phase.CHOOSING and state.in_play() == {
        A: tuple(cards("9R", "2R")),
        B: tuple(cards("3C")),
    }
    expired = df.abandon(state, decks)
    assert (
        expired.phase is duel_state.Phase.EXPIRED
        and expired.in_play() == {}
        and expired.awaiting_player is None
    )
    assert decks[A].in_play == [] and decks[B].in_play == []
    assert df.abandon(expired, decks) is expired
    for deck in decks.values():
        assert_complete(deck)
    refused("error-duel-wrong-phase", lambda: df.choose(expired, A, 0, decks))


def test_expire_in_the_cheat_step_and_after_a_reset() -> None:
    deck = stacked(["7R"], {A: ["13R"]})
    state = df.start_simple(M4E, A, 8, 10, {A: deck}, RNG)
    deck.reset(random.Random(1))  # the card in play went back into the deck
    refused("error-duel-cards-missing", lambda: df.decline_cheat(state, A, {A: deck}), deck)
    expiry = df.expire(state, {A: deck})  # nothing to play out: what is left is discarded
    assert expiry.state.phase is duel_state.Phase.EXPIRED
    assert [d.kind for d in expiry.defaults] == [Applied.ABANDONED]
    assert_complete(deck)


def test_serialised_form_is_plain_json_and_versioned() -> None:
    state, _decks = opposed(
        M2E, ["9R"], ["3C"], boost=Boost(suit=Suit.RAMS), tn=4, tn_suits=frozenset({Suit.RAMS})
    )
    roundtrip(state)
    damage = df.start_damage(M2E, A, 1, 2, 3, {A: stacked(["9R"], {A: ["1R"]})}, RNG)
    roundtrip(damage)
    with pytest.raises(ValueError):
        DUEL.load({**DUEL.dump(state), "v": 99})
