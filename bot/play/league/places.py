"""Where a league's games are played and its standings posted, as units of work (issue 45).

Each call changes the season document's ``places`` (``bot.rules.league.places``) under the
league's server lock, in the same transaction as the season it is part of.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.encounter import guild_lock
from bot.play.league.season import SeasonView, find_league, load_season
from bot.rules.league.places import LeaguePlaces, StandingsPost
from bot.rules.league.season import SEASON
from bot.store import league_repo


class LeaguePlacesPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def _change(self, code: str, change: Callable[[LeaguePlaces], LeaguePlaces]) -> SeasonView:
        record = await find_league(self.core.store, None, code)

        async def step(work: Work) -> SeasonView:
            fresh = await league_repo.league(self.core.store, record.guild_id, record.name)
            assert fresh is not None
            season = load_season(fresh)
            season = replace(season, places=change(season.places))
            stored = replace(fresh, season=SEASON.dumps(season))
            league_repo.put_league(work.changes, stored)
            rounds = await league_repo.rounds(self.core.store, fresh.guild_id, fresh.name)
            drawn = tuple(r.round for r in rounds)
            return SeasonView(stored, season, drawn)

        return await self.core.run(guild_lock(record.guild_id), step)

    async def set_room(self, code: str, round_no: int, channel: int | None) -> SeasonView:
        """The channel an organiser chose for ``round_no``'s game threads (None: the notice's)."""
        return await self._change(code, lambda places: places.with_room(round_no, channel))

    async def record_thread(self, code: str, round_no: int, first: int, thread: int) -> SeasonView:
        """The pairing led by ``first`` plays its game of ``round_no`` in ``thread``."""
        return await self._change(code, lambda places: places.with_thread(round_no, first, thread))

    async def record_standings(self, code: str, post: StandingsPost | None) -> SeasonView:
        """The league's standings message is now ``post`` (None: none kept)."""
        return await self._change(code, lambda places: places.with_standings(post))
