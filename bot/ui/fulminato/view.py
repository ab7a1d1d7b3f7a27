"""The buttons under a Fulminato initiative message: spend action points, end the turn.

The custom id `fb:ful:<action>:<fight>:<round>:<turn>` names the turn the buttons were made
for, so a press on an older message is refused as out of date instead of acting twice, and the
buttons keep working after a restart (a registered DynamicItem). Who may press is decided by
the play layer (the current combatant's controller, the chronicler or a table moderator);
anyone else gets a private refusal and nothing changes.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.play.fulminato.table import FulminatoView, TurnKey
from bot.rules.fulminato.actions import ACTION_COSTS, Action
from bot.ui.common.base import NO_PINGS, fatebot, guarded, table_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.options import table_actor
from bot.ui.fulminato.render import action_button_label, view_text

BUTTON_ACTIONS: tuple[Action, ...] = (
    Action.QUICK,
    Action.PRECISION,
    Action.MOVEMENT,
    Action.STANDARD,
    Action.FULL,
)
NEXT = "next"


class FulminatoTurnButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fb:ful:(?P<action>[a-z]{1,12}):(?P<fight>[0-9]{1,9}):(?P<round>[0-9]{1,9}):(?P<turn>[0-9]{1,4})",
):
    def __init__(self, action: str, key: TurnKey, *, label: str = "…", disabled: bool = False) -> None:
        style = discord.ButtonStyle.primary if action == NEXT else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                custom_id=f"fb:ful:{action}:{key.fight}:{key.round}:{key.turn}",
                row=1 if action == NEXT else 0,
            )
        )
        self.action = action
        self.key = key

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> FulminatoTurnButton:
        action = match["action"]
        if action != NEXT and action not in {a.value for a in BUTTON_ACTIONS}:
            raise ValueError(f"unknown Fulminato button action {action!r}")
        return cls(action, TurnKey(int(match["fight"]), int(match["round"]), int(match["turn"])))

    @guarded("button fulminato")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        table_id = table_of(interaction)
        actor = await table_actor(interaction)
        ops = fatebot(interaction).play.fulminato
        if self.action == NEXT:
            view = await ops.next_turn(table_id, actor, expected=self.key)
        else:
            view = await ops.act(table_id, actor, Action(self.action), expected=self.key)
        lang = await language_of(interaction)
        await interaction.response.edit_message(
            content=view_text(lang, view), view=turn_buttons(lang, view), allowed_mentions=NO_PINGS
        )


def turn_buttons(lang: str, view: FulminatoView) -> discord.ui.View | None:
    """Action buttons for the current combatant (those it can still afford) and Next turn."""
    tracker = view.tracker
    key = view.turn_key
    if tracker is None or key is None:
        return None
    buttons = discord.ui.View(timeout=None)
    for action in BUTTON_ACTIONS:
        buttons.add_item(
            FulminatoTurnButton(
                action.value,
                key,
                label=action_button_label(lang, action),
                disabled=ACTION_COSTS[action] > tracker.action_points,
            )
        )
    buttons.add_item(FulminatoTurnButton(NEXT, key, label=tr(lang, "fulminato-button-next")))
    return buttons
