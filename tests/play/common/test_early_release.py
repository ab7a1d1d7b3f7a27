"""Early lock release: a table's lock is free once its changes are queued, not once durable.

What must still hold: the next unit at the table works on the queued state; no unit answers
before the commit that holds its own change (and what it read); when a commit fails, every unit
queued after it at that table fails too, so nothing durable rests on what never was written.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from bot.store.store import Store
from bot.store.units import _Unit
from tests.play.common.test_concurrency import check_store
from tests.play.conftest import PlayFactory


class HeldCommits:
    """Holds every group commit until released; can make the next one fail."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gate = asyncio.Event()
        self.fail_next = False
        self.batches: list[int] = []
        self.arrived = 0  # batches that reached the gate
        real = Store._write

        async def write(store: Store, batch: Sequence[_Unit], wait_s: float | None = None) -> None:
            self.arrived += 1
            await self.gate.wait()
            if self.fail_next:
                self.fail_next = False
                raise OSError("disk I/O error (injected)")
            self.batches.append(len(batch))
            await real(store, batch, wait_s)

        monkeypatch.setattr(Store, "_write", write)


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def until(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    """Wait for ``condition`` (on PostgreSQL a unit's table lease is a round trip to the server,
    so a fixed number of event-loop turns is not enough)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "condition not reached"
        await asyncio.sleep(0.001)
    await settle()


async def test_the_next_unit_works_on_the_queued_state_and_answers_after_it(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = await open_play()
    await play.flip.flip(1, 7)  # the deck exists on disk
    held = HeldCommits(monkeypatch)
    first = asyncio.create_task(play.flip.flip(1, 7))
    second = asyncio.create_task(play.flip.flip(1, 7))
    await until(lambda: held.arrived == 1 and len(play.store._inflight._tables.get(1, [])) == 2)
    # Both units ran (the lock did not wait for the held fsync) and neither has answered.
    assert not first.done() and not second.done()
    deck = await play.store.deck(1, 7)
    assert deck is not None and len(deck.discard) == 3  # the queued state: three flips made
    held.gate.set()
    one, two = await first, await second
    assert one.cards != two.cards  # the second flipped from the deck the first left
    assert (await check_store(play.store)).problems == ()


async def test_a_unit_that_only_read_waits_for_the_commit_of_what_it_read(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = await open_play()
    await play.flip.flip(1, 7)
    held = HeldCommits(monkeypatch)
    flip = asyncio.create_task(play.flip.flip(1, 7))
    await until(lambda: held.arrived == 1)

    async def read_only(work: Any) -> int:
        return len((await work.deck(7)).discard)

    status = asyncio.create_task(play.run(1, read_only))
    await settle()
    assert not status.done()  # it read the queued flip: it may not answer before that is durable
    held.gate.set()
    assert await status == 2
    await flip


async def test_a_failed_commit_fails_every_unit_queued_after_it_at_that_table(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = await open_play()
    await play.flip.flip(1, 7)
    await play.flip.flip(2, 8)
    before = await play.store.deck(1, 7)
    held = HeldCommits(monkeypatch)
    held.fail_next = True
    first = asyncio.create_task(play.flip.flip(1, 7))
    await until(lambda: held.arrived == 1)  # the first unit's batch is taken and waits at the gate
    second = asyncio.create_task(play.flip.flip(1, 7))  # built on the first, queued behind it
    other = asyncio.create_task(play.flip.flip(2, 8))  # another table: unaffected
    await until(lambda: len(play.store._queue) == 2)
    held.gate.set()
    results = await asyncio.gather(first, second, other, return_exceptions=True)
    assert isinstance(results[0], OSError)
    assert isinstance(results[1], OSError)  # it rested on the first: it fails with it
    assert not isinstance(results[2], BaseException)
    assert await play.store.deck(1, 7) == before  # nothing of either was written
    assert len(play.store._inflight) == 0
    assert (await check_store(play.store)).problems == ()
    # The table works again.
    await play.flip.flip(1, 7)


async def test_the_cascade_has_teeth(open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: without failing the dependents, the second unit commits on top of a flip that
    was never written, and the deck on disk loses the first unit's card."""
    from bot.store.inflight import Inflight

    monkeypatch.setattr(Inflight, "dependents", lambda self, unit, tables: [])
    play = await open_play()
    await play.flip.flip(1, 7)
    held = HeldCommits(monkeypatch)
    held.fail_next = True
    first = asyncio.create_task(play.flip.flip(1, 7))
    await until(lambda: held.arrived == 1)
    second = asyncio.create_task(play.flip.flip(1, 7))
    await until(lambda: len(play.store._queue) == 1)
    held.gate.set()
    results = await asyncio.gather(first, second, return_exceptions=True)
    assert isinstance(results[0], OSError) and not isinstance(results[1], BaseException)
    deck = await play.store.deck(1, 7)
    assert deck is not None and len(deck.discard) == 3  # claims three flips; only two were answered


async def test_an_open_records_message_is_a_deferred_write_that_joins_the_next_commit(
    open_play: PlayFactory,
) -> None:
    play = await open_play()
    flip = await play.flip.flip(1, 7, "+")
    assert flip.flip_id is not None
    transactions = play.store.transactions
    await play.set_pending_message(flip.flip_id, channel_id=1, message_id=4242)
    assert play.store.transactions == transactions  # nothing written yet, nobody waited
    record = await play.store.pending(flip.flip_id)
    assert record is not None and record.message_id == 4242  # reads see it at once
    await play.flip.flip(2, 8)  # the next commit takes it along
    assert play.store.transactions == transactions + 1
    await play.store.close()
    reopened = await Store.open(play.store.path)
    try:
        record = await reopened.pending(flip.flip_id)
        assert record is not None and (record.channel_id, record.message_id) == (1, 4242)
    finally:
        await reopened.close()


async def test_a_deferred_write_is_written_on_its_own_when_nothing_else_commits(
    open_play: PlayFactory,
) -> None:
    play = await open_play()
    flip = await play.flip.flip(1, 7, "+")
    assert flip.flip_id is not None
    transactions = play.store.transactions
    await play.set_pending_message(flip.flip_id, channel_id=1, message_id=99)
    (deferred,) = play.store._queue
    assert deferred.deferred and play.store.transactions == transactions  # not written yet
    # The store's next tick (every 0.5 s of real time, Store.open) writes it: the test waits for
    # that write itself, the unit's future, not for a guessed time.
    written, _ = await asyncio.wait({deferred.future}, timeout=5.0)
    assert written, "the deferred write was never written on its own"
    assert play.store.transactions == transactions + 1
    assert len(play.store._inflight) == 0


async def test_a_stale_rewrite_of_an_open_record_keeps_its_message(open_play: PlayFactory) -> None:
    """A unit that read the record before its message was recorded writes it back without the
    message: the message must survive (the write keeps what it does not know)."""
    play = await open_play()
    flip = await play.flip.flip(1, 7, "+")
    assert flip.flip_id is not None
    stale = await play.store.pending(flip.flip_id)
    await play.set_pending_message(flip.flip_id, channel_id=1, message_id=4242)
    await play.flip.flip(2, 8)
    assert stale is not None
    from bot.store import Changes

    await play.store.commit(Changes(pending={stale.id: stale}))
    record = await play.store.pending(stale.id)
    assert record is not None and (record.channel_id, record.message_id) == (1, 4242)
    await play.store.close()
    reopened = await open_play()  # what the database holds, past any cache
    record = await reopened.store.pending(stale.id)
    assert record is not None and (record.channel_id, record.message_id) == (1, 4242)


class PausedReads:
    """Pauses the next read of ``table`` (e.g. "pending") after the database has answered it
    (on either backend: the store's reads all go through its backend)."""

    def __init__(self, store: Store, table: str, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answered = asyncio.Event()
        self.resume = asyncio.Event()
        self.rows: list[Any] = []
        backend: Any = store._backend
        real_all, real_one = backend.fetch_all, backend.fetch_one
        pauses = self

        async def pause(sql: str, rows: list[Any]) -> None:
            if f"FROM {table} " in sql and not pauses.answered.is_set():
                pauses.rows = list(rows)
                pauses.answered.set()
                await pauses.resume.wait()

        async def fetch_all(sql: str, params: Any = ()) -> list[Any]:
            rows = await real_all(sql, params)
            await pause(sql, rows)
            return rows

        async def fetch_one(sql: str, params: Any = ()) -> Any:
            row = await real_one(sql, params)
            await pause(sql, [] if row is None else [row])
            return row

        monkeypatch.setattr(backend, "fetch_all", fetch_all)
        monkeypatch.setattr(backend, "fetch_one", fetch_one)


async def test_a_list_read_sees_a_commit_that_lands_while_it_waits_for_sqlite(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rows of the queue are taken before the query: a unit that commits while the query
    waits leaves the queue, and SQLite may have answered before that commit."""
    play = await open_play()
    flip = await play.flip.flip(1, 7, "+")
    assert flip.flip_id is not None
    held = HeldCommits(monkeypatch)
    other = next(i for i in flip.allowed if i != flip.chosen)
    choose = asyncio.create_task(play.flip.choose_flip_card(flip.flip_id, 7, other))
    while not len(play.store._inflight):  # the choice is queued; its commit waits at the gate
        await asyncio.sleep(0.001)
    paused = PausedReads(play.store, "pending", monkeypatch)
    listing = asyncio.create_task(play.store.pending_of_table(1))
    await paused.answered.wait()
    held.gate.set()
    await choose
    now = await play.store.pending(flip.flip_id)
    assert now is not None
    # The hazard is real: SQLite answered before the commit (the record before the choice),
    # and the queue has forgotten the commit since.
    assert [row[0] for row in paused.rows] == [flip.flip_id]
    assert paused.rows[0][4] != now.state
    assert len(play.store._inflight) == 0
    paused.resume.set()
    assert await listing == [now]


async def test_a_read_without_the_lock_never_caches_a_row_older_than_a_commit(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reader without the table's lock (e.g. /odds) may read a row just before a commit that
    caches a newer one; caching its older copy afterwards would make the next unit lose cards."""
    play = await open_play()
    await play.flip.flip(1, 7)
    play.store._decks.clear()
    paused = PausedReads(play.store, "decks", monkeypatch)
    reader = asyncio.create_task(play.store.packed_deck(1, 7))
    await paused.answered.wait()
    await play.flip.flip(1, 7)  # commits (and caches) the deck with a second flip
    paused.resume.set()
    stale = await reader
    assert stale is not None and len(stale.deck().discard) == 1
    fresh = await play.store.packed_deck(1, 7)
    assert fresh is not None and len(fresh.deck().discard) == 2
