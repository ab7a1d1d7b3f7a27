"""The luck report's cards used (bot/rules/game/luck_cards.py): each flip's expected card from
what the flipper could see, and the exact tail of the sum, both against brute force."""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections import Counter
from fractions import Fraction

import pytest

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.common.fair import FairDeck
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier
from bot.rules.game.luck_cards import FLIPS_MAX, CardFlip, CardLuck, card_luck, flips_over_games, flips_text
from bot.rules.game.record import LoggedEvent, game_record
from tools import check_game

SEED = bytes(range(3, 35))
A, B = 111, 222


def used_value(cards: tuple[Card, ...], modifier: FateModifier) -> int:
    flip = flips.resolve(cards, modifier)
    return flip.cards[flip.default].value


def brute_distribution(unseen: list[Card], count: int, modifier: FateModifier) -> dict[int, Fraction]:
    """Every set of ``count`` unseen cards, equally likely, resolved by the flip rules."""
    found = Counter(used_value(combo, modifier) for combo in itertools.combinations(unseen, count))
    total = sum(found.values())
    return {v: Fraction(n, total) for v, n in found.items()}


def brute_tail(dists: list[dict[int, Fraction]], observed: int) -> Fraction:
    mean = sum((sum(v * p for v, p in d.items()) for d in dists), Fraction(0))
    total = Fraction(0)
    for outcome in itertools.product(*(d.items() for d in dists)):
        s = sum(v for v, _ in outcome)
        if (s >= observed) if observed >= mean else (s <= observed):
            p = Fraction(1)
            for _, q in outcome:
                p *= q
            total += p
    return total


def test_cards_used_equal_brute_force_from_what_each_flipper_could_see() -> None:
    """A table's shared M4E deck, nearly spent, both players holding cards: four duel flips, each
    flip's expected card by brute force over the cards that flipper could not see (the draw pile
    and the other player's hand). Control: the draw pile alone gives other figures."""
    rng = random.Random(5)
    ed = edition("m4e")
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, 0, interaction=4)
    deck.reset(rng)
    deck.discard_from_play(deck.flip(38, rng).cards)
    deck.draw_to_hand(A, 3, rng)
    deck.draw_to_hand(B, 3, rng)
    events: list[LoggedEvent] = []
    dists: dict[int, list[dict[int, Fraction]]] = {A: [], B: []}
    differs = []  # whether the draw pile alone would give this flip another distribution
    used: dict[int, list[int]] = {A: [], B: []}
    for n, (player, net) in enumerate([(A, 0), (B, 1), (A, -1), (B, -1), (A, 1)]):
        modifier = FateModifier(net)
        count = modifier.cards_to_flip(ed.max_flip_cards)
        others = [c for p, h in deck.hands.items() if p != player for c in h]
        dists[player].append(brute_distribution([*deck.draw, *others], count, modifier))
        differs.append(brute_distribution(list(deck.draw), count, modifier) != dists[player][-1])
        flipped = deck.flip(count, rng).cards
        deck.discard_from_play(flipped)
        used[player].append(used_value(flipped, modifier))
        side = {
            "player": player,
            "stat": 5,
            "modifier": net,
            "flipped": [c.code for c in flipped],
            "boosted": False,
        }
        data = {"duel": "simple", "sides": [side], "tn": 10, "tn_suits": [], "success": True}
        events.append(LoggedEvent(n + 1, float(n), player, "duel", data))
    record = json.loads(
        json.dumps(
            game_record(
                table=1,
                game=2,
                edition="m4e",
                players=(A, B),
                decks={0: deck},
                schemes=[],
                events=events,
                reason="early",
            )
        )
    )
    luck = card_luck(record)
    for player in (A, B):
        mine = luck[str(player)]
        assert [f.used for f in mine.flips] == used[player]
        for flip, brute in zip(mine.flips, dists[player], strict=True):
            assert {v: Fraction(w, flip.total) for v, w in enumerate(flip.ways) if w} == brute
        expected = [sum(v * p for v, p in d.items()) for d in dists[player]]
        assert mine.expected == sum(expected, Fraction(0)) / len(expected)
        assert mine.mean == Fraction(sum(used[player]), len(used[player]))
        assert mine.tail.exact and mine.tail.value == brute_tail(dists[player], sum(used[player]))
        assert record["luck"][str(player)]["cards_used"] == mine.to_json()
    assert any(differs)
    # The checker (standard library only) recomputes the same figures; a changed one fails.
    assert (
        check_game.check(copy.deepcopy(record))[-1] == "the luck report of 2 players is what the moves give"
    )
    changed = copy.deepcopy(record)
    changed["luck"][str(A)]["cards_used"]["mean"] = "14"
    with pytest.raises(check_game.Problem, match="cards used by player"):
        check_game.check(changed)


def test_flips_over_games_take_the_newest_games_up_to_the_cap() -> None:
    game = CardLuck((CardFlip(7, (1,) * 15, 15),) * 50)
    assert flips_over_games([flips_text(game)]) == game
    assert len(flips_over_games([flips_text(game)] * 10).flips) == FLIPS_MAX // 50 * 50  # whole games
    big = CardLuck(game.flips * 3)
    assert (
        len(flips_over_games([flips_text(big), flips_text(game)]).flips) == 150
    )  # the newest, whatever its size
