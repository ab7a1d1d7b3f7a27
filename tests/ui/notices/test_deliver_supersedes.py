"""``bot.ui.notices.send.deliver``: "the notices it takes the place of (a reminder's earlier
ones) are removed once it is out" — and only then: a reminder Discord refused leaves the
earlier notices asking (nothing would ask any more otherwise). Discord's parts are recorders."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.play.common.after import Item, Notice
from bot.ui.notices import send

TABLE, BOB = 10, 2


def reminder() -> Notice:
    items = (Item("p1", "duel-accept", (1,)),)
    return Notice(
        TABLE, BOB, items, TABLE, True, "ping", reminder=True, supersedes=((TABLE, 501), (TABLE, 502))
    )


def recording(monkeypatch: pytest.MonkeyPatch, *, goes_out: bool) -> list[tuple[int, int]]:
    removed: list[tuple[int, int]] = []

    async def links_of(bot: Any, notice: Notice) -> dict[str, str]:
        return {item.subject: "https://discord.com/channels/1/10/500" for item in notice.items}

    async def send_(*_: Any) -> bool:
        return goes_out

    async def remove(bot: Any, channel_id: int, message_id: int) -> None:
        removed.append((channel_id, message_id))

    monkeypatch.setattr(send, "links_of", links_of)
    monkeypatch.setattr(send, "_send", send_)
    monkeypatch.setattr(send, "_remove", remove)
    return removed


async def test_a_refused_reminder_removes_none_of_the_notices_it_supersedes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    removed = recording(monkeypatch, goes_out=False)
    assert not await send.deliver(SimpleNamespace(), reminder(), None)
    assert removed == []


async def test_control_a_reminder_that_went_out_removes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    removed = recording(monkeypatch, goes_out=True)
    assert await send.deliver(SimpleNamespace(), reminder(), None)
    assert removed == [(TABLE, 501), (TABLE, 502)]
