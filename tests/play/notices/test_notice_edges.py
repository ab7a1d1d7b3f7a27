"""Whose move at its edges (``bot.play.notices.ops``), from issue 34's wording:

- a first notice held back (quiet hours) "goes out later, calmly" as the notice itself, and
  the table's reminders still follow it, all of them (``max_reminders``: 3 at 24 h);
- "reminders cannot follow here ... say so once": only the first notice of a step says it;
- a notice is written in the presser's language (no game: no table language first), and its
  reminders too;
- a new notice takes the place of the table's newest one only if that one asks nothing of
  anyone else any more.
"""

from __future__ import annotations

import asyncio
from typing import cast

import pytest

from bot.play import Play
from bot.play.common.after import AfterStep, collecting
from bot.play.common.calls import calling_from, note_call
from bot.play.common.work import Work
from bot.play.notices import pace as paces
from bot.play.notices.ops import _replaceable
from bot.play.notices.owed import GAME_SUBJECT, Exchange
from bot.rules.notices import MAX_REMINDERS, NoticePace, NotifyPrefs
from bot.store.notice_repo import NoticePost
from tests.play.conftest import FakeClock
from tests.play.game.test_activations import A, B, G, T, m4e_at_activations
from tests.play.notices.test_notice_play import ALICE, BOB, DAY, GUILD, TABLE, by, sweep


@pytest.fixture
def post(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paces, "table_pace", lambda settings, game=None: NoticePace("post"))


async def test_a_held_back_first_notice_is_followed_by_every_reminder(
    play: Play, clock: FakeClock, post: None
) -> None:
    # 1_700_000_000 is 23:13 in Madrid: inside bob's quiet hours 23-08 there.
    await play.notices.set_prefs(BOB, NotifyPrefs(quiet=(23 * 60, 8 * 60), time_zone="Europe/Madrid"))
    _, after = await by(ALICE, play.duel.duel_opposed(TABLE, ALICE, BOB, 6))
    assert after.notices == []  # held back
    sent: list[tuple[float, bool]] = []
    start = clock.now
    for _hour in range(6 * 24):
        clock.now += 3600
        sent += [(clock.now - start, n.reminder) for n in await sweep(play) if n.player == BOB]
    assert [reminder for _, reminder in sent] == [False] + [True] * MAX_REMINDERS
    first = sent[0][0]
    assert [at - first for at, _ in sent[1:]] == [DAY, 2 * DAY, 3 * DAY]  # quiet hours end 08:00


async def test_no_reminders_here_is_said_once_per_player_of_an_exchange(play: Play) -> None:
    """A game played where the bot is not a member (a user install: no channel access) at
    ``post`` pace, everyone asking for pings: the reminders cannot follow, and each player's
    first notice in the exchange says so; their later ones (the next activations) do not say it again."""
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    player = first
    said: dict[int, list[bool]] = {}
    for _ in range(4):  # four handovers: each player is told twice
        with calling_from(T, G, actor=player, in_channel=False), collecting() as after:
            view = await play.game.activation_done(T, player)
        (notice,) = after.notices
        said.setdefault(notice.player, []).append(notice.no_reminders_here)
        player = notice.player
    assert {p: len(s) for p, s in said.items()} == {A: 2, B: 2}
    second = view.state.other(first)
    assert said[second] == [True, False]  # told here for the first time: said, then not again
    assert all(s.count(True) <= 1 for s in said.values()), said


async def test_a_notice_never_takes_the_place_of_one_still_asking_another_player() -> None:
    """``_replaceable``: the newest notice at the table gives way only when it was for the same
    player or asks something nobody owes any more. Both players owe the game's discard step:
    bob's notice must not remove the one still asking alice (an edit would notify nobody)."""
    alices = NoticePost(TABLE, TABLE, 555, GAME_SUBJECT, ALICE)
    both = Exchange(GAME_SUBJECT, (ALICE, BOB), {ALICE: "discard", BOB: "discard"})
    nobody_work = cast(Work, None)  # the same exchange's answer needs nothing read
    assert await _replaceable(nobody_work, alices, both, BOB) is None
    # Controls: once alice has discarded, her notice may go; and her own next notice replaces it.
    only_bob = Exchange(GAME_SUBJECT, (ALICE, BOB), {BOB: "discard"})
    assert await _replaceable(nobody_work, alices, only_bob, BOB) == alices
    assert await _replaceable(nobody_work, alices, both, ALICE) == alices


async def test_a_notice_is_written_in_the_pressers_language_and_so_are_its_reminders(
    play: Play, clock: FakeClock, post: None
) -> None:
    """Without a game (whose one language would come first), a notice is in the language of
    the player whose step made it: bob is asked in Hungarian, by the notice and its reminder."""

    async def opened() -> AfterStep:
        note_call(TABLE, GUILD, actor=ALICE, language="hu")  # (a task of its own: not leaked)
        with collecting() as after:
            await play.duel.duel_opposed(TABLE, ALICE, BOB, 6)
        return after

    after = await asyncio.create_task(opened())
    assert [(n.player, n.language) for n in after.notices] == [(BOB, "hu")]
    clock.now += DAY
    assert [(n.player, n.language, n.reminder) for n in await sweep(play)] == [(BOB, "hu", True)]
