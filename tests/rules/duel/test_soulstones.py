"""Soulstones outside the draw phase, from seed 003 (M3E, Hungarian, "Soulstone felhasználás").

- "Sebzés blokkolása: Mielőtt damage flipre húznak egy Soulstone-használó ellen, játékosa
  bejelentheti, hogy elkölt egy Soulstone-t. Ekkor a damage flip –et kap." (Block: before a
  damage flip against a soulstone user, its player may spend a soulstone; the flip gets −.)
- "Sebzés csökkentése: ... elkölt egy Soulstone-t. Ezután flipel egy lapot, hogy 1/2/3-al
  csökkentse a modellt érő sebzést, legfeljebb 0-ig." (Reduction: spend a soulstone, flip a
  card to reduce the damage by 1/2/3, to no less than 0.)
- "0-5: Weak, 6-10: Moderate, 11-14: Severe"; "A Black Joker ... 0-t eredményez. A Red Joker
  ... Severe+1 értéket eredményez." (Black Joker gives 0, Red Joker Severe+1.)
- "Duel javítása: ... elkölt egy Soulstone-t. Ekkor vagy +-t ad a következő flipre, vagy
  hozzáad egy előre kijelölt színt a duelhez." (Improving a duel: one stone, + or a suit.)
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.editions import M2E, M3E, M4E
from bot.rules.duel import flow as duel_flow
from bot.rules.duel import soulstones
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import MINUS, NONE, PLUS
from tests.rules.error_messages import expect_domain_error, raised_and_defined_keys
from tests.rules.fate_helpers import stacked

FTL = Path(__file__).resolve().parents[3] / "data" / "locales" / "en" / "soulstones.ftl"
SOURCE = Path(__file__).resolve().parents[3] / "bot" / "rules" / "duel" / "soulstones.py"
A, B = 1, 2


@pytest.mark.parametrize(
    ("card", "cut"),
    [
        (Card.of(1, Suit.RAMS), 1),
        (Card.of(5, Suit.TOMES), 1),  # "0-5: Weak"
        (Card.of(6, Suit.MASKS), 2),
        (Card.of(10, Suit.CROWS), 2),  # "6-10: Moderate"
        (Card.of(11, Suit.RAMS), 3),
        (Card.of(13, Suit.TOMES), 3),  # "11-14: Severe"
        (BLACK_JOKER, 0),
        (RED_JOKER, 4),  # Severe+1
    ],
)
def test_the_reduction_is_one_two_three_by_strength(card: Card, cut: int) -> None:
    assert soulstones.reduction_for(card) == cut
    result = soulstones.reduce_damage(M3E, 5, card)
    assert (result.reduction, result.remaining) == (cut, 5 - cut)


def test_the_reduction_stops_at_zero() -> None:
    """ "legfeljebb 0-ig" — to no less than 0."""
    assert soulstones.reduce_damage(M3E, 2, Card.of(12, Suit.RAMS)).remaining == 0
    assert soulstones.reduce_damage(M3E, 0, RED_JOKER).remaining == 0


@given(st.integers(min_value=0, max_value=30), st.sampled_from(range(54)))
def test_the_reduction_never_raises_damage_nor_goes_below_zero(damage: int, index: int) -> None:
    from bot.rules.common.cards import ALL_CARDS

    result = soulstones.reduce_damage(M3E, damage, ALL_CARDS[index])
    assert 0 <= result.remaining <= damage


@pytest.mark.parametrize("edition", [M2E, M4E])
def test_reduction_and_block_are_m3e_rules(edition) -> None:  # type: ignore[no-untyped-def]
    with expect_domain_error("soulstone-error-reduce-edition", FTL):
        soulstones.reduce_damage(edition, 3, Card.of(5, Suit.RAMS))
    with expect_domain_error("soulstone-error-block-edition", FTL):
        soulstones.block_modifier(edition, NONE)


def test_block_gives_the_damage_flip_a_minus() -> None:
    """ "Ekkor a damage flip –et kap." """
    assert soulstones.block_modifier(M3E, NONE) == MINUS
    assert soulstones.block_modifier(M3E, PLUS) == NONE  # + and − cancel


def test_negative_damage_is_refused() -> None:
    with expect_domain_error("soulstone-error-damage-negative", FTL):
        soulstones.reduce_damage(M3E, -1, Card.of(5, Suit.RAMS))


# -- duels pay from the pool -----------------------------------------------------------------------


def test_a_duel_declaration_costs_one_stone_in_m3e_and_two_for_plus_and_suit_in_m2e() -> None:
    decks = {A: stacked(["5R"]), B: stacked(["6C"])}
    state = duel_flow.start_simple(M3E, A, 5, 10, decks, random.Random(1), boost=Boost(plus=True))
    assert soulstones.newly_spent(None, state) == {A: 1}
    decks = {A: stacked(["5R"])}
    state = duel_flow.start_simple(M2E, A, 5, 10, decks, random.Random(1), boost=Boost(True, Suit.RAMS))
    assert soulstones.newly_spent(None, state) == {A: 2}


def test_a_later_step_pays_only_for_what_it_declared() -> None:
    decks = {A: stacked(["5R"]), B: stacked(["6C"])}
    opened = duel_flow.start_opposed(M3E, A, B, 5, decks, boost=Boost(plus=True))
    accepted = duel_flow.accept(opened, B, decks, random.Random(1), stat=5, boost=Boost(suit=Suit.RAMS))
    assert soulstones.newly_spent(None, opened) == {A: 1}
    assert soulstones.newly_spent(opened, accepted) == {B: 1}
    none = duel_flow.accept(opened, B, decks, random.Random(1), stat=5, boost=NO_BOOST)
    assert soulstones.newly_spent(opened, none) == {}


def test_an_empty_pool_is_refused_and_outsiders_pay_nothing() -> None:
    assert soulstones.spend({A: 2, B: 0}, {A: 1}) == {A: 1, B: 0}
    with expect_domain_error("soulstone-error-pool-empty", FTL):
        soulstones.spend({A: 2, B: 0}, {B: 1})
    with expect_domain_error("soulstone-error-pool-empty", FTL):
        soulstones.spend({A: 1, B: 0}, {A: 2})
    assert soulstones.spend({A: 0, B: 0}, {99: 1}) == {A: 0, B: 0}


def test_what_a_player_is_offered() -> None:
    assert soulstones.affordable(1, None) and soulstones.affordable(1, 1)
    assert not soulstones.affordable(1, 0) and not soulstones.affordable(2, 1)


def test_every_error_has_a_message() -> None:
    raised, defined = raised_and_defined_keys(SOURCE, FTL)
    assert raised and raised <= defined
