"""Blind crews of a running /game (issue 44 §5, bot/rules/crew/blind.py): each player commits to
one of their own crews during the setup; the second commitment reveals both.

The crew is taken as it stands at the commitment: the player's list and the server's cards of its
models, so the numbers the game plays with are the committed ones. A result carries the chooser's
own crew only to the chooser (``mine``); everything else it carries is public (the commitments,
and the crews once revealed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.state import GameState, game_number, require_game, save_game
from bot.rules.crew import blind
from bot.rules.crew.blind import CrewEntry, CrewSnapshot, GameCrew
from bot.rules.crew.cards import card_key
from bot.store import crew_repo

CHOSEN = "crew-chosen"  # the log's kinds (bot/ui/game/log_render.py)
REVEALED = "crews"


@dataclass(frozen=True, slots=True)
class CrewChoice:
    state: GameState
    mine: GameCrew  # only for the chooser's eyes until ``revealed``

    @property
    def revealed(self) -> bool:
        return self.mine.revealed

    @property
    def crews(self) -> tuple[GameCrew, ...]:
        """What everyone may see: both crews once revealed, else nothing."""
        return blind.revealed_crews(self.state.crews)


class GameCrewPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def _snapshot(self, owner: int, scope: int, name: str) -> CrewSnapshot:
        row = await crew_repo.crew(self.core.store, owner, card_key(name))
        if row is None:
            raise DomainError("crew-error-unknown", name=name[:60])
        models = json.loads(row.models)
        cards = await crew_repo.cards(self.core.store, scope, [str(m["card"]) for m in models])
        entries = tuple(
            CrewEntry(
                str(m["name"]),
                None if m["cost"] is None else int(m["cost"]),
                tuple(str(u) for u in m["upgrades"]),
                None if (found := cards.get(str(m["card"]))) is None else found.card,
            )
            for m in models
        )
        return CrewSnapshot(row.name, row.faction, row.cache, entries)

    async def choose(self, table_id: int, scope: int, player: int, name: str) -> CrewChoice:
        """Commit ``player``'s crew ``name`` for the table's game (theirs only: another player's
        crew of that name is not found)."""
        snapshot = await self._snapshot(player, scope, name)

        async def step(work: Work) -> CrewChoice:
            state = await require_game(work)
            if state.is_over:
                raise DomainError("game-error-over")
            if player not in state.players:
                raise DomainError("crew-game-error-not-a-player")
            crews = blind.choose(
                state.crews,
                state.players,
                player,
                snapshot,
                table_id=table_id,
                game_id=game_number(state),
                turn=state.turn,
                rng=work.rng,
            )
            state = replace(state, crews=crews)
            save_game(work, state)
            mine = blind.of_player(crews, player)
            assert mine is not None
            game_log.log_event(work, CHOSEN, player, {"player": player, "commitment": mine.commitment})
            if mine.revealed:
                game_log.log_event(work, REVEALED, player, {"crews": [_logged(c) for c in crews]})
            return CrewChoice(state, mine)

        return await self.core.run(table_id, step)

    async def visible(self, table_id: int, viewer: int | None) -> tuple[GameCrew, ...]:
        """The table's game's crews ``viewer`` may see (none without a game)."""

        async def step(work: Work) -> tuple[GameCrew, ...]:
            state = await require_game(work)
            return blind.visible_to(state.crews, viewer)

        return await self.core.run(table_id, step)


def _logged(chosen: GameCrew) -> dict[str, object]:
    """A revealed crew as the public log keeps it (the numbers are in the game's record)."""
    return {
        "player": chosen.player,
        "name": chosen.crew.name,
        "faction": chosen.crew.faction,
        "models": [m.name for m in chosen.crew.models],
        "commitment": chosen.commitment,
        "salt": chosen.salt,
    }
