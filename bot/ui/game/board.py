"""The game board on Discord: posted and pinned at /game start, edited in place as the game goes,
finished at /game end, shown privately by /game status.

Edits never run in a command's reply path. A command only marks the board due (in its unit of
work: a row of the due queue, kind ``board``); the due queue's sweep edits the due ones
(``board_handler``): every round of the sweep (so a restart catches up) and soon after a command
through ``BoardWake``, an in-memory timer that only shortens the wait (what is due, and when,
always comes from the database). A deleted board message is posted again (and pinned);
one Discord asks to wait for, or is down for, is tried again later (``board_due.RETRY_S``): the
first post at /game start too, kept as a due board without a message. What could not be
delivered is logged at WARNING.

Where the bot is not a member of the place (a user install: a group DM, a server without the
bot) there is no channel message it could edit over days: there the board is only /game status.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import DomainError
from bot.play.common.due import DueQueue, Handler
from bot.play.game.board import BoardSnapshot, GameBoards, recent_events
from bot.play.game.board_due import SETTLE_S
from bot.play.game.log import answer_medians
from bot.play.game.state import GameView
from bot.play.notices.ops import whose_move
from bot.store.board_repo import BoardRow
from bot.store.due_repo import BOARD
from bot.ui.common.base import NO_PINGS, fatebot, table_of
from bot.ui.common.delivery import passing
from bot.ui.common.errors import language_of, reader_language_of
from bot.ui.common.i18n import tr
from bot.ui.common.reach import bot_is_member
from bot.ui.game.board_render import board_layout
from bot.ui.game.luck_render import record_luck_text
from bot.ui.game.voice_status import clear_voice_status, show_voice_status
from bot.ui.notices.send import jump_url

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)

WAKE_MARGIN_S = 0.5  # after the due time, so that the board is due when the timer fires
WAKE_HORIZON_S = 60.0  # later boards are the sweep's


def _may_pin(permissions: discord.Permissions | None) -> bool:
    return permissions is not None and (permissions.pin_messages or permissions.manage_messages)


def _channel_permissions(bot: FatebotBase, channel_id: int) -> discord.Permissions | None:
    channel = bot.get_channel(channel_id)
    if isinstance(channel, discord.abc.GuildChannel | discord.Thread) and channel.guild.me is not None:
        return channel.permissions_for(channel.guild.me)
    return None


async def _post(
    bot: FatebotBase, channel_id: int, layout: discord.ui.LayoutView, may_pin: bool
) -> tuple[discord.Message, bool]:
    """Send the board; pin it where the bot may (a refusal leaves it unpinned)."""
    message = await bot.get_partial_messageable(channel_id).send(view=layout, allowed_mentions=NO_PINGS)
    pinned = False
    if may_pin:
        try:
            await message.pin()
            pinned = True
        except discord.HTTPException as error:  # 403/50013: no permission after all
            log.info("could not pin the board in %s: %s", channel_id, error.status)
    return message, pinned


async def _unpin(bot: FatebotBase, row: BoardRow) -> None:
    if not row.pinned or row.message_id is None:
        return
    try:
        await bot.get_partial_messageable(row.channel_id).get_partial_message(row.message_id).unpin()
    except discord.HTTPException:
        log.info("could not unpin the board of table %s", row.table_id)


async def post_board(interaction: discord.Interaction[Any], view: GameView) -> None:
    """At /game start, after the reply: post the board in the game's channel (its own thread, with
    ``thread:True``) and pin it."""
    if not bot_is_member(interaction):
        return  # no message the bot could edit later here: /game status is the board
    bot = fatebot(interaction)
    table_id = view.table_id
    lang = view.state.language or await language_of(interaction)  # the game's (its thread's too)
    boards = bot.play.boards
    snapshot = await boards.snapshot(table_id, whose_move)
    layout = board_layout(lang, snapshot)
    try:
        message, pinned = await _post(bot, table_id, layout, _may_pin(interaction.app_permissions))
    except discord.HTTPException as error:
        if not passing(error):
            log.warning("could not post the board of table %s: HTTP %s", table_id, error.status)
            return
        # Discord said to wait, or was down: the board is kept as due without a message, and the
        # flusher posts it (the wake-up, else the next sweep), as it posts a deleted one again.
        log.warning("could not post the board of table %s yet (HTTP %s): retried", table_id, error.status)
        due = await boards.record_unposted(table_id, language=lang, guild_id=interaction.guild_id)
        bot.board_wake.soon(due)
        return
    old = await boards.record(
        table_id, table_id, message.id, pinned=pinned, language=lang, guild_id=interaction.guild_id
    )
    if old is not None:
        await _unpin(bot, old)
    await show_voice_status(bot, table_id, lang, snapshot)


async def _redraw(bot: FatebotBase, boards: GameBoards, row: BoardRow) -> float | None:
    """Edit (or post again) the board; None: done, else when to try again."""
    snapshot = await boards.snapshot(row.table_id, whose_move)
    if snapshot.view is None:  # the game is gone without its end (a forgotten table, say)
        await boards.forget(row.table_id)
        await clear_voice_status(bot, row.channel_id)
        return None
    layout = board_layout(row.language, snapshot)
    channel = bot.get_partial_messageable(row.channel_id)
    if row.message_id is not None:
        try:
            await channel.get_partial_message(row.message_id).edit(view=layout, allowed_mentions=NO_PINGS)
            await show_voice_status(bot, row.channel_id, row.language, snapshot)
            return None
        except discord.NotFound:
            log.info("the board of table %s was deleted: posting it again", row.table_id)
        except discord.Forbidden:
            log.info("the board of table %s can no longer be edited", row.table_id)
            await boards.forget(row.table_id)
            return None
    try:
        message, pinned = await _post(
            bot, row.channel_id, layout, _may_pin(_channel_permissions(bot, row.channel_id))
        )
    except discord.HTTPException as error:
        log.warning("could not post the board of table %s again: HTTP %s", row.table_id, error.status)
        if passing(error):
            return boards.retry_at()
        await boards.forget(row.table_id)
        return None
    await boards.record(
        row.table_id, row.channel_id, message.id, pinned=pinned, language=row.language, guild_id=row.guild_id
    )
    await show_voice_status(bot, row.channel_id, row.language, snapshot)
    return None


def board_handler(bot: FatebotBase, boards: GameBoards | None = None) -> Handler:
    """The due queue's handler of ``board`` rows (its item: the table): edit the board; a
    refusal for a passing reason makes it due again later."""

    async def redraw_due(item: str) -> float | None:
        board = boards or bot.play.boards
        row = await board.start_edit(int(item))
        if row is None:
            return None  # the board is gone
        try:
            return await _redraw(bot, board, row)
        except discord.HTTPException as error:  # 429 past discord.py's own waits, 5xx
            log.warning("could not edit the board of table %s: HTTP %s (retried)", row.table_id, error.status)
            return board.retry_at()

    return redraw_due


async def flush_due_boards(bot: FatebotBase, boards: GameBoards | None = None) -> float | None:
    """Edit every board that is due now, through the due queue (each row claimed first: another
    process may take it), and no other kind; returns when the queue's next row falls due."""
    boards = boards or bot.play.boards
    queue = DueQueue(boards.core.store, boards.core.now)
    queue.handle(BOARD, board_handler(bot, boards))
    await queue.sweep(kind=BOARD)
    return await queue.next_due()


async def finish_board(bot: FatebotBase, table_id: int, view: GameView | None, lang: str) -> None:
    """/game end (``view``: the game as it ended) or /game set_aside (None): a last edit that shows
    the final state, then the board is unpinned and no longer kept."""
    row = await bot.play.boards.forget(table_id)
    await clear_voice_status(bot, table_id if row is None else row.channel_id)
    if row is None or row.message_id is None:
        return
    final = (
        None
        if view is None
        else dataclasses.replace(view, state=dataclasses.replace(view.state, phase="over"))
    )
    notes = [tr(row.language, "board-final" if view is not None else "board-set-aside")]
    if view is not None and view.record is not None:  # the luck report (docs/fair-deck.md)
        notes.append(record_luck_text(row.language, json.loads(view.record)))
    events = () if view is None else tuple(view.log)  # the whole log, its end included
    snapshot = BoardSnapshot(table_id, final, events=recent_events(events), medians=answer_medians(events))
    layout = board_layout(row.language, snapshot, [n for n in notes if n])
    try:
        await (
            bot.get_partial_messageable(row.channel_id)
            .get_partial_message(row.message_id)
            .edit(view=layout, allowed_mentions=NO_PINGS)
        )
    except discord.HTTPException as error:
        log.warning("could not finish the board of table %s: HTTP %s", table_id, error.status)
    await _unpin(bot, row)


async def status_reply(interaction: discord.Interaction[Any]) -> None:
    """/game status: the board, privately, with a link to the board message if there is one."""
    bot = fatebot(interaction)
    table_id = table_of(interaction)
    lang = await reader_language_of(interaction)
    snapshot = await bot.play.boards.snapshot(table_id, whose_move)
    if snapshot.view is None:
        raise DomainError("game-error-no-game")
    row = snapshot.row
    if row is not None and row.message_id is not None:
        link = jump_url(row.guild_id or interaction.guild_id, row.channel_id, row.message_id)
        notes = [tr(lang, "board-link-pinned" if row.pinned else "board-link", link=link)]
    elif not bot_is_member(interaction):
        notes = [tr(lang, "board-status-only")]
    else:
        notes = []
    layout = board_layout(lang, snapshot, notes, details=True)  # privately: the encounter and seed too
    await interaction.response.send_message(view=layout, ephemeral=True, allowed_mentions=NO_PINGS)


class BoardWake:
    """Soon after a command, run the flusher once the boards it marked are due. In memory only,
    and only a shortcut: a lost wait (a restart) costs a wait until the next sweep.

    The wait is a task that sleeps (not a loop timer): the bot's clock may be virtual (tests),
    and a sleeping task is what such a clock knows how to move past.
    """

    def __init__(self, flush: Callable[[], Awaitable[float | None]], clock: Callable[[], float]) -> None:
        self._flush = flush
        self._clock = clock
        self._waiting: asyncio.Task[None] | None = None
        self._at: float | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def soon(self, at: float | None = None) -> None:
        """Flush at ``at`` (the clock's time; default: a settle window from now), unless a flush
        is already planned sooner."""
        now = self._clock()
        at = now + SETTLE_S if at is None else at
        if at - now > WAKE_HORIZON_S or (self._at is not None and self._at <= at):
            return
        self.cancel()
        self._at = at
        task = asyncio.get_running_loop().create_task(self._wait(max(0.0, at - now) + WAKE_MARGIN_S))
        self._waiting = task
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _wait(self, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self._waiting, self._at = None, None  # from here on a new wake may be planned
        try:
            following = await self._flush()
        except Exception:
            log.exception("the board flush failed")
            return
        if following is not None:
            self.soon(max(following, self._clock() + WAKE_MARGIN_S))

    async def close(self) -> None:
        """Stop: no wait left, and the flush under way (if any) finished or cancelled."""
        self.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def cancel(self) -> None:
        if self._waiting is not None:
            self._waiting.cancel()
        self._waiting, self._at = None, None
