"""The luck report (issue 30 §3): jokers each player drew against the number expected, and how
unusual that is, from a game's record (bot/rules/game/record.py).

Only what the player could see counts. Each card a player takes from their own deck's draw pile
(a flip, a draw) had, when it was taken, the chance (jokers among the cards that player could
not see) / (how many cards that player could not see): the draw pile, and in a shared deck the
other players' hands. The expected number is the sum of those chances (exact, as fractions),
and how unusual the count is, is the tail of the Poisson-binomial distribution with those
chances: the probability of a count at least as far from the expected one on the same side,
exact up to ``EXACT_MAX`` chances, beyond that the normal approximation with its Berry–Esseen
bound (``luck_bounds``). The work is bounded (``Budget``): each deck's record is replayed once,
forward, and the duels' odds are computed for each player's newest ``DUELS_MAX`` duels.
A table's shared deck has no owner to credit its flips to: its draws to a hand count for that
hand's player, its flips count for nobody.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from math import comb
from typing import Any

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition as edition_by_key
from bot.rules.duel import arithmetic as duel_rules
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier
from bot.rules.game.luck_bounds import Tail, bernoulli_tail
from bot.rules.odds.exact import opposed_odds, simple_odds

JOKERS = frozenset({"BJ", "RJ"})
# A player's figures over several games: the newest games up to this many cards.
CARDS_MAX = 600
# The exact tail up to this many chances (some 30 ms at most: the integers grow with the count,
# so the exact cost grows as its cube); beyond, the normal approximation with its bound.
EXACT_MAX = 300
# The duels whose odds a game's end computes, per player: the newest this many (each takes the
# odds engine a millisecond or two).
DUELS_MAX = 100


class Stopped(Exception):
    """The figures' deadline passed: the computation stops at its next step."""


@dataclass(slots=True)
class Budget:
    """What the figures of one game or one /stats cost (counted, for the tests and benchmarks),
    and the question asked before each costly step: stop now (the deadline passed)?"""

    stop: Callable[[], bool] = lambda: False
    odds: int = 0  # odds-engine evaluations (one side of one duel)
    picks: int = 0  # card-used distributions counted (one flip)
    exact_terms: list[int] = field(default_factory=list)  # the size of each exact tail computed

    def step(self) -> None:
        if self.stop():
            raise Stopped


def bounded_tail(chances: Sequence[Fraction], observed: int, budget: Budget | None = None) -> Tail:
    """The tail on the observed side: exact up to ``EXACT_MAX`` chances, else approximate."""
    if len(chances) <= EXACT_MAX:
        if budget is not None:
            budget.step()
            budget.exact_terms.append(len(chances))
        return Tail(tail(chances, observed))
    return bernoulli_tail(list(chances), observed)


@dataclass(frozen=True, slots=True)
class Luck:
    drawn: int  # jokers taken
    chances: tuple[Fraction, ...]  # each taken card's chance of being a joker, when taken

    @property
    def expected(self) -> Fraction:
        return sum(self.chances, Fraction(0))

    @property
    def tail(self) -> Tail:
        return bounded_tail(self.chances, self.drawn)

    def to_json(self, budget: Budget | None = None) -> dict[str, Any]:
        return {
            "jokers": self.drawn,
            "cards": len(self.chances),
            "expected": str(self.expected),
            **bounded_tail(self.chances, self.drawn, budget).to_json(),
        }


def _weights(chances: Sequence[Fraction]) -> tuple[list[int], int]:
    """The Poisson-binomial distribution as integer weights over one common denominator, exact:
    equal chances are grouped into binomials (a card's chance has a denominator of at most 54),
    and the binomials multiplied as polynomials, in integers."""
    weights, denominator = [1], 1
    for p, n in Counter(chances).items():
        a, b = p.numerator, p.denominator
        binomial = [comb(n, k) * a**k * (b - a) ** (n - k) for k in range(n + 1)]
        product = [0] * (len(weights) + n)
        for i, w in enumerate(weights):
            if w:
                for j, v in enumerate(binomial):
                    product[i + j] += w * v
        weights, denominator = product, denominator * b**n
    return weights, denominator


def distribution(chances: Sequence[Fraction]) -> list[Fraction]:
    """The exact Poisson-binomial distribution: P(exactly k successes) for k = 0 … n."""
    weights, denominator = _weights(chances)
    return [Fraction(w, denominator) for w in weights]


def tail(chances: Sequence[Fraction], observed: int) -> Fraction:
    """P(X ≥ observed) when the count is at or above the expected one, else P(X ≤ observed)."""
    weights, denominator = _weights(chances)
    if observed >= sum(chances, Fraction(0)):
        return Fraction(sum(weights[observed:]), denominator)
    return Fraction(sum(weights[: observed + 1]), denominator)


def joker_luck(decks: Sequence[Mapping[str, Any]]) -> dict[str, Luck]:
    """Each player's jokers against the expected number, from the record's decks (``moves``)."""
    drawn: dict[str, int] = {}
    chances: dict[str, list[Fraction]] = {}
    for deck in decks:
        owner = str(deck["owner"])
        draw: list[str] = []
        hands: dict[str, list[str]] = {}
        for move in deck["moves"]:
            if "shuffle" in move:
                if move["of"] == "all":
                    hands = {}
                draw = list(reversed(move["order"]))
                continue
            cards, source, target = list(move["cards"]), str(move["from"]), str(move["to"])
            for card in cards:
                if source == "draw":
                    player = owner if target == "play" else target
                    if player != "0":
                        unseen = draw + [c for p, h in hands.items() if p != player for c in h]
                        chances.setdefault(player, []).append(
                            Fraction(sum(c in JOKERS for c in unseen), len(unseen))
                        )
                        drawn[player] = drawn.get(player, 0) + (card in JOKERS)
                    draw.pop()
                elif source not in ("discard", "play"):
                    hands[source].remove(card)
                if target == "draw":
                    draw.append(card)
                elif target not in ("discard", "play"):
                    hands.setdefault(target, []).append(card)
    return {p: Luck(drawn.get(p, 0), tuple(c)) for p, c in chances.items()}


def chances_text(luck: Luck) -> str:
    """A player's chances in one game as stored (``luck_repo``): a JSON list of "a/b"."""
    return json.dumps([str(c) for c in luck.chances], separators=(",", ":"))


def over_games(games: Iterable[tuple[int, str]]) -> tuple[Luck, int]:
    """One player's luck over games given newest first as (jokers, ``chances_text``): the newest
    games up to ``CARDS_MAX`` cards in all (at least one game); and how many games that is."""
    drawn, count = 0, 0
    chances: list[Fraction] = []
    for jokers, text in games:
        more = [Fraction(c) for c in json.loads(text)]
        if count and len(chances) + len(more) > CARDS_MAX:
            break
        drawn, count = drawn + jokers, count + 1
        chances.extend(more)
    return Luck(drawn, tuple(chances)), count


# -- duels ---------------------------------------------------------------------------------------
DUEL = "duel"  # the log's kind of a finished duel (bot/play/game/log.py)


@cache
def card_of(code: str) -> Card:
    """``Card.parse``, once per code (a long game's record names each card thousands of times)."""
    return Card.parse(code)


class Replay:
    """A deck's record replayed forward, each move once: the deck as it stood before a move
    (the draw pile's order is kept, but the odds treat it as unknown: only what the player
    could see counts). Asked for moves in increasing order, a whole game costs one pass."""

    def __init__(self, moves: Sequence[Mapping[str, Any]]) -> None:
        self.moves = moves
        self.at = 0
        self.draw: list[Card] = []
        self.piles: dict[str, list[Card]] = {"discard": [], "play": []}

    def _apply(self, move: Mapping[str, Any]) -> None:
        if "shuffle" in move:
            if move["of"] == "all":
                self.piles = {"discard": [], "play": []}
            elif move["of"] == "discard":
                self.piles["discard"] = []
            self.draw = [card_of(code) for code in reversed(move["order"])]
            return
        for code in move["cards"]:
            card = card_of(code)
            if move["from"] == "draw":
                self.draw.pop()
            else:
                self.piles[str(move["from"])].remove(card)
            if move["to"] == "draw":
                self.draw.append(card)
            else:
                self.piles.setdefault(str(move["to"]), []).append(card)

    def before(self, stop: int) -> Deck:
        if stop < self.at:
            raise ValueError("a replay only goes forward")
        while self.at < stop:
            self._apply(self.moves[self.at])
            self.at += 1
        piles = self.piles
        hands = {int(p): list(h) for p, h in piles.items() if p not in ("discard", "play")}
        return Deck(
            draw=list(self.draw), discard=list(piles["discard"]), hands=hands, in_play=list(piles["play"])
        )


def deck_before(moves: Sequence[Mapping[str, Any]], stop: int) -> Deck:
    """A deck as it stood before move ``stop`` of its record (``Replay``, for one question)."""
    return Replay(moves).before(stop)


class FlipIndex:
    """Where a deck's record flips each set of cards (draw pile to play, in one go): found by a
    binary search from a cursor instead of a scan, so a game's duels cost one pass in all."""

    def __init__(self, moves: Sequence[Mapping[str, Any]]) -> None:
        self.at: dict[tuple[str, ...], list[int]] = {}
        for i, move in enumerate(moves):
            if move.get("from") == "draw" and move.get("to") == "play":
                self.at.setdefault(tuple(move["cards"]), []).append(i)

    def find(self, start: int, flipped: Sequence[str]) -> int | None:
        """The index of the first flip of ``flipped`` from ``start`` on."""
        found = self.at.get(tuple(flipped), [])
        k = bisect_left(found, start)
        return found[k] if k < len(found) else None


def flip_at(moves: Sequence[Mapping[str, Any]], start: int, flipped: list[str]) -> int | None:
    """The index of the flip of ``flipped`` (draw pile to play, in one go) from ``start`` on."""
    return FlipIndex(moves).find(start, flipped)


def _countable(side: Mapping[str, Any]) -> bool:
    plain = not side.get("boosted", True) and not side.get("relented")
    return plain and bool(side.get("flipped")) and side.get("stat") is not None


def _dealt_value(side: Mapping[str, Any]) -> int:
    """The value of the card the side's flip gave before any cheat (``flips.resolve``)."""
    cards = tuple(card_of(code) for code in side["flipped"])
    flip = flips.resolve(cards, FateModifier(int(side["modifier"])))
    return flip.cards[flip.default].value


def _dealt_wins(ed: Any, data: Mapping[str, Any], players: list[str]) -> dict[str, bool]:
    """Whether each side's flip alone, before any cheat, won: the deck's deal, not the player's
    choice of card to cheat (cheating a low card to keep a high one is no bad luck)."""
    sides = data["sides"]
    totals = [int(side["stat"]) + _dealt_value(side) for side in sides]
    tn = None if data.get("tn") is None else int(data["tn"])
    if data["duel"] == "simple":
        assert tn is not None
        return {players[0]: duel_rules.simple_outcome(totals[0], frozenset(), tn, frozenset()).success}
    outcome = duel_rules.opposed_outcome(ed, totals[0], totals[1], frozenset(), tn)
    return {players[0]: outcome.initiator_success, players[1]: outcome.resister_success}


def duel_luck(record: Mapping[str, Any], budget: Budget | None = None) -> dict[str, Luck]:
    """Each player's duels won by the deck's deal against the number expected: the exact chance,
    from ``bot.rules.odds`` (the engine of /odds), that the card their flip gave wins without a
    cheat, from that player's view when the duel was flipped (their hand known, their draw pile
    and the opponent's deck and hand unknown), against whether it did (``_dealt_wins``): the
    deck's luck, apart from the player's cheat choices. Counted: simple duels without a boost or
    suits the TN asks for, and opposed duels without a boost or TN suits in which each side
    flipped from their own deck; each flip in one go (no reshuffle within it), found in the
    moves; each player's newest ``DUELS_MAX`` such duels."""
    budget = Budget() if budget is None else budget
    ed = edition_by_key(str(record["edition"]))
    decks = {str(d["owner"]): d for d in record["decks"]}
    cursor = dict.fromkeys(decks, 0)
    index = {o: FlipIndex(d["moves"]) for o, d in decks.items()}
    # First the duels counted and where their flips are (cheap), then the odds of the newest.
    found: list[tuple[Mapping[str, Any], list[str], list[str], list[int]]] = []
    for event in record["events"]:
        data = event["data"]
        if event["kind"] != DUEL or data.get("tn_suits") or data.get("duel") not in ("simple", "opposed"):
            continue
        sides = data["sides"]
        players = [str(side["player"]) for side in sides]
        if not all(_countable(side) for side in sides):
            continue
        if data["duel"] == "simple":
            owner = players[0] if players[0] in decks else "0"
            if data.get("tn") is None or owner not in decks:
                continue
            owners = [owner]
        elif len(set(players)) != 2 or not all(p in decks and p != "0" for p in players):
            continue
        else:
            owners = players
        at = [index[o].find(cursor[o], s["flipped"]) for o, s in zip(owners, sides, strict=True)]
        if None in at:
            continue
        for owner, where in zip(owners, at, strict=True):
            assert where is not None
            cursor[owner] = where + 1
        found.append((data, players, owners, [w for w in at if w is not None]))
    left = Counter(p for _, players, _, _ in found for p in players)
    replays = {o: Replay(d["moves"]) for o, d in decks.items()}
    won: dict[str, int] = {}
    chances: dict[str, list[Fraction]] = {}
    for data, players, owners, flips_at in found:
        newest = [left[p] <= DUELS_MAX for p in players]
        left.update({p: -1 for p in players})
        if not any(newest):
            continue
        before = [replays[o].before(a) for o, a in zip(owners, flips_at, strict=True)]
        sides = data["sides"]
        try:
            dealt = _dealt_wins(ed, data, players)
            if data["duel"] == "simple":
                budget.step()
                budget.odds += 1
                side = sides[0]
                odds = simple_odds(
                    ed,
                    before[0],
                    int(side["player"]),
                    int(side["stat"]),
                    int(data["tn"]),
                    modifier=FateModifier(int(side["modifier"])),
                )
                chances.setdefault(players[0], []).append(odds.plain.success)
                won[players[0]] = won.get(players[0], 0) + dealt[players[0]]
                continue
            for me, them in ((0, 1), (1, 0)):
                if not newest[me]:
                    continue
                budget.step()
                budget.odds += 1
                opposed = opposed_odds(
                    ed,
                    before[me],
                    int(players[me]),
                    int(sides[me]["stat"]),
                    int(sides[them]["stat"]),
                    modifier=FateModifier(int(sides[me]["modifier"])),
                    opponent_modifier=FateModifier(int(sides[them]["modifier"])),
                    tn=None if data.get("tn") is None else int(data["tn"]),
                    opponent_deck=before[them],
                    opponent=int(players[them]),
                    resister=me == 1,
                )
                chances.setdefault(players[me], []).append(opposed.plain.win + opposed.plain.tie)
                won[players[me]] = won.get(players[me], 0) + dealt[players[me]]
        except DomainError:
            continue
    return {p: Luck(won.get(p, 0), tuple(c)) for p, c in chances.items()}


def duels_json(luck: Luck, budget: Budget | None = None) -> dict[str, Any]:
    figures = luck.to_json(budget)
    return {
        "won": figures.pop("jokers"),
        "duels": figures.pop("cards"),
        **figures,
    }
