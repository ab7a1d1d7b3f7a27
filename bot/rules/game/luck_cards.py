"""The luck report's cards used (issue 30 §3): the mean value of the card each player's flips
gave, against the mean expected for those flips' modifiers from what the player could see.

A flip's card used is the one the rules choose (``flips.resolve``): the Black Joker when flipped
(worth 0), else with − the lowest card or the Red Joker (worth 14), else the highest. Its
expected value is over the cards the flipper could not see when they flipped (their deck's draw
pile, and in a table's shared deck the other players' hands), each way of taking them equally
likely, from the counting engine of /odds (``bot.rules.odds.counting``). Counted: every duel
flip of the log (simple, opposed or damage) taken in one go from the flipper's own deck or the
table's shared deck, without a boost (a boost changes how many cards the flip takes, and the
log keeps the modifier before it); each player's newest ``FLIPS_COUNTED`` such flips. How
unusual the sum is: up to ``EXACT_FLIPS`` flips exact, the distribution of a sum of independent
flips, each with its own distribution, multiplied out as integer polynomials; beyond, the
normal approximation with its Berry–Esseen bound (``luck_bounds``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import gcd
from typing import Any

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier
from bot.rules.game.luck import DUEL, Budget, FlipIndex, Replay, card_of
from bot.rules.game.luck_bounds import Tail, normal_tail, sum_moments
from bot.rules.odds.counting import VALUE_BY_ID, own_view, picks

TOP = 14  # the Red Joker's value: a card used is worth 0 … 14
# A player's flips over several games: the newest games up to this many flips.
FLIPS_MAX = 120
# The exact tail up to this many flips (some 40 ms: its integers grow with the count, so its
# cost grows as the cube); beyond, the normal approximation with its bound.
EXACT_FLIPS = 60
# The flips a game's end counts per player: the newest this many.
FLIPS_COUNTED = 300


@dataclass(frozen=True, slots=True)
class CardFlip:
    used: int  # the value of the card the flip gave
    ways: tuple[int, ...]  # ways (out of ``total``) for the card used to be worth 0 … 14
    total: int

    @property
    def expected(self) -> Fraction:
        return Fraction(sum(v * w for v, w in enumerate(self.ways)), self.total)


@dataclass(frozen=True, slots=True)
class CardLuck:
    flips: tuple[CardFlip, ...]

    @property
    def mean(self) -> Fraction:
        return Fraction(sum(f.used for f in self.flips), len(self.flips))

    @property
    def expected(self) -> Fraction:
        return sum((f.expected for f in self.flips), Fraction(0)) / len(self.flips)

    @property
    def tail(self) -> Tail:
        return bounded_sum_tail(self.flips)

    def to_json(self, budget: Budget | None = None) -> dict[str, Any]:
        return {
            "flips": len(self.flips),
            "mean": str(self.mean),
            "expected": str(self.expected),
            **bounded_sum_tail(self.flips, budget).to_json(),
        }


def bounded_sum_tail(taken: tuple[CardFlip, ...], budget: Budget | None = None) -> Tail:
    """The tail of the sum: exact up to ``EXACT_FLIPS`` flips, else approximate."""
    if len(taken) <= EXACT_FLIPS:
        if budget is not None:
            budget.step()
            budget.exact_terms.append(len(taken))
        return Tail(sum_tail(taken))
    mean = variance = third = 0.0
    for flip in taken:
        m, v, t = sum_moments(flip.ways, flip.total)
        mean, variance, third = mean + m, variance + v, third + t
    observed = sum(f.used for f in taken)
    if variance == 0:  # every flip certain: the sum is certain, its tail 1
        return Tail(Fraction(1))
    expected = sum((f.expected for f in taken), Fraction(0))
    return normal_tail(mean, variance, third, observed, observed >= expected)


def sum_tail(taken: Iterable[CardFlip]) -> Fraction:
    """P(sum ≥ observed) when the observed sum is above the expected one, else P(sum ≤ observed),
    the flips independent, each with its own distribution."""
    taken = list(taken)
    weights, denominator = [1], 1
    for flip in taken:
        common = gcd(flip.total, *flip.ways)
        ways = [w // common for w in flip.ways]
        product = [0] * (len(weights) + TOP)
        for i, w in enumerate(weights):
            if w:
                for v, x in enumerate(ways):
                    product[i + v] += w * x
        weights, denominator = product, denominator * (flip.total // common)
    observed = sum(f.used for f in taken)
    if observed >= sum((f.expected for f in taken), Fraction(0)):
        return Fraction(sum(weights[observed:]), denominator)
    return Fraction(sum(weights[: observed + 1]), denominator)


def _rank(card: Card) -> tuple[int]:
    return (VALUE_BY_ID[card.id],)


def card_luck(record: Mapping[str, Any], budget: Budget | None = None) -> dict[str, CardLuck]:
    """Each player's duel flips: the card used against the one expected (see the module)."""
    budget = Budget() if budget is None else budget
    decks = {str(d["owner"]): d for d in record["decks"]}
    cursor = dict.fromkeys(decks, 0)
    index = {o: FlipIndex(d["moves"]) for o, d in decks.items()}
    counted: list[tuple[str, str, Mapping[str, Any], int]] = []  # player, deck, side, its flip
    for event in record["events"]:
        if event["kind"] != DUEL:
            continue
        for side in event["data"]["sides"]:
            player = str(side["player"])
            owner = player if player in decks else "0"
            if side.get("boosted", True) or not side.get("flipped") or owner not in decks:
                continue
            at = index[owner].find(cursor[owner], side["flipped"])
            if at is None:
                continue
            cursor[owner] = at + 1
            counted.append((player, owner, side, at))
    left = Counter(player for player, _, _, _ in counted)
    replays = {o: Replay(d["moves"]) for o, d in decks.items()}
    found: dict[str, list[CardFlip]] = {}
    for player, owner, side, at in counted:
        left[player] -= 1
        if left[player] >= FLIPS_COUNTED:
            continue
        budget.step()
        budget.picks += 1
        modifier = FateModifier(int(side["modifier"]))
        cards = tuple(card_of(code) for code in side["flipped"])
        try:
            chosen = picks(
                own_view(replays[owner].before(at), int(player)).parts(len(cards)), modifier, _rank
            )
        except DomainError:
            continue
        ways = [0] * (TOP + 1)
        for card, n in chosen.ways.items():
            ways[card.value] += n
        used = flips.resolve(cards, modifier)
        flip = CardFlip(used.cards[used.default].value, tuple(ways), chosen.total)
        found.setdefault(player, []).append(flip)
    return {p: CardLuck(tuple(f)) for p, f in found.items()}


def flips_text(luck: CardLuck) -> str:
    """A player's flips in one game as stored (``luck_repo``): a JSON list of [used, total, ways…]."""
    return json.dumps([[f.used, f.total, *f.ways] for f in luck.flips], separators=(",", ":"))


def flips_over_games(texts: Iterable[str]) -> CardLuck:
    """One player's flips over games given newest first (``flips_text``): the newest games up to
    ``FLIPS_MAX`` flips in all (at least one game's)."""
    taken: list[CardFlip] = []
    for text in texts:
        more = [CardFlip(used, tuple(ways), total) for used, total, *ways in json.loads(text)]
        if taken and len(taken) + len(more) > FLIPS_MAX:
            break
        taken.extend(more)
    return CardLuck(tuple(taken))
