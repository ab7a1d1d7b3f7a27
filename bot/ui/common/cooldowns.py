"""The allowance of the things that open something (flips, duels, initiatives, panels, games).

One allowance per user per table, shared by every path that opens something: the slash commands
(``@opening_cooldown`` under their ``@slash``) and the buttons and menus that open or flip
(``spend_opening`` at the start of their callback: the panel's flip buttons, "Flip again", the
menu that starts an empowered duel). Switching commands, or pressing a button instead of typing
the command, does not buy a second allowance, and nobody else at the table is slowed down. A
refusal raises discord.py's ``CommandOnCooldown``, which the one error handler
(bot/ui/common/errors.py) turns into a private message with the time to wait.

The buckets are discord.py's ``app_commands.Cooldown`` (a fixed window per key), kept here in one
mapping per bot (a weak key: two bots in one process, as in tests or a restart, never share
them) and forgotten once idle. Time is the interaction's own creation time, as discord.py's
checks use.

20 in 30 seconds is one every 1.5 seconds for half a minute: a player at a real table (a duel
every few seconds at the busiest) never gets there; a script, or a finger on a button, does at
once.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable
from typing import Any

import discord
from discord import app_commands

OPENING_RATE = 20
OPENING_PER_S = 30.0


class _Allowances:
    """One bot's buckets, and when the idle ones were last forgotten."""

    def __init__(self) -> None:
        self.buckets: dict[Hashable, app_commands.Cooldown] = {}
        self.pruned_at = float("-inf")


_BUCKETS: weakref.WeakKeyDictionary[discord.Client, _Allowances] = weakref.WeakKeyDictionary()


def per_user_per_table(interaction: discord.Interaction[Any]) -> Hashable:
    return (interaction.channel_id, interaction.user.id)


def spend_opening(interaction: discord.Interaction[Any]) -> None:
    """Count one opening against the presser's allowance at this table, or refuse it.

    Raises ``app_commands.CommandOnCooldown`` (a private refusal, nothing changed) when the
    allowance is spent.
    """
    now = interaction.created_at.timestamp()
    allowances = _BUCKETS.get(interaction.client) or _BUCKETS.setdefault(interaction.client, _Allowances())
    buckets = allowances.buckets
    if now > allowances.pruned_at + OPENING_PER_S:  # once a window, not at every opening
        allowances.pruned_at = now
        for key in [k for k, bucket in buckets.items() if now > bucket._last + bucket.per]:
            del buckets[key]
    key = per_user_per_table(interaction)
    bucket = buckets.get(key)
    if bucket is None:
        bucket = buckets[key] = app_commands.Cooldown(OPENING_RATE, OPENING_PER_S)
    retry_after = bucket.update_rate_limit(now)
    if retry_after is not None:
        raise app_commands.CommandOnCooldown(bucket, retry_after)


def _slash_check(interaction: discord.Interaction[Any]) -> bool:
    spend_opening(interaction)
    return True


opening_cooldown = app_commands.check(_slash_check)
