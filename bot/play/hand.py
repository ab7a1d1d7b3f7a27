"""Control hands as units of work: draw, show and discard, and the DM message that shows a hand."""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.results import (
    HandResult,
)
from bot.play.common.work import Work
from bot.play.game.cards import game_of_deck, hand_in_game, log_hand_discard, log_hand_draw
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
        last one's discard is made, and a plain draw only shows what must go.

        While a game uses the deck, a draw is one of its public events (``bot/play/game/cards.py``)
        by the game's edition, and the soulstone draw is the game's draw phase's own step."""

        async def step(work: Work) -> HandResult:
            ed = fate_edition(await work.settings())
            owner = await work.owner_for(player)
            game = await hand_in_game(work, player, owner)
            if game is not None:
                ed = game.ed
                if soulstone:
                    raise DomainError("handdeck-error-soulstone-in-game")
            if soulstone and ed.soulstone_extra_draw <= 0:
                raise DomainError("error-hand-soulstone-not-in-edition", edition=ed.key)
            deck = await work.deck(owner)
            hand = deck.hand(player)
            wanted = max(0, ed.hand_size - len(hand))
            if soulstone:
                # One soulstone draw at a time: the last one ends with its discard back down.
                require_within_hand_size(ed, deck, player)
                wanted += ed.soulstone_extra_draw
            drawn = deck.draw_to_hand(player, wanted, work.rng)
            if game is not None:
                log_hand_draw(work, player, len(drawn.cards), len(hand))
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                drawn=drawn.cards,
                reshuffled=drawn.reshuffled,
                must_discard=max(0, len(hand) - ed.hand_size),
                in_game=game is not None,
            )

        return await self.core.run(table_id, step)

    async def hand_show(self, table_id: int, player: int) -> HandResult:
        async def step(work: Work) -> HandResult:
            settings = await work.settings()
            owner = await work.owner_for(player)
            game = await game_of_deck(work, owner)
            ed = fate_edition(settings) if game is None else game.ed
            deck = await work.deck(owner)
            hand = deck.hand(player)
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                must_discard=max(0, len(hand) - ed.hand_size),
                in_game=game is not None and player in game.players,
            )

        return await self.core.run(table_id, step)

    async def hand_discard(self, table_id: int, player: int, cards: Sequence[Card]) -> HandResult:
        chosen = tuple(cards)
        if not chosen:
            raise DomainError("error-nothing-to-discard")

        async def step(work: Work) -> HandResult:
            ed = fate_edition(await work.settings())
            owner = await work.owner_for(player)
            game = await hand_in_game(work, player, owner)
            if game is not None:
                ed = game.ed
            deck = await work.deck(owner)
            deck.discard_from_hand(player, chosen)
            hand = deck.hand(player)
            if game is not None:
                log_hand_discard(work, player, chosen, len(hand))
            return HandResult(
                table_id=table_id,
                player=player,
                hand=tuple(hand),
                hand_size=ed.hand_size,
                discarded=chosen,
                must_discard=max(0, len(hand) - ed.hand_size),
                in_game=game is not None,
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
