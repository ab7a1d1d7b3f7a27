"""The permissions the server install link asks for: the least the bot needs, and why.

README.md ("Invite") and docs/self-hosting.md give the link with this integer, and a test keeps
them equal (tests/ui/common/test_invite.py). No Administrator, no Manage anything, no Mention
Everyone: every message goes out with mentions disabled.
"""

from __future__ import annotations

import discord

INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,  # see the tables (channels, threads) and reach its own messages later
    send_messages=True,  # flips, duels, panels, game messages; updates outside a reply
    send_messages_in_threads=True,  # the same in threads: a thread can be a table
    create_public_threads=True,  # `/game start thread:True` opens the game's own thread
    embed_links=True,  # `/help` answers with an embed
    attach_files=True,  # `/league-admin export` answers with files
    read_message_history=True,  # fetch its own earlier message to close an expired step
    use_external_emojis=True,  # the suit emoji are the application's own (external) emoji
    pin_messages=True,  # a game's board (one status message per game) is pinned in its table
    set_voice_channel_status=True,  # a game at a voice channel's text chat shows in its status
)
