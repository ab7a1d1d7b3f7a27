"""``/random model`` and ``/random player`` as units of work (cards go straight to discard piles)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.work import Work
from bot.rules.random import picks as random_picks
from bot.rules.random.picks import RandomModel, RandomPlayer


@dataclass(frozen=True, slots=True)
class RandomModelView:
    table_id: int
    player: int  # who flipped (the active player, who breaks ties)
    pick: RandomModel


@dataclass(frozen=True, slots=True)
class RandomPlayerView:
    table_id: int
    pick: RandomPlayer


class RandomPlay:
    """Built on the bot's PlayCore so it shares the table locks."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def model(self, table_id: int, player: int, count: int) -> RandomModelView:
        """One card per candidate from ``player``'s deck; the lowest card is chosen."""
        if not 1 <= count <= random_picks.MAX_CANDIDATES:
            raise DomainError("error-random-model-count", value=count, max=random_picks.MAX_CANDIDATES)

        async def step(work: Work) -> RandomModelView:
            fate_edition(await work.settings())
            deck = await work.deck(await work.owner_for(player))
            return RandomModelView(table_id, player, random_picks.random_model(deck, count, work.rng))

        return await self.core.run(table_id, step)

    async def player(self, table_id: int, player: int, opponent: int) -> RandomPlayerView:
        """Both flip from their own decks; the highest is chosen; ties reflip."""
        if player == opponent:
            raise DomainError("error-random-player-same")

        async def step(work: Work) -> RandomPlayerView:
            fate_edition(await work.settings())
            decks = {p: await work.deck(await work.owner_for(p)) for p in (player, opponent)}
            return RandomPlayerView(table_id, random_picks.random_player((player, opponent), decks, work.rng))

        return await self.core.run(table_id, step)
