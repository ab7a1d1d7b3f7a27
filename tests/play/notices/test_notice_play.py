"""Whose move as part of every step, on SQLite and PostgreSQL: who owes what is derived from the
open steps in the step's own unit of work, one notice per thing owed (never to who just acted),
reminders from stored times (a reopened store finds them), answers and withdrawals settle the
notice that asked, reminders are one per player and table, quiet hours, "away" and the hourly
budget hold notices back, and two processes on one PostgreSQL database send each reminder once."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Awaitable
from typing import TypeVar

import pytest

from bot.play import Play
from bot.play.common.after import AfterStep, Notice, collecting
from bot.play.common.calls import calling_from
from bot.play.notices import pace as paces
from bot.play.notices.owed import pending_subject
from bot.rules.notices import PINGS_PER_HOUR, NoticePace, NotifyPrefs, after_reminder
from bot.store import Store, notice_repo
from tests.play.conftest import FakeClock, PlayFactory

TABLE, GUILD, ALICE, BOB = 10, 900, 1, 2
DAY = 24 * 3600.0
T = TypeVar("T")


@pytest.fixture
def post(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paces, "table_pace", lambda settings, game=None: NoticePace("post"))


async def by(actor: int, step: Awaitable[T], table: int = TABLE) -> tuple[T, AfterStep]:
    """Run ``step`` as ``actor``'s interaction at ``table``; its result and what it left to do."""
    with calling_from(table, GUILD, actor=actor), collecting() as after:
        result = await step
    return result, after


def told(after: AfterStep) -> list[tuple[int, str]]:
    return [(n.player, item.what) for n in after.notices for item in n.items]


async def sweep(play: Play) -> list[Notice]:
    return await play.notices.sweep_all()


async def test_one_notice_per_thing_owed_and_never_to_who_just_acted(play: Play) -> None:
    duel, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    assert told(after) == [(BOB, "duel-accept")]
    assert after.notices[0].items[0].others == (ALICE,)  # the notice names the opponent
    _, after = await by(BOB, play.duel.duel_accept(duel.duel_id, BOB, stat=5))
    # Live pace: whoever owes the cheat window next has acted in this duel already.
    assert told(after) == []


async def test_post_pace_reminders_are_due_at_24_48_72_hours_then_none(
    play: Play, clock: FakeClock, post: None
) -> None:
    await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    sent = []
    for hour in range(1, 5 * 24 + 1):
        clock.now += 3600
        for notice in await sweep(play):
            assert notice.reminder and notice.player == BOB
            assert [i.what for i in notice.items] == ["duel-accept"]
            sent.append(hour)
    assert sent == [24, 48, 72]


async def test_who_just_acted_is_not_told_but_is_reminded_at_post_pace(
    play: Play, clock: FakeClock, post: None
) -> None:
    """Issue 34: the defender who owes a cheat window right after Accept sees it (no notice), but
    a day later, still unanswered, is reminded."""
    await play.hand.hand_draw(TABLE, ALICE)
    await play.hand.hand_draw(TABLE, BOB)  # cards to cheat with: the cheat windows open
    duel, _ = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6, edition_override="m3e"))
    accepted, after = await by(BOB, play.duel.duel_accept(duel.duel_id, BOB, stat=5))
    assert accepted.awaiting_player == BOB  # the resister cheats first, right after accepting
    assert told(after) == []
    clock.now += DAY + 1
    assert [(n.player, [i.what for i in n.items]) for n in await sweep(play)] == [(BOB, ["duel-cheat"])]


async def test_an_answer_settles_the_notice_and_stops_its_reminders(
    play: Play, clock: FakeClock, post: None
) -> None:
    duel, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    (notice,) = after.notices
    await play.notices.sent(notice, TABLE, 555, {}, newest=True)  # the ui posted it as message 555
    _, after = await by(BOB, play.duel.duel_accept(duel.duel_id, BOB, stat=5))
    assert [(s.player, s.message_id, s.why) for s in after.settled] == [(BOB, 555, "answered")]
    clock.now += 5 * DAY
    assert all(n.player != BOB or "duel-accept" not in {i.what for i in n.items} for n in await sweep(play))


async def test_a_withdrawn_duel_settles_its_notice_as_over(play: Play) -> None:
    duel, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    await play.notices.sent(after.notices[0], TABLE, 556, {}, newest=True)
    _, after = await by(ALICE, play.duel.duel_withdraw(duel.duel_id, ALICE))
    assert [(s.player, s.why, s.what) for s in after.settled] == [(BOB, "over", "duel-accept")]
    assert await notice_repo.notices_of(play.store, TABLE, pending_subject(duel.duel_id)) == {}


async def test_a_reminder_lists_everything_owed_at_the_table_once(
    play: Play, clock: FakeClock, post: None
) -> None:
    for _ in range(3):
        await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
        clock.now += 600  # three duels over half an hour: three rows due at three times
    clock.now += DAY
    (notice,) = await sweep(play)  # one reminder, not three
    assert notice.player == BOB and [i.what for i in notice.items] == ["duel-accept"] * 3
    clock.now += 3600
    assert await sweep(play) == []  # the others came with it: not again an hour later


async def test_the_hourly_budget_caps_what_one_player_gets_at_a_table(play: Play, clock: FakeClock) -> None:
    """Opening and withdrawing duels in a loop: the defender is told at most PINGS_PER_HOUR
    times an hour, and what was held back comes later as one calm notice."""
    pinged = 0
    for _ in range(50):
        duel, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
        pinged += len(after.notices)
        await by(ALICE, play.duel.duel_withdraw(duel.duel_id, ALICE))
        clock.now += 1
    assert pinged == PINGS_PER_HOUR
    duel, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))  # one left open
    assert after.notices == []
    clock.now += 3600
    (later,) = await sweep(play)
    assert later.player == BOB and not later.reminder  # the held-back notice itself


async def test_quiet_hours_hold_a_notice_until_they_end_in_the_players_zone(
    play: Play, clock: FakeClock, post: None
) -> None:
    # 1_700_000_000 is 22:13 UTC (23:13 in Madrid, in November): inside quiet hours 23-8 there.
    await play.notices.set_prefs(BOB, NotifyPrefs(quiet=(23 * 60, 8 * 60), time_zone="Europe/Madrid"))
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    assert after.notices == []
    clock.now += 8 * 3600  # 07:13 in Madrid: still quiet
    assert await sweep(play) == []
    clock.now += 3600  # 08:13 in Madrid
    (notice,) = await sweep(play)
    assert notice.player == BOB and not notice.reminder


async def test_away_holds_everything_until_the_date(play: Play, clock: FakeClock, post: None) -> None:
    await play.notices.set_prefs(BOB, NotifyPrefs(away_until=clock.now + 3 * DAY))
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    assert after.notices == []
    for _day in range(2):
        clock.now += DAY
        assert await sweep(play) == []
    clock.now += DAY
    assert [n.player for n in await sweep(play)] == [BOB]


async def test_the_notify_choice_holds_everywhere(play: Play) -> None:
    notices = play.notices
    assert (await notices.prefs(BOB)).mode == "ping"
    await notices.set_prefs(BOB, NotifyPrefs(mode="none"))
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    assert after.notices == []
    await notices.set_prefs(BOB, NotifyPrefs(mode="dm"))
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE + 1, ALICE, BOB, 6), table=TABLE + 1)
    assert [n.mode for n in after.notices] == ["dm"]


async def test_a_game_keeps_who_has_acted_between_steps(play: Play) -> None:
    """At live pace a game's second discard step pings nobody: both players have acted in it."""
    games = play.game
    _, after = await by(ALICE, games.start(TABLE, GUILD, ALICE, BOB))
    assert told(after) == []


async def test_a_reopened_store_finds_the_due_reminder(
    open_play: PlayFactory, clock: FakeClock, post: None
) -> None:
    first = await open_play()
    await by(ALICE, first.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    await first.store.close()
    clock.now += DAY
    second = await open_play()
    assert [(n.player, n.reminder) for n in await sweep(second)] == [(BOB, True)]


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
            await by(1, a.duel.duel_opposed(100 + i, 1, 1000 + i, 6), table=100 + i)
        sent: Counter[tuple[int, int]] = Counter()
        by_process = [0, 0]
        for _day in range(4):
            clock.now += DAY
            first, second = await asyncio.gather(sweep(a), sweep(b))
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
    await by(1, a.duel.duel_opposed(100, 1, 1000, 6), table=100)
    clock.now += DAY
    (key,) = await notice_repo.due(a.store, clock.now, 10)
    row = await notice_repo.notice(a.store, key.table_id, key.subject, key.player)
    assert row is not None and row.next_due_at is not None
    next_due, remaining = after_reminder(row.next_due_at, row.interval_s, row.reminders_left)
    claims = await asyncio.gather(
        *(notice_repo.claim(p.store, key, row.reminders_left, next_due, remaining) for p in (a, b))
    )
    return sum(claims)


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


async def test_a_reminder_replaces_only_its_own_players_notice(
    play: Play, clock: FakeClock, post: None
) -> None:
    """The newest notice at the table may give way to a reminder only when it was for the same
    player: alice's reminder never takes the place of the one asking bob (he has not answered)."""
    _, after = await by(BOB, play.duel.duel_opposed(TABLE, BOB, ALICE, 6))
    (to_alice,) = after.notices
    await play.notices.sent(to_alice, TABLE, 554, {}, newest=True)
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    (to_bob,) = after.notices
    assert to_bob.replaces is None  # alice's notice still asks her: it stays
    await play.notices.sent(to_bob, TABLE, 555, {}, newest=True)  # bob's is the table's newest
    clock.now += DAY
    reminders = {n.player: n for n in await sweep(play)}
    assert set(reminders) == {ALICE, BOB} and reminders[ALICE].reminder and reminders[BOB].reminder
    assert reminders[ALICE].replaces is None
    assert reminders[BOB].replaces is not None and reminders[BOB].replaces.message_id == 555  # control
