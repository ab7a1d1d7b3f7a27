"""Who organises leagues, the form to paste a custom season file, and the channel an organiser
chooses for a round's game threads."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.errors import DomainError
from bot.ui.common.base import guarded
from bot.ui.common.errors import reader_language_of
from bot.ui.common.i18n import tr

PASTE_MAX = 4000  # Discord's limit for a text input
SOURCE_ID = "fb:season-source"


def can_manage_server(interaction: discord.Interaction[Any]) -> bool:
    """Manage Server (or Administrator) from the member's roles: a server-level power.

    Read from the server's roles, not from this channel's permissions, so that nothing set
    on one channel (a permission overwrite) can make anyone a server-wide organiser.
    """
    user = interaction.user
    permissions = user.guild_permissions if isinstance(user, discord.Member) else interaction.permissions
    return permissions.manage_guild or permissions.administrator


def is_organiser(interaction: discord.Interaction[Any], organiser_role: int | None) -> bool:
    """Manage Server (or Administrator), or the server's organiser role.

    Never a table's moderator role: a table-level setting grants no server-level power.
    """
    if can_manage_server(interaction):
        return True
    user = interaction.user
    if organiser_role is not None and isinstance(user, discord.Member):
        return any(role.id == organiser_role for role in user.roles)
    return False


class SeasonModal(discord.ui.Modal):
    """Paste a season file (TOML); ``on_text`` validates and stores it."""

    def __init__(
        self, lang: str, on_text: Callable[[discord.Interaction[Any], str], Awaitable[None]]
    ) -> None:
        super().__init__(title=tr(lang, "league-season-modal-title")[:45], timeout=15 * 60)
        self._on_text = on_text
        self.source: discord.ui.TextInput[SeasonModal] = discord.ui.TextInput(
            label=tr(lang, "league-season-modal-label")[:45],
            style=discord.TextStyle.paragraph,
            custom_id=SOURCE_ID,
            placeholder=tr(lang, "league-season-modal-placeholder")[:100],
            min_length=1,
            max_length=PASTE_MAX,
            required=True,
        )
        self.add_item(self.source)

    @guarded("modal league-season")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        await self._on_text(interaction, self.source.value)


# What Fatebot needs in a text channel to open the pairs' threads there (bot/ui/game/thread.py's).
ROOM_NEEDS = ("view_channel", "create_public_threads", "send_messages_in_threads")


async def thread_room(interaction: discord.Interaction[Any], channel: discord.TextChannel) -> int:
    """The channel an organiser chose for a round's game threads (``/league-admin pair
    threads:``): refused now, before the round is paired, where Fatebot could not open them."""
    guild = interaction.guild
    if guild is None or guild.me is None:
        raise DomainError("league-thread-room-no-bot")
    have = channel.permissions_for(guild.me)
    missing = [name for name in ROOM_NEEDS if not getattr(have, name)]
    if missing:
        lang = await reader_language_of(interaction)
        names = ", ".join(tr(lang, f"permission-{name.replace('_', '-')}") for name in missing)
        raise DomainError("league-thread-room-permissions", channel=channel.mention, permissions=names)
    return channel.id
