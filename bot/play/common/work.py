"""A unit of work on one table: what it loaded, what it will write, and its clock and rng."""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
import secrets
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from bot.errors import DomainError
from bot.play.common.after import AfterStep, Epoch
from bot.play.common.calls import call_at
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.deck_record import deck_record, hidden_holders
from bot.rules.common.documents import Kind
from bot.rules.common.drbg import commitment
from bot.rules.common.fair import FairDeck
from bot.store.games import StateGame, read_state
from bot.store.records import SHARED_OWNER, Changes, PackedDeck, PendingRecord, TableSettings, unpack_groups
from bot.store.store import Store

T = TypeVar("T")

_UNIT_SPACE = 1 << 56  # unit names fit a BIGINT column
_UNIT_BASE = int.from_bytes(os.urandom(7), "big")
_UNITS = itertools.count()
SEED_BYTES = 32  # a committed deck's secret seed (docs/fair-deck.md)
# A table deck's journal is rewritten with its row at every move: past this size its epoch ends
# at the first use that finds no card in its hands, and the next begins (docs/fair-deck.md).
JOURNAL_BYTES = 16 * 1024


def fresh_randomness() -> random.Random:
    """The operating system's CSPRNG (``os.urandom``), never a unit's injected rng nor a seed: it
    shuffles a deck whose seed is revealed, so that the record tells nothing of the cards to
    come (docs/fair-deck.md)."""
    return random.SystemRandom()


class Work:
    """Loads on demand, remembers what it loaded, and writes only the decks that changed.

    Only the play layer creates these, always under the table's lock.
    """

    def __init__(self, store: Store, table_id: int, now: float, rng: random.Random) -> None:
        self.store = store
        self.table_id = table_id
        self.now = now
        self.rng = rng
        self.changes = Changes()
        # Raised after the commit: the unit's writes (e.g. an expiry) stand, the user is told.
        self.error_after_commit: DomainError | None = None
        self._settings: TableSettings | None = None
        self._game: str | None = None  # the table's game document as read (with the settings)
        self._decks: dict[int, Deck] = {}
        self._loaded: dict[int, PackedDeck | None] = {}
        self._kinds: dict[int, str] = {}  # open records read, by id: their kind
        # Writes that belong to the table's game (its log, its board): made only if the table
        # has a game when the unit ends (``PlayCore.run``), so a table without one pays nothing.
        self.game_writes: list[Callable[[Changes], None]] = []
        # What follows for the people at the table once this unit is committed (the boards,
        # hands and notices: bot.play.common.after).
        self.after = AfterStep()
        # An exact undo put the notice rows back as they were: they are not derived again.
        self.notices_restored = False

    @functools.cached_property
    def unit(self) -> int:
        """This unit of work's name in the rows it appends (the game's log): what a compensating
        unit takes back when the command's reply was never delivered. Unique per process (a
        counter) and, with the process's random start, across processes. Not from ``rng``:
        drawing from it would change every shuffle after."""
        return (_UNIT_BASE + next(_UNITS)) % _UNIT_SPACE

    async def settings(self) -> TableSettings:
        if self._settings is None:
            self._settings, self._game = await self.store.table_state(self.table_id)
        return self._settings

    async def game_document(self) -> str | None:
        """The table's Malifaux game document as this unit leaves it (None: no game); read
        with the table's settings, so at most one read for both."""
        if self.table_id in self.changes.games:
            game = self.changes.games[self.table_id]
            return None if game is None else game[0]
        await self.settings()
        return self._game

    def has_no_game(self) -> bool:
        """Known without a read: the table had no game when this unit read its settings, and the
        unit writes none (a flip at a table without a game then skips what only a game keeps)."""
        return self._settings is not None and self._game is None and self.table_id not in self.changes.games

    async def owner_for(self, player: int) -> int:
        """Whose deck ``player`` uses at this table: their own, or the shared one."""
        settings = await self.settings()
        return SHARED_OWNER if settings.deck_mode == "shared" else player

    async def deck(self, owner: int) -> Deck:
        """The deck of ``owner`` at this table, created and shuffled on first use."""
        deck = self._decks.get(owner)
        if deck is None:
            stored = await self.store.packed_deck(self.table_id, owner)
            deck = Deck.fresh(self.rng) if stored is None else stored.deck()
            call = call_at(self.table_id)
            if deck.fair is not None:
                # A committed shuffle is derived from the interaction that caused it, if any.
                deck.fair.interaction = None if call is None else call.interaction
                if call is not None and await self._journal_full(deck):
                    await self.close_epoch(owner, deck)
            elif call is not None and await self.fair_table():
                # An epoch begins at a deck's first use by a player (never in the sweep: its
                # commitment is published in the answer to that player's interaction).
                self.begin_epoch(owner, deck, fresh=stored is None)
            self._loaded[owner] = stored
            self._decks[owner] = deck
        return deck

    # -- a table deck's epochs of committed shuffles (docs/fair-deck.md) ------------------------

    async def fair_table(self) -> bool:
        """The table opted in to committed shuffles (as this unit leaves its settings) and has no
        game (a game's decks have the game's seed). Its settings are read once per unit anyway."""
        settings = self.changes.tables.get(self.table_id) or await self.settings()
        return settings.fair_deck and await self.game_document() is None

    def begin_epoch(self, owner: int, deck: Deck, *, fresh: bool) -> None:
        """A new secret seed for ``deck`` (``fresh``: it is shuffled whole, else its draw pile);
        its commitment is published once this unit is committed."""
        seed = secrets.token_bytes(SEED_BYTES)
        call = call_at(self.table_id)
        fair = FairDeck(seed, owner, interaction=None if call is None else call.interaction)
        deck.commit(fair, fresh=fresh)
        self.after.epochs.append(Epoch(self.table_id, owner, commitment(seed)))

    def end_epoch(self, owner: int, deck: Deck) -> None:
        """End ``deck``'s epoch: its record (with the seed) is published once this unit is
        committed; the deck's shuffles are the operating system's again. Only where nothing the
        seed decided stays hidden: every hand of the deck returned, or none held, and its draw
        pile shuffled anew in this unit. An epoch begun in this very unit showed nothing: it is
        dropped, unpublished. An epoch whose seed would tell a hand its holder never showed
        (``hidden_holders``), ended by anyone but that holder (a moderator's reset, another
        player's game start), ends sealed: its seed is never revealed (docs/fair-deck.md)."""
        assert deck.fair is not None
        record = deck_record(self.table_id, owner, deck)
        hidden = hidden_holders(deck)
        deck.fair = None
        begun = Epoch(self.table_id, owner, record["commitment"])
        call = call_at(self.table_id)
        actor = None if call is None else call.actor
        if begun in self.after.epochs:
            self.after.epochs.remove(begun)
        elif any(player != actor for player in hidden):
            self.after.epochs.append(Epoch(self.table_id, owner, begun.commitment, hidden=hidden))
        else:
            self.after.epochs.append(Epoch(self.table_id, owner, begun.commitment, json.dumps(record)))

    async def close_epoch(self, owner: int, deck: Deck) -> None:
        """End the epoch of ``deck``, whose hands hold no card, as it is: the next begins (its draw
        pile shuffled from the new seed) if the table still opts in, else the operating system
        shuffles the draw pile. Either way the revealed seed tells nothing of the cards to come."""
        self.end_epoch(owner, deck)
        if await self.fair_table():
            self.begin_epoch(owner, deck, fresh=False)
        else:
            fresh_randomness().shuffle(deck.draw)

    async def _journal_full(self, deck: Deck) -> bool:
        """A table deck's journal past its size, and no card in its hands (a game's deck keeps
        its journal whole: the game's record needs it)."""
        assert deck.fair is not None
        return (
            len(deck.fair.journal) > JOURNAL_BYTES
            and not any(deck.hands.values())
            and await self.game_document() is None
        )

    async def reset_deck(self, owner: int, deck: Deck) -> None:
        """Reset ``deck`` (every hand returned). At a table without a game its epoch ends here,
        and the next begins if the table still opts in; a game's deck keeps the game's seed."""
        if await self.game_document() is not None:
            deck.reset(self.rng)
            return
        if deck.fair is not None:  # after a revealed seed, nothing it derived decides a card
            self.end_epoch(owner, deck)
            deck.reset(fresh_randomness())
        else:
            deck.reset(self.rng)
        if await self.fair_table():
            self.begin_epoch(owner, deck, fresh=True)

    async def game_state(self, game: StateGame, kind: Kind[T]) -> T | None:
        """The table's committed document of ``game`` (Fulminato, Doomtrooper), if any."""
        raw = await read_state(self.store, self.table_id, game)
        return None if raw is None else kind.load(raw)

    def put_game_state(self, game: StateGame, kind: Kind[T], value: T) -> None:
        """Write ``value`` as the table's ``game`` document when the unit commits."""
        self.changes.game_states[(self.table_id, game)] = kind.dumps(value)

    async def pending(self, pending_id: int) -> PendingRecord | None:
        record = await self.store.pending(pending_id)
        if record is None or record.table_id != self.table_id:
            return None
        self._kinds[pending_id] = record.kind
        return record

    def loaded_kind(self, pending_id: int) -> str | None:
        """The kind of an open record this unit read or wrote (None: not known here)."""
        written = self.changes.pending.get(pending_id)
        return written.kind if written is not None else self._kinds.get(pending_id)

    def put_pending(self, record: PendingRecord) -> None:
        self.changes.pending[record.id] = record

    def put_open_pending(
        self,
        pending_id: int,
        kind: str,
        owner: int,
        state: str,
        *,
        in_play: Mapping[int, Sequence[Card]],
        owners: Mapping[int, int],
        previous: PendingRecord | None,
        expires_at: float,
    ) -> None:
        """Put an open duel or initiative: each player's cards in play are held from the deck
        they use (``owners``); the message it is shown in carries over from ``previous``."""
        held: dict[int, list[Card]] = {}
        for player, cards in in_play.items():
            held.setdefault(owners[player], []).extend(cards)
        self.put_pending(
            PendingRecord(
                id=pending_id,
                table_id=self.table_id,
                kind=kind,
                owner=owner,
                state=state,
                held={o: tuple(c) for o, c in held.items()},
                created_at=self.now if previous is None else previous.created_at,
                expires_at=expires_at,
                channel_id=None if previous is None else previous.channel_id,
                message_id=None if previous is None else previous.message_id,
            )
        )

    def delete_pending(self, pending_id: int) -> None:
        self.changes.pending[pending_id] = None

    def release_held(self, record: PendingRecord) -> int:
        """Return a record's held cards from play to their discard piles; how many moved.

        Call after ``deck()`` has loaded every owner in ``record.held``.
        """
        moved = 0
        for owner, cards in record.held.items():
            deck = self._decks[owner]
            in_play = Counter(deck.in_play)
            present: list[Card] = []
            for card in cards:
                # A card can only be missing if its deck was reset under the record; never move
                # a card that is not in play (that would duplicate it).
                if in_play[card] > 0:
                    in_play[card] -= 1
                    present.append(card)
            deck.discard_from_play(present)
            moved += len(present)
        return moved

    async def load_held(self, record: PendingRecord) -> None:
        for owner in record.held:
            await self.deck(owner)

    def for_the_game(self, write: Callable[[Changes], None]) -> None:
        """Make ``write`` into this unit's changes if the table has a game when it ends."""
        self.game_writes.append(write)

    async def write_for_the_game(self) -> None:
        """The writes for the table's game, if it has one (else they are dropped)."""
        if self.game_writes and await self.game_document() is not None:
            for write in self.game_writes:
                write(self.changes)
        self.game_writes.clear()

    def finish(self) -> Changes:
        """The changes to commit: every changed or new deck plus what was queued."""
        for owner, deck in self._decks.items():
            before = self._loaded.get(owner)
            after = PackedDeck.of(deck)
            if after != before:
                self.changes.packed_decks[(self.table_id, owner)] = after
                if before is None or after.hands != before.hands:
                    self._hands_changed(before, deck)
        if self.changes.board_marks:
            self.after.boards.add(self.table_id)
        return self.changes

    def _hands_changed(self, before: PackedDeck | None, deck: Deck) -> None:
        """Note every player whose hand in ``deck`` is not what it was (their DM shows it)."""
        old = {} if before is None else unpack_groups(before.hands)
        for player in {*old, *deck.hands}:
            if old.get(player, []) != list(deck.hands.get(player, ())):
                self.after.hands[(self.table_id, player)] = None
