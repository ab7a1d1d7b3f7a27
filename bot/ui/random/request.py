"""``/random player``: the opponent flips from their own deck only when they press the button."""

from __future__ import annotations

from typing import Any

import discord

from bot.play.random import RandomPlay
from bot.ui.common.base import NO_PINGS, fatebot, guarded, table_of
from bot.ui.common.controls import IdButton
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.flip_requests import FlipRequestButton, post_request, request_button
from bot.ui.common.i18n import tr
from bot.ui.random.render import random_player_layout


class RandomPlayerRequest(
    FlipRequestButton,
    IdButton,
    template=r"fb:rp:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20})",
):
    def __init__(self, requester: int, opponent: int, *, lang: str = "en") -> None:
        super().__init__(request_button(f"fb:rp:{requester}:{opponent}", lang))
        self.requester = requester
        self.player = opponent

    @guarded("button random-player-request")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async with undone_unless_delivered(interaction):
            view = await RandomPlay(fatebot(interaction).play).player(
                table_of(interaction), self.requester, self.player
            )
            lang = await language_of(interaction)
            await interaction.response.edit_message(
                view=random_player_layout(lang, view), allowed_mentions=NO_PINGS
            )


async def ask_random_player(interaction: discord.Interaction[Any], opponent: int) -> None:
    lang = await language_of(interaction)
    me = interaction.user.id
    text = tr(lang, "random-player-ask", by=f"<@{me}>", opponent=f"<@{opponent}>")
    await post_request(interaction, text, RandomPlayerRequest(me, opponent, lang=lang), opponent)


DYNAMIC_ITEMS = (RandomPlayerRequest,)
