"""Caps on open records, far above what a real game needs, so one user cannot flood a table.

Every open record is a row that lives until it is finished or lapses (15 minutes by default).

- Duels and initiatives hold cards and wait for someone: a real player has one or two waiting.
  Past ``MAX_OPEN_DUELS_PER_PLAYER`` for one player, or ``MAX_OPEN_DUELS_PER_TABLE`` at one
  table, another one is refused with a private message, and nothing is written.
- A flip whose card can still be switched holds no card, and a busy player makes one with every
  ``+`` flip. Refusing flips would stop a game, so instead a player's oldest open flip choices
  close (as if they had expired: the card shown stands) to keep at most
  ``MAX_OPEN_FLIPS_PER_PLAYER``. Nobody switches back to a card twenty flips ago.

Flips and duels are the hottest paths, so on SQLite (one process per file) which records are
open is kept in memory (``OpenRecords``), not queried. On PostgreSQL another process may open
records at the same table between two of this one's leases (a rolling restart, a DM table), so
the caps read the table's open records from the store, under the lease, every time.

The checks run under the table's lock, in the unit of work that opens the record, so concurrent
commands cannot overshoot them. Duels and initiatives that lapsed but are not swept yet do not
count.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.store.records import Changes, PendingRecord

MAX_OPEN_DUELS_PER_PLAYER = 10  # duels and initiatives one player started at one table
MAX_OPEN_DUELS_PER_TABLE = 100  # duels and initiatives at one table, whoever started them
MAX_OPEN_FLIPS_PER_PLAYER = 20  # open flip choices of one player at one table (oldest close)

FLIP_KIND = "flip"


@dataclass(frozen=True, slots=True)
class OpenRecord:
    owner: int
    kind: str
    created_at: float
    expires_at: float


class TableRecords:
    """One table's open records by id, with each player's open flip choices indexed beside them:
    a flip looks at its player's few, not at every record of a busy table."""

    def __init__(self, records: dict[int, OpenRecord]) -> None:
        self.records: dict[int, OpenRecord] = {}
        self.flips: dict[int, dict[int, float]] = {}  # owner -> pending id -> created at
        for pending_id, record in records.items():
            self.put(pending_id, record)

    def put(self, pending_id: int, record: OpenRecord) -> None:
        self.remove(pending_id)
        self.records[pending_id] = record
        if record.kind == FLIP_KIND:
            self.flips.setdefault(record.owner, {})[pending_id] = record.created_at

    def remove(self, pending_id: int) -> None:
        record = self.records.pop(pending_id, None)
        if record is not None and record.kind == FLIP_KIND:
            mine = self.flips[record.owner]
            del mine[pending_id]
            if not mine:
                del self.flips[record.owner]


class OpenRecords:
    """The open records of recently busy tables, in memory, so that checking a cap asks the store
    nothing on the hot path (a query per flip or duel cost a fifth of the group commit's batching
    in benchmarks.flips and changed the mix of the concurrency tests).

    A table is read from the store once (then kept for the ``capacity`` most recently used
    tables); after that every committed unit of work updates it (``PlayCore.run`` calls
    ``committed``), and a failed commit forgets it so that it is read again. Only touched under
    the table's lock.
    """

    def __init__(self, capacity: int = 4096) -> None:
        self.capacity = capacity
        self._tables: OrderedDict[int, TableRecords] = OrderedDict()

    async def of_table(self, work: Work) -> TableRecords:
        table = self._tables.get(work.table_id)
        if table is None or work.store.shared:  # shared: other processes' records count too
            self._tables.pop(work.table_id, None)
            table = self._tables[work.table_id] = TableRecords(await _read(work))
            while len(self._tables) > self.capacity:
                self._tables.popitem(last=False)
        else:
            self._tables.move_to_end(work.table_id)
        return table

    def committed(self, table_id: int, changes: Changes) -> None:
        """``changes`` of a unit of work on ``table_id`` are on disk."""
        for dropped in changes.drop_tables:
            self.forget(dropped)  # a forgotten table holds no open records
        table = self._tables.get(table_id)  # None: not loaded, read when a cap is next checked
        for pending_id, record in changes.pending.items():
            if record is not None and record.table_id != table_id:
                self.forget(record.table_id)  # not seen from its own table: read it again
            elif table is None:
                continue
            elif record is None:
                table.remove(pending_id)
            else:
                opened = OpenRecord(record.owner, record.kind, record.created_at, record.expires_at)
                table.put(pending_id, opened)

    def forget(self, table_id: int) -> None:
        self._tables.pop(table_id, None)

    def known(self, table_id: int) -> dict[int, OpenRecord] | None:
        """What is known of a table's open records, without reading the store (tests)."""
        table = self._tables.get(table_id)
        return None if table is None else dict(table.records)

    def __len__(self) -> int:
        """How many open records are known (tests)."""
        return sum(len(table.records) for table in self._tables.values())


async def _read(work: Work) -> dict[int, OpenRecord]:
    records = await work.store.pending_of_table(work.table_id)
    return {r.id: OpenRecord(r.owner, r.kind, r.created_at, r.expires_at) for r in records}


async def ensure_room(work: Work, records: OpenRecords, player: int) -> None:
    """Refuse another duel or initiative for ``player`` at this table if a cap is reached."""
    table = await records.of_table(work)
    waiting = [r for r in table.records.values() if r.kind != FLIP_KIND and r.expires_at > work.now]
    if len(waiting) >= MAX_OPEN_DUELS_PER_TABLE:
        raise DomainError("limit-error-table-full", max=MAX_OPEN_DUELS_PER_TABLE)
    if sum(r.owner == player for r in waiting) >= MAX_OPEN_DUELS_PER_PLAYER:
        raise DomainError("limit-error-open-duels", max=MAX_OPEN_DUELS_PER_PLAYER)


async def flips_to_close(work: Work, records: OpenRecords, player: int) -> list[PendingRecord]:
    """The open flip choices of ``player`` to close so that one more keeps within the cap."""
    mine = sorted(
        (created_at, pending_id)
        for pending_id, created_at in (await records.of_table(work)).flips.get(player, {}).items()
    )
    closing: list[PendingRecord] = []
    for _, pending_id in mine[: max(0, len(mine) - MAX_OPEN_FLIPS_PER_PLAYER + 1)]:
        record = await work.pending(pending_id)
        if record is not None:
            closing.append(record)
    return closing
