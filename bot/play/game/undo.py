"""``/game undo``: the last bookkeeping step (a turn advance, VP, a soulstone pool) taken back,
once the opponent agrees (a table moderator who is not playing undoes alone).

The step is the newest game-log event that still carries an undo payload
(``log.last_undoable``): the whole game document as it was before the step. That document is
never put back whole, because it would put back cards that someone has seen: the cards drawn
into the hands, the initiative flips, an end check. Only the step's own bookkeeping is taken
back, from the game as it is now:

- ``vp``: the player's score from before the step, provided their total is still the step's
  result. Every VP change is such a step, and newer ones are undone first (LIFO), so a total
  that differs means the log and the game disagree: refused, nothing changes.
- ``soulstones``: the step's change (its recorded pool minus the pool before it) taken back
  from the pool as it is now, because pools also move by steps that are not undone (a
  soulstone draw, an initiative reflip, a duel). Refused when the result would fall outside
  0..99 (the stones the step gave were spent since).
- ``health`` (issue 44): the damage a duel from the crews dealt a model, taken back, provided
  the model's damage is still the step's result (else refused, as for VP).
- ``turn``: the turn's bookkeeping (``TURN_FIELDS``) from before the step. Hands, draw and
  discard piles, secret schemes (a reveal stays revealed), scores, pools, the pace and the turn
  message stay as they are now; an initiative still open is cancelled, its cards to the discard
  piles as at a lapse. A game that the advance ended is open again.

The undo is logged (``undo`` {kind, seq, by}) and the step's payload is dropped, so it is taken
back once however often the button is pressed, and the next ``/game undo`` offers the step
before it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.play.game.base import GameBase
from bot.play.game.log import HEALTH, UNDO, GameEvent, forget_undo, last_undoable, log_event
from bot.play.game.requests import take_request
from bot.play.game.state import (
    GAME,
    MAX_SOULSTONES,
    GameState,
    GameView,
    NeedsAgreement,
    check_agreement,
    check_driver,
    game_number,
    is_referee,
    require_game,
    save_game,
)
from bot.rules.common.documents import DocumentError
from bot.rules.crew import blind

# What a turn advance (``/game next``) changes besides the cards, and so what its undo restores.
TURN_FIELDS = (
    "turn",
    "phase",
    "draw_waiting",
    "soulstone_drawn",
    "initiative_id",
    "initiative_lapsed",
    "first_player",
    "previous_first",
    "last_activator",
    "pass_tokens",
    "pass_tokens_granted",
    "end_checks",
    "over_reason",
    "discard_waiting",
    "first_deployer",
    "turn_flips",
    "idol",
    "idol_spots",
)


@dataclass(frozen=True, slots=True)
class UndoStep:
    """A bookkeeping step as ``/game undo`` shows it (public fields only, never the payload).

    ``change``/``result``: VP or stones the step gave (signed) and the total or pool it left;
    ``turn``: the turn it happened in (a turn advance: the turn it began, or ended the game in).
    """

    seq: int
    kind: str  # "turn", "vp", "soulstones" or "health"
    at: float
    game: int  # the game's number (``game_number``)
    turn: int
    player: int | None = None
    change: int = 0
    result: int = 0
    scheme: str | None = None
    ended: bool = False  # a turn advance that ended the game
    back_to: int = 0  # a turn advance: the turn it goes back to
    model: str | None = None  # health: the damaged model, its index in its player's crew
    model_index: int = 0


@dataclass(frozen=True, slots=True)
class UndoPreview:
    """What ``/game undo`` would take back, and who must agree (None: the asker undoes alone)."""

    table_id: int
    step: UndoStep
    opponent: int | None


class UndoNeedsAgreement(NeedsAgreement):
    """The undo of ``step`` waits for the opponent's agreement (nothing changed)."""

    def __init__(self, step: UndoStep, *, opponent: int) -> None:
        super().__init__("game-undo-needs-agreement", opponent=opponent, game=step.game)
        self.step = step


@dataclass(frozen=True, slots=True)
class UndoDone:
    """A step taken back: the step, and the game as it is now (``lapsed``: the cancelled
    initiative of an undone turn)."""

    step: UndoStep
    view: GameView
    lapsed: tuple[Lapsed, ...] = ()


def _int(data: Any, key: str) -> int:
    try:
        return int(data[key])
    except (KeyError, TypeError, ValueError):
        raise DomainError("game-undo-error-unreadable") from None


def _before(payload: str) -> GameState:
    try:
        return GAME.load(payload)
    except DocumentError as error:
        raise DomainError("game-undo-error-unreadable") from error


def describe(event: GameEvent, before: GameState, now: GameState) -> UndoStep:
    """The step ``event`` took (``before``: the game before it; ``now``: as it is now)."""
    data = event.data
    step = UndoStep(seq=event.seq, kind=event.kind, at=event.at, game=game_number(now), turn=before.turn)
    if event.kind == "vp":
        player, total = _int(data, "player"), _int(data, "total")
        scheme = data.get("scheme")
        change = total - before.score_of(player).total
        named = scheme if isinstance(scheme, str) and scheme else None
        return replace(step, player=player, change=change, result=total, scheme=named)
    if event.kind == "soulstones":
        player, pool = _int(data, "player"), _int(data, "pool")
        return replace(step, player=player, change=pool - before.soulstones_of(player), result=pool)
    if event.kind == HEALTH:
        player, total, index = _int(data, "player"), _int(data, "total"), _int(data, "index")
        model = str(data.get("model", ""))
        return replace(
            step, player=player, change=_int(data, "amount"), result=total, model=model, model_index=index
        )
    ended = now.is_over and not before.is_over
    turn = before.turn if ended else _int(data, "turn")
    return replace(step, kind="turn", turn=turn, ended=ended, back_to=before.turn)


def revert(step: UndoStep, before: GameState, now: GameState) -> GameState:
    """The game with ``step`` taken back (see the module's docstring); refuses what cannot be."""
    if step.kind == "vp":
        assert step.player is not None
        if now.score_of(step.player).total != step.result:
            raise DomainError("game-undo-error-changed")
        return now.with_score(step.player, before.score_of(step.player))
    if step.kind == "soulstones":
        assert step.player is not None
        pool = now.soulstones_of(step.player) - step.change
        if not 0 <= pool <= MAX_SOULSTONES:
            raise DomainError(
                "game-undo-error-pool", player=f"<@{step.player}>", pool=now.soulstones_of(step.player)
            )
        return now.with_soulstones(step.player, pool)
    if step.kind == HEALTH:
        assert step.player is not None
        crew, old = blind.of_player(now.crews, step.player), blind.of_player(before.crews, step.player)
        if crew is None or old is None or crew.damage_of(step.model_index) != step.result:
            raise DomainError("game-undo-error-changed")
        return replace(
            now,
            crews=blind.with_damage(
                now.crews, step.player, step.model_index, old.damage_of(step.model_index)
            ),
        )
    if now.turn != step.turn or (step.ended and not now.is_over):
        raise DomainError("game-undo-error-changed")
    restored: dict[str, Any] = {name: getattr(before, name) for name in TURN_FIELDS}
    return replace(now, **restored)


class GameUndo(GameBase):
    """``/game undo``: its preview, and the undo once agreed."""

    async def _last_step(self, work: Work, state: GameState) -> tuple[UndoStep, GameState]:
        found = await last_undoable(work.store, work.table_id)
        if found is None:
            raise DomainError("game-undo-error-nothing")
        event, payload = found
        before = _before(payload)
        return describe(event, before, state), before

    async def undo_preview(self, table_id: int, actor: int, *, is_moderator: bool = False) -> UndoPreview:
        """The step ``/game undo`` would take back (changes nothing)."""

        async def step(work: Work) -> UndoPreview:
            state = await self._sync_initiative(work, await require_game(work))
            check_driver(state, actor, is_moderator)
            last, _ = await self._last_step(work, state)
            opponent = None if is_referee(state, actor, is_moderator) else state.other(actor)
            return UndoPreview(table_id, last, opponent)

        return await self.core.run(table_id, step)

    async def undo(
        self,
        table_id: int,
        actor: int,
        *,
        seq: int,
        game: int,
        is_moderator: bool = False,
        agreed_by: int | None = None,
        request: int | None = None,
    ) -> UndoDone:
        """Take back step ``seq`` of game ``game``, asked by ``actor``: with the opponent's
        agreement (``agreed_by``), or alone as a table moderator who is not playing. A step
        that is no longer the last one (undone already, or another came after) is refused."""

        async def step(work: Work) -> UndoDone:
            state = await self._sync_initiative(work, await require_game(work))
            check_driver(state, actor, is_moderator)
            if game != game_number(state):
                raise DomainError("game-error-agreement-stale")
            last, before = await self._last_step(work, state)
            if last.seq != seq:
                raise DomainError("game-undo-error-stale")
            if request is not None and agreed_by is not None:
                await take_request(work, request, "undo", agreed_by)
            if not is_referee(state, actor, is_moderator):
                opponent = state.other(actor)
                if not check_agreement(state, game, agreed_by, opponent):
                    raise UndoNeedsAgreement(last, opponent=opponent)
            restored = revert(last, before, state)
            lapsed: list[Lapsed] = []
            if last.kind == "turn" and state.initiative_id is not None:
                record = await work.pending(state.initiative_id)
                if record is not None:  # its flipped cards stay seen: to the discard piles
                    lapsed.append(await self.core.cancel_pending(work, record))
            save_game(work, restored)
            log_event(work, UNDO, actor, {"kind": last.kind, "seq": last.seq, "by": actor})
            forget_undo(work, last.seq)
            return UndoDone(last, await self._view(work, restored), tuple(lapsed))

        return await self.core.run(table_id, step)
