"""Secret schemes of a running /game: choose (committed at once), reveal, abandon (M4E), show.

The choices live in the game's document (``GameState.secret_schemes``) and go with it: the
game's end reveals what is still secret. Only the owner ever gets an unrevealed scheme back
(``mine``); everything else a result carries is public (commitments, revealed schemes).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.encounter import Seasons
from bot.play.game import log as game_log
from bot.play.game.state import GameState, require_game, save_game
from bot.rules import scheme as schemes
from bot.rules.scheme import SecretScheme


def game_id(state: GameState) -> int:
    """The game's number in a commitment: its start time in milliseconds."""
    return round(state.started_at * 1000)


@dataclass(frozen=True, slots=True)
class SchemeOffer:
    """What the menu offers a player now (private to that player)."""

    edition: str
    options: tuple[str, ...]
    count: int
    secret_choices: tuple[str, ...] = ()  # offered schemes that ask to note something in secret


@dataclass(frozen=True, slots=True)
class SchemeView:
    table_id: int
    game_id: int
    state: GameState
    player: int
    changed: tuple[SecretScheme, ...] = ()  # chosen, revealed or abandoned by this command

    @property
    def mine(self) -> tuple[SecretScheme, ...]:
        """The player's own schemes, secret ones included: only for that player's eyes."""
        return schemes.of_player(self.state.secret_schemes, self.player)


class SchemePlay:
    def __init__(self, core: PlayCore, seasons: Seasons) -> None:
        self.core = core
        self.seasons = seasons

    async def _season_links(
        self, guild_id: int | None, table_id: int
    ) -> tuple[Mapping[str, Sequence[str]], frozenset[str]]:
        """Each scheme's Next Available list (the season's, else what the pool recorded), and the
        schemes the season marks as asking for a secret choice (none if the season is gone)."""

        async def step(work: Work) -> GameState:
            return await require_game(work)

        state = await self.core.run(table_id, step)
        links: dict[str, Sequence[str]] = {s.name: s.next_available for s in state.schemes}
        try:
            season = (await self.seasons.resolve(guild_id, state.season_id, state.edition)).season
        except DomainError:
            return links, frozenset()
        links.update(season.scheme_cards)
        return links, season.secret_choice_schemes()

    @staticmethod
    def _offer(
        state: GameState, player: int, links: Mapping[str, Sequence[str]], asks: frozenset[str]
    ) -> SchemeOffer:
        state.index(player)
        if state.is_over:
            raise DomainError("game-error-over")
        pool = tuple(s.name for s in state.schemes)
        names, count = schemes.options(state.edition, state.secret_schemes, player, pool, links, state.turn)
        asked = tuple(n for n in names if n.casefold() in {a.casefold() for a in asks})
        return SchemeOffer(state.edition, names, count, asked)

    async def offer(self, table_id: int, guild_id: int | None, player: int) -> SchemeOffer:
        links, asks = await self._season_links(guild_id, table_id)

        async def step(work: Work) -> SchemeOffer:
            return self._offer(await require_game(work), player, links, asks)

        return await self.core.run(table_id, step)

    async def choose(
        self,
        table_id: int,
        guild_id: int | None,
        player: int,
        chosen: Sequence[str],
        choices: Mapping[str, str] | None = None,
    ) -> SchemeView:
        """Commit ``chosen``; a scheme the season marks needs its secret choice in ``choices``."""
        links, asks = await self._season_links(guild_id, table_id)

        async def step(work: Work) -> SchemeView:
            state = await require_game(work)
            offer = self._offer(state, player, links, asks)
            new = schemes.choose(
                state.secret_schemes,
                player,
                chosen,
                offer.options,
                offer.count,
                table_id=table_id,
                game_id=game_id(state),
                turn=state.turn,
                rng=work.rng,
                secret_choices=offer.secret_choices,
                choices=choices,
            )
            state = replace(state, secret_schemes=(*state.secret_schemes, *new))
            save_game(work, state)
            return SchemeView(table_id, game_id(state), state, player, new)

        return await self.core.run(table_id, step)

    async def reveal(self, table_id: int, player: int, scheme: str) -> SchemeView:
        async def step(work: Work) -> SchemeView:
            state = await require_game(work)
            state.index(player)
            secrets, done = schemes.reveal(state.secret_schemes, player, scheme, state.turn)
            state = replace(state, secret_schemes=secrets)
            save_game(work, state)
            game_log.log_event(
                work,
                game_log.REVEAL,
                player,
                {
                    "player": player,
                    "scheme": done.scheme,
                    "choice": done.choice,
                    "commitment": done.commitment,
                },
            )
            return SchemeView(table_id, game_id(state), state, player, (done,))

        return await self.core.run(table_id, step)

    async def abandon(self, table_id: int, player: int) -> SchemeView:
        async def step(work: Work) -> SchemeView:
            state = await require_game(work)
            state.index(player)
            if state.is_over:
                raise DomainError("game-error-over")
            secrets, done = schemes.abandon(state.edition, state.secret_schemes, player, state.turn)
            state = replace(state, secret_schemes=secrets)
            save_game(work, state)
            return SchemeView(table_id, game_id(state), state, player, (done,))

        return await self.core.run(table_id, step)

    async def show(self, table_id: int, player: int) -> SchemeView:
        async def step(work: Work) -> SchemeView:
            state = await require_game(work)
            return SchemeView(table_id, game_id(state), state, player)

        return await self.core.run(table_id, step)
