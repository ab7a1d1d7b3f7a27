"""The one path after every step: what committed units left to do, done once the answer is out.

The play layer collects it per interaction (``bot.play.common.after``); the bot calls
:func:`carry_out` when the interaction's callback has finished (a command, a button, a menu, a
form: ``bot.ui.common.base.guarded`` and the command tree) and after each round of the sweep:

1. the game boards made due are woken (their edit comes once the burst settles);
2. the notices whose step is over are edited to say so;
3. the new notices go out, one message per player and table;
4. the hand DMs of the hands that changed are edited (only where the player already has one, and
   not twice: a feature that answered with the DM's state has refreshed it already);
5. the table decks' epochs of committed shuffles that began or ended are told to the table (a
   public follow-up to the interaction: ``bot.ui.deck``).

Nothing here fails the step that was just answered: each part logs its own failure.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

from bot.play.common.after import AfterStep, Notice
from bot.ui.deck import post_epochs
from bot.ui.hand.dm import refresh_hand_dm
from bot.ui.notices.send import deliver, settle

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


async def carry_out(bot: FatebotBase, after: AfterStep, interaction: discord.Interaction[Any] | None) -> None:
    if after.boards:
        bot.board_wake.soon()
    for settled in after.settled:
        try:
            await settle(bot, settled)
        except Exception:
            log.exception("could not settle a notice at table %s", settled.table_id)
    for notice in grouped(after.notices):
        try:
            await deliver(bot, notice, interaction)
        except Exception:
            log.exception("could not send the notice of table %s", notice.table_id)
    for table_id, player in after.hands:
        if (table_id, player) in after.hands_shown:
            continue
        try:
            await _refresh_hand(bot, table_id, player)
        except Exception:
            log.exception("could not refresh a hand DM at table %s", table_id)
    if after.epochs and interaction is not None:  # only an interaction begins or ends one
        try:
            await post_epochs(interaction, after.epochs)
        except Exception:
            log.exception("could not tell the epochs of table %s", after.epochs[0].table_id)


def grouped(notices: Iterable[Notice]) -> list[Notice]:
    """One notice per player and table: what one interaction asked of a player at once."""
    out: dict[tuple[int, int], Notice] = {}
    for notice in notices:
        key = (notice.table_id, notice.player)
        first = out.get(key)
        if first is None:
            out[key] = notice
            continue
        subjects = {item.subject for item in first.items}
        items = first.items + tuple(item for item in notice.items if item.subject not in subjects)
        out[key] = Notice(
            first.table_id,
            first.player,
            items,
            first.channel_id,
            first.in_channel,
            first.mode,
            first.language,
            first.reminder and notice.reminder,
            first.replaces,
            first.no_reminders_here or notice.no_reminders_here,
            first.supersedes + notice.supersedes,
        )
    return list(out.values())


async def _refresh_hand(bot: FatebotBase, table_id: int, player: int) -> None:
    """Edit the player's hand DM of this table, if they have one (nobody gets a first DM they
    did not ask for)."""
    if await bot.play.hand.dm_message(table_id, player) is None:
        return
    user = bot.get_user(player) or await bot.fetch_user(player)
    result = await bot.play.hand.hand_show(table_id, player)
    channel = bot.get_channel(table_id)
    guild = getattr(channel, "guild", None)
    await refresh_hand_dm(
        bot.play,
        user,
        table_id=table_id,
        guild_name=None if guild is None else guild.name,
        hand=result.hand,
        lang=await bot.table_language(table_id),
        send_new=False,
    )
