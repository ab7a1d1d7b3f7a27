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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

JOKERS = frozenset({"BJ", "RJ"})


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
        one_in = None if self.tail == 0 else round(1 / self.tail)
        return {
            "jokers": self.drawn,
            "cards": len(self.chances),
            "expected": str(self.expected),
            "tail": str(self.tail),
            "one_in": one_in,
        }


def distribution(chances: Sequence[Fraction]) -> list[Fraction]:
    """The exact Poisson-binomial distribution: P(exactly k successes) for k = 0 … n."""
    dist = [Fraction(1)]
    for p in chances:
        padded = [Fraction(0), *dist, Fraction(0)]  # P(k - 1) and P(k) side by side
        dist = [padded[k] * p + padded[k + 1] * (1 - p) for k in range(len(dist) + 1)]
    return dist


def tail(chances: Sequence[Fraction], observed: int) -> Fraction:
    """P(X ≥ observed) when the count is above the expected one, else P(X ≤ observed)."""
    dist = distribution(chances)
    if observed >= sum(chances, Fraction(0)):
        return sum(dist[observed:], Fraction(0))
    return sum(dist[: observed + 1], Fraction(0))


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
