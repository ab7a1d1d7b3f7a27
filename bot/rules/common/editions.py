"""Editions as values: every per-edition rule is a field here, not an ``if`` elsewhere.

Fields marked *draft-only* or *interpretation* follow ``shared/rules``; a correction is one
change to a value below.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

from bot.errors import DomainError
from bot.rules.common.documents import stored_as


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

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """Stored documents name an edition by its key; its rules are this code's, not the document's."""
        return stored_as(core_schema.str_schema(), lambda ed: ed.key, edition)


def _edition(column: int) -> Edition:
    """The edition in ``column`` of the table: 0 for M2E, 1 for M3E, 2 for M4E.

    One rule a line, its value in each edition side by side as (M2E, M3E, M4E).
    """
    return Edition(
        key=("m2e", "m3e", "m4e")[column],
        hand_size=(6, 6, 7)[column],
        max_flip_cards=(4, 4, 4)[column],
        negative_flip_blocks_cheat=(True, True, False)[column],
        red_joker_lock_needs_choice=(False, False, True)[column],
        black_joker_blocks_cheat=(True, True, True)[column],
        tie_cheats_first=(Role.RESISTER, Role.RESISTER, Role.RESISTER)[column],
        initiative_cheat=(False, True, False)[column],
        duel_boost=(DuelBoost.PLUS_AND_SUIT, DuelBoost.PLUS_OR_SUIT, DuelBoost.EMPOWER)[column],
        boost_declares_first=(Role.RESISTER, Role.INITIATOR, Role.INITIATOR)[column],
        empower_max_value=(0, 0, 5)[column],
        relent_allowed=(False, True, True)[column],
        relent_auto_success=(False, True, False)[column],
        resister_wins_only_by_exceeding=(False, False, True)[column],
        red_joker_may_be_suitless=(False, False, True)[column],
        damage_model=(DamageModel.FLIP, DamageModel.FLIP, DamageModel.RAISES)[column],
        raise_step=(5, 5, 5)[column],
        red_joker_raise_bonus=(0, 0, 1)[column],
        tie_damage_reduction=(0, 0, 1)[column],
        defender_soulstone_minus_damage=(True, False, False)[column],
        initiative=(
            InitiativeProcedure.FLIP_SOULSTONE_REFLIP,
            InitiativeProcedure.FLIP_PASS_TOKENS,
            InitiativeProcedure.ATTACKER_THEN_CHOOSER,
        )[column],
        soulstone_extra_draw=(2, 2, 0)[column],
        end=(
            EndRule(check_from_turn=5, check_base=10, check_step=1),
            EndRule(last_turn=5),
            EndRule(last_turn=4),
        )[column],
        strategy_vp_cap=(None, 4, 5)[column],
        scheme_vp_cap=(2, 2, 2)[column],
        schemes_vp_total_cap=(None, None, 6)[column],
        no_vp_on_turn_one=(False, True, False)[column],
        soulstone_pool_max=(None, 10, 6)[column],
        scheme_pool_size=(5, 5, 3)[column],
        opponent_may_cut=(False, False, True)[column],
        soulstone_damage_block=(False, True, False)[column],
        soulstone_damage_reduction=(False, True, False)[column],
        stat_min=(1, 0, 0)[column],
        soulstone_draw_in_order=(True, False, False)[column],
        interpretations=(
            ("m2e-cheat-order", "m2e-damage-table", "m2e-opposed-tn", "m2e-initiative-soulstone-tie"),
            (
                "m3e-cheat-tie-defender",
                "m3e-initiative-tie-reflip",
                "m3e-initiative-joker-locks",
                "m3e-relent-no-flip",
            ),
            ("m4e-empower-black-joker",),
        )[column],
    )


M2E = _edition(0)
M3E = _edition(1)
M4E = _edition(2)

EDITIONS: dict[str, Edition] = {e.key: e for e in (M2E, M3E, M4E)}
DEFAULT_EDITION = M4E


def edition(key: str) -> Edition:
    try:
        return EDITIONS[key.strip().lower()]
    except KeyError:
        raise DomainError("error-edition-unknown", value=key, known=", ".join(EDITIONS)) from None
