"""The quick-flip panel: Flip, +, ++, −, −−, Hand. Whoever presses flips from their own deck.

Custom ids `fb:panel:<action>` are stable, so a panel posted before a restart keeps working.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import guarded
from bot.ui.common.controls import IdButton
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.i18n import tr
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
            await show_hand(interaction)
        else:
            # A public flip, like `/flip`: the same allowance (bot/ui/common/cooldowns.py).
            spend_opening(interaction)
            await send_flip(interaction, FateModifier(net))


def panel_view(lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action, (_, label_key, _) in ACTIONS.items():
        view.add_item(PanelButton(action, tr(lang, label_key)))
    return view
