"""Initiative per edition: seed 001 (M2E), seed 003 (M3E), m4e.md (M4E)."""

import dataclasses
import json
import random

import pytest

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M2E, M3E, M4E
from bot.rules.document_kinds import INITIATIVE
from bot.rules.initiative import flow as ini
from bot.rules.initiative import state as initiative_state
from bot.rules.initiative.state import EventKind, InitiativePhase
from tests.rules.fate_helpers import assert_complete, cards, refused, stacked

A, B = 111, 222
RNG = random.Random(0)


def card(code: str) -> Card:
    return Card.parse(code)


def roundtrip(state: initiative_state.InitiativeState) -> initiative_state.InitiativeState:
    again = INITIATIVE.load(json.loads(json.dumps(INITIATIVE.dump(state))))
    assert again == state
    return again


def kinds(state: initiative_state.InitiativeState) -> list[tuple[str, int, str | None]]:
    return [(e.kind.value, e.player, None if e.card is None else e.card.code) for e in state.events]


# -- M2E --------------------------------------------------------------------------------------


def test_m2e_ties_reflip_before_soulstones_then_lower_card_decides_first() -> None:
    decks = {A: stacked(["7R", "3C", "12M"]), B: stacked(["7C", "9T"])}
    state = ini.start(M2E, (A, B), decks, RNG)
    assert kinds(state) == [
        ("flip", A, "7R"),
        ("flip", B, "7C"),
        ("tie-reflip", A, "3C"),
        ("tie-reflip", B, "9T"),
    ]
    assert state.phase is InitiativePhase.SOULSTONES and state.order == (A, B) and state.awaiting_player == A
    assert decks[A].discard == cards("7R") and decks[A].in_play == cards("3C")
    refused("error-initiative-not-your-turn", lambda: ini.use_soulstone(state, B, decks, RNG, reflip=True))
    state = ini.use_soulstone(roundtrip(state), A, decks, RNG, reflip=True)
    assert state.events[-1] == initiative_state.Event(EventKind.SOULSTONE_REFLIP, A, card("12M"), card("3C"))
    assert state.awaiting_player == B
    state = ini.use_soulstone(state, B, decks, RNG, reflip=False)
    assert state.phase is InitiativePhase.CHOOSING and state.winner == A and state.awaiting_player == A
    assert decks[A].in_play == [] and decks[B].in_play == []
    refused("error-initiative-not-your-turn", lambda: ini.choose_first(state, B, B))
    refused("error-initiative-not-a-player", lambda: ini.choose_first(state, A, 999))
    state = ini.choose_first(roundtrip(state), A, B)
    assert state.phase is InitiativePhase.DONE and state.first_player == B and state.awaiting_player is None
    assert state.interpretations == ()
    for deck in decks.values():
        assert_complete(deck)


def test_m2e_soulstone_reflips_even_a_joker_and_a_tie_after_is_reflipped() -> None:
    decks = {A: stacked(["BJ", "9M", "4R"]), B: stacked(["9T", "2C"])}
    state = ini.start(M2E, (A, B), decks, RNG)
    assert state.order == (A, B)
    state = ini.use_soulstone(state, A, decks, RNG, reflip=True)  # BJ → 9M: tied with 9T
    state = ini.use_soulstone(state, B, decks, RNG, reflip=False)
    assert kinds(state)[-2:] == [("tie-reflip", A, "4R"), ("tie-reflip", B, "2C")]
    assert state.winner == A and state.interpretations == ("m2e-initiative-soulstone-tie",)


def test_m2e_players_without_soulstones_are_not_asked_and_nobody_cheats() -> None:
    decks = {A: stacked(["3R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["13C"]})}
    state = ini.start(M2E, (A, B), decks, RNG, soulstones=(False, True))
    assert state.phase is InitiativePhase.SOULSTONES and state.order == (B,)
    refused("error-initiative-wrong-phase", lambda: ini.cheat(state, B, card("13C"), decks, RNG))
    state = ini.use_soulstone(state, B, decks, RNG, reflip=False)
    assert state.chooser == B
    none = ini.start(M2E, (A, B), {A: stacked(["3R"]), B: stacked(["9C"])}, RNG, soulstones=(False, False))
    assert none.phase is InitiativePhase.CHOOSING and none.chooser == B


# -- M3E --------------------------------------------------------------------------------------


def test_m3e_lower_flip_cheats_first_pass_tokens_count_highest_total_wins() -> None:
    decks = {A: stacked(["5R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["12C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, pass_tokens=(5, 0), previous_holder=A)
    assert state.phase is InitiativePhase.CHEATING and state.awaiting_player == A
    refused("error-initiative-not-your-turn", lambda: ini.decline_cheat(state, B, decks, RNG))
    refused("error-hand-card-not-held", lambda: ini.cheat(state, A, card("12C"), decks, RNG))
    state = ini.decline_cheat(roundtrip(state), A, decks, RNG)
    state = ini.cheat(state, B, card("12C"), decks, RNG)
    assert state.phase is InitiativePhase.DONE and state.first_player == B and state.winner == B
    assert kinds(state)[-2:] == [("decline", A, "5R"), ("cheat", B, "12C")]
    assert decks[B].discard == cards("9C", "12C") and decks[A].discard == cards("5R")
    for deck in decks.values():
        assert_complete(deck)


def test_m3e_equal_flips_let_the_previous_holder_cheat_first() -> None:
    decks = {A: stacked(["7R"], {A: ["13R"]}), B: stacked(["7C"], {B: ["12C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=B, pass_tokens=(1, 0))
    assert state.order == (B, A) and state.awaiting_player == B
    before_turn_one = ini.start(M3E, (A, B), decks_again(), RNG, previous_holder=A)
    assert before_turn_one.order == (A, B)


def decks_again() -> dict[int, Deck]:
    return {A: stacked(["7R"], {A: ["1R"]}), B: stacked(["7C"], {B: ["1C"]})}


def test_m3e_initiative_needs_to_know_who_cheats_first_on_equal_cards() -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "A kisebb lapot húzó, egyenlőség esetén az előző
    kezdeményező játékos cheatelhet először." (The lower card, on equal cards the previous
    initiative holder, may cheat first.) "A Támadó számít kezdeményező játékosnak az első kör
    Initiative Flipjéig." (The attacker counts as the initiative player until the first turn's
    initiative flip.) Without either, the caller must not simply cheat first: nothing is flipped."""
    decks = decks_again()
    refused(
        "rules-error-initiative-holder-unknown", lambda: ini.start(M3E, (A, B), decks, RNG), *decks.values()
    )
    attacked_by_b = ini.start(M3E, (A, B), decks, RNG, previous_holder=B)
    assert attacked_by_b.order == (B, A) and attacked_by_b.awaiting_player == B


def test_m3e_a_tie_of_totals_is_reflipped_with_fresh_cheat_windows() -> None:
    decks = {A: stacked(["7R", "9R"]), B: stacked(["7C", "2C"])}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    assert state.phase is InitiativePhase.DONE and state.first_player == A
    assert [e.kind for e in state.events].count(EventKind.TIE_REFLIP) == 2
    assert [e.detail for e in state.events if e.kind is EventKind.CHEAT_SKIPPED] == ["empty-hand"] * 4
    assert state.interpretations == ("m3e-initiative-tie-reflip",)


def test_m3e_jokers_lock_cheating_as_in_duels() -> None:
    decks = {A: stacked(["BJ"], {A: ["13R"]}), B: stacked(["RJ"], {B: ["1C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    skipped = {e.player: e.detail for e in state.events if e.kind is EventKind.CHEAT_SKIPPED}
    assert skipped == {A: "black-joker"}
    assert state.awaiting_player == B
    state = ini.decline_cheat(state, B, decks, RNG)
    assert state.first_player == B and state.interpretations == ("m3e-initiative-joker-locks",)


def test_m3e_a_red_joker_cheated_in_does_not_lock_the_other_player_out() -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "Ha az ellenfél Red Jokert húzott, nem cheatelhetsz."
    (If the opponent *flipped* the Red Joker, you may not cheat.) A Red Joker the lower player
    cheats in from hand was not flipped: the higher player still gets a cheat window."""
    decks = {A: stacked(["3R"], {A: ["RJ"]}), B: stacked(["9C"], {B: ["13C"]})}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    assert state.awaiting_player == A
    state = ini.cheat(state, A, card("RJ"), decks, RNG)
    assert state.phase is InitiativePhase.CHEATING and state.awaiting_player == B
    assert not [e for e in state.events if e.kind is EventKind.CHEAT_SKIPPED]
    state = ini.cheat(roundtrip(state), B, card("13C"), decks, RNG)
    assert state.phase is InitiativePhase.DONE and state.first_player == A
    for deck in decks.values():
        assert_complete(deck)


# -- M4E --------------------------------------------------------------------------------------


def test_m4e_turn_one_goes_to_the_attacker_without_a_flip() -> None:
    decks = {A: stacked(), B: stacked()}
    state = ini.start(M4E, (A, B), decks, RNG, attacker=B)
    assert state.phase is InitiativePhase.DONE and state.first_player == B and state.events == ()
    assert all(len(d.draw) == 54 for d in decks.values())
    refused("error-initiative-attacker-unknown", lambda: ini.start(M4E, (A, B), decks, RNG))
    refused("error-initiative-not-a-player", lambda: ini.start(M4E, (A, B), decks, RNG, attacker=5))


def test_m4e_later_turns_the_player_who_did_not_activate_last_chooses() -> None:
    decks = {A: stacked(), B: stacked()}
    state = ini.start(M4E, (A, B), decks, RNG, turn=2, last_activator=A)
    assert state.phase is InitiativePhase.CHOOSING and state.awaiting_player == B
    state = ini.choose_first(roundtrip(state), B, A)
    assert state.first_player == A
    other = ini.start(M4E, (A, B), decks, RNG, turn=3, last_activator=B)
    assert other.chooser == A
    refused("error-initiative-last-activator-unknown", lambda: ini.start(M4E, (A, B), decks, RNG, turn=2))
    refused(
        "error-initiative-not-a-player", lambda: ini.start(M4E, (A, B), decks, RNG, turn=2, last_activator=7)
    )


# -- common -----------------------------------------------------------------------------------


def test_input_errors() -> None:
    decks = {A: stacked(), B: stacked()}
    refused("error-initiative-same-player", lambda: ini.start(M2E, (A, A), decks, RNG))
    refused("error-initiative-turn", lambda: ini.start(M2E, (A, B), decks, RNG, turn=0))
    refused("error-initiative-pass-tokens", lambda: ini.start(M3E, (A, B), decks, RNG, pass_tokens=(-1, 0)))
    refused("error-initiative-not-a-player", lambda: ini.start(M3E, (A, B), decks, RNG, previous_holder=3))
    state = ini.start(M2E, (A, B), {A: stacked(["3R"]), B: stacked(["9C"])}, RNG)
    refused(
        "error-initiative-not-participant", lambda: ini.use_soulstone(state, 999, decks, RNG, reflip=True)
    )
    refused("error-initiative-wrong-phase", lambda: ini.choose_first(state, A, A))


def test_exhausted_shared_deck_is_refused_before_flipping() -> None:
    shared = Deck(draw=cards("5R"), hands={A: [c for c in ALL_CARDS if c.code != "5R"]})
    refused("error-deck-exhausted", lambda: ini.start(M2E, (A, B), {A: shared, B: shared}, RNG))
    assert shared.draw == cards("5R")


def test_an_endless_tie_stops_with_an_error_and_changes_nothing() -> None:
    # Only two 5s can be flipped: the flips tie for ever. The error leaves the deck as it was.
    held = [c for c in ALL_CARDS if c.code not in ("5R", "5C")]
    shared = Deck(draw=cards("5R", "5C"), hands={A: held})
    decks = {A: shared, B: shared}
    refused("error-initiative-endless-tie", lambda: ini.start(M2E, (A, B), decks, random.Random(1)))
    assert shared.draw == cards("5R", "5C") and shared.discard == [] and shared.in_play == []
    assert_complete(shared)


def test_an_endless_m3e_tie_with_nobody_able_to_cheat_stops_too() -> None:
    others = [c for c in ALL_CARDS if c.code not in ("5R", "5C")]
    shared = Deck(draw=cards("5R", "5C"), in_play=list(others))  # hands empty: no cheat windows
    decks = {A: shared, B: shared}
    refused(
        "error-initiative-endless-tie",
        lambda: ini.start(M3E, (A, B), decks, random.Random(1), previous_holder=A),
    )
    assert shared.draw == cards("5R", "5C") and shared.in_play == others


def test_shared_deck_and_expiry() -> None:
    shared = stacked(["3R", "9C"], {A: ["13R"], B: ["12C"]})
    decks = {A: shared, B: shared}
    state = ini.start(M3E, (A, B), decks, RNG, previous_holder=A)
    assert state.in_play() == {A: (card("3R"),), B: (card("9C"),)}
    expired = ini.abandon(roundtrip(state), decks)
    assert expired.phase is InitiativePhase.EXPIRED and expired.in_play() == {} and shared.in_play == []
    assert ini.abandon(expired, decks) is expired
    assert_complete(shared)
    with pytest.raises(ValueError):
        INITIATIVE.load({**INITIATIVE.dump(state), "v": 0})


def test_same_seed_same_initiative() -> None:
    def run(seed: int) -> list[tuple[str, int, str | None]]:
        rng = random.Random(seed)
        decks = {A: Deck.fresh(rng), B: Deck.fresh(rng)}
        return kinds(ini.start(M2E, (A, B), decks, rng, soulstones=(False, False)))

    assert run(5) == run(5)


def test_an_edition_that_flips_for_initiative_without_cheating_skips_the_windows() -> None:
    no_cheat = dataclasses.replace(M3E, initiative_cheat=False)
    decks = {A: stacked(["3R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["13C"]})}
    state = ini.start(no_cheat, (A, B), decks, RNG, previous_holder=A)
    assert state.first_player == B
    assert [e.detail for e in state.events if e.kind is EventKind.CHEAT_SKIPPED] == ["not-allowed"] * 2
