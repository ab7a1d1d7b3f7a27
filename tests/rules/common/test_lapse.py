"""Issue 22 item 2: a lapse applies the rules' defaults and never throws away what was seen.

- "a cheat window lapses as 'did not cheat' and the duel's result is posted and recorded"
- "a choice between flipped cards takes the card the rules pick by default"
- "an initiative resolves without cheating and is recorded"
- "A duel that lapses before any card was flipped gives back the soulstone or empower card spent"
- item 4: "The player who opened a duel can withdraw it while nobody has answered (cards and
  stones back)."

Every test also checks that each deck still holds exactly its 54 cards.
"""

import copy
import random

from bot.rules.common.cards import RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M2E, M3E, M4E, Role
from bot.rules.common.lapse import Applied, Default
from bot.rules.duel import flow as df
from bot.rules.duel import result as duel_result
from bot.rules.duel.arithmetic import Boost
from bot.rules.duel.state import Phase
from bot.rules.flip import flips
from bot.rules.flip.modifiers import MINUS, PLUS
from bot.rules.initiative import flow as ini
from bot.rules.initiative.state import InitiativePhase
from tests.rules.fate_helpers import assert_complete, refused, snapshot, stacked

A, B = 111, 222
RNG = random.Random(0)


def card(code: str) -> Card:
    return Card.parse(code)


def kinds(defaults: tuple[Default, ...]) -> list[tuple[Applied, int]]:
    return [(d.kind, d.player) for d in defaults]


# -- duels: cheat windows ---------------------------------------------------------------------


def _m3e_cheating() -> tuple[df.DuelState, dict[int, Deck]]:
    decks = {A: stacked(["5R"], {A: ["13T"]}), B: stacked(["9C"], {B: ["12M"]})}
    state = df.start_opposed(M3E, A, B, 5, decks)
    state = df.accept(state, B, decks, RNG, stat=5)
    assert state.phase is Phase.CHEATING
    return state, decks


def test_a_lapsed_cheat_window_gives_the_result_of_declining_every_cheat() -> None:
    state, decks = _m3e_cheating()
    declined_decks = copy.deepcopy(decks)
    declined = state
    order = []
    while declined.phase is Phase.CHEATING:
        order.append(declined.awaiting_player)
        declined = df.decline_cheat(declined, declined.awaiting_player or 0, declined_decks)
    expiry = df.expire(state, decks)
    assert expiry.state.phase is Phase.DONE
    assert duel_result.result(expiry.state) == duel_result.result(declined)
    # Every remaining window, in the edition's order (M3E: the lower total cheats first).
    assert (
        kinds(expiry.defaults)
        == [(Applied.NO_CHEAT, p) for p in order]
        == [
            (Applied.NO_CHEAT, A),
            (Applied.NO_CHEAT, B),
        ]
    )
    assert snapshot(*decks.values()) == snapshot(*declined_decks.values())
    assert decks[A].hand(A) == [card("13T")] and decks[B].hand(B) == [card("12M")]
    assert_complete(*decks.values())


def test_only_the_windows_left_lapse() -> None:
    state, decks = _m3e_cheating()
    state = df.cheat(state, A, card("13T"), decks)  # A cheated; B's window lapses
    expiry = df.expire(state, decks)
    assert kinds(expiry.defaults) == [(Applied.NO_CHEAT, B)]
    result = duel_result.result(expiry.state)
    assert result.side(Role.INITIATOR).final == card("13T") and result.winner is Role.INITIATOR
    assert_complete(*decks.values())


def test_an_over_duel_is_left_as_it_is() -> None:
    state, decks = _m3e_cheating()
    done = df.expire(state, decks).state
    again = df.expire(done, decks)
    assert again.state is done and again.defaults == ()


# -- duels: choices between flipped cards ----------------------------------------------------


def test_a_lapsed_choice_takes_the_rules_default_card_then_no_cheat() -> None:
    deck = stacked(["3R", "11C", "6M"], {A: ["2T"]})
    state = df.start_simple(M4E, A, 5, 12, {A: deck}, RNG, modifier=PLUS)
    assert state.phase is Phase.CHOOSING
    flip = state.sides[0].flip(M4E)
    assert flip is not None and flip.default_card == card("11C")  # the rules' default on a +
    expiry = df.expire(state, {A: deck})
    assert expiry.defaults == (
        Default(Applied.DEFAULT_CARD, A, card=card("11C")),
        Default(Applied.NO_CHEAT, A),
    )
    result = duel_result.result(expiry.state)
    assert result.side(Role.INITIATOR).final == card("11C") and result.success
    assert deck.in_play == [] and deck.hand(A) == [card("2T")]
    assert_complete(deck)


def test_a_lapsed_minus_choice_takes_the_lowest() -> None:
    deck = stacked(["9R", "4C"])
    state = df.start_simple(M3E, A, 5, 10, {A: deck}, RNG, modifier=MINUS)
    expiry = df.expire(state, {A: deck})
    # Both cards are below 10 and the lowest must be used: no choice is left, so nothing lapsed.
    final = duel_result.result(expiry.state).side(Role.INITIATOR).final
    assert final == card("4C")
    assert_complete(deck)


def test_both_sides_of_an_opposed_duel_take_their_defaults() -> None:
    decks = {A: stacked(["3R", "10C"]), B: stacked(["8M", "2T"])}
    state = df.start_opposed(M4E, A, B, 5, decks, modifier=PLUS)
    state = df.accept(state, B, decks, RNG, stat=5, modifier=PLUS)
    assert state.phase is Phase.CHOOSING
    expiry = df.expire(state, decks)
    assert expiry.defaults == (
        Default(Applied.DEFAULT_CARD, A, card=card("10C")),
        Default(Applied.DEFAULT_CARD, B, card=card("8M")),
    )  # empty hands: no cheat window opens
    assert duel_result.result(expiry.state).winner is Role.INITIATOR
    assert_complete(*decks.values())


def test_a_red_joker_takes_a_missing_tn_suit_else_the_editions_default() -> None:
    deck = stacked(["RJ"])
    state = df.start_simple(M3E, A, 2, 10, {A: deck}, RNG, tn_suits=frozenset({Suit.TOMES}))
    expiry = df.expire(state, {A: deck})
    assert expiry.defaults[0] == Default(Applied.DEFAULT_CARD, A, card=RED_JOKER, suit=Suit.TOMES)
    assert duel_result.result(expiry.state).success
    assert_complete(deck)

    deck = stacked(["RJ"])
    state = df.start_simple(M2E, A, 2, 10, {A: deck}, RNG)
    assert df.expire(state, {A: deck}).defaults[0].suit is Suit.RAMS  # M2E: a suit is required
    deck = stacked(["RJ"])
    state = df.start_simple(M4E, A, 2, 10, {A: deck}, RNG)
    assert df.expire(state, {A: deck}).defaults[0].suit is None  # M4E: it may have none


# -- duels: nothing flipped ------------------------------------------------------------------


def test_a_duel_nobody_answered_gives_back_the_empower_card() -> None:
    decks = {A: stacked(["9R"], {A: ["3T", "12C"]}), B: stacked(["8C"])}
    state = df.start_opposed(M4E, A, B, 5, decks, boost=Boost(empower=card("3T")))
    assert decks[A].hand(A) == [card("12C")] and decks[A].discard == [card("3T")]
    expiry = df.expire(state, decks)
    assert expiry.state.phase is Phase.EXPIRED
    assert expiry.defaults == (
        Default(Applied.NOT_PLAYED, A),
        Default(Applied.REFUND_EMPOWER, A, card=card("3T")),
    )
    assert sorted(decks[A].hand(A)) == sorted([card("3T"), card("12C")]) and decks[A].discard == []
    assert expiry.soulstones_back() == {}
    assert_complete(*decks.values())


def test_an_empower_card_shuffled_away_stays_spent() -> None:
    decks = {A: stacked(["9R"], {A: ["3T"]}), B: stacked(["8C"])}
    state = df.start_opposed(M4E, A, B, 5, decks, boost=Boost(empower=card("3T")))
    decks[A].shuffle_discard_into_deck(random.Random(2))
    expiry = df.expire(state, decks)
    assert expiry.defaults[-1] == Default(Applied.EMPOWER_GONE, A, card=card("3T"))
    assert decks[A].hand(A) == []
    assert_complete(*decks.values())


def test_a_duel_nobody_answered_gives_back_its_soulstones() -> None:
    decks = {A: stacked(["9R"]), B: stacked(["8C"])}
    state = df.start_opposed(M3E, A, B, 5, decks, boost=Boost(suit=Suit.MASKS))
    expiry = df.expire(state, decks)
    assert expiry.defaults == (
        Default(Applied.NOT_PLAYED, A),
        Default(Applied.REFUND_SOULSTONES, A, count=1),
    )
    assert expiry.soulstones_back() == {A: 1}
    assert_complete(*decks.values())


def test_m2e_the_attacker_never_declared_both_get_their_stones_back() -> None:
    decks = {A: stacked(["5R"]), B: stacked(["7T"])}
    state = df.start_opposed(M2E, A, B, 6, decks)
    state = df.accept(state, B, decks, RNG, stat=5, boost=Boost(plus=True))
    assert state.phase is Phase.AWAITING_INITIATOR_BOOST
    expiry = df.expire(state, decks)
    assert expiry.state.phase is Phase.EXPIRED and expiry.soulstones_back() == {B: 1}
    assert decks[A].in_play == [] and decks[B].in_play == []
    assert_complete(*decks.values())


# -- withdrawing (item 4) ----------------------------------------------------------------------


def test_the_initiator_withdraws_a_duel_nobody_answered() -> None:
    decks = {A: stacked(["9R"], {A: ["3T"]}), B: stacked(["8C"])}
    state = df.start_opposed(M4E, A, B, 5, decks, boost=Boost(empower=card("3T")))
    refused("duel-error-withdraw-not-yours", lambda: df.withdraw(state, B, decks), *decks.values())
    refused("duel-error-withdraw-not-yours", lambda: df.withdraw(state, 999, decks), *decks.values())
    expiry = df.withdraw(state, A, decks)
    assert expiry.state.phase is Phase.EXPIRED
    assert expiry.defaults == (
        Default(Applied.WITHDRAWN, A),
        Default(Applied.REFUND_EMPOWER, A, card=card("3T")),
    )
    assert decks[A].hand(A) == [card("3T")]
    assert_complete(*decks.values())


def test_a_duel_once_answered_cannot_be_withdrawn() -> None:
    state, decks = _m3e_cheating()
    refused("duel-error-withdraw-answered", lambda: df.withdraw(state, A, decks), *decks.values())
    deck = stacked(["9R"])
    simple = df.start_simple(M4E, A, 5, 10, {A: deck}, RNG)
    refused("duel-error-withdraw-answered", lambda: df.withdraw(simple, A, {A: deck}), deck)


# -- initiative --------------------------------------------------------------------------------


def test_a_lapsed_m3e_initiative_is_decided_without_cheating() -> None:
    decks = {A: stacked(["3R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["12C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    assert state.phase is InitiativePhase.CHEATING and state.awaiting_player == A
    expiry = ini.expire(state, decks, RNG)
    assert expiry.state.phase is InitiativePhase.DONE and expiry.state.first_player == B
    assert kinds(expiry.defaults) == [(Applied.NO_CHEAT, A), (Applied.NO_CHEAT, B)]
    assert decks[A].hand(A) == [card("13R")] and decks[A].in_play == [] and decks[B].in_play == []
    assert_complete(*decks.values())


def test_a_lapsed_m2e_initiative_keeps_the_cards_and_the_winner_goes_first() -> None:
    decks = {A: stacked(["3C"]), B: stacked(["9T"])}
    state = ini.start(M2E, (A, B), decks, RNG)
    assert state.phase is InitiativePhase.SOULSTONES and state.awaiting_player == A
    expiry = ini.expire(state, decks, RNG)
    assert expiry.defaults == (
        Default(Applied.KEPT_CARD, A, card=card("3C")),
        Default(Applied.KEPT_CARD, B, card=card("9T")),
        Default(Applied.CHOSE_FIRST, B, first=B),
    )
    assert expiry.state.phase is InitiativePhase.DONE and expiry.state.first_player == B
    assert_complete(*decks.values())


def test_a_lapsed_m4e_choice_lets_the_chooser_go_first() -> None:
    state = ini.start(M4E, (A, B), {}, RNG, turn=2, last_activator=A)
    assert state.phase is InitiativePhase.CHOOSING and state.awaiting_player == B
    expiry = ini.expire(state, {}, RNG)
    assert expiry.defaults == (Default(Applied.CHOSE_FIRST, B, first=B),)
    assert expiry.state.first_player == B


def test_an_initiative_whose_cards_are_gone_is_abandoned() -> None:
    decks = {A: stacked(["3R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["12C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    decks[A].reset(random.Random(1))
    expiry = ini.expire(state, decks, RNG)
    assert expiry.state.phase is InitiativePhase.EXPIRED
    assert kinds(expiry.defaults) == [(Applied.ABANDONED, A)]
    assert_complete(*decks.values())


# -- flips ------------------------------------------------------------------------------------


def test_a_lapsed_flip_choice_keeps_the_default_card_or_the_players_own_pick() -> None:
    flip = flips.resolve((card("4R"), card("12C")), PLUS)
    assert flip.default == 1
    assert flips.lapse_choice(flip, 1, A) == Default(Applied.DEFAULT_CARD, A, card=card("12C"))
    assert flips.lapse_choice(flip, 0, A) == Default(Applied.KEPT_PICK, A, card=card("4R"))
