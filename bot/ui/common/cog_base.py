"""What every cog shares: the bot, and the persistent controls it registers while loaded."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord.ext import commands

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class FatebotCog(commands.Cog):
    """A cog of FatebotBase: `self.bot`, and its `dynamic_items` (buttons and menus that must
    survive a restart) registered on load and removed on unload.

    A cog that also closes open records when they lapse registers its handler in its own
    `cog_load`, after `await super().cog_load()`. A command group: `FatebotCog` first, then
    `commands.GroupCog` with the group's name and description.
    """

    dynamic_items: ClassVar[Sequence[type[discord.ui.DynamicItem[Any]]]] = ()

    def __init__(self, bot: FatebotBase) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*self.dynamic_items)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*self.dynamic_items)
