"""Brute force for the odds tests: every ordered draw, played through the engine itself.

Slow on purpose and kept out of ``bot``: it enumerates every way the unseen cards can lie
(which of them are in other hands, the order of the draw pile, the order the discard pile is
reshuffled into), flips with the real ``Deck.flip`` and ``flips.resolve``, and lets each side
try every card the rules allow (``Flip.allowed``, ``duels.cheat_block``, every Red Joker suit)
and keep the best outcome by ``duels.simple_outcome`` / ``duels.opposed_outcome``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, permutations

from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import DamageModel, Edition, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip import flips
from bot.rules.flip.modifiers import NONE, FateModifier


class _Reshuffle(random.Random):
    """Shuffles the discard pile into a given order (top of the new pile first)."""

    def __init__(self, top_first: Sequence[Card]) -> None:
        super().__init__(0)
        self.top_first = list(top_first)

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        rest = [c for c in x if c not in self.top_first]
        x[:] = rest + list(reversed(self.top_first))


@dataclass(frozen=True)
class World:
    """One equally likely way the unseen cards lie, and the flip it gives."""

    flip: flips.Flip
    hand: tuple[Card, ...]  # the hand of the deck's (other) player in this world


def worlds(
    deck: Deck, player: int, count: int, modifier: FateModifier, hidden_hand: int | None
) -> Iterator[World]:
    """Every ordered draw of ``count`` cards from ``deck`` as seen by the asking player.

    ``hidden_hand``: the deck is an opponent's and ``player`` is that opponent, whose hand is
    unseen (its cards are mixed with the draw pile). None: ``player`` asks about their own deck.
    """
    if hidden_hand is None:
        own = tuple(deck.hands.get(player, []))
        others = {p: list(h) for p, h in deck.hands.items() if p != player}
        unseen = list(deck.draw) + [c for h in others.values() for c in h]
        sizes = [len(h) for h in others.values()]
    else:
        own = ()
        unseen = list(deck.draw) + list(deck.hands.get(player, []))
        sizes = [len(deck.hands.get(player, []))]
    held = sum(sizes)
    for hidden in combinations(unseen, held):
        draw_set = [c for c in unseen if c not in hidden]
        from_draw = min(count, len(draw_set))
        for prefix in permutations(draw_set, from_draw):
            rest = [c for c in draw_set if c not in prefix]
            for tail in permutations(deck.discard, count - from_draw):
                world = Deck(
                    draw=rest + list(reversed(prefix)),
                    discard=list(deck.discard),
                    in_play=list(deck.in_play),
                )
                world.hands[player] = list(hidden) if hidden_hand is not None else list(own)
                drawn = world.flip(count, _Reshuffle(tail))
                assert drawn.cards == tuple(prefix) + tuple(tail)
                yield World(flips.resolve(drawn.cards, modifier, drawn.reshuffled), tuple(hidden))


def _suit_choices(edition: Edition, card: Card) -> list[Suit | None]:
    if not card.is_red_joker:
        return [None]
    return [*Suit, *([None] if edition.red_joker_may_be_suitless else [])]


def _options(edition: Edition, cards: Sequence[Card]) -> list[tuple[Card, Suit | None]]:
    return [(c, s) for c in cards for s in _suit_choices(edition, c)]


def _scale_index(edition: Edition, own: int, opposing: int | None, tn: int | None, rj: bool) -> int:
    if edition.damage_model is DamageModel.FLIP:
        bar = opposing if opposing is not None else tn
        assert bar is not None
        return duels.damage_flip_modifier(own - bar).net + 2
    return min(duels.raises(edition, own, opposing=opposing, tn=tn, red_joker=rj), 3)


def brute_simple(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    tn: int,
    *,
    tn_suits: frozenset[Suit] = frozenset(),
    modifier: FateModifier = NONE,
    boost: Boost = NO_BOOST,
) -> dict[str, object]:
    deck = Deck(
        list(deck.draw), list(deck.discard), {p: list(h) for p, h in deck.hands.items()}, list(deck.in_play)
    )
    if boost.empower is not None:
        deck.discard_from_hand(player, [boost.empower])
    effect = duels.boost_effect(edition, boost, Role.INITIATOR)
    mod = modifier + effect.modifier
    count = mod.cards_to_flip(edition.max_flip_cards)
    hand = tuple(deck.hands.get(player, []))
    counts: dict[bool, Counter[int | None]] = {False: Counter(), True: Counter()}
    n = 0
    for world in worlds(deck, player, count, mod, None):
        n += 1
        for cheating in (False, True):
            cards = [world.flip.cards[i] for i in world.flip.allowed]
            if cheating and duels.cheat_block(edition, world.flip) is None:
                cards += list(hand)
            best: tuple[bool, int, int | None] = (False, -1, None)
            for card, suit in _options(edition, cards):
                total = duels.total(stat, card, red_joker_suit=suit, extra_suits=effect.suits)
                out = duels.simple_outcome(total.value, total.suits, tn, tn_suits)
                index = (
                    _scale_index(edition, total.value, None, tn, card.is_red_joker) if out.success else None
                )
                best = max(best, (out.success, total.value, index), key=lambda b: (b[0], b[1]))
            counts[cheating][best[2]] += 1
    result: dict[str, object] = {}
    for cheating, counter in counts.items():
        label = "cheat" if cheating else "plain"
        result[label] = (
            Fraction(sum(v for k, v in counter.items() if k is not None), n),
            tuple(Fraction(counter[i], n) for i in range(4)),
        )
    return result


def brute_opposed(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    opponent_stat: int,
    opponent_deck: Deck,
    opponent: int,
    *,
    modifier: FateModifier = NONE,
    opponent_modifier: FateModifier = NONE,
    tn: int | None = None,
    resister: bool = False,
) -> dict[str, tuple[Fraction, ...]]:
    """Win/tie/lose/neither, margins and the hidden-hand figure, without and with the cheat
    (``resister``: the player resists, the TN is the opponent's; win is the player's success)."""
    count = modifier.cards_to_flip(edition.max_flip_cards)
    other_count = opponent_modifier.cards_to_flip(edition.max_flip_cards)
    hand = tuple(deck.hands.get(player, []))
    mine = Counter(tuple(sorted(w.flip.cards)) for w in worlds(deck, player, count, modifier, None))
    theirs = Counter(
        (tuple(sorted(w.flip.cards)), w.hand)
        for w in worlds(
            opponent_deck,
            opponent,
            other_count,
            opponent_modifier,
            len(opponent_deck.hands.get(opponent, [])),
        )
    )
    totals: dict[bool, list[int]] = {False: [0] * 9, True: [0] * 9}
    n = 0
    for own_cards, own_ways in mine.items():
        own_flip = flips.resolve(own_cards, modifier)
        for (their_cards, their_hand), their_ways in theirs.items():
            their_flip = flips.resolve(their_cards, opponent_modifier)
            their_card = max((their_flip.cards[i] for i in their_flip.allowed), key=lambda c: c.value)
            theirs_total = opponent_stat + their_card.value
            w = own_ways * their_ways
            n += w
            for cheating in (False, True):
                cards = [own_flip.cards[i] for i in own_flip.allowed]
                block = duels.cheat_block(edition, own_flip, opponent=their_flip, opponent_chosen=their_card)
                if cheating and block is None:
                    cards += list(hand)
                best = None
                for card in cards:
                    total = stat + card.value
                    if resister:
                        out = duels.opposed_outcome(edition, theirs_total, total, frozenset(), tn)
                        score = (out.resister_success, -out.margin)
                    else:
                        out = duels.opposed_outcome(edition, total, theirs_total, frozenset(), tn)
                        score = (out.initiator_success, out.margin)
                    if best is None or score > best[0]:
                        best = (score, out, card, total)
                assert best is not None
                _, out, card, total = best
                row = totals[cheating]
                if resister:
                    row[0 if out.resister_success else 2 if out.initiator_success else 3] += w
                elif out.initiator_success:
                    row[1 if out.tie else 0] += w
                    row[4 + _scale_index(edition, total, theirs_total, tn, card.is_red_joker)] += w
                else:
                    row[2 if out.resister_success else 3] += w
                # The opponent's own cheat, under the same locks as the player's (cheat_block):
                # their − flip (M2E/M3E), their Black Joker, the player's flipped Red Joker
                # (M4E: chosen from the flip; a cheated-in one does not lock).
                own_chosen = max((own_flip.cards[i] for i in own_flip.allowed), key=lambda c: c.value)
                their_cheat = (
                    duels.cheat_block(edition, their_flip, opponent=own_flip, opponent_chosen=own_chosen)
                    is None
                )
                if their_cheat and any(opponent_stat + c.value > total - int(resister) for c in their_hand):
                    row[8] += w
    return {
        ("cheat" if cheating else "plain"): tuple(Fraction(x, n) for x in row)
        for cheating, row in totals.items()
    }


def brute_shared_opposed(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    opponent_stat: int,
    *,
    modifier: FateModifier = NONE,
    opponent_modifier: FateModifier = NONE,
    tn: int | None = None,
) -> dict[str, tuple[Fraction, ...]]:
    """An opposed duel at a shared-deck table: every way the unseen cards can lie, the
    initiator's flip and then the resister's taken from the one deck with ``Deck.flip``."""
    count = modifier.cards_to_flip(edition.max_flip_cards)
    other_count = opponent_modifier.cards_to_flip(edition.max_flip_cards)
    hand = tuple(deck.hands.get(player, []))
    others = {p: list(h) for p, h in deck.hands.items() if p != player}
    unseen = list(deck.draw) + [c for h in others.values() for c in h]
    held = sum(len(h) for h in others.values())
    needed = count + other_count
    totals: dict[bool, list[int]] = {False: [0] * 8, True: [0] * 8}
    n = 0
    for hidden in combinations(unseen, held):
        draw_set = [c for c in unseen if c not in hidden]
        from_draw = min(needed, len(draw_set))
        for prefix in permutations(draw_set, from_draw):
            rest = [c for c in draw_set if c not in prefix]
            for tail in permutations(deck.discard, min(needed - from_draw, len(deck.discard))):
                world = Deck(draw=rest + list(reversed(prefix)), discard=list(deck.discard))
                rng = _Reshuffle(tail)
                first = world.flip(count, rng)
                second = world.flip(other_count, rng)
                own_flip = flips.resolve(first.cards, modifier, first.reshuffled)
                their_flip = flips.resolve(second.cards, opponent_modifier, second.reshuffled)
                their_card = max((their_flip.cards[i] for i in their_flip.allowed), key=lambda c: c.value)
                theirs_total = opponent_stat + their_card.value
                n += 1
                for cheating in (False, True):
                    cards = [own_flip.cards[i] for i in own_flip.allowed]
                    block = duels.cheat_block(
                        edition, own_flip, opponent=their_flip, opponent_chosen=their_card
                    )
                    if cheating and block is None:
                        cards += list(hand)
                    best = None
                    for card in cards:
                        total = stat + card.value
                        out = duels.opposed_outcome(edition, total, theirs_total, frozenset(), tn)
                        score = (out.initiator_success, out.margin)
                        if best is None or score > best[0]:
                            best = (score, out, card, total)
                    assert best is not None
                    _, out, card, total = best
                    row = totals[cheating]
                    if out.initiator_success:
                        row[1 if out.tie else 0] += 1
                        row[4 + _scale_index(edition, total, theirs_total, tn, card.is_red_joker)] += 1
                    else:
                        row[2 if out.resister_success else 3] += 1
    return {
        ("cheat" if cheating else "plain"): tuple(Fraction(x, n) for x in row)
        for cheating, row in totals.items()
    }
