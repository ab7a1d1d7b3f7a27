"""The luck report (issue 30 §3): jokers each player drew against the number expected, and how
unusual that is, from a game's record (bot/rules/game/record.py).

Only what the player could see counts. Each card a player takes from their own deck's draw pile
(a flip, a draw) had, when it was taken, the chance (jokers among the cards that player could
not see) / (how many cards that player could not see): the draw pile, and in a shared deck the
other players' hands. The expected number is the sum of those chances (exact, as fractions),
and how unusual the count is, is the exact tail of the Poisson-binomial distribution with those
chances: the probability of a count at least as far from the expected one on the same side.
A table's shared deck has no owner to credit its flips to: its draws to a hand count for that
hand's player, its flips count for nobody.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition as edition_by_key
from bot.rules.flip.modifiers import FateModifier
from bot.rules.odds.exact import opposed_odds, simple_odds

JOKERS = frozenset({"BJ", "RJ"})
# A player's figures over several games: the newest games up to this many cards (the exact tail
# of 600 cards takes some 50 ms; a league's /stats computes one per player it shows).
CARDS_MAX = 600


@dataclass(frozen=True, slots=True)
class Luck:
    drawn: int  # jokers taken
    chances: tuple[Fraction, ...]  # each taken card's chance of being a joker, when taken

    @property
    def expected(self) -> Fraction:
        return sum(self.chances, Fraction(0))

    @property
    def tail(self) -> Fraction:
        return tail(self.chances, self.drawn)

    def to_json(self) -> dict[str, Any]:
        rarity = self.tail
        return {
            "jokers": self.drawn,
            "cards": len(self.chances),
            "expected": str(self.expected),
            "tail": str(rarity),
            "one_in": None if rarity == 0 else round(1 / rarity),
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
    """P(X ≥ observed) when the count is above the expected one, else P(X ≤ observed)."""
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


def deck_before(moves: Sequence[Mapping[str, Any]], stop: int) -> Deck:
    """A deck as it stood before move ``stop`` of its record (the draw pile's order is kept, but
    the odds treat it as unknown: only what the player could see counts)."""
    draw: list[str] = []
    piles: dict[str, list[str]] = {"discard": [], "play": []}
    for move in moves[:stop]:
        if "shuffle" in move:
            if move["of"] == "all":
                piles = {"discard": [], "play": []}
            elif move["of"] == "discard":
                piles["discard"] = []
            draw = list(reversed(move["order"]))
            continue
        for card in move["cards"]:
            if move["from"] == "draw":
                draw.pop()
            else:
                piles[str(move["from"])].remove(card)
            if move["to"] == "draw":
                draw.append(card)
            else:
                piles.setdefault(str(move["to"]), []).append(card)

    def cards(codes: Iterable[str]) -> list[Card]:
        return [Card.parse(code) for code in codes]

    hands = {int(p): cards(h) for p, h in piles.items() if p not in ("discard", "play")}
    return Deck(draw=cards(draw), discard=cards(piles["discard"]), hands=hands, in_play=cards(piles["play"]))


def flip_at(moves: Sequence[Mapping[str, Any]], start: int, flipped: list[str]) -> int | None:
    """The index of the flip of ``flipped`` (draw pile to play, in one go) from ``start`` on."""
    return next(
        (
            i
            for i in range(start, len(moves))
            if moves[i].get("from") == "draw"
            and moves[i].get("to") == "play"
            and moves[i]["cards"] == flipped
        ),
        None,
    )


def _countable(side: Mapping[str, Any]) -> bool:
    plain = not side.get("boosted", True) and not side.get("relented")
    return plain and bool(side.get("flipped")) and side.get("stat") is not None


def duel_luck(record: Mapping[str, Any]) -> dict[str, Luck]:
    """Each player's duels won against the number expected: the exact chance of success from
    ``bot.rules.odds`` (the engine of /odds) when the duel was flipped, from that player's view
    then (their hand known, their draw pile and the opponent's deck and hand unknown), cheating
    with their best card where the rules allow it. Counted: simple duels without a boost or suits
    the TN asks for, and opposed duels without a boost or TN suits in which each side flipped
    from their own deck; each flip in one go (no reshuffle within it), found in the moves."""
    ed = edition_by_key(str(record["edition"]))
    decks = {str(d["owner"]): d for d in record["decks"]}
    cursor = dict.fromkeys(decks, 0)
    won: dict[str, int] = {}
    chances: dict[str, list[Fraction]] = {}

    def count(player: str, chance: Fraction, success: bool) -> None:
        chances.setdefault(player, []).append(chance)
        won[player] = won.get(player, 0) + success

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
        found = [
            flip_at(decks[o]["moves"], cursor[o], s["flipped"]) for o, s in zip(owners, sides, strict=True)
        ]
        if None in found:
            continue
        before = []
        for owner, at in zip(owners, found, strict=True):
            assert at is not None
            cursor[owner] = at + 1
            before.append(deck_before(decks[owner]["moves"], at))
        try:
            if data["duel"] == "simple":
                side = sides[0]
                odds = simple_odds(
                    ed,
                    before[0],
                    int(side["player"]),
                    int(side["stat"]),
                    int(data["tn"]),
                    modifier=FateModifier(int(side["modifier"])),
                )
                count(players[0], (odds.cheat or odds.plain).success, bool(data["success"]))
                continue
            for me, them in ((0, 1), (1, 0)):
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
                column = opposed.cheat or opposed.plain
                count(players[me], column.win + column.tie, data.get("winner") == int(players[me]))
        except DomainError:
            continue
    return {p: Luck(won.get(p, 0), tuple(c)) for p, c in chances.items()}


def duels_json(luck: Luck) -> dict[str, Any]:
    figures = luck.to_json()
    return {
        "won": figures["jokers"],
        "duels": figures["cards"],
        **{k: figures[k] for k in ("expected", "tail", "one_in")},
    }
