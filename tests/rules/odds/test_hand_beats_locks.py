"""/odds' "opponent's hand beats you" under the joker cheat locks (issue item 6).

Seed 000: "Si un jugador voltea el Comodín Negro desde su Baraja del Destino, éste no podrá
Burlar al Destino. Si el rival de un jugador voltea el Comodín Rojo desde su Baraja del Destino,
el jugador no será capaz de Burlar al Destino." (M4E digest: the Red Joker locks the opponent
when it is flipped and chosen; a cheated-in one does not.) A hand the opponent may not cheat
from beats nobody, so the figure is the chance of a hand that beats you *and* a legal cheat.
"""

from __future__ import annotations

from fractions import Fraction

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M3E, M4E
from bot.rules.odds import exact as odds
from tests.rules.fate_helpers import cards
from tests.rules.odds_brute import brute_opposed

ME, THEM = 1, 2


def _deck(owner: int, draw: str, hand: str = "") -> Deck:
    piles = [cards(*p.split()) for p in (draw, hand)]
    used = {c for p in piles for c in p}
    return Deck(draw=piles[0], hands={owner: piles[1]}, in_play=[c for c in ALL_CARDS if c not in used])


def test_the_opponents_black_joker_stops_their_cheat() -> None:
    # I flip a sure 5 (stat 5: total 10). The opponent (stat 5) holds one card of the four
    # unseen "BJ 13T 2R 3R" and flips one: beating 10 takes the 13 in hand (3 hands in 12 with
    # it: 1/4). Of those 3, the flip is the Black Joker in 1: the opponent may not cheat then.
    mine = _deck(ME, "5M")
    theirs = _deck(THEM, "BJ 13T 2R", hand="3R")
    fast = odds.opposed_odds(M4E, mine, ME, 5, 5, opponent_deck=theirs, opponent=THEM)
    assert fast.plain.hand_beats == Fraction(2, 12)  # not 3/12: one of the three is locked
    assert brute_opposed(M4E, mine, ME, 5, 5, theirs, THEM)["plain"][8] == Fraction(2, 12)


def test_my_red_joker_stops_their_cheat() -> None:
    # My flip of one card from "RJ 1R" (stat 5): the Red Joker (total 19) half the time, else 6.
    # Their hand: one card of the three unseen "13T 12T 4R" (stat 8), the flip one of the others.
    mine = _deck(ME, "RJ 1R")
    theirs = _deck(THEM, "13T 12T", hand="4R")
    for edition in (M4E, M3E):
        fast = odds.opposed_odds(edition, mine, ME, 5, 8, opponent_deck=theirs, opponent=THEM)
        slow = brute_opposed(edition, mine, ME, 5, 8, theirs, THEM)["plain"][8]
        assert fast.plain.hand_beats == slow
        # Against my 6 every hand beats (21, 20, 12 > 6). Against my Red Joker's 19, 13T and 12T
        # would (21, 20 > 19: 2 hands in 3), but my flipped Red Joker locks their cheat: 0.
        # Unlocked the figure would be 1/2 + 1/2 · 2/3 = 5/6; the legal chance is 1/2.
        assert fast.plain.hand_beats == Fraction(1, 2)
