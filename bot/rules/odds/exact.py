"""Exact duel odds from what a player can see of the decks.

What the player knows is what counts. Their own draw pile is, to them, the cards they cannot
see (the draw pile, plus other players' hands in a shared deck) in an unknown, so uniform,
order; the discard pile and the cards in play are public. If a flip needs more cards than the
draw pile holds, it takes the whole draw pile and then the rest from the discard pile shuffled
into a new draw pile (``Deck.flip``). An opponent's unseen cards are their draw pile and hand
together: the player cannot tell them apart, so nothing here depends on which of them is where.

The flip rules are those of ``flips.resolve``: the Black Joker is forced, the Red Joker may
always be taken, − takes the lowest (the flipper picks among ties), + any card. Every side
plays to win: it takes the card with the best outcome it may take, and cheats with the best
hand card when the rules (``duels.cheat_block``) let it.

Counting, not enumerating (``odds_counting``): every figure is an exact ``Fraction``. What
cheating each hand card in would give at this moment is ``cheat_outcomes``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from bot.errors import DomainError
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import DamageModel, DuelBoost, Edition, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import NONE, FateModifier
from bot.rules.odds.counting import (
    UNKNOWN_DECK,
    VALUE_BY_ID,
    Key,
    Part,
    Picks,
    Unseen,
    flip_size,
    opponent_view,
    own_view,
    picks,
)

DAMAGE_FLIP_SCALE: tuple[str, ...] = ("--", "-", "0", "+")
RAISES_SCALE: tuple[str, ...] = ("0", "1", "2", "3+")


# -- results --------------------------------------------------------------------------------


def margin_scale(edition: Edition) -> tuple[str, ...]:
    """How the edition uses a margin: M2E/M3E damage-flip modifier, M4E raises (3 or more)."""
    return DAMAGE_FLIP_SCALE if edition.damage_model is DamageModel.FLIP else RAISES_SCALE


def margin_class(edition: Edition, own: int, *, opposing: int | None, tn: int | None, red_joker: bool) -> int:
    """Index into ``margin_scale`` of a success, as ``duel_result.result`` reckons it: M2E/M3E the
    margin over the opposing total (simple: the TN) sets the damage flip; M4E the raises."""
    if edition.damage_model is DamageModel.FLIP:
        bar = opposing if opposing is not None else tn
        assert bar is not None
        return duels.damage_flip_modifier(own - bar).net + 2
    return min(duels.raises(edition, own, opposing=opposing, tn=tn, red_joker=red_joker), 3)


@dataclass(frozen=True, slots=True)
class SimpleChances:
    success: Fraction
    margins: tuple[Fraction, ...]  # chance of succeeding with each class of ``margin_scale``


@dataclass(frozen=True, slots=True)
class SimpleOdds:
    edition: str
    scale: tuple[str, ...]  # the classes of ``plain.margins`` (``margin_scale``)
    cards: int  # cards the flip turns
    reshuffles: bool  # the flip runs the draw pile out and takes from the reshuffled discard
    plain: SimpleChances  # without cheating
    cheat: SimpleChances | None  # with the best cheat from the hand; None: cheating not allowed
    hand_size: int
    empower: Card | None = None


@dataclass(frozen=True, slots=True)
class OpposedChances:
    win: Fraction  # the player (initiator) succeeds by more than a tie
    tie: Fraction  # the player succeeds on a tie
    lose: Fraction  # the opponent succeeds
    neither: Fraction  # M4E: the player is below the TN and the opponent did not exceed
    margins: tuple[Fraction, ...]  # chance of succeeding with each class of ``margin_scale``
    # The opponent's hand holds a card beating the player's total, counted only where the
    # opponent may cheat at all (M2E/M3E: not on a − flip): 0 where they may not.
    hand_beats: Fraction | None


@dataclass(frozen=True, slots=True)
class OpposedOdds:
    edition: str
    scale: tuple[str, ...]  # the classes of ``plain.margins`` (``margin_scale``)
    cards: int
    opponent_cards: int
    reshuffles: bool
    opponent_reshuffles: bool
    plain: OpposedChances
    cheat: OpposedChances | None
    hand_size: int
    opponent_hand_size: int | None  # None: no opponent named (a whole unknown deck), or a shared deck
    shared_pile: bool = False  # both flips come from the table's one shared deck


def _cheat_allowed_at_all(edition: Edition, modifier: FateModifier) -> bool:
    return not (edition.negative_flip_blocks_cheat and modifier.negative)


def _black_joker_blocks(edition: Edition, card: Card) -> bool:
    """The Black Joker is always the card used when flipped, so it is flipped iff used."""
    return edition.black_joker_blocks_cheat and card.is_black_joker


def _best(cards: Iterable[Card], rank: Callable[[Card], Key]) -> Card | None:
    return max(cards, key=rank, default=None)


# -- simple duels ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _SimpleGoal:
    edition: Edition
    stat: int
    tn: int
    missing: frozenset[Suit]  # TN suits the stat and the boost do not already give

    def covers(self, card: Card) -> bool:
        if not self.missing:
            return True
        return len(self.missing) == 1 and (card.is_red_joker or card.suit in self.missing)

    def success(self, card: Card) -> bool:
        return self.covers(card) and self.stat + card.value >= self.tn

    def rank(self, card: Card) -> Key:
        return (int(self.success(card)), card.value, int(self.covers(card)))

    def margin(self, card: Card) -> int:
        own = self.stat + card.value
        return margin_class(self.edition, own, opposing=None, tn=self.tn, red_joker=card.is_red_joker)


def _simple_chances(goal: _SimpleGoal, flip: Picks, best_hand: Card | None) -> SimpleChances:
    margins = [0] * 4
    for card, ways in flip.ways.items():
        final = card
        if best_hand is not None and not _black_joker_blocks(goal.edition, card):
            final = max(card, best_hand, key=goal.rank)
        if goal.success(final):
            margins[goal.margin(final)] += ways
    return SimpleChances(Fraction(sum(margins), flip.total), tuple(Fraction(m, flip.total) for m in margins))


def simple_odds(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    tn: int,
    *,
    tn_suits: frozenset[Suit] = frozenset(),
    modifier: FateModifier = NONE,
    boost: Boost = NO_BOOST,
) -> SimpleOdds:
    """The chances of a simple duel (``duel_flow.start_simple``) flipped from ``deck`` now."""
    duels.validate_stat(stat, edition)
    duels.validate_tn(tn)
    duels.validate_boost(edition, boost)
    hand = list(deck.hands.get(player, []))
    discarded: tuple[Card, ...] = ()
    if boost.empower is not None:
        if boost.empower not in hand:
            raise DomainError("error-hand-card-not-held", card=boost.empower.code)
        hand.remove(boost.empower)
        discarded = (boost.empower,)
    effect = duels.boost_effect(edition, boost, Role.INITIATOR)
    mod = modifier + effect.modifier
    count = flip_size(edition, mod)
    view = own_view(deck, player, discarded=discarded)
    goal = _SimpleGoal(edition, stat, tn, frozenset(tn_suits) - effect.suits)
    flip = picks(view.parts(count), mod, goal.rank)
    cheat = None
    if _cheat_allowed_at_all(edition, mod):
        cheat = _simple_chances(goal, flip, _best(hand, goal.rank))
    return SimpleOdds(
        edition=edition.key,
        scale=margin_scale(edition),
        cards=count,
        reshuffles=view.reshuffles(count),
        plain=_simple_chances(goal, flip, None),
        cheat=cheat,
        hand_size=len(hand),
        empower=boost.empower,
    )


def best_empowered_simple_odds(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    tn: int,
    *,
    tn_suits: frozenset[Suit] = frozenset(),
    modifier: FateModifier = NONE,
) -> SimpleOdds:
    """M4E: the odds with the empower card (value 5 or less) that gives the best chances."""
    if edition.duel_boost is not DuelBoost.EMPOWER:
        raise DomainError("error-boost-empower-not-in-edition", edition=edition.key)
    candidates = sorted({c for c in deck.hands.get(player, []) if c.value <= edition.empower_max_value})
    if not candidates:
        raise DomainError("odds-error-no-empower-card", max=edition.empower_max_value)
    options = [
        simple_odds(
            edition, deck, player, stat, tn, tn_suits=tn_suits, modifier=modifier, boost=Boost(empower=c)
        )
        for c in candidates
    ]

    def score(odds: SimpleOdds) -> tuple[Fraction, Fraction, tuple[Fraction, ...]]:
        cheat = odds.cheat or odds.plain
        return (cheat.success, odds.plain.success, tuple(reversed(cheat.margins)))

    return max(options, key=score)


# -- opposed duels --------------------------------------------------------------------------


def _value_rank(card: Card) -> Key:
    return (VALUE_BY_ID[card.id],)


@dataclass(frozen=True, slots=True)
class _Opponent:
    """The opponent's flip as (value of the card used, whether it locks the player's cheat, ways)."""

    outcomes: tuple[tuple[int, bool, int], ...]
    total: int


def _opponent_outcomes(edition: Edition, flip: Picks) -> _Opponent:
    outcomes: list[tuple[int, bool, int]] = []
    for card, ways in flip.ways.items():
        if card.is_black_joker and not edition.red_joker_lock_needs_choice:
            # M2E/M3E: a flipped Red Joker locks even when the Black Joker is the card used.
            if flip.both_jokers:
                outcomes.append((card.value, True, flip.both_jokers))
            if ways > flip.both_jokers:
                outcomes.append((card.value, False, ways - flip.both_jokers))
        else:
            outcomes.append((card.value, card.is_red_joker, ways))
    return _Opponent(tuple(outcomes), flip.total)


class _HiddenHand:
    """Counts the opponent's (flip, hand) pairs whose hand holds no card above a threshold,
    split by whether the flip locks the player's cheat (it holds the Red Joker; M4E: used it).
    A flip holding the Black Joker cannot be cheated (seed 000: "Si un jugador voltea el
    Comodín Negro desde su Baraja del Destino, éste no podrá Burlar al Destino"): its hand
    beats nothing, so such pairs count whatever the hand holds.

    The flip takes ``n1`` unseen cards and ``n2`` discarded ones, the hand is ``h`` of the other
    unseen cards, all uniformly. Only where the two jokers are matters for the lock, so the
    count runs over the jokers' places and takes binomials for the other cards.
    """

    def __init__(self, edition: Edition, view: Unseen, count: int) -> None:
        self.h = view.hand_size
        self.n1 = min(count, view.draw_size)
        self.n2 = count - self.n1
        self.jokers_unseen = tuple(j for j in (BLACK_JOKER, RED_JOKER) if j in view.cards)
        self.jokers_discard = tuple(j for j in (BLACK_JOKER, RED_JOKER) if j in view.discard)
        self.others = len(view.cards) - len(self.jokers_unseen)
        self.others_discard = len(view.discard) - len(self.jokers_discard)
        self.values = sorted(c.value for c in view.cards if not c.is_joker)
        self.total = comb(len(view.cards), self.h) * comb(len(view.cards) - self.h, self.n1)
        self.total *= comb(len(view.discard), self.n2)
        self.black_joker_blocks = edition.black_joker_blocks_cheat
        self.red_joker_lock_needs_choice = edition.red_joker_lock_needs_choice
        self._cache: dict[int, tuple[int, int]] = {}
        # Each way the jokers can lie: the highest joker value in the hand (None: none), how many
        # other cards the hand, the unseen part of the flip and its discard part still take,
        # whether that flip locks the player's cheat, and whether it locks the opponent's own.
        self._places: list[tuple[int | None, int, int, int, bool, bool]] = []
        for where_u in _placements(len(self.jokers_unseen), ("flip", "hand", "rest")):
            for where_d in _placements(len(self.jokers_discard), ("flip", "rest")):
                place = dict(zip(self.jokers_unseen, where_u, strict=True))
                place.update(zip(self.jokers_discard, where_d, strict=True))
                in_hand = [j.value for j, w in place.items() if w == "hand"]
                flipped = {j for j, w in place.items() if w == "flip"}
                r = self.h - len(in_hand)
                s = self.n1 - sum(1 for j in self.jokers_unseen if place[j] == "flip")
                t = self.n2 - sum(1 for j in self.jokers_discard if place[j] == "flip")
                if min(r, s, t) < 0:
                    continue
                locked = RED_JOKER in flipped
                if edition.red_joker_lock_needs_choice:
                    locked = locked and BLACK_JOKER not in flipped
                blocked = self.black_joker_blocks and BLACK_JOKER in flipped
                self._places.append((max(in_hand, default=None), r, s, t, locked, blocked))

    def no_card_above(self, top: int) -> tuple[int, int]:
        """(locked, free): flips × hands in which every hand card has a value ≤ ``top``."""
        cached = self._cache.get(top)
        if cached is not None:
            return cached
        low = bisect_right(self.values, top)
        locked_ways = free_ways = 0
        for highest_joker, r, s, t, locked, blocked in self._places:
            if blocked:  # the opponent cannot cheat: any hand is safe
                ways = comb(self.others, r) * comb(self.others - r, s) * comb(self.others_discard, t)
            elif (highest_joker is not None and highest_joker > top) or r > low:
                continue
            else:
                ways = comb(low, r) * comb(self.others - r, s) * comb(self.others_discard, t)
            if locked:
                locked_ways += ways
            else:
                free_ways += ways
        self._cache[top] = (locked_ways, free_ways)
        return self._cache[top]


def _placements(n: int, places: tuple[str, ...]) -> list[tuple[str, ...]]:
    result: list[tuple[str, ...]] = [()]
    for _ in range(n):
        result = [(*r, p) for r in result for p in places]
    return result


class _Judge:
    """Win/tie/lose/neither and the margin class of a pair of card values (memoised)."""

    def __init__(
        self, edition: Edition, stat: int, opponent_stat: int, tn: int | None, *, resister: bool = False
    ) -> None:
        self.edition, self.stat, self.opponent_stat, self.tn = edition, stat, opponent_stat, tn
        self.resister = resister  # the player is the duel's resister: the TN is the initiator's
        self._seen: dict[tuple[int, int], tuple[int, int | None]] = {}

    def __call__(self, value: int, other_value: int) -> tuple[int, int | None]:
        """(0 win, 1 tie, 2 lose, 3 neither; the margin class when the player succeeds)."""
        pair = (value, other_value)
        seen = self._seen.get(pair)
        if seen is not None:
            return seen
        mine, their = self.stat + value, self.opponent_stat + other_value
        if self.resister:
            swapped = duels.opposed_outcome(self.edition, their, mine, frozenset(), self.tn)
            # The resister never succeeds on a tie; the margin scale is the initiator's.
            bucket = 0 if swapped.resister_success else 2 if swapped.initiator_success else 3
            self._seen[pair] = (bucket, None)
            return bucket, None
        outcome = duels.opposed_outcome(self.edition, mine, their, frozenset(), self.tn)
        if outcome.initiator_success:
            rj = value == RED_JOKER.value
            margin = margin_class(self.edition, mine, opposing=their, tn=self.tn, red_joker=rj)
            judged: tuple[int, int | None] = (1 if outcome.tie else 0, margin)
        else:
            judged = (2 if outcome.resister_success else 3, None)
        self._seen[pair] = judged
        return judged


def _opposed_counts(
    edition: Edition, judge: _Judge, own: Picks, theirs: _Opponent, best_hand: Card | None
) -> tuple[list[int], list[int]]:
    """Ways (out of ``own.total * theirs.total``) to win, tie, lose or neither, and to succeed
    with each margin class."""
    # The outcome depends on values only (14 is the Red Joker): sum the ways per pair of values
    # first, so that each of the few distinct pairs is judged once.
    mine_by_value: dict[tuple[int, int], int] = {}  # (value if locked, value if free) -> ways
    for card, ways in own.ways.items():
        free = card
        if best_hand is not None and not _black_joker_blocks(edition, card):
            free = max(card, best_hand, key=_value_rank)
        key = (card.value, free.value)
        mine_by_value[key] = mine_by_value.get(key, 0) + ways
    pairs: dict[tuple[int, int], int] = {}
    for (locked_value, free_value), ways in mine_by_value.items():
        for other_value, locks, other_ways in theirs.outcomes:
            pair = (locked_value if locks else free_value, other_value)
            pairs[pair] = pairs.get(pair, 0) + ways * other_ways
    buckets = [0, 0, 0, 0]  # win, tie, lose, neither
    margins = [0] * 4
    for (final_value, other_value), w in pairs.items():
        bucket, margin = judge(final_value, other_value)
        buckets[bucket] += w
        if margin is not None:
            margins[margin] += w
    return buckets, margins


def _opposed_chances(
    edition: Edition,
    stat: int,
    judge: _Judge,
    own: Picks,
    theirs: _Opponent,
    best_hand: Card | None,
    hidden: _HiddenHand | None,
    opponent_may_cheat: bool = True,
) -> OpposedChances:
    (win, tie, lose, neither), margins = _opposed_counts(edition, judge, own, theirs, best_hand)
    total = own.total * theirs.total
    beats = None
    if hidden is not None:
        beats = (
            _hand_beats(stat - int(judge.resister), judge.opponent_stat, own, best_hand, hidden)
            if opponent_may_cheat
            else Fraction(0)
        )
    return OpposedChances(
        Fraction(win, total),
        Fraction(tie, total),
        Fraction(lose, total),
        Fraction(neither, total),
        tuple(Fraction(m, total) for m in margins),
        beats,
    )


def _hand_beats(
    stat: int, opponent_stat: int, own: Picks, best_hand: Card | None, hidden: _HiddenHand
) -> Fraction:
    """The chance the opponent's hand holds a card that, on their stat, exceeds the player's
    final total (which, when cheating, depends on whether the opponent's flip locks it) and
    that they may cheat in; a resister's ``stat`` comes one lower, as the initiator needs only
    to reach it. The opponent cannot cheat when their flip holds the Black Joker
    (``_HiddenHand``), nor when the player's flip holds the Red Joker (M4E: chose it; seed 000:
    "Si el rival de un jugador voltea el Comodín Rojo ..., el jugador no será capaz de Burlar
    al Destino"): those cases are safe whatever the hand holds."""

    def none_above(total: int) -> tuple[int, int]:
        return hidden.no_card_above(total - opponent_stat)

    safe = 0
    for card, ways in own.ways.items():
        locking = ways if card.is_red_joker else 0
        if card.is_black_joker and not hidden.red_joker_lock_needs_choice:
            locking = own.both_jokers  # M2E/M3E: a flipped Red Joker locks, even unused
        safe += locking * hidden.total
        ways -= locking
        if not ways:
            continue
        free = card
        if best_hand is not None and not (hidden.black_joker_blocks and card.is_black_joker):
            free = max(card, best_hand, key=_value_rank)
        safe += ways * (none_above(stat + card.value)[0] + none_above(stat + free.value)[1])
    return 1 - Fraction(safe, own.total * hidden.total)


def opposed_odds(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    opponent_stat: int,
    *,
    modifier: FateModifier = NONE,
    opponent_modifier: FateModifier = NONE,
    tn: int | None = None,
    opponent_deck: Deck | None = None,
    opponent: int | None = None,
    resister: bool = False,
) -> OpposedOdds:
    """The chances of an opposed duel the player starts, each side flipping from its own deck.

    Without ``opponent_deck`` the opponent flips from a whole deck in unknown order. The player
    cheats (in the cheat column) only when the rules let them; the opponent's cheat is shown as
    the chance that their hidden hand holds a card beating the player's total.
    With ``resister`` the player is the duel's resister instead (``tn`` is the initiator's):
    ``win`` is the resister's success, ``lose`` the initiator's, no margins, and the opponent's
    hand "beats" the player's total by reaching it.
    """
    duels.validate_stat(stat, edition)
    duels.validate_stat(opponent_stat, edition)
    if tn is not None:
        duels.validate_tn(tn)
    hand = list(deck.hands.get(player, []))
    count = flip_size(edition, modifier)
    other_count = flip_size(edition, opponent_modifier)
    view = own_view(deck, player)
    if opponent_deck is None or opponent is None:
        other_view, hidden = UNKNOWN_DECK, None
    else:
        other_view = opponent_view(opponent_deck, opponent)
        hidden = _HiddenHand(edition, other_view, other_count)
    own = picks(view.parts(count), modifier, _value_rank)
    try:
        their_parts = other_view.parts(other_count)
    except DomainError as err:
        raise DomainError("odds-error-opponent-deck-exhausted", **err.args_map) from None
    theirs = _opponent_outcomes(edition, picks(their_parts, opponent_modifier, _value_rank))

    judge = _Judge(edition, stat, opponent_stat, tn, resister=resister)

    opponent_may_cheat = _cheat_allowed_at_all(edition, opponent_modifier)

    def chances(best_hand: Card | None) -> OpposedChances:
        return _opposed_chances(edition, stat, judge, own, theirs, best_hand, hidden, opponent_may_cheat)

    cheat = None
    if _cheat_allowed_at_all(edition, modifier):
        cheat = chances(_best(hand, _value_rank))
    return OpposedOdds(
        edition=edition.key,
        scale=margin_scale(edition),
        cards=count,
        opponent_cards=other_count,
        reshuffles=view.reshuffles(count),
        opponent_reshuffles=other_view.reshuffles(other_count),
        plain=chances(None),
        cheat=cheat,
        hand_size=len(hand),
        opponent_hand_size=None if hidden is None else other_view.hand_size,
    )


# -- opposed duels from one shared pile -----------------------------------------------------


def _multisets(groups: list[list[Card]], count: int) -> Iterable[tuple[tuple[Card, ...], int]]:
    """Every way to take ``count`` cards from ``groups`` (cards of one value each) up to which
    card of a group is taken: (the cards taken, how many equally likely samples give them)."""

    def walk(index: int, left: int) -> Iterable[tuple[tuple[Card, ...], int]]:
        if left == 0:
            yield (), 1
            return
        if index == len(groups):
            return
        group = groups[index]
        for taken in range(min(left, len(group)), -1, -1):
            for rest, ways in walk(index + 1, left - taken):
                yield (*group[:taken], *rest), comb(len(group), taken) * ways

    return walk(0, count)


def _by_value(cards: Iterable[Card]) -> list[list[Card]]:
    groups: dict[int, list[Card]] = {}
    for card in cards:
        groups.setdefault(VALUE_BY_ID[card.id], []).append(card)
    return [groups[v] for v in sorted(groups)]


def _without(cards: Sequence[Card], taken: Iterable[Card]) -> tuple[Card, ...]:
    gone = {c.id for c in taken}
    return tuple(c for c in cards if c.id not in gone)


def _first_flips(
    view: Unseen, count: int
) -> Iterable[tuple[tuple[Card, ...], int, Callable[[int], tuple[Part, ...]]]]:
    """The initiator's flip from the shared pile, up to suits (an opposed duel's outcome depends
    on values only): (its cards, its ways, the samples the resister's flip then takes)."""
    parts = view.parts(count)
    from_unseen = parts[0][1]
    for first, ways in _multisets(_by_value(view.cards), from_unseen):
        rest_unseen = _without(view.cards, first)
        if len(parts) == 1:
            left = view.draw_size - from_unseen
            yield first, ways, Unseen(rest_unseen, left, view.discard).parts
            continue
        # The draw pile ran out: the discard pile became the draw pile, and the flip took the
        # rest from it; the resister flips from what is left of it (its order still unknown).
        for second, more in _multisets(_by_value(view.discard), parts[1][1]):
            left_pile = _without(view.discard, second)
            yield (*first, *second), ways * more, Unseen(left_pile, len(left_pile), ()).parts


def shared_opposed_odds(
    edition: Edition,
    deck: Deck,
    player: int,
    stat: int,
    opponent_stat: int,
    *,
    modifier: FateModifier = NONE,
    opponent_modifier: FateModifier = NONE,
    tn: int | None = None,
) -> OpposedOdds:
    """An opposed duel at a table with one shared deck: both flips come from the one pile, the
    initiator's first (``duel_flow``), so the resister's flip depends on what the initiator's
    took. Counted exactly over the initiator's flip up to suits; the opponent's hand is among
    the cards the player cannot see whether or not the opponent is named, so the figures are
    the same either way and no "hand beats" chance is given (``hand_beats`` None).
    """
    duels.validate_stat(stat, edition)
    duels.validate_stat(opponent_stat, edition)
    if tn is not None:
        duels.validate_tn(tn)
    hand = list(deck.hands.get(player, []))
    count = flip_size(edition, modifier)
    other_count = flip_size(edition, opponent_modifier)
    view = own_view(deck, player)
    judge = _Judge(edition, stat, opponent_stat, tn)
    may_cheat = _cheat_allowed_at_all(edition, modifier)
    best_hand = _best(hand, _value_rank)
    columns: dict[bool, list[int]] = {False: [0] * 8, True: [0] * 8}
    total = 0
    for flipped, ways, following in _first_flips(view, count):
        try:
            their_parts = following(other_count)
        except DomainError as err:
            raise DomainError("odds-error-opponent-deck-exhausted", **err.args_map) from None
        own = picks(((flipped, len(flipped)),), modifier, _value_rank)
        theirs = _opponent_outcomes(edition, picks(their_parts, opponent_modifier, _value_rank))
        # Every resister's flip here is out of the same number of equally likely samples.
        total += ways * theirs.total
        for cheating in (False, True) if may_cheat else (False,):
            buckets, margins = _opposed_counts(edition, judge, own, theirs, best_hand if cheating else None)
            row = columns[cheating]
            for i, count_ in enumerate((*buckets, *margins)):
                row[i] += ways * count_

    def column(cheating: bool) -> OpposedChances:
        win, tie, lose, neither, *margins = (Fraction(n, total) for n in columns[cheating])
        return OpposedChances(win, tie, lose, neither, tuple(margins), None)

    return OpposedOdds(
        edition=edition.key,
        scale=margin_scale(edition),
        cards=count,
        opponent_cards=other_count,
        reshuffles=view.reshuffles(count),
        opponent_reshuffles=view.reshuffles(count + other_count),
        plain=column(False),
        cheat=column(True) if may_cheat else None,
        hand_size=len(hand),
        opponent_hand_size=None,
        shared_pile=True,
    )
