"""One DM message per player per table, holding that hand and edited in place when it changes.

A player whose DMs are closed (Discord error 50007, or any refusal to DM) is not an error:
the caller tells them in an ephemeral note how to open DMs; `/hand show` always works.

A DM that already shows the hand is not edited again for a while (`UNCHANGED_S`): a player who
presses the panel's Hand button again and again would otherwise edit one DM channel several times
a second, over Discord's limit for editing a channel's messages (5 in 5 s), and each press would
wait for Discord. A changed hand is always written at once.
"""

from __future__ import annotations

import enum
import logging
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.play.common.after import hand_shown
from bot.rules.common.cards import Card
from bot.ui.common.i18n import tr
from bot.ui.common.place_names import place_name
from bot.ui.common.reply_layout import PRIVATE, card_layout
from bot.ui.hand.render import hand_dm_text

if TYPE_CHECKING:
    from bot.play import Play

log = logging.getLogger(__name__)

CANNOT_DM = 50007

# How long a DM known to show a hand is left alone when asked to show the same hand again. After
# it, an edit is tried again (it finds a DM message the player deleted and sends a new one).
UNCHANGED_S = 60.0
_KEPT = 512  # DMs remembered before the stale ones are dropped

# Per bot (its play layer): (table, player) → (DM message id, the text it shows, when written).
_written: weakref.WeakKeyDictionary[Play, dict[tuple[int, int], tuple[int, str, float]]] = (
    weakref.WeakKeyDictionary()
)


class DmStatus(enum.Enum):
    SENT = "sent"  # a new DM message
    EDITED = "edited"  # the existing DM message, edited in place
    CLOSED = "closed"  # the player does not accept DMs from the bot
    UNREACHABLE = "unreachable"  # refused where the bot is not in a server with the player
    FAILED = "failed"  # Discord failed; the next hand change tries again


async def refresh_hand_dm(
    play: Play,
    user: discord.User | discord.Member,
    *,
    table_id: int,
    guild_name: str | None,
    hand: Sequence[Card],
    lang: str,
    send_new: bool = True,
) -> DmStatus | None:
    """Show `hand` in the player's DM for this table: edit the known message, else send one.

    With `send_new=False` only an existing DM is edited (used when someone else changed the
    hand: nobody gets a first DM they did not ask for); None then means there was none.
    """
    hand_shown(table_id, user.id)  # the step's after-path need not do it again
    if user.bot:
        return DmStatus.CLOSED
    place = place_name(lang, table_id, in_server=guild_name is not None)
    text = hand_dm_text(lang, hand, table_id=table_id, guild_name=guild_name, place=place)
    layout = card_layout(text, accent=PRIVATE)
    known = await play.hand.dm_message(table_id, user.id)
    if known is None and not send_new:
        return None
    written = _written.setdefault(play, {})
    key = (table_id, user.id)
    if known is not None and _shows_already(written.get(key), known.message_id, text, play.now()):
        return DmStatus.EDITED  # it shows this hand: nothing to edit
    try:
        channel = user.dm_channel or await user.create_dm()
        if known is not None:
            try:
                # content=None: a DM written before replies were V2 cards loses its old text
                await channel.get_partial_message(known.message_id).edit(content=None, view=layout)
                _remember(written, key, (known.message_id, text, play.now()))
                return DmStatus.EDITED
            except discord.NotFound:
                if not send_new:
                    return None
                # the DM message is gone: send a new one below
        message = await channel.send(view=layout)
    except discord.Forbidden as error:
        if error.code != CANNOT_DM:
            log.info("DM to a player refused with code %s", error.code)
        return DmStatus.CLOSED
    except discord.HTTPException:
        log.warning("could not update a hand DM (table %s)", table_id, exc_info=True)
        return DmStatus.FAILED
    await play.hand.set_dm_message(table_id, user.id, message.id, message.channel.id)
    _remember(written, key, (message.id, text, play.now()))
    return DmStatus.SENT


def _remember(
    written: dict[tuple[int, int], tuple[int, str, float]],
    key: tuple[int, int],
    entry: tuple[int, str, float],
) -> None:
    """Keep what a DM shows; past ``_KEPT`` entries, those older than ``UNCHANGED_S`` go (they
    would not be used), so a long-running bot keeps only the last minute's DMs."""
    if len(written) >= _KEPT:
        now = entry[2]
        for stale in [k for k, (_, _, at) in written.items() if not 0 <= now - at < UNCHANGED_S]:
            del written[stale]
    written[key] = entry


def _shows_already(last: tuple[int, str, float] | None, message_id: int, text: str, now: float) -> bool:
    """Whether the DM message was written with this very text within the last `UNCHANGED_S`."""
    if last is None:
        return False
    last_id, last_text, at = last
    return last_id == message_id and last_text == text and 0 <= now - at < UNCHANGED_S


def dm_note(lang: str, status: DmStatus) -> str | None:
    """The line added to an ephemeral reply when the DM could not be updated."""
    if status is DmStatus.CLOSED:
        return tr(lang, "hand-dm-closed")
    if status is DmStatus.UNREACHABLE:
        return tr(lang, "hand-dm-unreachable")
    if status is DmStatus.FAILED:
        return tr(lang, "hand-dm-failed")
    return None
