"""What only the other player may allow in a game (issue 24 §1), asked with a button.

Ending a game before its natural end needs the opponent's agreement (or a moderator who is
not playing; a player who concedes reveals only their own schemes), and a player changes the
opponent's score or soulstone pool only with the opponent's agreement. The play layer refuses
with ``NeedsAgreement`` (nothing changed), and the ui asks with a stored request
(``bot.ui.game.requests``); here is what follows an agreed end, and a score change in words.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.state import GameView
from bot.ui.common.base import fatebot, send_public
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.game.board import finish_board
from bot.ui.game.log_reply import send_log_file
from bot.ui.game.record_reply import send_record
from bot.ui.game.render import end_text
from bot.ui.league.game_result import offer_league_report
from bot.ui.scheme.view import reveal_secrets

# -- ending a game --------------------------------------------------------------------------------


async def finish_game(interaction: discord.Interaction[Any], view: GameView) -> None:
    """The end's summary, then the schemes still secret (only the conceder's on a concession)."""
    lang = await language_of(interaction)
    await send_public(interaction, end_text(lang, view))
    await send_log_file(interaction, lang, view.state, view.log)
    await send_record(interaction, lang, view)  # the Fate Deck's seed, now revealed
    if not view.state.is_over:  # a game over by its end rule revealed them already
        await reveal_secrets(interaction, lang, view.table_id, view.state, only=view.conceded_by)
    await finish_board(fatebot(interaction), view.table_id, view, lang)
    await fatebot(interaction).on_lapsed(list(view.lapsed))
    await offer_league_report(interaction, lang, view.state)


# -- the opponent's score and soulstone pool -------------------------------------------------------


def change_text(lang: str, strategy: int, scheme: str | None, scheme_vp: int, soulstones: int) -> str:
    parts = []
    if strategy:
        parts.append(tr(lang, "game-change-strategy", value=f"{strategy:+d}"))
    if scheme_vp and scheme is not None:
        parts.append(tr(lang, "game-change-scheme", scheme=scheme, value=f"{scheme_vp:+d}"))
    if soulstones:
        parts.append(tr(lang, "game-change-soulstones", value=f"{soulstones:+d}"))
    return ", ".join(parts)
