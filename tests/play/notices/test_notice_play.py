"""Whose move as units of work, on SQLite and PostgreSQL: one notice per thing owed, reminders
from stored times (a reopened store finds them), answers cancel them, and two processes on one
PostgreSQL database send each reminder exactly once."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from bot.play import Play
from bot.play.notices import pace as paces
from bot.play.notices.ops import GAME_SUBJECT, NoticePlay
from bot.rules.notices.schedule import NoticePace, after_reminder
from bot.store import Store, notice_repo
from tests.play.conftest import FakeClock, PlayFactory

TABLE, ALICE, BOB = 10, 1, 2
DAY = 24 * 3600.0
URL = "https://discord.com/channels/1/10/99"


@pytest.fixture
def post(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paces, "table_pace", lambda settings, game=None: NoticePace("post"))


# An exchange the play layer cannot check (``still_open`` knows records and games): always open.
OPEN = "t1"


async def _step(notices: NoticePlay, owed: dict[int, str], actor: int, subject: str = OPEN) -> list[int]:
    told = await notices.step(
        TABLE, subject, owed, actor=actor, starter=ALICE, jump_url=URL, channel_id=TABLE, in_channel=True
    )
    return [n.player for n in told]


async def test_one_notice_per_thing_owed_and_only_to_someone_else(play: Play) -> None:
    notices = NoticePlay(play)
    assert await _step(notices, {BOB: "duel-accept"}, ALICE) == [BOB]
    assert await _step(notices, {BOB: "duel-accept"}, ALICE) == []  # still owed: not again
    assert await _step(notices, {ALICE: "duel-cheat"}, BOB) == []  # live: Alice has acted


async def test_post_pace_reminders_are_due_at_24_48_72_hours_then_none(
    play: Play, clock: FakeClock, post: None
) -> None:
    notices = NoticePlay(play)
    assert await _step(notices, {BOB: "duel-accept"}, ALICE) == [BOB]
    sent = []
    for hour in range(1, 5 * 24 + 1):
        clock.now += 3600
        for notice in await notices.sweep_all():
            assert notice.reminder and notice.player == BOB and notice.owed == "duel-accept"
            sent.append(hour)
    assert sent == [24, 48, 72]


async def test_an_answer_cancels_the_reminders_and_the_next_player_is_told(
    play: Play, clock: FakeClock, post: None
) -> None:
    notices = NoticePlay(play)
    await _step(notices, {BOB: "duel-accept"}, ALICE)
    clock.now += 3600
    assert await _step(notices, {ALICE: "duel-cheat"}, BOB) == [ALICE]
    clock.now += DAY
    due = await notices.sweep_all()
    assert [(n.player, n.owed) for n in due] == [(ALICE, "duel-cheat")]  # Bob's stopped
    assert await _step(notices, {}, ALICE) == []  # the duel is over
    clock.now += 5 * DAY
    assert await notices.sweep_all() == []


async def test_a_reminder_of_a_record_that_is_gone_is_never_sent(
    play: Play, clock: FakeClock, post: None
) -> None:
    notices = NoticePlay(play)
    await _step(notices, {BOB: "duel-accept"}, ALICE, subject="p12345")  # no such open record
    clock.now += DAY
    assert await notices.sweep_all() == []


async def test_a_game_keeps_who_has_acted_between_steps(play: Play) -> None:
    notices = NoticePlay(play)
    assert await _step(notices, {BOB: "discard", ALICE: "discard"}, ALICE, GAME_SUBJECT) == [BOB]
    assert await _step(notices, {ALICE: "discard"}, BOB, GAME_SUBJECT) == []  # Alice owes it still
    await notices.step(
        TABLE, GAME_SUBJECT, {}, actor=ALICE, starter=ALICE, jump_url=URL, channel_id=TABLE, closed=False
    )
    # Next turn at live pace: Bob has acted in this game, so nobody is pinged.
    assert await _step(notices, {BOB: "discard", ALICE: "discard"}, ALICE, GAME_SUBJECT) == []


async def test_the_notify_choice_holds_everywhere(play: Play) -> None:
    notices = NoticePlay(play)
    assert await notices.notify_mode(BOB) == "ping"
    await notices.set_notify_mode(BOB, "none")
    assert await notices.notify_mode(BOB) == "none"
    assert await _step(notices, {BOB: "duel-accept"}, ALICE) == []
    await notices.set_notify_mode(BOB, "dm")
    told = await notices.step(
        TABLE, "p6", {BOB: "duel-accept"}, actor=ALICE, starter=ALICE, jump_url=URL, channel_id=TABLE
    )
    assert [n.mode for n in told] == ["dm"]


async def test_a_reopened_store_finds_the_due_reminder(
    open_play: PlayFactory, clock: FakeClock, post: None
) -> None:
    first = await open_play()
    await _step(NoticePlay(first), {BOB: "duel-accept"}, ALICE)
    await first.store.close()
    clock.now += DAY
    second = await open_play()
    due = await NoticePlay(second).sweep_all()
    assert [(n.player, n.reminder) for n in due] == [(BOB, True)]


async def _two(url: str, clock: FakeClock) -> tuple[Play, Play]:
    plays = []
    for seed in (1, 2):
        rng = random.Random(seed)
        plays.append(Play(await Store.open(url), rng_factory=lambda rng=rng: rng, clock=clock))
    return plays[0], plays[1]


async def test_two_processes_on_postgresql_send_each_reminder_once(
    pg_url: str, clock: FakeClock, post: None
) -> None:
    a, b = await _two(pg_url, clock)
    try:
        opened = 60
        for i in range(opened):
            await NoticePlay(a).step(
                100 + i % 7,
                f"t{i}",
                {1000 + i: "initiative"},
                actor=1,
                starter=1,
                jump_url=URL,
                channel_id=100,
            )
        sent: Counter[tuple[int, int]] = Counter()
        by_process = [0, 0]
        for _day in range(4):
            clock.now += DAY
            first, second = await asyncio.gather(NoticePlay(a).sweep_all(), NoticePlay(b).sweep_all())
            sent.update((n.table_id, n.player) for n in [*first, *second])
            by_process[0] += len(first)
            by_process[1] += len(second)
        assert len(sent) == opened
        assert set(sent.values()) == {3}  # three reminders each, none twice
        assert sum(by_process) == 3 * opened
    finally:
        await a.store.close()
        await b.store.close()


async def _race(a: Play, b: Play, clock: FakeClock) -> int:
    """Both processes found the same due reminder; both try to claim it at once: how many got it."""
    await NoticePlay(a).step(
        100, OPEN, {1000: "initiative"}, actor=1, starter=1, jump_url=URL, channel_id=100
    )
    clock.now += DAY
    (key,) = await notice_repo.due(a.store, clock.now, 10)
    row = await notice_repo.notice(a.store, key.table_id, key.subject, key.player)
    assert row is not None and row.next_due_at is not None
    next_due, remaining = after_reminder(row.next_due_at, row.interval_s, row.reminders_left)
    claims = await asyncio.gather(
        *(notice_repo.claim(p.store, key, row.reminders_left, next_due, remaining) for p in (a, b))
    )
    return sum(claim is not None for claim in claims)


async def test_of_two_processes_claiming_one_reminder_exactly_one_gets_it(
    pg_url: str, clock: FakeClock, post: None
) -> None:
    a, b = await _two(pg_url, clock)
    try:
        assert await _race(a, b, clock) == 1
    finally:
        await a.store.close()
        await b.store.close()


async def test_without_the_compare_and_set_both_would_send_it(
    pg_url: str, clock: FakeClock, post: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: a claim that does not check that the row is unchanged lets both send."""
    unchecked = notice_repo._CLAIM.replace(
        "AND next_due_at = ? AND reminders_left = ?",
        "AND CAST(? AS DOUBLE PRECISION) IS NOT NULL AND CAST(? AS BIGINT) IS NOT NULL",
    )
    assert unchecked != notice_repo._CLAIM
    monkeypatch.setattr(notice_repo, "_CLAIM", unchecked)
    a, b = await _two(pg_url, clock)
    try:
        assert await _race(a, b, clock) == 2
    finally:
        await a.store.close()
        await b.store.close()
