"""A command that opens something is undone when its reply cannot be delivered.

Commit, then reply: if Discord then refuses the reply (a 500 or a 429 on the interaction
callback or the follow-up, an interaction that expired), nobody holds the buttons of what was
opened, and a retry would open a second one. Run the play call and the reply that carries its
controls inside ``undone_unless_delivered``: on a refused reply every unit of work the block
committed is compensated (``Play.undo``), and the player is told privately that nothing
changed and to try again. Hand DMs are not part of this: a closed or failing DM is reported in
the reply (``bot.ui.hand.dm``) and ``/hand show`` always works, so it never undoes anything.

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

log = logging.getLogger(__name__)


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
