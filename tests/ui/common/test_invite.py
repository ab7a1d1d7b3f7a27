"""The install link in the README and the self-hosting guide asks for exactly what the code needs."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.ui.common.invite import INVITE_PERMISSIONS
from bot.ui.game.thread import FORUM_NEEDS, TEXT_NEEDS

ROOT = Path(__file__).resolve().parents[3]
LINK = re.compile(r"oauth2/authorize\?[^`\s]*?scope=bot[^`\s]*?permissions=(\d+)")


def link_permissions(path: Path) -> set[int]:
    return {int(value) for value in LINK.findall(path.read_text(encoding="utf-8"))}


def test_the_server_install_links_ask_for_the_permissions_the_code_needs() -> None:
    for doc in ("README.md", "docs/self-hosting.md"):
        assert link_permissions(ROOT / doc) == {INVITE_PERMISSIONS.value}, doc


def test_the_game_thread_needs_are_in_the_invite() -> None:
    needed = discord.Permissions(**dict.fromkeys((*TEXT_NEEDS, *FORUM_NEEDS), True))
    assert needed.is_subset(INVITE_PERMISSIONS)


def test_the_invite_asks_for_no_dangerous_permission() -> None:
    assert not INVITE_PERMISSIONS.administrator
    assert not INVITE_PERMISSIONS.mention_everyone
    assert not INVITE_PERMISSIONS.manage_threads and not INVITE_PERMISSIONS.manage_messages
    assert INVITE_PERMISSIONS.pin_messages  # the game board is pinned, without Manage Messages
