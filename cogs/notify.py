"""/notify [mode]: how a player is told it is their move, once for every table (ping, dm, none).

User-installable and usable in DMs: the choice belongs to the player, not to a table. Without a
mode it shows the current choice. Always private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.play.notices.ops import NoticePlay
from bot.rules.notices.schedule import NOTIFY_MODES
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import choices, slash
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.reach import play_anywhere

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


class Notify(FatebotCog):
    @slash(T("cmd-notify"))
    @play_anywhere
    @app_commands.choices(mode=choices("notify-mode", NOTIFY_MODES))
    async def notify(
        self, interaction: discord.Interaction[Any], mode: app_commands.Choice[str] | None = None
    ) -> None:
        notices = NoticePlay(self.bot.play)
        user = interaction.user.id
        chosen = (
            await notices.notify_mode(user)
            if mode is None
            else await notices.set_notify_mode(user, mode.value)
        )
        await send_private(interaction, tr(await language_of(interaction), f"notify-now-{chosen}"))


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Notify(bot))
