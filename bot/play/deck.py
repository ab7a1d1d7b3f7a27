"""Decks as units of work: the public status, the end-of-turn shuffle and a fresh deck."""

from __future__ import annotations

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.results import (
    DeckStatus,
    DeckSummary,
    ResetResult,
    ShuffleResult,
)
from bot.play.common.work import Work
from bot.play.game.cards import refuse_game_deck
from bot.rules.common.deck import Deck
from bot.store.records import SHARED_OWNER


class DeckOps:
    """Decks: their counts, a shuffle and the resets."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- decks -----------------------------------------------------------------------------

    async def deck_status(self, table_id: int) -> DeckStatus:
        """Public counts for every deck at the table; never the cards of anyone's hand."""

        async def step(work: Work) -> DeckStatus:
            settings = await work.settings()
            decks = await self.core.store.decks_of_table(table_id)
            if settings.deck_mode == "shared":
                decks = {SHARED_OWNER: decks[SHARED_OWNER]} if SHARED_OWNER in decks else {}
            else:
                decks.pop(SHARED_OWNER, None)
            return DeckStatus(
                table_id=table_id,
                deck_mode=settings.deck_mode,
                decks=tuple(_summary(owner, deck) for owner, deck in sorted(decks.items())),
            )

        return await self.core.run(table_id, step)

    async def deck_shuffle(self, table_id: int, player: int) -> ShuffleResult:
        """Shuffle the discard pile back into the draw pile (own deck, or the shared one); never
        a deck a running game uses (the game shuffles it at the end of each turn)."""

        async def step(work: Work) -> ShuffleResult:
            owner = await work.owner_for(player)
            await refuse_game_deck(work, owner, "shuffle")
            deck = await work.deck(owner)
            deck.shuffle_discard_into_deck(work.rng)
            may_cut = fate_edition(await work.settings()).opponent_may_cut
            return ShuffleResult(table_id, owner, len(deck.draw), len(deck.discard), may_cut)

        return await self.core.run(table_id, step)

    async def deck_reset(
        self, table_id: int, player: int, target: int | None = None, is_moderator: bool = False
    ) -> ResetResult:
        """A fresh deck for ``target`` (default: the caller); others' only for a moderator.

        Open flips and duels holding cards of that deck lapse (their cards are reshuffled too).
        In shared mode a player's reset shuffles their hand face down into the draw pile instead
        (a hand never becomes public); the whole shared deck is reset by ``shared_deck_reset``.
        A reset of a whole deck ends its epoch of committed shuffles (``Work.reset_deck``); a
        player's hand returned to the shared deck does not (the other hands stay hidden).
        A deck a running game uses is not reset, nor a hand returned to it, until ``/game end``.
        """
        whom = player if target is None else target
        if whom != player and not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> ResetResult:
            owner = await work.owner_for(whom)
            await refuse_game_deck(work, owner, "reset")
            deck = await work.deck(owner)
            returned = len(deck.hand(whom))
            if owner == SHARED_OWNER:
                deck.return_hand(whom, work.rng)
                return ResetResult(table_id, owner, whom, player, returned, (), (whom,) if returned else ())
            lapsed = await self.core.lapse_holders(work, owner)
            await work.reset_deck(owner, deck)
            return ResetResult(table_id, owner, whom, player, returned, lapsed, (whom,) if returned else ())

        return await self.core.run(table_id, step)

    async def shared_deck_reset(self, table_id: int, player: int, *, is_moderator: bool) -> ResetResult:
        """A fresh shared deck (every hand returned); moderators only, never under a game."""
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> ResetResult:
            await refuse_game_deck(work, SHARED_OWNER, "reset")
            deck = await work.deck(SHARED_OWNER)
            returned = sum(len(h) for h in deck.hands.values())
            holders = tuple(sorted(p for p, hand in deck.hands.items() if hand))
            lapsed = await self.core.lapse_holders(work, SHARED_OWNER)
            await work.reset_deck(SHARED_OWNER, deck)
            return ResetResult(table_id, SHARED_OWNER, SHARED_OWNER, player, returned, lapsed, holders)

        return await self.core.run(table_id, step)


def _summary(owner: int, deck: Deck) -> DeckSummary:
    return DeckSummary(
        owner=owner,
        draw_count=len(deck.draw),
        discard_count=len(deck.discard),
        in_play_count=len(deck.in_play),
        hand_counts=tuple(sorted((p, len(h)) for p, h in deck.hands.items() if h)),
        discard=tuple(deck.discard),
    )
