"""Whose move: the short message that tells one player it is their move, and its reminders.

One hook per feature calls :func:`whose_move` after a step with the table, who owes what now
and the jump URL of the message with the buttons. The play layer (``bot.play.notices``) decides
which notices go out (one per thing owed, by pace); this module sends them:

- ``ping`` (the default): a NEW message in the table's channel that mentions only that player
  (``allowed_mentions`` naming that one user: never everyone, here or roles), replacing the
  table's newest notice while that is still the newest message in the channel (an edit would
  notify nobody). Where the bot is not a member (a user install) it can only answer the
  interaction: the notice is a follow-up, and reminders cannot follow (said once, in its small
  print).
- ``dm``: the same line, with the link, by DM. Closed DMs (Discord's 50007) fall back to nothing;
  the reason is logged, never the content.
- ``none``: nothing.

Reminders come from the sweep (:func:`send_due_reminders`), from stored due times.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.play.notices.ops import Notice, NoticePlay
from bot.store.notice_repo import NoticePost
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.reach import bot_is_member

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

DMS_CLOSED = 50007  # Discord: cannot send messages to this user


def only(user_id: int) -> discord.AllowedMentions:
    """Mention exactly this one user: nobody else, no role, no @everyone or @here."""
    return discord.AllowedMentions(
        users=[discord.Object(user_id)], everyone=False, roles=False, replied_user=False
    )


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def notice_text(lang: str, notice: Notice) -> str:
    """One line: who, what they owe, and the link to the buttons."""
    owed = tr(lang, f"notice-owed-{notice.owed}")
    key = "notice-reminder" if notice.reminder else "notice-line"
    text = tr(lang, key, who=f"<@{notice.player}>", owed=owed, link=notice.jump_url)
    if notice.no_reminders_here:
        text += "\n-# " + tr(lang, "notice-no-reminders-here")
    return text


async def whose_move(
    bot: FatebotBase,
    *,
    table_id: int,
    subject: str,
    owed: Mapping[int, str],
    actor: int | None,
    starter: int | None,
    jump_url: str,
    channel_id: int | None,
    interaction: discord.Interaction[Any] | None = None,
    closed: bool | None = None,
) -> None:
    """After a step: tell whoever now owes something (``owed``: player → what), as the pace and
    their /notify choice say. An empty ``owed`` closes the exchange (its reminders stop). A
    notice that cannot be sent never fails the step that was just answered."""
    in_channel = interaction is None or bot_is_member(interaction)
    try:
        # The table's language, else that of the step's interaction (the people at a table
        # usually share one); its reminders keep it.
        if interaction is not None:
            language = await language_of(interaction)
        else:
            language = await bot.table_language(table_id)
        notices = await NoticePlay(bot.play).step(
            table_id,
            subject,
            owed,
            actor=actor,
            starter=starter,
            jump_url=jump_url,
            channel_id=channel_id,
            in_channel=in_channel,
            closed=closed,
            language=language,
        )
        for notice in notices:
            await deliver(bot, notice, interaction)
    except Exception:
        log.exception("could not send the notices of %s at table %s", subject, table_id)


async def close_exchange(bot: FatebotBase, table_id: int, subject: str) -> None:
    """An exchange ended without a step (it lapsed, it was withdrawn): its reminders stop."""
    try:
        await NoticePlay(bot.play).close(table_id, subject)
    except Exception:
        log.exception("could not close the notices of %s at table %s", subject, table_id)


async def send_due_reminders(bot: FatebotBase) -> int:
    """The sweep's round of reminders: claim what is due (each exactly once) and send it."""
    sent = 0
    for notice in await NoticePlay(bot.play).sweep_all():
        try:
            if await deliver(bot, notice, None):
                sent += 1
        except Exception:
            log.exception("could not send a reminder at table %s", notice.table_id)
    return sent


async def deliver(bot: FatebotBase, notice: Notice, interaction: discord.Interaction[Any] | None) -> bool:
    """Send one notice the way its player asked; whether it went out."""
    text = notice_text(notice.language, notice)
    if notice.mode == "dm":
        return await send_by_dm(bot, notice.player, text)
    if notice.in_channel and notice.channel_id is not None:
        return await _in_channel(bot, notice, text)
    if interaction is not None:
        try:
            await interaction.followup.send(text, allowed_mentions=only(notice.player), wait=True)
            return True
        except discord.HTTPException as error:
            log.info(
                "could not send a notice as a follow-up at table %s: HTTP %s", notice.table_id, error.status
            )
    return False


async def _in_channel(bot: FatebotBase, notice: Notice, text: str) -> bool:
    assert notice.channel_id is not None
    channel = bot.get_partial_messageable(notice.channel_id)
    if notice.replaces is not None:
        await _replace(bot, notice.replaces)
    try:
        message = await channel.send(text, allowed_mentions=only(notice.player))
    except discord.HTTPException as error:
        log.info("could not post a notice at table %s: HTTP %s", notice.table_id, error.status)
        return False
    post = NoticePost(notice.table_id, notice.channel_id, message.id, notice.subject, notice.player)
    await NoticePlay(bot.play).posted(post)
    return True


async def _replace(bot: FatebotBase, old: NoticePost) -> None:
    """Delete the table's newest notice if it is still the newest message in its channel."""
    channel = bot.get_partial_messageable(old.channel_id)
    try:
        newest = [message.id async for message in channel.history(limit=1)]
        if newest != [old.message_id]:
            return
        await channel.get_partial_message(old.message_id).delete()
    except discord.NotFound:
        pass  # deleted by someone already
    except discord.HTTPException as error:
        log.info("could not replace the notice %s: HTTP %s", old.message_id, error.status)
        return
    await NoticePlay(bot.play).removed(old.table_id, old.message_id)


async def send_by_dm(bot: FatebotBase, player: int, text: str) -> bool:
    try:
        user = bot.get_user(player) or await bot.fetch_user(player)
        await user.send(text, allowed_mentions=only(player))
        return True
    except discord.Forbidden as error:
        reason = "DMs closed" if error.code == DMS_CLOSED else f"forbidden (code {error.code})"
        log.info("could not DM a notice to user %s: %s", player, reason)
    except discord.HTTPException as error:
        log.info("could not DM a notice to user %s: HTTP %s (code %s)", player, error.status, error.code)
    return False
