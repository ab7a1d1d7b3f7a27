"""Cheat menus: the outcome shown beside each hand card is what cheating it in really gives.

Each case drives a real duel (``duel_flow``) to its first cheat window, predicts every hand card
with ``odds.duel_cheat_outcome``, then cheats that card in for real (the other side keeping its
card) and compares with ``duel_result.result``.
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from hypothesis import event, given, settings
from hypothesis import strategies as st

from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import EDITIONS, M2E, M3E, M4E, Edition, Role
from bot.rules.duel import cheat_outcomes
from bot.rules.duel import cheating as duel_cheating
from bot.rules.duel import flow as df
from bot.rules.duel import result as duel_result
from bot.rules.duel import state as duel_state
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import FateModifier
from bot.rules.initiative import flow as ini
from bot.rules.initiative import state as initiative_state
from tests.rules.fate_helpers import stacked

A, B = 101, 202
RNG = random.Random(3)


def _choose_all(state: duel_state.DuelState, decks: dict[int, Deck]) -> duel_state.DuelState:
    while state.phase is duel_state.Phase.CHOOSING:
        side = state.awaiting
        assert side is not None
        flip = side.flip(state.edition)
        assert flip is not None
        suit = Suit.RAMS if flip.default_card.is_red_joker else None
        state = df.choose(state, side.player, flip.default, decks, red_joker_suit=suit)
    return state


def _finish(state: duel_state.DuelState, decks: dict[int, Deck]) -> duel_state.DuelState:
    while state.phase is duel_state.Phase.CHEATING:
        player = state.awaiting_player
        assert player is not None
        state = df.decline_cheat(state, player, decks)
    return state


Observed = tuple[str, int | None, int | None, FateModifier | None]


def _observed(result: duel_result.DuelResult, role: Role) -> Observed:
    """(result, margin, raises, damage-flip modifier) as the cheater sees the finished duel."""
    if result.kind is duel_state.DuelKind.DAMAGE:
        return ("damage", None, None, None)
    assert result.margin is not None
    if result.kind is duel_state.DuelKind.SIMPLE:
        if not result.success:
            return ("failure", result.margin, None, None)
        # The duel's own result: a simple duel has no damage flip (issue 24), only raises (M4E).
        return ("success", result.margin, result.raises, result.damage_modifier)
    margin = result.margin if role is Role.INITIATOR else -result.margin
    if result.winner is None:
        return ("neither", margin, None, None)
    if result.winner is role:
        return ("tie-win" if margin == 0 else "win", margin, result.raises, result.damage_modifier)
    return ("tie-lose" if margin == 0 else "lose", margin, None, None)


def _check_window(state: duel_state.DuelState, decks: dict[int, Deck]) -> int:
    """Predict and then play every card of the open cheat window; how many were checked."""
    window = duel_cheating.cheat_window(state, decks)
    if window is None:
        return 0
    side, cards = window
    checked = 0
    for card in cards:
        suits: list[Suit | None] = [None]
        if card.is_red_joker and state.kind is not duel_state.DuelKind.DAMAGE:
            suits = [*Suit, *([None] if state.edition.red_joker_may_be_suitless else [])]
        for suit in suits:
            predicted = cheat_outcomes.duel_cheat_outcome(state, side.role, card, suit)
            trial_decks = copy.deepcopy(decks)
            done = _finish(df.cheat(state, side.player, card, trial_decks, red_joker_suit=suit), trial_decks)
            result = duel_result.result(done)
            observed = _observed(result, side.role)
            if state.kind is duel_state.DuelKind.DAMAGE:
                assert predicted.damage == result.damage
            else:
                shown = (predicted.result, predicted.margin, predicted.raises, predicted.damage_flip)
                assert shown == observed, (card, suit)
                final = result.side(side.role)
                assert predicted.total == final.total
            checked += 1
    return checked


def _boost(data: st.DataObject, edition: Edition, hand: list[Card]) -> Boost:
    if edition is M4E:
        low = [c for c in hand if c.value <= edition.empower_max_value]
        return (
            Boost(empower=data.draw(st.sampled_from(low))) if low and data.draw(st.booleans()) else NO_BOOST
        )
    plus = data.draw(st.booleans())
    suit = data.draw(st.none() | st.sampled_from(list(Suit)))
    return Boost(plus=plus, suit=None if edition is M3E and plus else suit)


@settings(max_examples=120, deadline=None)
@given(
    data=st.data(),
    edition=st.sampled_from(list(EDITIONS.values())),
    kind=st.sampled_from(["simple", "opposed", "damage"]),
    seed=st.integers(0, 2**32),
)
def test_each_cheat_option_says_what_it_then_gives(
    data: st.DataObject, edition: Edition, kind: str, seed: int
) -> None:
    rng = random.Random(seed)
    decks = {A: Deck.fresh(rng), B: Deck.fresh(rng)}
    decks[A].draw_to_hand(A, 6, rng)
    decks[B].draw_to_hand(B, 6, rng)
    stat = data.draw(st.integers(edition.stat_min, 12))
    mod = FateModifier(data.draw(st.integers(-2, 2)))
    tn = data.draw(st.integers(0, 22))
    if kind == "damage":
        if edition is M4E:
            return
        state = df.start_damage(edition, A, 1, 3, 5, decks, rng, modifier=mod)
    elif kind == "simple":
        tn_suits = frozenset(data.draw(st.sets(st.sampled_from(list(Suit)), max_size=1)))
        boost = _boost(data, edition, decks[A].hand(A))
        step = data.draw(st.none() | st.integers(1, 6))
        state = df.start_simple(
            edition, A, stat, tn, decks, rng, modifier=mod, tn_suits=tn_suits, boost=boost, raise_step=step
        )
    else:
        opposed_tn = data.draw(st.none() | st.just(tn))
        # Only a model targeted by a friendly model relents (seed 003): the same player resists.
        relent = edition.relent_allowed and not edition.relent_auto_success and data.draw(st.booleans())
        resister = A if relent else B
        state = df.start_opposed(
            edition,
            A,
            resister,
            stat,
            decks,
            modifier=mod,
            boost=NO_BOOST,
            tn=opposed_tn,
            resister_stat=data.draw(st.integers(edition.stat_min, 12)),
        )
        resister_boost = NO_BOOST if relent else _boost(data, edition, decks[B].hand(B))
        state = df.accept(state, resister, decks, rng, boost=resister_boost, relent=relent)
        if state.phase is duel_state.Phase.AWAITING_INITIATOR_BOOST:
            state = df.declare_initiator_boost(state, A, decks, rng, NO_BOOST)
    state = _choose_all(state, decks)
    checked = _check_window(state, decks)
    if state.phase is duel_state.Phase.CHEATING and kind == "opposed":
        # The second window too, after the first side kept its card.
        player = state.awaiting_player
        assert player is not None
        checked += _check_window(df.decline_cheat(state, player, decks), decks)
    event(f"{kind}: cheat options checked={min(checked, 1)}")


def test_m2e_defender_soulstone_puts_a_minus_on_the_damage_flip() -> None:
    decks = {A: stacked(["9C"], {A: ["13T"]}), B: stacked(["2R", "3R"])}
    state = df.start_opposed(M2E, A, B, 5, decks, resister_stat=5)
    state = df.accept(state, B, decks, RNG, boost=Boost(plus=True))
    state = df.declare_initiator_boost(state, A, decks, RNG, NO_BOOST)
    state = _choose_all(state, decks)
    # Bob (+) takes the 3: 8 against Alice's 14; Bob has no hand, so Alice's window is open.
    assert state.awaiting_player == A
    outcome = cheat_outcomes.duel_cheat_outcome(state, Role.INITIATOR, Card.parse("13T"))
    # 18 against 8: margin 10 is an unmodified damage flip, and Bob's + stone adds a −.
    assert (outcome.result, outcome.margin, outcome.damage_flip) == ("win", 10, FateModifier(-1))


def test_m4e_relented_resister_ties_whatever_is_cheated() -> None:
    decks = {A: stacked(["3C"], {A: ["13T", "1R"]})}
    state = df.start_opposed(M4E, A, A, 5, decks, resister_stat=5)  # a friendly target relents
    state = df.accept(state, A, decks, RNG, relent=True)
    for code in ("13T", "1R"):
        assert cheat_outcomes.duel_cheat_outcome(state, Role.INITIATOR, Card.parse(code)).result == "tie-win"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), tokens=st.tuples(st.integers(0, 3), st.integers(0, 3)))
def test_each_initiative_cheat_option_says_what_it_then_gives(seed: int, tokens: tuple[int, int]) -> None:
    rng = random.Random(seed)
    decks = {A: Deck.fresh(rng), B: Deck.fresh(rng)}
    decks[A].draw_to_hand(A, 6, rng)
    decks[B].draw_to_hand(B, 6, rng)
    state = ini.start(M3E, (A, B), decks, rng, pass_tokens=tokens, previous_holder=A)
    event(f"cheat window open={state.phase is initiative_state.InitiativePhase.CHEATING}")
    if state.phase is not initiative_state.InitiativePhase.CHEATING:
        return
    player = state.awaiting_player
    assert player is not None
    own = state.contender(player)
    other = next(c for c in state.contenders if c.player != player)
    for card in list(decks[player].hand(player)):
        predicted = cheat_outcomes.initiative_cheat_outcome(replace(own, card=card).total, other.total)
        trial = copy.deepcopy(decks)
        after = ini.cheat(state, player, card, trial, random.Random(0))
        while after.phase is initiative_state.InitiativePhase.CHEATING and after.awaiting_player != player:
            waiting = after.awaiting_player
            assert waiting is not None
            if any(
                e.kind is initiative_state.EventKind.TIE_REFLIP for e in after.events[len(state.events) :]
            ):
                break
            after = ini.decline_cheat(after, waiting, trial, random.Random(0))
        reflipped = any(
            e.kind is initiative_state.EventKind.TIE_REFLIP for e in after.events[len(state.events) :]
        )
        event(predicted.result)
        if predicted.result == "initiative-tie":
            assert reflipped
        else:
            assert not reflipped and after.phase is initiative_state.InitiativePhase.DONE
            won = after.first_player == player
            assert won == (predicted.result == "initiative-win")
            assert predicted.total == card.value + own.pass_tokens


def test_initiative_cheat_outcomes() -> None:
    assert cheat_outcomes.initiative_cheat_outcome(14, 7) == cheat_outcomes.CheatOutcome(
        14, "initiative-win", 7
    )
    assert cheat_outcomes.initiative_cheat_outcome(7, 7).result == "initiative-tie"
    assert cheat_outcomes.initiative_cheat_outcome(5, 7) == cheat_outcomes.CheatOutcome(
        5, "initiative-lose", -2
    )
