"""A table deck's epoch record (docs/fair-deck.md, format ``fatebot-deck-record``) and the
checker's reading of it: an epoch begun with a fresh deck, one begun on a deck in use (its hands,
discard pile and cards in play noted first, then its draw pile shuffled), and the controls."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.deck_record import deck_record
from bot.rules.common.fair import FairDeck
from tools import check_game

SEED = bytes(range(32))
TABLE, OWNER = 42, 111


def played(deck: Deck, rng: random.Random) -> None:
    deck.draw_to_hand(OWNER, 3, rng)
    deck.discard_from_hand(OWNER, deck.hand(OWNER)[:1])
    for _ in range(30):  # through a reshuffle of the discard pile
        deck.flip(2, rng)
        deck.discard_from_play(list(deck.in_play))


def test_an_epoch_of_a_fresh_deck_checks_out() -> None:
    rng = random.Random(1)
    deck = Deck.fresh(rng)
    deck.commit(FairDeck(SEED, OWNER, interaction=9), fresh=True)
    played(deck, rng)
    record = deck_record(TABLE, OWNER, deck)
    assert "start" not in record and record["moves"][0]["of"] == "all"
    assert check_game.check(copy.deepcopy(record))[-1].startswith(f"deck {OWNER} at table {TABLE}")


def test_an_epoch_begun_on_a_deck_in_use_checks_out_and_its_start_counts() -> None:
    rng = random.Random(2)
    deck = Deck.fresh(rng)
    deck.draw_to_hand(OWNER, 4, rng)
    deck.flip(3, rng)
    deck.discard_from_play(deck.in_play[:2])
    held = list(deck.hand(OWNER))
    deck.commit(FairDeck(SEED, OWNER), fresh=False)
    assert deck.hand(OWNER) == held and deck.is_complete()
    played(deck, rng)
    record = deck_record(TABLE, OWNER, deck)
    assert record["start"]["hands"] == {str(OWNER): [c.code for c in held]}
    assert record["moves"][0]["of"] == "draw"
    check_game.check(copy.deepcopy(record))
    # Controls: a start card moved elsewhere, and a card taken before the first shuffle.
    moved = copy.deepcopy(record)
    moved["start"]["discard"].append(moved["start"]["hands"][str(OWNER)][0])
    with pytest.raises(check_game.Problem, match="twice in its start"):
        check_game.check(moved)
    early = copy.deepcopy(record)
    early["moves"].insert(0, {"from": "draw", "to": "play", "cards": ["1R"]})
    with pytest.raises(check_game.Problem, match="before its first shuffle"):
        check_game.check(early)


def test_the_script_says_the_deck_checks_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(3)
    deck = Deck(draw=list(ALL_CARDS))
    deck.commit(FairDeck(SEED, OWNER), fresh=True)
    played(deck, rng)
    path = tmp_path / "deck-record.json"
    record = deck_record(TABLE, OWNER, deck)
    path.write_text(json.dumps(record), encoding="utf-8")
    assert check_game.main(["check_game.py", str(path)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("The deck checks out.")
    record["seed"] = "ff" + record["seed"][2:]
    path.write_text(json.dumps(record), encoding="utf-8")
    assert check_game.main(["check_game.py", str(path)]) == 1
    assert capsys.readouterr().out.splitlines()[1].startswith("FAILED: the seed does not match")
