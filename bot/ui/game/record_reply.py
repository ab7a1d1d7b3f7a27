"""The end of a game with committed shuffles: its seed, told to the table, and its record attached
as JSON and as an HTML page (docs/fair-deck.md). Only after the end: the seed never reaches a
message before it."""

from __future__ import annotations

import datetime as dt
import io
import json
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import discord

from bot.play.game.state import GameView
from bot.ui.common.base import NO_PINGS
from bot.ui.common.i18n import tr
from bot.ui.game.log_render import log_file_text
from bot.ui.game.record_html import record_html


def _namer(interaction: discord.Interaction[Any]) -> Any:
    """A player's name where the server knows them (a file shows no mentions), else their id."""

    def who(user_id: int | None) -> str:
        if user_id is None:
            return "Fatebot"
        member = interaction.guild.get_member(user_id) if interaction.guild is not None else None
        return f"@{member.display_name}" if member is not None else f"@{user_id}"

    return who


def luck_line(lang: str, player: str, figures: Mapping[str, Any], *, games: int | None = None) -> str:
    """One player's luck in plain words first, the figures beside them (bot/rules/game/luck.py)."""
    rarity = Fraction(figures["tail"])
    expected = Fraction(figures["expected"])
    verdict = "usual" if rarity > Fraction(1, 4) else "more" if figures["jokers"] > expected else "fewer"
    line = tr(
        lang,
        "luck-jokers",
        player=f"<@{player}>",
        verdict=tr(lang, f"luck-{verdict}"),
        jokers=figures["jokers"],
        cards=figures["cards"],
        expected=f"{float(expected):.1f}",
        one_in=figures["one_in"] or "∞",
    )
    return line if games is None else f"{line} {tr(lang, 'stats-games', count=games)}"


def duels_line(lang: str, player: str, figures: Mapping[str, Any]) -> str:
    """One player's simple duels won against the number expected (bot/rules/game/luck.py)."""
    expected = Fraction(figures["expected"])
    return tr(
        lang,
        "luck-duels",
        player=f"<@{player}>",
        won=figures["won"],
        duels=figures["duels"],
        expected=f"{float(expected):.1f}",
        one_in=figures["one_in"] or "∞",
    )


def luck_text(lang: str, luck: Mapping[str, Mapping[str, Any]]) -> str:
    """The luck report of a game, one line per player and one for their duels (empty: nobody
    took a card)."""
    if not luck:
        return ""
    lines = [tr(lang, "luck-header")]
    for player, figures in luck.items():
        lines.append(luck_line(lang, player, figures))
        if "duels" in figures:
            lines.append(duels_line(lang, player, figures["duels"]))
    return "\n".join(lines)


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
    luck = luck_text(lang, record.get("luck", {}))
    text += f"\n{luck}" if luck else ""
    await interaction.followup.send(text, files=files, allowed_mentions=NO_PINGS)
