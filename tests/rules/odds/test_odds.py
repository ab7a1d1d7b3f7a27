"""/odds: exact chances agree with a brute force over every ordered draw; monotone; blind to
what the player cannot see."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import EDITIONS, M2E, M3E, M4E, DuelBoost, Edition
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import FateModifier
from bot.rules.odds import exact as odds
from tests.rules.fate_helpers import cards
from tests.rules.odds_brute import brute_opposed, brute_shared_opposed, brute_simple

ME, THEM, THIRD = 1, 2, 3
editions = st.sampled_from(list(EDITIONS.values()))
modifiers = st.integers(-4, 4).map(FateModifier)  # --- to +++, and one beyond to check the cap
JOKERS = ("none", "black", "red", "both", "any")
BRUTE = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def decks(
    data: st.DrawFn,
    draw: tuple[int, int] = (0, 6),
    hand: tuple[int, int] = (0, 5),
    discard: tuple[int, int] = (0, 5),
    owner: int = ME,
    other_hand: tuple[int, int] = (0, 0),
) -> Deck:
    mode = data(st.sampled_from(JOKERS))
    suited = data(st.permutations([c for c in ALL_CARDS if not c.is_joker]))
    sizes = [data(st.integers(*r)) for r in (draw, hand, discard, other_hand)]
    piles: list[list[Card]] = []
    at = 0
    for size in sizes:
        piles.append(list(suited[at : at + size]))
        at += size
    in_play = list(suited[at:])
    pile_draw, pile_hand, pile_discard, pile_other = piles
    wanted = {"none": (), "black": (BLACK_JOKER,), "red": (RED_JOKER,), "both": (BLACK_JOKER, RED_JOKER)}
    for joker in (BLACK_JOKER, RED_JOKER):
        if mode == "any":
            target = data(st.sampled_from(("draw", "hand", "discard", "play")))
        else:
            target = "draw" if joker in wanted[mode] else "play"
        {"draw": pile_draw, "hand": pile_hand, "discard": pile_discard, "play": in_play}[target].insert(
            data(st.integers(0, 6)) % (len(pile_draw) + 1) if target == "draw" else 0, joker
        )
    hands = {owner: pile_hand}
    if pile_other:
        hands[THIRD] = pile_other
    deck = Deck(draw=pile_draw, discard=pile_discard, hands=hands, in_play=in_play)
    assert deck.is_complete()
    return deck


def _boost(data: st.DrawFn, edition: Edition, deck: Deck) -> Boost:
    if edition.duel_boost is DuelBoost.EMPOWER:
        choices = [c for c in deck.hands.get(ME, []) if c.value <= edition.empower_max_value]
        if not choices or not data(st.booleans()):
            return NO_BOOST
        return Boost(empower=data(st.sampled_from(choices)))
    plus = data(st.booleans())
    suit = data(st.none() | st.sampled_from(list(Suit)))
    if edition.duel_boost is DuelBoost.PLUS_OR_SUIT and plus:
        suit = None
    return Boost(plus=plus, suit=suit)


def _simple_columns(result: odds.SimpleOdds) -> dict[str, object]:
    out: dict[str, object] = {"plain": (result.plain.success, result.plain.margins)}
    if result.cheat is not None:
        out["cheat"] = (result.cheat.success, result.cheat.margins)
    return out


# -- agreement with the brute force -------------------------------------------------------------


# The brute forces run the engine millions of times; traced for coverage they took about three
# times as long, and every line they reach is also reached by the fixed cases below and the
# engine's own tests. So they run untraced (pytest-cov's no_cover).


@pytest.mark.no_cover
@settings(BRUTE, max_examples=500)
@given(data=st.data(), edition=editions, modifier=modifiers)
def test_simple_odds_equal_the_brute_force(
    data: st.DataObject, edition: Edition, modifier: FateModifier
) -> None:
    nearly_empty = data.draw(st.booleans())  # a flip that runs the draw pile out, half the time
    deck = data.draw(decks(draw=(0, 2) if nearly_empty else (2, 6), discard=(0, 6), other_hand=(0, 1)))
    stat = data.draw(st.integers(edition.stat_min, 12))
    tn = max(0, stat + data.draw(st.integers(-2, 12)))
    tn_suits = frozenset(
        data.draw(st.sets(st.sampled_from(list(Suit)), max_size=2 if data.draw(st.booleans()) else 1))
    )
    boost = _boost(data.draw, edition, deck)
    args = dict(tn_suits=tn_suits, modifier=modifier, boost=boost)
    try:
        fast = odds.simple_odds(edition, deck, ME, stat, tn, **args)  # type: ignore[arg-type]
    except DomainError as err:
        assert err.key == "error-deck-exhausted"
        needed = (
            modifier + odds.duels.boost_effect(edition, boost, odds.Role.INITIATOR).modifier
        ).cards_to_flip(4)
        assert needed > len(deck.draw) + len(deck.discard) + (boost.empower is not None)
        event("exhausted")
        return
    slow = brute_simple(edition, deck, ME, stat, tn, **args)  # type: ignore[arg-type]
    event(f"reshuffles={fast.reshuffles}; 0<p<1={0 < fast.plain.success < 1}")
    columns = _simple_columns(fast)
    assert columns["plain"] == slow["plain"]
    if fast.cheat is None:
        assert edition.negative_flip_blocks_cheat and (modifier.net + boost.plus) < 0
    else:
        assert columns["cheat"] == slow["cheat"]


def _opposed_row(chances: odds.OpposedChances) -> tuple[Fraction, ...]:
    assert chances.hand_beats is not None
    return (chances.win, chances.tie, chances.lose, chances.neither, *chances.margins, chances.hand_beats)


@pytest.mark.no_cover
@BRUTE
@given(data=st.data(), edition=editions, modifier=modifiers, opponent_modifier=modifiers)
def test_opposed_odds_equal_the_brute_force(
    data: st.DataObject, edition: Edition, modifier: FateModifier, opponent_modifier: FateModifier
) -> None:
    nearly_empty = data.draw(st.booleans())
    mine = data.draw(decks(draw=(0, 2) if nearly_empty else (2, 6), hand=(0, 4), discard=(1, 5)))
    theirs = data.draw(decks(draw=(0, 5), hand=(0, 3), discard=(1, 5), owner=THEM))
    stat = data.draw(st.integers(edition.stat_min, 10))
    other = max(edition.stat_min, stat + data.draw(st.integers(-6, 6)))
    tn = data.draw(st.none() | st.integers(stat, stat + 14))
    resister = data.draw(st.booleans())  # the player resists (the luck report's opposed duels)
    args = dict(modifier=modifier, opponent_modifier=opponent_modifier, tn=tn, resister=resister)
    try:
        fast = odds.opposed_odds(edition, mine, ME, stat, other, opponent_deck=theirs, opponent=THEM, **args)  # type: ignore[arg-type]
    except DomainError as err:
        deck, mod = (mine, modifier) if err.key == "error-deck-exhausted" else (theirs, opponent_modifier)
        assert err.key in ("error-deck-exhausted", "odds-error-opponent-deck-exhausted")
        assert mod.cards_to_flip(edition.max_flip_cards) > len(deck.draw) + len(deck.discard)
        event("exhausted")
        return
    slow = brute_opposed(edition, mine, ME, stat, other, theirs, THEM, **args)  # type: ignore[arg-type]
    event(
        f"reshuffles={fast.reshuffles or fast.opponent_reshuffles}; 0<beats<1={0 < fast.plain.hand_beats < 1}"
    )
    assert _opposed_row(fast.plain) == slow["plain"]
    if fast.cheat is None:
        assert edition.negative_flip_blocks_cheat and modifier.negative
    else:
        assert _opposed_row(fast.cheat) == slow["cheat"]


# -- worked examples ------------------------------------------------------------------------------


def _deck(draw: str, hand: str = "", discard: str = "") -> Deck:
    """A deck whose draw pile, hand and discard pile are given; every other card is in play."""
    piles = [cards(*p.split()) for p in (draw, hand, discard)]
    used = {c for p in piles for c in p}
    return Deck(
        draw=piles[0], hands={ME: piles[1]}, discard=piles[2], in_play=[c for c in ALL_CARDS if c not in used]
    )


def test_black_joker_is_forced_even_on_a_plus() -> None:
    # Stat 5, TN 6: every card but the Black Joker succeeds. "Black Joker: if flipped, it must be
    # used, whatever the modifiers" — so ++ (3 cards of 4) fails exactly when it turns the BJ.
    deck = _deck("BJ 1R 2R 3R")
    assert odds.simple_odds(M3E, deck, ME, 5, 6, modifier=FateModifier(2)).plain.success == Fraction(1, 4)
    assert odds.simple_odds(M3E, deck, ME, 5, 6).plain.success == Fraction(3, 4)


def test_red_joker_may_be_taken_on_a_minus() -> None:
    # Stat 0, TN 14: only the Red Joker succeeds; on − (2 of 3 cards) it is taken when turned.
    deck = _deck("RJ 1R 2R")
    result = odds.simple_odds(M4E, deck, ME, 0, 14, modifier=FateModifier(-1))
    assert result.plain.success == Fraction(2, 3)
    # M4E raises: 14 against TN 14 is 0 raises, +1 for the Red Joker.
    assert result.plain.margins == (0, Fraction(2, 3), 0, 0)


def test_more_minus_can_help_when_the_red_joker_can_turn() -> None:
    # "Red Joker: unless the Black Joker is also flipped, it may always be chosen, even on a −."
    # Only the Red Joker reaches TN 14 from stat 0: − (2 of 4 cards) 1/2, −− (3 of 4) 3/4.
    deck = _deck("RJ 1R 2R 3R")
    one = odds.simple_odds(M4E, deck, ME, 0, 14, modifier=FateModifier(-1)).plain.success
    two = odds.simple_odds(M4E, deck, ME, 0, 14, modifier=FateModifier(-2)).plain.success
    assert (one, two) == (Fraction(1, 2), Fraction(3, 4))


def test_minus_takes_the_lowest_but_picks_the_suit_among_ties() -> None:
    # TN 5 with Masks; − on 5R and 5M: both lowest, the flipper takes the 5 of Masks.
    deck = _deck("5R 5M")
    assert (
        odds.simple_odds(
            M4E, deck, ME, 0, 5, tn_suits=frozenset({Suit.MASKS}), modifier=FateModifier(-1)
        ).plain.success
        == 1
    )
    deck = _deck("5R 6M")
    assert (
        odds.simple_odds(
            M4E, deck, ME, 0, 5, tn_suits=frozenset({Suit.MASKS}), modifier=FateModifier(-1)
        ).plain.success
        == 0
    )


def test_cheating_on_a_minus_only_in_m4e() -> None:
    deck = _deck("1R 2R 3R", hand="13T")
    for edition in (M2E, M3E):
        assert odds.simple_odds(edition, deck, ME, 1, 11, modifier=FateModifier(-1)).cheat is None
    cheat = odds.simple_odds(M4E, deck, ME, 1, 11, modifier=FateModifier(-1)).cheat
    assert cheat is not None and cheat.success == 1


def test_reshuffle_takes_the_whole_draw_pile_then_the_discard() -> None:
    # One card left (a 1); ++ needs three: the 1, then two of the reshuffled discard {13, 2, 3}.
    deck = _deck("1R", discard="13R 2R 3R")
    result = odds.simple_odds(M2E, deck, ME, 1, 13, modifier=FateModifier(2))
    assert result.reshuffles and result.cards == 3
    assert result.plain.success == Fraction(2, 3)  # the pairs {13, 2} and {13, 3} of three


def test_modifiers_are_capped_at_four_cards() -> None:
    deck = _deck("1R 2R 3R 4R 5R 6R")
    four = odds.simple_odds(M3E, deck, ME, 0, 6, modifier=FateModifier(3))
    assert four.cards == 4
    assert odds.simple_odds(M3E, deck, ME, 0, 6, modifier=FateModifier(7)) == four


def test_too_few_cards_to_flip_is_refused() -> None:
    deck = _deck("1R", discard="2R")
    with pytest.raises(DomainError) as err:
        odds.simple_odds(M3E, deck, ME, 0, 6, modifier=FateModifier(3))
    assert err.value.key == "error-deck-exhausted"


def test_bad_input_is_refused() -> None:
    deck = _deck("1R 2R", hand="3R")
    cases = [
        (lambda: odds.simple_odds(M3E, deck, ME, -1, 5), "error-duel-stat-out-of-range"),
        (lambda: odds.simple_odds(M2E, deck, ME, 0, 5), "rules-error-stat-below-minimum"),
        (lambda: odds.opposed_odds(M2E, deck, ME, 5, 0), "rules-error-stat-below-minimum"),
        (lambda: odds.simple_odds(M3E, deck, ME, 5, 100), "error-duel-tn-out-of-range"),
        (
            lambda: odds.simple_odds(M4E, deck, ME, 5, 5, boost=Boost(plus=True)),
            "error-boost-soulstone-not-in-edition",
        ),
        (
            lambda: odds.simple_odds(M3E, deck, ME, 5, 5, boost=Boost(empower=Card.parse("3R"))),
            "error-boost-empower-not-in-edition",
        ),
        (
            lambda: odds.simple_odds(M4E, deck, ME, 5, 5, boost=Boost(empower=Card.parse("4R"))),
            "error-hand-card-not-held",
        ),
        (
            lambda: odds.best_empowered_simple_odds(M4E, _deck("1R", hand="9R"), ME, 5, 5),
            "odds-error-no-empower-card",
        ),
        (lambda: odds.opposed_odds(M4E, deck, ME, 5, 100), "error-duel-stat-out-of-range"),
    ]
    for call, key in cases:
        with pytest.raises(DomainError) as err:
            call()
        assert err.value.key == key


def test_without_an_opponent_named_they_flip_from_a_whole_deck() -> None:
    # Stat 13 against 1: only their 13s and the Red Joker (5 of 54) reach 14 or more; the
    # player's 1 of Rams gives 14, so only the Red Joker (15) beats it, and 13s tie (we win).
    result = odds.opposed_odds(M3E, _deck("1R"), ME, 13, 1)
    assert result.opponent_hand_size is None and result.plain.hand_beats is None
    assert (result.plain.lose, result.plain.tie) == (Fraction(1, 54), Fraction(4, 54))


def test_best_empower_picks_the_card_that_gives_the_suit() -> None:
    # TN 10 of Tomes: empowering with the 2 of Tomes gives the suit, the 1 of Rams does not.
    deck = _deck("9R 9C 9M", hand="1R 2T")
    result = odds.best_empowered_simple_odds(M4E, deck, ME, 1, 10, tn_suits=frozenset({Suit.TOMES}))
    assert result.empower == Card.parse("2T")
    assert result.plain.success == 1


# -- invariants -----------------------------------------------------------------------------------


full_decks = decks(draw=(5, 30), hand=(0, 7), discard=(0, 20))


@settings(max_examples=60, deadline=None)
@given(data=st.data(), edition=editions, modifier=modifiers)
def test_success_is_monotone_in_the_stat(
    data: st.DataObject, edition: Edition, modifier: FateModifier
) -> None:
    deck = data.draw(full_decks)
    tn = data.draw(st.integers(0, 25))
    stat = data.draw(st.integers(edition.stat_min, 20))
    low = odds.simple_odds(edition, deck, ME, stat, tn, modifier=modifier)
    high = odds.simple_odds(edition, deck, ME, stat + 1, tn, modifier=modifier)
    assert low.plain.success <= high.plain.success
    if low.cheat is not None and high.cheat is not None:
        assert low.cheat.success <= high.cheat.success
    theirs = data.draw(full_decks.map(lambda d: _moved_hand(d, ME, THEM)))
    opposed = [
        odds.opposed_odds(edition, deck, ME, s, 6, modifier=modifier, opponent_deck=theirs, opponent=THEM)
        for s in (stat, stat + 1)
    ]
    assert opposed[0].plain.win + opposed[0].plain.tie <= opposed[1].plain.win + opposed[1].plain.tie
    assert opposed[0].plain.hand_beats is not None and opposed[1].plain.hand_beats is not None
    assert opposed[0].plain.hand_beats >= opposed[1].plain.hand_beats


def _moved_hand(deck: Deck, old: int, new: int) -> Deck:
    deck.hands[new] = deck.hands.pop(old, [])
    return deck


@settings(max_examples=60, deadline=None)
@given(data=st.data(), edition=editions, net=st.integers(-4, 3))
def test_success_is_monotone_in_the_modifiers_when_no_joker_can_turn(
    data: st.DataObject, edition: Edition, net: int
) -> None:
    # Each card more is one more chance to turn the Black Joker (forced) and, on a −, the Red
    # Joker (always allowed): with a joker among the cards a flip can take, more + can lower the
    # chance and more − raise it (test_black_joker_is_forced_even_on_a_plus). Without, + helps.
    deck = data.draw(full_decks)
    for joker in (BLACK_JOKER, RED_JOKER):
        if joker in deck.draw or joker in deck.discard:
            (deck.draw if joker in deck.draw else deck.discard).remove(joker)
            deck.in_play.append(joker)
    stat, tn = data.draw(st.integers(edition.stat_min, 10)), data.draw(st.integers(0, 25))
    worse = odds.simple_odds(edition, deck, ME, stat, tn, modifier=FateModifier(net))
    better = odds.simple_odds(edition, deck, ME, stat, tn, modifier=FateModifier(net + 1))
    assert worse.plain.success <= better.plain.success
    if worse.cheat is not None and better.cheat is not None:
        assert worse.cheat.success <= better.cheat.success
    assert better.cheat is not None or worse.cheat is None


@settings(max_examples=60, deadline=None)
@given(data=st.data(), edition=editions, modifier=modifiers, opponent_modifier=modifiers)
def test_the_odds_do_not_see_the_opponents_hand_or_any_order(
    data: st.DataObject, edition: Edition, modifier: FateModifier, opponent_modifier: FateModifier
) -> None:
    mine = data.draw(full_decks)
    theirs = data.draw(decks(draw=(10, 30), hand=(1, 7), discard=(0, 15), owner=THEM))
    tn = data.draw(st.none() | st.integers(0, 20))
    args = dict(modifier=modifier, opponent_modifier=opponent_modifier, tn=tn, opponent=THEM)
    before = odds.opposed_odds(edition, mine, ME, 5, 5, opponent_deck=theirs, **args)  # type: ignore[arg-type]
    # Swap the opponent's whole hand for as many cards of their draw pile, and reshuffle both piles.
    hand = theirs.hands[THEM]
    swapped = Deck(
        draw=data.draw(st.permutations(theirs.draw[: len(hand)] + hand + theirs.draw[len(hand) :])),
        discard=list(theirs.discard),
        hands={THEM: []},
        in_play=list(theirs.in_play),
    )
    new_hand = data.draw(st.permutations(swapped.draw))[: len(hand)]
    for card in new_hand:
        swapped.draw.remove(card)
    swapped.hands[THEM] = list(new_hand)
    reshuffled = Deck(
        data.draw(st.permutations(mine.draw)), list(mine.discard), dict(mine.hands), list(mine.in_play)
    )
    after = odds.opposed_odds(edition, reshuffled, ME, 5, 5, opponent_deck=swapped, **args)  # type: ignore[arg-type]
    assert after == before
    # Control: the swap did change the hand (so a figure read from it could have moved).
    assert swapped.is_complete() and len(swapped.hands[THEM]) == len(hand)
    event(f"hand changed={set(new_hand) != set(hand)}")


def test_the_swap_test_can_fail() -> None:
    # Control for the test above: a figure that did look at the hand would change under the swap.
    theirs = _deck("1R 2R 3R", hand="13T")
    theirs.hands = {THEM: theirs.hands.pop(ME)}
    swapped = _deck("13T 2R 3R", hand="1R")
    swapped.hands = {THEM: swapped.hands.pop(ME)}

    def peeking(deck: Deck) -> bool:
        return any(5 + c.value > 15 for c in deck.hands[THEM])

    assert peeking(theirs) != peeking(swapped)
    mine = _deck("5M 6M 7M")
    a = odds.opposed_odds(M4E, mine, ME, 5, 5, opponent_deck=theirs, opponent=THEM)
    b = odds.opposed_odds(M4E, mine, ME, 5, 5, opponent_deck=swapped, opponent=THEM)
    assert a == b and a.plain.hand_beats == Fraction(1, 4)


# -- a shared deck: both flips from one pile (issue 24) --------------------------------------------


def _shared_row(chances: odds.OpposedChances) -> tuple[Fraction, ...]:
    assert chances.hand_beats is None
    return (chances.win, chances.tie, chances.lose, chances.neither, *chances.margins)


@pytest.mark.no_cover
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), edition=editions, modifier=modifiers, opponent_modifier=modifiers)
def test_shared_deck_opposed_odds_equal_the_brute_force(
    data: st.DataObject, edition: Edition, modifier: FateModifier, opponent_modifier: FateModifier
) -> None:
    """Both flips come from the one pile, the initiator's first, as ``duel_flow`` flips them.
    A draw pile of at most 4 cards still runs out in either flip; one of 5 with two cards in
    other hands made single examples of 60,480 worlds (about 5 s each)."""
    nearly_empty = data.draw(st.booleans())
    shared = data.draw(
        decks(draw=(0, 3) if nearly_empty else (3, 4), hand=(0, 3), discard=(1, 4), other_hand=(0, 2))
    )
    stat = data.draw(st.integers(edition.stat_min, 10))
    other = max(edition.stat_min, stat + data.draw(st.integers(-6, 6)))
    tn = data.draw(st.none() | st.integers(stat, stat + 14))
    args = dict(modifier=modifier, opponent_modifier=opponent_modifier, tn=tn)
    try:
        fast = odds.shared_opposed_odds(edition, shared, ME, stat, other, **args)  # type: ignore[arg-type]
    except DomainError as err:
        assert err.key in ("error-deck-exhausted", "odds-error-opponent-deck-exhausted")
        event("exhausted")
        return
    slow = brute_shared_opposed(edition, shared, ME, stat, other, **args)  # type: ignore[arg-type]
    event(f"reshuffles={fast.reshuffles or fast.opponent_reshuffles}")
    assert _shared_row(fast.plain) == slow["plain"]
    if fast.cheat is None:
        assert edition.negative_flip_blocks_cheat and modifier.negative
    else:
        assert _shared_row(fast.cheat) == slow["cheat"]


def test_the_issue_example_shared_pile_52_94_not_a_separate_deck_53_70() -> None:
    """Issue 24: at a shared-deck table "both flips come from the one pile … 53.70% where the
    truth is 52.94%". M4E, 5 against 5, both jokers on the discard pile: a separate whole deck
    for the opponent gives 29/54 (53.70%) to succeed; one pile of 52 gives 9/17 (52.94%)."""
    jokers = [c for c in ALL_CARDS if c.is_joker]
    deck = Deck(draw=[c for c in ALL_CARDS if not c.is_joker], discard=jokers)
    separate = odds.opposed_odds(M4E, deck, ME, 5, 5)
    assert separate.plain.win + separate.plain.tie == Fraction(29, 54)
    shared = odds.shared_opposed_odds(M4E, deck, ME, 5, 5)
    assert shared.plain.win + shared.plain.tie == Fraction(9, 17)
    assert f"{float(shared.plain.win + shared.plain.tie) * 100:.2f}" == "52.94"
    assert (shared.plain.win, shared.plain.tie) == (Fraction(8, 17), Fraction(1, 17))


def test_a_shared_pile_run_out_by_the_first_flip_equals_the_brute_force() -> None:
    """Fixed cases of what the untraced brute forces above reach at random: the pile runs out in
    the initiator's flip (the resister flips from the reshuffled discard pile), with a TN and a
    hand to cheat from; in M3E (cheating blocked after a negative flip) and M4E."""
    deck = _deck("5R 9C", hand="12T 3M", discard="1R 7T 11M BJ")
    for edition, modifier in ((M3E, FateModifier(2)), (M3E, FateModifier(-2)), (M4E, FateModifier(2))):
        args = dict(modifier=modifier, opponent_modifier=FateModifier(1), tn=9)
        fast = odds.shared_opposed_odds(edition, deck, ME, 4, 5, **args)  # type: ignore[arg-type]
        slow = brute_shared_opposed(edition, deck, ME, 4, 5, **args)  # type: ignore[arg-type]
        assert fast.reshuffles and _shared_row(fast.plain) == slow["plain"]
        if fast.cheat is not None:
            assert _shared_row(fast.cheat) == slow["cheat"]
        assert (fast.cheat is None) == (edition is M3E and modifier.negative)


def test_an_opponent_deck_too_small_to_flip_is_refused_by_name() -> None:
    mine = _deck("5R 9C 1M 2M", discard="3T")
    theirs = _deck("4T", discard="6T")
    with pytest.raises(DomainError) as separate:
        odds.opposed_odds(
            M4E, mine, ME, 5, 5, opponent_modifier=FateModifier(2), opponent_deck=theirs, opponent=ME
        )
    assert separate.value.key == "odds-error-opponent-deck-exhausted"
    shared = _deck("5R 9C", discard="3T")  # three cards: the initiator's two leave one
    with pytest.raises(DomainError) as one_pile:
        odds.shared_opposed_odds(
            M4E, shared, ME, 5, 5, modifier=FateModifier(1), opponent_modifier=FateModifier(1)
        )
    assert one_pile.value.key == "odds-error-opponent-deck-exhausted"
