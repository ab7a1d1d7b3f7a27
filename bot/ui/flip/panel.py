"""The quick-flip panel: Flip, +, ++, −, −−, Hand, To the bottom. Whoever presses flips from
their own deck.

Every press is answered with the interaction's own response (a flip's new message, the private
hand), never a follow-up: Discord shares the follow-ups' rate limit across the whole bot, and a
busy panel at a table on a call is pressed many times a minute.

The replies a panel causes push it up the chat: *To the bottom* posts it again below the latest
message and retires the old one (no buttons left, a link to the new one), in one press.

Custom ids `fb:panel:<action>` are stable, so a panel posted before a restart keeps working.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import NO_PINGS, fatebot, guarded, table_of
from bot.ui.common.controls import IdButton
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.reach import bot_is_member
from bot.ui.flip.view import send_flip
from bot.ui.hand.view import show_hand

# action → (fate modifier or None for the hand, label key, button style)
ACTIONS: dict[str, tuple[int | None, str, discord.ButtonStyle]] = {
    "flip": (0, "panel-flip", discord.ButtonStyle.primary),
    "plus": (1, "panel-plus", discord.ButtonStyle.success),
    "plus2": (2, "panel-plus2", discord.ButtonStyle.success),
    "minus": (-1, "panel-minus", discord.ButtonStyle.danger),
    "minus2": (-2, "panel-minus2", discord.ButtonStyle.danger),
    "hand": (None, "panel-hand", discord.ButtonStyle.secondary),
}


class PanelButton(
    IdButton,
    template=r"fb:panel:(?P<action>flip|plus2|plus|minus2|minus|hand)",
    parts={"action": str},
):
    def __init__(self, action: str, label: str = "…") -> None:
        _, _, style = ACTIONS[action]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"fb:panel:{action}"))
        self.action = action

    @guarded("button panel")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        net = ACTIONS[self.action][0]
        if net is None:
            # Shows the presser's own hand privately, as `/hand show` does: it opens nothing.
            await show_hand(interaction, defer=False)
        else:
            # A public flip, like `/flip`: the same allowance (bot/ui/common/cooldowns.py).
            spend_opening(interaction)
            await send_flip(interaction, FateModifier(net))


class PanelBottomButton(IdButton, template=r"fb:panel:bottom"):
    """Bring the panel back to the bottom of the chat, under the replies it caused."""

    def __init__(self, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, emoji="⬇️", style=discord.ButtonStyle.secondary, custom_id="fb:panel:bottom"
            )
        )

    @guarded("button panel-bottom")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await move_panel_down(interaction)


async def move_panel_down(interaction: discord.Interaction[Any]) -> None:
    """Post the panel anew at the bottom and retire the pressed one (its buttons go).

    Where the bot is in the channel the new panel is a plain message and the press's response
    turns the old one into a link to it; where it is not (a user install, a group DM) the
    response retires the old one and the new one follows it, the only way to post there."""
    channel_id = table_of(interaction)
    spend_opening(interaction)  # a new public message, like `/panel`: the same allowance
    lang = await language_of(interaction)
    text = tr(lang, "panel-text")
    if bot_is_member(interaction):
        channel = fatebot(interaction).get_partial_messageable(channel_id, guild_id=interaction.guild_id)
        new = await channel.send(text, view=panel_view(lang), allowed_mentions=NO_PINGS)
        moved = tr(lang, "panel-moved", link=new.jump_url)
        await interaction.response.edit_message(content=moved, view=None)
    else:
        await interaction.response.edit_message(content=tr(lang, "panel-moved-below"), view=None)
        await interaction.followup.send(text, view=panel_view(lang), allowed_mentions=NO_PINGS)


def panel_view(lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action, (_, label_key, _) in ACTIONS.items():
        view.add_item(PanelButton(action, tr(lang, label_key)))
    view.add_item(PanelBottomButton(tr(lang, "panel-bottom")))
    return view
