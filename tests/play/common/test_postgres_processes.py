"""Two stores on one PostgreSQL database stand for two processes (each has its own connections,
so PostgreSQL sees two sessions): the table lease serialises them, sweeps expire each record
once, and once-only jobs run in one of them at a time. Each safety test has a control."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from typing import Any

import pytest

from benchmarks.load import check_store
from bot.errors import DomainError
from bot.play import Play
from bot.play.common.limits import MAX_OPEN_DUELS_PER_PLAYER
from bot.store import Store, due_repo
from bot.store.postgres_backend import PostgresBackend
from tests.play.conftest import FakeClock

TABLES = (1, 2, 3)


async def _two(url: str, clock: FakeClock) -> tuple[Play, Play]:
    plays = []
    for seed in (1, 2):
        rng = random.Random(seed)
        plays.append(Play(await Store.open(url), rng_factory=lambda rng=rng: rng, clock=clock))
    return plays[0], plays[1]


async def _close(*plays: Play) -> None:
    for play in plays:
        await play.store.close()


def _no_database_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    async def no_lock(self: PostgresBackend, table_id: int) -> None:
        return None

    monkeypatch.setattr(PostgresBackend, "lock_table", no_lock)


FLIPS = 6  # per stream; 8 streams flip 48 cards of one 54-card deck: no reshuffle


async def _hammer(a: Play, b: Play, table: int = 1) -> int:
    """Both processes flip from the same deck at once; how many flips were acknowledged."""

    async def stream(play: Play) -> int:
        for _ in range(FLIPS):
            await play.flip.flip(table, 7)
        return FLIPS

    return sum(await asyncio.gather(*(stream(play) for play in [a, b] * 4)))


async def _discarded(play: Play, table: int = 1) -> int:
    deck = await play.store.deck(table, 7)
    assert deck is not None
    return len(deck.discard)


async def test_two_processes_on_one_table_never_lose_an_update(pg_url: str, clock: FakeClock) -> None:
    a, b = await _two(pg_url, clock)

    def waits() -> int:
        return a.store._backend.lease_waits + b.store._backend.lease_waits  # type: ignore[attr-defined,no-any-return]

    try:
        # Until they really met on one table (on a busy machine one round may not overlap):
        # every round, at a fresh table, must keep every flip's card in the discard pile.
        for table in range(1, 6):
            acknowledged = await _hammer(a, b, table)
            assert await _discarded(a, table) == acknowledged
            assert (await check_store(a.store)).problems == ()
            if waits() > 0:
                break
        assert waits() > 0
    finally:
        await _close(a, b)


async def test_without_the_database_lock_two_processes_lose_updates(
    pg_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_database_lock(monkeypatch)
    a, b = await _two(pg_url, clock)
    try:
        acknowledged = await _hammer(a, b)
        assert await _discarded(a) < acknowledged  # flips overwrote each other
    finally:
        await _close(a, b)


async def _open_duels(play: Play, count: int) -> set[int]:
    """Duels left waiting (a player with a hand may cheat), on three tables."""
    ids = set()
    for i in range(count):
        table, player = TABLES[i % 3], 100 + i
        await play.hand.hand_draw(table, player)
        view = await play.duel.duel_simple(table, player, 5, 10)
        if not view.is_over:
            ids.add(view.duel_id)
    return ids


async def test_two_processes_sweeping_together_expire_each_record_once(pg_url: str, clock: FakeClock) -> None:
    a, b = await _two(pg_url, clock)
    try:
        opened = await _open_duels(a, 30)
        assert len(opened) >= 20
        clock.advance(a.duel_ttl_s + 1)
        first, second = await asyncio.gather(a.sweep_expired(), b.sweep_expired())
        lapsed = Counter(x.pending_id for x in [*first, *second])
        assert set(lapsed) == opened
        assert max(lapsed.values()) == 1  # nobody expired (and announced) a record twice
        assert (await check_store(a.store)).problems == ()
    finally:
        await _close(a, b)


async def test_without_the_database_lock_a_record_can_expire_twice(
    pg_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: without the table's lock in the database, and without the due queue's
    compare-and-set (each process takes every due row it reads), a record expires twice."""
    _no_database_lock(monkeypatch)
    real_claim_row = due_repo.claim_row

    async def no_compare_and_set(store: Any, row: due_repo.Due, until: float) -> due_repo.Claimed | None:
        await real_claim_row(store, row, until)
        return due_repo.Claimed(row.kind, row.item, row.due_at, until)

    monkeypatch.setattr(due_repo, "claim_row", no_compare_and_set)
    a, b = await _two(pg_url, clock)
    try:
        opened = await _open_duels(a, 30)
        clock.advance(a.duel_ttl_s + 1)
        first, second = await asyncio.gather(a.sweep_expired(), b.sweep_expired())
        lapsed = Counter(x.pending_id for x in [*first, *second])
        assert set(lapsed) == opened
        assert max(lapsed.values()) == 2
    finally:
        await _close(a, b)


async def test_once_only_jobs_run_in_one_process_at_a_time(pg_url: str, clock: FakeClock) -> None:
    a, b = await _two(pg_url, clock)
    try:
        async with a.store.exclusive("sweep", wait=False) as mine:
            assert mine
            async with b.store.exclusive("sweep", wait=False) as theirs:
                assert not theirs  # skipped this round
        async with b.store.exclusive("sweep", wait=False) as theirs:
            assert theirs  # free again once the first is done
        order: list[str] = []

        async def sync(store: Store, name: str) -> None:
            async with store.exclusive("command-sync"):
                order.append(f"{name} in")
                await asyncio.sleep(0.05)
                order.append(f"{name} out")

        await asyncio.gather(sync(a.store, "a"), sync(b.store, "b"))
        assert order in (["a in", "a out", "b in", "b out"], ["b in", "b out", "a in", "a out"])
    finally:
        await _close(a, b)


async def _duels_until_refused(play: Play, player: int, count: int) -> int:
    opened = 0
    for _ in range(count):
        try:
            await play.duel.duel_opposed(TABLES[0], player, player + 1, 5)
        except DomainError as error:
            assert error.key == "limit-error-open-duels"
            continue
        opened += 1
    return opened


async def test_the_open_duel_cap_counts_what_every_process_opened(pg_url: str, clock: FakeClock) -> None:
    a, b = await _two(pg_url, clock)
    try:
        half = MAX_OPEN_DUELS_PER_PLAYER // 2 + 1
        opened = await _duels_until_refused(a, 7, half) + await _duels_until_refused(b, 7, half)
        assert opened == MAX_OPEN_DUELS_PER_PLAYER  # the second process saw the first one's duels
        assert await _duels_until_refused(a, 7, 1) == 0
    finally:
        await _close(a, b)


async def test_a_cap_counted_in_memory_only_lets_a_second_process_overshoot(
    pg_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Store, "shared", property(lambda self: False))  # the SQLite way
    a, b = await _two(pg_url, clock)
    try:
        await _duels_until_refused(b, 7, 1)  # b knows the table before a fills it
        half = MAX_OPEN_DUELS_PER_PLAYER // 2 + 1
        opened = 1 + await _duels_until_refused(a, 7, half) + await _duels_until_refused(b, 7, half)
        assert opened > MAX_OPEN_DUELS_PER_PLAYER
    finally:
        await _close(a, b)
