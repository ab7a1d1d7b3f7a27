"""The buttons under a flip whose rules leave a choice: switch the card used (flipper only).

The custom id `fb:flip:<flip_id>:<owner>:<index>` carries everything a press needs, so the
buttons keep working after a restart (they are a registered DynamicItem).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.play import FlipOutcome
from bot.rules.modifiers import FateModifier
from bot.ui.base import fatebot, guarded, only_for, send_public, table_of
from bot.ui.cards import card_emoji, card_name
from bot.ui.errors import language_of
from bot.ui.render import flip_rewrite, flip_text


class FlipChoiceButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fb:flip:(?P<flip>[0-9]{1,19}):(?P<owner>[0-9]{1,20}):(?P<index>[0-9])",
):
    def __init__(
        self,
        flip_id: int,
        owner: int,
        index: int,
        *,
        label: str = "…",
        emoji: str | None = None,
        chosen: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=discord.ButtonStyle.success if chosen else discord.ButtonStyle.secondary,
                disabled=chosen,
                custom_id=f"fb:flip:{flip_id}:{owner}:{index}",
            )
        )
        self.flip_id = flip_id
        self.owner = owner
        self.index = index

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> FlipChoiceButton:
        return cls(int(match["flip"]), int(match["owner"]), int(match["index"]))

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.owner)

    @guarded("button flip-choice")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        outcome = await fatebot(interaction).play.choose_flip_card(
            self.flip_id, interaction.user.id, self.index
        )
        lang = await language_of(interaction)
        previous = interaction.message.content if interaction.message is not None else ""
        await interaction.response.edit_message(
            content=flip_rewrite(lang, previous, outcome), view=flip_choice_view(lang, outcome)
        )


def flip_choice_view(lang: str, outcome: FlipOutcome) -> discord.ui.View | None:
    """One button per card the rules allow, the one in use highlighted; None without a choice."""
    if outcome.flip_id is None or not outcome.has_choice:
        return None
    view = discord.ui.View(timeout=None)
    for index in outcome.allowed:
        card = outcome.cards[index]
        view.add_item(
            FlipChoiceButton(
                outcome.flip_id,
                outcome.player,
                index,
                label=card_name(card, lang),
                emoji=card_emoji(card),
                chosen=index == outcome.chosen,
            )
        )
    return view


async def send_flip(
    interaction: discord.Interaction[Any],
    modifier: FateModifier,
    *,
    reason: str | None = None,
    edition: str | None = None,
) -> FlipOutcome:
    """Flip for whoever sent the interaction and answer publicly, with choice buttons if any."""
    bot = fatebot(interaction)
    table_id = table_of(interaction)
    outcome = await bot.play.flip(table_id, interaction.user.id, modifier, edition)
    lang = await language_of(interaction)
    content = flip_text(lang, outcome, reason=reason, overridden=edition is not None)
    view = flip_choice_view(lang, outcome)
    callback = await send_public(interaction, content, view=view)
    if outcome.flip_id is not None and callback is not None:
        # Remember the message so an expired choice can have its buttons taken away.
        await bot.play.set_pending_message(outcome.flip_id, callback.channel.id, callback.id)
    return outcome
