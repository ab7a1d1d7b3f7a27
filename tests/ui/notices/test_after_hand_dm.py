"""The after-step path's hand DM (``bot.ui.notices.after``): when someone else's step changed a
player's hand, only a DM the player already has is edited; "nobody gets a first DM they did not
ask for" (``refresh_hand_dm``'s ``send_new=False``): not even when the one they had was deleted
meanwhile. The control: the same DM still there is edited (so the test does reach Discord)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord

from bot.play.common.after import collecting
from bot.ui.notices.after import _refresh_hand

TABLE, BOB, DM_ID = 10, 2, 777


class Hand:
    def __init__(self) -> None:
        self.new_dms: list[int] = []

    async def dm_message(self, table_id: int, player: int) -> Any:
        return SimpleNamespace(message_id=DM_ID, channel_id=99)

    async def hand_show(self, table_id: int, player: int) -> Any:
        return SimpleNamespace(hand=[])

    async def set_dm_message(self, table_id: int, player: int, message_id: int, channel_id: int) -> None:
        self.new_dms.append(message_id)


class FakePlay:
    """What the after-step's hand refresh reads of the play layer (weakly referenced: a class)."""

    def __init__(self) -> None:
        self.hand = Hand()

    def now(self) -> float:
        return 1_700_000_000.0


class DmChannel:
    def __init__(self, *, deleted: bool) -> None:
        self.deleted = deleted
        self.edited: list[int] = []
        self.sent = 0

    def get_partial_message(self, message_id: int) -> Any:
        async def edit(**_: Any) -> None:
            if self.deleted:
                raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "Unknown Message")
            self.edited.append(message_id)

        return SimpleNamespace(edit=edit)

    async def send(self, **_: Any) -> Any:
        self.sent += 1
        return SimpleNamespace(id=DM_ID + 1, channel=SimpleNamespace(id=99))


def bot_with(channel: DmChannel) -> Any:
    user = SimpleNamespace(id=BOB, bot=False, dm_channel=channel)

    async def language(table_id: int) -> str:
        return "en"

    return SimpleNamespace(
        play=FakePlay(), get_user=lambda uid: user, get_channel=lambda cid: None, table_language=language
    )


async def test_a_deleted_hand_dm_is_not_sent_again_by_someone_elses_step() -> None:
    channel = DmChannel(deleted=True)
    bot = bot_with(channel)
    with collecting():
        await _refresh_hand(bot, TABLE, BOB)
    assert channel.sent == 0 and bot.play.hand.new_dms == []


async def test_control_an_existing_hand_dm_is_edited() -> None:
    channel = DmChannel(deleted=False)
    bot = bot_with(channel)
    with collecting():
        await _refresh_hand(bot, TABLE, BOB)
    assert channel.edited == [DM_ID] and channel.sent == 0
