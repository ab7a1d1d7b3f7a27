"""The one due-time queue (bot/store/due_repo.py, bot/play/common/due.py), on SQLite and
PostgreSQL: of two processes exactly one claims a due row (and the control: without the
compare-and-set both do), a claimer that stops gives its rows back when its lease ends, a handler
that fails leaves its row due again, days passing on an injected clock fire each kind once and in
the order of their due times, and a restart mid-wait fires what came due meanwhile."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.play import Play
from bot.play.common.due import DueQueue
from bot.store import Changes, Store, due_repo
from bot.store.due_repo import BOARD, STEP
from tests.play.conftest import FakeClock, PlayFactory

DAY = 86400.0
T, A, B = 610, 61, 62
ROWS = 20


async def _put(store: Store, rows: list[tuple[str, str, float]]) -> None:
    changes = Changes()
    for kind, item, at in rows:
        due_repo.put(changes, kind, item, at)
    await store.commit(changes)


async def _race(a: Store, b: Store, now: float) -> list[due_repo.Claimed]:
    """Both processes read the same due rows, then each claims all it read, at once."""
    read_a, read_b = await due_repo.due(a, now, ROWS), await due_repo.due(b, now, ROWS)
    assert len(read_a) == len(read_b) == ROWS  # both saw every row due
    claims = await asyncio.gather(
        *(due_repo.claim_row(a, row, now + 60) for row in read_a),
        *(due_repo.claim_row(b, row, now + 60) for row in read_b),
    )
    return [c for c in claims if c is not None]


async def test_of_two_processes_exactly_one_claims_each_due_row(
    database: str | Path, clock: FakeClock
) -> None:
    a, b = await Store.open(database), await Store.open(database)
    try:
        await _put(a, [(BOARD, str(i), clock.now - i) for i in range(ROWS)])
        won = await _race(a, b, clock.now)
    finally:
        await a.close()
        await b.close()
    assert sorted(c.item for c in won) == sorted(str(i) for i in range(ROWS))  # each once


async def test_control_without_the_compare_and_set_both_claim(
    database: str | Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same statement without its condition on the row as read: any claimer takes the row.
    monkeypatch.setattr(
        due_repo,
        "_CLAIM",
        "UPDATE due SET lease = ? WHERE kind = ? AND item = ? AND (due_at = ? OR lease = ? OR 1 = 1)"
        " RETURNING kind",
    )
    a, b = await Store.open(database), await Store.open(database)
    try:
        await _put(a, [(BOARD, str(i), clock.now - i) for i in range(ROWS)])
        won = await _race(a, b, clock.now)
    finally:
        await a.close()
        await b.close()
    assert len(won) == 2 * ROWS  # every row taken twice


async def test_a_claimer_that_stops_gives_its_row_back_when_its_lease_ends(
    database: str | Path, clock: FakeClock
) -> None:
    a, b = await Store.open(database), await Store.open(database)
    fired: list[str] = []

    async def handler(item: str) -> float | None:
        fired.append(item)
        return None

    try:
        await _put(a, [(BOARD, "1", clock.now)])
        dead = DueQueue(a, clock, lease_s=300)
        assert [c.item for c in await due_repo.claim(a, clock.now, 10, dead.lease_s)] == ["1"]  # then it dies
        other = DueQueue(b, clock, lease_s=300)
        other.handle(BOARD, handler)
        clock.advance(299)
        assert await other.sweep() == 0 and fired == []  # still held
        assert await other.next_due() == clock.now + 1  # the lease's end, read from the store
        clock.advance(2)
        assert await other.sweep() == 1 and fired == ["1"]
        assert await other.next_due() is None  # done: the row is gone
    finally:
        await a.close()
        await b.close()


async def test_a_handler_that_fails_leaves_its_row_due_again(play: Play, clock: FakeClock) -> None:
    await _put(play.store, [(BOARD, "7", clock.now)])
    outcomes: list[str] = []

    async def failing(item: str) -> float | None:
        outcomes.append("failed")
        raise RuntimeError("Discord is down")

    async def working(item: str) -> float | None:
        outcomes.append("done")
        return None

    queue = play.due
    queue.handle(BOARD, failing)
    assert await queue.sweep() == 0
    assert await queue.next_due() == clock.now + queue.lease_s  # due again when the lease ends
    queue.handle(BOARD, working)
    clock.advance(queue.lease_s - 1)
    await queue.sweep()
    assert outcomes == ["failed"]
    clock.advance(1)
    assert await queue.sweep() == 1
    assert outcomes == ["failed", "done"] and await queue.next_due() is None


async def test_a_handler_may_make_its_row_due_again_later(play: Play, clock: FakeClock) -> None:
    await _put(play.store, [(BOARD, "8", clock.now)])
    calls: list[float] = []

    async def refused_once(item: str) -> float | None:
        calls.append(clock.now)
        return clock.now + 30 if len(calls) == 1 else None

    play.due.handle(BOARD, refused_once)
    assert await play.due.sweep() == 1 and await play.due.next_due() == clock.now + 30
    clock.advance(29)
    await play.due.sweep()
    clock.advance(1)
    await play.due.sweep()
    assert len(calls) == 2 and await play.due.next_due() is None


async def test_days_passing_fire_each_kind_once_in_the_order_of_their_due_times(
    play: Play, clock: FakeClock
) -> None:
    kinds = ["step", "board", "notice", "league-notice", "league-round", "league-forget"]
    start = clock.now
    # Written in another order than they fall due: day 6, 1, 5, 2, 4, 3 (and two on day 3).
    order = [5, 0, 4, 1, 3, 2]
    await _put(play.store, [(kinds[i], f"x{i}", start + (i + 1) * DAY) for i in order])
    await _put(play.store, [("board", "y", start + 3 * DAY - 60)])  # before the notice of day 3
    fired: list[tuple[str, str, int]] = []

    def recorder(kind: str):  # type: ignore[no-untyped-def]
        async def handler(item: str) -> float | None:
            fired.append((kind, item, round((clock.now - start) / DAY)))
            return None

        return handler

    for kind in kinds:
        play.due.handle(kind, recorder(kind))
    for _ in range(8):  # eight days, one sweep a day
        clock.advance(DAY)
        await play.due.sweep()
    assert fired == [
        ("step", "x0", 1),
        ("board", "x1", 2),
        ("board", "y", 3),
        ("notice", "x2", 3),
        ("league-notice", "x3", 4),
        ("league-round", "x4", 5),
        ("league-forget", "x5", 6),
    ]


async def test_a_restart_mid_wait_fires_what_came_due(open_play: PlayFactory, clock: FakeClock) -> None:
    play = await open_play()
    for player in (A, B):
        await play.hand.hand_draw(T, player)
    duel = await play.duel.duel_opposed(T, A, B, 5)
    assert [r.item for r in await due_repo.due(play.store, duel.expires_at, 10, STEP)] == [str(duel.duel_id)]
    await play.store.close()  # the bot stops while the duel waits

    clock.advance(play.duel_ttl_s + 60)  # and comes back after its deadline
    again = await open_play()
    lapsed: list[int] = []

    async def lapse(item: str) -> float | None:
        lapsed.extend(x.pending_id for x in await again.expire_due(item))
        return None

    again.due.handle(STEP, lapse)
    assert await again.due.next_due() == duel.expires_at  # read from the store, not a timer
    await again.due.sweep()
    assert lapsed == [duel.duel_id]
    assert await again.store.pending(duel.duel_id) is None
    assert await again.due.next_due() is None
