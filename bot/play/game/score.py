"""A game's VP and soulstone pools, and its end."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.base import GameBase
from bot.play.game.fair import close_record
from bot.play.game.requests import REQUEST_KIND, take_request
from bot.play.game.state import (
    GAME,
    MAX_POINTS_CHANGE,
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
from bot.rules import scheme as scheme_rules
from bot.rules.common.documents import DocumentError
from bot.rules.game import turns
from bot.store import game_repo

log = logging.getLogger(__name__)


class ScoreNeedsAgreement(NeedsAgreement):
    """The opponent's score needs their press; ``skipped``: what of the command was left out
    of the request (``score_what_applies``)."""

    def __init__(
        self, *, opponent: int, game: int, scheme_index: int | None, skipped: tuple[DomainError, ...]
    ) -> None:
        key = "game-score-needs-agreement"
        super().__init__(key, opponent=opponent, game=game, scheme_index=scheme_index)
        self.skipped = skipped


@dataclass(frozen=True, slots=True)
class Scored:
    """The game after a ``/game score``, and each part of it that could not be applied."""

    view: GameView
    skipped: tuple[DomainError, ...] = ()


class GameScore(GameBase):
    """``/game score``, ``/game end`` and ``/game set_aside``."""

    async def set_aside(self, table_id: int, actor: int, *, is_moderator: bool) -> str:
        """A moderator moves a game document the bot cannot read out of play, so that a new
        game can start; it is kept for the operator (``game_repo.set_aside_game``) and logged.
        A game that can be read is ended with ``end`` instead. Returns the problem."""

        async def step(work: Work) -> str:
            raw = await game_repo.game_state(work.store, table_id)
            if raw is None:
                raise DomainError("game-error-no-game")
            try:
                GAME.load(raw)
            except DocumentError as error:
                problem = error.problem
            else:
                raise DomainError("game-error-set-aside-readable")
            if not is_moderator:
                raise DomainError("game-error-set-aside-moderator")
            for owner in await work.store.decks_of_table(table_id):
                (await work.deck(owner)).fair = None  # back to the operating system's shuffles
            record = {"table_id": table_id, "by": actor, "at": work.now, "problem": problem, "document": raw}
            key = game_repo.set_aside_game(work.changes, table_id, json.dumps(record), work.now)
            log.warning(
                "table %s: moderator %s set aside an unreadable game document (%s); kept in meta %r",
                table_id,
                actor,
                problem,
                key,
            )
            return problem

        return await self.core.run(table_id, step)

    async def score(
        self,
        table_id: int,
        actor: int,
        *,
        player: int | None = None,
        strategy: int = 0,
        scheme: str | None = None,
        scheme_points: int = 0,
        soulstones: int = 0,
        is_moderator: bool = False,
        agreed_by: int | None = None,
        game: int | None = None,
        scheme_index: int | None = None,
        request: int | None = None,
    ) -> GameView:
        """Add VP (strategy, or one scheme) and change a soulstone pool; all zero just shows it.

        A player changes their own; the opponent's only with the opponent's agreement
        (``agreed_by``, pressed for ``game`` on their ``request``: answered once, in this same
        unit of work), or a moderator who is not playing does. All or nothing: a part that
        cannot be applied refuses the whole (``score_what_applies`` keeps the rest instead).
        """
        scored = await self._score(
            table_id,
            actor,
            player=player,
            strategy=strategy,
            scheme=scheme,
            scheme_points=scheme_points,
            soulstones=soulstones,
            is_moderator=is_moderator,
            agreed_by=agreed_by,
            game=game,
            scheme_index=scheme_index,
            request=request,
            partly=False,
        )
        return scored.view

    async def score_what_applies(
        self,
        table_id: int,
        actor: int,
        *,
        player: int | None = None,
        strategy: int = 0,
        scheme: str | None = None,
        scheme_points: int = 0,
        soulstones: int = 0,
        is_moderator: bool = False,
    ) -> Scored:
        """``/game score`` as typed: the strategy VP and the soulstone change are applied even
        when the scheme part cannot be (no scheme named, no VP for the named one, a name not in
        the pool, a scheme not the player's to score); what was left out is in ``skipped``.
        When the scheme part is all there is, it is refused as ``score`` refuses it. Asking the
        opponent (``NeedsAgreement``) asks only for what applies: its ``scheme_index`` is None
        when the scheme part was left out."""
        return await self._score(
            table_id,
            actor,
            player=player,
            strategy=strategy,
            scheme=scheme,
            scheme_points=scheme_points,
            soulstones=soulstones,
            is_moderator=is_moderator,
            partly=True,
        )

    async def _score(
        self,
        table_id: int,
        actor: int,
        *,
        player: int | None,
        strategy: int,
        scheme: str | None,
        scheme_points: int,
        soulstones: int,
        is_moderator: bool,
        partly: bool,
        agreed_by: int | None = None,
        game: int | None = None,
        scheme_index: int | None = None,
        request: int | None = None,
    ) -> Scored:
        for value in (strategy, scheme_points):
            if abs(value) > MAX_POINTS_CHANGE:
                raise DomainError("game-error-points-range", value=value, max=MAX_POINTS_CHANGE)
        if abs(soulstones) > MAX_SOULSTONES:
            raise DomainError("game-error-soulstones-range", value=soulstones, max=MAX_SOULSTONES)
        keep_rest = partly and bool(strategy or soulstones)  # the scheme part is not all there is
        skipped: list[DomainError] = []
        problem: DomainError | None = None
        if scheme_points and scheme_index is None and (scheme is None or not scheme.strip()):
            problem = DomainError("error-vp-scheme-name")
        elif scheme is not None and scheme.strip() and not scheme_points:
            problem = DomainError("game-error-scheme-points-needed")
        if problem is not None:
            if not keep_rest:
                raise problem
            skipped.append(problem)
            scheme, scheme_points = None, 0

        async def step(work: Work) -> Scored:
            del skipped[1 if problem is not None else 0 :]  # a unit run again starts afresh
            state = await self._sync_initiative(work, await require_game(work))
            before = state
            check_driver(state, actor, is_moderator)
            target = actor if player is None else player
            state.index(target)
            named = scheme
            if scheme_index is not None and 0 <= scheme_index < len(state.known_schemes):
                named = state.known_schemes[scheme_index]
            ed = state.ed
            score = state.score_of(target)
            turn = max(state.turn, 1)
            if strategy:
                if state.turn == 0:
                    raise DomainError("game-error-not-started")
                score = turns.add_strategy_vp(ed, score, turn, strategy)
            points = scheme_points
            if points:
                if state.turn == 0:
                    raise DomainError("game-error-not-started")
                try:
                    name = _known_scheme(state, named or "")
                    scheme_rules.check_scoring(state.secret_schemes, target, name)
                except DomainError as error:
                    if not keep_rest:
                        raise
                    skipped.append(error)  # the rest is applied; this part is said
                    points = 0
                else:
                    score = turns.add_scheme_vp(ed, score, turn, name, points)
            changes = bool(strategy or points or soulstones)
            state = state.with_score(target, score)
            if soulstones:
                pool = state.soulstones_of(target)
                if soulstones < 0:
                    pool = turns.spend_soulstones(pool, -soulstones)
                else:
                    pool = min(pool + soulstones, MAX_SOULSTONES)
                state = state.with_soulstones(target, pool)
            others = changes and target != actor and not is_referee(state, actor, is_moderator)
            if request is not None and agreed_by is not None:
                await take_request(work, request, "score", agreed_by)
            if others and not check_agreement(state, game, agreed_by, target):
                # Every check above passed: the request is one the opponent can agree to.
                known = _known_scheme(state, named or "") if points else None
                raise ScoreNeedsAgreement(
                    opponent=target,
                    game=game_number(state),
                    scheme_index=None if known is None else state.known_schemes.index(known),
                    skipped=tuple(skipped),
                )
            if changes:
                save_game(work, state)
                _log_score(work, actor, target, before, state, named if points else None)
            return Scored(await self._view(work, state), tuple(skipped))

        return await self.core.run(table_id, step)

    async def end(
        self,
        table_id: int,
        actor: int,
        *,
        is_moderator: bool = False,
        concede: bool = False,
        agreed_by: int | None = None,
        game: int | None = None,
        request: int | None = None,
    ) -> GameView:
        """End the game: the summary; an open initiative lapses (its cards go to the discard piles).

        Before its natural end a game ends only with both players' agreement (``agreed_by``, the
        opponent's press for ``game``), by a moderator who is not playing, or by a player who
        concedes (then only that player's schemes are revealed).
        """

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            check_driver(state, actor, is_moderator)
            if concede and actor not in state.players:
                raise DomainError("game-error-concede-not-playing")
            if request is not None and agreed_by is not None:
                await take_request(work, request, "end", agreed_by)
            if not (concede or state.is_over or is_referee(state, actor, is_moderator)):
                opponent = state.players[1] if actor == state.players[0] else state.players[0]
                if not check_agreement(state, game, agreed_by, opponent):
                    raise NeedsAgreement(
                        "game-end-needs-agreement", opponent=opponent, game=game_number(state)
                    )
            lapsed: list[Lapsed] = []
            if state.initiative_id is not None:
                record = await work.pending(state.initiative_id)
                if record is not None:
                    lapsed.append(await self.core.cancel_pending(work, record))
            for record in await work.store.pending_of_table(table_id, REQUEST_KIND):
                if record.id not in work.changes.pending:  # its requests end with it
                    lapsed.append(await self.core.cancel_pending(work, record))
            for owner in dict.fromkeys(state.owners):  # the end resets the game's decks
                lapsed.extend(await self.core.lapse_holders(work, owner))
            reason = "concede" if concede else "over" if state.is_over else "early"
            events = await game_log.final_log(work, actor, reason)
            conceded_by = actor if concede else None
            game_record = await close_record(work, state, events, reason, conceded_by)
            game_repo.delete_game(work.changes, table_id)
            return await self._view(
                work, state, lapsed=tuple(lapsed), conceded_by=conceded_by, log=events, record=game_record
            )

        return await self.core.run(table_id, step)


def _log_score(
    work: Work, actor: int, player: int, before: GameState, after: GameState, scheme: str | None
) -> None:
    """A /game score: the VP (strategy or one scheme) and the pool change, each a bookkeeping
    step of its own (``undo``: the game before the command)."""
    undo = GAME.dumps(before)
    old, new = before.score_of(player), after.score_of(player)
    if new != old:
        data = {
            "player": player,
            "strategy": new.strategy - old.strategy,
            "scheme": scheme,
            "scheme_vp": 0 if scheme is None else new.scheme(scheme) - old.scheme(scheme),
            "total": new.total,
        }
        game_log.log_event(work, game_log.VP, actor, data, undo=undo)
    pool = after.soulstones_of(player)
    if pool != before.soulstones_of(player):
        change = pool - before.soulstones_of(player)
        game_log.log_event(
            work, game_log.SOULSTONES, actor, {"player": player, "change": change, "pool": pool}, undo=undo
        )


def _known_scheme(state: GameState, name: str) -> str:
    wanted = " ".join(name.split()).casefold()
    for known in state.known_schemes:
        if known.casefold() == wanted:
            return known
    raise DomainError(
        "season-error-unknown-scheme",
        scheme=name[:100],
        season=state.season_name,
        known=", ".join(sorted(state.known_schemes)),
    )
