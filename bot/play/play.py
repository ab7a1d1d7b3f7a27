"""The play layer: one command is one unit of work on one table.

Each public coroutine takes the table's lock, loads what it needs from the store, applies the
rules, hands the changes to the store's group commit and returns a frozen result only once
that commit is durable. A DomainError raised before the commit changes nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.document_kinds import FLIP, TURN, FlipRecord
from bot.play.common.limits import FLIP_KIND, flips_to_close
from bot.play.common.results import (
    DeckStatus,
    DeckSummary,
    FlipOutcome,
    HandResult,
    Lapsed,
    PendingView,
    ResetResult,
    ShuffleResult,
)
from bot.play.common.work import Work
from bot.play.duel.steps import DuelOps
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.flip import flips
from bot.rules.flip.modifiers import FateModifier, parse_modifiers
from bot.store.records import (
    DECK_MODES,
    GAMES,
    LANGUAGES,
    SHARED_OWNER,
    DmMessage,
    PendingRecord,
    TableSettings,
)


class Play(DuelOps, PlayCore):
    """Entry point of the play layer; one per bot, around one open Store."""

    # -- table settings --------------------------------------------------------------------

    async def table_settings(self, table_id: int) -> TableSettings:
        async def step(work: Work) -> TableSettings:
            return await work.settings()

        return await self.run(table_id, step)

    async def _update_settings(
        self, table_id: int, is_moderator: bool, change: Callable[[TableSettings], TableSettings]
    ) -> TableSettings:
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> TableSettings:
            settings = change(await work.settings())
            work.changes.tables[table_id] = settings
            return settings

        return await self.run(table_id, step)

    async def set_game(self, table_id: int, game: str, *, is_moderator: bool) -> TableSettings:
        key = game.strip().lower()
        if key not in GAMES:
            raise DomainError("error-table-game-unknown", value=game, known=", ".join(GAMES))
        return await self._update_settings(table_id, is_moderator, lambda s: dataclasses.replace(s, game=key))

    async def set_deck_mode(self, table_id: int, mode: str, *, is_moderator: bool) -> TableSettings:
        key = mode.strip().lower()
        if key not in DECK_MODES:
            raise DomainError("error-table-deck-mode-unknown", value=mode, known=", ".join(DECK_MODES))
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, deck_mode=key)
        )

    async def set_language(self, table_id: int, language: str | None, *, is_moderator: bool) -> TableSettings:
        """Set the table's language; None means automatic (each user's Discord locale)."""
        key = None if language is None else language.strip().lower()
        if key is not None and key not in LANGUAGES:
            raise DomainError("error-table-language-unknown", value=language, known=", ".join(LANGUAGES))
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, language=key)
        )

    async def set_moderator_role(
        self, table_id: int, role_id: int | None, *, is_moderator: bool
    ) -> TableSettings:
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, moderator_role=role_id)
        )

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
                for old in await flips_to_close(work, self.open_records, player):
                    closed.append(await self.expire_pending(work, old))
                flip_id = self.store.new_pending_id()
                expires_at = work.now + self.flip_ttl_s
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
            return _outcome(table_id, player, state, flip_id, expires_at, tuple(closed))

        return await self.run(table_id, step)

    async def choose_flip_card(self, flip_id: int, player: int, index: int) -> FlipOutcome:
        """Switch which card of a + flip is reported (only its flipper, until it expires)."""
        table_id = await self.table_of_pending(flip_id, "error-flip-unknown")

        async def step(work: Work) -> FlipOutcome:
            record = await work.pending(flip_id)
            if record is None or record.kind != FLIP_KIND:
                raise DomainError("error-flip-unknown")
            if record.owner != player:
                raise DomainError("error-flip-not-yours")
            if record.expires_at <= work.now:
                work.delete_pending(flip_id)
                work.error_after_commit = DomainError("error-flip-expired")
                return _flip_outcome(record, FLIP.load(record.state))
            state = FLIP.load(record.state)
            if index not in state.allowed:
                raise DomainError("error-flip-choice-not-allowed", reason=state.reason.value)
            state = dataclasses.replace(state, chosen=index)
            work.put_pending(dataclasses.replace(record, state=FLIP.dumps(state)))
            return _flip_outcome(record, state)

        return await self.run(table_id, step)

    # -- hands -----------------------------------------------------------------------------

    async def hand_draw(self, table_id: int, player: int, soulstone: bool = False) -> HandResult:
        """Draw up to the hand size; with a soulstone (M2E/M3E) draw extra, then discard back."""

        async def step(work: Work) -> HandResult:
            ed = fate_edition(await work.settings())
            if soulstone and ed.soulstone_extra_draw <= 0:
                raise DomainError("error-hand-soulstone-not-in-edition", edition=ed.key)
            deck = await work.deck(await work.owner_for(player))
            hand = deck.hand(player)
            wanted = max(0, ed.hand_size - len(hand))
            if soulstone:
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

        return await self.run(table_id, step)

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

        return await self.run(table_id, step)

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

        return await self.run(table_id, step)

    # -- decks -----------------------------------------------------------------------------

    async def deck_status(self, table_id: int) -> DeckStatus:
        """Public counts for every deck at the table; never the cards of anyone's hand."""

        async def step(work: Work) -> DeckStatus:
            settings = await work.settings()
            decks = await self.store.decks_of_table(table_id)
            if settings.deck_mode == "shared":
                decks = {SHARED_OWNER: decks[SHARED_OWNER]} if SHARED_OWNER in decks else {}
            else:
                decks.pop(SHARED_OWNER, None)
            return DeckStatus(
                table_id=table_id,
                deck_mode=settings.deck_mode,
                decks=tuple(_summary(owner, deck) for owner, deck in sorted(decks.items())),
            )

        return await self.run(table_id, step)

    async def deck_shuffle(self, table_id: int, player: int) -> ShuffleResult:
        """Shuffle the discard pile back into the draw pile (own deck, or the shared one)."""

        async def step(work: Work) -> ShuffleResult:
            owner = await work.owner_for(player)
            deck = await work.deck(owner)
            deck.shuffle_discard_into_deck(work.rng)
            may_cut = fate_edition(await work.settings()).opponent_may_cut
            return ShuffleResult(table_id, owner, len(deck.draw), len(deck.discard), may_cut)

        return await self.run(table_id, step)

    async def deck_reset(
        self, table_id: int, player: int, target: int | None = None, is_moderator: bool = False
    ) -> ResetResult:
        """A fresh deck for ``target`` (default: the caller); others' only for a moderator.

        Open flips and duels holding cards of that deck lapse (their cards are reshuffled too).
        In shared mode a player's reset returns their hand to the discard pile instead; the
        whole shared deck is reset by ``shared_deck_reset``.
        """
        whom = player if target is None else target
        if whom != player and not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> ResetResult:
            owner = await work.owner_for(whom)
            deck = await work.deck(owner)
            returned = len(deck.hand(whom))
            if owner == SHARED_OWNER:
                deck.return_hand(whom)
                return ResetResult(table_id, owner, whom, player, returned, (), (whom,) if returned else ())
            lapsed = await self.lapse_holders(work, owner)
            deck.reset(work.rng)
            return ResetResult(table_id, owner, whom, player, returned, lapsed, (whom,) if returned else ())

        return await self.run(table_id, step)

    async def shared_deck_reset(self, table_id: int, player: int, *, is_moderator: bool) -> ResetResult:
        """A fresh shared deck (every hand returned); moderators only."""
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> ResetResult:
            deck = await work.deck(SHARED_OWNER)
            returned = sum(len(h) for h in deck.hands.values())
            holders = tuple(sorted(p for p, hand in deck.hands.items() if hand))
            lapsed = await self.lapse_holders(work, SHARED_OWNER)
            deck.reset(work.rng)
            return ResetResult(table_id, SHARED_OWNER, SHARED_OWNER, player, returned, lapsed, holders)

        return await self.run(table_id, step)

    # -- DM hand messages and turn state ---------------------------------------------------

    async def dm_message(self, table_id: int, player: int) -> DmMessage | None:
        return await self.store.dm_message(table_id, player)

    async def set_dm_message(
        self, table_id: int, player: int, message_id: int | None, channel_id: int | None = None
    ) -> None:
        """Remember (or with None forget) the DM message that shows ``player``'s hand here."""

        async def step(work: Work) -> None:
            work.changes.dm_messages[(table_id, player)] = (
                None if message_id is None else DmMessage(channel_id, message_id)
            )

        await self.run(table_id, step)

    async def turn_state(self, table_id: int) -> dict[str, Any] | None:
        raw = await self.store.turn_state(table_id)
        return None if raw is None else TURN.load(raw)

    async def set_turn_state(self, table_id: int, state: dict[str, Any] | None) -> None:
        async def step(work: Work) -> None:
            work.changes.turns[table_id] = None if state is None else TURN.dumps(state)

        await self.run(table_id, step)

    # -- open records (duels and other waits) ----------------------------------------------

    async def open_pending(self, table_id: int) -> list[PendingView]:
        return [_view(r) for r in await self.store.pending_of_table(table_id)]

    async def set_pending_message(self, pending_id: int, channel_id: int, message_id: int) -> None:
        """Remember where the public message of an open record is, so it can be edited later
        (a deferred write: see ``Store.set_pending_message``)."""
        self.store.set_pending_message(pending_id, channel_id, message_id)


# -- helpers ---------------------------------------------------------------------------------


def _flip_outcome(record: PendingRecord, state: FlipRecord) -> FlipOutcome:
    return _outcome(record.table_id, record.owner, state, record.id, record.expires_at)


def _outcome(
    table_id: int,
    player: int,
    state: FlipRecord,
    flip_id: int | None,
    expires_at: float | None,
    closed: tuple[Lapsed, ...] = (),
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
    )


def _summary(owner: int, deck: Deck) -> DeckSummary:
    return DeckSummary(
        owner=owner,
        draw_count=len(deck.draw),
        discard_count=len(deck.discard),
        in_play_count=len(deck.in_play),
        hand_counts=tuple(sorted((p, len(h)) for p, h in deck.hands.items() if h)),
        discard=tuple(deck.discard),
    )


def _view(record: PendingRecord) -> PendingView:
    return PendingView(
        pending_id=record.id,
        table_id=record.table_id,
        kind=record.kind,
        owner=record.owner,
        expires_at=record.expires_at,
        channel_id=record.channel_id,
        message_id=record.message_id,
    )
