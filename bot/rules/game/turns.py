"""The turn around the duels: draw phase, end-of-turn reshuffle, end of game, VP and soulstones.

Per-edition numbers come from ``Edition``: hand size, the soulstone extra draw (M2E/M3E), the
end rule (M2E end-check flip from turn 5; M3E after turn 5; M4E after turn 4), VP caps and the
starting soulstone pool cap.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import Edition
from bot.rules.common.hands import require_within_hand_size


@dataclass(frozen=True, slots=True)
class DrawResult:
    drawn: tuple[Card, ...]
    reshuffled: bool
    soulstone_used: bool
    must_discard: int  # cards the player must now discard to get back to the hand size


def draw_phase(
    edition: Edition, deck: Deck, player: int, rng: random.Random, *, soulstone: bool = False
) -> DrawResult:
    """Fill the hand up to the hand size; with ``soulstone`` (M2E/M3E) draw the extra cards too.

    Nobody ends the draw phase above the hand size: ``must_discard`` says how many cards the
    player must then discard (``discard_down``).
    """
    if soulstone and edition.soulstone_extra_draw <= 0:
        raise DomainError("error-draw-soulstone-not-in-edition", edition=edition.key)
    if soulstone:
        require_within_hand_size(edition, deck, player)  # nothing draws over the hand size
    hand = deck.hand(player)
    count = max(0, edition.hand_size - len(hand)) + (edition.soulstone_extra_draw if soulstone else 0)
    drawn = deck.draw_to_hand(player, count, rng)
    return DrawResult(drawn.cards, drawn.reshuffled, soulstone, excess_cards(edition, deck, player))


def excess_cards(edition: Edition, deck: Deck, player: int) -> int:
    return max(0, len(deck.hand(player)) - edition.hand_size)


def discard_down(edition: Edition, deck: Deck, player: int, cards: Iterable[Card]) -> None:
    """Discard exactly the cards that bring the hand back to the edition's hand size."""
    chosen = list(cards)
    excess = excess_cards(edition, deck, player)
    if len(chosen) != excess:
        raise DomainError(
            "error-draw-discard-count", needed=excess, given=len(chosen), size=edition.hand_size
        )
    deck.discard_from_hand(player, chosen)


def end_of_turn_reshuffle(deck: Deck, rng: random.Random) -> None:
    """Discard pile shuffled back into the deck; hands are set aside and keep their cards."""
    deck.shuffle_discard_into_deck(rng)


# -- end of game ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EndOfTurn:
    turn: int
    game_over: bool
    card: Card | None = None  # the M2E end-check flip, if one was made
    target: int | None = None  # what that flip needed to go on
    reshuffled: bool = False


def end_check_target(edition: Edition, turn: int) -> int | None:
    """M2E: the card value needed at the end of ``turn`` to play another turn (from turn 5)."""
    return edition.end.check_target(turn)


def game_continues(edition: Edition, turn: int, card: Card | None = None) -> bool:
    """Pure form of the end rule: does the game go on after ``turn`` (given the check flip)?"""
    rule = edition.end
    if rule.last_turn is not None and turn >= rule.last_turn:
        return False
    target = end_check_target(edition, turn)
    if target is None:
        return True
    if card is None:
        raise ValueError("an end-check flip is needed from this turn on")
    return card.value >= target


def end_of_turn(edition: Edition, turn: int, deck: Deck, rng: random.Random) -> EndOfTurn:
    """Decide whether the game ends after ``turn``; flips the end-check card from ``deck`` if needed.

    ``deck`` is the first player's (M2E: "the first player flips"). The card is discarded at once:
    it cannot be cheated. Black Joker (0) always ends; Red Joker (14) goes on while 14 suffices.
    """
    if turn < 1:
        raise DomainError("error-game-turn", value=turn)
    target = end_check_target(edition, turn)
    if target is None or (edition.end.last_turn is not None and turn >= edition.end.last_turn):
        return EndOfTurn(turn, not game_continues(edition, turn))
    drawn = deck.flip(1, rng)
    card = drawn.cards[0]
    deck.discard_from_play([card])
    return EndOfTurn(turn, not game_continues(edition, turn, card), card, target, drawn.reshuffled)


# -- victory points -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    strategy: int = 0
    schemes: tuple[tuple[str, int], ...] = ()  # (scheme, VP) in the order first scored

    def scheme(self, name: str) -> int:
        return dict(self.schemes).get(name, 0)

    @property
    def scheme_total(self) -> int:
        return sum(vp for _, vp in self.schemes)

    @property
    def total(self) -> int:
        return self.strategy + self.scheme_total


def _check_turn_one(edition: Edition, turn: int, points: int) -> None:
    if points > 0 and turn == 1 and edition.no_vp_on_turn_one:
        raise DomainError("error-vp-turn-one", edition=edition.key)


def add_strategy_vp(edition: Edition, score: Score, turn: int, points: int) -> Score:
    """Add (or, negative, correct) strategy VP within the edition's cap."""
    _check_turn_one(edition, turn, points)
    new = score.strategy + points
    if new < 0:
        raise DomainError("error-vp-negative", current=score.strategy)
    cap = edition.strategy_vp_cap
    if cap is not None and new > cap:
        raise DomainError("error-vp-strategy-cap", cap=cap, current=score.strategy, edition=edition.key)
    return replace(score, strategy=new)


def add_scheme_vp(edition: Edition, score: Score, turn: int, scheme: str, points: int) -> Score:
    """Add (or correct) VP for one scheme within the per-scheme and all-schemes caps."""
    name = scheme.strip()
    if not name:
        raise DomainError("error-vp-scheme-name")
    _check_turn_one(edition, turn, points)
    current = score.scheme(name)
    new = current + points
    if new < 0:
        raise DomainError("error-vp-negative", current=current)
    if new > edition.scheme_vp_cap:
        raise DomainError("error-vp-scheme-cap", cap=edition.scheme_vp_cap, current=current, scheme=name)
    total_cap = edition.schemes_vp_total_cap
    if total_cap is not None and score.scheme_total + points > total_cap:
        raise DomainError("error-vp-schemes-total-cap", cap=total_cap, current=score.scheme_total)
    names = [n for n, _ in score.schemes]
    schemes = dict(score.schemes)
    schemes[name] = new
    if name not in names:
        names.append(name)
    return replace(score, schemes=tuple((n, schemes[n]) for n in names))


# -- soulstones -----------------------------------------------------------------------------


def starting_soulstones(edition: Edition, unspent_points: int) -> int:
    """The starting pool: unspent hiring points, capped by the edition (M3E 10, M4E 6)."""
    if unspent_points < 0:
        raise DomainError("error-soulstones-negative", value=unspent_points)
    cap = edition.soulstone_pool_max
    return unspent_points if cap is None else min(unspent_points, cap)


def spend_soulstones(pool: int, count: int) -> int:
    """The pool after spending ``count`` stones."""
    if count < 0:
        raise DomainError("error-soulstones-negative", value=count)
    if count > pool:
        raise DomainError("error-soulstones-not-enough", needed=count, pool=pool)
    return pool - count


# -- pass tokens (M3E) ------------------------------------------------------------------------

MAX_MODELS = 99  # far above any crew: only typos are refused


def pass_tokens_for(models: tuple[int, int]) -> tuple[int, int]:
    """Seed 003: the player with fewer models than the opponent gets the difference in pass tokens.

    ``models`` are the two crews' model counts; the result is each player's pass tokens, in the
    same order (the larger crew gets none; equal crews, none).
    """
    for count in models:
        if not 0 <= count <= MAX_MODELS:
            raise DomainError("rules-error-model-count", value=count, max=MAX_MODELS)
    a, b = models
    return (b - a, 0) if a < b else (0, a - b)
