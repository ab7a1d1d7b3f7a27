"""The steps of a game's turn: the end of the last one, the discard step, the draw, the soulstone draw."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.initiative import GameInitiative
from bot.play.game.state import GAME, GameState, GameView, check_driver, require_game, save_game
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import InitiativeProcedure
from bot.rules.game import activations, turns
from bot.rules.game.turns import EndOfTurn
from bot.rules.initiative import flow as initiative


class GameTurns(GameInitiative):
    """``/game next-turn`` and the start-of-turn steps; the last one starts the initiative."""

    async def next_turn(
        self,
        table_id: int,
        actor: int,
        *,
        is_moderator: bool = False,
        last_activator: int | None = None,
        attacker_pass_tokens: int | None = None,
        defender_pass_tokens: int | None = None,
        attacker_models: int | None = None,
        defender_models: int | None = None,
        first_deployer: int | None = None,
    ) -> GameView:
        """End the current turn by the edition's rules and start the next one.

        The activation phase ends only once both sides are out (``/game done`` with the last
        model, or out of models): before that the turn's end is refused, naming who still has
        activations. M4E: the handovers say who activated the last model (``last_activator``
        only where nobody activated at all; one that contradicts the handovers is refused).

        The new turn opens with the discard step (each player with cards discards any or keeps
        all), then the draw; ``first_deployer`` (M2E turn 1) declares the soulstone draw first.
        M3E pass tokens: ``*_models`` are the crews now (the smaller gets the difference, for
        this turn's activations and the next initiative flip); ``*_pass_tokens`` say how many
        are left for this turn's initiative flip when some were spent (default: last turn's).
        """
        for tokens in (attacker_pass_tokens, defender_pass_tokens):
            if tokens is not None and not 0 <= tokens <= initiative.MAX_PASS_TOKENS:
                raise DomainError(
                    "error-initiative-pass-tokens", value=tokens, max=initiative.MAX_PASS_TOKENS
                )
        if (attacker_models is None) != (defender_models is None):
            raise DomainError("rules-error-game-models-both")
        granted: tuple[int, int] | None = None
        if attacker_models is not None and defender_models is not None:
            granted = turns.pass_tokens_for((attacker_models, defender_models))

        async def step(work: Work) -> GameView:
            state = await self._sync_initiative(work, await require_game(work))
            before = state
            check_driver(state, actor, is_moderator)
            for named in (last_activator, first_deployer):
                if named is not None:
                    state.index(named)
            if state.is_over:
                raise DomainError("game-error-over")
            if state.phase == "setup" and state.strategy is None:
                raise DomainError("game-error-strategy-open", attacker=f"<@{state.attacker}>")
            if state.phase == "discard":
                raise DomainError(
                    "rules-error-discard-waiting", players=" ".join(f"<@{p}>" for p in state.discard_waiting)
                )
            if state.phase == "draw":
                raise DomainError(
                    "game-error-draw-waiting", players=" ".join(f"<@{p}>" for p in state.draw_waiting)
                )
            if state.phase == "initiative":
                raise DomainError("game-error-initiative-open")
            if state.idol is not None and state.idol.spot is None:
                raise DomainError("rules-error-idol-edge-pending", who=f"<@{state.idol.by}>")
            ed = state.ed
            m3e_tokens = ed.initiative is InitiativeProcedure.FLIP_PASS_TOKENS
            if not m3e_tokens and (attacker_pass_tokens or defender_pass_tokens or granted is not None):
                raise DomainError("game-error-pass-tokens-m3e", edition=ed.key.upper())
            if (
                ed.soulstone_draw_in_order
                and state.turn == 0
                and first_deployer is None
                and all(pool > 0 for pool in state.soulstones)
            ):
                raise DomainError("rules-error-first-deployer-needed")
            tracked = state.current_activations
            left = () if tracked is None else activations.still_in(tracked)
            if left:
                # Seed 001: the activation phase ends once every player has activated every model.
                raise DomainError("game-error-activations-left", players=" ".join(f"<@{p}>" for p in left))
            chooser = last_activator
            if tracked is not None and tracked.last is not None:
                # M4E: the handovers of the whole phase say who activated the last model.
                if last_activator is not None and last_activator != tracked.last:
                    raise DomainError("game-error-last-activator-differs", who=f"<@{tracked.last}>")
                chooser = tracked.last
            decks = await self._decks(work, state)
            end: EndOfTurn | None = None
            if state.phase == "activation":
                first = state.first_player or state.previous_first or state.attacker
                end = turns.end_of_turn(ed, state.turn, decks[first], work.rng)
                if end.card is not None and end.target is not None:
                    state = replace(
                        state, end_checks=(*state.end_checks, (state.turn, end.card.code, end.target))
                    )
                if end.game_over:
                    state = replace(
                        state, phase="over", over_reason="end-check" if end.card is not None else "last-turn"
                    )
                    save_game(work, state)
                    game_log.log_turn_end(work, actor, end, undo=GAME.dumps(before))
                    return GameView(table_id, state, self._counts(state, decks), end=end)
                if ed.initiative is InitiativeProcedure.ATTACKER_THEN_CHOOSER and chooser is None:
                    raise DomainError("game-error-last-activator-needed", turn=state.turn)
                for deck in {id(d): d for d in decks.values()}.values():
                    turns.end_of_turn_reshuffle(deck, work.rng)
                game_log.log_turn_end(work, actor, end)
            if attacker_pass_tokens is None and defender_pass_tokens is None:
                tokens = state.pass_tokens_granted  # seed 003: the tokens handed out last turn
            else:
                by_side = {
                    state.attacker: attacker_pass_tokens or 0,
                    state.defender: defender_pass_tokens or 0,
                }
                tokens = (by_side[state.players[0]], by_side[state.players[1]])
            if granted is not None:
                by_side = {state.attacker: granted[0], state.defender: granted[1]}
                new_grant = (by_side[state.players[0]], by_side[state.players[1]])
            else:
                new_grant = (0, 0)
            state = replace(
                state,
                turn=state.turn + 1,
                previous_first=state.first_player or state.previous_first,
                first_player=None,
                initiative_id=None,
                initiative_lapsed=False,
                last_activator=chooser,
                pass_tokens=tokens,
                pass_tokens_granted=new_grant,
                soulstone_drawn=(),
                first_deployer=first_deployer if first_deployer is not None else state.first_deployer,
                idol=None,
                channel_id=None,  # the new turn gets its own message (set_message)
                message_id=None,
            )
            # Seed 001: "Baraja las Pilas de Descarte; Descarta Cartas; Roba Cartas": the discard
            # piles went back above, then each player discards before anyone draws.
            waiting = tuple(p for p in state.players if decks[p].hand(p))
            state = replace(state, phase="discard", discard_waiting=waiting)
            state, drawn = self._draw_when_discarded(work, state, decks)
            game_log.log_event(work, game_log.TURN, actor, {"turn": state.turn}, undo=GAME.dumps(before))
            state, init = await self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            hands = {p: tuple(decks[p].hand(p)) for p in state.players}
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                end=end,
                hands=hands,
                drawn=drawn,
                started_turn=True,
            )

        return await self.core.run(table_id, step)

    def _draw_when_discarded(
        self, work: Work, state: GameState, decks: Mapping[int, Deck]
    ) -> tuple[GameState, dict[int, int]]:
        """Once every player has discarded, both draw up to the hand size; then the soulstone
        draw decisions (M2E: in order, the previous turn's first player first)."""
        if state.phase != "discard" or state.discard_waiting:
            return state, {}
        ed = state.ed
        drawn: dict[int, int] = {}
        for player in state.players:
            result = turns.draw_phase(ed, decks[player], player, work.rng)
            drawn[player] = len(result.drawn)
        waiting: tuple[int, ...] = ()
        if ed.soulstone_extra_draw > 0:
            first = state.previous_first if state.turn > 1 else state.first_deployer
            order = state.players if first is None else (first, state.other(first))
            waiting = tuple(p for p in order if state.soulstones_of(p) > 0)
        return replace(state, phase="draw", draw_waiting=waiting), drawn

    async def discard_step(self, table_id: int, player: int, cards: Sequence[Card]) -> GameView:
        """The start-of-turn discard: any cards of the hand (none = keep all), before the draw."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if state.phase != "discard" or player not in state.discard_waiting:
                raise DomainError("rules-error-no-discard-step")
            decks = await self._decks(work, state)
            decks[player].discard_from_hand(player, cards)
            state = replace(state, discard_waiting=tuple(p for p in state.discard_waiting if p != player))
            state, drawn = self._draw_when_discarded(work, state, decks)
            state, init = await self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            changed = state.players if drawn else (player,)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={p: tuple(decks[p].hand(p)) for p in changed},
                drawn=drawn,
            )

        return await self.core.run(table_id, step)

    # -- the soulstone draw (M2E/M3E) ----------------------------------------------------------

    async def soulstone_draw(self, table_id: int, player: int, use: bool) -> GameView:
        """A player's soulstone draw decision: spend one to draw extra cards, or not."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if state.phase != "draw" or player not in state.draw_waiting:
                raise DomainError("game-error-no-draw-decision")
            if player in state.soulstone_drawn:
                raise DomainError("game-error-discard-first")
            undecided = [p for p in state.draw_waiting if p not in state.soulstone_drawn]
            if state.ed.soulstone_draw_in_order and undecided and undecided[0] != player:
                # Seed 001: "El Primer Jugador del Turno anterior debe declarar este uso de las
                # Piedras de Alma en primer lugar."
                raise DomainError("rules-error-soulstone-draw-order", who=f"<@{undecided[0]}>")
            decks = await self._decks(work, state)
            deck = decks[player]
            must_discard = 0
            drawn: dict[int, int] = {}
            if use:
                pool = turns.spend_soulstones(state.soulstones_of(player), 1)
                result = turns.draw_phase(state.ed, deck, player, work.rng, soulstone=True)
                state = state.with_soulstones(player, pool)
                state = replace(state, soulstone_drawn=(*state.soulstone_drawn, player))
                must_discard = result.must_discard
                drawn[player] = len(result.drawn)
            if must_discard == 0:
                state = replace(state, draw_waiting=tuple(p for p in state.draw_waiting if p != player))
            state, init = await self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={player: tuple(deck.hand(player))},
                drawn=drawn,
                must_discard=must_discard,
            )

        return await self.core.run(table_id, step)

    async def discard_down(self, table_id: int, player: int, cards: Sequence[Card]) -> GameView:
        """After a soulstone draw: discard exactly the cards above the hand size."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if (
                state.phase != "draw"
                or player not in state.draw_waiting
                or player not in state.soulstone_drawn
            ):
                raise DomainError("game-error-no-discard-due")
            decks = await self._decks(work, state)
            turns.discard_down(state.ed, decks[player], player, cards)
            state = replace(state, draw_waiting=tuple(p for p in state.draw_waiting if p != player))
            state, init = await self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={player: tuple(decks[player].hand(player))},
            )

        return await self.core.run(table_id, step)
