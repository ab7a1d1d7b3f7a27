"""The board and its faults, end to end (play-by-chat issue, items 4 and 7): "away" shows at once,
a game over says so, Done pressed on the board drawn before a handover counts for the player it
was handed to (and only for them), the encounter's pool and seed are the setup message's, a 503
on the board's first post or on a "your move" notice is retried by the next sweep (stored as
due, not lost), and what could not be delivered is logged at WARNING.

The in-memory wake-up of the boards is off in the e2e tests (conftest): the sweep, or an explicit
flush (``settle``), edits what the store says is due.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Awaitable, Callable

import discord
import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.play.notices.ops import whose_move
from bot.store import board_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, dm_messages, reply
from tests.e2e.test_game import choose_open_strategy, game_state
from tests.e2e.test_game_board import board_message, board_row, check_board, play_turn, settle, start
from tests.e2e.test_notices import notice_posts, open_duel

pytestmark = pytest.mark.both_stores

HOUR = 3600.0
V2_FLAG = 1 << 15  # IS_COMPONENTS_V2: the board


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(duel_ttl_s=7 * 24 * HOUR, sweep_interval_s=HOUR)  # a duel waits days


def board_posts(env: simcord.Env, table: Table) -> int:
    path = f"/channels/{table.channel.id}/messages"
    return sum(
        1
        for r in env.http_requests
        if r.method == "POST" and r.path == path and (r.json or {}).get("flags", 0) & V2_FLAG
    )


def warnings(caplog: pytest.LogCaptureFixture, *words: str) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno == logging.WARNING and all(w in r.getMessage() for w in words)
    ]


async def test_a_503_on_the_first_board_post_yields_a_board_by_the_next_sweep(
    table: Table, simcord_env: simcord.Env, caplog: pytest.LogCaptureFixture
) -> None:
    simcord_env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    with caplog.at_level(logging.WARNING):
        await start(table)
    row = await board_repo.board(table.store, table.channel.id)
    assert row is not None and row.message_id is None and row.due_at is not None  # kept as due
    assert board_posts(simcord_env, table) == 1  # the one that failed
    assert warnings(caplog, "could not post the board", str(table.channel.id), "503")
    await simcord_env.advance_time(HOUR + 1)  # the next sweep
    assert board_posts(simcord_env, table) == 2
    await check_board(table)  # posted, pinned, and showing the game as it is


async def test_a_403_on_the_first_board_post_is_logged_and_not_retried(
    table: Table, simcord_env: simcord.Env, caplog: pytest.LogCaptureFixture
) -> None:
    """The control: a refusal that will not pass (no permission) keeps no board to retry."""
    simcord_env.inject_error(
        "POST", f"/channels/{table.channel.id}/messages", status=403, code=50013, times=1
    )
    with caplog.at_level(logging.WARNING):
        await start(table)
    assert await board_repo.board(table.store, table.channel.id) is None
    assert warnings(caplog, "could not post the board", "403")
    await simcord_env.advance_time(HOUR + 1)
    assert board_posts(simcord_env, table) == 1


async def test_a_503_on_a_notice_is_retried_by_the_next_sweep_once(
    table: Table, simcord_env: simcord.Env, caplog: pytest.LogCaptureFixture
) -> None:
    """At `live` pace (the default) no reminder follows: without the retry the defender would
    never be told. It is stored as due (``NoticePlay.undelivered``): the next sweep sends it."""
    simcord_env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    with caplog.at_level(logging.WARNING):
        message = await open_duel(table)
    assert len(notice_posts(simcord_env, table)) == 1  # the one that failed
    assert warnings(caplog, "could not send a notice", str(table.bob.id), "503", "retried")
    assert not any(message.content in w for w in warnings(caplog, "notice"))  # never its text
    await simcord_env.advance_time(HOUR + 1)  # the next sweep
    posts = notice_posts(simcord_env, table)
    assert len(posts) == 2 and f"<@{table.bob.id}>" in posts[1]["content"]
    assert tr("en", "notice-owed-duel-accept") in posts[1]["content"]
    assert posts[1]["allowed_mentions"]["users"] == [table.bob.id]
    await simcord_env.advance_time(4 * 24 * HOUR)  # told once: no reminders at live pace
    assert len(notice_posts(simcord_env, table)) == 2


async def test_a_503_on_a_notice_by_dm_is_retried_too(
    table: Table, simcord_env: simcord.Env, caplog: pytest.LogCaptureFixture
) -> None:
    await table.bob.slash(table.channel, "notify", mode="dm")
    simcord_env.inject_error("POST", "/channels/*/messages", status=503, times=1)  # the DM's post
    with caplog.at_level(logging.WARNING):
        await open_duel(table)
    assert dm_messages(simcord_env, table.bob) == []
    assert warnings(caplog, "could not send a notice", str(table.bob.id), "by DM", "503")
    await simcord_env.advance_time(HOUR + 1)  # the next sweep
    dms = dm_messages(simcord_env, table.bob)
    assert len(dms) == 1 and tr("en", "notice-owed-duel-accept") in dms[0].content
    assert notice_posts(simcord_env, table) == []


async def test_away_shows_on_the_board_at_once(table: Table, simcord_env: simcord.Env) -> None:
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await play_turn(table, simcord_env)
    snapshot = await table.env.bot.play.boards.snapshot(table.channel.id, whose_move)  # type: ignore[attr-defined]
    waited = {o.player for o in snapshot.owed}
    assert waited
    player = table.alice if table.alice.id in waited else table.bob
    back = (discord.utils.utcnow() + dt.timedelta(days=10)).date().isoformat()
    away = tr("en", "board-away", until="").split("(")[0]
    assert "away until" not in (await check_board(table))
    result = await player.slash(table.channel, "notify", away_until=back)
    assert result.ephemeral
    await settle(simcord_env)  # no game event since: only the /notify made the board due
    text = await check_board(table)
    assert away.strip() in text and "away until <t:" in text
    result = await player.slash(table.channel, "notify", away_until="off")
    await settle(simcord_env)
    assert "away until" not in (await check_board(table))


async def test_a_game_over_board_says_so(table: Table, simcord_env: simcord.Env) -> None:
    await start(table)
    row = await board_row(table)
    ended = await table.alice.slash(table.channel, "game end", concede=True)
    assert not ended.ephemeral, reply(ended).content
    final = board_message(table, row.message_id or 0).content
    assert tr("en", "board-owed-over") in final
    assert tr("en", "board-owed-none") not in final


async def test_done_on_the_board_drawn_before_a_handover_counts_for_whom_it_was_handed_to(
    table: Table, simcord_env: simcord.Env
) -> None:
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await play_turn(table, simcord_env)
    state = await game_state(table)
    act = state.current_activations
    assert act is not None and act.active is not None
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    first, second = players[act.active], players[state.other(act.active)]
    board = board_message(table, (await board_row(table)).message_id or 0)
    button = f"fb:gdone:{act.handovers}"
    assert button in custom_ids(board)
    done = await first.click(board, custom_id=button)
    assert not done.ephemeral, reply(done).content
    # Within the redraw window the board still carries the same button.
    board = board_message(table, (await board_row(table)).message_id or 0)
    assert button in custom_ids(board)
    before = await game_state(table)
    double = await first.click(board, custom_id=button)  # the presser's double click
    assert double.ephemeral and reply(double).content == tr("en", "game-error-activation-stale")
    assert await game_state(table) == before  # refused privately: nothing changed
    handed = await second.click(board, custom_id=button)  # the activation is theirs: it counts
    assert not handed.ephemeral, reply(handed).content
    after = (await game_state(table)).current_activations
    assert (
        after is not None
        and after.active == first.id
        and after.made == tuple(1 if p in (first.id, second.id) else 0 for p in after.players)
    )
    late = await first.click(board, custom_id=button)  # two handovers since: out of date
    assert late.ephemeral and reply(late).content == tr("en", "game-error-activation-stale")
    await settle(simcord_env)
    assert f"fb:gdone:{after.handovers}" in custom_ids(
        board_message(table, (await board_row(table)).message_id or 0)
    )


async def test_the_pool_and_seed_are_in_the_setup_message_not_on_the_board(
    table: Table, simcord_env: simcord.Env
) -> None:
    setup = await start(table)
    pool = [p.name for p in (await game_state(table)).schemes]
    assert "Scheme pool (3):" in setup.content and all(name in setup.content for name in pool)
    found = re.search(r"SHA-256 is `([0-9a-f]{64})`", setup.content)  # the Fate Deck's commitment
    assert found is not None
    commitment = found.group(1)
    await settle(simcord_env)
    board = await check_board(table)
    assert "Scheme pool (3):" not in board and commitment not in board
    assert not any(name in board for name in pool)
    assert tr("en", "board-setup-above") in board
    assert len(board.splitlines()) <= 16  # 15 here: one line points to the pool and seed
    status = await table.bob.slash(table.channel, "game status")  # privately: all of it
    assert status.ephemeral
    assert "Scheme pool (3):" in reply(status).content and commitment in reply(status).content
