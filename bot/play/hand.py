"""Control hands as units of work: draw, show and discard, and the DM message that shows a hand."""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.results import (
    HandResult,
)
from bot.play.common.work import Work
from bot.rules.common.cards import Card
from bot.rules.common.hands import require_within_hand_size
from bot.store.records import DmMessage


class HandOps:
    """Hands: drawing, showing and discarding, and where the hand's DM is."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- hands -----------------------------------------------------------------------------

    async def hand_draw(self, table_id: int, player: int, soulstone: bool = False) -> HandResult:
        """Draw up to the hand size; with a soulstone (M2E/M3E) draw extra, then discard back.

        A hand above the hand size draws nothing more: a soulstone draw is refused until the
        last one's discard is made, and a plain draw only shows what must go."""

        async def step(work: Work) -> HandResult:
            ed = fate_edition(await work.settings())
            if soulstone and ed.soulstone_extra_draw <= 0:
                raise DomainError("error-hand-soulstone-not-in-edition", edition=ed.key)
            deck = await work.deck(await work.owner_for(player))
            hand = deck.hand(player)
            wanted = max(0, ed.hand_size - len(hand))
            if soulstone:
                # One soulstone draw at a time: the last one ends with its discard back down.
                require_within_hand_size(ed, deck, player)
                wanted += ed.soulstone_extra_draw
            drawn = deck.draw_to_hand(player, wanted, work.rng)
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                drawn=drawn.cards,
                reshuffled=drawn.reshuffled,
                must_discard=max(0, len(hand) - ed.hand_size),
            )

        return await self.core.run(table_id, step)

    async def hand_show(self, table_id: int, player: int) -> HandResult:
        async def step(work: Work) -> HandResult:
            settings = await work.settings()
            ed = fate_edition(settings)
            deck = await work.deck(await work.owner_for(player))
            hand = deck.hand(player)
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                must_discard=max(0, len(hand) - ed.hand_size),
            )

        return await self.core.run(table_id, step)

    async def hand_discard(self, table_id: int, player: int, cards: Sequence[Card]) -> HandResult:
        chosen = tuple(cards)
        if not chosen:
            raise DomainError("error-nothing-to-discard")

        async def step(work: Work) -> HandResult:
            ed = fate_edition(await work.settings())
            deck = await work.deck(await work.owner_for(player))
            deck.discard_from_hand(player, chosen)
            hand = deck.hand(player)
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                discarded=chosen,
                must_discard=max(0, len(hand) - ed.hand_size),
            )

        return await self.core.run(table_id, step)

    async def dm_message(self, table_id: int, player: int) -> DmMessage | None:
        return await self.core.store.dm_message(table_id, player)

    async def set_dm_message(
        self, table_id: int, player: int, message_id: int | None, channel_id: int | None = None
    ) -> None:
        """Remember (or with None forget) the DM message that shows ``player``'s hand here."""

        async def step(work: Work) -> None:
            work.changes.dm_messages[(table_id, player)] = (
                None if message_id is None else DmMessage(channel_id, message_id)
            )

        await self.core.run(table_id, step)
