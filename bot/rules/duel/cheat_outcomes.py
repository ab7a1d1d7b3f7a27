"""Cheat menus: what each hand card would give if it were cheated in now."""

from __future__ import annotations

from dataclasses import dataclass

from bot.rules.common.cards import Card, Suit
from bot.rules.common.editions import DamageModel, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST
from bot.rules.duel.state import DuelKind, DuelState
from bot.rules.flip.modifiers import FateModifier


@dataclass(frozen=True, slots=True)
class CheatOutcome:
    """What cheating one card in gives at this moment, from the cheater's side.

    ``result``: ``success``/``failure`` (simple duel); ``win``/``tie-win``/``tie-lose``/``lose``/
    ``neither`` (opposed duel, against the other side's current total; M4E: both may fail);
    ``damage`` (damage flip); ``initiative-win``/``initiative-tie``/``initiative-lose``.
    """

    total: int
    result: str
    margin: int  # total − the TN or the other side's total
    # The margin as the edition uses it when the cheater succeeds: M4E raises; M2E/M3E the
    # damage flip's modifier (an attacker only: a defender who wins deals no damage).
    raises: int | None = None
    damage_flip: FateModifier | None = None
    damage: int | None = None  # a damage flip: the damage the card deals


def duel_cheat_outcome(
    state: DuelState, role: Role, card: Card, red_joker_suit: Suit | None = None
) -> CheatOutcome:
    """The outcome if the side ``role`` of ``state`` cheated ``card`` in now (the other side as
    it stands, before any cheat it may still make)."""
    edition = state.edition
    side = state.side(role)
    assert side.stat is not None
    if state.kind is DuelKind.DAMAGE:
        assert state.damage is not None
        dealt = duels.damage_from_card(card, state.damage.weak, state.damage.moderate, state.damage.severe)
        return CheatOutcome(card.value, "damage", 0, damage=dealt)
    boost = duels.boost_effect(edition, side.boost or NO_BOOST, role)
    own = duels.total(
        side.stat, card, red_joker_suit=red_joker_suit, stat_suits=side.stat_suits, extra_suits=boost.suits
    )
    if state.kind is DuelKind.SIMPLE:
        assert state.tn is not None
        simple = duels.simple_outcome(own.value, own.suits, state.tn, state.tn_suits)
        if not simple.success:
            return CheatOutcome(own.value, "failure", simple.margin)
        if edition.damage_model is DamageModel.RAISES:
            rj = card.is_red_joker
            raises = duels.raises(edition, own.value, tn=state.tn, red_joker=rj, step=state.raise_step)
            return CheatOutcome(own.value, "success", simple.margin, raises=raises)
        # M2E/M3E: a simple duel has no damage flip (only an opposed attack does): no split.
        return CheatOutcome(own.value, "success", simple.margin)
    other = state.side(duels.opponent_of(role))
    other_card = other.final_card
    if other.relented or other_card is None or other.stat is None:
        their_value, their_suits = own.value, frozenset[Suit]()
    else:
        extra = duels.boost_effect(edition, other.boost or NO_BOOST, other.role).suits
        theirs = duels.total(
            other.stat,
            other_card,
            red_joker_suit=other.red_joker_suit,
            stat_suits=other.stat_suits,
            extra_suits=extra,
        )
        their_value, their_suits = theirs.value, theirs.suits
    if role is Role.INITIATOR:
        outcome = duels.opposed_outcome(edition, own.value, their_value, own.suits, state.tn, state.tn_suits)
        mine_wins, theirs_wins = outcome.initiator_success, outcome.resister_success
    else:
        outcome = duels.opposed_outcome(
            edition, their_value, own.value, their_suits, state.tn, state.tn_suits
        )
        mine_wins, theirs_wins = outcome.resister_success, outcome.initiator_success
    margin = own.value - their_value
    if mine_wins:
        result = "tie-win" if margin == 0 else "win"
    elif theirs_wins:
        result = "tie-lose" if margin == 0 else "lose"
    else:
        result = "neither"
    if mine_wins and edition.damage_model is DamageModel.RAISES:
        raises = duels.raises(
            edition,
            own.value,
            opposing=their_value,
            tn=state.tn,
            red_joker=card.is_red_joker,
            step=state.raise_step,
        )
        return CheatOutcome(own.value, result, margin, raises=raises)
    if mine_wins and role is Role.INITIATOR:
        resister = state.side(Role.RESISTER)
        penalty = duels.boost_effect(edition, resister.boost or NO_BOOST, Role.RESISTER).damage_modifier
        return CheatOutcome(
            own.value, result, margin, damage_flip=duels.damage_flip_modifier(margin) + penalty
        )
    return CheatOutcome(own.value, result, margin)


def initiative_cheat_outcome(total: int, other_total: int) -> CheatOutcome:
    """M3E initiative: the higher total (card and pass tokens) wins; a tie of totals is reflipped."""
    margin = total - other_total
    result = "initiative-win" if margin > 0 else "initiative-lose" if margin < 0 else "initiative-tie"
    return CheatOutcome(total, result, margin)
