"""What the ui knows of the bot: the play layer, a table's language and the lapse handlers.

``bot.app.Fatebot`` is the one subclass: it opens the store, builds the play layer and loads the
cogs. The ui and the cogs are typed against this class, so the ui never imports the app.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

import discord
from discord.ext import commands

from bot.play import Lapsed, Play
from bot.play.common.after import AfterStep
from bot.play.game.language import game_language
from bot.store import Store
from bot.ui.common.i18n import DEFAULT_LANGUAGE, resolve_language

log = logging.getLogger("fatebot")

LapseHandler = Callable[[Lapsed], Awaitable[None]]


class Wake(Protocol):
    """Something that runs soon, at the clock's time ``at`` (the game boards' flush)."""

    def soon(self, at: float | None = None) -> None: ...


class FatebotBase(commands.Bot):
    """The bot as the ui sees it. Its subclass sets these in ``__init__`` and ``setup_hook``."""

    play: Play
    store: Store
    dev_guild: int | None
    rng_factory: Callable[[], random.Random]
    # What to do with the public message of an expired open record, by kind. Cogs that open
    # records (duels, ...) register theirs in cog_load.
    lapse_handlers: dict[str, LapseHandler]
    board_wake: Wake  # bot/ui/game/board.py: BoardWake

    async def after_step(self, after: AfterStep, interaction: discord.Interaction[Any] | None) -> None:
        """Carry out what an interaction's (or a sweep's) committed steps left to do: boards,
        notices, hand DMs (``bot.app.Fatebot``: ``bot.ui.notices.after``)."""
        raise NotImplementedError

    async def language_for(self, interaction: discord.Interaction[Any]) -> str:
        """The language of what an interaction shows the place (its public messages): the table's
        if set, else that of the game running there (fixed at its start, whoever presses), else
        the user's, else the server's, else English."""
        cached = interaction.extras.get("lang")
        if isinstance(cached, str):
            return cached
        place = await self._place_language(interaction.channel_id)
        lang = resolve_language(place, interaction.locale, interaction.guild_locale)
        interaction.extras["lang"] = lang
        return lang

    async def reader_language_for(self, interaction: discord.Interaction[Any]) -> str:
        """The language of a private reply: the table's if set, else the reader's own (their
        Discord language, else the server's, else English), whatever game runs there."""
        cached = interaction.extras.get("reader_lang")
        if isinstance(cached, str):
            return cached
        table_language = None
        if interaction.channel_id is not None:  # any table: a channel, a DM, a group DM
            table_language = (await self.store.table_settings(interaction.channel_id)).language
        lang = resolve_language(table_language, interaction.locale, interaction.guild_locale)
        interaction.extras["reader_lang"] = lang
        return lang

    async def _place_language(self, table_id: int | None) -> str | None:
        if table_id is None:
            return None
        # A read of the store (its cache or queue), not a unit of work: no table lock.
        settings, document = await self.store.table_state(table_id)
        return settings.language or game_language(document)

    async def table_language(self, table_id: int) -> str:
        """The language of a table's public messages nobody's interaction asked for (expiry, the
        board, notices): the table's, else its running game's, else English."""
        return await self._place_language(table_id) or DEFAULT_LANGUAGE

    async def on_lapsed(self, lapsed: Sequence[Lapsed]) -> None:
        for item in lapsed:
            handler = self.lapse_handlers.get(item.kind)
            if handler is None:
                continue
            try:
                await handler(item)
            except Exception:
                log.exception("lapse handler for %s %s failed", item.kind, item.pending_id)
