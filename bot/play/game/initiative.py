"""A game's initiative each turn (``bot.rules.initiative.flow``), and its Corrupted Idols marker."""

from __future__ import annotations

from collections.abc import Mapping

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.play.game.base import GameBase
from bot.play.game.idols import settle_idol
from bot.play.game.state import GameState, GameView, require_game, save_game
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.encounter.generation import Edge
from bot.rules.initiative import flow as initiative
from bot.rules.initiative.state import InitiativeState


class GameInitiative(GameBase):
    """The initiative steps of ``/game`` (the record they share is kept in ``GameBase``)."""

    async def _maybe_start_initiative(
        self, work: Work, state: GameState, decks: Mapping[int, Deck]
    ) -> tuple[GameState, InitiativeState | None]:
        """Once nobody is deciding on a soulstone draw, run the edition's initiative."""
        if state.phase != "draw" or state.draw_waiting:
            return state, None
        ed = state.ed
        init = initiative.start(
            ed,
            state.players,
            decks,
            work.rng,
            turn=state.turn,
            pass_tokens=state.pass_tokens,
            soulstones=(state.soulstones[0] > 0, state.soulstones[1] > 0),
            previous_holder=state.previous_first or state.attacker,
            attacker=state.attacker,
            last_activator=state.last_activator,
        )
        return await self._after_initiative_step(work, state, init, None, decks)

    # -- Corrupted Idols (M3E GG0): a strategy marker each turn after the initiative flip -------

    async def choose_idol_edge(self, table_id: int, player: int, edge: Edge) -> GameView:
        """Corrupted Idols: the initiative player chooses the edge of the centre line."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            idol = state.idol
            if idol is None or idol.spot is not None:
                raise DomainError("rules-error-idol-no-choice")
            if player != idol.by:
                raise DomainError("rules-error-idol-not-yours", who=f"<@{idol.by}>")
            state = settle_idol(state, edge)
            save_game(work, state)
            return await self._view(work, state)

        return await self.core.run(table_id, step)

    async def initiative_soulstone(self, initiative_id: int, player: int, *, reflip: bool) -> GameView:
        """M2E: spend a soulstone to reflip the initiative flip, or keep the card."""
        return await self._initiative_step(
            initiative_id,
            player,
            lambda s, d, r: initiative.use_soulstone(s, player, d, r, reflip=reflip),
            cost_soulstone=reflip,
        )

    async def initiative_cheat(self, initiative_id: int, player: int, card: Card) -> GameView:
        """M3E: cheat the initiative flip with a card from the hand."""
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.cheat(s, player, card, d, r)
        )

    async def initiative_decline(self, initiative_id: int, player: int) -> GameView:
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.decline_cheat(s, player, d, r)
        )

    async def initiative_choose(self, initiative_id: int, player: int, first_player: int) -> GameView:
        """M2E: the flip's winner, M4E: the player who did not activate last, picks who goes first."""
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.choose_first(s, player, first_player)
        )
