"""/crew forms: a pasted crew list, a pasted block of cards, and a card field by field."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Final

import discord

from bot.ui.common.base import guarded
from bot.ui.common.i18n import tr

PASTE_MAX: Final = 4000  # Discord's longest text input
OnText = Callable[[discord.Interaction[Any], str], Awaitable[None]]
LIST_ID: Final = "fb:crew-list"
BLOCK_ID: Final = "fb:crew-cards"
CARD_NAME_ID: Final = "fb:crew-card-name"
CARD_STATS_ID: Final = "fb:crew-card-stats"
CARD_ACTIONS_ID: Final = "fb:crew-card-actions"


class CrewListModal(discord.ui.Modal):
    """Paste a crew list (any format); ``on_text`` imports it."""

    def __init__(self, lang: str, on_text: OnText) -> None:
        super().__init__(title=tr(lang, "crew-modal-title")[:45], timeout=15 * 60)
        self._on_text = on_text
        self.source: discord.ui.TextInput[CrewListModal] = discord.ui.TextInput(
            label=tr(lang, "crew-modal-label")[:45],
            style=discord.TextStyle.paragraph,
            custom_id=LIST_ID,
            placeholder=tr(lang, "crew-modal-placeholder")[:100],
            min_length=1,
            max_length=PASTE_MAX,
        )
        self.add_item(self.source)

    @guarded("modal crew-import")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        await self._on_text(interaction, self.source.value)


class CardBlockModal(discord.ui.Modal):
    """Paste one or more cards in the notation; ``on_text`` keeps them."""

    def __init__(self, lang: str, on_text: OnText) -> None:
        super().__init__(title=tr(lang, "crew-card-block-modal-title")[:45], timeout=15 * 60)
        self._on_text = on_text
        self.source: discord.ui.TextInput[CardBlockModal] = discord.ui.TextInput(
            label=tr(lang, "crew-card-block-modal-label")[:45],
            style=discord.TextStyle.paragraph,
            custom_id=BLOCK_ID,
            placeholder=tr(lang, "crew-card-block-modal-placeholder")[:100],
            min_length=1,
            max_length=PASTE_MAX,
        )
        self.add_item(self.source)

    @guarded("modal crew-card-block")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        await self._on_text(interaction, self.source.value)


class CardFormModal(discord.ui.Modal):
    """A card field by field (its name, its stats, its actions and triggers): the same notation,
    put together as one card for ``on_text``, so a field's error names its line of that card."""

    def __init__(self, lang: str, on_text: OnText) -> None:
        super().__init__(title=tr(lang, "crew-card-modal-title")[:45], timeout=15 * 60)
        self._on_text = on_text
        self.name: discord.ui.TextInput[CardFormModal] = discord.ui.TextInput(
            label=tr(lang, "crew-card-modal-name")[:45], custom_id=CARD_NAME_ID, min_length=1, max_length=60
        )
        self.stats: discord.ui.TextInput[CardFormModal] = discord.ui.TextInput(
            label=tr(lang, "crew-card-modal-stats")[:45],
            custom_id=CARD_STATS_ID,
            placeholder="Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30",
            min_length=1,
            max_length=100,
        )
        self.actions: discord.ui.TextInput[CardFormModal] = discord.ui.TextInput(
            label=tr(lang, "crew-card-modal-actions")[:45],
            style=discord.TextStyle.paragraph,
            custom_id=CARD_ACTIONS_ID,
            placeholder="* Executioner's Blade | 6r | Df | - | 3/4/5\n  + r Flurry",
            required=False,
            max_length=PASTE_MAX - 200,
        )
        for item in (self.name, self.stats, self.actions):
            self.add_item(item)

    def text(self) -> str:
        """The card as a block in the notation: line 1 the name, line 2 the stats, then the actions."""
        name = " ".join(self.name.value.split())
        stats = " ".join(self.stats.value.split())
        return "\n".join([name, stats, self.actions.value.strip("\n")]).strip("\n")

    @guarded("modal crew-card")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        await self._on_text(interaction, self.text())
