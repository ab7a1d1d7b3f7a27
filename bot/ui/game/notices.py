"""A /game turn's hook for notices: after each command or step, who owes what on the turn
message (the discard step, the soulstone draw, the initiative's steps)."""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.state import GameView
from bot.play.notices.ops import GAME_SUBJECT
from bot.ui.common.base import fatebot
from bot.ui.notices.send import close_exchange, jump_url, whose_move


def game_owed(view: GameView) -> dict[int, str]:
    """Who owes what now on the turn message (``notice-owed-<key>``)."""
    state = view.state
    if state.is_over:
        return {}
    if state.phase == "discard":
        return dict.fromkeys(state.discard_waiting, "discard")
    if state.phase == "draw":
        return dict.fromkeys(state.draw_waiting, "soulstone-draw")
    init = view.initiative
    if state.phase == "initiative" and init is not None and init.awaiting_player is not None:
        return {init.awaiting_player: "initiative"}
    return {}


async def tell_whose_move(interaction: discord.Interaction[Any], view: GameView) -> None:
    """Tell whoever the turn now waits on; the game's end closes its notices."""
    state = view.state
    if (state.channel_id is None or state.message_id is None) and not state.is_over:
        return  # no turn message yet: nothing to link to
    channel_id = state.channel_id or interaction.channel_id
    message_id = state.message_id or 0
    await whose_move(
        fatebot(interaction),
        table_id=view.table_id,
        subject=GAME_SUBJECT,
        owed=game_owed(view),
        actor=interaction.user.id,
        starter=state.started_by,
        jump_url=jump_url(interaction.guild_id, channel_id or view.table_id, message_id),
        channel_id=channel_id,
        interaction=interaction,
        closed=state.is_over,
    )


async def close_game(interaction: discord.Interaction[Any], table_id: int) -> None:
    """/game end: nobody owes anything in the game any more."""
    await close_exchange(fatebot(interaction), table_id, GAME_SUBJECT)
