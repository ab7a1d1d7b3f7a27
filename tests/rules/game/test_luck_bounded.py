"""Bounded luck (issue item 6; docs/fair-deck.md, "Bounded work"): exact figures where they are
cheap and equal to an exact recomputation; beyond, an approximation within its stated bound;
one forward replay of each deck; the duel line counts what the deck dealt, not the player's
choice of card to cheat; and a report stopped by its deadline keeps only finished figures."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import count
from math import sqrt

import pytest

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.common.fair import FairDeck
from bot.rules.flip.modifiers import FateModifier
from bot.rules.game.luck import (
    EXACT_MAX,
    Budget,
    Luck,
    Replay,
    bounded_tail,
    distribution,
    duel_luck,
    joker_luck,
    tail,
)
from bot.rules.game.luck_bounds import bernoulli_tail
from bot.rules.game.luck_cards import EXACT_FLIPS, CardFlip, CardLuck, sum_tail
from bot.rules.game.luck_report import CARDS, DUELS, JOKERS, LuckReport, fill
from bot.rules.game.record import LoggedEvent, game_record
from tests.rules.game.test_luck_cards import used_value
from tests.rules.odds_brute import brute_simple

SEED = bytes(range(9, 41))
A, B = 111, 222
JOKERS_SET = {"BJ", "RJ"}


def joker_chances(rng: random.Random, n: int) -> list[Fraction]:
    """Chances as a game's cards have them: 0, 1 or 2 jokers among 10 to 54 unseen cards."""
    return [Fraction(rng.choice((0, 1, 2, 2)), rng.randint(10, 54)) for _ in range(n)]


def test_exact_up_to_its_size_then_approximate_within_the_stated_bound() -> None:
    rng = random.Random(3)
    small = joker_chances(rng, EXACT_MAX)
    figure = bounded_tail(small, 12)
    assert figure.exact and figure.value == tail(small, 12)  # the exact recomputation
    worst = 0.0
    for n in (EXACT_MAX + 1, 450, 700):
        chances = joker_chances(rng, n)
        dist = distribution(chances)  # exact, for the comparison only
        mean = float(sum(chances, Fraction(0)))
        for observed in {0, int(mean) - 6, int(mean), int(mean) + 1, int(mean) + 8, n // 10}:
            observed = max(0, observed)
            figure = bounded_tail(chances, observed)
            assert not figure.exact and 0 < figure.error < 0.2
            # The stated bound is Berry–Esseen's, recomputed here: C · Σ E|X − p|³ / σ³.
            sigma = sqrt(sum(float(p * (1 - p)) for p in chances))
            rho = sum(float(p * (1 - p) * (p * p + (1 - p) ** 2)) for p in chances)
            assert figure.error >= 0.56 * rho / sigma**3
            exact = float(tail(chances, observed))
            assert abs(exact - float(figure.value)) <= figure.error
            worst = max(worst, abs(exact - float(figure.value)))
            # "1 game in N" from the approximation never claims rarer than the bound allows.
            one_in = figure.one_in()
            assert one_in is not None and one_in <= 1 / exact
        assert sum(dist) == 1
    # Control: the check can fail. A tail read three counts off (a slip in the side or the
    # continuity correction) leaves the bound on these very cases. (The bound is about one
    # count's probability wide at this size: stated beside the figure, never hidden.)
    chances = joker_chances(random.Random(4), 700)
    mean = int(sum(chances, Fraction(0)))
    shifted = bernoulli_tail(chances, mean + 7)
    assert abs(float(tail(chances, mean + 4)) - float(shifted.value)) > shifted.error
    assert worst > 0  # the approximation is an approximation


def test_the_sum_of_cards_used_is_approximated_within_its_bound() -> None:
    rng = random.Random(8)
    for n in (EXACT_FLIPS, EXACT_FLIPS + 1, 90):
        flips = []
        for _ in range(n):
            ways = tuple(rng.randint(0, 4) for _ in range(15))
            ways = ways if sum(ways) else (1, *ways[1:])
            flips.append(CardFlip(rng.choice([v for v, w in enumerate(ways) if w]), ways, sum(ways)))
        luck = CardLuck(tuple(flips))
        exact = sum_tail(luck.flips)
        figure = luck.tail
        if n <= EXACT_FLIPS:
            assert figure.exact and figure.value == exact
        else:
            assert not figure.exact and abs(float(exact) - float(figure.value)) <= figure.error < 0.2
            assert luck.to_json()["approximation"] == "normal"


def test_the_jokers_count_exactly_at_the_expectation() -> None:
    """A whole committed deck flipped card by card: each chance is (jokers unseen) / (cards
    unseen) as the live deck stood, the expected number their exact sum; and where the count
    equals the expected number, the tail is P(X ≥ expected), exact, then approximated."""
    rng = random.Random(0)
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, A, interaction=1)
    deck.reset(rng)
    live: list[Fraction] = []
    jokers = 0
    for _ in range(54):
        live.append(Fraction(sum(c.is_joker for c in deck.draw), len(deck.draw)))
        jokers += deck.flip(1, rng).cards[0].code in JOKERS_SET
    record = game_record(
        table=1, game=1, edition="m4e", players=(A, B), decks={A: deck}, schemes=[], events=[], reason="early"
    )
    record = json.loads(json.dumps(record))
    luck = joker_luck(record["decks"])[str(A)]
    assert luck.chances == tuple(live) and luck.drawn == jokers == 2
    assert record["luck"][str(A)]["expected"] == str(sum(live, Fraction(0)))
    # At the expectation: four cards at 1/2, two jokers: P(X ≥ 2) = 11/16, exactly.
    even = Luck(2, (Fraction(1, 2),) * 4)
    assert even.expected == 2 and even.to_json()["tail"] == "11/16" and even.to_json()["one_in"] == 1
    # Beyond the exact size, the same case is approximated within its bound, on the same side.
    n = EXACT_MAX + 2
    wide = Luck(n // 2, (Fraction(1, 2),) * n)
    exact = sum(distribution(list(wide.chances))[n // 2 :])
    assert wide.expected == n // 2 and not wide.tail.exact
    assert abs(float(exact) - float(wide.tail.value)) <= wide.tail.error
    assert wide.to_json()["one_in"] == 1


def test_a_reset_with_a_hand_held_replays_as_the_deck_stood() -> None:
    """A reset mid-game returns a held hand to the deck; the replay (one pass, forward) stands
    where the live deck stood at every flip, and each draw's chance counts the returned cards."""
    rng = random.Random(2)
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, A, interaction=1)
    deck.reset(rng)
    deck.draw_to_hand(A, 5, rng)
    seen: list[tuple[list[Card], list[Card], dict[int, list[Card]]]] = []
    chances: list[Fraction] = []

    def flip() -> None:
        seen.append((list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()}))
        chances.append(Fraction(sum(c.is_joker for c in deck.draw), len(deck.draw)))
        deck.discard_from_play(deck.flip(1, rng).cards)

    for _ in range(10):
        flip()
    deck.reset(rng)  # the hand of five goes back, face down, with everything else
    deck.draw_to_hand(A, 3, rng)
    for _ in range(10):
        flip()
    history = json.loads(
        json.dumps(
            game_record(
                table=1,
                game=1,
                edition="m4e",
                players=(A, B),
                decks={A: deck},
                schemes=[],
                events=[],
                reason="early",
            )
        )
    )["decks"][0]
    flips = [i for i, m in enumerate(history["moves"]) if m.get("to") == "play"]
    replay = Replay(history["moves"])
    for at, (draw, discard, hands) in zip(flips, seen, strict=True):
        before = replay.before(at)
        assert (before.draw, before.discard, before.hands) == (draw, discard, hands)
    with pytest.raises(ValueError):
        replay.before(flips[0])  # forward only: a whole game is one pass
    # Each card taken (5 + 3 draws, 20 flips) with its chance from the unseen draw pile.
    luck = joker_luck([history])[str(A)]
    assert [luck.chances[i] for i in range(5, 15)] == chances[:10]
    assert [luck.chances[i] for i in range(18, 28)] == chances[10:]


def cheating_low_record() -> tuple[dict[str, object], list[Fraction], list[bool]]:
    """Simple duels flipped with a + from a player's deck; the log says each failed: the player
    cheated a low card in, keeping their high flip's card in hand for later."""
    rng = random.Random(11)
    ed = edition("m4e")
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, A, interaction=3)
    deck.reset(rng)
    deck.draw_to_hand(A, 4, rng)
    events: list[LoggedEvent] = []
    plain: list[Fraction] = []
    dealt: list[bool] = []
    seq = count(1)
    stat, tn, net = 5, 13, 1
    while len(events) < 12:
        before = Deck(list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()})
        if len(deck.draw) < 3:
            break
        flipped = deck.flip(2, rng).cards
        deck.discard_from_play(flipped)
        if stat + used_value(tuple(flipped), FateModifier(net)) < tn:
            continue  # the duels that matter here: the deck dealt a winner
        plain.append(brute_simple(ed, before, A, stat, tn, modifier=FateModifier(net))["plain"][0])  # type: ignore[index]
        dealt.append(True)
        side = {
            "player": A,
            "stat": stat,
            "modifier": net,
            "flipped": [c.code for c in flipped],
            "boosted": False,
        }
        data = {"duel": "simple", "sides": [side], "tn": tn, "tn_suits": [], "success": False}
        events.append(LoggedEvent(next(seq), 0.0, A, "duel", data))
    record = json.loads(
        json.dumps(
            game_record(
                table=1,
                game=1,
                edition="m4e",
                players=(A, B),
                decks={A: deck},
                schemes=[],
                events=events,
                reason="early",
            )
        )
    )
    return record, plain, dealt


def test_a_player_who_cheats_low_cards_is_not_reported_unlucky() -> None:
    record, plain, dealt = cheating_low_record()
    duels = duel_luck(record)[str(A)]
    assert duels.chances == tuple(plain)  # each the plain chance, by brute force
    assert duels.drawn == sum(dealt) == len(plain) >= 5  # the deck dealt a winner every time
    figures = record["luck"][str(A)]["duels"]
    assert (
        figures["won"] == len(plain) and Fraction(figures["expected"]) < figures["won"]
    )  # lucky, if anything
    # Control: counted by what the log says (the player's own choice to fail), the same duels
    # would read as rare bad luck.
    assert tail(list(plain), 0) < Fraction(1, 100)


def test_a_report_stopped_by_its_deadline_keeps_only_finished_figures() -> None:
    record, _, _ = cheating_low_record()
    full = LuckReport()
    fill(record, full)
    assert full.left_out == []
    steps = 0

    def stop_after_the_jokers() -> bool:  # the deadline passes once the first figure is done
        nonlocal steps
        steps += 1
        return steps > 1

    late = LuckReport()
    budget = Budget(stop=stop_after_the_jokers)
    fill(record, late, budget)
    assert late.left_out == [CARDS, DUELS] and late.figures[JOKERS] == full.figures[JOKERS]
    shown = late.to_json(["111"])["111"]
    assert shown == full.figures[JOKERS].json["111"]  # the jokers as the full report has them, alone
