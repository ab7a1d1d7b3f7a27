"""The luck report's edges (``bot.rules.game.luck``, docs/fair-deck.md), from its wording:

- "Only what the player could see counts": the unseen cards are the draw pile and, in a shared
  deck, the other players' hands; a reset of the whole deck (a shuffle of ``all``) takes every
  hand back into it, so after it nobody's old hand is unseen any more.
- "A table's shared deck has no owner to credit its flips to: ... its flips count for nobody."
- "1 game in N", approximate: "the least N the bound allows (one over the largest tail it
  allows)".
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from bot.rules.game.luck import joker_luck
from bot.rules.game.luck_bounds import Tail

A, B = "111", "222"


def shuffle(order: list[str], of: str = "all") -> dict[str, Any]:
    return {"shuffle": True, "of": of, "order": order}


def move(cards: list[str], source: str, target: str) -> dict[str, Any]:
    return {"cards": cards, "from": source, "to": target}


def test_a_reset_mid_game_returns_the_hands_held_and_they_are_unseen_no_more() -> None:
    # A shared deck: alice holds two cards, then the whole deck is reset, then bob draws.
    moves = [
        shuffle(["a1", "a2", "BJ", "b1", "b2", "b3"]),
        move(["a1"], "draw", A),
        move(["a2"], "draw", A),
        shuffle(["BJ", "a1", "a2", "b1", "b2", "b3"], of="all"),  # the reset: every card, hands too
        move(["BJ"], "draw", B),
    ]
    luck = joker_luck([{"owner": 0, "moves": moves}])
    # Bob could not see the six cards of the draw pile, one a joker; alice holds nothing now
    # (counting her old hand again would make it 1 in 8).
    assert luck[B].chances == (Fraction(1, 6),) and luck[B].drawn == 1


def test_control_without_a_reset_the_other_hand_is_unseen() -> None:
    moves = [
        shuffle(["a1", "a2", "BJ", "b1", "b2", "b3"]),
        move(["a1"], "draw", A),
        move(["a2"], "draw", A),
        move(["BJ"], "draw", B),
    ]
    luck = joker_luck([{"owner": 0, "moves": moves}])
    assert luck[B].chances == (Fraction(1, 6),)  # the draw pile's four and alice's two


def test_a_shared_decks_flips_count_for_nobody() -> None:
    moves = [shuffle(["RJ", "x1", "x2", "x3"]), move(["RJ"], "draw", "play"), move(["x1"], "draw", A)]
    luck = joker_luck([{"owner": 0, "moves": moves}])
    assert set(luck) == {A}  # the flip to play is nobody's; alice's draw is hers
    assert luck[A].chances == (Fraction(0, 3),)


def test_an_approximate_one_in_n_is_the_least_the_bound_allows() -> None:
    approx = Tail(0.001, 0.0005)  # the tail is at most 0.0015: at least 1 game in 666
    assert approx.one_in() == 666
    assert Tail(0.4, 0.7).one_in() == 1  # a bound past 1 allows 1 game in 1
    assert Tail(Fraction(1, 1000)).one_in() == 1000  # exact: one over the tail
