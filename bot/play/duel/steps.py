"""Duels as units of work: every step loads the decks involved, applies a duel_flow step and
saves the decks and the duel's state in one commit.

The open duel is a pending record whose JSON holds the duel_flow state and which deck each
player uses (fixed when the duel starts, so a later deck-mode change cannot move its cards).
Its ``held`` column mirrors ``DuelState.in_play()`` so expiry needs no duel knowledge.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.limits import ensure_room
from bot.play.common.pace import step_deadline
from bot.play.common.results import DuelView, Lapsed, LapsedError
from bot.play.common.work import Work
from bot.play.game.log import log_duel, log_lapse
from bot.play.game.state import MAX_SOULSTONES, load_game, save_game
from bot.rules.common.cards import Card
from bot.rules.common.documents import DocumentError
from bot.rules.common.editions import Edition, edition
from bot.rules.common.lapse import Expiry
from bot.rules.crew.blind import DuelModels
from bot.rules.duel import cheating as duel_cheating
from bot.rules.duel import flow as duel_flow
from bot.rules.duel import result as duel_result
from bot.rules.duel import soulstones
from bot.rules.duel.result import DuelResult
from bot.rules.duel.state import Decks, DuelState, Phase
from bot.rules.flip.modifiers import NONE
from bot.store.records import PendingRecord

DUEL_KIND = "duel"

Step = Callable[[DuelState, Decks, random.Random], DuelState]
# In the starting unit, with the new duel's id: a duel from the crews links its target there and
# says which models duel (its record keeps them for the duel's message until its end).
OnStart = Callable[[Work, int], Awaitable[DuelModels | None]]


class DuelOps:
    """Starting and advancing duels (simple, opposed, damage)."""

    def __init__(self, core: PlayCore) -> None:
        # Called in the unit that finishes a duel (played out or lapsed), with its id and result:
        # a duel from the crews lands its damage there (bot/play/game/crews.py).
        self.finished: list[Callable[[Work, int, DuelResult], Awaitable[None]]] = []
        self.core = core

    # -- starting --------------------------------------------------------------------------

    async def duel_simple(
        self,
        table_id: int,
        player: int,
        stat: int,
        tn: int,
        *,
        edition_override: str | None = None,
        on_start: OnStart | None = None,
        **options: Any,
    ) -> DuelView:
        """Start a simple duel; ``options`` are those of ``duel_flow.start_simple``."""

        def start(ed: Edition, decks: Decks, rng: random.Random) -> DuelState:
            return duel_flow.start_simple(ed, player, stat, tn, decks, rng, **options)

        return await self._start(table_id, player, (player,), edition_override, start, on_start=on_start)

    async def duel_opposed(
        self,
        table_id: int,
        initiator: int,
        resister: int,
        stat: int,
        *,
        edition_override: str | None = None,
        on_start: OnStart | None = None,
        **options: Any,
    ) -> DuelView:
        """Start an opposed duel (it waits for the resister); options as ``start_opposed``.

        ``resister`` may be ``initiator``: a duel against one's own model, whose target may relent.
        """

        def start(ed: Edition, decks: Decks, rng: random.Random) -> DuelState:
            return duel_flow.start_opposed(ed, initiator, resister, stat, decks, **options)

        return await self._start(
            table_id, initiator, (initiator, resister), edition_override, start, on_start=on_start
        )

    async def duel_damage(
        self,
        table_id: int,
        player: int,
        weak: int,
        moderate: int,
        severe: int,
        *,
        edition_override: str | None = None,
        block: bool = False,
        victim: int | None = None,
        on_start: OnStart | None = None,
        **options: Any,
    ) -> DuelView:
        """An M2E/M3E damage flip; options as ``duel_flow.start_damage``.

        ``block`` (M3E): the damaged model's player spent a soulstone, so the flip gets −; with
        a /game running the stone comes off ``victim``'s pool (default: the flipper's opponent).
        """

        def start(ed: Edition, decks: Decks, rng: random.Random) -> DuelState:
            if block:
                options["modifier"] = soulstones.block_modifier(ed, options.get("modifier", NONE))
            return duel_flow.start_damage(ed, player, weak, moderate, severe, decks, rng, **options)

        async def block_cost(work: Work) -> dict[int, int]:
            """The block's stone: whose pool pays it (nothing without a running game)."""
            game = await load_game(work)
            if not block or game is None or game.is_over:
                return {}
            target = victim
            if target is None:
                if player not in game.players:
                    raise DomainError("soulstone-error-block-victim")
                target = game.other(player)
            game.index(target)
            return {target: 1}

        return await self._start(
            table_id, player, (player,), edition_override, start, block_cost, on_start=on_start
        )

    async def _start(
        self,
        table_id: int,
        owner: int,
        players: tuple[int, ...],
        edition_override: str | None,
        start: Callable[[Edition, Decks, random.Random], DuelState],
        extra_cost: Callable[[Work], Awaitable[dict[int, int]]] | None = None,
        *,
        on_start: OnStart | None = None,
    ) -> DuelView:
        override_checked = None if edition_override is None else edition(edition_override).key

        async def step(work: Work) -> DuelView:
            ed = fate_edition(await work.settings(), override_checked)
            await ensure_room(work, self.core.open_records, owner)
            owners = {p: await work.owner_for(p) for p in players}
            decks = {p: await work.deck(o) for p, o in owners.items()}
            state = start(ed, decks, work.rng)
            costs = soulstones.newly_spent(None, state)
            if extra_cost is not None:
                for payer, count in (await extra_cost(work)).items():
                    costs[payer] = costs.get(payer, 0) + count
            pools = await spend_game_stones_for(work, costs)
            duel_id = self.core.store.new_pending_id()
            models = None if on_start is None else await on_start(work, duel_id)
            return await self._save(
                work, duel_id, owner, owners, state, None, pools, actor=owner, models=models
            )

        return await self.core.run(table_id, step)

    # -- steps -----------------------------------------------------------------------------

    async def duel_accept(self, duel_id: int, player: int, **options: Any) -> DuelView:
        """The resister accepts (stat, modifier, boost) or relents; options as ``duel_flow.accept``."""
        return await self.duel_step(
            duel_id, player, lambda s, d, r: duel_flow.accept(s, player, d, r, **options)
        )

    async def duel_declare_boost(self, duel_id: int, player: int, **options: Any) -> DuelView:
        return await self.duel_step(
            duel_id, player, lambda s, d, r: duel_flow.declare_initiator_boost(s, player, d, r, **options)
        )

    async def duel_choose(self, duel_id: int, player: int, index: int, **options: Any) -> DuelView:
        return await self.duel_step(
            duel_id, player, lambda s, d, r: duel_flow.choose(s, player, index, d, **options)
        )

    async def duel_cheat(self, duel_id: int, player: int, card: Card, **options: Any) -> DuelView:
        return await self.duel_step(
            duel_id, player, lambda s, d, r: duel_flow.cheat(s, player, card, d, **options)
        )

    async def duel_decline_cheat(self, duel_id: int, player: int) -> DuelView:
        return await self.duel_step(duel_id, player, lambda s, d, r: duel_flow.decline_cheat(s, player, d))

    async def duel_step(self, duel_id: int, player: int, advance: Step) -> DuelView:
        """Apply any duel_flow step as one unit of work (the named steps above use this)."""
        table_id = await self.core.table_of_pending(duel_id, "error-duel-unknown")

        async def step(work: Work) -> DuelView:
            record, stored = await self._load(work, duel_id, player)
            state, owners = stored.duel, dict(stored.owners)
            if record.expires_at <= work.now:
                lapsed = await self.core.expire_pending(work, record)
                work.error_after_commit = LapsedError("error-duel-expired", lapsed)
                gone = DuelView(duel_id, table_id, state, None, None, record.channel_id, record.message_id)
                return lapsed.duel or replace(gone, models=stored.models)
            decks = {p: await work.deck(o) for p, o in owners.items()}
            new = advance(state, decks, work.rng)
            pools = await spend_game_stones(work, state, new)
            return await self._save(
                work, duel_id, record.owner, owners, new, record, pools, actor=player, models=stored.models
            )

        return await self.core.run(table_id, step)

    async def duel_withdraw(self, duel_id: int, player: int) -> Lapsed:
        """The initiator withdraws an opposed duel nobody has answered: its soulstones (back to the
        running game's pool) and empower card (back to the hand) are returned."""
        table_id = await self.core.table_of_pending(duel_id, "error-duel-unknown")

        async def step(work: Work) -> Lapsed:
            record, stored = await self._load(work, duel_id, None)
            decks = {p: await work.deck(o) for p, o in stored.owners.items()}
            expiry = duel_flow.withdraw(stored.duel, player, decks)
            return await self._settle_lapse(work, record, expiry, stored.models, lapsed=False)

        return await self.core.run(table_id, step)

    async def lapse_duel(self, work: Work, record: PendingRecord) -> Lapsed:
        """The lapse rule of duels (``PlayCore.expire_pending``): played out by the rules'
        defaults and recorded as a finished duel, or void with its costs given back."""
        try:
            stored = document_kinds.DUEL.load(record.state)
        except DocumentError:
            return await self.core.cancel_pending(work, record)
        owners = dict(stored.owners)
        decks = {p: await work.deck(o) for p, o in owners.items()}
        return await self._settle_lapse(work, record, duel_flow.expire(stored.duel, decks), stored.models)

    async def _settle_lapse(
        self,
        work: Work,
        record: PendingRecord,
        expiry: Expiry[DuelState],
        models: DuelModels | None,
        *,
        lapsed: bool = True,
    ) -> Lapsed:
        work.delete_pending(record.id)
        pools = await refund_game_stones(work, record, expiry.soulstones_back())
        state = expiry.state
        result = duel_result.result(state) if state.phase is Phase.DONE else None
        if lapsed:  # (a withdrawn duel is no event: nothing of it was played)
            log_lapse(work, record.kind, expiry.defaults)
        if result is not None:
            log_duel(work, None, result)
            for hook in self.finished:
                await hook(work, record.id, result)
        view = DuelView(
            record.id, work.table_id, state, result, None, record.channel_id, record.message_id, pools, models
        )
        return Lapsed.of(record, defaults=expiry.defaults, duel=view)

    async def duel_view(self, duel_id: int, player: int | None = None) -> DuelView:
        """An open duel as it stands (to redraw its message); ``player`` must take part if given."""
        table_id = await self.core.table_of_pending(duel_id, "error-duel-unknown")

        async def step(work: Work) -> DuelView:
            record, stored = await self._load(work, duel_id, player)
            return DuelView(
                duel_id,
                table_id,
                stored.duel,
                None,
                record.expires_at,
                record.channel_id,
                record.message_id,
                await game_pools(work),
                stored.models,
            )

        return await self.core.run(table_id, step)

    async def duel_cheat_options(self, duel_id: int, player: int) -> tuple[Card, ...]:
        """The hand cards ``player`` may cheat with now (empty unless it is their cheat window)."""
        table_id = await self.core.table_of_pending(duel_id, "error-duel-unknown")

        async def step(work: Work) -> tuple[Card, ...]:
            _, stored = await self._load(work, duel_id, player)
            state = stored.duel
            if state.phase is not Phase.CHEATING or state.awaiting_player != player:
                return ()
            decks = {p: await work.deck(o) for p, o in stored.owners.items()}
            window = duel_cheating.cheat_window(state, decks)
            return () if window is None else window[1]

        return await self.core.run(table_id, step)

    # -- persistence -----------------------------------------------------------------------

    async def _load(
        self, work: Work, duel_id: int, player: int | None
    ) -> tuple[PendingRecord, document_kinds.DuelRecord]:
        record = await work.pending(duel_id)
        if record is None or record.kind != DUEL_KIND:
            raise DomainError("error-duel-unknown")
        stored = document_kinds.DUEL.load(record.state)
        if player is not None and player not in stored.owners:
            raise DomainError("error-duel-not-participant")
        return record, stored

    async def _save(
        self,
        work: Work,
        duel_id: int,
        owner: int,
        owners: dict[int, int],
        state: DuelState,
        previous: PendingRecord | None,
        pools: dict[int, int] | None = None,
        *,
        actor: int,
        models: DuelModels | None = None,
    ) -> DuelView:
        channel_id = None if previous is None else previous.channel_id
        message_id = None if previous is None else previous.message_id
        if state.is_over:
            if previous is not None:
                work.delete_pending(duel_id)
            result = duel_result.result(state) if state.phase is Phase.DONE else None
            if result is not None:
                log_duel(work, actor, result)
                for hook in self.finished:
                    await hook(work, duel_id, result)
            return DuelView(
                duel_id, work.table_id, state, result, None, channel_id, message_id, pools, models
            )
        # Activity keeps a duel alive: it lapses after a full wait of its pace without any step.
        expires_at = await step_deadline(work, self.core.waits, await load_game(work), owners)
        work.put_open_pending(
            duel_id,
            DUEL_KIND,
            owner,
            document_kinds.DUEL.dumps(document_kinds.DuelRecord(owners, state, models)),
            in_play=state.in_play(),
            owners=owners,
            previous=previous,
            expires_at=expires_at,
        )
        return DuelView(
            duel_id, work.table_id, state, None, expires_at, channel_id, message_id, pools, models
        )


# -- soulstones from the game's pool ------------------------------------------------------------


async def game_pools(work: Work) -> dict[int, int] | None:
    """The soulstone pools of the /game running at the table (None: no game, nothing tracked)."""
    game = await load_game(work)
    if game is None or game.is_over:
        return None
    return {p: game.soulstones_of(p) for p in game.players}


async def refund_game_stones(
    work: Work, record: PendingRecord, refunds: dict[int, int]
) -> dict[int, int] | None:
    """Give the stones of a duel nobody played back to the running game's pools; the pools after
    (None: no game). Only a game that was already running when the duel opened was paid."""
    game = await load_game(work)
    if game is None or game.is_over:
        return None
    if game.started_at <= record.created_at:
        for player, count in refunds.items():
            if player in game.players and count > 0:
                game = game.with_soulstones(player, min(game.soulstones_of(player) + count, MAX_SOULSTONES))
        if refunds:
            save_game(work, game)
    return {p: game.soulstones_of(p) for p in game.players}


async def spend_game_stones(work: Work, before: DuelState | None, after: DuelState) -> dict[int, int] | None:
    """Take the stones a duel step declared off the running game's pools (refused if short).

    Players outside the game (or duels at a table without a game) spend no tracked stones.
    """
    return await spend_game_stones_for(work, soulstones.newly_spent(before, after))


async def spend_game_stones_for(work: Work, costs: dict[int, int]) -> dict[int, int] | None:
    """Pay ``costs`` from the running game's pools; the pools after (None: no game).

    It reads the committed game document, so a unit of work calls it once, with every cost.
    """
    game = await load_game(work)
    if game is None or game.is_over:
        return None
    pools = {p: game.soulstones_of(p) for p in game.players}
    paid = soulstones.spend(pools, costs)
    if paid != pools:
        for player, count in paid.items():
            game = game.with_soulstones(player, count)
        save_game(work, game)
    return paid
