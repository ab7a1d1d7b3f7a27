"""Editions as values: every per-edition rule is a field here, not an ``if`` elsewhere.

Fields marked *draft-only* or *interpretation* follow ``shared/rules``; a correction is one
change to a value below.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.errors import DomainError


class DuelBoost(Enum):
    """What a soulstone (or M4E empower) may add to a duel."""

    PLUS_AND_SUIT = "plus_and_suit"  # M2E: + and/or a suit, one stone each
    PLUS_OR_SUIT = "plus_or_suit"  # M3E: one stone, + or a suit
    EMPOWER = "empower"  # M4E: discard a card of value <= 5: + and its suit


class DamageModel(Enum):
    FLIP = "flip"  # M2E/M3E: the duel margin modifies a damage flip
    RAISES = "raises"  # M4E: fixed damage plus raises


class InitiativeProcedure(Enum):
    FLIP_SOULSTONE_REFLIP = "flip_soulstone_reflip"  # M2E
    FLIP_PASS_TOKENS = "flip_pass_tokens"  # M3E
    ATTACKER_THEN_CHOOSER = "attacker_then_chooser"  # M4E


class Role(Enum):
    INITIATOR = "initiator"  # attacker
    RESISTER = "resister"  # defender


@dataclass(frozen=True, slots=True)
class EndRule:
    """When the game ends: after a fixed turn, or by an end-check flip from a turn on."""

    last_turn: int | None = None
    check_from_turn: int | None = None
    check_base: int = 10
    check_step: int = 1

    def check_target(self, turn: int) -> int | None:
        """The value the end-check flip needs at the end of ``turn`` to continue, if any."""
        if self.check_from_turn is None or turn < self.check_from_turn:
            return None
        return self.check_base + (turn - self.check_from_turn) * self.check_step


@dataclass(frozen=True, slots=True)
class Edition:
    key: str
    hand_size: int
    max_flip_cards: int
    # cheating
    negative_flip_blocks_cheat: bool
    red_joker_lock_needs_choice: bool  # M4E: the opponent must have *chosen* the Red Joker
    black_joker_blocks_cheat: bool
    tie_cheats_first: Role
    initiative_cheat: bool
    # duels
    duel_boost: DuelBoost
    boost_declares_first: Role
    empower_max_value: int
    relent_allowed: bool
    relent_auto_success: bool  # M3E (seed 003): nobody flips, the actor succeeds with a tie
    resister_wins_only_by_exceeding: bool  # M4E: both sides may fail; M2E/M3E: defender wins otherwise
    red_joker_may_be_suitless: bool
    # damage
    damage_model: DamageModel
    raise_step: int
    red_joker_raise_bonus: int
    tie_damage_reduction: int
    defender_soulstone_minus_damage: bool
    # turn
    initiative: InitiativeProcedure
    soulstone_extra_draw: int
    end: EndRule
    strategy_vp_cap: int | None
    scheme_vp_cap: int
    schemes_vp_total_cap: int | None
    no_vp_on_turn_one: bool
    soulstone_pool_max: int | None
    scheme_pool_size: int
    # M4E: whenever a deck is shuffled the opponent may cut it.
    opponent_may_cut: bool = False
    # M3E (seed 003): a soulstone user's player may spend a stone to put − on a damage flip
    # against it (block), or to flip and reduce the damage it takes by 1/2/3 (reduction).
    soulstone_damage_block: bool = False
    soulstone_damage_reduction: bool = False
    # The lowest a duel stat may be; M2E (seed 000): every attribute but Wounds is at least 1.
    stat_min: int = 0
    # M2E (seed 001): the soulstone draw is declared in order, last turn's first player first.
    soulstone_draw_in_order: bool = False
    interpretations: tuple[str, ...] = ()

    @property
    def uses_soulstones_in_duels(self) -> bool:
        return self.duel_boost is not DuelBoost.EMPOWER


M2E = Edition(
    key="m2e",
    hand_size=6,
    max_flip_cards=4,
    negative_flip_blocks_cheat=True,
    red_joker_lock_needs_choice=False,
    black_joker_blocks_cheat=True,
    tie_cheats_first=Role.RESISTER,
    initiative_cheat=False,
    duel_boost=DuelBoost.PLUS_AND_SUIT,
    boost_declares_first=Role.RESISTER,
    empower_max_value=0,
    relent_allowed=False,
    relent_auto_success=False,
    resister_wins_only_by_exceeding=False,
    red_joker_may_be_suitless=False,
    damage_model=DamageModel.FLIP,
    raise_step=5,
    red_joker_raise_bonus=0,
    tie_damage_reduction=0,
    defender_soulstone_minus_damage=True,
    initiative=InitiativeProcedure.FLIP_SOULSTONE_REFLIP,
    soulstone_extra_draw=2,
    end=EndRule(check_from_turn=5, check_base=10, check_step=1),
    strategy_vp_cap=None,
    scheme_vp_cap=2,
    schemes_vp_total_cap=None,
    no_vp_on_turn_one=False,
    soulstone_pool_max=None,
    scheme_pool_size=5,
    stat_min=1,
    soulstone_draw_in_order=True,
    interpretations=(
        "m2e-cheat-order",
        "m2e-damage-table",
        "m2e-opposed-tn",
        "m2e-initiative-soulstone-tie",
    ),
)

M3E = Edition(
    key="m3e",
    hand_size=6,
    max_flip_cards=4,
    negative_flip_blocks_cheat=True,
    red_joker_lock_needs_choice=False,
    black_joker_blocks_cheat=True,
    tie_cheats_first=Role.RESISTER,
    initiative_cheat=True,
    duel_boost=DuelBoost.PLUS_OR_SUIT,
    boost_declares_first=Role.INITIATOR,
    empower_max_value=0,
    relent_allowed=True,
    relent_auto_success=True,
    resister_wins_only_by_exceeding=False,
    red_joker_may_be_suitless=False,
    damage_model=DamageModel.FLIP,
    raise_step=5,
    red_joker_raise_bonus=0,
    tie_damage_reduction=0,
    defender_soulstone_minus_damage=False,
    initiative=InitiativeProcedure.FLIP_PASS_TOKENS,
    soulstone_extra_draw=2,
    end=EndRule(last_turn=5),
    strategy_vp_cap=4,
    scheme_vp_cap=2,
    schemes_vp_total_cap=None,
    no_vp_on_turn_one=True,
    soulstone_pool_max=10,
    scheme_pool_size=5,
    soulstone_damage_block=True,
    soulstone_damage_reduction=True,
    interpretations=(
        "m3e-cheat-tie-defender",
        "m3e-initiative-tie-reflip",
        "m3e-initiative-joker-locks",
        "m3e-relent-no-flip",
    ),
)

M4E = Edition(
    key="m4e",
    hand_size=7,
    max_flip_cards=4,
    negative_flip_blocks_cheat=False,
    red_joker_lock_needs_choice=True,
    black_joker_blocks_cheat=True,
    tie_cheats_first=Role.RESISTER,
    initiative_cheat=False,
    duel_boost=DuelBoost.EMPOWER,
    boost_declares_first=Role.INITIATOR,
    empower_max_value=5,
    relent_allowed=True,
    relent_auto_success=False,
    resister_wins_only_by_exceeding=True,
    red_joker_may_be_suitless=True,
    damage_model=DamageModel.RAISES,
    raise_step=5,
    red_joker_raise_bonus=1,
    tie_damage_reduction=1,
    defender_soulstone_minus_damage=False,
    initiative=InitiativeProcedure.ATTACKER_THEN_CHOOSER,
    soulstone_extra_draw=0,
    end=EndRule(last_turn=4),
    strategy_vp_cap=5,
    scheme_vp_cap=2,
    schemes_vp_total_cap=6,
    no_vp_on_turn_one=False,
    soulstone_pool_max=6,
    scheme_pool_size=3,
    opponent_may_cut=True,
    interpretations=("m4e-empower-black-joker",),
)

EDITIONS: dict[str, Edition] = {e.key: e for e in (M2E, M3E, M4E)}
DEFAULT_EDITION = M4E


def edition(key: str) -> Edition:
    try:
        return EDITIONS[key.strip().lower()]
    except KeyError:
        raise DomainError("error-edition-unknown", value=key, known=", ".join(EDITIONS)) from None
