"""A game in its own thread: the thread is a new table, set up as the table it was opened from.

`/game start thread:True` creates a Discord thread and starts the game there. Creating it is
the one step that cannot be taken back cleanly (deleting a thread needs a permission the bot
does not ask for), so everything that would refuse the start is checked here first, on the
table the command came from, before the thread exists: the league and round, the season and
whether it suits the table's edition, and whether the table plays a Fate Deck game at all.
"""

from __future__ import annotations

from dataclasses import replace

from bot.errors import DomainError
from bot.play.common.core import fate_edition
from bot.play.common.work import Work
from bot.play.game.play import GamePlay
from bot.play.league.season import find_league
from bot.rules.encounter import generation as encounters
from bot.rules.encounter.seasons import Season
from bot.store.records import TableSettings


class GameThreads:
    """The play calls of a game's thread, next to the GamePlay that starts the game in it."""

    def __init__(self, games: GamePlay) -> None:
        self.games = games
        self.core = games.core

    async def settings(self, table_id: int) -> TableSettings:
        async def step(work: Work) -> TableSettings:
            return await work.settings()

        return await self.core.run(table_id, step)

    async def check_start(
        self,
        table_id: int,
        guild_id: int | None,
        *,
        season_id: str | None = None,
        league: str | None = None,
        league_round: int | None = None,
    ) -> None:
        """Refuse now what `GamePlay.start` would refuse in the thread (it gets this table's
        settings): read-only, so a refusal leaves nothing behind."""
        ed = fate_edition(await self.settings(table_id))
        season: Season
        if league is not None and league.strip():
            if league_round is None:
                raise DomainError("game-error-league-round-needed")
            if season_id is not None and season_id.strip():
                raise DomainError("game-error-league-and-season")
            record = await find_league(self.core.store, guild_id, league)
            info, _ = await self.games.leagues.stored_round(record.guild_id, record.name, league_round)
            season = info.season
        elif league_round is not None:
            raise DomainError("game-error-league-needed")
        else:
            season = (await self.games.seasons.resolve(guild_id, season_id, ed.key)).season
        encounters.check_season_edition(season, ed.key)

    async def copy_settings(self, source: int, thread_id: int) -> TableSettings:
        """The new table plays as the one it was opened from: edition, deck mode, language, pace
        and reminders, moderator role."""
        settings = await self.settings(source)

        async def step(work: Work) -> TableSettings:
            copied = replace(settings, table_id=thread_id)
            work.changes.tables[thread_id] = copied
            return copied

        return await self.core.run(thread_id, step)
