"""Invariants under any sequence of actions: no card lost or duplicated, flips obey the rules,
and the same seed gives the same flips, duels and initiatives."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import EDITIONS, M2E, M3E, M4E, Edition
from bot.rules.document_kinds import DUEL, INITIATIVE
from bot.rules.duel import flow as df
from bot.rules.duel import result as duel_result
from bot.rules.duel import state as duel_state
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier
from bot.rules.initiative import flow as ini
from bot.rules.initiative import state as initiative_state
from bot.rules.random import picks as rp

A, B = 101, 202
PLAYERS = (A, B)
editions = st.sampled_from(list(EDITIONS.values()))
modifiers = st.integers(-5, 5).map(FateModifier)
suits = st.none() | st.sampled_from(list(Suit))


def _snapshot(decks: dict[int, Deck]) -> list[Any]:
    unique = {id(d): d for d in decks.values()}
    return [
        (list(d.draw), list(d.discard), {p: list(h) for p, h in d.hands.items()}, list(d.in_play))
        for d in unique.values()
    ]


def _check_flip(flip: flips.Flip, chosen: int) -> None:
    cards = flip.cards
    assert 1 <= len(cards) <= 4
    assert chosen in flip.allowed
    if flip.black_joker_flipped:
        assert cards[chosen].is_black_joker
    elif flip.modifier.negative and not cards[chosen].is_red_joker:
        assert cards[chosen].value == min(c.value for c in cards)


class TableMachine(RuleBasedStateMachine):
    """Two players, their decks, open duels and initiatives, driven by random actions."""

    shared = False

    def __init__(self) -> None:
        super().__init__()
        self.rng = random.Random(0)
        if self.shared:
            deck = Deck.fresh(self.rng)
            self.decks = {A: deck, B: deck}
        else:
            self.decks = {A: Deck.fresh(self.rng), B: Deck.fresh(self.rng)}
        for player in PLAYERS:  # some cards in hand, so cheats and empowers happen
            self.decks[player].draw_to_hand(player, 4, self.rng)
        self.duels: list[duel_state.DuelState] = []
        self.initiatives: list[initiative_state.InitiativeState] = []

    # -- helpers ----------------------------------------------------------------------------

    def attempt(self, action: Any) -> Any:
        """Run an action; a DomainError must leave every deck exactly as it was."""
        before = _snapshot(self.decks)
        try:
            return action()
        except DomainError:
            assert _snapshot(self.decks) == before
            return None

    def expire_all(self) -> None:
        # A lapse plays each one out by the rules' defaults: every card still ends up somewhere.
        self.duels = [df.expire(s, self.decks).state for s in self.duels]
        self.initiatives = [ini.expire(s, self.decks, self.rng).state for s in self.initiatives]
        self.duels, self.initiatives = [], []

    # -- deck actions -----------------------------------------------------------------------

    @rule(player=st.sampled_from(PLAYERS), count=st.integers(0, 8))
    def draw(self, player: int, count: int) -> None:
        self.attempt(lambda: self.decks[player].draw_to_hand(player, count, self.rng))

    @rule(player=st.sampled_from(PLAYERS), data=st.data())
    def discard(self, player: int, data: st.DataObject) -> None:
        hand = self.decks[player].hand(player)
        if hand:
            picked = data.draw(st.lists(st.sampled_from(hand), unique=True, max_size=3))
            self.attempt(lambda: self.decks[player].discard_from_hand(player, picked))

    @rule(player=st.sampled_from(PLAYERS), modifier=modifiers)
    def quick_flip(self, player: int, modifier: FateModifier) -> None:
        deck = self.decks[player]
        flip = self.attempt(lambda: flips.flip(deck, modifier, 4, self.rng))
        if flip is not None:
            _check_flip(flip, flip.default)
            flips.settle(deck, flip, flip.default_card)
            deck.discard_from_play([flip.default_card])

    @rule(player=st.sampled_from(PLAYERS))
    def shuffle(self, player: int) -> None:
        self.decks[player].shuffle_discard_into_deck(self.rng)

    @rule(player=st.sampled_from(PLAYERS))
    def reset(self, player: int) -> None:
        # The play layer expires a table's open duels before a reset; do the same here.
        self.expire_all()
        self.decks[player].reset(self.rng)

    @rule(player=st.sampled_from(PLAYERS), count=st.integers(1, 6))
    def random_model(self, player: int, count: int) -> None:
        self.attempt(lambda: rp.random_model(self.decks[player], count, self.rng))

    @rule()
    def random_player(self) -> None:
        self.attempt(lambda: rp.random_player(PLAYERS, self.decks, self.rng))

    # -- duels ------------------------------------------------------------------------------

    @rule(
        edition=editions,
        kind=st.sampled_from(list(duel_state.DuelKind)),
        player=st.sampled_from(PLAYERS),
        stat=st.integers(0, 10),
        tn=st.integers(0, 20),
        modifier=modifiers,
        data=st.data(),
    )
    def start_duel(
        self,
        edition: Edition,
        kind: duel_state.DuelKind,
        player: int,
        stat: int,
        tn: int,
        modifier: FateModifier,
        data: st.DataObject,
    ) -> None:
        other = data.draw(st.sampled_from([B if player == A else A, player]))  # player: own model
        hand = self.decks[player].hand(player)
        boost = data.draw(
            st.sampled_from(
                [NO_BOOST, Boost(plus=True), Boost(suit=Suit.RAMS), Boost(plus=True, suit=Suit.TOMES)]
            )
            | (st.sampled_from(hand).map(lambda c: Boost(empower=c)) if hand else st.just(NO_BOOST))
        )
        if kind is duel_state.DuelKind.SIMPLE:
            state = self.attempt(
                lambda: df.start_simple(
                    edition, player, stat, tn, self.decks, self.rng, modifier=modifier, boost=boost
                )
            )
        elif kind is duel_state.DuelKind.OPPOSED:
            deferred = data.draw(st.booleans())
            state = self.attempt(
                lambda: df.start_opposed(
                    edition,
                    player,
                    other,
                    stat,
                    self.decks,
                    modifier=modifier,
                    boost=None if deferred else boost,
                    tn=data.draw(st.none() | st.integers(0, 20)),
                )
            )
        else:
            state = self.attempt(
                lambda: df.start_damage(edition, player, 1, 2, 3, self.decks, self.rng, modifier=modifier)
            )
        if state is not None:
            self.duels.append(state)

    def duel_step(
        self, state: duel_state.DuelState, data: st.DataObject, legal: bool
    ) -> duel_state.DuelState | None:
        """One action on ``state``: a legal one, or (``legal`` False) anything at all."""
        awaited = state.awaiting
        assert awaited is not None
        player = awaited.player if legal else data.draw(st.sampled_from([A, B, 999]))
        hand = list(self.decks[player].hand(player)) if player in self.decks else []
        suit = data.draw(st.sampled_from(list(Suit))) if legal else data.draw(suits)
        if state.phase is duel_state.Phase.AWAITING_RESISTER:
            friendly = state.edition.relent_allowed and state.against_own_model  # seed 003
            relent = data.draw(st.booleans()) and (friendly or not legal)
            stat, modifier = data.draw(st.integers(0, 10)), data.draw(modifiers)
            return self.attempt(
                lambda: df.accept(
                    state, player, self.decks, self.rng, stat=stat, relent=relent, modifier=modifier
                )
            )
        if state.phase is duel_state.Phase.AWAITING_INITIATOR_BOOST:
            return self.attempt(
                lambda: df.declare_initiator_boost(state, player, self.decks, self.rng, Boost(plus=True))
            )
        if state.phase is duel_state.Phase.CHOOSING:
            flip = awaited.flip(state.edition)
            assert flip is not None
            pick = data.draw(st.sampled_from(flip.allowed) if legal else st.integers(-1, 4))
            return self.attempt(lambda: df.choose(state, player, pick, self.decks, red_joker_suit=suit))
        if data.draw(st.booleans()) and hand:
            card = data.draw(st.sampled_from(hand))
            return self.attempt(lambda: df.cheat(state, player, card, self.decks, red_joker_suit=suit))
        return self.attempt(lambda: df.decline_cheat(state, player, self.decks))

    def record(self, index: int, new: duel_state.DuelState | None) -> None:
        if new is not None:
            assert DUEL.load(DUEL.dump(new)) == new
            self.duels[index] = new
            if new.phase is duel_state.Phase.DONE:
                duel_result.result(new)

    @precondition(lambda self: any(not s.is_over for s in self.duels))
    @rule(data=st.data(), legal=st.integers(0, 9).map(bool))
    def step_duel(self, data: st.DataObject, legal: bool) -> None:
        index = data.draw(st.sampled_from([i for i, s in enumerate(self.duels) if not s.is_over]))
        self.record(index, self.duel_step(self.duels[index], data, legal))

    @precondition(lambda self: any(not s.is_over for s in self.duels))
    @rule(data=st.data())
    def finish_duel(self, data: st.DataObject) -> None:
        index = data.draw(st.sampled_from([i for i, s in enumerate(self.duels) if not s.is_over]))
        for _ in range(8):
            state = self.duels[index]
            if state.is_over:
                break
            self.record(index, self.duel_step(state, data, legal=True))

    @precondition(lambda self: bool(self.duels))
    @rule(data=st.data())
    def expire_duel(self, data: st.DataObject) -> None:
        index = data.draw(st.integers(0, len(self.duels) - 1))
        expired = df.expire(self.duels.pop(index), self.decks).state
        assert expired.is_over

    # -- initiative -------------------------------------------------------------------------

    @rule(edition=st.sampled_from([M2E, M3E]), tokens=st.tuples(st.integers(0, 3), st.integers(0, 3)))
    def start_initiative(self, edition: Edition, tokens: tuple[int, int]) -> None:
        state = self.attempt(
            lambda: ini.start(
                edition, PLAYERS, self.decks, self.rng, pass_tokens=tokens, previous_holder=PLAYERS[0]
            )
        )
        if state is not None:
            self.initiatives.append(state)

    @precondition(lambda self: any(not s.is_over for s in self.initiatives))
    @rule(data=st.data())
    def step_initiative(self, data: st.DataObject) -> None:
        index = data.draw(st.sampled_from([i for i, s in enumerate(self.initiatives) if not s.is_over]))
        state = self.initiatives[index]
        player = state.awaiting_player
        assert player is not None
        if state.phase is initiative_state.InitiativePhase.SOULSTONES:
            new = self.attempt(
                lambda: ini.use_soulstone(
                    state, player, self.decks, self.rng, reflip=data.draw(st.booleans())
                )
            )
        elif state.phase is initiative_state.InitiativePhase.CHOOSING:
            new = self.attempt(lambda: ini.choose_first(state, player, data.draw(st.sampled_from(PLAYERS))))
        elif self.decks[player].hand(player) and data.draw(st.booleans()):
            card = data.draw(st.sampled_from(self.decks[player].hand(player)))
            new = self.attempt(lambda: ini.cheat(state, player, card, self.decks, self.rng))
        else:
            new = self.attempt(lambda: ini.decline_cheat(state, player, self.decks, self.rng))
        if new is not None:
            self.initiatives[index] = new

    # -- invariants -------------------------------------------------------------------------

    @invariant()
    def every_deck_holds_its_54_cards(self) -> None:
        for deck in self.decks.values():
            assert deck.is_complete()

    @invariant()
    def cards_in_play_belong_to_open_duels(self) -> None:
        expected: dict[int, list[Card]] = {id(d): [] for d in self.decks.values()}
        for state in [*self.duels, *self.initiatives]:
            for player, held in state.in_play().items():
                expected[id(self.decks[player])].extend(held)
        for deck in {id(d): d for d in self.decks.values()}.values():
            assert sorted(deck.in_play) == sorted(expected[id(deck)])

    @invariant()
    def duel_flips_obey_the_rules(self) -> None:
        for state in self.duels:
            for side in state.sides:
                flip = side.flip(state.edition)
                if flip is not None and side.chosen is not None:
                    _check_flip(flip, side.chosen)


class SharedDeckMachine(TableMachine):
    shared = True


_settings = settings(
    max_examples=100, stateful_step_count=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestPersonalDecks = TableMachine.TestCase
TestPersonalDecks.settings = _settings
TestSharedDeck = SharedDeckMachine.TestCase
TestSharedDeck.settings = _settings


# -- pure flip rules ----------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(cards=st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4, unique=True), modifier=modifiers)
def test_resolve_obeys_the_joker_and_modifier_rules(cards: list[Card], modifier: FateModifier) -> None:
    flip = flips.resolve(tuple(cards), modifier)
    assert flip.default in flip.allowed
    for index in flip.allowed:
        _check_flip(flip, index)
    if any(c.is_black_joker for c in cards):
        assert flip.allowed == (cards.index(next(c for c in cards if c.is_black_joker)),)
    elif any(c.is_red_joker for c in cards):
        assert cards.index(next(c for c in cards if c.is_red_joker)) in flip.allowed
    if modifier.positive and not flip.black_joker_flipped:
        assert flip.allowed == tuple(range(len(cards)))


@settings(max_examples=100, deadline=None)
@given(net=st.integers(-10, 10))
def test_a_flip_never_shows_more_than_four_cards(net: int) -> None:
    deck = Deck.fresh(random.Random(net))
    flip = flips.flip(deck, FateModifier(net), 4, random.Random(1))
    assert len(flip.cards) == min(4, 1 + abs(net))


# -- determinism --------------------------------------------------------------------------------


def _scripted(seed: int, edition: Edition) -> tuple[Any, ...]:
    rng = random.Random(seed)
    decks = {A: Deck.fresh(rng), B: Deck.fresh(rng)}
    for player in PLAYERS:
        decks[player].draw_to_hand(player, 3, rng)
    state = df.start_opposed(edition, A, B, 5, decks, modifier=FateModifier(1), boost=NO_BOOST)
    state = df.accept(state, B, decks, rng, stat=5, modifier=FateModifier(-1))
    while not state.is_over:
        player = state.awaiting_player
        assert player is not None
        side = state.awaiting
        assert side is not None
        if state.phase is duel_state.Phase.CHOOSING:
            flip = side.flip(edition)
            assert flip is not None
            state = df.choose(state, player, flip.allowed[-1], decks, red_joker_suit=Suit.MASKS)
        else:
            state = df.decline_cheat(state, player, decks)
    initiative = ini.start(
        M2E if edition is M4E else edition,
        PLAYERS,
        decks,
        rng,
        soulstones=(False, False),
        previous_holder=PLAYERS[0],
    )
    flip = flips.flip(decks[A], FateModifier(2), 4, rng)
    return (
        DUEL.dump(state),
        INITIATIVE.dump(initiative),
        flip.cards,
        [Deck.pack(d.draw) for d in decks.values()],
    )


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), edition=st.sampled_from([M2E, M3E, M4E]))
def test_same_seed_gives_identical_flips_duels_and_initiatives(seed: int, edition: Edition) -> None:
    assert _scripted(seed, edition) == _scripted(seed, edition)
