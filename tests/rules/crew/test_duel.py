"""Duels from the cards (issue 44 §3): stat, suit, resist and TN come from the attacker's action
and the target's card; each trigger's chance ("Triggers need the right suits in the final total";
"Suits in a total: the card's suit, suits built into the stat ... The Red Joker's suit is chosen
by its owner", digest malifaux.md) is exact: checked against brute-force enumeration."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.crew.cards import Trigger, parse_card
from bot.rules.crew.duel import completes, damage_dealt, missing, model_duel, trigger_chance
from bot.rules.duel.result import DuelResult
from bot.rules.duel.state import DuelKind
from bot.rules.flip.flips import resolve
from bot.rules.flip.modifiers import FateModifier

JUDGE = parse_card(
    "Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n"
    "* Executioner's Blade | 6r | Df | - | 3/4/5\n  + r Flurry\n  + rr Onslaught\n  + mt Odd\n"
    "* Badge of Office | 6m | Wp | 13 | -\n* Lantern | 5 | - | 12 | -"
)
SILURID = parse_card("Silurid\nDf 4 Wp 3 Sp 6 Sz 2 Hp 6 Base 30\n* Tongue | 5c | Df | - | 2/3/4")
A, B = 1, 2


def test_the_numbers_come_from_the_attackers_action_and_the_targets_card() -> None:
    blade = model_duel(JUDGE, "executioner's blade", SILURID)
    assert (blade.stat, blade.suit, blade.resisted_by, blade.resist, blade.tn) == (
        6,
        Suit.RAMS,
        "Df",
        4,
        None,
    )
    badge = model_duel(JUDGE, "Badge of Office", SILURID)
    assert (badge.stat, badge.suit, badge.resisted_by, badge.resist, badge.tn) == (6, Suit.MASKS, "Wp", 3, 13)
    lantern = model_duel(JUDGE, "Lantern", None)  # resisted by nothing: a simple duel against its TN
    assert (lantern.stat, lantern.suit, lantern.resist, lantern.tn) == (5, None, None, 12)
    with pytest.raises(DomainError) as unknown:
        model_duel(JUDGE, "Tongue", SILURID)
    assert unknown.value.key == "crew-duel-error-action"
    with pytest.raises(DomainError) as no_target:
        model_duel(JUDGE, "Executioner's Blade", None)
    assert no_target.value.key == "crew-duel-error-target-needed"


def test_a_trigger_needs_each_of_its_suits_the_stat_gives_one() -> None:
    flurry, onslaught, odd = JUDGE.actions[0].triggers
    assert not missing(flurry, [Suit.RAMS])  # the 6r stat gives it: always declarable
    assert missing(onslaught, [Suit.RAMS]) == {Suit.RAMS: 1}  # rr: the card must give one more
    assert sum(missing(odd, [Suit.RAMS]).values()) == 2  # mt: one card cannot give both
    ram, crow = Card.parse("5R"), Card.parse("5C")
    assert completes(ram, missing(onslaught, [Suit.RAMS])) and not completes(
        crow, missing(onslaught, [Suit.RAMS])
    )
    assert completes(RED_JOKER, missing(onslaught, [Suit.RAMS]))  # one suit of its owner's choice
    assert not completes(BLACK_JOKER, missing(onslaught, [Suit.RAMS]))  # no suit
    assert not completes(RED_JOKER, missing(odd, [Suit.RAMS]))


def brute_force(
    deck: Deck, player: int, trigger: Trigger, built_in: list[Suit], modifier: FateModifier, ed: str
) -> Fraction:
    """Every set of cards the flip may turn (all equally likely), resolved by the flip rules:
    declarable when some card the flipper may use gives the suits still missing."""
    count = modifier.cards_to_flip(edition(ed).max_flip_cards)
    unseen = list(deck.draw) + [c for p, hand in deck.hands.items() if p != player for c in hand]
    assert count <= len(deck.draw)
    needed = missing(trigger, built_in)
    good = total = 0
    for cards in combinations(unseen, count):
        flip = resolve(tuple(cards), modifier)
        total += 1
        good += any(completes(cards[i], needed) for i in flip.allowed)
    return Fraction(good, total)


@pytest.mark.parametrize("net", [0, 1, 2, -1, -2])
@pytest.mark.parametrize("ed", ["m3e", "m4e"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_trigger_chances_equal_brute_force_enumeration(net: int, ed: str, seed: int) -> None:
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    if seed == 3:  # both jokers in the draw pile
        cards = [RED_JOKER, BLACK_JOKER, *(c for c in cards if not c.is_joker)]
    # A deck part-way through a game: a small draw pile (the jokers in it for some seeds), a
    # discard pile, the opponent's hand unseen, the player's own hand seen.
    deck = Deck(draw=cards[:11], discard=cards[11:30], hands={A: cards[30:34], B: cards[34:38]})
    modifier = FateModifier(net)
    for trigger in (
        *JUDGE.actions[0].triggers,
        Trigger((Suit.CROWS,), "Crow"),
        Trigger((Suit.TOMES,), "Tome"),
    ):
        for built_in in ([Suit.RAMS], [], [Suit.CROWS]):
            exact = trigger_chance(edition(ed), deck, A, trigger, built_in, modifier)
            assert exact == brute_force(deck, A, trigger, built_in, modifier, ed), (trigger, built_in)


def test_a_whole_deck_one_card_a_suit_is_a_quarter_plus_the_red_joker() -> None:
    deck = Deck(draw=list(ALL_CARDS))
    crow = Trigger((Suit.CROWS,), "Crow")
    assert trigger_chance(edition("m3e"), deck, A, crow, []) == Fraction(14, 54)  # 13 crows + RJ
    assert trigger_chance(edition("m3e"), deck, A, crow, [Suit.CROWS]) == 1
    assert trigger_chance(edition("m3e"), deck, A, Trigger((Suit.CROWS, Suit.MASKS), "x"), []) == 0


def outcome(
    kind: DuelKind,
    ed: str,
    *,
    success: bool,
    raises: int | None = None,
    tie: int = 0,
    damage: int | None = None,
) -> DuelResult:
    return DuelResult(
        kind=kind,
        edition=ed,
        sides=(),
        tn=None,
        tn_suits=frozenset(),
        success=success,
        winner=None,
        margin=None,
        tie=bool(tie),
        missing_suits=frozenset(),
        damage_modifier=None,
        raises=raises,
        tie_damage_reduction=tie,
        damage=damage,
        damage_strength=None,
        interpretations=(),
    )


def test_the_damage_that_lands_by_edition() -> None:
    """M4E (digest m4e.md): "Damage: fixed Dmg of the action, +1 per raise"; "Exact tie: ... the
    resister reduces damage it takes by 1 (minimum 0)"; only the winner has raises. M2E/M3E: the
    damage flip deals it ("Card strength ... Weak, Moderate, Severe")."""
    m4e, m3e = edition("m4e"), edition("m3e")
    assert damage_dealt(m4e, (3, 4, 5), outcome(DuelKind.OPPOSED, "m4e", success=True, raises=2)) == 5
    assert damage_dealt(m4e, (3,), outcome(DuelKind.OPPOSED, "m4e", success=True, raises=0, tie=1)) == 2
    assert damage_dealt(m4e, (0,), outcome(DuelKind.OPPOSED, "m4e", success=True, raises=0, tie=1)) == 0
    assert damage_dealt(m4e, (3,), outcome(DuelKind.OPPOSED, "m4e", success=False, raises=1)) is None
    assert damage_dealt(m4e, (3,), outcome(DuelKind.SIMPLE, "m4e", success=True, raises=1)) == 4
    assert damage_dealt(m3e, (3, 4, 5), outcome(DuelKind.OPPOSED, "m3e", success=True)) is None
    assert damage_dealt(m3e, (3, 4, 5), outcome(DuelKind.DAMAGE, "m3e", success=True, damage=4)) == 4
