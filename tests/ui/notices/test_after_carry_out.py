"""The ui side of the after-step path (``bot.ui.notices.after``), with the Discord parts replaced
by recorders: the notices a later unit settled are never delivered, one interaction sends one
notice per player and table whose items are each listed once, and a hand DM is edited at most
once (never when a feature already refreshed it with its reply)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.play.common.after import AfterStep, Item, Notice, Settled, collecting, hand_shown, publish
from bot.store.notice_repo import NoticePost
from bot.ui.notices import after as ui_after
from bot.ui.notices.after import carry_out, grouped

TABLE, OTHER_TABLE, ALICE, BOB = 10, 11, 1, 2


def item(subject: str, what: str = "duel-accept") -> Item:
    return Item(subject, what, (ALICE,))


def notice(player: int, *items: Item, table: int = TABLE, **kw: Any) -> Notice:
    return Notice(table, player, items, table, True, "ping", **kw)


def listed(n: Notice) -> list[str]:
    return [i.subject for i in n.items]


def test_a_merged_notice_lists_each_item_once() -> None:
    first = notice(BOB, item("duel:1"), item("duel:2"))
    second = notice(BOB, item("duel:2", "duel-cheat"), item("duel:3"))
    (merged,) = grouped([first, second])
    assert listed(merged) == ["duel:1", "duel:2", "duel:3"]
    assert merged.items[1].what == "duel-accept"  # the first ask of an item stands


def test_notices_are_merged_per_player_and_table_only() -> None:
    """Control: other players and other tables keep their own notice, in first-asked order."""
    out = grouped(
        [
            notice(BOB, item("duel:1")),
            notice(ALICE, item("duel:1")),
            notice(BOB, item("duel:1"), table=OTHER_TABLE),
            notice(BOB, item("duel:2")),
        ]
    )
    assert [(n.table_id, n.player, listed(n)) for n in out] == [
        (TABLE, BOB, ["duel:1", "duel:2"]),
        (TABLE, ALICE, ["duel:1"]),
        (OTHER_TABLE, BOB, ["duel:1"]),
    ]


def test_a_merged_notice_is_a_reminder_only_if_all_were_and_keeps_what_each_replaces() -> None:
    post = NoticePost(TABLE, TABLE, 500, "duel:1", BOB)
    (merged,) = grouped(
        [
            notice(BOB, item("duel:1"), reminder=True, replaces=post, supersedes=((TABLE, 501),)),
            notice(BOB, item("duel:2"), reminder=False, no_reminders_here=True, supersedes=((TABLE, 502),)),
        ]
    )
    assert not merged.reminder  # something new is asked: a notice, not a reminder
    assert merged.replaces == post and merged.no_reminders_here
    assert merged.supersedes == ((TABLE, 501), (TABLE, 502))
    reminders = [notice(BOB, item("duel:1"), reminder=True), notice(BOB, item("duel:2"), reminder=True)]
    (both,) = grouped(reminders)
    assert both.reminder


class Recorder:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.delivered: list[Notice] = []
        self.settled: list[Settled] = []
        self.hands: list[tuple[int, int]] = []
        self.woken = 0
        self.bot: Any = SimpleNamespace(board_wake=SimpleNamespace(soon=self.wake))

        async def deliver(bot: object, n: Notice, interaction: object) -> bool:
            self.delivered.append(n)
            return True

        async def settle(bot: object, s: Settled) -> None:
            self.settled.append(s)

        async def refresh(bot: object, table_id: int, player: int) -> None:
            self.hands.append((table_id, player))

        monkeypatch.setattr(ui_after, "deliver", deliver)
        monkeypatch.setattr(ui_after, "settle", settle)
        monkeypatch.setattr(ui_after, "_refresh_hand", refresh)

    def wake(self) -> None:
        self.woken += 1


def step(**parts: object) -> AfterStep:
    after = AfterStep()
    for name, value in parts.items():
        setattr(after, name, value)
    return after


async def test_a_notice_a_later_step_settled_is_never_delivered(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = Recorder(monkeypatch)
    answered = Settled(TABLE, BOB, "duel:1", "duel-accept", TABLE, 555, "en", "answered")
    with collecting() as after:
        publish(step(notices=[notice(BOB, item("duel:1"), item("duel:2")), notice(ALICE, item("duel:1"))]))
        publish(step(settled=[answered], boards={TABLE}))
        await carry_out(rec.bot, after.take(), None)
    assert rec.settled == [answered]
    assert [(n.player, listed(n)) for n in rec.delivered] == [(BOB, ["duel:2"]), (ALICE, ["duel:1"])]
    assert rec.woken == 1


async def test_one_interaction_sends_one_notice_per_player_each_item_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rec = Recorder(monkeypatch)
    with collecting() as after:
        publish(step(notices=[notice(BOB, item("duel:1"))]))
        publish(step(notices=[notice(BOB, item("duel:1"), item("duel:2"))]))
        await carry_out(rec.bot, after.take(), None)
    assert [(n.player, listed(n)) for n in rec.delivered] == [(BOB, ["duel:1", "duel:2"])]
    assert rec.woken == 0  # no board was made due


async def test_a_hand_dm_is_edited_once_and_not_after_its_feature_showed_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rec = Recorder(monkeypatch)
    with collecting() as after:
        hand_shown(TABLE, ALICE)  # /hand discard answered with alice's DM refreshed already
        publish(step(hands={(TABLE, ALICE): None, (TABLE, BOB): None}))
        publish(step(hands={(TABLE, BOB): None, (OTHER_TABLE, ALICE): None}))  # bob's hand again
        await carry_out(rec.bot, after.take(), None)
        assert rec.hands == [(TABLE, BOB), (OTHER_TABLE, ALICE)]
        await carry_out(rec.bot, after.take(), None)  # carried out again: nothing twice
    assert rec.hands == [(TABLE, BOB), (OTHER_TABLE, ALICE)]
