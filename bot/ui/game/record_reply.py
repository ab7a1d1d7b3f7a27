"""The end of a game with committed shuffles: its seed, told to the table, and its record attached
(docs/fair-deck.md). Only after the end: the seed never reaches a message before it."""

from __future__ import annotations

import datetime as dt
import io
import json
from typing import Any

import discord

from bot.play.game.state import GameView
from bot.ui.common.base import NO_PINGS
from bot.ui.common.i18n import tr


async def send_record(interaction: discord.Interaction[Any], lang: str, view: GameView) -> None:
    """The revealed seed and the game's record as a JSON file, to everyone at the table."""
    if view.record is None:
        return
    fate = json.loads(view.record)["fate_deck"]
    day = dt.datetime.fromtimestamp(view.log[-1].at if view.log else view.state.started_at, dt.UTC)
    name = f"game-record-{day:%Y-%m-%d}.json"
    text = tr(lang, "fair-record-note", seed=fate["seed"], commitment=fate["commitment"], file=name)
    file = discord.File(io.BytesIO(view.record.encode("utf-8")), filename=name)
    await interaction.followup.send(text, file=file, allowed_mentions=NO_PINGS)
