"""Where a command can be used, and who is at a table where the bot may not be a member.

Fatebot installs to a server and to a user account. Play commands (`play_anywhere`) work in
every context Discord has: a server with the bot, a server without it (the user's own install),
a DM with the bot and a group DM. Every other command is server-only (the command tree's
default, bot/app.py): offered only in servers that installed the bot, and refused privately if
reached elsewhere. Where the bot is not a member it cannot read the channel's members, so the
other players are checked from what Discord sent with the interaction. Replies there go through
the interaction (bot/ui/common/interaction_edits.py).
"""

from __future__ import annotations

from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.ui.common.errors import DomainCheckFailure

T = TypeVar("T")

GUILD_INSTALL = 0  # Discord's integration types: authorizing_integration_owners keys
USER_INSTALL = 1


def play_anywhere(command: T) -> T:
    """Installable to servers and users; usable in servers, DMs with the bot and group DMs."""
    command = app_commands.allowed_installs(guilds=True, users=True)(command)
    return app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)


def integration_owners(interaction: discord.Interaction[Any]) -> dict[int, int]:
    """`authorizing_integration_owners` of the interaction (discord.py 2.7 keeps it private)."""
    owners = getattr(interaction, "_integration_owners", None)
    return dict(owners) if isinstance(owners, dict) else {}


def bot_is_member(interaction: discord.Interaction[Any]) -> bool:
    """Whether the bot itself is in the interaction's server or DM, able to post and read there.

    Only a user install, without the server's install, leaves it out: a server where just the
    user installed the app, or a group DM. (Payloads without owners, as older clients and the
    test simulator send, come from where the bot is.) Buttons pressed on a message carry the
    owners of the command that made it, whoever presses.
    """
    owners = integration_owners(interaction)
    if GUILD_INSTALL in owners:
        return True
    if USER_INSTALL in owners:
        return interaction.context.dm_channel  # a DM with the bot: the bot is the other end
    return True


# -- who is at the table -------------------------------------------------------------------------


def check_at_table(interaction: discord.Interaction[Any], player: discord.User | discord.Member) -> None:
    """Refuse as the other player someone who cannot see this table.

    Uses only what Discord sent with the interaction (the bot may not be a member here, so it
    cannot look anyone up): in a server, the player's resolved member and permissions; in a
    group DM, its recipients; a DM with the bot has nobody else in it.
    """
    channel = interaction.channel
    if interaction.guild_id is not None:
        if not isinstance(player, discord.Member):
            raise DomainError("error-option-not-member", user=player.mention)
        permissions = player.resolved_permissions
        # Without Discord's resolved permissions, work them out only from a server the bot is in
        # (elsewhere discord.py has a partial server with no roles: it would refuse everyone).
        if (
            permissions is None
            and bot_is_member(interaction)
            and isinstance(channel, discord.abc.GuildChannel | discord.Thread)
        ):
            permissions = channel.permissions_for(player)
        if permissions is not None and not permissions.view_channel:
            raise DomainError("error-opponent-not-at-table", player=player.mention)
        return
    if isinstance(channel, discord.GroupChannel):
        if channel.recipients and player.id not in {user.id for user in channel.recipients}:
            raise DomainError("error-opponent-not-in-group", player=player.mention)
        return
    raise DomainError("error-opponent-not-in-dm", player=player.mention)


# -- server-only commands --------------------------------------------------------------------------

SERVER_ONLY_INSTALLS = app_commands.AppInstallationType(guild=True, user=False)
SERVER_ONLY_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


def check_reach(tree: app_commands.CommandTree[Any], interaction: discord.Interaction[Any]) -> None:
    """A server-only command (every command not marked `play_anywhere`: the tree's default) run
    where the bot is not in a server gets a clear private error. Discord does not offer it there;
    an outdated client or a hand-made request still could."""
    command = interaction.command
    if not isinstance(command, app_commands.Command | app_commands.Group):
        return
    root = command.root_parent or command
    installs = root.allowed_installs or tree.allowed_installs
    if installs.user:
        return
    if interaction.guild_id is None or not bot_is_member(interaction):
        raise DomainCheckFailure(DomainError("error-server-only"))
