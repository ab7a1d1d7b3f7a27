"""The end of a game with committed shuffles: its seed, told to the table, and its record attached
as JSON and as an HTML page (docs/fair-deck.md). Only after the end: the seed never reaches a
message before it."""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
from typing import Any

import discord

from bot.play.game.state import GameView
from bot.ui.common.base import NO_PINGS
from bot.ui.common.i18n import tr
from bot.ui.game.log_render import log_file_text
from bot.ui.game.luck_render import record_luck_text
from bot.ui.game.record_html import record_html


def _namer(interaction: discord.Interaction[Any]) -> Any:
    """A player's name where the server knows them (a file shows no mentions), else their id."""

    def who(user_id: int | None) -> str:
        if user_id is None:
            return "Fatebot"
        member = interaction.guild.get_member(user_id) if interaction.guild is not None else None
        return f"@{member.display_name}" if member is not None else f"@{user_id}"

    return who


async def send_record(interaction: discord.Interaction[Any], lang: str, view: GameView) -> None:
    """The revealed seed and the game's record (JSON, and the HTML page), to everyone at the table."""
    if view.record is None:
        return
    record = json.loads(view.record)
    fate = record["fate_deck"]
    day = dt.datetime.fromtimestamp(view.log[-1].at if view.log else view.state.started_at, dt.UTC)
    name = f"game-record-{day:%Y-%m-%d}"
    who = _namer(interaction)
    title = tr(lang, "game-log-title", first=who(view.state.players[0]), second=who(view.state.players[1]))
    page = record_html(lang, record, log_file_text(lang, title, view.log, who=who), who, f"{name}.json")
    files = [
        discord.File(io.BytesIO(view.record.encode("utf-8")), filename=f"{name}.json"),
        discord.File(io.BytesIO(page.encode("utf-8")), filename=f"{name}.html"),
    ]
    text = tr(lang, "fair-record-note", seed=fate["seed"], commitment=fate["commitment"], file=f"{name}.json")
    sha256 = hashlib.sha256(view.record.encode("utf-8")).hexdigest()  # the file's bytes, as attached
    text += "\n" + tr(lang, "fair-record-sha256", sha256=sha256)
    luck = record_luck_text(lang, record)
    text += f"\n{luck}" if luck else ""
    await interaction.followup.send(text, files=files, allowed_mentions=NO_PINGS)
