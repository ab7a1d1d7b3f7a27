"""The Bot: opens the store, builds the play layer, loads the cogs, syncs commands when changed."""

from __future__ import annotations

import asyncio
import hashlib
import importlib.util
import json
import logging
import pkgutil
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import loops, metrics
from bot.health import heartbeat_path, keep_beating
from bot.metrics import MetricsServer
from bot.play import Lapsed, Play
from bot.play.common.after import AfterStep, collecting
from bot.play.crew_source import PER_MINUTE, BiggerhatSource
from bot.play.league.notices import FORGET
from bot.store import Store
from bot.store.due_repo import BOARD, STEP
from bot.store.league_notice_repo import KIND as LEAGUE_NOTICE
from bot.store.league_repo import ROUND_KIND as LEAGUE_ROUND
from bot.store.notice_repo import KIND as NOTICE
from bot.ui.common import emoji
from bot.ui.common.base import after_interaction, log_interaction
from bot.ui.common.bot_base import FatebotBase
from bot.ui.common.deadline import ANSWER_DEADLINE_S, start_answer_clock
from bot.ui.common.errors import report_error
from bot.ui.common.i18n import FluentTranslator
from bot.ui.common.interaction_edits import fetch_public
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.reach import SERVER_ONLY_CONTEXTS, SERVER_ONLY_INSTALLS, check_reach
from bot.ui.flip.panel import PanelBottomButton, PanelButton
from bot.ui.flip.view import FlipAgainButton, FlipChoiceButton, closed_flip_layout
from bot.ui.game.board import BoardWake, board_handler
from bot.ui.hand.view import DiscardSelect
from bot.ui.league.outbox import deliver_league_notices, notice_handler, round_handler
from bot.ui.notices.after import carry_out
from bot.ui.notices.send import reminder_handler, take_back_lines

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger("fatebot")


def discover_extensions() -> tuple[str, ...]:
    """Every module of the `cogs` package is an extension: a new cog needs no edit here."""
    spec = importlib.util.find_spec("cogs")  # found, not imported: the cogs import the app
    assert spec is not None and spec.submodule_search_locations is not None
    return tuple(
        f"cogs.{module.name}"
        for module in sorted(pkgutil.iter_modules(spec.submodule_search_locations), key=lambda m: m.name)
        if not module.name.startswith("_")
    )


EXTENSIONS: tuple[str, ...] = discover_extensions()
DYNAMIC_ITEMS = (FlipChoiceButton, FlipAgainButton, PanelButton, PanelBottomButton, DiscardSelect)
SWEEP_INTERVAL_S = 60.0
COMMANDS_HASH_KEY = "commands.hash"


class FatebotTree(app_commands.CommandTree["Fatebot"]):
    """Times every command (for the log line) and renders every error privately."""

    async def interaction_check(self, interaction: discord.Interaction[Fatebot], /) -> bool:
        interaction.extras["started"] = time.perf_counter()
        start_answer_clock(interaction)  # the command's task waits for the store no longer than this
        check_reach(self, interaction)
        return True

    async def on_error(
        self, interaction: discord.Interaction[Fatebot], error: app_commands.AppCommandError, /
    ) -> None:
        await report_error(interaction, error)
        _log_command(interaction, "error")
        await after_interaction(interaction)  # what its steps committed before the error


def _log_command(interaction: discord.Interaction[Any], outcome: str) -> None:
    command = interaction.command
    name = f"/{command.qualified_name}" if command is not None else "/?"
    started = interaction.extras.get("started", time.perf_counter())
    log_interaction(name, interaction, started, outcome)


class Fatebot(FatebotBase):
    """Fatebot. Tests inject `rng_factory` (a seeded generator) and `clock` (a fake time)."""

    def __init__(
        self,
        *,
        database: str | Path,
        dev_guild: int | None = None,
        duel_ttl_s: float = 15 * 60.0,
        rng_factory: Callable[[], random.Random] = random.SystemRandom,
        clock: Callable[[], float] = time.time,
        sweep_interval_s: float = SWEEP_INTERVAL_S,
        retention_s: float | None = None,
        extensions: Sequence[str] = EXTENSIONS,
        store: Store | None = None,
        heartbeat: Path | None = None,
        upload_emoji: bool = False,
        metrics_port: int | None = None,
        metrics_host: str = "127.0.0.1",
        answer_deadline_s: float = ANSWER_DEADLINE_S,
        biggerhat_url: str = "",
        biggerhat_per_minute: int | None = PER_MINUTE,
        **client_options: Any,
    ) -> None:
        # Fatebot never joins voice: no warning about voice libraries that are not installed.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        intents = discord.Intents.default()  # no privileged intents: no members, no message content
        intents.members = False
        intents.presences = False
        intents.message_content = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=FatebotTree,
            # A command is server-only unless marked `play_anywhere` (bot/ui/common/reach.py).
            allowed_installs=SERVER_ONLY_INSTALLS,
            allowed_contexts=SERVER_ONLY_CONTEXTS,
            allowed_mentions=discord.AllowedMentions.none(),
            **client_options,
        )
        self.database = str(database)
        self.metrics_port = metrics_port
        self.metrics_host = metrics_host
        # Before Discord's 3 s: a command whose store waits past this answers "busy" privately.
        self.answer_deadline_s = answer_deadline_s
        self._metrics: MetricsServer | None = None
        self.dev_guild = dev_guild
        # The optional source of model numbers (FATEBOT_BIGGERHAT_URL; empty: off, nothing fetched).
        self.biggerhat_url = biggerhat_url
        self.biggerhat_per_minute = biggerhat_per_minute
        self.duel_ttl_s = duel_ttl_s
        self.rng_factory = rng_factory
        self.clock = clock
        self.sweep_interval_s = sweep_interval_s
        self.retention_s = retention_s
        self.extension_names = tuple(extensions)
        # An already open store may be handed in (tests open it outside the bot's own tasks);
        # either way the bot closes it on close().
        self._given_store = store
        self.synced: bool | None = None  # whether the last start synced commands (for tests/logs)
        # Self-hosting (off unless asked for, as in from_settings): a heartbeat file for
        # `python -m bot.health`, and the bot's own suit emoji uploaded at start.
        self.heartbeat = heartbeat
        self.upload_emoji = upload_emoji
        self._heartbeat_task: asyncio.Task[None] | None = None
        self._sweeper: loops.Periodic | None = None
        self.lapse_handlers = {"flip": self.close_flip_choice}
        # What falls due soon after a command (a game board) is done then, not at the next
        # sweep: a shortcut, planned from the due queue's earliest time as stored.
        self.board_wake: BoardWake = BoardWake(self.run_due, clock)

    @classmethod
    def from_settings(cls, settings: Settings) -> Fatebot:
        options: dict[str, Any] = {
            "database": settings.database,
            "dev_guild": settings.dev_guild,
            "duel_ttl_s": settings.duel_ttl_s,
            "retention_s": settings.retention_s,
            "heartbeat": heartbeat_path(settings.database),
            "upload_emoji": True,
            "metrics_port": settings.metrics_port,
            "metrics_host": settings.metrics_host,
            "biggerhat_url": settings.biggerhat_url,
        }
        if settings.shard_count is None:
            return cls(**options)  # one process, discord.py decides as before
        shard_ids = None if settings.shard_ids is None else list(settings.shard_ids)
        return ShardedFatebot(shard_count=settings.shard_count, shard_ids=shard_ids, **options)

    # -- start and stop ------------------------------------------------------------------------

    async def setup_hook(self) -> None:
        self.store = self._given_store or await Store.open(self.database, every=loops.every)
        self.store.on_batch = metrics.observe_batch
        if self.metrics_port is not None:
            self._metrics = MetricsServer(self, self.metrics_port, self.metrics_host)
            await self._metrics.start()
        self.play = Play(
            self.store, rng_factory=self.rng_factory, clock=self.clock, duel_ttl_s=self.duel_ttl_s
        )
        if self.biggerhat_url:
            self.play.crew.source = BiggerhatSource(
                self.biggerhat_url, self.clock, per_minute=self.biggerhat_per_minute
            )
        # What each kind of the due queue's rows is due for (bot.play.common.due).
        self.play.due.handle(STEP, self.lapse_due)
        self.play.due.handle(BOARD, board_handler(self))
        self.play.due.handle(LEAGUE_ROUND, round_handler(self))
        self.play.due.handle(LEAGUE_NOTICE, notice_handler(self))
        self.play.due.handle(FORGET, self.play.season.notices.forget_sent)
        self.play.due.handle(NOTICE, reminder_handler(self))
        await self.tree.set_translator(FluentTranslator())
        for name in self.extension_names:
            await self.load_extension(name)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.start_sweeper()
        self.synced = await self.sync_commands_if_changed()
        if self.upload_emoji:
            await emoji.install(self)  # never raises: falls back to Unicode symbols

    async def close(self) -> None:
        try:
            if self._heartbeat_task is not None:
                self._heartbeat_task.cancel()
                await asyncio.gather(self._heartbeat_task, return_exceptions=True)
            if self._metrics is not None:
                await self._metrics.stop()
            if self._sweeper is not None:
                await self._sweeper.stop()
            await self.board_wake.close()
            if hasattr(self, "store"):
                await self.store.close()
        finally:
            await super().close()

    def start_sweeper(self, interval_s: float | None = None) -> None:
        """The expiry sweep (and the idle tables' retention, and the reminders), now and then every
        ``interval_s``."""
        if self._sweeper is None:
            self._sweeper = loops.every(interval_s or self.sweep_interval_s, self.sweep, "fatebot-sweep")

    async def sweep(self) -> None:
        """One round: everything the due queue holds that is due now, the earliest first, each
        by its kind's handler (a step lapses, a board is redrawn, ...); then forget the idle
        tables once a day."""
        # This process's follow-up lines whose interaction token ends soon (they live in memory,
        # as the token does): taken back first.
        await take_back_lines(self)
        following = await self.run_due()
        await self.play.prune_if_due(self.retention_s)
        if following is not None:
            self.board_wake.soon(following)

    async def run_due(self) -> float | None:
        """Claim and do what is due now (any process may: each row is claimed once), then carry
        out what those units owe (notices, hand DMs); returns when the queue's next row falls due,
        read from the store."""
        with collecting() as after:
            await self.play.due.sweep()
        await self.after_step(after, None)
        return await self.play.due.next_due()

    async def on_ready(self) -> None:
        log.info("connected as %s to %d servers", self.user, len(self.guilds))
        if self.heartbeat is not None and self._heartbeat_task is None:
            self._heartbeat_task = asyncio.create_task(keep_beating(self, self.heartbeat))

    # -- state that no longer has a table -------------------------------------------------------

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.play.forget_table(channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.play.forget_table(payload.thread_id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot left (or was removed from) a server: forget its channels' and threads' tables.
        Tables it cannot see here (uncached threads) go with the idle retention."""
        for table_id in [c.id for c in guild.channels] + [t.id for t in guild.threads]:
            await self.play.forget_table(table_id)

    async def on_app_command_completion(
        self, interaction: discord.Interaction[Fatebot], command: app_commands.Command[Any, ..., Any] | Any
    ) -> None:
        _log_command(interaction, "ok")
        await after_interaction(interaction)

    async def after_step(self, after: AfterStep, interaction: discord.Interaction[Any] | None) -> None:
        await carry_out(self, after, interaction)
        if after.leagues:  # the league notices the units stored (bot.ui.league.outbox)
            try:
                await deliver_league_notices(self, after.leagues)
            except Exception:
                log.exception("could not send the league notices of %s", sorted(after.leagues))

    # -- command sync --------------------------------------------------------------------------

    async def command_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        """Every command as Discord will receive it, translations included."""
        translator = self.tree.translator
        payload: list[dict[str, Any]] = []
        for command in self.tree.get_commands(guild=guild):
            if translator is not None:
                payload.append(await command.get_translated_payload(self.tree, translator))
            else:
                payload.append(command.to_dict(self.tree))
        return payload

    async def sync_commands_if_changed(self) -> bool:
        """Sync only when the definitions differ from the last sync recorded in the store."""
        guild = discord.Object(self.dev_guild) if self.dev_guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payload = await self.command_payload(guild)
        digest = hashlib.sha256(
            json.dumps([self.application_id, payload], sort_keys=True, default=str).encode()
        ).hexdigest()
        key = f"{COMMANDS_HASH_KEY}.{'global' if guild is None else guild.id}"
        # Several processes on one database start together: one syncs, the others then see
        # its digest and do not.
        async with self.store.exclusive("command-sync"):
            if await self.store.get_meta(key) == digest:
                log.info("slash commands unchanged; not syncing")
                return False
            await self.tree.sync(guild=guild)
            await self.store.set_meta(key, digest)
        log.info(
            "synced %d slash commands %s", len(payload), "globally" if guild is None else f"to {guild.id}"
        )
        return True

    # -- expiry --------------------------------------------------------------------------------

    async def lapse_due(self, item: str) -> float | None:
        """The due queue's ``step`` rows: the step (a pending id) lapses, and its message says so."""
        lapsed = await self.play.expire_due(item)
        if lapsed:
            await self.on_lapsed(lapsed)
        return None

    async def close_flip_choice(self, item: Lapsed) -> None:
        """Take the buttons off a flip whose choice expired, and say so."""
        if item.channel_id is None or item.message_id is None:
            return
        try:
            message = await fetch_public(self, item.channel_id, item.message_id)
            lang = await self.table_language(item.table_id)
            lapse = lapse_lines(lang, item.defaults)
            await message.edit(content=None, view=closed_flip_layout(lang, message, lapse))
        except discord.HTTPException:
            log.info("could not close expired flip %s", item.pending_id)


class ShardedFatebot(Fatebot, commands.AutoShardedBot):
    """Fatebot over a range of shards (``FATEBOT_SHARD_COUNT``, ``FATEBOT_SHARD_IDS``): one
    process of several, each running some of the shards, all on one PostgreSQL database."""
