"""``/game log`` (what happened since your last move, privately) and the log file ``/game end``
attaches. Both show only the log's public events."""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Sequence
from typing import Any

import discord

from bot.play.game import log as game_log
from bot.play.game.board import Owed
from bot.play.game.log import GameEvent
from bot.play.game.state import GameState
from bot.ui.common.base import NO_PINGS
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention
from bot.ui.game.log_render import log_file_text, log_lines
from bot.ui.notices.send import jump_url

OPEN_SHOWN = 5  # open steps listed at most (the rest are counted)


def open_lines(lang: str, steps: Sequence[Owed], player: int, guild_id: int | None) -> list[str]:
    """The steps open at the table, the reader's own first, each with its link."""
    if not steps:
        return []
    lines = [tr(lang, "log-open-steps")]
    ordered = sorted(steps, key=lambda s: s.player != player)
    for step in ordered[:OPEN_SHOWN]:
        owed, link = (
            tr(lang, f"notice-owed-{step.what}"),
            jump_url(guild_id, step.channel_id, step.message_id),
        )
        if step.player == player:
            lines.append("• " + tr(lang, "log-open-yours", owed=owed, link=link))
        else:
            lines.append("• " + tr(lang, "log-open-other", who=mention(step.player), owed=owed, link=link))
    if len(ordered) > OPEN_SHOWN:
        lines.append(tr(lang, "log-open-more", count=len(ordered) - OPEN_SHOWN))
    return lines


def log_reply(
    lang: str,
    state: GameState,
    events: Sequence[GameEvent],
    player: int,
    turn: int | None,
    steps: Sequence[Owed] = (),
    guild_id: int | None = None,
) -> str:
    """The steps open now (the reader's first: an open duel shows as open), then the events since
    ``player``'s last move (every step they answered is one) or from turn ``turn``, newest kept."""
    head = open_lines(lang, steps, player, guild_id)
    if turn is not None:
        shown = game_log.since_turn(list(events), turn)
        if not shown:
            return tr(lang, "game-log-no-turn", turn=turn)
        heading = tr(lang, "game-log-since-turn", turn=turn)
    else:
        shown = game_log.since_last_action(list(events), player)
        if not shown:
            return "\n".join([*head, tr(lang, "game-log-nothing-new")])
        heading = tr(lang, "game-log-since-action")
    title = tr(lang, "game-log-title", first=mention(state.players[0]), second=mention(state.players[1]))
    return fit([f"**{title}**", *head, heading], log_lines(lang, shown), lang)


def fit(head: Sequence[str], lines: Sequence[str], lang: str, limit: int = MESSAGE_LIMIT) -> str:
    """``head`` then as many of the newest ``lines`` as fit, saying how many earlier ones are left."""
    kept: list[str] = []
    size = sum(len(h) + 1 for h in head)
    for index, line in enumerate(reversed(lines)):
        left = len(lines) - index - 1
        more = len(tr(lang, "game-log-more", count=left)) + 1 if left else 0
        if size + len(line) + 1 + more > limit:
            break
        kept.append(line)
        size += len(line) + 1
    left = len(lines) - len(kept)
    return "\n".join([*head, *([tr(lang, "game-log-more", count=left)] if left else []), *reversed(kept)])


async def _names(interaction: discord.Interaction[Any], users: Sequence[int]) -> dict[int, str]:
    """Each player's name for the file (a file shows no mentions): cached, else asked once."""
    names: dict[int, str] = {}
    for user_id in users:
        user = interaction.client.get_user(user_id)
        if user is None:
            try:
                user = await interaction.client.fetch_user(user_id)
            except discord.HTTPException:
                user = None
        names[user_id] = f"@{user.display_name}" if user is not None else f"@{user_id}"
    return names


async def send_log_file(
    interaction: discord.Interaction[Any], lang: str, state: GameState, events: Sequence[GameEvent]
) -> None:
    """The ended game's whole log as a text file, to everyone at the table (nobody pinged)."""
    if not events:
        return

    names = await _names(interaction, state.players)

    def who(user_id: int | None) -> str:
        return "Fatebot" if user_id is None else names.get(user_id, f"@{user_id}")

    title = tr(lang, "game-log-title", first=who(state.players[0]), second=who(state.players[1]))
    text = log_file_text(lang, title, events, who=who)
    day = dt.datetime.fromtimestamp(events[-1].at, dt.UTC).strftime("%Y-%m-%d")
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"game-log-{day}.txt")
    await interaction.followup.send(tr(lang, "game-log-file-note"), file=file, allowed_mentions=NO_PINGS)
