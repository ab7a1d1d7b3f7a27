"""``/game score``'s answer: the score, publicly, and privately what of the command could not be
applied (``bot.play.game.score.Scored.skipped``; when the opponent is asked, what was left out
of the request), so that a player who gave a strategy VP and a
scheme VP without the scheme's name keeps the strategy VP and is told why the other was left out."""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.play.game.score import Scored
from bot.ui.common.base import send_public
from bot.ui.common.errors import domain_message, language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip
from bot.ui.game.render import score_text


async def send_score(interaction: discord.Interaction[Any], scored: Scored) -> None:
    lang = await language_of(interaction)
    await send_public(interaction, score_text(lang, scored.view.state))
    await send_skipped(interaction, scored.skipped)


async def send_skipped(interaction: discord.Interaction[Any], skipped: tuple[DomainError, ...]) -> None:
    """Privately, after the answer: each part of the command that was not applied, and why."""
    if skipped:
        lang = await language_of(interaction)
        problems = "\n".join(f"- {domain_message(lang, problem)}" for problem in skipped)
        await send_private(interaction, clip(tr(lang, "game-score-partly", problems=problems)))
