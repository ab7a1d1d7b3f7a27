"""``/initiative`` as units of work: the edition's procedure between two players at a table.

An initiative that waits for a player (an M2E soulstone reflip, an M3E cheat, a choice of who
goes first) is a pending record like an open duel: its JSON holds the ``bot.rules.initiative.flow``
state and whose deck each player uses; its ``held`` cards lapse back to the discard piles if
nobody finishes it. Once decided, the table's turn state records who has initiative.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.limits import ensure_room
from bot.play.common.pace import step_deadline
from bot.play.common.results import Lapsed, LapsedError
from bot.play.common.work import Work
from bot.play.game.state import load_game
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.documents import DocumentError
from bot.rules.common.editions import InitiativeProcedure
from bot.rules.game import turns
from bot.rules.initiative import flow as initiative
from bot.rules.initiative.state import InitiativePhase, InitiativeState
from bot.store.records import PendingRecord

INITIATIVE_KIND = "initiative"

Step = Callable[[InitiativeState, Mapping[int, Deck], random.Random], InitiativeState]


@dataclass(frozen=True, slots=True)
class InitiativeView:
    """An initiative after a step. ``hand`` is the acting player's hand when a cheat changed it
    (for their DM only, never to show publicly)."""

    initiative_id: int
    table_id: int
    state: InitiativeState
    expires_at: float | None  # None once decided
    channel_id: int | None = None
    message_id: int | None = None
    hand: tuple[Card, ...] | None = None

    @property
    def is_over(self) -> bool:
        return self.state.is_over


class InitiativePlay:
    """Built on the bot's PlayCore so it shares the table locks, the clock and the expiry sweep."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def start(
        self,
        table_id: int,
        player: int,
        opponent: int,
        *,
        edition_override: str | None = None,
        pass_tokens: int = 0,
        opponent_pass_tokens: int = 0,
        attacker: int | None = None,
        last_activator: int | None = None,
        models: tuple[int, int] | None = None,
        soulstones: tuple[bool | None, bool | None] = (None, None),
    ) -> InitiativeView:
        """Run the edition's procedure as far as it goes without anyone's decision.

        ``models``: M3E crew sizes (player's, opponent's); the smaller crew gets the difference
        as pass tokens. ``attacker``: M4E turn 1's initiative, M3E the holder before turn 1.
        ``soulstones``: M2E, whether each player has a soulstone to reflip with; ``None`` keeps
        what that player said earlier at this table (nobody is asked by default).
        """
        if player == opponent:
            raise DomainError("error-initiative-same-player")
        for tokens in (pass_tokens, opponent_pass_tokens):
            if not 0 <= tokens <= initiative.MAX_PASS_TOKENS:
                raise DomainError(
                    "error-initiative-pass-tokens", value=tokens, max=initiative.MAX_PASS_TOKENS
                )
        if models is not None:
            if pass_tokens or opponent_pass_tokens:
                raise DomainError("rules-error-models-and-pass-tokens")
            pass_tokens, opponent_pass_tokens = turns.pass_tokens_for(models)

        async def step(work: Work) -> InitiativeView:
            ed = fate_edition(await work.settings(), edition_override)
            procedure = ed.initiative
            if procedure is not InitiativeProcedure.FLIP_PASS_TOKENS and (
                pass_tokens or opponent_pass_tokens or models is not None
            ):
                raise DomainError("initiative-error-pass-tokens-m3e", edition=ed.key.upper())
            if procedure is not InitiativeProcedure.ATTACKER_THEN_CHOOSER and last_activator is not None:
                raise DomainError("initiative-error-m4e-options", edition=ed.key.upper())
            if procedure is InitiativeProcedure.FLIP_SOULSTONE_REFLIP and attacker is not None:
                raise DomainError("rules-error-initiative-attacker-m2e", edition=ed.key.upper())
            if procedure is not InitiativeProcedure.FLIP_SOULSTONE_REFLIP and any(
                flag is not None for flag in soulstones
            ):
                raise DomainError("rules-error-initiative-soulstones-m2e", edition=ed.key.upper())
            await ensure_room(work, self.core.open_records, player)
            players = (player, opponent)
            if attacker is not None and attacker not in players:
                raise DomainError("error-initiative-not-a-player", player=str(attacker))
            turn_state = await _turn_state(work)
            stored = turn_state.get("initiative")
            # Seed 003: the attacker holds initiative until turn 1's flip; later, the last holder.
            previous = attacker if attacker is not None else (stored if stored in players else None)
            stones = _remember_soulstones(turn_state, players, soulstones)
            owners: dict[int, int] = {}
            decks: dict[int, Deck] = {}
            if procedure is not InitiativeProcedure.ATTACKER_THEN_CHOOSER:
                owners = {p: await work.owner_for(p) for p in players}
                decks = {p: await work.deck(o) for p, o in owners.items()}
            state = initiative.start(
                ed,
                players,
                decks,
                work.rng,
                turn=2 if last_activator is not None else 1,
                pass_tokens=(pass_tokens, opponent_pass_tokens),
                soulstones=stones,
                previous_holder=previous,
                attacker=attacker,
                last_activator=last_activator,
            )
            if any(flag is not None for flag in soulstones):
                work.changes.turns[work.table_id] = document_kinds.TURN.dumps(turn_state)
            return await self._save(work, self.core.store.new_pending_id(), owners, state, None)

        return await self.core.run(table_id, step)

    # -- steps -----------------------------------------------------------------------------

    async def soulstone(self, initiative_id: int, player: int, *, reflip: bool) -> InitiativeView:
        """M2E: spend a soulstone to flip again, or keep the card."""
        return await self._step(
            initiative_id, player, lambda s, d, r: initiative.use_soulstone(s, player, d, r, reflip=reflip)
        )

    async def cheat(self, initiative_id: int, player: int, card: Card) -> InitiativeView:
        """M3E: cheat the initiative flip with a card from the hand."""
        return await self._step(
            initiative_id, player, lambda s, d, r: initiative.cheat(s, player, card, d, r)
        )

    async def decline(self, initiative_id: int, player: int) -> InitiativeView:
        return await self._step(
            initiative_id, player, lambda s, d, r: initiative.decline_cheat(s, player, d, r)
        )

    async def choose(self, initiative_id: int, player: int, first_player: int) -> InitiativeView:
        """The chooser (M2E: the flip's winner; M4E: who did not activate last) names the first player."""
        return await self._step(
            initiative_id, player, lambda s, d, r: initiative.choose_first(s, player, first_player)
        )

    async def view(self, initiative_id: int, player: int) -> InitiativeView:
        """The initiative as it stands (a step that changes nothing; a lapsed one expires)."""
        return await self._step(initiative_id, player, lambda s, d, r: s)

    async def cheat_options(self, initiative_id: int, player: int) -> tuple[Card, ...]:
        """The hand cards ``player`` may cheat with now (empty unless it is their cheat window)."""
        table_id = await self.core.table_of_pending(initiative_id, "initiative-error-unknown")

        async def step(work: Work) -> tuple[Card, ...]:
            _, state, owners = await _load(work, initiative_id, player)
            if state.phase is not InitiativePhase.CHEATING or state.awaiting_player != player:
                return ()
            return tuple((await work.deck(owners[player])).hand(player))

        return await self.core.run(table_id, step)

    async def _step(self, initiative_id: int, player: int, advance: Step) -> InitiativeView:
        table_id = await self.core.table_of_pending(initiative_id, "initiative-error-unknown")

        async def step(work: Work) -> InitiativeView:
            record, state, owners = await _load(work, initiative_id, player)
            if record.expires_at <= work.now:
                lapsed = await self.core.expire_pending(work, record)
                work.error_after_commit = LapsedError("initiative-error-expired", lapsed)
                return InitiativeView(
                    initiative_id,
                    table_id,
                    lapsed.initiative or state,
                    None,
                    record.channel_id,
                    record.message_id,
                )
            decks = {p: await work.deck(o) for p, o in owners.items()}
            new = advance(state, decks, work.rng)
            hand = tuple(decks[player].hands.get(player, ())) if player in decks else None
            return await self._save(work, initiative_id, owners, new, record, hand=hand)

        return await self.core.run(table_id, step)

    async def lapse(self, work: Work, record: PendingRecord) -> Lapsed:
        """The lapse rule of /initiative (``PlayCore.expire_pending``): it resolves by the rules'
        defaults (no cheat, no reflip, the chooser first) and is recorded like a decided one."""
        try:
            stored = document_kinds.INITIATIVE.load(record.state)
        except DocumentError:
            return await self.core.cancel_pending(work, record)
        owners = dict(stored.owners)
        decks = {p: await work.deck(o) for p, o in owners.items()}
        expiry = initiative.expire(stored.init, decks, work.rng)
        work.delete_pending(record.id)
        if expiry.state.phase is InitiativePhase.DONE:
            await _record_holder(work, expiry.state)
        return Lapsed.of(record, defaults=expiry.defaults, initiative=expiry.state)

    # -- persistence -----------------------------------------------------------------------

    async def _save(
        self,
        work: Work,
        initiative_id: int,
        owners: dict[int, int],
        state: InitiativeState,
        previous: PendingRecord | None,
        *,
        hand: tuple[Card, ...] | None = None,
    ) -> InitiativeView:
        channel_id = None if previous is None else previous.channel_id
        message_id = None if previous is None else previous.message_id
        if state.is_over:
            if previous is not None:
                work.delete_pending(initiative_id)
            if state.phase is InitiativePhase.DONE:
                await _record_holder(work, state)
            return InitiativeView(initiative_id, work.table_id, state, None, channel_id, message_id, hand)
        expires_at = await step_deadline(work, self.core.waits, await load_game(work), owners)
        work.put_open_pending(
            initiative_id,
            INITIATIVE_KIND,
            state.players[0],
            document_kinds.INITIATIVE.dumps(document_kinds.InitiativeRecord(owners, state)),
            in_play=state.in_play(),
            owners=owners,
            previous=previous,
            expires_at=expires_at,
        )
        return InitiativeView(initiative_id, work.table_id, state, expires_at, channel_id, message_id, hand)


async def _load(
    work: Work, initiative_id: int, player: int | None
) -> tuple[PendingRecord, InitiativeState, dict[int, int]]:
    record = await work.pending(initiative_id)
    if record is None or record.kind != INITIATIVE_KIND:
        raise DomainError("initiative-error-unknown")
    stored = document_kinds.INITIATIVE.load(record.state)
    owners, state = dict(stored.owners), stored.init
    if player is not None and player not in state.players:
        raise DomainError("error-initiative-not-participant")
    return record, state, owners


async def _turn_state(work: Work) -> dict[str, Any]:
    raw = await work.store.turn_state(work.table_id)
    if raw is None:
        return {}
    try:
        return document_kinds.TURN.load(raw)
    except DocumentError:  # a hint only (who held initiative): a damaged one is started afresh
        return {}


def _remember_soulstones(
    turn_state: dict[str, Any], players: tuple[int, int], given: tuple[bool | None, bool | None]
) -> tuple[bool, bool]:
    """M2E: who has a soulstone to reflip with; what a player says is kept in ``turn_state``.

    The caller (``players[0]``) may say the opponent has a stone (it only gives them a choice),
    but not take back a stone the opponent said they have: only they can.
    """
    known = turn_state.setdefault("soulstones", {})
    if not isinstance(known, dict):
        known = turn_state["soulstones"] = {}
    opponent = players[1]
    if given[1] is False and known.get(str(opponent)) is True:
        raise DomainError("rules-error-soulstone-not-yours", player=f"<@{opponent}>")
    for player, flag in zip(players, given, strict=True):
        if flag is not None:
            known[str(player)] = flag
    a, b = (bool(known.get(str(p), False)) for p in players)
    return a, b


async def _record_holder(work: Work, state: InitiativeState) -> None:
    """The table's turn state: who has initiative (and who goes first) after this procedure."""
    data = await _turn_state(work)
    pending = work.changes.turns.get(work.table_id)
    if pending is not None:
        data = document_kinds.TURN.load(pending)
    holder = state.winner if state.winner is not None else state.first_player
    data.update(
        {
            "initiative": holder,
            "first_player": state.first_player,
            "initiative_edition": state.edition.key,
            "initiative_at": work.now,
        }
    )
    work.changes.turns[work.table_id] = document_kinds.TURN.dumps(data)
