"""/help: a short overview and a menu of topics, privately, in the reader's Discord language.

Commands in the pages are command mentions (`</flip:ID>`, `</duel simple:ID>`), which Discord
renders in each reader's language and which run the command when clicked. The ids are fetched
from Discord once (the synced commands) and kept; if that fails, commands stay plain `/name`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.i18n import T, tr
from bot.ui.common.reach import play_anywhere
from bot.ui.help.view import HelpTopicSelect, help_layout, reader_language

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


def _key(command: Any) -> str | None:
    name = getattr(command, "_locale_name", None)
    return name.extras.get("key") if name is not None else None


def _local(lang: str, command: Any) -> str:
    key = _key(command)
    return tr(lang, key) if key else str(command.name)


def _paths(command: Any) -> list[list[Any]]:
    """Every runnable path of a command: itself, its subcommands, and a subgroup's (``/crew card set``)."""
    if not isinstance(command, app_commands.Group):
        return [[command]]
    return [[command, *chain] for sub in command.commands for chain in _paths(sub)]


class Help(FatebotCog):
    dynamic_items = (HelpTopicSelect,)

    def __init__(self, bot: FatebotBase) -> None:
        super().__init__(bot)
        self.ids: dict[str, int] | None = None

    async def command_ids(self) -> dict[str, int]:
        """The synced commands' ids by name, fetched once; empty (not kept) if Discord fails."""
        if self.ids is None:
            guild = discord.Object(self.bot.dev_guild) if self.bot.dev_guild else None
            try:
                fetched = await self.bot.tree.fetch_commands(guild=guild)
            except discord.HTTPException:
                log.warning("could not fetch the command ids for /help; showing plain names")
                return {}
            self.ids = {command.name: command.id for command in fetched}
        return self.ids

    async def mentions_for(self, interaction: discord.Interaction[Any], lang: str) -> Mapping[str, str]:
        """Every command path as written in `lang` (and by its default English name) → its mention."""
        ids = await self.command_ids()
        out: dict[str, str] = {}
        for command in self.bot.tree.get_commands():
            command_id = ids.get(command.name)
            if command_id is None:
                continue
            for chain in _paths(command):
                path = " ".join(c.name for c in chain)
                mention = f"</{path}:{command_id}>"
                out.setdefault(" ".join(_local(lang, c) for c in chain), mention)
                out.setdefault(path, mention)  # the English (default) name
        return out

    @slash(T("cmd-help"))
    @play_anywhere
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        lang = reader_language(interaction)
        layout = help_layout(lang, "overview", await self.mentions_for(interaction, lang))
        await interaction.response.send_message(view=layout, ephemeral=True)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Help(bot))
