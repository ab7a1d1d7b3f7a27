"""The luck report (bot/rules/game/luck.py): jokers against the expected number, counting only what
each player could see, and an exact Poisson-binomial tail, both against brute force."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from math import prod

from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.common.fair import FairDeck
from bot.rules.duel.arithmetic import opposed_outcome
from bot.rules.flip.modifiers import FateModifier
from bot.rules.game.luck import (
    CARDS_MAX,
    Luck,
    chances_text,
    distribution,
    duel_luck,
    joker_luck,
    over_games,
    tail,
)
from bot.rules.game.record import LoggedEvent, game_record
from tests.rules.game.test_luck_cards import used_value
from tests.rules.odds_brute import brute_opposed, brute_simple

SEED = bytes(range(7, 39))
A, B = 111, 222


def brute_tail(chances: list[Fraction], observed: int) -> Fraction:
    """Every outcome of the n cards (2^n), with its probability: the same tail by enumeration."""
    mean = sum(chances, Fraction(0))
    total = Fraction(0)
    for outcome in itertools.product((0, 1), repeat=len(chances)):
        k = sum(outcome)
        if (k >= observed) if observed >= mean else (k <= observed):
            total += prod(
                (p if hit else 1 - p for p, hit in zip(chances, outcome, strict=True)), start=Fraction(1)
            )
    return total


def test_the_tail_is_the_exact_poisson_binomial() -> None:
    chances = [
        Fraction(2, 54),
        Fraction(1, 30),
        Fraction(2, 7),
        Fraction(0),
        Fraction(1, 2),
        Fraction(1, 9),
    ] * 2
    assert sum(distribution(chances)) == 1
    for observed in range(len(chances) + 1):
        assert tail(chances, observed) == brute_tail(chances, observed)
    assert tail([Fraction(1, 2)], 1) == Fraction(1, 2)  # a fair coin's head: 1 game in 2


def scripted(shared: bool) -> tuple[list[Deck], list[tuple[int, list[int], bool, int]]]:
    """A small game; beside it, by brute force, each take: who, the cards they could not see, and
    whether a joker came, and how many of those cards were in the other players' hands."""
    rng = random.Random(0)
    owners = [0] if shared else [A, B]
    decks = [Deck(draw=list(ALL_CARDS)) for _ in owners]
    takes: list[tuple[int, list[int], bool, int]] = []
    for owner, deck in zip(owners, decks, strict=True):
        deck.fair = FairDeck(SEED, owner)
        deck.reset(rng)
    for _turn in range(3):
        for player in (A, B):
            deck = decks[0] if shared else decks[[A, B].index(player)]
            for _ in range(4):
                others = [c for p, h in deck.hands.items() if p != player for c in h]
                unseen = [c.id for c in [*deck.draw, *others]]
                card = deck.draw_to_hand(player, 1, rng).cards[0]
                takes.append((player, unseen, card in (BLACK_JOKER, RED_JOKER), len(others)))
            if not shared:
                unseen = [c.id for c in deck.draw]
                card = deck.flip(1, rng).cards[0]
                takes.append((player, unseen, card in (BLACK_JOKER, RED_JOKER), 0))
                deck.discard_from_play(list(deck.in_play))
        for player in (A, B):  # the hands are discarded at the end of the turn
            deck = decks[0] if shared else decks[[A, B].index(player)]
            deck.discard_from_hand(player, list(deck.hand(player)))
        for deck in decks:
            deck.shuffle_discard_into_deck(rng)
    return decks, takes


def test_expected_jokers_are_what_each_player_could_not_see() -> None:
    for shared in (False, True):
        decks, takes = scripted(shared)
        owners = [0] if shared else [A, B]
        record = game_record(
            table=1,
            game=2,
            edition="m4e",
            players=(A, B),
            decks=dict(zip(owners, decks, strict=True)),
            schemes=[],
            events=[],
            reason="early",
        )
        luck = joker_luck(record["decks"])
        for player in (A, B):
            mine = [(unseen, hit) for p, unseen, hit, _others in takes if p == player]
            chances = [Fraction(sum(i >= 52 for i in unseen), len(unseen)) for unseen, _ in mine]
            assert luck[str(player)].chances == tuple(chances)
            assert luck[str(player)].drawn == sum(hit for _, hit in mine)
            assert record["luck"][str(player)]["expected"] == str(sum(chances, Fraction(0)))


def test_a_shared_deck_counts_the_other_hand_as_unseen() -> None:
    """Control: the draw pile alone would give other chances (the opponent's hand is unseen too)."""
    decks, takes = scripted(shared=True)
    record = game_record(
        table=1,
        game=2,
        edition="m4e",
        players=(A, B),
        decks={0: decks[0]},
        schemes=[],
        events=[],
        reason="early",
    )
    luck = joker_luck(record["decks"])
    draw_only = [
        Fraction(sum(i >= 52 for i in unseen[: len(unseen) - others]), len(unseen) - others)
        for p, unseen, _hit, others in takes
        if p == B
    ]
    assert any(others for p, _u, _h, others in takes if p == B)
    assert luck[str(B)].chances != tuple(draw_only)


def test_over_games_takes_the_newest_games_up_to_the_card_cap() -> None:
    game = (1, chances_text(Luck(1, (Fraction(2, 54),) * 100)))
    luck, count = over_games([game] * 40)
    assert count == CARDS_MAX // 100 and len(luck.chances) == count * 100 and luck.drawn == count
    exact = tail(list(luck.chances), count)  # 600 cards: beyond EXACT_MAX, the approximation
    assert not luck.tail.exact and abs(float(exact) - float(luck.tail.value)) <= luck.tail.error
    huge = (0, chances_text(Luck(0, (Fraction(1, 54),) * (CARDS_MAX + 1))))
    assert over_games([huge, game])[1] == 1  # at least the newest game, whatever its size


def test_expected_duel_wins_equal_brute_force() -> None:
    """A small scripted M4E game: three simple duels flipped from the player's deck, each chance
    recomputed by brute force (every way the unseen cards can lie, played through the rules)."""
    rng = random.Random(0)
    ed = edition("m4e")
    deck = Deck(draw=list(ALL_CARDS))
    deck.fair = FairDeck(SEED, A, interaction=9)
    deck.reset(rng)
    deck.draw_to_hand(A, 3, rng)
    events: list[LoggedEvent] = []
    brute: list[Fraction] = []
    dealt: list[bool] = []
    for n, (stat, tn, net) in enumerate([(5, 11, 0), (4, 13, 1), (6, 10, -1)]):
        before = Deck(list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()})
        odds = brute_simple(ed, before, A, stat, tn, modifier=FateModifier(net))
        brute.append(odds["plain"][0])  # type: ignore[index]  # the deck's deal: no cheat
        flipped = deck.flip(FateModifier(net).cards_to_flip(ed.max_flip_cards), rng).cards
        dealt.append(stat + used_value(tuple(flipped), FateModifier(net)) >= tn)
        deck.discard_from_play(flipped)
        side = {
            "player": A,
            "stat": stat,
            "modifier": net,
            "flipped": [c.code for c in flipped],
            "boosted": False,
        }
        data = {"duel": "simple", "sides": [side], "tn": tn, "tn_suits": [], "success": n != 1}
        events.append(LoggedEvent(n + 1, float(n), A, "duel", data))
    record = json.loads(
        json.dumps(
            game_record(
                table=1,
                game=2,
                edition="m4e",
                players=(A, B),
                decks={A: deck},
                schemes=[],
                events=events,
                reason="early",
            )
        )
    )
    duels = duel_luck(record)[str(A)]
    won = sum(dealt)  # what the deck dealt, whatever the log says the player made of it
    assert duels.chances == tuple(brute) and duels.drawn == won
    assert record["luck"][str(A)]["duels"] == {
        "won": won,
        "duels": 3,
        "expected": str(sum(brute, Fraction(0))),
        "tail": str(brute_tail(brute, won)),
        "one_in": duels.to_json()["one_in"],
    }


def _copy(deck: Deck) -> Deck:
    return Deck(
        list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()}, list(deck.in_play)
    )


def test_expected_opposed_duel_wins_equal_brute_force() -> None:
    """A small scripted M4E game: opposed duels between A (initiating) and B, each flipping from
    their own deck, each side's chance recomputed by brute force from that side's view only (its
    hand known; its draw pile, the other deck and the other hand unknown). The decks are nearly
    spent so that the brute force is small."""
    rng = random.Random(1)
    ed = edition("m4e")
    decks = {A: Deck(draw=list(ALL_CARDS)), B: Deck(draw=list(ALL_CARDS))}
    for owner, deck in decks.items():
        deck.fair = FairDeck(SEED, owner, interaction=owner)
        deck.reset(rng)
        deck.discard_from_play(deck.flip(44, rng).cards)
        deck.draw_to_hand(owner, 2, rng)
    events: list[LoggedEvent] = []
    brute: dict[int, list[Fraction]] = {A: [], B: []}
    won = {A: 0, B: 0}
    for n, (stats, nets, tn) in enumerate(
        [((5, 6), (0, 1), None), ((6, 4), (-1, 0), 12), ((3, 3), (1, -1), 9)]
    ):
        before = {p: _copy(d) for p, d in decks.items()}
        for me, them in ((A, B), (B, A)):
            i, j = (0, 1) if me == A else (1, 0)
            slow = brute_opposed(
                ed,
                before[me],
                me,
                stats[i],
                stats[j],
                before[them],
                them,
                modifier=FateModifier(nets[i]),
                opponent_modifier=FateModifier(nets[j]),
                tn=tn,
                resister=me == B,
            )["plain"]
            brute[me].append(slow[0] + slow[1])
        flips = {
            p: decks[p].flip(FateModifier(nets[k]).cards_to_flip(ed.max_flip_cards), rng).cards
            for k, p in enumerate((A, B))
        }
        for p in (A, B):
            decks[p].discard_from_play(flips[p])
        winner = (A, B, None)[n]  # as logged (cheats included): not what the figure counts
        totals = [stats[k] + used_value(tuple(flips[p]), FateModifier(nets[k])) for k, p in enumerate((A, B))]
        out = opposed_outcome(ed, totals[0], totals[1], frozenset(), tn)
        won[A] += out.initiator_success
        won[B] += out.resister_success
        sides = [
            {
                "player": p,
                "stat": stats[k],
                "modifier": nets[k],
                "flipped": [c.code for c in flips[p]],
                "boosted": False,
            }
            for k, p in enumerate((A, B))
        ]
        data = {
            "duel": "opposed",
            "sides": sides,
            "tn": tn,
            "tn_suits": [],
            "success": winner == A,
            "winner": winner,
        }
        events.append(LoggedEvent(n + 1, float(n), A, "duel", data))
    record = json.loads(
        json.dumps(
            game_record(
                table=1,
                game=2,
                edition="m4e",
                players=(A, B),
                decks=decks,
                schemes=[],
                events=events,
                reason="early",
            )
        )
    )
    duels = duel_luck(record)
    for player in (A, B):
        assert duels[str(player)].chances == tuple(brute[player])
        assert duels[str(player)].drawn == won[player]
    # Control: the resister's chance is not the complement of the initiator's (ties, the TN, and
    # each side's own view), so the two sides were computed each from their own seat.
    assert any(a + b != 1 for a, b in zip(brute[A], brute[B], strict=True))
