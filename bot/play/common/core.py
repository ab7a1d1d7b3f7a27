"""The machinery every play operation shares: per-table locks, the unit of work, expiry."""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable
from typing import TypeVar

from bot.errors import DomainError
from bot.play.common.after import current as current_after
from bot.play.common.after import publish
from bot.play.common.due import DueQueue
from bot.play.common.limits import FLIP_KIND, OpenRecords
from bot.play.common.locks import TableLocks
from bot.play.common.results import Lapsed
from bot.play.common.undo import (
    Journal,
    Receipt,
    Undone,
    active_journal,
    compensate,
    images_before,
    receipt_after,
    unjournaled,
)
from bot.play.common.work import Work
from bot.rules.common.editions import EDITIONS, Edition, edition
from bot.rules.common.pace import POST_WAIT_S, Waits
from bot.store import due_repo
from bot.store.deadline import answer_deadline
from bot.store.records import PendingRecord, TableSettings
from bot.store.store import Store

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_TTL_S = 15 * 60.0

# How one kind of open record lapses (the rules' defaults, persisted): see ``PlayCore.expire_pending``.
LapseRule = Callable[[Work, PendingRecord], Awaitable[Lapsed]]
# What a feature derives from every unit of work's changes, into the same changes (the places
# of /games: bot.play.games.places; who owes what: bot.play.notices), whichever command, lapse
# or undo made them.
Indexer = Callable[[Work], Awaitable[None]]
PRUNE_EVERY_S = 24 * 3600.0
STEP = due_repo.STEP  # the due queue's kind of a waiting step's expiry


def fate_edition(settings: TableSettings, override: str | None = None) -> Edition:
    """The Malifaux edition a Fate Deck command uses: the override, else the table's game."""
    if override is not None:
        return edition(override)
    ed = EDITIONS.get(settings.game)
    if ed is None:
        raise DomainError("error-table-no-fate-deck", game=settings.game)
    return ed


class PlayCore:
    """Runs units of work; the command groups (flips, hands, duels, ...) are built on it."""

    def __init__(
        self,
        store: Store,
        *,
        rng_factory: Callable[[], random.Random] = random.SystemRandom,
        clock: Callable[[], float] = time.time,
        duel_ttl_s: float = DEFAULT_TTL_S,
        post_wait_s: float = POST_WAIT_S,
    ) -> None:
        self.store = store
        self._rng_factory = rng_factory
        self._clock = clock
        # How long a step waits at each pace; ``duel_ttl_s`` (FATEBOT_DUEL_TIMEOUT_MINUTES) is
        # the live one. Which pace a step has: bot/play/common/pace.py (``step_pace``).
        self.waits = Waits(live_s=float(duel_ttl_s), post_s=float(post_wait_s))
        self._locks = TableLocks()
        self.open_records = OpenRecords()
        self._pruned_at: float | None = None  # when the sweep last forgot idle tables
        # How each kind of open record lapses; the features register theirs (bot.play.play).
        # A kind without one is cancelled (``cancel_pending``).
        self.lapse_rules: dict[str, LapseRule] = {}
        self.indexers: list[Indexer] = []
        # Everything due later, one queue (bot.play.common.due); the open records' rows are
        # ``STEP``'s, written with the records (bot.store.group_commit).
        self.due = DueQueue(store, clock)

    @property
    def duel_ttl_s(self) -> float:
        """The wait of a step at ``live`` pace (every step's wait before issue 22)."""
        return self.waits.live_s

    @property
    def flip_ttl_s(self) -> float:
        return self.waits.live_s

    def now(self) -> float:
        """The injected clock's time (seconds since the epoch)."""
        return self._clock()

    # -- the unit of work ------------------------------------------------------------------

    async def run(self, table_id: int, step: Callable[[Work], Awaitable[T]]) -> T:
        """Run ``step`` as one unit of work on ``table_id`` and commit what it changed.

        Public so that later command groups (initiative, games, ...) reuse the same machinery.
        """
        async with self._locks.hold(table_id):
            # On a shared database (PostgreSQL) this also takes the table in the database, so
            # that other processes wait too; the store gives it back once this is committed.
            await self.store.lease(table_id)
            try:
                work = Work(self.store, table_id, self._clock(), self._rng_factory())
                result = await step(work)
                # A table without a game keeps no log and has no board: a flip there writes
                # neither (its settings read told whether it has one: no read for this).
                await work.write_for_the_game()
                if _indexed(work):
                    for index in self.indexers:
                        await index(work)
                changes = work.finish()
                journal = active_journal() if changes else None
                before = None if journal is None else await images_before(self.store, table_id, changes)
                try:
                    if changes.statements or changes.drop_tables:
                        # Rows of the other repositories are read straight from the database,
                        # and a forgotten table must be gone before anyone plays there: keep the
                        # table locked until the commit.
                        await self.store.commit(changes, (table_id,))
                        durable, own = None, False
                    else:
                        # Early lock release: once queued, the next unit at this table reads
                        # these changes from the store's queue. This one still answers only
                        # after the commit that holds them; a unit that changed nothing waits
                        # for what it read.
                        queued = self.store.enqueue(changes, (table_id,))
                        own = queued is not None
                        durable = queued or self.store.durable(table_id)
                except BaseException:
                    self.open_records.forget(table_id)  # whatever is stored, read it again
                    raise
                self.open_records.committed(table_id, changes)
                if journal is not None and before is not None:
                    journal.receipts.append(await receipt_after(self.store, work, before))
            finally:
                self.store.unlease(table_id)
        if durable is not None:
            try:
                # Shielded: the future may be another unit's, which a cancelled reader must not
                # cancel. No longer than the answer deadline (bot.store.deadline).
                await self.store.wait_commit(durable, own=own)
            except BaseException:
                self.open_records.forget(table_id)
                raise
        # The board, the notices and the hand DMs follow (bot.play.common.after).
        publish(work.after)
        if work.error_after_commit is not None:
            raise work.error_after_commit
        return result

    async def forget_table(self, table_id: int) -> None:
        """Forget a table and everything at it: decks, hands, open records, games."""

        async def step(work: Work) -> None:
            work.changes.drop_tables.add(table_id)

        await self.run(table_id, step)

    async def prune_idle(self, retention_s: float, batch: int = 500) -> int:
        """Forget the tables nobody has played at for ``retention_s`` seconds; how many."""
        forgotten = 0
        while True:
            # Last use is the store's wall time, so the cut-off is too (not a game clock).
            idle = await self.store.idle_tables(self.store.clock() - retention_s, batch)
            for table_id in idle:
                await self.forget_table(table_id)
            forgotten += len(idle)
            if len(idle) < batch:
                return forgotten

    async def undo(self, done: Journal) -> list[Undone]:
        """Compensate every unit of work ``done`` recorded, newest first (see bot.play.common.undo)."""
        undone: list[Undone] = []
        # Compensation must happen whatever the answer deadline: the answer already failed.
        token = answer_deadline.set(None)
        try:
            with unjournaled():
                for receipt in reversed(done.receipts):

                    async def step(work: Work, receipt: Receipt = receipt) -> Undone:
                        return await compensate(work, receipt, self.cancel_pending)

                    undone.append(await self.run(receipt.table_id, step))
                    collector = current_after()
                    if collector is not None:
                        collector.withdraw(receipt.after, exactly=undone[-1].exact)
        finally:
            answer_deadline.reset(token)
        return undone

    async def table_of_pending(self, pending_id: int, missing_key: str) -> int:
        # Read without the lock only to learn which lock to take; the step re-reads under it.
        record = await self.store.pending(pending_id)
        if record is None:
            raise DomainError(missing_key)
        return record.table_id

    async def lapse_holders(self, work: Work, owner: int) -> tuple[Lapsed, ...]:
        """Cancel the open records holding cards of ``owner``'s deck (it is about to be reset);
        one this unit wrote or cancelled already is not cancelled again."""
        lapsed: list[Lapsed] = []
        for record in await self.store.pending_of_table(work.table_id):
            if owner in record.held and record.id not in work.changes.pending:
                lapsed.append(await self.cancel_pending(work, record))
        return tuple(lapsed)

    # -- expiry ----------------------------------------------------------------------------

    async def expire_pending(self, work: Work, record: PendingRecord) -> Lapsed:
        """``record`` waited too long: its kind's rule applies the rules' defaults and records
        the outcome (a lapse never throws away what was seen); a kind without one is cancelled."""
        rule = self.lapse_rules.get(record.kind)
        if rule is None:
            return await self.cancel_pending(work, record)
        return await rule(work, record)

    async def cancel_pending(self, work: Work, record: PendingRecord) -> Lapsed:
        """Cancel ``record`` without resolving it: its held cards go to their discard piles."""
        await work.load_held(record)
        returned = work.release_held(record)
        work.delete_pending(record.id)
        return Lapsed.of(record, returned)

    async def sweep_expired(self, batch: int = 500) -> list[Lapsed]:
        """Expire every record whose time has passed, from the due queue's ``STEP`` rows (each
        claimed by one process); one unit of work per table."""
        lapsed: list[Lapsed] = []
        while True:
            claimed = await due_repo.claim(self.store, self._clock(), batch, self.due.lease_s, STEP)
            by_table: dict[int, list[int]] = defaultdict(list)
            for row in claimed:
                record = await self.store.pending(int(row.item))
                if record is not None:
                    by_table[record.table_id].append(record.id)
            # Tables expire concurrently, so their units share group commits.
            for part in await asyncio.gather(*(self._expire_table(t, ids) for t, ids in by_table.items())):
                lapsed.extend(part)
            for row in claimed:
                await due_repo.done(self.store, row)  # a record extended meanwhile was written again
            if len(claimed) < batch:
                return lapsed

    async def expire_due(self, item: str) -> list[Lapsed]:
        """The due queue's ``STEP`` row ``item`` (a pending id): expire that record if its time
        has passed (a record extended meanwhile has a new row already)."""
        record = await self.store.pending(int(item))
        if record is None:
            return []
        return await self._expire_table(record.table_id, (record.id,))

    async def _expire_table(self, table_id: int, ids: Iterable[int]) -> list[Lapsed]:
        async def step(work: Work) -> list[Lapsed]:
            out: list[Lapsed] = []
            for pending_id in ids:
                record = await work.pending(pending_id)
                # Re-check under the lock: it may have finished or been extended meanwhile.
                if record is not None and record.expires_at <= work.now:
                    out.append(await self.expire_pending(work, record))
            return out

        return await self.run(table_id, step)

    async def sweep_once(
        self,
        on_lapsed: Callable[[list[Lapsed]], Awaitable[None]] | None = None,
        retention_s: float | None = None,
    ) -> None:
        """The play layer's round of the sweep, for a process without the ui's handlers (the
        benchmarks' workers): expire what has lapsed, let ``on_lapsed`` edit the messages, and
        forget the idle tables (``prune_if_due``). A failure is the runner's to log."""
        lapsed = await self.sweep_expired()
        if lapsed and on_lapsed is not None:
            await on_lapsed(lapsed)
        await self.prune_if_due(retention_s)

    async def prune_if_due(self, retention_s: float | None) -> None:
        """Once a day, forget the tables idle for ``retention_s``."""
        if retention_s and (self._pruned_at is None or self._clock() - self._pruned_at >= PRUNE_EVERY_S):
            self._pruned_at = self._clock()
            forgotten = await self.prune_idle(retention_s)
            if forgotten:
                log.info("forgot %d tables idle for %.0f days", forgotten, retention_s / 86400)


def _indexed(work: Work) -> bool:
    """Whether the unit changed anything the indexers follow (an open step or a game): a flip,
    its choice, a hand or a deck owes nobody anything and is no place (``PlayCore.indexers``)."""
    changes = work.changes
    if changes.games:
        return True
    for pending_id, record in changes.pending.items():
        kind = work.loaded_kind(pending_id) if record is None else record.kind
        if kind != FLIP_KIND:
            return True
    return False
