"""A duel's cheat windows: the order the sides cheat in, who may not and why, and the end of the
duel once every window is closed.
"""

from __future__ import annotations

from dataclasses import replace

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.editions import Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import CheatBlock
from bot.rules.duel.state import Decks, DuelKind, DuelState, Phase, Side, deck_of, with_side
from bot.rules.flip.flips import Flip


def cheat_window(state: DuelState, decks: Decks) -> tuple[Side, tuple[Card, ...]] | None:
    """Who may cheat now and with which hand cards (None outside a cheat window)."""
    if state.phase is not Phase.CHEATING:
        return None
    side = state.awaiting
    assert side is not None
    return side, tuple(deck_of(decks, side.player).hand(side.player))


def expect_cheater(state: DuelState, player: int) -> Side:
    """The side of ``player`` whose cheat window is open, or the reason it may not cheat now."""
    if state.phase is not Phase.CHEATING:
        raise DomainError("error-duel-wrong-phase", phase=state.phase.value)
    side = state.awaiting
    assert side is not None
    if side.player == player:
        return side
    own = [s for s in state.sides if s.player == player]
    if not own:
        raise DomainError("error-duel-not-participant")
    done = [s for s in own if s.cheat_done]
    if len(done) == len(own):
        block = done[0].cheat_block or CheatBlock.ALREADY_USED
        raise DomainError(block.error_key)
    raise DomainError("error-duel-not-your-turn", player=str(side.player))


def after_choosing(state: DuelState, decks: Decks) -> DuelState:
    """Once every side has its card, order the cheat windows (by totals) and open the first."""
    if any(s.flipped and s.chosen is None for s in state.sides):
        return state
    active = [s for s in state.sides if not s.relented]
    order: tuple[Role, ...]
    if len(active) == 2:
        order = duels.cheat_order(state.edition, active[0].current_total(), active[1].current_total())
        tie = active[0].current_total() == active[1].current_total()
    else:
        order, tie = (active[0].role,), False
    return advance_cheating(replace(state, phase=Phase.CHEATING, cheat_order=order, cheat_tie=tie), decks)


def _block(state: DuelState, side: Side, decks: Decks) -> CheatBlock | None:
    edition = state.edition
    own = side.flip(edition)
    assert own is not None
    opponent: Flip | None = None
    opponent_chosen: Card | None = None
    if state.kind is DuelKind.OPPOSED:
        other = state.side(duels.opponent_of(side.role))
        if not other.relented:
            opponent = other.flip(edition)
            opponent_chosen = other.chosen_card
    block = duels.cheat_block(edition, own, opponent=opponent, opponent_chosen=opponent_chosen)
    if block is None and not deck_of(decks, side.player).hand(side.player):
        block = CheatBlock.EMPTY_HAND
    return block


def advance_cheating(state: DuelState, decks: Decks) -> DuelState:
    """Open the next cheat window, skipping sides that may not cheat; finish when none is left."""
    for role in state.cheat_order:
        side = state.side(role)
        if side.cheat_done:
            continue
        block = _block(state, side, decks)
        if block is None:
            return state
        state = with_side(state, replace(side, cheat_done=True, cheat_block=block))
    for s in state.sides:
        deck_of(decks, s.player).discard_from_play(s.in_play())
    return replace(state, phase=Phase.DONE)
