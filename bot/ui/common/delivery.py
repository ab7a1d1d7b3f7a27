"""A command that opens something is undone when its reply was never shown.

Commit, then reply: if Discord then refuses the reply (a 429 or another 4xx on the interaction
callback or the follow-up, an interaction that expired), nobody holds the buttons of what was
opened, and a retry would open a second one. Run the play call and the reply that carries its
controls inside ``undone_unless_delivered``: on a refused reply every unit of work the block
committed is compensated (``Play.undo``), and the player is told privately that nothing
changed and to try again. Hand DMs are not part of this: a closed or failing DM is reported in
the reply (``bot.ui.hand.dm``) and ``/hand show`` always works, so it never undoes anything.

Undoing restores the decks exactly, so it is only done when the reply is known not to have
been shown (issue 24 §1): a 4xx, or ``10062 Unknown interaction``. A 5xx may come from a
Discord that processed the reply and failed to answer, and ``40060 already acknowledged`` is
what discord.py's retry of such a 5xx gets: the table may have seen the cards, and restoring
them face down in the order they were seen would tell everyone the top of the deck. Then the
interaction's ``@original`` answers: a reply that is not there was never shown (undone
exactly); one that is there, or a follow-up or a lookup that failed, counts as delivered: the
command stands and the player is told privately to look for the reply.

End the block once the message carrying the controls is out: what follows it (remembering the
message, notes) must not undo a command whose message everyone can already see.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import discord

from bot.errors import DomainError
from bot.play.common.undo import journal
from bot.ui.common.base import fatebot
from bot.ui.common.errors import ALREADY_ACKNOWLEDGED

UNKNOWN_INTERACTION = 10062

log = logging.getLogger(__name__)


def passing(error: discord.HTTPException) -> bool:
    """Whether Discord refused a message for a passing reason (it said to wait past discord.py's
    own retries, or it was down): what the bot posts on its own (a board, a notice) is then kept
    as due and tried again, never lost."""
    return error.status >= 500 or error.status == 429


@contextlib.asynccontextmanager
async def undone_unless_delivered(interaction: discord.Interaction[Any]) -> AsyncIterator[None]:
    failure: discord.HTTPException | None = None
    with journal() as done:
        try:
            yield
        except discord.HTTPException as error:
            failure = error
    if failure is None:
        return
    if await may_have_been_shown(interaction, failure):
        log.warning(
            "reply in table %s may have been shown (HTTP %s, code %s): kept as delivered",
            interaction.channel_id,
            failure.status,
            failure.code,
        )
        raise DomainError("reply-error-maybe-shown") from failure
    undone = await fatebot(interaction).play.undo(done)
    log.warning(
        "reply in table %s not delivered (HTTP %s, code %s): undid %d unit(s) of work (%s)",
        interaction.channel_id,
        failure.status,
        failure.code,
        len(undone),
        ", ".join("restored" if u.exact else f"cancelled {list(u.cancelled)}" for u in undone) or "-",
    )
    raise DomainError("reply-error-undelivered") from failure


async def may_have_been_shown(interaction: discord.Interaction[Any], failure: discord.HTTPException) -> bool:
    """False only when the failed reply is known never to have been shown to anyone."""
    if failure.code == UNKNOWN_INTERACTION:
        return False  # the interaction was never answered: nothing was shown
    if failure.status < 500 and failure.code != ALREADY_ACKNOWLEDGED:
        return False  # refused as sent (a 4xx on the first attempt)
    if interaction.response.is_done():
        return True  # a follow-up: it has no @original to look at
    try:
        await interaction.original_response()
    except discord.NotFound:
        return False
    except discord.HTTPException:
        return True
    return True
