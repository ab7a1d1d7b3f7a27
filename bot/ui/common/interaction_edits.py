"""Public messages edited through the interaction that sent or last updated them.

Where the bot is not a member (a user install in a server, a group DM) it cannot post in the
channel, fetch its messages or edit them: everything goes through an interaction (response,
follow-ups, edits). A public message sent or updated through an interaction is remembered here
with that interaction, so a later step (a choice in a private menu, a form) can still edit it
through the interaction's token while it lasts (15 minutes, renewed by every button pressed on
the message). The channel is tried first: that always works where the bot is a member.

A step's message the bot can reach neither way is noted as stale, so that a later press on it
is told why it fell behind (``note_stale``, ``explain_stale``).
"""

from __future__ import annotations

import logging
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.errors import DomainError

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

TOKEN_LIFETIME_S = 15 * 60.0
MARGIN_S = 30.0
KEPT = 2048


@dataclass(frozen=True)
class _Handle:
    """How to reach one public message through an interaction: fetch it (the result edits
    itself through the same token) while the token lasts."""

    fetch: Callable[[], Awaitable[discord.Message]]
    until: float


# Per bot (a restarted bot starts with none: interaction tokens do not survive a restart).
_by_client: weakref.WeakKeyDictionary[discord.Client, OrderedDict[int, _Handle]] = weakref.WeakKeyDictionary()


def _handles(client: discord.Client) -> OrderedDict[int, _Handle]:
    return _by_client.setdefault(client, OrderedDict())


def _remember(
    interaction: discord.Interaction[Any], message_id: int, fetch: Callable[[], Awaitable[discord.Message]]
) -> None:
    handles = _handles(interaction.client)
    handles[message_id] = _Handle(fetch, time.monotonic() + TOKEN_LIFETIME_S - MARGIN_S)
    handles.move_to_end(message_id)
    while len(handles) > KEPT:
        handles.popitem(last=False)


def remember_original(interaction: discord.Interaction[Any], message_id: int) -> None:
    """`message_id` is this interaction's original response (sent, or updated by a button)."""
    _remember(interaction, message_id, interaction.original_response)


def remember_followup(interaction: discord.Interaction[Any], message_id: int) -> None:
    """`message_id` is a follow-up of this interaction."""

    async def fetch() -> discord.Message:
        return await interaction.followup.fetch_message(message_id)

    _remember(interaction, message_id, fetch)


def remember_pressed(interaction: discord.Interaction[Any]) -> None:
    """A control was pressed on this public message and not answered yet: the message can be
    updated as the answer (an answer is still owed, e.g. a refusal, and follows privately)."""
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return

    async def fetch() -> Any:
        if interaction.response.is_done():
            raise _gone()
        return _Pressed(interaction, message)

    _remember(interaction, message.id, fetch)


class _Pressed:
    """The message a control was pressed on (read as it is), edited as the answer to that press."""

    def __init__(self, interaction: discord.Interaction[Any], message: discord.Message) -> None:
        self._interaction = interaction
        self._message = message

    def __getattr__(self, name: str) -> Any:
        return getattr(self._message, name)

    async def edit(self, **fields: Any) -> None:
        await self._interaction.response.edit_message(**fields)


async def _through_interaction(client: discord.Client, message_id: int) -> discord.Message:
    handle = _handles(client).get(message_id)
    if handle is None or handle.until < time.monotonic():
        raise _gone()
    return await handle.fetch()


def reachable_until(client: discord.Client, message_id: int) -> float | None:
    """Until when (``time.monotonic``) the message can be reached through its interaction; None
    when it was not sent or updated through one this process still knows."""
    handle = _handles(client).get(message_id)
    return None if handle is None else handle.until


def forget(client: discord.Client, message_id: int) -> None:
    """The message is gone (deleted through its interaction): nothing reaches it any more."""
    _handles(client).pop(message_id, None)


async def edit_through_interaction(client: discord.Client, message_id: int, **fields: Any) -> bool:
    """Edit a message through its interaction only (where the channel refuses the bot: a group
    DM, a server without it); False, without asking Discord, once its token is gone."""
    try:
        message = await _through_interaction(client, message_id)
    except discord.NotFound:
        return False
    await message.edit(**fields)
    return True


async def delete_through_interaction(client: discord.Client, message_id: int) -> bool:
    """Delete a message through its interaction only; False, without asking Discord, once its
    token is gone."""
    try:
        message = await _through_interaction(client, message_id)
    except discord.NotFound:
        return False
    forget(client, message_id)
    await message.delete()
    return True


async def fetch_public(client: discord.Client, channel_id: int | None, message_id: int) -> discord.Message:
    """A public message of the bot, from the channel where the bot is a member, else through the
    interaction that last sent or updated it. Its `edit` goes the same way."""
    if channel_id is not None:
        try:
            return await client.get_partial_messageable(channel_id).fetch_message(message_id)
        except (discord.Forbidden, discord.NotFound):
            pass  # not a member here (a user install, a group DM): try the interaction
    return await _through_interaction(client, message_id)


async def edit_public(client: discord.Client, channel_id: int | None, message_id: int, **fields: Any) -> None:
    """Edit a public message of the bot: through the channel, else through its interaction."""
    if channel_id is not None:
        try:
            await client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(**fields)
            return
        except (discord.Forbidden, discord.NotFound):
            pass
    message = await _through_interaction(client, message_id)
    await message.edit(**fields)


class _Gone:
    """The response-like object discord.NotFound wants, for a message nobody can reach any more."""

    status = 404
    reason = "Not Found"


def _gone() -> discord.NotFound:
    return discord.NotFound(_Gone(), "the message can no longer be reached")


# Discord's answers to an edit the bot can no longer make: through an interaction whose token
# is gone, 10015 Unknown Webhook or 50027 Invalid Webhook Token (a 404 also stands for "no token
# left", ``_gone``); through a channel the bot is not in, a 403. A 5xx or a 429 is
# passing: the message is not stale.
UNREACHABLE_CODES = frozenset({10015, 50027})


async def note_stale(
    bot: FatebotBase, table_id: int | None, message_id: int, error: discord.HTTPException
) -> None:
    """A step's message the bot can no longer edit: stored, so that a press on it (even after a
    restart) is told why it fell behind (``explain_stale``)."""
    if table_id is None or not (error.status in (403, 404) or error.code in UNREACHABLE_CODES):
        return
    try:
        await bot.play.note_stale_message(table_id, message_id)
    except Exception:  # the message stays as it is; only the explanation of a later press is lost
        log.exception("could not note the stale message %s", message_id)


async def explain_stale(
    interaction: discord.Interaction[Any], message_id: int | None, error: DomainError
) -> None:
    """A press on a message that fell behind its step (``note_stale``): the refusal says why,
    and where the step stands now (the message, just updated by this press; /game status)."""
    table_id = interaction.channel_id
    if message_id is None or table_id is None:
        return
    if not await cast("FatebotBase", interaction.client).play.take_stale_message(table_id, message_id):
        return
    link = interaction.message.jump_url if interaction.message is not None else ""
    raise DomainError("step-stale-moved-on", link=link) from error
