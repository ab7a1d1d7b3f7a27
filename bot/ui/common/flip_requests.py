"""A flip from another player's deck needs that player's click (issue 24 §1).

``/random player`` and ``/encounter opponent:`` flip from both players' decks. The command
posts a request that mentions only the opponent, with a button only the opponent can press;
the flips happen on that press, and the request becomes the result.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.ui.common.controls import PlayerOnly
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import card_layout

REFUSAL_KEY = "flip-request-not-yours"


class FlipRequestButton(PlayerOnly):
    """Mixin of the request's button: only ``self.player`` (the opponent) may press it."""

    refusal_key = REFUSAL_KEY


def request_button(custom_id: str, lang: str) -> discord.ui.Button[Any]:
    return discord.ui.Button(
        label=tr(lang, "flip-request-button"), style=discord.ButtonStyle.primary, custom_id=custom_id
    )


async def post_request(
    interaction: discord.Interaction[Any], text: str, button: discord.ui.Item[Any], opponent: int
) -> None:
    """The public request, pinging only the opponent (the one who owes the click)."""
    pinged = discord.AllowedMentions(
        users=[discord.Object(opponent)], everyone=False, roles=False, replied_user=False
    )
    await interaction.response.send_message(
        view=card_layout(text, controls=[button]), allowed_mentions=pinged
    )
