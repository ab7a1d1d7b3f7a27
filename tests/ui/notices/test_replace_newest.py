"""``bot.ui.notices.send._replace``: a new notice deletes the table's newest notice only "if it
is still the newest message in its channel" (players may have written since: deleting it then
would pull a ping out of the middle of their conversation). Discord's parts are recorders."""

from __future__ import annotations

from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

from bot.store.notice_repo import NoticePost
from bot.ui.notices.send import _replace

TABLE, BOB, OLD = 10, 2, 500


class Channel:
    def __init__(self, newest: int) -> None:
        self.newest = newest
        self.deleted: list[int] = []

    async def history(self, *, limit: int) -> AsyncIterator[Any]:
        yield SimpleNamespace(id=self.newest)

    def get_partial_message(self, message_id: int) -> Any:
        async def delete() -> None:
            self.deleted.append(message_id)

        return SimpleNamespace(delete=delete)


def bot_with(channel: Channel) -> tuple[Any, list[int]]:
    removed: list[int] = []

    async def was_removed(table_id: int, message_id: int) -> None:
        removed.append(message_id)

    bot = SimpleNamespace(
        get_partial_messageable=lambda cid: channel,
        play=SimpleNamespace(notices=SimpleNamespace(removed=was_removed)),
    )
    return bot, removed


async def test_a_notice_players_wrote_after_is_left_alone() -> None:
    channel = Channel(newest=OLD + 1)  # someone wrote after the notice
    bot, removed = bot_with(channel)
    await _replace(bot, NoticePost(TABLE, TABLE, OLD, "p1", BOB))
    assert channel.deleted == [] and removed == []


async def test_control_the_newest_message_is_replaced() -> None:
    channel = Channel(newest=OLD)
    bot, removed = bot_with(channel)
    await _replace(bot, NoticePost(TABLE, TABLE, OLD, "p1", BOB))
    assert channel.deleted == [OLD] and removed == [OLD]
