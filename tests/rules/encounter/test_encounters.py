"""Encounter generation: scripted flips, reflips, M4E pools, deck bookkeeping, fairness."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, DECK_SIZE, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.encounter.generation import (
    Encounter,
    FlipOutcome,
    FlipPurpose,
    FlipRecord,
    Side,
    check_season_edition,
    derive_encounter,
    generate_encounter,
    marker_repeat,
    marker_spot,
    reshuffle_after_setup_step,
    turn_flip,
)
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.encounter.seasons import Season

SEASONS = Path(__file__).resolve().parents[3] / "data" / "seasons"
SEASON_IDS = sorted(path.stem for path in SEASONS.glob("*.toml"))

USED = FlipOutcome.USED
JOKER = FlipOutcome.JOKER_REFLIPPED
TIE = FlipOutcome.TIE_REFLIPPED
DUPLICATE = FlipOutcome.DUPLICATE_REFLIPPED
SCENARIO = FlipPurpose.SCENARIO
SCHEME = FlipPurpose.SCHEME
FIRST = Side.FIRST
SECOND = Side.SECOND


@cache
def season(season_id: str) -> Season:
    return parse_season((SEASONS / f"{season_id}.toml").read_text(encoding="utf-8"))


def scripted(*codes: str) -> Deck:
    """A complete deck whose next flips are ``codes`` in this order (the top is the END of draw)."""
    top = [Card.parse(code) for code in codes]
    rest = [card for card in ALL_CARDS if card not in top]
    return Deck(draw=[*rest, *reversed(top)])


def outcomes(encounter: Encounter) -> list[tuple[FlipPurpose, Side, str, FlipOutcome]]:
    return [(r.purpose, r.side, r.card.code, r.outcome) for r in encounter.flips]


RNG = random.Random(0)


# -- M3E ---------------------------------------------------------------------------------


def test_m3e_higher_card_attacks_strategy_from_attacker_deployment_from_defender() -> None:
    first = scripted("13R", "1C", "2T", "3M", "4R", "5C")
    second = scripted("5M")
    encounter = generate_encounter(season("m3e-gg0"), RNG, first, second)
    assert encounter.attacker is FIRST and encounter.defender is SECOND
    assert encounter.attacker_card == Card.parse("13R") and encounter.defender_card == Card.parse("5M")
    assert encounter.strategy == "Turf War"  # Rams
    assert encounter.deployment == "Wedge"  # Masks
    assert encounter.scheme_names == (
        "Detonate Charges",
        "Breakthrough",
        "Harness the Ley Line",
        "Search the Ruins",
        "Dig Their Graves",
    )
    assert [pick.value for pick in encounter.schemes] == [1, 2, 3, 4, 5]
    assert all(pick.next_available == () for pick in encounter.schemes)
    assert outcomes(encounter) == [
        (SCENARIO, FIRST, "13R", USED),
        (SCENARIO, SECOND, "5M", USED),
        *[(SCHEME, FIRST, code, USED) for code in ("1C", "2T", "3M", "4R", "5C")],
    ]
    assert not encounter.reshuffle_after_setup and not encounter.single_deck
    assert encounter.unverified == frozenset()


def test_jokers_in_the_scenario_flip_are_reflipped_by_their_flipper() -> None:
    first = scripted("BJ", "7R")
    second = scripted("RJ", "3T", "9C", "10C", "11C", "12C", "13C")
    encounter = generate_encounter(season("m3e-gg0"), RNG, first, second)
    assert outcomes(encounter)[:4] == [
        (SCENARIO, FIRST, "BJ", JOKER),
        (SCENARIO, FIRST, "7R", USED),
        (SCENARIO, SECOND, "RJ", JOKER),
        (SCENARIO, SECOND, "3T", USED),
    ]
    assert encounter.attacker is FIRST
    assert encounter.deployment == "Flank"  # defender's Tomes


def test_equal_values_are_reflipped_by_both_sides() -> None:
    first = scripted("7R", "2C")
    second = scripted("7M", "9T", "1R", "2R", "3R", "4R", "5R")
    encounter = generate_encounter(season("m3e-gg0"), RNG, first, second)
    assert outcomes(encounter)[:4] == [
        (SCENARIO, FIRST, "7R", TIE),
        (SCENARIO, SECOND, "7M", TIE),
        (SCENARIO, FIRST, "2C", USED),
        (SCENARIO, SECOND, "9T", USED),
    ]
    assert encounter.attacker is SECOND
    assert encounter.strategy == "Plant Explosives"  # attacker's Tomes
    assert encounter.deployment == "Corner"  # defender's Crows
    assert {r.side for r in encounter.flips_for(SCHEME)} == {SECOND}


def test_a_joker_then_a_tie_records_every_flip() -> None:
    first = scripted("BJ", "5R", "8C")
    second = scripted("5M", "3T")
    encounter = generate_encounter(season("m3e-gg0"), RNG, first, second)
    assert outcomes(encounter)[:5] == [
        (SCENARIO, FIRST, "BJ", JOKER),
        (SCENARIO, FIRST, "5R", TIE),
        (SCENARIO, SECOND, "5M", TIE),
        (SCENARIO, FIRST, "8C", USED),
        (SCENARIO, SECOND, "3T", USED),
    ]


def test_scheme_pool_reflips_duplicate_values_and_jokers() -> None:
    first = scripted("10R", "4T", "4M", "BJ", "9C", "RJ", "4C", "12M", "1T", "13C")
    second = scripted("2R")
    encounter = generate_encounter(season("m3e-gg1"), RNG, first, second)
    assert [(r.card.code, r.outcome) for r in encounter.flips_for(SCHEME)] == [
        ("4T", USED),
        ("4M", DUPLICATE),
        ("BJ", JOKER),
        ("9C", USED),
        ("RJ", JOKER),
        ("4C", DUPLICATE),
        ("12M", USED),
        ("1T", USED),
        ("13C", USED),
    ]
    assert [pick.value for pick in encounter.schemes] == [4, 9, 12, 1, 13]
    assert encounter.scheme_names == (
        "Assassinate",
        "Let Them Bleed",
        "Spread Them Out",
        "Breakthrough",
        "Runic Binding",
    )
    assert encounter.strategy == "Corrupted Ley Lines"
    assert encounter.unverified == {"strategy"}  # GG1 strategy suits are only partly confirmed


def test_flipped_cards_go_through_play_to_the_discard_pile_and_decks_stay_complete() -> None:
    first = scripted("13R", "1C", "1M", "2T", "3M", "4R", "5C")
    second = scripted("5M")
    held = first.draw.pop(0)
    first.hand(7).append(held)
    open_duel = first.draw.pop(0)
    first.in_play.append(open_duel)
    encounter = generate_encounter(season("m3e-gg0"), RNG, first, second)
    assert first.is_complete() and second.is_complete()
    assert first.in_play == [open_duel] and first.hand(7) == [held]  # untouched
    assert second.in_play == []
    assert first.discard == [r.card for r in encounter.flips if r.side is FIRST]
    assert second.discard == [Card.parse("5M")]
    assert len(first.draw) == DECK_SIZE - 2 - 7


def test_a_draw_pile_running_out_reshuffles_and_is_recorded() -> None:
    first = Deck(draw=[Card.parse("13R")], discard=[c for c in ALL_CARDS if c != Card.parse("13R")])
    second = scripted("5M")
    encounter = generate_encounter(season("m3e-gg0"), random.Random(3), first, second)
    schemes = encounter.flips_for(SCHEME)
    assert schemes[0].reshuffled and not any(r.reshuffled for r in schemes[1:])
    assert not any(r.reshuffled for r in encounter.flips_for(SCENARIO))
    assert first.is_complete()


def test_without_an_opponent_both_sides_flip_from_one_deck() -> None:
    deck = scripted("4R", "11M", "1C", "2C", "3C", "4C", "5C")
    encounter = generate_encounter(season("m3e-gg0"), RNG, deck)
    assert encounter.single_deck
    assert outcomes(encounter)[:2] == [(SCENARIO, FIRST, "4R", USED), (SCENARIO, SECOND, "11M", USED)]
    assert encounter.attacker is SECOND and encounter.strategy == "Corrupted Idols"
    assert deck.is_complete() and deck.in_play == [] and len(deck.discard) == 7


def test_custom_m2e_season_runs_the_m3e_procedure() -> None:
    text = (SEASONS / "m3e-gg0.toml").read_text(encoding="utf-8")
    m2e = parse_season(
        text.replace('edition = "m3e"', 'edition = "m2e"').replace('id = "m3e-gg0"', 'id = "club"')
    )
    encounter = generate_encounter(
        m2e, RNG, scripted("9T", "13C", "13M", "12C", "11C", "10C", "9C"), scripted("3R")
    )
    assert encounter.edition == "m2e" and encounter.strategy == "Plant Explosives"
    assert [pick.value for pick in encounter.schemes] == [13, 12, 11, 10, 9]
    assert encounter.flips_for(SCHEME)[1].outcome is DUPLICATE


# -- M4E ---------------------------------------------------------------------------------


def test_m4e_pool_is_three_distinct_scheme_cards_with_their_next_available() -> None:
    gg0 = season("m4e-gg0")
    encounter = generate_encounter(gg0, random.Random(11), scripted("RJ", "6C"), scripted("2M"))
    # GG0 has no joker strategy: the Red Joker is reflipped.
    assert outcomes(encounter) == [
        (SCENARIO, FIRST, "RJ", JOKER),
        (SCENARIO, FIRST, "6C", USED),
        (SCENARIO, SECOND, "2M", USED),
    ]
    assert encounter.strategy == "Recover Evidence"  # Crows
    assert encounter.deployment == "Wedge"
    assert len(set(encounter.scheme_names)) == 3
    expected = sorted(gg0.scheme_cards)
    random.Random(11).shuffle(expected)
    assert list(encounter.scheme_names) == expected[:3]
    for pick in encounter.schemes:
        assert pick.value is None
        assert pick.next_available == gg0.next_available(pick.name)
    assert encounter.reshuffle_after_setup
    assert encounter.unverified == frozenset()


def test_m4e_decks_are_reshuffled_to_54_after_setup() -> None:
    first, second = scripted("9R"), scripted("2T")
    encounter = generate_encounter(season("m4e-gg0"), RNG, first, second)
    assert encounter.reshuffle_after_setup
    assert len(first.discard) == 1 and len(second.discard) == 1
    for deck in (first, second):
        reshuffle_after_setup_step(deck, random.Random(5))
        assert len(deck.draw) == DECK_SIZE and deck.discard == [] and deck.is_complete()


def test_gaining_grounds_one_red_joker_gives_the_attacker_a_choice() -> None:
    gg1 = season("m4e-gg1")
    encounter = generate_encounter(gg1, RNG, scripted("RJ"), scripted("5C"))
    assert outcomes(encounter) == [(SCENARIO, FIRST, "RJ", USED), (SCENARIO, SECOND, "5C", USED)]
    assert encounter.attacker is FIRST and encounter.attacker_card.is_red_joker
    assert encounter.strategy is None and encounter.strategy_is_open
    assert encounter.strategy_choices == ("Greased Pigs", "Aetheric Conduit")
    assert encounter.deployment == "Corner"
    chosen = encounter.choose_strategy(" aetheric conduit ")
    assert chosen.strategy == "Aetheric Conduit" and chosen.strategy_choices == ()
    assert chosen.schemes == encounter.schemes
    with pytest.raises(DomainError) as not_offered:
        encounter.choose_strategy("Turf War")
    assert not_offered.value.key == "encounter-error-strategy-not-offered"
    assert not_offered.value.args_map["choices"] == "Greased Pigs, Aetheric Conduit"
    with pytest.raises(DomainError) as decided:
        chosen.choose_strategy("Greased Pigs")
    assert decided.value.key == "encounter-error-strategy-decided"
    assert encounter.unverified == {"strategy", "next_available"}


def test_gaining_grounds_one_black_joker_is_still_reflipped() -> None:
    encounter = generate_encounter(season("m4e-gg1"), RNG, scripted("BJ", "4M"), scripted("8T"))
    assert outcomes(encounter) == [
        (SCENARIO, FIRST, "BJ", JOKER),
        (SCENARIO, FIRST, "4M", USED),
        (SCENARIO, SECOND, "8T", USED),
    ]
    assert encounter.strategy == "Map the Area"  # Tomes
    assert encounter.deployment == "Wedge"


def test_gaining_grounds_one_two_red_jokers_tie() -> None:
    encounter = generate_encounter(season("m4e-gg1"), RNG, scripted("RJ", "3R"), scripted("RJ", "12R"))
    assert outcomes(encounter)[:2] == [(SCENARIO, FIRST, "RJ", TIE), (SCENARIO, SECOND, "RJ", TIE)]
    assert encounter.attacker is SECOND and encounter.strategy == "Turf War"


def test_a_single_joker_strategy_needs_no_choice() -> None:
    text = (SEASONS / "m4e-gg1.toml").read_text(encoding="utf-8")
    one = parse_season(
        text.replace('jokers = ["Greased Pigs", "Aetheric Conduit"]', 'jokers = ["Greased Pigs"]')
    )
    encounter = generate_encounter(one, RNG, scripted("2C"), scripted("RJ"))
    assert encounter.attacker is SECOND and encounter.strategy == "Greased Pigs"
    assert encounter.strategy_choices == ()


def test_a_season_runs_only_with_its_edition() -> None:
    check_season_edition(season("m4e-gg1"), "M4E")
    with pytest.raises(DomainError) as caught:
        check_season_edition(season("m4e-gg1"), "m3e")
    assert caught.value.key == "encounter-error-season-edition"
    assert caught.value.args_map == {
        "season": "Gaining Grounds One",
        "season_edition": "m4e",
        "edition": "m3e",
    }


def test_flip_tokens_are_canonical() -> None:
    record = FlipRecord(SCHEME, SECOND, Card.parse("10T"), DUPLICATE)
    assert record.token == "scheme:second:10T:duplicate-reflipped"


# -- Corrupted Idols --------------------------------------------------------------------


def test_corrupted_idols_turn_flip_reflips_jokers() -> None:
    deck = scripted("RJ", "BJ", "5M")
    result = turn_flip(season("m3e-gg0"), "Corrupted Idols", deck, RNG)
    assert [(r.card.code, r.outcome) for r in result.flips] == [("RJ", JOKER), ("BJ", JOKER), ("5M", USED)]
    assert all(r.purpose is FlipPurpose.TURN for r in result.flips)
    assert result.card == Card.parse("5M") and result.placement == "left-8"
    assert deck.is_complete() and deck.in_play == [] and len(deck.discard) == 3


@pytest.mark.parametrize(("code", "placement"), [("1T", "right-8"), ("13R", "centre"), ("7C", "edge-choice")])
def test_corrupted_idols_placements(code: str, placement: str) -> None:
    assert turn_flip(season("m3e-gg0"), "Corrupted Idols", scripted(code), RNG).placement == placement


def test_marker_repeats() -> None:
    assert marker_repeat([], "centre") == "place"
    assert marker_repeat(["centre", "left-8"], "centre") == "place"
    assert marker_repeat(["left-8", "centre"], "centre") == "base-contact"
    assert marker_repeat(["centre", "centre"], "centre") == "no-marker"


def test_corrupted_idols_the_initiative_players_card_decides_and_a_joker_flips_anew() -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "Minden kör elején, az Initiative Flip után, a
    kezdeményező játékos által húzott szín alapján le kell tenni egy Strategy Markert" (each turn,
    after the initiative flip, a marker goes down by the suit the initiative player drew);
    "Joker: húzz egy új lapot a Marker letételének meghatározásához!" (Joker: flip a new card)."""
    deck = scripted("9C")
    by_card = turn_flip(season("m3e-gg0"), "Corrupted Idols", deck, RNG, initiative_card=Card.parse("4M"))
    assert by_card.flips == () and by_card.placement == "left-8" and deck.discard == []
    by_joker = turn_flip(season("m3e-gg0"), "Corrupted Idols", deck, RNG, initiative_card=Card.parse("RJ"))
    assert [r.card.code for r in by_joker.flips] == ["9C"] and by_joker.placement == "edge-choice"
    assert deck.is_complete() and deck.in_play == []


def test_a_repeat_compares_the_chosen_edge_and_the_side_of_the_table() -> None:
    """Seed 003: "Ha kétszer egymás után ugyanoda kerülne a Strategy Marker, az új Base
    Contactban jelenik meg" (if the marker would go to the same place twice in a row, the new one
    goes in base contact): "the same place" is the same spot on the table. Crows ("a kezdeményező
    játékos által választott szélre", the edge the initiative player chooses) twice on different
    edges is no repeat; "balról 8”-re" (8" from the left) is the initiative player's left."""
    first_left = marker_spot("edge-choice", seen_by_first=True, edge="left")
    first_right = marker_spot("edge-choice", seen_by_first=True, edge="right")
    assert marker_repeat([first_left], first_right) == "place"
    assert marker_repeat([first_left], first_left) == "base-contact"
    other_right = marker_spot("edge-choice", seen_by_first=False, edge="right")
    assert other_right == first_left and marker_repeat([first_left], other_right) == "base-contact"
    assert marker_spot("left-8", seen_by_first=False) == marker_spot("right-8", seen_by_first=True)
    assert marker_spot("centre", seen_by_first=False) == "centre"
    with pytest.raises(ValueError):
        marker_spot("edge-choice", seen_by_first=True)


# -- properties ------------------------------------------------------------------------


def check_invariants(s: Season, encounter: Encounter) -> None:
    scenario = encounter.flips_for(SCENARIO)
    used = [r for r in scenario if r.outcome is USED]
    assert {r.side for r in used} == {FIRST, SECOND} and len(used) == 2
    by_side = {r.side: r.card for r in used}
    assert by_side[encounter.attacker] == encounter.attacker_card
    assert by_side[encounter.defender] == encounter.defender_card
    assert encounter.attacker_card.value > encounter.defender_card.value
    assert encounter.defender_card.suit is not None
    if encounter.attacker_card.suit is None:
        assert encounter.attacker_card.is_red_joker and s.strategies.jokers
        assert encounter.strategy_choices == s.strategies.jokers
    else:
        assert encounter.strategy == s.strategy_for(encounter.attacker_card.suit)
    assert encounter.deployment == s.deployment_for(encounter.defender_card.suit)
    for record in scenario:
        if record.outcome is JOKER:
            assert record.card.is_joker
        else:
            assert record.outcome in (USED, TIE)
    assert len(encounter.schemes) == s.pool_size
    assert len(set(encounter.scheme_names)) == s.pool_size
    assert set(encounter.scheme_names) <= set(s.scheme_names())
    if s.schemes_by_value:
        flips = encounter.flips_for(SCHEME)
        assert {r.side for r in flips} == {encounter.attacker}
        used_values = [r.card.value for r in flips if r.outcome is USED]
        assert used_values == [pick.value for pick in encounter.schemes]
        assert [s.scheme_for_value(v) for v in used_values] == list(encounter.scheme_names)
        for record in flips:
            if record.outcome is JOKER:
                assert record.card.is_joker
            elif record.outcome is DUPLICATE:
                assert record.card.value in used_values
    else:
        assert encounter.flips_for(SCHEME) == ()
        assert all(pick.next_available == s.next_available(pick.name) for pick in encounter.schemes)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SEASON_IDS), st.integers(0, 2**64), st.booleans(), st.integers(0, 54))
def test_any_encounter_from_real_decks_keeps_the_rules(
    season_id: str, seed: int, single: bool, discarded: int
) -> None:
    s = season(season_id)
    rng = random.Random(seed)
    first = Deck.fresh(rng)
    # A deck mid-game: part of it already on the discard pile.
    first.discard, first.draw = first.draw[:discarded], first.draw[discarded:]
    second = None if single else Deck.fresh(rng)
    encounter = generate_encounter(s, rng, first, second)
    check_invariants(s, encounter)
    assert first.is_complete() and first.in_play == []
    assert second is None or (second.is_complete() and second.in_play == [])
    groups = [(first, {FIRST, SECOND})] if second is None else [(first, {FIRST}), (second, {SECOND})]
    for deck, sides in groups:
        flipped = [r.card for r in encounter.flips if r.side in sides]
        assert len(flipped) == len(set(flipped))
        assert set(flipped) <= set(deck.discard)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SEASON_IDS), st.integers(0, 2**64))
def test_derived_encounters_are_reproducible(season_id: str, seed: int) -> None:
    s = season(season_id)
    one = derive_encounter(s, random.Random(seed))
    assert derive_encounter(s, random.Random(seed)) == one
    check_invariants(s, one)


# -- fairness ---------------------------------------------------------------------------

CHI2_DF3_P001 = 16.266
CHI2_DF12_P001 = 32.909


def chi_square(counts: Counter[object], categories: list[object]) -> float:
    total = sum(counts[c] for c in categories)
    expected = total / len(categories)
    return sum((counts[c] - expected) ** 2 / expected for c in categories)


@pytest.mark.slow
def test_10000_seeded_m3e_encounters_are_uniform() -> None:
    s = season("m3e-gg0")
    strategy_suits: Counter[object] = Counter()
    deployment_suits: Counter[object] = Counter()
    values: Counter[object] = Counter()
    for seed in range(10_000):
        encounter = derive_encounter(s, random.Random(seed))
        strategy_suits[encounter.attacker_card.suit] += 1
        deployment_suits[encounter.defender_card.suit] += 1
        pool = [pick.value for pick in encounter.schemes]
        assert len(set(pool)) == 5 and len(set(encounter.scheme_names)) == 5
        values.update(pool)
    suits: list[object] = list(Suit)
    assert chi_square(strategy_suits, suits) < CHI2_DF3_P001
    assert chi_square(deployment_suits, suits) < CHI2_DF3_P001
    assert chi_square(values, list(range(1, 14))) < CHI2_DF12_P001
    assert sum(values.values()) == 50_000


@pytest.mark.parametrize("placement", ["centre", "left-8", "right-8", "edge-choice"])
@pytest.mark.parametrize("edge", ["left", "right"])
def test_one_players_left_is_the_others_right_and_the_centre_is_shared(placement: str, edge: str) -> None:
    mine = marker_spot(placement, seen_by_first=True, edge=edge)  # type: ignore[arg-type]
    theirs = marker_spot(placement, seen_by_first=False, edge=edge)  # type: ignore[arg-type]
    assert (mine == theirs) == (placement == "centre")
    assert marker_repeat([mine], theirs) == ("base-contact" if placement == "centre" else "place")
