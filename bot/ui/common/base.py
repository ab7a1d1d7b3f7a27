"""What every button and menu shares: who may press it, error reporting and the log line.

Component callbacks do not pass through the command tree, so `guarded` gives them the same
error path (`report_error`) and the same one-line log as slash commands.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypeVar, cast

import discord

from bot import metrics
from bot.errors import DomainError
from bot.play.common.after import current as current_after
from bot.ui.common.deadline import start_answer_clock
from bot.ui.common.errors import reader_language_of, report_error, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import remember_followup, remember_original

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger("fatebot.commands")

S = TypeVar("S")
Callback = Callable[[S, discord.Interaction[Any]], Coroutine[Any, Any, None]]


def fatebot(interaction: discord.Interaction[Any]) -> FatebotBase:
    return cast("FatebotBase", interaction.client)


def log_interaction(what: str, interaction: discord.Interaction[Any], started: float, outcome: str) -> None:
    """One line per command or component: table, what, outcome and latency (never any cards)."""
    metrics.observe_command(what, outcome, time.perf_counter() - started)
    log.info(
        "%s table=%s user=%s %s %.1fms",
        what,
        interaction.channel_id,
        interaction.user.id,
        outcome,
        (time.perf_counter() - started) * 1000,
    )


def guarded(name: str) -> Callable[[Callback[S]], Callback[S]]:
    """Report any error of a component callback privately and log the interaction."""

    def wrap(fn: Callback[S]) -> Callback[S]:
        @functools.wraps(fn)
        async def run(self: S, interaction: discord.Interaction[Any]) -> None:
            started = time.perf_counter()
            start_answer_clock(interaction)
            try:
                await fn(self, interaction)
            except Exception as error:
                await report_error(interaction, error)
                log_interaction(name, interaction, started, "error")
            else:
                remember_updated_message(interaction)
                log_interaction(name, interaction, started, "ok")
            await after_interaction(interaction)

        return run

    return wrap


async def after_interaction(interaction: discord.Interaction[Any]) -> None:
    """The one path after every step: what the interaction's committed steps left to do (the
    boards, the notices, the hand DMs; ``bot.play.common.after``), once it is answered."""
    collected = current_after()
    if collected is None:
        return
    after = collected.take()
    if after:
        await fatebot(interaction).after_step(after, interaction)


async def only_for(
    interaction: discord.Interaction[Any], owner: int, *, key: str = "error-not-your-control"
) -> bool:
    """True if the presser owns the control; anyone else gets a polite private refusal (``key``)."""
    if interaction.user.id == owner:
        return True
    lang = await reader_language_of(interaction)
    try:
        await send_private(interaction, tr(lang, key, owner=f"<@{owner}>"))
    except discord.HTTPException:
        log.warning("could not send a refusal for %s", interaction.data)
    return False


NO_PINGS = discord.AllowedMentions.none()


def remember_updated_message(interaction: discord.Interaction[Any]) -> None:
    """A control that updated its public message: later steps may edit it through this token."""
    message = interaction.message
    if (
        message is not None
        and not message.flags.ephemeral
        and interaction.response.type is discord.InteractionResponseType.message_update
    ):
        remember_original(interaction, message.id)


def table_of(interaction: discord.Interaction[Any]) -> int:
    """The table an interaction belongs to: its channel, thread, DM or group DM."""
    if interaction.channel_id is None:
        raise DomainError("error-guild-only")
    return interaction.channel_id


async def send_public(
    interaction: discord.Interaction[Any],
    content: str | None = None,
    *,
    view: discord.ui.View | discord.ui.LayoutView | None = None,
    embed: discord.Embed | None = None,
) -> discord.Message | None:
    """A reply everyone in the table sees (mentions shown, nobody pinged); returns the message.

    With a Components V2 layout the text is in the layout: no content is sent.
    """
    view_: Any = view if view is not None else discord.utils.MISSING
    embed_: Any = embed if embed is not None else discord.utils.MISSING
    v2 = isinstance(view, discord.ui.LayoutView)
    if interaction.response.is_done():
        text: Any = discord.utils.MISSING if v2 else content or ""
        sent = await interaction.followup.send(
            text, allowed_mentions=NO_PINGS, wait=True, view=view_, embed=embed_
        )
        remember_followup(interaction, sent.id)
        return sent
    callback = await interaction.response.send_message(
        None if v2 else content, allowed_mentions=NO_PINGS, view=view_, embed=embed_
    )
    message = callback.resource
    if not isinstance(message, discord.InteractionMessage):
        try:
            message = await interaction.original_response()
        except discord.HTTPException:
            # The reply is out; only its id is unknown (so it cannot be edited later).
            log.warning("could not fetch the reply just sent in table %s", interaction.channel_id)
            return None
    remember_original(interaction, message.id)
    return message


def placeholder_select(custom_id: str) -> discord.ui.Select[Any]:
    """A stand-in menu for a DynamicItem rebuilt from its id (the real options are on Discord)."""
    return discord.ui.Select(custom_id=custom_id, options=[discord.SelectOption(label="…", value="-")])


def select_of(item: discord.ui.Item[Any]) -> discord.ui.Select[Any] | None:
    """The menu a DynamicItem was dispatched with, if it is one."""
    return item if isinstance(item, discord.ui.Select) else None
