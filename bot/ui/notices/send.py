"""Whose move: the short message that tells one player what they owe at a table, and its end.

The play layer decides, in the unit of work of each step, who is told what (``bot.play.notices``);
this module sends it, once the step's answer is out (``bot.ui.notices.after``):

- ``ping`` (the default): a NEW message in the table's channel that mentions only that player
  (``allowed_mentions`` naming that one user: never everyone, here or roles), replacing the
  table's newest notice while that is still the newest message in the channel (an edit would
  notify nobody). Where the bot is not a member (a user install) it can only answer the
  interaction: the notice is a follow-up, and reminders cannot follow (said once, in its small
  print).
- ``dm``: the same, by DM, naming the table (server and channel, or a DM) and the opponent.
  Closed DMs (Discord's 50007) fall back to nothing; the reason is logged, never the content.
- ``none``: nothing.

A notice Discord refuses for a passing reason (a 5xx, or a 429 past discord.py's own waits) is
stored as due again and the sweep sends it (``NoticePlay.undelivered``), at any pace; every
notice that could not be delivered is logged at WARNING (who and where, never its text).

A notice lists everything it asks (a reminder: everything the player owes at that table), each
with a link to the step's buttons. Once a step is over, the message that asked it is edited to
say so (:func:`settle`): it is never left as a live ask. Reminders come from the due queue's
sweep (:func:`reminder_handler`, kind ``notice``), from stored due times.
"""

from __future__ import annotations

import logging
import time
import weakref
from typing import TYPE_CHECKING, Any

import discord

from bot.play.common.after import Item, Notice, Settled
from bot.play.common.due import Handler
from bot.store.notice_repo import NoticePost
from bot.store.records import DM_GUILD
from bot.ui.common.delivery import passing
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import (
    delete_through_interaction,
    edit_through_interaction,
    reachable_until,
    remember_followup,
)
from bot.ui.common.render import clip

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

DMS_CLOSED = 50007  # Discord: cannot send messages to this user
# A follow-up line is taken back this long before its token ends (the sweep runs every minute).
TAKE_BACK_EARLY_S = 120.0


def only(user_id: int) -> discord.AllowedMentions:
    """Mention exactly this one user: nobody else, no role, no @everyone or @here."""
    return discord.AllowedMentions(
        users=[discord.Object(user_id)], everyone=False, roles=False, replied_user=False
    )


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    base = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return base if message_id is None else f"{base}/{message_id}"


def _guild_of(bot: FatebotBase, channel_id: int) -> discord.Guild | None:
    channel = bot.get_channel(channel_id)
    return getattr(channel, "guild", None)


def place_text(bot: FatebotBase, lang: str, table_id: int) -> str:
    """Where a table is, for a DM: the server and the channel (a mention), or a DM."""
    guild = _guild_of(bot, table_id)
    if guild is None:
        channel = bot.get_channel(table_id)
        if isinstance(channel, discord.GroupChannel):
            return tr(lang, "notice-place-group-dm")
        if isinstance(channel, discord.DMChannel):
            return tr(lang, "notice-place-dm")
        return f"<#{table_id}>"
    return tr(lang, "notice-place-server", server=guild.name[:100], channel=f"<#{table_id}>")


async def step_link(bot: FatebotBase, table_id: int, subject: str) -> str:
    """The link to where a step is taken (its message; a game's board; else the table)."""
    where = await bot.play.notices.where(table_id, subject)
    guild = _guild_of(bot, where.channel_id)
    return jump_url(guild.id if guild is not None else None, where.channel_id, where.message_id)


def item_line(lang: str, item: Item, link: str) -> str:
    owed = tr(lang, f"notice-owed-{item.what}")
    if item.others:
        against = ", ".join(f"<@{other}>" for other in item.others)
        return tr(lang, "notice-item-against", owed=owed, against=against, link=link)
    return tr(lang, "notice-item", owed=owed, link=link)


async def links_of(bot: FatebotBase, notice: Notice) -> dict[str, str]:
    return {item.subject: await step_link(bot, notice.table_id, item.subject) for item in notice.items}


ITEMS_SHOWN = 10  # things owed listed in one notice at most; the rest are counted
TEXT_BUDGET = 1900  # of Discord's 2,000 characters: room for the count of the rest


def notice_text(notice: Notice, links: dict[str, str], place: str | None = None) -> str:
    """The notice: who, where (``place``, by DM), and each thing asked with its link (as many as
    fit, at most ten, and how many more)."""
    lang = notice.language
    head = tr(
        lang, "notice-reminder" if notice.reminder else "notice-line", who=f"<@{notice.player}>", count=1
    )
    if place is not None:
        head = tr(lang, "notice-dm-head", place=place, line=head)
    small = "\n-# " + tr(lang, "notice-no-reminders-here") if notice.no_reminders_here else ""
    text = head
    shown = 0
    for item in notice.items[:ITEMS_SHOWN]:
        line = "\n- " + item_line(lang, item, links[item.subject])
        if len(text) + len(line) + len(small) > TEXT_BUDGET and shown:
            break
        text += line
        shown += 1
    if shown < len(notice.items):
        text += "\n" + tr(lang, "notice-more", count=len(notice.items) - shown)
    return clip(text + small)


def reminder_handler(bot: FatebotBase) -> Handler:
    """The due queue's ``notice`` rows: the notice or reminder due (claimed once, whatever number
    of processes sweep), sent."""

    async def remind_due(item: str) -> float | None:
        notices, again = await bot.play.notices.due_one(item)
        for notice in notices:
            try:
                await deliver(bot, notice, None)
            except Exception:
                log.exception("could not send a reminder at table %s", notice.table_id)
        return again

    return remind_due


async def deliver(bot: FatebotBase, notice: Notice, interaction: discord.Interaction[Any] | None) -> bool:
    """Send one notice the way its player asked; whether it went out. The notices it takes the
    place of (a reminder's earlier ones) are removed once it is out."""
    links = await links_of(bot, notice)
    place = place_text(bot, notice.language, notice.table_id) if notice.mode == "dm" else None
    sent = await _send(bot, notice, interaction, notice_text(notice, links, place), links)
    if sent:
        for channel_id, message_id in notice.supersedes:
            await _remove(bot, channel_id, message_id)
    return sent


async def _send(
    bot: FatebotBase,
    notice: Notice,
    interaction: discord.Interaction[Any] | None,
    text: str,
    links: dict[str, str],
) -> bool:
    notices = bot.play.notices
    if notice.mode == "dm":
        try:
            message = await _dm(bot, notice.player, text)
        except discord.HTTPException as error:
            await _undelivered(bot, notice, "by DM", error)
            return False
        if message is not None:
            await notices.sent(notice, message.channel.id, message.id, links, newest=False)
        return message is not None
    if notice.in_channel and notice.channel_id is not None:
        return await _in_channel(bot, notice, text, links)
    if interaction is not None:
        try:
            message = await interaction.followup.send(text, allowed_mentions=only(notice.player), wait=True)
        except discord.HTTPException as error:  # no sweep could post it here: only logged
            log.warning(
                "could not send a notice as a follow-up at table %s: HTTP %s", notice.table_id, error.status
            )
            return False
        # Only this interaction's token can edit or delete it: settled through it, else taken
        # back before the token ends (``take_back_lines``).
        remember_followup(interaction, message.id)
        _lines(bot)[message.id] = notice.table_id
        await notices.sent(notice, message.channel.id, message.id, links, newest=False)
        return True
    return False


# Follow-up lines (where the bot is not a member) still asking, by message id: their table.
_by_client: weakref.WeakKeyDictionary[discord.Client, dict[int, int]] = weakref.WeakKeyDictionary()


def _lines(bot: discord.Client) -> dict[int, int]:
    return _by_client.setdefault(bot, {})


async def take_back_lines(bot: FatebotBase) -> int:
    """Delete the follow-up lines whose interaction's token ends before the next sweep could:
    a line the bot can no longer edit would ask for a step long over (the step's own message
    still says whose move it is). How many went."""
    lines = _lines(bot)
    now = time.monotonic()
    taken = 0
    for message_id, table_id in list(lines.items()):
        until = reachable_until(bot, message_id)
        if until is not None and now < until - TAKE_BACK_EARLY_S:
            continue
        del lines[message_id]
        try:
            if await delete_through_interaction(bot, message_id):
                taken += 1
        except discord.NotFound:
            pass  # deleted by someone already
        except discord.HTTPException as error:
            log.info("could not take back notice %s (table %s): HTTP %s", message_id, table_id, error.status)
    return taken


async def _remove(bot: FatebotBase, channel_id: int, message_id: int) -> None:
    try:
        await bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
    except discord.NotFound:
        pass
    except discord.HTTPException as error:
        log.info("could not remove the earlier notice %s: HTTP %s", message_id, error.status)


async def _in_channel(bot: FatebotBase, notice: Notice, text: str, links: dict[str, str]) -> bool:
    assert notice.channel_id is not None
    channel = bot.get_partial_messageable(notice.channel_id)
    replaces = notice.replaces
    if replaces is not None and (replaces.channel_id, replaces.message_id) not in notice.supersedes:
        await _replace(bot, replaces)  # (one it supersedes goes anyway, once this one is out)
    try:
        message = await channel.send(text, allowed_mentions=only(notice.player))
    except discord.HTTPException as error:
        await _undelivered(bot, notice, "in its channel", error)
        return False
    await bot.play.notices.sent(notice, notice.channel_id, message.id, links, newest=True)
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
    await bot.play.notices.removed(old.table_id, old.message_id)


async def settle(bot: FatebotBase, settled: Settled) -> None:
    """The step a notice asked for is over: its message says so, and asks nothing any more (an
    edit notifies nobody)."""
    owed = tr(settled.language, f"notice-owed-{settled.what}")
    link = settled.link or await step_link(bot, settled.table_id, settled.subject)
    text = tr(
        settled.language, f"notice-settled-{settled.why}", who=f"<@{settled.player}>", owed=owed, link=link
    )
    quiet = discord.AllowedMentions.none()
    try:
        if not settled.in_channel and settled.channel_id == settled.table_id:
            # A follow-up where the bot is not a member: only its interaction can edit it (a
            # line taken back, or one whose token ended, is left alone: the channel would refuse).
            _lines(bot).pop(settled.message_id, None)
            await edit_through_interaction(bot, settled.message_id, content=text, allowed_mentions=quiet)
            return
        channel = bot.get_partial_messageable(settled.channel_id)
        await channel.get_partial_message(settled.message_id).edit(content=text, allowed_mentions=quiet)
    except discord.NotFound:
        pass  # deleted meanwhile (replaced by a newer notice, or by someone)
    except discord.HTTPException as error:
        log.info("could not settle the notice %s: HTTP %s", settled.message_id, error.status)


async def _undelivered(bot: FatebotBase, notice: Notice, how: str, error: discord.HTTPException) -> None:
    """A notice Discord refused: logged at WARNING (who and where, never its text); for a passing
    reason it is stored as due again and the sweep sends it (``NoticePlay.undelivered``)."""
    if not passing(error):
        log.warning(
            "could not send a notice to user %s %s at table %s: HTTP %s (code %s)",
            notice.player,
            how,
            notice.table_id,
            error.status,
            error.code,
        )
        return
    await bot.play.notices.undelivered(notice)
    log.warning(
        "could not send a notice to user %s %s at table %s yet: HTTP %s, retried by the sweep",
        notice.player,
        how,
        notice.table_id,
        error.status,
    )


async def _dm(bot: FatebotBase, player: int, text: str) -> discord.Message | None:
    """DM a notice; None where the player's DMs are closed to the bot (logged, nothing retried);
    any other refusal is raised."""
    try:
        user = bot.get_user(player) or await bot.fetch_user(player)
        return await user.send(text, allowed_mentions=only(player))
    except discord.Forbidden as error:
        reason = "DMs closed" if error.code == DMS_CLOSED else f"forbidden (code {error.code})"
        log.warning("could not DM a notice to user %s: %s", player, reason)
    return None


def dm_place(guild_id: int | None) -> bool:
    """Whether a place's guild id is that of a DM or a group DM."""
    return guild_id in (None, DM_GUILD)
