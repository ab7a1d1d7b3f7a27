"""The public message of a multi-step exchange (a duel, an initiative): redrawn after each step,
and marked as lapsed (its controls taken off) once the exchange is gone. The message is a
Components V2 card (`bot.ui.common.reply_layout`); a lapsed one keeps its text and colour.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import discord

from bot.errors import DomainError
from bot.play.common.results import LapsedError
from bot.ui.common.base import NO_PINGS, fatebot
from bot.ui.common.errors import language_of, reader_language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import (
    edit_public,
    explain_stale,
    fetch_public,
    note_stale,
    remember_original,
    remember_pressed,
)
from bot.ui.common.reply_layout import card_layout, message_accent, message_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

T = TypeVar("T")
MarkLapsed = Callable[["FatebotBase", int | None, int | None, discord.Message | None], Awaitable[None]]


async def redraw_step(
    interaction: discord.Interaction[Any],
    lang: str,
    layout: discord.ui.LayoutView,
    *,
    public_id: int | None,
    channel_id: int | None,
    note: str | None,
    what: str,
) -> None:
    """Redraw the public message after a step; a private origin (menu, form) gets ``note``."""
    origin = interaction.message
    if origin is not None and not origin.flags.ephemeral and (public_id is None or origin.id == public_id):
        await interaction.response.edit_message(content=None, view=layout, allowed_mentions=NO_PINGS)
        remember_original(interaction, origin.id)
        if note:
            await interaction.followup.send(note, ephemeral=True)
        return
    text = note or tr(lang, "duel-step-done")
    if origin is not None and origin.flags.ephemeral:
        await interaction.response.edit_message(content=text, view=None)
    else:
        await send_private(interaction, text)
    channel_id = channel_id or interaction.channel_id
    if public_id is None or channel_id is None:
        return
    try:
        await edit_public(
            fatebot(interaction), channel_id, public_id, content=None, view=layout, allowed_mentions=NO_PINGS
        )
    except discord.HTTPException as error:
        log.info("could not update the message of %s", what)
        await note_stale(fatebot(interaction), channel_id, public_id, error)


class Pending(Protocol):
    """An open exchange that remembers its public message (a duel, an initiative)."""

    @property
    def message_id(self) -> int | None: ...

    @property
    def channel_id(self) -> int | None: ...


P = TypeVar("P", bound=Pending)
# The presser's own hand DM after a step that changed their hand: its state for the note (the DM
# closed, ...), or None.
OwnHand = Callable[[discord.Interaction[Any], str, P], Awaitable[str | None]]


@dataclass(frozen=True)
class Exchange(Generic[P]):
    """A kind of multi-step exchange whose public message follows its steps (a duel, an
    initiative): what a step's answer needs of it."""

    name: str  # in the log: "<name> <id>"
    ident: Callable[[P], int]
    lapsed_keys: tuple[str, ...]  # the refusals that mean it is over or gone
    mark_lapsed: MarkLapsed
    layout: Callable[[str, P], discord.ui.LayoutView]  # its public card, in a language


async def answer_step(
    interaction: discord.Interaction[Any],
    exchange: Exchange[P],
    call: Awaitable[P],
    *,
    message_id: int | None,
    note_key: str | None = None,
    own_hand: OwnHand[P] | None = None,
) -> P:
    """The one path of a step taken on an exchange's public message (``message_id``, as pressed):
    run ``call`` (a lapsed or gone exchange gets its message marked and a stale one explained,
    then ``guarded`` reports the refusal privately); refresh the presser's hand DM where the
    step changed it (``own_hand``: its state joins the note ``note_key``); redraw the public message, the
    private origin (a menu, a form) answered with the note. The boards, the notices and the
    other hands follow after the answer (``bot.ui.notices.after``)."""
    result = await lapsing(interaction, message_id, call, exchange.lapsed_keys, exchange.mark_lapsed)
    lang = await language_of(interaction)  # the public message: the game's there, if one runs
    reader = await reader_language_of(interaction)  # the presser's note and hand DM: their own
    note = None if note_key is None else tr(reader, note_key)
    if note is not None and own_hand is not None:
        note = with_note(note, await own_hand(interaction, reader, result))
    await redraw_step(
        interaction,
        reader,
        exchange.layout(lang, result),
        public_id=result.message_id or message_id,
        channel_id=result.channel_id,
        note=note,
        what=f"{exchange.name} {exchange.ident(result)}",
    )
    return result


def with_note(text: str, note: str | None) -> str:
    return text if not note else f"{text}\n\n{note}"


async def mark_message_lapsed(
    bot: FatebotBase,
    channel_id: int | None,
    message_id: int | None,
    origin: discord.Message | None = None,
    *,
    table_id: int | None = None,
    lapsed_key: str,
    what: str,
) -> None:
    """Take the controls off a lapsed exchange's message and say it lapsed (once)."""
    if channel_id is None or message_id is None:
        return
    lang = await bot.table_language(table_id or channel_id)
    lapsed = tr(lang, lapsed_key)
    try:
        if origin is not None and origin.id == message_id:
            message = origin
        else:
            message = await fetch_public(bot, channel_id, message_id)
        if not any(isinstance(c, discord.components.ActionRow) for c in _walk(message.components)):
            return
        text = message_text(message)
        if lapsed not in text:
            text = f"{text}\n{lapsed}"
        layout = card_layout(text, accent=message_accent(message))
        await edit_public(bot, channel_id, message_id, content=None, view=layout, allowed_mentions=NO_PINGS)
    except discord.HTTPException as error:
        log.info("could not mark %s message %s as lapsed", what, message_id)
        await note_stale(bot, table_id or channel_id, message_id, error)


async def show_outcome(
    bot: FatebotBase,
    channel_id: int | None,
    message_id: int | None,
    table_id: int,
    layout: discord.ui.LayoutView,
    *,
    what: str,
) -> None:
    """Put the outcome of a lapsed (or withdrawn) exchange on its public message, without its
    controls; where that message cannot be edited (unknown, deleted, out of reach), post it as
    a new message in the table's channel."""
    if message_id is not None:
        try:
            await edit_public(
                bot, channel_id, message_id, content=None, view=layout, allowed_mentions=NO_PINGS
            )
            return
        except discord.HTTPException as error:
            log.info("could not edit the message of %s; posting its outcome anew", what)
            await note_stale(bot, table_id, message_id, error)
    try:
        await bot.get_partial_messageable(channel_id or table_id).send(view=layout, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.info("could not post the outcome of %s", what)


def _walk(components: Any) -> list[Any]:
    out: list[Any] = []
    for component in components:
        out.append(component)
        out.extend(_walk(getattr(component, "children", ()) or ()))
    return out


async def lapsing(
    interaction: discord.Interaction[Any],
    message_id: int | None,
    call: Awaitable[T],
    lapsed_keys: tuple[str, ...],
    mark: MarkLapsed,
) -> T:
    """Run a step; if it fails because the exchange lapsed (or is gone while its message still
    offers buttons), mark its public message before the error is reported privately."""
    try:
        return await call
    except LapsedError as error:
        # The press found the step lapsed: the rules' defaults were applied and recorded; its
        # message shows the outcome (as the sweep would have) before the presser is told.
        remember_pressed(interaction)  # where the bot is not a member: updated as the answer
        await fatebot(interaction).on_lapsed([error.lapsed])
        raise
    except DomainError as error:
        if error.key in lapsed_keys:
            remember_pressed(interaction)  # where the bot is not a member: marked as the answer
            await mark(fatebot(interaction), interaction.channel_id, message_id, interaction.message)
            await explain_stale(interaction, message_id, error)
        raise
