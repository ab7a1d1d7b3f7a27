"""The cooldown of the commands that open something (flips, duels, initiatives, panels, games).

One bucket per user per table, shared by all those commands (one decorator object, so one
mapping): switching commands does not buy a second allowance, and nobody else at the table is
slowed down. discord.py's own `app_commands.checks.cooldown` keeps the buckets (a fixed window
per key, forgotten once idle) and raises `CommandOnCooldown`, which the one error handler
(bot/ui/common/errors.py) turns into a private message with the time to wait.

20 commands in 30 seconds is a command every 1.5 seconds for half a minute: a player at a real
table (a duel every few seconds at the busiest) never gets there; a script does at once.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import discord
from discord import app_commands

OPENING_RATE = 20
OPENING_PER_S = 30.0


def per_user_per_table(interaction: discord.Interaction[Any]) -> Hashable:
    # The client is part of the key because discord.py keeps the buckets in the decorator,
    # i.e. per process: two bots in one process (tests, restarts) must not share them.
    return (interaction.client, interaction.channel_id, interaction.user.id)


opening_cooldown = app_commands.checks.cooldown(OPENING_RATE, OPENING_PER_S, key=per_user_per_table)
