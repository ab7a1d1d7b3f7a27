"""How long a step waits: the one place that answers it for every step that waits on a person.

A step (a duel, a flip choice, an initiative, a ``/game`` turn's step) waits at the pace of the
game running at its table, when the game chose one and the step is the game's (all its players
play the game), else at its table's pace (``/table pace``). ``Waits`` (the deployment's live
wait and the post wait, ``PlayCore.waits``) says how long each pace is; the rules hold both
(``bot/rules/common/pace.py``).

The game's pace is in the game document, so the step's caller reads the table's game
(``bot.play.game.state.load_game``) and passes it; this module knows only what a game says of
its pace (``PacedGame``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, Protocol

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.rules.common.pace import PACES, Pace, Reminders, Waits
from bot.rules.common.pace import pace as pace_by_key

Source = Literal["table", "game"]


class PacedGame(Protocol):
    """What a table's game says of the pace of its steps (``GameState`` is one)."""

    @property
    def pace(self) -> Pace | None: ...

    @property
    def players(self) -> tuple[int, int]: ...

    @property
    def is_over(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class StepPace:
    """The pace a step waits at, where it comes from, and what follows from it."""

    pace: Pace
    source: Source
    wait_s: float  # infinite at `none` pace
    reminders: Reminders  # the table's (they apply at `post` pace only)

    def deadline(self, now: float) -> float:
        """When a step that starts (or is answered) at ``now`` lapses; +inf: never."""
        return now + self.wait_s


def pace_of(game: PacedGame | None, table_pace: Pace, players: Iterable[int] = ()) -> tuple[Pace, Source]:
    """The game's pace if it chose one and every one of ``players`` plays it, else the table's."""
    if game is None or game.is_over or game.pace is None:
        return table_pace, "table"
    if any(player not in game.players for player in players):
        return table_pace, "table"
    return game.pace, "game"


async def step_pace(
    work: Work, waits: Waits, game: PacedGame | None, players: Iterable[int] = ()
) -> StepPace:
    """The pace of a step at ``work``'s table, whose game is ``game``, whose players are
    ``players`` (none given: a step of the table's game itself, such as its initiative)."""
    settings = await work.settings()
    chosen, source = pace_of(game, settings.pace, players)
    return StepPace(chosen, source, waits.wait_s(chosen), settings.reminder_plan)


async def step_deadline(
    work: Work, waits: Waits, game: PacedGame | None, players: Iterable[int] = ()
) -> float:
    """When a step at ``work``'s table that waits from now on lapses (+inf: never)."""
    return (await step_pace(work, waits, game, players)).deadline(work.now)


def parse_pace(key: str) -> Pace:
    """A pace by its key, or the translated error that names the known ones."""
    try:
        return pace_by_key(key)
    except ValueError:
        raise DomainError("error-pace-unknown", value=key[:20], known=", ".join(PACES)) from None
