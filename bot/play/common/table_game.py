"""What the games kept as one document per table (Fulminato, Doomtrooper) share: the play core,
and loading and saving that document inside a unit of work."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.rules.common.documents import Kind
from bot.store.games import StateGame

S = TypeVar("S")


class TableGameOps(Generic[S]):
    """A game's commands: ``_load`` the table's document (``empty`` before the first command),
    ``_save`` it back with the unit's other changes."""

    def __init__(self, core: PlayCore, game: StateGame, kind: Kind[S], empty: Callable[[], S]) -> None:
        self.core = core
        self._game = game
        self._kind = kind
        self._empty = empty

    async def _load(self, work: Work) -> S:
        document = await work.game_state(self._game, self._kind)
        return self._empty() if document is None else document

    def _save(self, work: Work, state: S) -> None:
        work.put_game_state(self._game, self._kind, state)
