"""Flips as units of work: a flip (its cards to the discard pile at once) and, while the rules leave
a choice, switching the card used."""

from __future__ import annotations

import dataclasses

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.document_kinds import FLIP, FlipRecord
from bot.play.common.limits import FLIP_KIND, flips_to_close
from bot.play.common.pace import step_deadline
from bot.play.common.results import (
    FlipOutcome,
    Lapsed,
    LapsedError,
)
from bot.play.common.work import Work
from bot.play.game.log import log_flip, log_lapse
from bot.play.game.state import load_game
from bot.rules.common.editions import edition
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier, parse_modifiers
from bot.store.records import PendingRecord


class FlipOps:
    """Flips: a flip and, while the rules leave a choice, switching the card used."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- flips -----------------------------------------------------------------------------

    async def flip(
        self,
        table_id: int,
        player: int,
        modifier: FateModifier | str | None = None,
        edition_override: str | None = None,
    ) -> FlipOutcome:
        """A plain flip: cards go to the discard pile at once; with a choice, a flip id."""
        mod = modifier if isinstance(modifier, FateModifier) else parse_modifiers(modifier)
        override = None if edition_override is None else edition(edition_override)

        async def step(work: Work) -> FlipOutcome:
            ed = override or fate_edition(await work.settings())
            deck = await work.deck(await work.owner_for(player))
            result = flips.flip(deck, mod, ed.max_flip_cards, work.rng)
            deck.discard_from_play(result.cards)
            log_flip(work, player, result.cards, result.cards[result.default])
            flip_id: int | None = None
            expires_at: float | None = None
            closed: list[Lapsed] = []
            state = FlipRecord(
                edition=ed.key,
                modifier=mod,
                cards=result.cards,
                allowed=result.allowed,
                default=result.default,
                chosen=result.default,
                reason=result.reason,
                reshuffled=result.reshuffled,
            )
            if result.has_choice:
                for old in await flips_to_close(work, self.core.open_records, player):
                    closed.append(await self.core.expire_pending(work, old))
                flip_id = self.core.store.new_pending_id()
                expires_at = await step_deadline(work, self.core.waits, await load_game(work), (player,))
                work.put_pending(
                    PendingRecord(
                        id=flip_id,
                        table_id=table_id,
                        kind=FLIP_KIND,
                        owner=player,
                        state=FLIP.dumps(state),
                        held={},
                        created_at=work.now,
                        expires_at=expires_at,
                    )
                )
            return _outcome(table_id, player, state, flip_id, expires_at, tuple(closed), work.now)

        return await self.core.run(table_id, step)

    async def choose_flip_card(self, flip_id: int, player: int, index: int) -> FlipOutcome:
        """Switch which card of a + flip is reported (only its flipper, until it expires)."""
        table_id = await self.core.table_of_pending(flip_id, "error-flip-unknown")

        async def step(work: Work) -> FlipOutcome:
            record = await work.pending(flip_id)
            if record is None or record.kind != FLIP_KIND:
                raise DomainError("error-flip-unknown")
            if record.owner != player:
                raise DomainError("error-flip-not-yours")
            if record.expires_at <= work.now:
                lapsed = await self.core.expire_pending(work, record)
                work.error_after_commit = LapsedError("error-flip-expired", lapsed)
                return lapsed.flip or _flip_outcome(record, FLIP.load(record.state))
            state = FLIP.load(record.state)
            if index not in state.allowed:
                raise DomainError("error-flip-choice-not-allowed", reason=state.reason.value)
            state = dataclasses.replace(state, chosen=index)
            log_flip(work, player, state.cards, state.cards[index], switched=True)
            work.put_pending(dataclasses.replace(record, state=FLIP.dumps(state)))
            return _flip_outcome(record, state)

        return await self.core.run(table_id, step)

    async def lapse_flip(self, work: Work, record: PendingRecord) -> Lapsed:
        """The lapse rule of flip choices (``PlayCore.expire_pending``): the card in use stands
        (the rules' default unless the flipper switched); its cards are already discarded."""
        work.delete_pending(record.id)
        state = FLIP.load(record.state)
        flip = flips.Flip(
            state.cards, state.modifier, state.allowed, state.default, state.reason, state.reshuffled
        )
        default = flips.lapse_choice(flip, state.chosen, record.owner)
        log_lapse(work, record.kind, (default,))
        return Lapsed.of(
            record, defaults=(default,), flip=_outcome(record.table_id, record.owner, state, None, None)
        )


def _flip_outcome(record: PendingRecord, state: FlipRecord) -> FlipOutcome:
    return _outcome(record.table_id, record.owner, state, record.id, record.expires_at, (), record.created_at)


def _outcome(
    table_id: int,
    player: int,
    state: FlipRecord,
    flip_id: int | None,
    expires_at: float | None,
    closed: tuple[Lapsed, ...] = (),
    opened_at: float | None = None,
) -> FlipOutcome:
    return FlipOutcome(
        table_id=table_id,
        player=player,
        edition=state.edition,
        modifier=state.modifier,
        cards=state.cards,
        allowed=state.allowed,
        default=state.default,
        chosen=state.chosen,
        reason=state.reason,
        reshuffled=state.reshuffled,
        flip_id=flip_id,
        expires_at=expires_at,
        closed=closed,
        opened_at=opened_at,
    )
