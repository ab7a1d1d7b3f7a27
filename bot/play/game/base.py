"""What every ``/game`` command shares: the game's players, its decks and the open initiative's
pending record (``GameBase``); the document itself is ``state.GameState``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.core import PlayCore
from bot.play.common.pace import pace_of
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.idols import place_idol
from bot.play.game.state import INITIATIVE_KIND, GameState, GameView, load_game, require_game, save_game
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.documents import DocumentError
from bot.rules.game import turns
from bot.rules.initiative import flow as initiative
from bot.rules.initiative.state import InitiativePhase, InitiativeState
from bot.store.records import PendingRecord


class GameBase:
    """What every ``/game`` command shares: the decks, the reply, and the open initiative's record."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- helpers -----------------------------------------------------------------------------

    async def _decks(self, work: Work, state: GameState) -> dict[int, Deck]:
        """Each player's deck (the same object for both with a shared deck)."""
        return {player: await work.deck(state.owner_of(player)) for player in state.players}

    @staticmethod
    def _counts(state: GameState, decks: Mapping[int, Deck]) -> tuple[int, int]:
        a, b = state.players
        return len(decks[a].hand(a)), len(decks[b].hand(b))

    async def _sync_initiative(self, work: Work, state: GameState) -> GameState:
        """An open initiative whose record lapsed (expired, or a deck reset) is over, undecided."""
        if state.phase != "initiative" or state.initiative_id is None:
            return state
        record = await work.pending(state.initiative_id)
        if record is not None and record.kind == INITIATIVE_KIND:
            return state
        return replace(
            state, phase="activation", initiative_id=None, initiative_lapsed=True, first_player=None
        )

    async def _view(self, work: Work, state: GameState, **extra: Any) -> GameView:
        decks = await self._decks(work, state)
        return GameView(work.table_id, state, self._counts(state, decks), **extra)

    # -- the open initiative's pending record (the steps that use it: ``game_initiative``) ---

    async def _after_initiative_step(
        self,
        work: Work,
        state: GameState,
        init: InitiativeState,
        record: PendingRecord | None,
        decks: Mapping[int, Deck],
    ) -> tuple[GameState, InitiativeState]:
        if init.is_over:
            if record is not None:
                work.delete_pending(record.id)
            state = replace(state, phase="activation", initiative_id=None, first_player=init.first_player)
            if init.phase is InitiativePhase.DONE:
                game_log.log_initiative(work, init)
                state = place_idol(state, init, decks, work.rng)
            return state, init
        held: dict[int, tuple[Card, ...]] = {}
        for player, cards in init.in_play().items():
            owner = state.owner_of(player)
            held[owner] = (*held.get(owner, ()), *cards)
        payload = document_kinds.GAME_INITIATIVE.dumps(document_kinds.GameInitiative(state.turn, init))
        # The game's pace (or its table's), from the document as this unit changed it.
        chosen, _ = pace_of(state, (await work.settings()).pace)
        expires_at = self.core.waits.deadline(chosen, work.now)
        if record is None:
            record = PendingRecord(
                id=self.core.store.new_pending_id(),
                table_id=work.table_id,
                kind=INITIATIVE_KIND,
                owner=state.players[0],
                state=payload,
                held=held,
                created_at=work.now,
                expires_at=expires_at,
                channel_id=state.channel_id,
                message_id=state.message_id,
            )
        else:
            record = replace(record, state=payload, held=held, expires_at=expires_at)
        work.put_pending(record)
        return replace(state, phase="initiative", initiative_id=record.id), init

    # -- initiative steps ------------------------------------------------------------------------

    async def _initiative_step(
        self, initiative_id: int, player: int, action: Any, *, cost_soulstone: bool = False
    ) -> GameView:
        table_id = await self.core.table_of_pending(initiative_id, "game-error-initiative-unknown")

        async def step(work: Work) -> GameView:
            record = await work.pending(initiative_id)
            if record is None or record.kind != INITIATIVE_KIND:
                raise DomainError("game-error-initiative-unknown")
            state = await require_game(work)
            if state.initiative_id != initiative_id:
                raise DomainError("game-error-initiative-unknown")
            if player not in state.players:
                raise DomainError("error-initiative-not-participant")
            decks = await self._decks(work, state)
            init = document_kinds.GAME_INITIATIVE.load(record.state).init
            if cost_soulstone:
                if init.awaiting_player != player:
                    raise DomainError("error-initiative-not-your-turn", player=init.awaiting_player or 0)
                state = state.with_soulstones(player, turns.spend_soulstones(state.soulstones_of(player), 1))
            init = action(init, decks, work.rng)
            state, init = await self._after_initiative_step(work, state, init, record, decks)
            save_game(work, state)
            hands = {player: tuple(decks[player].hand(player))}
            return GameView(table_id, state, self._counts(state, decks), initiative=init, hands=hands)

        return await self.core.run(table_id, step)

    async def lapse_initiative(self, work: Work, record: PendingRecord) -> Lapsed:
        """The lapse rule of a /game turn's initiative (``PlayCore.expire_pending``): it resolves by
        the rules' defaults and the game goes on, as after a decided initiative."""
        state = await load_game(work)
        if state is None or state.initiative_id != record.id:
            return await self.core.cancel_pending(work, record)
        try:
            init = document_kinds.GAME_INITIATIVE.load(record.state).init
        except DocumentError:
            return await self.core.cancel_pending(work, record)
        decks = await self._decks(work, state)
        expiry = initiative.expire(init, decks, work.rng)
        game_log.log_lapse(work, record.kind, expiry.defaults)
        state, init = await self._after_initiative_step(work, state, expiry.state, record, decks)
        if init.phase is InitiativePhase.EXPIRED:  # its cards were gone: nothing was decided
            state = replace(state, initiative_lapsed=True)
        save_game(work, state)
        return Lapsed.of(record, defaults=expiry.defaults, initiative=init)

    async def turn_view(self, table_id: int, resolved: InitiativeState | None = None) -> GameView | None:
        """The running game as its turn message shows it (None: no game), with the initiative
        ``resolved`` this turn (a lapsed one, say)."""

        async def step(work: Work) -> GameView | None:
            state = await load_game(work)
            if state is None:
                return None
            return await self._view(work, state, initiative=resolved)

        return await self.core.run(table_id, step)

    async def open_initiative(self, initiative_id: int) -> InitiativeState | None:
        """The state of an open initiative (to show a cheat menu), or None if it is over."""
        record = await self.core.store.pending(initiative_id)
        if record is None or record.kind != INITIATIVE_KIND:
            return None
        return document_kinds.GAME_INITIATIVE.load(record.state).init
