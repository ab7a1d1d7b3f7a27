"""The writer connection of a process on PostgreSQL drops (a network cut, a server restart,
``pg_terminate_backend``): every table lease goes with it. The process carries on by itself
on a new connection, and nothing computed under a lost lease is written. Two stores on one
database stand for two processes, as in test_postgres_processes."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import asyncpg
import pytest

from benchmarks.load import check_store
from bot.play import Play
from bot.store import Store
from bot.store.backend import ConnectionLostError
from tests.play.common.test_postgres_processes import _close, _two
from tests.play.conftest import FakeClock

T, OTHER, P = 1, 2, 7


async def _cut_writer(play: Play, pg_url: str) -> None:
    """Terminate the process's writer session from outside, as a failover would."""
    writer = play.store._backend._writer  # type: ignore[attr-defined]
    admin = await asyncpg.connect(pg_url)
    try:
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", writer.get_server_pid())
    finally:
        await admin.close()
    for _ in range(500):  # the client sees the socket close on its next read
        if writer.is_closed():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the terminated connection never closed")


async def _discarded(play: Play, table: int = T) -> int:
    deck = await play.store.deck(table, P)
    assert deck is not None
    return len(deck.discard)


async def test_a_process_carries_on_after_its_writer_connection_is_cut(pg_url: str, clock: FakeClock) -> None:
    play = Play(await Store.open(pg_url), rng_factory=lambda: random.Random(3), clock=clock)
    try:
        await play.flip.flip(T, P)
        await _cut_writer(play, pg_url)
        for _ in range(5):
            await play.flip.flip(T, P)
        assert await _discarded(play) == 6
        assert play.store._backend.reconnects == 1  # type: ignore[attr-defined]
        assert (await check_store(play.store)).problems == ()
    finally:
        await play.store.close()


async def _stale_unit_against_a_second_process(a: Play, b: Play, pg_url: str) -> BaseException | None:
    """``a`` reads table T's deck under its lease; the lease is cut; ``a`` reconnects (through
    another table) while ``b`` takes T and flips 3 cards; then ``a`` writes what it computed."""
    await a.flip.flip(T, P)
    read, go = asyncio.Event(), asyncio.Event()

    async def stale(work: Any) -> None:
        deck = await work.deck(P)
        read.set()
        await go.wait()
        deck.discard.append(deck.draw.pop())  # built on the deck as it was before the cut

    unit = asyncio.create_task(a.run(T, stale))
    await read.wait()
    await _cut_writer(a, pg_url)
    await a.flip.flip(OTHER, P)  # a's next command opens a new writer connection
    for _ in range(3):
        await b.flip.flip(T, P)  # the table's lease is free: a's went with the cut
    go.set()
    try:
        await unit
    except BaseException as error:
        return error
    return None


async def test_a_unit_leased_before_the_cut_is_refused_and_the_other_process_keeps_its_flips(
    pg_url: str, clock: FakeClock
) -> None:
    a, b = await _two(pg_url, clock)
    try:
        error = await _stale_unit_against_a_second_process(a, b, pg_url)
        assert isinstance(error, ConnectionLostError)
        assert error.key == "error-store-connection-lost"
        assert await _discarded(b) == 4  # a's first flip and b's three
        assert (await check_store(b.store)).problems == ()
        await a.flip.flip(T, P)  # and a plays on at that table
        assert await _discarded(b) == 5
    finally:
        await _close(a, b)


async def test_control_a_store_that_never_hears_of_the_cut_overwrites_the_other_process(
    pg_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Store, "_leases_lost", lambda self, error: None)
    a, b = await _two(pg_url, clock)
    try:
        error = await _stale_unit_against_a_second_process(a, b, pg_url)
        assert error is None  # written on the new connection without the table's lease
        assert await _discarded(b) == 2  # b's three acknowledged flips are gone
    finally:
        await _close(a, b)


def _deck_tables(statements: Any) -> set[int]:
    """The tables whose decks a batch writes (a flip writes its table's deck)."""
    return {row[0] for sql, rows in statements if sql.startswith("INSERT INTO decks") for row in rows}


async def _until(condition: Callable[[], bool]) -> None:
    async with asyncio.timeout(60):  # only against a hang: the condition comes on its own
        while not condition():
            await asyncio.sleep(0.001)


async def test_a_batch_being_written_when_the_connection_drops_fails_whole_and_changes_nothing(
    pg_url: str, clock: FakeClock
) -> None:
    """The flip at table 10 is committed in a batch of its own; the flips at tables 11 to 13
    queue behind it and are written together in the next batch, during which the connection
    drops.

    Which flip queues first is not left to chance: four flips started together lease, read
    and queue in whatever order their round trips to the server come back, and on a loaded
    machine the one at table 10 was now and then overtaken (it then failed with the others,
    and another flip was committed alone). So the flip at table 10 runs alone until its batch
    is being written, and that batch waits until the three others have queued behind it (the
    commit task is busy with it meanwhile); the batches are told apart by the decks they
    write, not by their number."""
    play = Play(await Store.open(pg_url), rng_factory=lambda: random.Random(5), clock=clock)
    first, others = 10, (11, 12, 13)
    tables = (first, *others)
    try:
        for table in tables:
            await play.flip.flip(table, P)
        store = play.store
        backend = store._backend  # type: ignore[attr-defined]
        assert not store._queue  # each flip was answered once committed: nothing rides along
        real_apply = backend.apply
        batches: list[set[int]] = []
        first_written, first_goes = asyncio.Event(), asyncio.Event()

        async def apply_after_cut(statements: Any, wait_s: float | None = None) -> None:
            decks = _deck_tables(statements)
            batches.append(decks)
            if first in decks:  # the commit task is busy with it: the others queue meanwhile
                first_written.set()
                await first_goes.wait()
            elif decks & set(others):  # being written, and the connection drops
                await _cut_writer(play, pg_url)
            await real_apply(statements, wait_s)

        backend.apply = apply_after_cut
        try:
            committed = asyncio.create_task(play.flip.flip(first, P))
            await _until(first_written.is_set)
            lost = [asyncio.create_task(play.flip.flip(table, P)) for table in others]
            await _until(lambda: len(store._queue) == len(others))
            first_goes.set()
            results = await asyncio.gather(committed, *lost, return_exceptions=True)
        finally:
            first_goes.set()  # a failed wait must not leave the commit task stuck (close waits on it)
            backend.apply = real_apply
        assert not isinstance(results[0], BaseException), results
        assert all(
            isinstance(r, ConnectionLostError) and r.key == "error-store-connection-lost" for r in results[1:]
        ), results
        assert batches == [{first}, set(others)]  # the three in one batch, and none was retried alone
        assert backend.reconnects == 1
        assert [await _discarded(play, table) for table in tables] == [2, 1, 1, 1]
        for table in tables:
            await play.flip.flip(table, P)
        assert [await _discarded(play, table) for table in tables] == [3, 2, 2, 2]
        assert (await check_store(play.store)).problems == ()
    finally:
        await play.store.close()
