"""``/game undo``'s texts: the step in one line, what undoing it keeps, the game after it
(``bot/play/game/undo.py`` decides what is taken back; the preview, its button and the request to
the opponent are agreement requests: ``bot.ui.game.requests``)."""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.undo import UndoDone, UndoStep
from bot.ui.common.base import fatebot
from bot.ui.common.i18n import tr
from bot.ui.game.render import score_line
from bot.ui.game.view import edit_turn_message


def step_text(lang: str, step: UndoStep) -> str:
    """The step in one line: what it did, in which turn, and when (Discord shows "2 hours ago")."""
    when = f"<t:{int(step.at)}:R>"
    if step.kind == "turn":
        key = "game-undo-step-turn-ended" if step.ended else "game-undo-step-turn"
        return tr(lang, key, turn=step.turn, when=when)
    who = f"<@{step.player}>"
    change = f"{step.change:+d}"
    if step.kind == "health":
        return tr(
            lang,
            "game-undo-step-health",
            player=who,
            model=(step.model or "")[:100],
            damage=step.change,
            total=step.result,
            turn=step.turn,
            when=when,
        )
    if step.kind == "soulstones":
        return tr(
            lang,
            "game-undo-step-soulstones",
            player=who,
            change=change,
            pool=step.result,
            turn=step.turn,
            when=when,
        )
    key = "game-undo-step-vp" if step.scheme is None else "game-undo-step-vp-scheme"
    scheme = (step.scheme or "")[:100]
    return tr(
        lang, key, player=who, change=change, total=step.result, scheme=scheme, turn=step.turn, when=when
    )


def turn_note(lang: str, step: UndoStep) -> list[str]:
    if step.kind != "turn":
        return []
    lines = [tr(lang, "game-undo-turn-back", turn=step.back_to)]
    if step.ended:
        lines.append(tr(lang, "game-undo-game-open"))
    return lines


async def after_undo(interaction: discord.Interaction[Any], lang: str, done: UndoDone) -> None:
    """An undone turn advance: the turn message shows the turn gone back to, and nobody owes a
    step of the undone turn any more."""
    if done.step.kind != "turn":
        return
    await edit_turn_message(fatebot(interaction), done.view.state, lang, done.view)


def done_lines(lang: str, done: UndoDone) -> list[str]:
    """What the game is after the undo: the player's score line, or the turn gone back to."""
    step, state = done.step, done.view.state
    if step.kind == "health":
        return [tr(lang, "game-undo-health-back", model=(step.model or "")[:100])]
    if step.player is not None:
        index = state.index(step.player)
        return [score_line(lang, step.player, state.scores[index], state.soulstones[index])]
    return turn_note(lang, step)
