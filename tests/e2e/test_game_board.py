"""The game board end to end, on simcord's virtual clock: posted and pinned at /game start, after
every step (once the settle window has passed) it shows the game as the store holds it, a burst
of steps makes one edit, a restarted bot edits the board that was due, two processes on one
database edit once, /game end leaves the final state unpinned, and /game status shows it
privately with a link.

Edits are counted from the REST requests the bot made (PATCH of the board message).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.loops import every
from bot.play import Play
from bot.play.game.board_due import SETTLE_S, SPACING_S
from bot.play.notices.ops import whose_move
from bot.store import Store, board_repo
from bot.ui.common.i18n import tr
from bot.ui.game.board import flush_due_boards
from bot.ui.game.board_render import board_text
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, all_out, custom_ids, public_messages, reply
from tests.e2e.test_game import choose_open_strategy, game_state, latest_turn_message

pytestmark = pytest.mark.both_stores

HOUR = 3600.0
DAY = 24 * HOUR


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=HOUR)


def bot_of(table: Table) -> Fatebot:
    return table.env.bot  # type: ignore[return-value]


async def board_row(table: Table) -> board_repo.BoardRow:
    row = await board_repo.board(table.store, table.channel.id)
    assert row is not None and row.message_id is not None
    return row


def board_message(table: Table, message_id: int) -> Any:
    return next(m for m in public_messages(table.channel) if m.id == message_id)


def edits(env: simcord.Env, table: Table, message_id: int) -> int:
    path = f"/channels/{table.channel.id}/messages/{message_id}"
    return sum(1 for r in env.http_requests if r.method == "PATCH" and r.path == path)


async def settle(env: simcord.Env) -> None:
    """Past the settle window and the spacing between two edits: the due board is edited (by
    the flush the bot's wake-up would run then; tests/e2e/conftest.py keeps the wake-up off)."""
    await env.advance_time(SPACING_S + SETTLE_S + 1)
    await flush_due_boards(env.bot)  # type: ignore[arg-type]


async def check_board(table: Table) -> str:
    """The pinned board shows the game exactly as the store holds it now, and its facts."""
    row = await board_row(table)
    message = board_message(table, row.message_id or 0)
    assert message.pinned
    snapshot = await bot_of(table).play.boards.snapshot(table.channel.id, whose_move)
    assert snapshot.view is not None
    assert message.content == board_text("en", snapshot)
    state = snapshot.view.state
    text = message.content
    for index, player in enumerate(state.players):
        assert f"<@{player}>: {state.scores[index].total} VP" in text
        assert f"{state.soulstones[index]} soulstones" in text
    a, b = state.players
    hands = [len(await table.hand(a)), len(await table.hand(b))]
    assert f"Hands: <@{a}> {hands[0]} cards, <@{b}> {hands[1]} cards" in text
    if state.turn:
        assert f"**Turn {state.turn}**" in text or "**Game over**" in text
    for owed in snapshot.owed:
        link = f"/{owed.channel_id}/{owed.message_id}" if owed.message_id else f"/{owed.channel_id})"
        assert f"<@{owed.player}>:" in text and link in text
    return text


async def start(table: Table) -> Any:
    result = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not result.ephemeral, reply(result).content
    return reply(result)


async def play_turn(table: Table, env: simcord.Env) -> None:
    """/game next, both keep their hands, the initiative's chooser picks: a board check after
    each step."""
    state = await game_state(table)
    options = {} if state.turn == 0 else {"last_activation": table.alice}
    await all_out(table, last=table.alice)
    result = await table.bob.slash(table.channel, "game next", **options)
    assert not result.ephemeral, reply(result).content
    await settle(env)
    if await game_state(table) is None:  # the last turn ended the game as /game end does
        return
    await check_board(table)
    for player in (table.alice, table.bob):
        message = latest_turn_message(table)
        if "fb:gds:keep" in custom_ids(message):
            await player.click(message, custom_id="fb:gds:keep")
            await settle(env)
            await check_board(table)
    message = latest_turn_message(table)
    buttons = [i for i in custom_ids(message) if i.startswith("fb:gi:")]
    if buttons:
        chooser = table.alice if f":{table.alice.id}:first:" in buttons[0] else table.bob
        await chooser.click(message, custom_id=buttons[0])
        await settle(env)
        await check_board(table)


async def score(table: Table, env: simcord.Env, **change: int) -> None:
    result = await table.alice.slash(table.channel, "game score", **change)
    assert not result.ephemeral, reply(result).content
    await settle(env)
    await check_board(table)


async def test_the_board_follows_a_three_day_game(table: Table, simcord_env: simcord.Env) -> None:
    setup = await start(table)
    row = await board_row(table)
    message_id = row.message_id or 0
    assert row.pinned and board_message(table, message_id).pinned
    await check_board(table)
    await choose_open_strategy(table, setup)
    await settle(simcord_env)
    text = await check_board(table)
    # The encounter and its scheme pool are the setup message's (tests/e2e/test_board_fixes.py).
    assert "Scheme pool" not in text and tr("en", "board-setup-above") in text

    # Day 1: turns 1 and 2, then a burst of three changes without time passing: one edit.
    for _ in range(2):
        await play_turn(table, simcord_env)
        await score(table, simcord_env, strategy=1)
    # The in-memory wake-up is off in these tests (conftest): the stored due time alone
    # decides, and the hourly sweep finds the board due once.
    before = edits(simcord_env, table, message_id)
    start_time = bot_of(table).play.now()
    for change in ({"soulstones": 1}, {"soulstones": 1}, {"soulstones": -1}):
        result = await table.alice.slash(table.channel, "game score", **change)
        assert not result.ephemeral, reply(result).content
    assert bot_of(table).play.now() == start_time  # no time passed
    assert edits(simcord_env, table, message_id) == before
    await simcord_env.advance_time(HOUR)
    assert edits(simcord_env, table, message_id) == before + 1
    await check_board(table)
    await simcord_env.advance_time(HOUR)
    assert edits(simcord_env, table, message_id) == before + 1  # nothing more was due

    status = await table.bob.slash(table.channel, "game status")
    assert status.ephemeral
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{message_id}"
    assert link in reply(status).content and "1 soulstones" in reply(status).content
    await simcord_env.advance_time(DAY - 4 * HOUR)  # the rest of the day: sweeps, nothing due
    await check_board(table)

    # Day 2: turns 3 and 4.
    for _ in range(2):
        await play_turn(table, simcord_env)
        await score(table, simcord_env, strategy=1)
    await simcord_env.advance_time(DAY - 2 * HOUR)
    await check_board(table)

    # Day 3: the game ends by its rule, as /game end does: the final board, unpinned.
    await play_turn(table, simcord_env)
    final = board_message(table, message_id)
    assert not final.pinned and "**Game over**" in final.content
    assert "no longer updated" in final.content
    assert tr("en", "board-events") in final.content  # the log's last events, its end included
    assert await board_repo.board(table.store, table.channel.id) is None
    missing = await table.bob.slash(table.channel, "game status")
    assert missing.ephemeral and "no game" in reply(missing).content.casefold()


async def test_a_restarted_bot_edits_the_board_that_was_due(
    table: Table,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
) -> None:
    await start(table)
    row = await board_row(table)
    await table.alice.slash(table.channel, "game score", soulstones=2)
    assert (await board_row(table)).due_at is not None
    await simcord_env.restart_bot(await make_bot(sweep_interval_s=HOUR))
    await settle(simcord_env)
    assert edits(simcord_env, table, row.message_id or 0) == 1
    assert "2 soulstones" in await check_board(table)


async def test_two_processes_on_one_database_edit_once(
    table: Table, simcord_env: simcord.Env, bot_database: Any
) -> None:
    await start(table)
    row = await board_row(table)
    await table.alice.slash(table.channel, "game score", soulstones=3)
    bot = bot_of(table)
    other = await Store.open(bot_database, every=every)  # a second process: its own connections
    try:
        # Both find the board due (their clocks are past it) and race for it.
        later = lambda: bot.play.now() + SPACING_S + SETTLE_S + 1  # noqa: E731
        processes = [Play(bot.store, clock=later).boards, Play(other, clock=later).boards]
        await asyncio.gather(*(flush_due_boards(bot, boards) for boards in processes))
    finally:
        await other.close()
    assert edits(simcord_env, table, row.message_id or 0) == 1


async def test_a_deleted_board_is_posted_again_and_pinned(table: Table, simcord_env: simcord.Env) -> None:
    await start(table)
    row = await board_row(table)
    channel = bot_of(table).get_partial_messageable(table.channel.id)
    await channel.get_partial_message(row.message_id or 0).delete()
    await table.alice.slash(table.channel, "game score", soulstones=1)
    await settle(simcord_env)
    moved = await board_row(table)
    assert moved.message_id != row.message_id and moved.pinned
    assert "1 soulstones" in await check_board(table)


async def test_where_the_bot_is_not_a_member_the_board_is_game_status(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    place = contexts.place("group-dm", table)
    assert place.bob is not None
    started = await place.alice.slash(place.channel, "game start", opponent=place.bob)
    assert not started.ephemeral, reply(started).content
    note = tr("en", "board-status-only")
    assert note in reply(started).content
    assert await board_repo.board(table.store, place.table_id) is None  # no message to keep
    status = await place.bob.slash(place.channel, "game status")
    assert status.ephemeral
    assert note in reply(status).content and "0 soulstones" in reply(status).content
