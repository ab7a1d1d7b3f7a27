"""The activation phase of a ``/game`` turn: a player hands over with one press (``/game done``
or the Done button), runs out of models, or (M3E) spends a pass token instead of activating.

A duel the active player opened belongs to their activation: they hand over once it is played
out (or withdrawn). Each step is one unit of work on the game document (``GameState.activations``,
pure rules in ``bot.rules.game.activations``) and one event of the game's log; who is told what follows from
the document by the after-step path (``bot.play.notices.owed``: the player whose activation it
is owes it; once both sides are out, the turn's first player owes the turn's end).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from bot.errors import DomainError
from bot.play.common.document_kinds import DUEL
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.base import GameBase
from bot.play.game.state import GameState, GameView, require_game, save_game
from bot.rules.common.documents import DocumentError
from bot.rules.common.editions import InitiativeProcedure
from bot.rules.game import activations as rules
from bot.rules.game.activations import Activations

How = Literal["done", "last", "out", "pass"]


def activations_now(state: GameState) -> Activations:
    """This turn's activations, refused outside the activation phase."""
    if state.is_over:
        raise DomainError("game-error-over")
    act = state.current_activations
    if act is None:
        raise DomainError("game-error-not-activation-phase")
    return act


async def open_duel_of(work: Work, player: int) -> bool:
    """Whether a duel ``player`` opened at the table is still open: it belongs to their activation,
    which ends once it is played out (or withdrawn)."""
    for record in await work.store.pending_of_table(work.table_id, DUEL.name):
        try:
            duel = DUEL.load(record.state).duel
        except DocumentError:
            continue  # a record nobody can read is nobody's
        if not duel.is_over and duel.sides[0].player == player:
            return True
    return False


class GameActivations(GameBase):
    """``/game done`` and the Done button."""

    async def activation_done(
        self,
        table_id: int,
        player: int,
        how: How = "done",
        *,
        note: str | None = None,
        handover: int | None = None,
    ) -> GameView:
        """``player`` ends their activation (``last``: with their last model), has run ``out`` of
        models, or spends a ``pass`` token (M3E). ``handover``: the press was for that handover
        of the turn (an older button is refused, unless the handover since gave the presser
        the activation: ``rules.press_counts``)."""
        text = rules.clean_note(note)

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            act = activations_now(state)
            if handover is not None and not rules.press_counts(act, player, handover):
                raise DomainError("game-error-activation-stale")
            if await open_duel_of(work, player):
                raise DomainError("game-error-activation-duel-open")
            if how == "pass":
                if state.ed.initiative is not InitiativeProcedure.FLIP_PASS_TOKENS:
                    raise DomainError("game-error-pass-tokens-m3e", edition=state.ed.key.upper())
                tokens = state.pass_tokens_granted[state.index(player)]
                act = rules.pass_token(act, player, tokens)
                granted = list(state.pass_tokens_granted)
                granted[state.index(player)] = tokens - 1  # the rest count at the next initiative
                state = replace(state, pass_tokens_granted=(granted[0], granted[1]))
            elif how == "out":
                act = rules.run_out(act, player)
            else:
                act = rules.hand_over(act, player, last_model=how == "last")
            state = replace(state, activations=act)
            save_game(work, state)
            data = {
                "player": player,
                "how": how,
                "n": act.made[act.index(player)],
                "note": text,
                "next": act.active,
            }
            game_log.log_event(work, game_log.ACTIVATION, player, data)
            return await self._view(work, state)

        return await self.core.run(table_id, step)
