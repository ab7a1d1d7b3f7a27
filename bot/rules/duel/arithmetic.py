"""Duel arithmetic: suits and totals, outcomes, damage-flip modifiers, raises and cheating rules.

Every function here is a pure computation over cards, numbers and an ``Edition``;
``duel_flow`` strings them together into the conversation between players.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from bot.errors import DomainError
from bot.rules.common.cards import Card, Strength, Suit
from bot.rules.common.editions import DamageModel, DuelBoost, Edition, Role
from bot.rules.flip.flips import Flip
from bot.rules.flip.modifiers import MINUS, NONE, PLUS, FateModifier

STAT_MIN = 0  # M4E: "a model's stats may never be lowered below 0"
STAT_MAX = 99  # far above any real stat or TN: only typos are refused
DAMAGE_MAX = 99


class Note(Enum):
    """Decision points the sources leave open. ``note`` names the edition's reading, if it has one."""

    CHEAT_ORDER = "cheat-order"
    CHEAT_TIE = "cheat-tie-defender"
    DAMAGE_TABLE = "damage-table"
    OPPOSED_TN = "opposed-tn"
    RELENT = "relent-no-flip"
    EMPOWER_BLACK_JOKER = "empower-black-joker"
    INITIATIVE_TIE_REFLIP = "initiative-tie-reflip"
    INITIATIVE_JOKER_LOCKS = "initiative-joker-locks"
    INITIATIVE_SOULSTONE_TIE = "initiative-soulstone-tie"


def note(edition: Edition, point: Note) -> str | None:
    """The interpretation tag (e.g. ``m2e-damage-table``) if ``edition`` decides ``point`` by one."""
    tag = f"{edition.key}-{point.value}"
    return tag if tag in edition.interpretations else None


def opponent_of(role: Role) -> Role:
    return Role.RESISTER if role is Role.INITIATOR else Role.INITIATOR


# -- input checks ---------------------------------------------------------------------------


def validate_stat(stat: int, edition: Edition | None = None) -> None:
    if not STAT_MIN <= stat <= STAT_MAX:
        raise DomainError("error-duel-stat-out-of-range", value=stat, min=STAT_MIN, max=STAT_MAX)
    if edition is not None and stat < edition.stat_min:
        raise DomainError(
            "rules-error-stat-below-minimum", value=stat, min=edition.stat_min, edition=edition.key.upper()
        )


def validate_tn(tn: int) -> None:
    if not STAT_MIN <= tn <= STAT_MAX:
        raise DomainError("error-duel-tn-out-of-range", value=tn, min=STAT_MIN, max=STAT_MAX)


def validate_raise_step(step: int) -> None:
    if not 1 <= step <= STAT_MAX:
        raise DomainError("error-duel-raise-step-out-of-range", value=step, max=STAT_MAX)


def validate_damage_profile(weak: int, moderate: int, severe: int) -> None:
    for value in (weak, moderate, severe):
        if not 0 <= value <= DAMAGE_MAX:
            raise DomainError("error-damage-value-out-of-range", value=value, max=DAMAGE_MAX)


def validate_red_joker_suit(edition: Edition, suit: Suit | None) -> None:
    """M2E/M3E: the Red Joker takes a suit of its owner's choice; M4E also allows none."""
    if suit is None and not edition.red_joker_may_be_suitless:
        raise DomainError("error-red-joker-suit-required", edition=edition.key)


# -- soulstones and empower -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Boost:
    """What a side declares before flipping: soulstone + and/or suit (M2E/M3E), or empower (M4E)."""

    plus: bool = False
    suit: Suit | None = None
    empower: Card | None = None

    @property
    def is_empty(self) -> bool:
        return not self.plus and self.suit is None and self.empower is None


NO_BOOST = Boost()


@dataclass(frozen=True, slots=True)
class BoostEffect:
    modifier: FateModifier  # added to this side's flip
    suits: frozenset[Suit]  # added to this side's total
    soulstones: int  # stones spent from the crew's pool
    damage_modifier: FateModifier  # added to any damage flip this side suffers (M2E defender)


def validate_boost(edition: Edition, boost: Boost) -> None:
    """Refuse a declaration the edition does not allow (card ownership is checked by the flow)."""
    if boost.empower is not None:
        if edition.duel_boost is not DuelBoost.EMPOWER:
            raise DomainError("error-boost-empower-not-in-edition", edition=edition.key)
        if boost.plus or boost.suit is not None:
            raise DomainError("error-boost-empower-exclusive")
        if boost.empower.value > edition.empower_max_value:
            raise DomainError(
                "error-boost-empower-too-high", card=boost.empower.code, max=edition.empower_max_value
            )
        return
    if boost.is_empty:
        return
    if edition.duel_boost is DuelBoost.EMPOWER:
        raise DomainError("error-boost-soulstone-not-in-edition", edition=edition.key)
    if boost.plus and boost.suit is not None and edition.duel_boost is DuelBoost.PLUS_OR_SUIT:
        raise DomainError("error-boost-one-soulstone", edition=edition.key)


def boost_effect(edition: Edition, boost: Boost, role: Role) -> BoostEffect:
    """What a (valid) declaration does to the flip, the total, the pool and a later damage flip."""
    if boost.empower is not None:
        suits = frozenset({boost.empower.suit}) if boost.empower.suit is not None else frozenset()
        return BoostEffect(PLUS, suits, 0, NONE)
    suits = frozenset({boost.suit}) if boost.suit is not None else frozenset()
    modifier = PLUS if boost.plus else NONE
    if edition.duel_boost is DuelBoost.PLUS_AND_SUIT:
        stones = int(boost.plus) + int(boost.suit is not None)
    else:
        stones = int(not boost.is_empty)
    # M2E: the defender's + stone also puts a − on any damage flip it suffers from this attack.
    damage = (
        MINUS if boost.plus and role is Role.RESISTER and edition.defender_soulstone_minus_damage else NONE
    )
    return BoostEffect(modifier, suits, stones, damage)


# -- totals ---------------------------------------------------------------------------------


def card_suits(card: Card, red_joker_suit: Suit | None = None) -> frozenset[Suit]:
    """The suits a card adds: its printed suit, the Red Joker's chosen one, none for the Black Joker."""
    if card.is_red_joker:
        return frozenset({red_joker_suit}) if red_joker_suit is not None else frozenset()
    return frozenset({card.suit}) if card.suit is not None else frozenset()


@dataclass(frozen=True, slots=True)
class Total:
    value: int
    suits: frozenset[Suit]


def total(
    stat: int,
    card: Card,
    *,
    red_joker_suit: Suit | None = None,
    stat_suits: Iterable[Suit] = (),
    extra_suits: Iterable[Suit] = (),
) -> Total:
    """Stat + card value; suits from the card, the stat's built-in suits and soulstones/empower."""
    suits = card_suits(card, red_joker_suit) | frozenset(stat_suits) | frozenset(extra_suits)
    return Total(stat + card.value, suits)


# -- outcomes -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SimpleOutcome:
    success: bool
    margin: int  # total − TN
    missing_suits: frozenset[Suit]


def simple_outcome(value: int, suits: frozenset[Suit], tn: int, tn_suits: frozenset[Suit]) -> SimpleOutcome:
    missing = tn_suits - suits
    return SimpleOutcome(value >= tn and not missing, value - tn, missing)


@dataclass(frozen=True, slots=True)
class OpposedOutcome:
    initiator_success: bool
    resister_success: bool
    margin: int  # initiator's total − resister's total
    below_tn: bool
    missing_suits: frozenset[Suit]  # TN suits the initiator's total lacks

    @property
    def tie(self) -> bool:
        return self.margin == 0

    @property
    def winner(self) -> Role | None:
        if self.initiator_success:
            return Role.INITIATOR
        if self.resister_success:
            return Role.RESISTER
        return None


def opposed_outcome(
    edition: Edition,
    initiator: int,
    resister: int,
    initiator_suits: frozenset[Suit] = frozenset(),
    tn: int | None = None,
    tn_suits: frozenset[Suit] = frozenset(),
) -> OpposedOutcome:
    """The initiator succeeds on ≥ the resister and ≥ the TN (with its suits), in every edition.

    M2E/M3E: otherwise the defender wins. M4E: the resister succeeds only by strictly exceeding
    the initiator, so both may fail (the initiator below the TN, the resister not above it).
    """
    missing = tn_suits - initiator_suits
    below_tn = tn is not None and initiator < tn
    initiator_success = initiator >= resister and not below_tn and not missing
    if edition.resister_wins_only_by_exceeding:
        resister_success = resister > initiator
    else:
        resister_success = not initiator_success
    return OpposedOutcome(initiator_success, resister_success, initiator - resister, below_tn, missing)


# -- damage ---------------------------------------------------------------------------------


def damage_flip_modifier(margin: int) -> FateModifier:
    """M2E/M3E: how far the attacker beat the defender sets the damage flip's modifier."""
    if margin < 0:
        raise ValueError("the attacker did not succeed: there is no damage flip")
    if margin == 0:
        return FateModifier(-2)
    if margin <= 5:
        return MINUS
    if margin <= 10:
        return NONE
    return PLUS


def raises(
    edition: Edition,
    own: int,
    *,
    opposing: int | None = None,
    tn: int | None = None,
    red_joker: bool = False,
    step: int | None = None,
) -> int:
    """M4E: one raise per full ``step`` the winner exceeds the higher of the opposing total and TN.

    The Red Joker in the winner's conflict (chosen or cheated in) adds one more raise.
    """
    bars = [x for x in (opposing, tn) if x is not None]
    if not bars:
        raise ValueError("raises need an opposing total or a TN")
    base = max(0, (own - max(bars)) // (step or edition.raise_step))
    return base + (edition.red_joker_raise_bonus if red_joker else 0)


def damage_from_card(card: Card, weak: int, moderate: int, severe: int) -> int:
    """M2E/M3E damage flip: the card's strength picks the damage; Black Joker 0, Red Joker Severe+1."""
    if card.is_black_joker:
        return 0
    if card.is_red_joker:
        return severe + 1
    return {Strength.WEAK: weak, Strength.MODERATE: moderate, Strength.SEVERE: severe}[card.strength]


def uses_damage_flip(edition: Edition) -> bool:
    return edition.damage_model is DamageModel.FLIP


# -- cheating -------------------------------------------------------------------------------


class CheatBlock(Enum):
    """Why a player may not cheat fate now (also the suffix of its error key)."""

    NEGATIVE_FLIP = "negative-flip"
    BLACK_JOKER = "black-joker"
    OPPONENT_RED_JOKER = "opponent-red-joker"
    RELENTED = "relented"
    EMPTY_HAND = "empty-hand"
    ALREADY_USED = "already-used"
    NOT_ALLOWED = "not-allowed"

    @property
    def error_key(self) -> str:
        return f"error-cheat-{self.value}"


def cheat_block(
    edition: Edition,
    own: Flip,
    *,
    opponent: Flip | None = None,
    opponent_chosen: Card | None = None,
) -> CheatBlock | None:
    """The rule (if any) that stops a player cheating ``own`` flip; None means cheating is allowed.

    ``opponent`` is the other side's flip in an opposed duel and ``opponent_chosen`` the card it
    chose from that flip (before any cheat). M2E/M3E lock on the Red Joker being *flipped*;
    M4E only when the opponent *chose* it from its flip, so a cheated-in Red Joker never locks.
    """
    if edition.negative_flip_blocks_cheat and own.modifier.negative:
        return CheatBlock.NEGATIVE_FLIP
    if edition.black_joker_blocks_cheat and own.black_joker_flipped:
        return CheatBlock.BLACK_JOKER
    if opponent is not None:
        if edition.red_joker_lock_needs_choice:
            locked = opponent_chosen is not None and opponent_chosen.is_red_joker
        else:
            locked = opponent.red_joker_flipped
        if locked:
            return CheatBlock.OPPONENT_RED_JOKER
    return None


def cheat_order(edition: Edition, initiator_total: int, resister_total: int) -> tuple[Role, Role]:
    """Lower current total cheats first; on a tie the edition says who (the resister in all three)."""
    if initiator_total < resister_total:
        return (Role.INITIATOR, Role.RESISTER)
    if resister_total < initiator_total:
        return (Role.RESISTER, Role.INITIATOR)
    first = edition.tie_cheats_first
    return (first, opponent_of(first))
