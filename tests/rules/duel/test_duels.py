from pathlib import Path

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.editions import M2E, M3E, M4E, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import Boost, CheatBlock, Note
from bot.rules.flip.flips import resolve
from bot.rules.flip.modifiers import MINUS, NONE, PLUS, FateModifier
from tests.rules.fate_helpers import cards

LOCALE = (Path(__file__).parents[3] / "data" / "locales" / "en" / "duels.ftl").read_text()


def flip(*codes: str, modifier: FateModifier = NONE) -> duels.Flip:
    return resolve(tuple(cards(*codes)), modifier)


def error(fn, *args, **kwargs) -> DomainError:  # type: ignore[no-untyped-def]
    with pytest.raises(DomainError) as err:
        fn(*args, **kwargs)
    return err.value


# -- input checks ---------------------------------------------------------------------------


def test_ranges() -> None:
    duels.validate_stat(0)
    duels.validate_tn(99)
    assert error(duels.validate_stat, -1).key == "error-duel-stat-out-of-range"
    assert error(duels.validate_tn, 100).args_map == {"value": 100, "min": 0, "max": 99}
    assert error(duels.validate_raise_step, 0).key == "error-duel-raise-step-out-of-range"
    assert error(duels.validate_damage_profile, 1, 2, -3).key == "error-damage-value-out-of-range"
    duels.validate_damage_profile(0, 3, 99)


def test_red_joker_suit_is_required_except_in_m4e() -> None:
    assert error(duels.validate_red_joker_suit, M3E, None).key == "error-red-joker-suit-required"
    duels.validate_red_joker_suit(M4E, None)
    duels.validate_red_joker_suit(M2E, Suit.TOMES)


# -- soulstones and empower -----------------------------------------------------------------


def test_m2e_soulstones_give_plus_and_a_suit_one_stone_each() -> None:
    # Seed 000: the Judge spends two stones, one for + and one for a Mask.
    judge = Boost(plus=True, suit=Suit.MASKS)
    duels.validate_boost(M2E, judge)
    effect = duels.boost_effect(M2E, judge, Role.INITIATOR)
    assert effect == duels.BoostEffect(PLUS, frozenset({Suit.MASKS}), 2, NONE)


def test_m2e_defender_soulstone_plus_also_minuses_the_damage_flip() -> None:
    # Seed 000: Lilith, defending, spends a stone for + to the duel and - to any damage flip.
    lilith = duels.boost_effect(M2E, Boost(plus=True), Role.RESISTER)
    assert (lilith.modifier, lilith.damage_modifier, lilith.soulstones) == (PLUS, MINUS, 1)
    assert duels.boost_effect(M3E, Boost(plus=True), Role.RESISTER).damage_modifier == NONE


def test_m3e_one_soulstone_plus_or_suit() -> None:
    assert (
        error(duels.validate_boost, M3E, Boost(plus=True, suit=Suit.RAMS)).key == "error-boost-one-soulstone"
    )
    for boost in (Boost(plus=True), Boost(suit=Suit.CROWS)):
        duels.validate_boost(M3E, boost)
        assert duels.boost_effect(M3E, boost, Role.INITIATOR).soulstones == 1
    assert duels.boost_effect(M3E, duels.NO_BOOST, Role.INITIATOR).soulstones == 0


def test_m4e_empower_discards_a_low_card_for_plus_and_its_suit() -> None:
    boost = Boost(empower=Card.parse("5T"))
    duels.validate_boost(M4E, boost)
    assert duels.boost_effect(M4E, boost, Role.RESISTER) == duels.BoostEffect(
        PLUS, frozenset({Suit.TOMES}), 0, NONE
    )
    assert error(duels.validate_boost, M4E, Boost(empower=Card.parse("6T"))).args_map == {
        "card": "6T",
        "max": 5,
    }
    assert error(duels.validate_boost, M4E, Boost(empower=RED_JOKER)).key == "error-boost-empower-too-high"


def test_m4e_empower_with_the_black_joker_gives_plus_and_no_suit() -> None:
    boost = Boost(empower=BLACK_JOKER)
    duels.validate_boost(M4E, boost)
    assert duels.boost_effect(M4E, boost, Role.INITIATOR).suits == frozenset()


def test_boosts_outside_their_edition_are_refused() -> None:
    assert error(duels.validate_boost, M4E, Boost(plus=True)).key == "error-boost-soulstone-not-in-edition"
    assert (
        error(duels.validate_boost, M3E, Boost(empower=Card.parse("2R"))).key
        == "error-boost-empower-not-in-edition"
    )
    mixed = Boost(plus=True, empower=Card.parse("2R"))
    assert error(duels.validate_boost, M4E, mixed).key == "error-boost-empower-exclusive"
    duels.validate_boost(M4E, duels.NO_BOOST)


# -- totals and outcomes --------------------------------------------------------------------


def test_suits_in_a_total() -> None:
    assert duels.card_suits(Card.parse("3M")) == {Suit.MASKS}
    assert duels.card_suits(BLACK_JOKER) == frozenset()
    assert duels.card_suits(RED_JOKER, Suit.CROWS) == {Suit.CROWS}
    assert duels.card_suits(RED_JOKER) == frozenset()
    t = duels.total(6, Card.parse("9R"), stat_suits=[Suit.MASKS], extra_suits=[Suit.TOMES])
    assert t == duels.Total(15, frozenset({Suit.RAMS, Suit.MASKS, Suit.TOMES}))


def test_simple_duel_needs_the_tn_and_its_suits() -> None:
    assert duels.simple_outcome(12, frozenset(), 12, frozenset()) == duels.SimpleOutcome(True, 0, frozenset())
    failed = duels.simple_outcome(15, frozenset({Suit.RAMS}), 12, frozenset({Suit.MASKS}))
    assert not failed.success and failed.missing_suits == {Suit.MASKS} and failed.margin == 3
    assert not duels.simple_outcome(11, frozenset(), 12, frozenset()).success


@pytest.mark.parametrize("edition", [M2E, M3E])
def test_m2e_m3e_attacker_wins_ties_and_must_reach_the_tn(edition) -> None:  # type: ignore[no-untyped-def]
    tie = duels.opposed_outcome(edition, 12, 12)
    assert tie.winner is Role.INITIATOR and tie.tie
    # Seed 003: the total is compared with the TN (if any) and the resister's total.
    below = duels.opposed_outcome(edition, 12, 9, tn=13)
    assert below.winner is Role.RESISTER and below.below_tn and not below.initiator_success
    lost = duels.opposed_outcome(edition, 8, 9)
    assert lost.winner is Role.RESISTER and lost.margin == -1


def test_m4e_outcomes() -> None:
    tie = duels.opposed_outcome(M4E, 12, 12, tn=10)
    assert (tie.initiator_success, tie.resister_success, tie.tie) == (True, False, True)
    resisted = duels.opposed_outcome(M4E, 12, 13)
    assert resisted.winner is Role.RESISTER
    # Below the TN but not exceeded by the resister: both fail.
    both_fail = duels.opposed_outcome(M4E, 9, 8, tn=10)
    assert (both_fail.initiator_success, both_fail.resister_success, both_fail.winner) == (False, False, None)
    suitless = duels.opposed_outcome(
        M4E, 15, 8, frozenset({Suit.RAMS}), tn=10, tn_suits=frozenset({Suit.TOMES})
    )
    assert not suitless.initiator_success and suitless.missing_suits == {Suit.TOMES}


@pytest.mark.parametrize(("margin", "net"), [(0, -2), (1, -1), (5, -1), (6, 0), (10, 0), (11, 1), (30, 1)])
def test_damage_flip_modifier_table_from_seed_003(margin: int, net: int) -> None:
    assert duels.damage_flip_modifier(margin).net == net


def test_no_damage_flip_for_a_failed_attack() -> None:
    with pytest.raises(ValueError):
        duels.damage_flip_modifier(-1)


def test_raises_follow_the_m4e_examples() -> None:
    # 1. TN 10, total 21 after cheating: exceeded by 11 → 2 raises.
    assert duels.raises(M4E, 21, tn=10) == 2
    assert duels.raises(M4E, 15, tn=10) == 1
    # 2. TN 10, 15 against 12: the higher of TN and opposing total counts → no raise.
    assert duels.raises(M4E, 15, opposing=12, tn=10) == 0
    # 3. Same with a raise value of 3 (Devastating Strike) → 1 raise.
    assert duels.raises(M4E, 15, opposing=12, tn=10, step=3) == 1
    assert duels.raises(M4E, 15, opposing=15, red_joker=True) == 1
    assert duels.raises(M4E, 9, opposing=8, tn=12) == 0
    with pytest.raises(ValueError):
        duels.raises(M4E, 9)


@pytest.mark.parametrize(
    ("code", "damage"), [("BJ", 0), ("1R", 2), ("5C", 2), ("6M", 3), ("10T", 3), ("11R", 4), ("RJ", 5)]
)
def test_damage_from_card(code: str, damage: int) -> None:
    # Seed 003: the Black Joker gives 0, the Red Joker Severe + 1.
    assert duels.damage_from_card(Card.parse(code), 2, 3, 4) == damage


def test_only_m2e_m3e_use_damage_flips() -> None:
    assert duels.uses_damage_flip(M2E) and duels.uses_damage_flip(M3E) and not duels.uses_damage_flip(M4E)


# -- cheating -------------------------------------------------------------------------------


def test_a_negative_flip_blocks_cheating_except_in_m4e() -> None:
    # Seed 000: "no puede Burlar al Destino si el volteo final tenía algún -".
    own = flip("3R", "9C", modifier=MINUS)
    assert duels.cheat_block(M2E, own) is CheatBlock.NEGATIVE_FLIP
    assert duels.cheat_block(M3E, own) is CheatBlock.NEGATIVE_FLIP
    assert duels.cheat_block(M4E, own) is None
    assert duels.cheat_block(M2E, flip("3R", "9C", modifier=PLUS)) is None


@pytest.mark.parametrize("edition", [M2E, M3E, M4E])
def test_own_black_joker_blocks(edition) -> None:  # type: ignore[no-untyped-def]
    assert duels.cheat_block(edition, flip("BJ", "13C", modifier=PLUS)) is CheatBlock.BLACK_JOKER


def test_red_joker_lock_flipped_in_m2e_m3e_chosen_in_m4e() -> None:
    own = flip("5R")
    flipped_not_chosen = flip("RJ", "9C", modifier=PLUS)
    for edition in (M2E, M3E):
        block = duels.cheat_block(edition, own, opponent=flipped_not_chosen, opponent_chosen=Card.parse("9C"))
        assert block is CheatBlock.OPPONENT_RED_JOKER
    assert duels.cheat_block(M4E, own, opponent=flipped_not_chosen, opponent_chosen=Card.parse("9C")) is None
    assert (
        duels.cheat_block(M4E, own, opponent=flipped_not_chosen, opponent_chosen=RED_JOKER)
        is CheatBlock.OPPONENT_RED_JOKER
    )
    # A simple duel has no opponent: a Red Joker locks nobody.
    assert duels.cheat_block(M2E, flip("RJ")) is None


def test_cheat_order_lower_total_first_ties_to_the_resister() -> None:
    for edition in (M2E, M3E, M4E):
        assert duels.cheat_order(edition, 9, 12) == (Role.INITIATOR, Role.RESISTER)
        assert duels.cheat_order(edition, 13, 12) == (Role.RESISTER, Role.INITIATOR)
        assert duels.cheat_order(edition, 12, 12) == (Role.RESISTER, Role.INITIATOR)


def test_every_cheat_block_has_an_english_message() -> None:
    for block in CheatBlock:
        assert f"\n{block.error_key} = " in LOCALE


def test_notes_name_the_editions_interpretations() -> None:
    assert duels.note(M2E, Note.DAMAGE_TABLE) == "m2e-damage-table"
    assert duels.note(M3E, Note.DAMAGE_TABLE) is None
    assert duels.note(M3E, Note.CHEAT_TIE) == "m3e-cheat-tie-defender"
    assert duels.note(M4E, Note.EMPOWER_BLACK_JOKER) == "m4e-empower-black-joker"
    assert (
        duels.opponent_of(Role.INITIATOR) is Role.RESISTER
        and duels.opponent_of(Role.RESISTER) is Role.INITIATOR
    )
