"""A game's record (bot/rules/game/record.py) and its offline check (tools/check_game.py): a
scripted game checks out, and changing one card, one shuffle's interaction id, the seed or a
scheme makes the check fail."""

from __future__ import annotations

import copy
import hashlib
import json
import random
from fractions import Fraction
from typing import Any

import pytest

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.fair import FairDeck
from bot.rules.game.record import LoggedEvent, game_record
from bot.rules.scheme import SecretScheme, Status, commitment
from tools import check_game

SEED = bytes(range(100, 132))
A, B, TABLE, GAME = 111, 222, 999, 1_767_225_600_000


def _scheme(player: int, slot: int, name: str, salt: str, choice: str = "") -> SecretScheme:
    posted = commitment(TABLE, GAME, player, slot, name, salt, choice)
    return SecretScheme(player, slot, name, salt, posted, 0, Status.HELD, None, choice, 2)


def scripted_record() -> dict[str, Any]:
    rng = random.Random(0)  # never used by a committed deck: any rng gives the same game
    decks = {A: Deck(draw=list(ALL_CARDS)), B: Deck(draw=list(ALL_CARDS))}
    for owner, deck in decks.items():
        deck.fair = FairDeck(SEED, owner, interaction=1_456_074_443_980_800_001)
        deck.reset(rng)
    flips: list[LoggedEvent] = []  # each player's two-card flips, logged as /flip logs them
    for turn in range(1, 4):
        for player, deck in decks.items():
            deck.fair.interaction = 1_456_074_443_980_800_100 + turn  # type: ignore[union-attr]
            deck.draw_to_hand(player, 6 - len(deck.hand(player)), rng)
            cards = [c.code for c in deck.flip(2, rng).cards]
            flips.append(
                LoggedEvent(10 + len(flips), 10.0, player, "flip", {"player": player, "cards": cards})
            )
            deck.play_from_hand(player, deck.hand(player)[0])  # a cheat
            deck.discard_from_play(list(deck.in_play))
            deck.discard_from_hand(player, deck.hand(player)[:2])
            deck.flip(len(deck.draw) + (1 if turn == 2 else -3), rng)  # turn 2: a reshuffle mid-flip
            deck.discard_from_play(list(deck.in_play))
            deck.shuffle_discard_into_deck(rng)  # the end of the turn
    events = [
        LoggedEvent(1, 1.0, A, "start", {"edition": "m4e"}),
        LoggedEvent(2, 2.0, A, "turn", {"turn": 1}),
        LoggedEvent(3, 3.0, A, "vp", {"player": A, "total": 2}),
        LoggedEvent(4, 4.0, B, "turn", {"turn": 2}),
        LoggedEvent(5, 5.0, B, "vp", {"player": B, "total": 1}),
        *flips,
        LoggedEvent(99, 99.0, A, "end", {"reason": "early"}),
    ]
    schemes = [
        (_scheme(A, 1, "Assassinate", "0" * 31 + "1", "Lady Justice"), True),
        (_scheme(B, 1, "Breakthrough", "f" * 32), False),  # not revealed: commitment only
    ]
    record = game_record(
        table=TABLE,
        game=GAME,
        edition="m4e",
        players=(A, B),
        decks=decks,
        schemes=schemes,
        events=events,
        reason="early",
    )
    return json.loads(json.dumps(record))  # exactly what a file holds


def test_a_scripted_game_checks_out() -> None:
    record = scripted_record()
    lines = check_game.check(record)
    assert lines[0].startswith("seed matches its commitment")
    assert any("deck 111: 5 shuffles" in line for line in lines), lines  # reset, 3 turn ends, 1 run-out
    assert lines[-3:] == [
        "1 revealed schemes match their commitments",
        "6 flips and duel flips in the log are cards the moves took from the top",
        "the luck report of 2 players is what the moves give",
    ]
    assert "salt" not in record["schemes"][1] and "scheme" not in record["schemes"][1]
    assert record["vp_per_turn"] == [
        {"turn": 0, "vp": {"111": 0, "222": 0}},
        {"turn": 1, "vp": {"111": 2, "222": 0}},
        {"turn": 2, "vp": {"111": 2, "222": 1}},
    ]


def _draw_move(record: dict[str, Any]) -> dict[str, Any]:
    return next(m for m in record["decks"][0]["moves"] if m.get("from") == "draw" and m["to"] == "111")


def _swap_card(record: dict[str, Any]) -> None:
    move = _draw_move(record)
    held = set(move["cards"])
    move["cards"][0] = next(c.code for c in ALL_CARDS if c.code not in held)


def _swap_order(record: dict[str, Any]) -> None:
    order = record["decks"][1]["moves"][0]["order"]
    order[0], order[1] = order[1], order[0]


def _shuffle_id(record: dict[str, Any]) -> None:
    shuffle = [m for m in record["decks"][0]["moves"] if "shuffle" in m][2]
    shuffle["interaction"] = str(int(shuffle["interaction"]) + 1)


def _seed(record: dict[str, Any]) -> None:
    record["fate_deck"]["seed"] = "00" + record["fate_deck"]["seed"][2:]


def _seed_and_commitment(record: dict[str, Any]) -> None:
    """Another seed with its own true commitment: the shuffles no longer derive from it."""
    seed = bytes(32)
    record["fate_deck"].update(seed=seed.hex(), commitment=hashlib.sha256(seed).hexdigest())


def _dropped_shuffle(record: dict[str, Any]) -> None:
    moves = record["decks"][0]["moves"]
    moves.remove(next(m for m in moves[1:] if "shuffle" in m))


def _scheme_salt(record: dict[str, Any]) -> None:
    record["schemes"][0]["salt"] = "0" * 32


def _luck(record: dict[str, Any]) -> None:
    record["luck"]["111"]["jokers"] += 1


def _final_hand(record: dict[str, Any]) -> None:
    final = record["decks"][0]["final"]
    final["hands"]["111"][0], final["draw"][0] = final["draw"][0], final["hands"]["111"][0]


def _hand_card_flipped(record: dict[str, Any]) -> None:
    """The forgery the checker let through (hole 5): a card of the hand put back on top of the draw pile, then
    "flipped" (and logged as a flip), where the game had it cheated from the hand."""
    moves = record["decks"][0]["moves"]
    at = next(i for i, m in enumerate(moves) if m.get("from") == "111" and m["to"] == "play")
    card = moves[at]["cards"]
    moves[at : at + 1] = [
        {"from": "111", "to": "draw", "cards": card},
        {"from": "draw", "to": "play", "cards": card},
    ]
    record["events"].insert(
        -1, {"seq": 98, "at": 98.0, "actor": A, "kind": "flip", "data": {"player": A, "cards": card}}
    )
    for player, (jokers, chances) in check_game.joker_chances(record["decks"]).items():  # as a forger would
        rarity = check_game.tail(chances, jokers)
        record["luck"][player].update(
            jokers=jokers,
            cards=len(chances),
            expected=str(sum(chances, Fraction(0))),
            tail=str(rarity),
            one_in=None if rarity == 0 else round(1 / rarity),
        )


def _flip_from_an_uncommitted_deck(record: dict[str, Any]) -> None:
    """A flip of Alice's the log holds but her deck's moves never made (a flip from a deck the
    game did not commit: the table's shared deck after a switch): two cards after her last."""
    taken = {tuple(m["cards"]) for m in record["decks"][0]["moves"] if m.get("to") == "play"}
    cards = next(
        [a.code, b.code] for a in ALL_CARDS for b in ALL_CARDS if a != b and (a.code, b.code) not in taken
    )
    record["events"].insert(
        -1, {"seq": 98, "at": 98.0, "actor": A, "kind": "flip", "data": {"player": A, "cards": cards}}
    )


def _flip_event_twice(record: dict[str, Any]) -> None:
    """Alice's last logged flip named again after it: its move is claimed, no later one took it."""
    last = [e for e in record["events"] if e["kind"] == "flip" and e["data"]["player"] == A][-1]
    record["events"].insert(-1, {**last, "seq": 98})


def _duel_of_a_flipped_card(record: dict[str, Any]) -> None:
    """A duel of Alice's naming the cards of her first flip, which that flip already took."""
    first = next(e for e in record["events"] if e["kind"] == "flip" and e["data"]["player"] == A)
    side = {"player": A, "stat": 5, "modifier": 0, "flipped": first["data"]["cards"], "boosted": False}
    duel = {"duel": "simple", "sides": [side], "tn": 10, "tn_suits": [], "success": True}
    record["events"].insert(-1, {"seq": 98, "at": 98.0, "actor": A, "kind": "duel", "data": duel})


def _flip_events_swapped(record: dict[str, Any]) -> None:
    """Alice's first and last flips logged in each other's place: her deck took them the other way."""
    events = record["events"]
    mine = [i for i, e in enumerate(events) if e["kind"] == "flip" and e["data"]["player"] == A]
    first, last = mine[0], mine[-1]
    events[first]["data"], events[last]["data"] = events[last]["data"], events[first]["data"]


def _one_in(record: dict[str, Any]) -> None:
    record["luck"]["222"]["one_in"] = (record["luck"]["222"]["one_in"] or 0) + 1


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (_hand_card_flipped, "went into the draw pile and no shuffle followed"),
        (_flip_from_an_uncommitted_deck, "not what deck 111's moves took from the top"),
        (_flip_event_twice, "not what deck 111's moves took from the top"),
        (_flip_events_swapped, "not what deck 111's moves took from the top"),
        (_duel_of_a_flipped_card, "not what deck 111's moves took from the top"),
        (_one_in, "luck report of player 222"),
        (_swap_card, "is not the top of the deck"),
        (_swap_order, "is not the order the seed derives"),
        (_shuffle_id, "is not the order the seed derives"),
        (_seed, "does not match the commitment"),
        (_seed_and_commitment, "is not the order the seed derives"),
        (_dropped_shuffle, "not the top of the deck|shuffle number"),
        (_scheme_salt, "does not match its commitment"),
        (_final_hand, "do not end where the record says"),
        (_luck, "luck report of player 111"),
    ],
)
def test_one_change_makes_the_check_fail(change: Any, problem: str) -> None:
    record = scripted_record()
    check_game.check(copy.deepcopy(record))  # control: unchanged, it passes
    change(record)
    with pytest.raises(check_game.Problem, match=problem):
        check_game.check(record)


def test_the_script_prints_and_exits(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game-record.json"
    path.write_text(json.dumps(scripted_record()), encoding="utf-8")
    assert check_game.main(["check_game.py", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().endswith("The game checks out.")
    assert out.startswith(f"file SHA-256: {hashlib.sha256(path.read_bytes()).hexdigest()}\n")
    record = scripted_record()
    _swap_card(record)
    path.write_text(json.dumps(record), encoding="utf-8")
    assert check_game.main(["check_game.py", str(path)]) == 1
    assert capsys.readouterr().out.splitlines()[1].startswith("FAILED: deck 111")


def test_a_shared_deck_with_a_returned_hand_checks_out() -> None:
    """A table's one shared deck (owner 0): both hands from one pile, a hand returned to the deck
    (a reset of one player), a run-out reshuffle; and a changed card still fails."""
    rng = random.Random(0)
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, 0, interaction=5)
    deck.reset(rng)
    for player in (A, B):
        deck.draw_to_hand(player, 6, rng)
    deck.play_from_hand(A, deck.hand(A)[0])
    deck.discard_from_play(list(deck.in_play))
    deck.return_hand(B, rng)
    deck.draw_to_hand(B, 4, rng)
    deck.flip(len(deck.draw) + 1, rng)  # runs out: the discarded cheat is reshuffled
    record = json.loads(
        json.dumps(
            game_record(
                table=TABLE,
                game=GAME,
                edition="m3e",
                players=(A, B),
                decks={0: deck},
                schemes=[],
                events=[],
                reason="early",
            )
        )
    )
    sources = [m["of"] for m in record["decks"][0]["moves"] if "shuffle" in m]
    assert sources == ["all", "draw", "discard"]
    assert "deck 0: 3 shuffles" in check_game.check(copy.deepcopy(record))[1]
    hand = next(m for m in record["decks"][0]["moves"] if m.get("to") == str(B))
    hand["cards"][0] = next(c.code for c in ALL_CARDS if c.code not in hand["cards"])
    with pytest.raises(check_game.Problem, match="not the top of the deck"):
        check_game.check(record)
