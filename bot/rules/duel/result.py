"""The outcome of a finished duel: each side's total, who succeeded, by how much, and the damage."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.rules.common.cards import BLACK_JOKER, Card, Strength, Suit
from bot.rules.common.editions import DamageModel, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost, CheatBlock, Note
from bot.rules.duel.state import DuelKind, DuelState, Phase, Side
from bot.rules.flip.flips import FlipReason
from bot.rules.flip.modifiers import FateModifier


@dataclass(frozen=True, slots=True)
class SideResult:
    role: Role
    player: int
    stat: int | None
    modifier: FateModifier  # of the flip, soulstone/empower included
    boost: Boost
    soulstones: int
    relented: bool
    flipped: tuple[Card, ...]
    flip_reason: FlipReason | None
    reshuffled: bool
    chosen: Card | None
    cheated: Card | None
    final: Card | None
    red_joker_suit: Suit | None
    total: int | None
    suits: frozenset[Suit]
    cheat_block: CheatBlock | None


@dataclass(frozen=True, slots=True)
class DuelResult:
    kind: DuelKind
    edition: str
    sides: tuple[SideResult, ...]
    tn: int | None
    tn_suits: frozenset[Suit]
    success: bool  # simple/damage: the flipper's; opposed: the initiator's
    winner: Role | None  # opposed only; None when both fail (M4E)
    margin: int | None  # simple: total − TN; opposed: initiator − resister
    tie: bool
    missing_suits: frozenset[Suit]
    damage_modifier: FateModifier | None  # M2E/M3E opposed: the damage flip's modifier
    raises: int | None  # M4E: the winner's raises
    tie_damage_reduction: int  # M4E exact tie: damage the resister ignores
    damage: int | None  # damage flip: the damage dealt
    damage_strength: Strength | None
    interpretations: tuple[str, ...]

    def side(self, role: Role) -> SideResult:
        return next(s for s in self.sides if s.role is role)


# -- the result -----------------------------------------------------------------------------


def result(state: DuelState) -> DuelResult:
    """The outcome of a finished duel."""
    if state.phase is not Phase.DONE:
        raise DomainError("error-duel-not-finished")
    edition = state.edition
    notes: list[Note] = []
    totals = {s.role: _total(state, s) for s in state.sides if s.final_card is not None}
    if state.kind is DuelKind.DAMAGE:
        outcome = _damage_outcome(state)
    elif state.kind is DuelKind.SIMPLE:
        outcome = _simple_outcome(state, totals)
    else:
        outcome = _opposed_outcome(state, totals, notes)
    if any(s.boost is not None and s.boost.empower == BLACK_JOKER for s in state.sides):
        notes.append(Note.EMPOWER_BLACK_JOKER)
    interpretations = tuple(t for t in (duels.note(edition, n) for n in notes) if t is not None)
    return DuelResult(
        kind=state.kind,
        edition=edition.key,
        sides=tuple(_side_result(state, s, totals) for s in state.sides),
        tn=state.tn,
        tn_suits=state.tn_suits,
        success=outcome.success,
        winner=outcome.winner,
        margin=outcome.margin,
        tie=outcome.tie,
        missing_suits=outcome.missing,
        damage_modifier=outcome.damage_modifier,
        raises=outcome.raises,
        tie_damage_reduction=outcome.reduction,
        damage=outcome.damage,
        damage_strength=outcome.strength,
        interpretations=interpretations,
    )


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What a duel of one kind decided, before the result names its sides."""

    success: bool
    margin: int | None
    tie: bool
    winner: Role | None = None
    missing: frozenset[Suit] = frozenset()
    damage_modifier: FateModifier | None = None
    raises: int | None = None
    reduction: int = 0
    damage: int | None = None
    strength: Strength | None = None


def _damage_outcome(state: DuelState) -> _Outcome:
    """A damage flip: the damage the initiator's card deals."""
    initiator = state.side(Role.INITIATOR)
    assert state.damage is not None and initiator.final_card is not None
    card = initiator.final_card
    damage = duels.damage_from_card(card, state.damage.weak, state.damage.moderate, state.damage.severe)
    return _Outcome(success=True, margin=None, tie=False, damage=damage, strength=card.strength)


def _simple_outcome(state: DuelState, totals: Mapping[Role, duels.Total]) -> _Outcome:
    """A simple duel: the initiator's total against the TN (and its raises, in M4E)."""
    assert state.tn is not None
    own = totals[Role.INITIATOR]
    simple = duels.simple_outcome(own.value, own.suits, state.tn, state.tn_suits)
    raises = None
    if state.edition.damage_model is DamageModel.RAISES and simple.success:
        raises = _raises(state, state.side(Role.INITIATOR), own.value, None)
    return _Outcome(
        success=simple.success,
        margin=simple.margin,
        tie=simple.margin == 0,
        missing=simple.missing_suits,
        raises=raises,
    )


def _opposed_outcome(state: DuelState, totals: Mapping[Role, duels.Total], notes: list[Note]) -> _Outcome:
    """An opposed duel: who won and by how much, its raises or its damage flip's modifier, and the
    notes it calls for (appended to ``notes``)."""
    edition = state.edition
    resister = state.side(Role.RESISTER)
    if state.tn is not None:
        notes.append(Note.OPPOSED_TN)
    if resister.relented and edition.relent_auto_success:
        notes.append(Note.RELENT)
        outcome = _Outcome(success=True, winner=Role.INITIATOR, margin=0, tie=True)
    else:
        outcome = _contested(state, totals)
    if len(state.cheat_order) == 2:
        notes.append(Note.CHEAT_ORDER)
        if state.cheat_tie:
            notes.append(Note.CHEAT_TIE)
    if edition.damage_model is DamageModel.FLIP and outcome.success:
        assert outcome.margin is not None
        resister_boost = duels.boost_effect(edition, resister.boost or NO_BOOST, Role.RESISTER)
        modifier = duels.damage_flip_modifier(outcome.margin) + resister_boost.damage_modifier
        notes.append(Note.DAMAGE_TABLE)
        return replace(outcome, damage_modifier=modifier)
    return outcome


def _contested(state: DuelState, totals: Mapping[Role, duels.Total]) -> _Outcome:
    """An opposed duel both sides flipped for (a relenting resister's total is the initiator's)."""
    edition = state.edition
    initiator, resister = state.side(Role.INITIATOR), state.side(Role.RESISTER)
    own = totals[Role.INITIATOR]
    theirs = own if resister.relented else totals[Role.RESISTER]
    outcome = duels.opposed_outcome(edition, own.value, theirs.value, own.suits, state.tn, state.tn_suits)
    raises = None
    if edition.damage_model is DamageModel.RAISES and outcome.winner is Role.INITIATOR:
        raises = _raises(state, initiator, own.value, theirs.value)
    elif edition.damage_model is DamageModel.RAISES and outcome.winner is Role.RESISTER:
        raises = _raises(state, resister, theirs.value, own.value)
    success, tie = outcome.initiator_success, outcome.tie
    return _Outcome(
        success=success,
        winner=outcome.winner,
        margin=outcome.margin,
        tie=tie,
        missing=outcome.missing_suits,
        raises=raises,
        reduction=edition.tie_damage_reduction if success and tie else 0,
    )


def _total(state: DuelState, side: Side) -> duels.Total:
    assert side.stat is not None and side.final_card is not None
    extra = duels.boost_effect(state.edition, side.boost or NO_BOOST, side.role).suits
    return duels.total(
        side.stat,
        side.final_card,
        red_joker_suit=side.red_joker_suit,
        stat_suits=side.stat_suits,
        extra_suits=extra,
    )


def _raises(state: DuelState, side: Side, own: int, opposing: int | None) -> int:
    final = side.final_card
    return duels.raises(
        state.edition,
        own,
        opposing=opposing,
        tn=state.tn,
        red_joker=final is not None and final.is_red_joker,
        step=state.raise_step,
    )


def _side_result(state: DuelState, side: Side, totals: Mapping[Role, duels.Total]) -> SideResult:
    boost = side.boost or NO_BOOST
    effect = duels.boost_effect(state.edition, boost, side.role)
    flip = side.flip(state.edition)
    own = totals.get(side.role)
    if side.relented and not state.edition.relent_auto_success:
        own = duels.Total(totals[Role.INITIATOR].value, frozenset())
    return SideResult(
        role=side.role,
        player=side.player,
        stat=side.stat,
        modifier=side.flip_modifier(state.edition),
        boost=boost,
        soulstones=effect.soulstones,
        relented=side.relented,
        flipped=side.flipped,
        flip_reason=None if flip is None else flip.reason,
        reshuffled=side.reshuffled,
        chosen=side.chosen_card,
        cheated=side.cheated,
        final=side.final_card,
        red_joker_suit=side.red_joker_suit,
        total=None if own is None else own.value,
        suits=frozenset() if own is None else own.suits,
        cheat_block=side.cheat_block,
    )
