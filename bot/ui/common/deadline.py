"""The answer deadline of an interaction (bot.store.deadline): set when it arrives.

Discord drops an interaction left unanswered for 3 seconds ("The application did not respond").
Everything on the way to the first answer waits no longer than ``answer_deadline_s`` (the bot's
setting, 2 seconds: the answer itself still has to travel); past it the command changes nothing
and answers privately that the table is busy (``error-store-busy``), never silence. Once the
interaction has been answered or deferred, there is no deadline.
"""

from __future__ import annotations

import time
from typing import Any

import discord

from bot.play.common.after import open_collector
from bot.play.common.calls import note_call
from bot.store.deadline import answer_deadline
from bot.ui.common.i18n import resolve_language
from bot.ui.common.place_names import remember_place
from bot.ui.common.reach import bot_is_member

ANSWER_DEADLINE_S = 2.0


class InteractionDeadline:
    """Real seconds (``perf_counter``: the store's lock waits are real, whatever clock a test
    simulates) from the interaction's arrival."""

    __slots__ = ("_at", "_response")

    def __init__(self, interaction: discord.Interaction[Any], seconds: float) -> None:
        self._at = time.perf_counter() + seconds
        self._response = interaction.response

    def remaining(self) -> float | None:
        if self._response.is_done():
            return None
        return self._at - time.perf_counter()


def start_answer_clock(interaction: discord.Interaction[Any]) -> None:
    """From now on this task waits for the store no longer than the answer can wait.

    Every interaction passes here first, so it also tells the play layer who acts from where
    (``bot.play.common.calls``: the server of the places of /games, who just acted for the
    notices), and opens the collector of what its steps leave to do once it is answered
    (``bot.play.common.after``)."""
    seconds = float(getattr(interaction.client, "answer_deadline_s", ANSWER_DEADLINE_S))
    answer_deadline.set(InteractionDeadline(interaction, seconds))
    note_call(
        interaction.channel_id,
        interaction.guild_id,
        actor=interaction.user.id,
        in_channel=bot_is_member(interaction),
        language=resolve_language(None, interaction.locale, interaction.guild_locale),
        interaction=interaction.id,
    )
    remember_place(interaction)  # how a DM names this table (a hand DM's title)
    open_collector()
