"""Encounter generation: attacker and defender, strategy, deployment and the scheme pool.

The procedure (``shared/rules/malifaux.md`` "Encounter generation", ``m4e.md`` "Encounter
setup", seed 003 "A játék előkészítése"):

1. Scenario flip. Each side flips one card (side FIRST, then side SECOND; each from its own
   deck, or both from one deck when there is no opponent). A joker is reflipped by the side
   that flipped it (seed 003: "az egyenlő lapokat és a Jokert újrahúzzuk"), except that in a
   season with joker strategies (M4E Gaining Grounds One) a Red Joker stands: it is the highest
   card, so its side attacks and chooses one of the suitless strategies. A Black Joker is always
   reflipped: it would make its side the defender, and the deployment needs a suit. Equal
   values are reflipped by both sides. Higher value = attacker, lower = defender.
2. The attacker's suit picks the strategy; the defender's suit picks the deployment.
3. Scheme pool.
   - M2E/M3E: the attacker flips one card at a time until the pool holds ``pool_size`` (5)
     different card values; jokers and values already in the pool are reflipped. Each value
     picks its scheme.
   - M4E: the season's scheme cards, sorted by name, are shuffled with the injected
     ``random.Random`` (``rng.shuffle``); the first ``pool_size`` (3) are the pool, each
     listed with its next available schemes.
4. Every card flipped goes into play and, at the end, to its deck's discard pile (the deck
   stays complete). M4E then reshuffles the decks to a full 54 (``m4e.md`` step 4): the result
   says so in ``reshuffle_after_setup`` and ``reshuffle_after_setup_step`` does it.

Every flip is recorded in order with what happened to it, so a reply can show all of them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Literal

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.encounter.seasons import Placement, Season, TurnFlipTable


class Side(Enum):
    """The two sides of an encounter: FIRST is whoever asked, SECOND the opponent."""

    FIRST = "first"
    SECOND = "second"

    @property
    def other(self) -> Side:
        return Side.SECOND if self is Side.FIRST else Side.FIRST


class FlipPurpose(Enum):
    SCENARIO = "scenario"  # who attacks; strategy and deployment
    SCHEME = "scheme"  # M2E/M3E scheme pool
    TURN = "turn"  # a strategy's per-turn flip (Corrupted Idols)


class FlipOutcome(Enum):
    USED = "used"
    JOKER_REFLIPPED = "joker-reflipped"
    TIE_REFLIPPED = "tie-reflipped"
    DUPLICATE_REFLIPPED = "duplicate-reflipped"


@dataclass(frozen=True, slots=True)
class FlipRecord:
    """One card flipped during setup, and what became of it."""

    purpose: FlipPurpose
    side: Side
    card: Card
    outcome: FlipOutcome
    reshuffled: bool = False  # the discard pile was shuffled into the draw pile first

    @property
    def token(self) -> str:
        """A compact canonical form, e.g. ``scenario:first:7R:tie-reflipped``."""
        return f"{self.purpose.value}:{self.side.value}:{self.card.code}:{self.outcome.value}"


@dataclass(frozen=True, slots=True)
class SchemePick:
    name: str
    value: int | None  # the card value that picked it (M2E/M3E); None for M4E scheme cards
    next_available: tuple[str, ...]  # M4E; empty for M2E/M3E


@dataclass(frozen=True, slots=True)
class Encounter:
    season_id: str
    edition: str
    flips: tuple[FlipRecord, ...]  # every card, in flip order
    attacker: Side
    attacker_card: Card
    defender_card: Card
    strategy: str | None  # None while the attacker still has to choose from strategy_choices
    strategy_choices: tuple[str, ...]  # open choice (a Red Joker decided); empty otherwise
    strategy_confidence: str
    deployment: str
    deployment_confidence: str
    schemes: tuple[SchemePick, ...]
    schemes_confidence: str
    next_available_confidence: str | None
    reshuffle_after_setup: bool
    single_deck: bool

    @property
    def defender(self) -> Side:
        return self.attacker.other

    @property
    def strategy_is_open(self) -> bool:
        return self.strategy is None

    @property
    def scheme_names(self) -> tuple[str, ...]:
        return tuple(pick.name for pick in self.schemes)

    @property
    def unverified(self) -> frozenset[str]:
        """Parts of this result decided by an inferred mapping: show "unverified" beside them."""
        parts = {
            "strategy": self.strategy_confidence,
            "deployment": self.deployment_confidence,
            "schemes": self.schemes_confidence,
            "next_available": self.next_available_confidence,
        }
        return frozenset(part for part, level in parts.items() if level == "inferred")

    def flips_for(self, purpose: FlipPurpose) -> tuple[FlipRecord, ...]:
        return tuple(record for record in self.flips if record.purpose is purpose)

    def choose_strategy(self, name: str) -> Encounter:
        """The attacker's choice among ``strategy_choices`` (case-insensitive)."""
        if self.strategy is not None:
            raise DomainError("encounter-error-strategy-decided", strategy=self.strategy)
        wanted = name.strip().casefold()
        for choice in self.strategy_choices:
            if choice.casefold() == wanted:
                return replace(self, strategy=choice, strategy_choices=())
        raise DomainError(
            "encounter-error-strategy-not-offered", value=name, choices=", ".join(self.strategy_choices)
        )


def check_season_edition(season: Season, edition_key: str) -> None:
    """A season only runs with its own edition's procedure."""
    if season.edition != edition_key.strip().lower():
        raise DomainError(
            "encounter-error-season-edition",
            season=season.name,
            season_edition=season.edition,
            edition=edition_key,
        )


# -- the flip log ------------------------------------------------------------------------


class _FlipLog:
    """Flips cards from the sides' decks into play and records each one."""

    def __init__(self, decks: dict[Side, Deck], rng: random.Random) -> None:
        self._decks = decks
        self._rng = rng
        self._purposes: list[FlipPurpose] = []
        self._sides: list[Side] = []
        self.cards: list[Card] = []
        self._outcomes: list[FlipOutcome] = []
        self._reshuffled: list[bool] = []

    def flip(self, purpose: FlipPurpose, side: Side) -> int:
        drawn = self._decks[side].flip(1, self._rng)
        self._purposes.append(purpose)
        self._sides.append(side)
        self.cards.append(drawn.cards[0])
        self._outcomes.append(FlipOutcome.USED)
        self._reshuffled.append(drawn.reshuffled)
        return len(self.cards) - 1

    def mark(self, index: int, outcome: FlipOutcome) -> None:
        self._outcomes[index] = outcome

    def discard_all(self) -> None:
        """Every flipped card leaves play for its own deck's discard pile, in flip order."""
        for side, card in zip(self._sides, self.cards, strict=True):
            self._decks[side].discard_from_play([card])

    def records(self) -> tuple[FlipRecord, ...]:
        return tuple(
            FlipRecord(purpose, side, card, outcome, reshuffled)
            for purpose, side, card, outcome, reshuffled in zip(
                self._purposes, self._sides, self.cards, self._outcomes, self._reshuffled, strict=True
            )
        )


def _scenario_flip(season: Season, log: _FlipLog) -> tuple[Side, Card, Card]:
    red_joker_stands = bool(season.strategies.jokers)
    current: dict[Side, int | None] = {Side.FIRST: None, Side.SECOND: None}
    while True:
        for side in (Side.FIRST, Side.SECOND):
            while current[side] is None:
                index = log.flip(FlipPurpose.SCENARIO, side)
                card = log.cards[index]
                if card.is_joker and not (red_joker_stands and card.is_red_joker):
                    log.mark(index, FlipOutcome.JOKER_REFLIPPED)
                    continue
                current[side] = index
        first, second = current[Side.FIRST], current[Side.SECOND]
        assert first is not None and second is not None
        if log.cards[first].value == log.cards[second].value:
            log.mark(first, FlipOutcome.TIE_REFLIPPED)
            log.mark(second, FlipOutcome.TIE_REFLIPPED)
            current = {Side.FIRST: None, Side.SECOND: None}
            continue
        if log.cards[first].value > log.cards[second].value:
            return Side.FIRST, log.cards[first], log.cards[second]
        return Side.SECOND, log.cards[second], log.cards[first]


def _schemes_by_value(season: Season, log: _FlipLog, attacker: Side) -> tuple[SchemePick, ...]:
    picks: list[SchemePick] = []
    values: set[int] = set()
    while len(picks) < season.pool_size:
        index = log.flip(FlipPurpose.SCHEME, attacker)
        card = log.cards[index]
        if card.is_joker:
            log.mark(index, FlipOutcome.JOKER_REFLIPPED)
        elif card.value in values:
            log.mark(index, FlipOutcome.DUPLICATE_REFLIPPED)
        else:
            values.add(card.value)
            picks.append(SchemePick(season.scheme_for_value(card.value), card.value, ()))
    return tuple(picks)


def _schemes_from_cards(season: Season, rng: random.Random) -> tuple[SchemePick, ...]:
    cards = sorted(season.scheme_cards)
    rng.shuffle(cards)
    return tuple(SchemePick(name, None, season.scheme_cards[name]) for name in cards[: season.pool_size])


def generate_encounter(
    season: Season, rng: random.Random, first: Deck, second: Deck | None = None
) -> Encounter:
    """Run the season's encounter procedure with the sides' decks (``second=None``: one deck).

    Cards flipped go into play and then to their deck's discard pile; nothing else in the decks
    (hands, other cards in play) is touched. ``rng`` reshuffles a discard pile if a draw pile
    runs out and, for M4E, shuffles the scheme cards.
    """
    decks = {Side.FIRST: first, Side.SECOND: second if second is not None else first}
    log = _FlipLog(decks, rng)
    attacker, attacker_card, defender_card = _scenario_flip(season, log)

    attacker_suit, defender_suit = attacker_card.suit, defender_card.suit
    assert defender_suit is not None  # the scenario flip never leaves a joker to the defender
    if attacker_suit is None:
        choices = season.strategies.jokers
        strategy, strategy_choices = (choices[0], ()) if len(choices) == 1 else (None, choices)
    else:
        strategy, strategy_choices = season.strategy_for(attacker_suit), ()

    if season.schemes_by_value:
        schemes = _schemes_by_value(season, log, attacker)
    else:
        schemes = _schemes_from_cards(season, rng)
    flips = log.records()
    log.discard_all()

    return Encounter(
        season_id=season.id,
        edition=season.edition,
        flips=flips,
        attacker=attacker,
        attacker_card=attacker_card,
        defender_card=defender_card,
        strategy=strategy,
        strategy_choices=strategy_choices,
        strategy_confidence=season.confidence.strategies,
        deployment=season.deployment_for(defender_suit),
        deployment_confidence=season.confidence.deployments,
        schemes=schemes,
        schemes_confidence=season.confidence.schemes,
        next_available_confidence=season.confidence.next_available,
        reshuffle_after_setup=RESHUFFLE_AFTER_SETUP[season.edition],
        single_deck=second is None,
    )


# M4E step 4: decks are reshuffled to a full 54 after setup. M2E/M3E keep the setup cards on
# the discard pile; seed 003 has both players shuffle their decks at the start of the game
# ("Játék kezdete"), which belongs to starting the game, not to encounter setup.
RESHUFFLE_AFTER_SETUP: dict[str, bool] = {"m2e": False, "m3e": False, "m4e": True}


def reshuffle_after_setup_step(deck: Deck, rng: random.Random) -> None:
    """The post-setup reshuffle: discard pile and draw pile shuffled together.

    Hands and cards of other open flips are left alone; with none (the usual case before a
    game) the draw pile holds all 54 cards afterwards.
    """
    deck.shuffle_discard_into_deck(rng)


def derive_encounter(season: Season, rng: random.Random) -> Encounter:
    """An encounter that depends only on ``rng`` (league draws).

    Side FIRST's deck is ``Deck.fresh(rng)`` (card ids 0..53 shuffled with ``rng.shuffle``,
    top = last), then side SECOND's the same way, then ``generate_encounter`` runs with them.
    """
    first = Deck.fresh(rng)
    second = Deck.fresh(rng)
    return generate_encounter(season, rng, first, second)


# -- per-turn strategy flips (M3E GG0 Corrupted Idols) -----------------------------------


@dataclass(frozen=True, slots=True)
class TurnFlip:
    strategy: str
    flips: tuple[FlipRecord, ...]  # cards flipped for it (none when the initiative card decided)
    card: Card  # the card whose suit decided the placement
    placement: Placement


def turn_flip(
    season: Season, strategy: str, deck: Deck, rng: random.Random, *, initiative_card: Card | None = None
) -> TurnFlip:
    """The per-turn marker placement by the suit of the initiative player's card.

    Seed 003: "az Initiative Flip után, a kezdeményező játékos által húzott szín alapján" (after
    the initiative flip, by the suit the initiative player drew): ``initiative_card`` is that
    card when there is one; a joker (or no card) means "húzz egy új lapot" (flip a new card),
    and jokers flipped then are flipped again.
    """
    return turn_flip_by_table(
        season.turn_flip_table(strategy), strategy, deck, rng, initiative_card=initiative_card
    )


def turn_flip_by_table(
    table: TurnFlipTable,
    strategy: str,
    deck: Deck,
    rng: random.Random,
    *,
    initiative_card: Card | None = None,
) -> TurnFlip:
    """``turn_flip`` with the strategy's placement table already at hand."""
    if initiative_card is not None and initiative_card.suit is not None and not initiative_card.is_joker:
        return TurnFlip(strategy, (), initiative_card, table.for_suit(initiative_card.suit))
    log = _FlipLog({Side.FIRST: deck, Side.SECOND: deck}, rng)
    while True:
        index = log.flip(FlipPurpose.TURN, Side.FIRST)
        card = log.cards[index]
        if card.suit is None:
            log.mark(index, FlipOutcome.JOKER_REFLIPPED)
            continue
        flips = log.records()
        log.discard_all()
        return TurnFlip(strategy, flips, card, table.for_suit(card.suit))


Edge = Literal["left", "right"]
# A place on the centre line as seen by the player who started the game (left = their left).
MarkerSpot = Literal["centre", "left-8", "right-8", "left-edge", "right-edge"]


def marker_spot(placement: Placement, *, seen_by_first: bool, edge: Edge | None = None) -> MarkerSpot:
    """Where ``placement`` puts the marker, seen from the game's first player.

    Left and right are the initiative player's (seed 003: "a kezdeményező játékosnak balról
    8”-re"); the players face each other, so the other player's left is the first player's
    right. ``edge`` is the initiative player's choice for ``edge-choice``.
    """
    if placement == "centre":
        return "centre"
    if placement == "edge-choice":
        if edge is None:  # the play layer asks the initiative player first
            raise ValueError("edge-choice needs the initiative player's edge")
        side: Edge = edge
    else:
        side = "left" if placement == "left-8" else "right"
    if not seen_by_first:
        side = "right" if side == "left" else "left"
    if placement == "edge-choice":
        return "left-edge" if side == "left" else "right-edge"
    return "left-8" if side == "left" else "right-8"


MarkerRepeat = Literal["place", "base-contact", "no-marker"]


def marker_repeat(previous: Sequence[MarkerSpot], spot: MarkerSpot) -> MarkerRepeat:
    """Seed 003: a marker that would go to the same place a second time in a row appears in
    base contact with the previous one; a third time in a row, no marker appears that turn.

    Places are compared as spots on the table (``marker_spot``: the chosen edge, and left/right
    seen from one side), not as suits or placement names.
    """
    streak = 0
    for earlier in reversed(previous):
        if earlier != spot:
            break
        streak += 1
    if streak == 0:
        return "place"
    if streak == 1:
        return "base-contact"
    return "no-marker"
