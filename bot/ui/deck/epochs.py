"""A table deck's epochs of committed shuffles, told to the table (docs/fair-deck.md): the
commitment of each epoch a step began, and the seed and record of each one it ended, in a public
follow-up to the interaction that caused them, right after its answer (``bot.ui.notices.after``).
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import Any

import discord

from bot.play.common.after import Epoch
from bot.store import SHARED_OWNER
from bot.ui.common.base import NO_PINGS
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr

PER_MESSAGE = 5  # epochs told in one message (its text stays far below Discord's 2,000 characters)


def epoch_text(lang: str, epoch: Epoch) -> tuple[str, discord.File | None]:
    """One epoch's line, and its record's file if it ended."""
    if epoch.owner == SHARED_OWNER:
        deck = tr(lang, "fair-table-deck-shared")
    else:
        deck = tr(lang, "fair-table-deck-of", owner=f"<@{epoch.owner}>")
    if epoch.record is None:
        return tr(lang, "fair-table-committed", deck=deck, commitment=epoch.commitment), None
    record = json.loads(epoch.record)
    name = f"deck-record-{epoch.owner}-{epoch.commitment[:12]}.json"
    text = tr(
        lang,
        "fair-table-revealed",
        deck=deck,
        seed=record["seed"],
        commitment=epoch.commitment,
        moves=len(record["moves"]),
        file=name,
    )
    return text, discord.File(io.BytesIO(epoch.record.encode("utf-8")), filename=name)


async def post_epochs(interaction: discord.Interaction[Any], epochs: Sequence[Epoch]) -> None:
    lang = await language_of(interaction)
    for at in range(0, len(epochs), PER_MESSAGE):
        told = [epoch_text(lang, epoch) for epoch in epochs[at : at + PER_MESSAGE]]
        files = [file for _, file in told if file is not None]
        await interaction.followup.send(
            "\n".join(text for text, _ in told), files=files, allowed_mentions=NO_PINGS
        )
