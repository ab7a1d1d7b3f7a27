"""The /help menu of topics: one persistent select (custom id `fb:help`) that shows a page.

Help is private (ephemeral), so only the one who asked can use its menu; it keeps working after
a restart. Pages are in the reader's own Discord language, not the table's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.ui.common.base import fatebot, guarded
from bot.ui.common.controls import IdSelect
from bot.ui.common.i18n import resolve_language, tr
from bot.ui.common.reply_layout import card_layout
from bot.ui.help.render import ACCENT, TOPICS, help_text

CUSTOM_ID = "fb:help"


def reader_language(interaction: discord.Interaction[Any]) -> str:
    """Help follows the reader's Discord language (else the server's, else English)."""
    return resolve_language(None, interaction.locale, interaction.guild_locale)


class HelpTopicSelect(IdSelect, template=r"fb:help"):
    def __init__(self, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(CUSTOM_ID, select=select)

    @guarded("menu help")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        topic = values[0] if len(values) == 1 and values[0] in TOPICS else "overview"
        lang = reader_language(interaction)
        cog: Any = fatebot(interaction).get_cog("Help")  # it knows the command tree and the ids
        mentions = await cog.mentions_for(interaction, lang) if cog is not None else {}
        await interaction.response.edit_message(view=help_layout(lang, topic, mentions))


def topic_select(lang: str, topic: str) -> HelpTopicSelect:
    options = [
        discord.SelectOption(
            label=tr(lang, f"help-topic-{name}"),
            description=tr(lang, f"help-topic-{name}-desc"),
            value=name,
            default=name == topic,
        )
        for name in TOPICS
    ]
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=CUSTOM_ID, placeholder=tr(lang, "help-menu-placeholder"), options=options
    )
    return HelpTopicSelect(select)


def help_layout(lang: str, topic: str, mentions: Mapping[str, str]) -> discord.ui.LayoutView:
    return card_layout(help_text(lang, topic, mentions), accent=ACCENT, controls=[topic_select(lang, topic)])
