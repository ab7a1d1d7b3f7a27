"""The attacker's choice of a suitless strategy (M4E Gaining Grounds One: a Red Joker decided).

Custom id ``fb:estrat:<chooser>:<game>``: only the chooser may pick; ``game`` is 1 when the
encounter belongs to the game at this table (the choice is then saved in the game). The
options are the strategies offered, so the menu keeps working after a restart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.controls import IdSelect, PlayerOnly, menu, text_options, view_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import card_layout, message_accent, message_text
from bot.ui.encounter.render import strategy_rewrite


class StrategySelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:estrat:(?P<chooser>[0-9]{1,20}):(?P<game>[01])",
    parts={"game": lambda text: text == "1"},
):
    def __init__(self, chooser: int, game: bool, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(f"fb:estrat:{chooser}:{int(game)}", select=select)
        self.player = chooser
        self.game = game

    @guarded("menu encounter-strategy")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        offered = {option.value for option in self.item.options}
        if len(values) != 1 or values[0] not in offered:
            raise DomainError(
                "encounter-error-strategy-not-offered",
                value=",".join(values)[:100],
                choices=", ".join(offered),
            )
        chosen = values[0]
        if self.game:
            await fatebot(interaction).play.game.choose_strategy(
                table_of(interaction), interaction.user.id, chosen
            )
        lang = await language_of(interaction)
        message = interaction.message
        text = strategy_rewrite(lang, message_text(message), chosen, self.player)
        if message is not None and message.flags.components_v2:
            layout = card_layout(text, accent=message_accent(message))
            await interaction.response.edit_message(view=layout)
        else:
            await interaction.response.edit_message(content=text, view=None)


def strategy_view(
    lang: str, chooser: int, choices: Sequence[str], *, game: bool = False
) -> discord.ui.View | None:
    if not choices:
        return None
    placeholder = tr(lang, "enc-strategy-placeholder")
    select = menu(f"fb:estrat:{chooser}:{int(game)}", placeholder, text_options(choices))
    return view_of(StrategySelect(chooser, game, select))
