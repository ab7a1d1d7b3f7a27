"""Agreement requests under concurrency: at most one live request of a kind per game, and one
live Agree button in the channel, however the requests interleave (issue: play by chat, item 6).

A request's message is posted after the unit that opened it; a newer request may replace it in
between, when its message is not yet known. Without the check where the message is placed
(``bot.play.game.requests.place_message``), such a message keeps a live button: the control
below shows the bursts leave several.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import simcord

from bot.play.game import play as game_play
from bot.play.game.requests import REQUEST_KIND
from bot.ui.common import cooldowns
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_game import choose_open_strategy, start

# SQLite only: the property rests on the play layer's one-unit-at-a-time per table, which both
# stores share; a burst of overlapping simcord operations on PostgreSQL takes minutes to settle.

REQUESTS = 60
BURST = 20  # at once: simcord settles every interaction after all of its burst (quadratic)


def live_agree_buttons(table: Table) -> list[str]:
    return [i for m in public_messages(table.channel) for i in custom_ids(m) if i.startswith("fb:greq:")]


async def burst(table: Table, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """20 requests to change the opponent's soulstone pool, Alice and Bob in turn, all at once.

    simcord runs one operation at a time (a second one that overlaps is refused); Discord delivers
    interactions as they come, and discord.py handles each in its own task. For the burst, the
    guard lets operations overlap (it only counts them), so the 20 interactions interleave at
    every await of the bot, as they would in production."""
    env: Any = table.env
    active = {"depth": 0}

    def begin(label: str) -> None:
        active["depth"] += 1

    def end() -> None:
        active["depth"] -= 1

    asks = [(table.alice, table.bob) if i % 2 == 0 else (table.bob, table.alice) for i in range(BURST)]
    with monkeypatch.context() as overlapping:
        overlapping.setattr(env, "_begin_operation", begin)
        overlapping.setattr(env, "_end_operation", end)
        results = await asyncio.gather(
            *(asker.slash(table.channel, "game score", player=target, soulstones=1) for asker, target in asks)
        )
    assert active["depth"] == 0
    return results


@pytest.fixture
def generous(monkeypatch: pytest.MonkeyPatch, simcord_env: simcord.Env) -> None:
    """The asker's allowance of openings (20 in 30 s) would refuse most of the burst before it
    reaches the store: the property must hold without it, so every request gets through here.
    So does the 2 s answer deadline (real seconds: 20 interactions queued on one table of a
    loaded test machine would be refused as a busy store, which is not what is tested here)."""
    monkeypatch.setattr(cooldowns, "OPENING_RATE", 10 * REQUESTS)
    monkeypatch.setattr(simcord_env.bot, "answer_deadline_s", 120.0, raising=False)
    # Each interaction of a burst settles only once all 20 have (real seconds, on a loaded machine).
    monkeypatch.setattr(simcord_env, "settle_timeout", 120.0)


async def test_sixty_requests_in_concurrent_bursts_leave_one_live_agree_button(
    table: Table, simcord_env: simcord.Env, generous: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    await choose_open_strategy(table, await start(table))
    for _ in range(REQUESTS // BURST):  # three bursts of 20, each at once
        results = await burst(table, monkeypatch)
        assert [reply(r).content for r in results if r.ephemeral] == []  # each asked, in public
        await simcord_env.settle()
        assert len(live_agree_buttons(table)) == 1

    open_requests = await table.store.pending_of_table(table.channel.id, REQUEST_KIND)
    assert len(open_requests) == 1  # one of its kind per game
    assert live_agree_buttons(table) == [f"fb:greq:{open_requests[0].id}"]  # and its button only

    # The one live button works: Alice's pool changes once, by exactly what was asked.
    (live,) = [m for m in public_messages(table.channel) if custom_ids(m)[:1] == live_agree_buttons(table)]
    request = await table.env.bot.play.game.request(open_requests[0].id)  # type: ignore[attr-defined]
    answerer = table.alice if request.to == table.alice.id else table.bob
    pressed = await answerer.click(live, custom_id=live_agree_buttons(table)[0])
    assert not pressed.ephemeral or pressed.acknowledged
    assert live_agree_buttons(table) == []
    state = await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    assert state.soulstones_of(request.to) == state.soulstones_of(request.by) + 1


async def test_control_without_the_check_the_burst_leaves_several_live_buttons(
    table: Table, simcord_env: simcord.Env, generous: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant: a request's message is recorded blindly, as before (no check that the request
    is still open). The same burst then leaves more than one live Agree button."""

    async def blind(work: Any, request_id: int, channel_id: int, message_id: int) -> bool:
        work.store.set_pending_message(request_id, channel_id, message_id)
        return True

    monkeypatch.setattr(game_play, "place_message", blind)
    await choose_open_strategy(table, await start(table))
    for _ in range(REQUESTS // BURST):
        await burst(table, monkeypatch)
    await simcord_env.settle()
    assert len(await table.store.pending_of_table(table.channel.id, REQUEST_KIND)) == 1
    assert len(live_agree_buttons(table)) > 1
