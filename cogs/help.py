"""/help: what the bot does, with examples and the rules readings it applies, privately."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.errors import language_of
from bot.ui.i18n import T, tr

if TYPE_CHECKING:
    from bot.app import Fatebot

# Each section is a title key and a body key in ui.ftl, shown in this order.
SECTIONS: tuple[str, ...] = (
    "flips",
    "hands",
    "decks",
    "panel",
    "duels",
    "encounters",
    "other-games",
    "tables",
    "dice",
    "privacy",
    "interpretations",
)


def help_embed(lang: str) -> discord.Embed:
    embed = discord.Embed(title=tr(lang, "help-title"), description=tr(lang, "help-intro"))
    for section in SECTIONS:
        embed.add_field(
            name=tr(lang, f"help-{section}-title"), value=tr(lang, f"help-{section}"), inline=False
        )
    embed.set_footer(text=tr(lang, "help-footer"))
    return embed


class Help(commands.Cog):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot

    @app_commands.command(name=T("cmd-help"), description=T("cmd-help-desc"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            embed=help_embed(await language_of(interaction)), ephemeral=True
        )


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(Help(bot))
