"""``/odds`` as a read-only unit of work: the decks as they stand, the exact chances, no change.

The decks are read straight from the store, never through ``Work.deck``: that would create and
save a fresh deck for a player who has none yet. A player without a stored deck is a whole deck
in unknown order. Nothing is queued, so the unit commits nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict, Unpack

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.work import Work
from bot.rules.common.cards import ALL_CARDS, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import NONE, FateModifier
from bot.rules.odds import exact as odds
from bot.store.records import SHARED_OWNER


@dataclass(frozen=True, slots=True)
class SimpleOddsView:
    table_id: int
    odds: odds.SimpleOdds
    stat: int
    tn: int
    tn_suits: frozenset[Suit]
    modifier: FateModifier
    boost: Boost


class OpposedOptions(TypedDict, total=False):
    """The opposed duel's options that ``/odds`` passes on to ``odds.opposed_odds`` unchanged."""

    modifier: FateModifier
    opponent_modifier: FateModifier
    tn: int | None


@dataclass(frozen=True, slots=True)
class OpposedOddsView:
    table_id: int
    odds: odds.OpposedOdds
    stat: int
    opponent_stat: int
    modifier: FateModifier
    opponent_modifier: FateModifier
    opponent: int | None
    tn: int | None


async def _peek_deck(work: Work, owner: int) -> Deck:
    stored = await work.store.packed_deck(work.table_id, owner)
    return Deck(draw=list(ALL_CARDS)) if stored is None else stored.deck()


class OddsPlay:
    """Built on the bot's PlayCore: the same table lock, so the decks are read consistently."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def simple(
        self,
        table_id: int,
        player: int,
        stat: int,
        tn: int,
        *,
        tn_suits: frozenset[Suit] = frozenset(),
        modifier: FateModifier = NONE,
        boost: Boost = NO_BOOST,
        empower: bool = False,
        edition_override: str | None = None,
    ) -> SimpleOddsView:
        """The chances of ``/duel simple`` with these options; ``empower`` tries every card."""
        override = None if edition_override is None else edition(edition_override).key
        if empower and not boost.is_empty:
            raise DomainError("error-boost-empower-exclusive")

        async def step(work: Work) -> SimpleOddsView:
            ed = fate_edition(await work.settings(), override)
            deck = await _peek_deck(work, await work.owner_for(player))
            if empower:
                result = odds.best_empowered_simple_odds(
                    ed, deck, player, stat, tn, tn_suits=tn_suits, modifier=modifier
                )
            else:
                result = odds.simple_odds(
                    ed, deck, player, stat, tn, tn_suits=tn_suits, modifier=modifier, boost=boost
                )
            used = Boost(empower=result.empower) if result.empower is not None else boost
            return SimpleOddsView(table_id, result, stat, tn, tn_suits, modifier, used)

        return await self.core.run(table_id, step)

    async def opposed(
        self,
        table_id: int,
        player: int,
        stat: int,
        opponent_stat: int,
        *,
        opponent: int | None = None,
        edition_override: str | None = None,
        **options: Unpack[OpposedOptions],
    ) -> OpposedOddsView:
        """The chances of ``/duel opposed`` started by ``player``, against ``opponent``'s deck.

        ``options`` go to ``odds.opposed_odds`` as they are.
        """
        override = None if edition_override is None else edition(edition_override).key
        if opponent == player:
            raise DomainError("error-duel-against-yourself")

        async def step(work: Work) -> OpposedOddsView:
            ed = fate_edition(await work.settings(), override)
            owner = await work.owner_for(player)
            deck = await _peek_deck(work, owner)
            if owner == SHARED_OWNER:
                # One pile feeds both flips, the initiator's first: counted together, and the
                # same whether the opponent is named or not (their hand is unseen either way).
                result = odds.shared_opposed_odds(ed, deck, player, stat, opponent_stat, **options)
            else:
                theirs = None
                if opponent is not None:
                    theirs = await _peek_deck(work, await work.owner_for(opponent))
                result = odds.opposed_odds(
                    ed, deck, player, stat, opponent_stat, opponent_deck=theirs, opponent=opponent, **options
                )
            modifiers = options.get("modifier", NONE), options.get("opponent_modifier", NONE)
            return OpposedOddsView(
                table_id, result, stat, opponent_stat, *modifiers, opponent, options.get("tn")
            )

        return await self.core.run(table_id, step)
