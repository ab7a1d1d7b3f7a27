"""The M3E soulstone damage reduction as one unit of work: spend a stone, flip, reduce.

The stone comes off the player's pool when a /game runs at the table (refused when it is empty);
the flipped card goes to the player's discard pile at once (it is a flip, not a duel: nobody
cheats it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.work import Work
from bot.play.duel.steps import spend_game_stones_for
from bot.rules.duel import soulstones
from bot.rules.duel.soulstones import Reduction


@dataclass(frozen=True, slots=True)
class ReductionView:
    table_id: int
    player: int
    reduction: Reduction
    reshuffled: bool
    pools: Mapping[int, int] | None  # the game's pools after paying (None: no game)


class SoulstoneOps:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def reduce(
        self, table_id: int, player: int, damage: int, *, edition_override: str | None = None
    ) -> ReductionView:
        async def step(work: Work) -> ReductionView:
            ed = fate_edition(await work.settings(), edition_override)
            soulstones.check_reduction(ed)
            pools = await spend_game_stones_for(work, {player: 1})
            deck = await work.deck(await work.owner_for(player))
            drawn = deck.flip(1, work.rng)
            card = drawn.cards[0]
            deck.discard_from_play([card])
            result = soulstones.reduce_damage(ed, damage, card)
            return ReductionView(table_id, player, result, drawn.reshuffled, pools)

        return await self.core.run(table_id, step)
