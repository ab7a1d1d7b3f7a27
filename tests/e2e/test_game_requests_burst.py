"""Agreement requests under concurrency: at most one live request of a kind per game, and one
live Agree button in the channel, however the requests interleave (issue: play by chat, item 6).

A request's message is posted after the unit that opened it; a newer request may replace it in
between, when its message is not yet known. Without the check where the message is placed
(``bot.play.game.requests.place_message``), such a message keeps a live button: the control
below shows the burst leaves several.
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

pytestmark = pytest.mark.both_stores  # the one-unit-at-a-time per table is each store's own

REQUESTS = 60  # all at once: one burst


def live_agree_buttons(table: Table) -> list[str]:
    return [i for m in public_messages(table.channel) for i in custom_ids(m) if i.startswith("fb:greq:")]


async def burst(table: Table, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """60 requests to change the opponent's soulstone pool, Alice and Bob in turn, all at once.

    Discord delivers interactions as they come, and discord.py handles each in its own task. simcord
    runs one operation at a time, and each interaction's operation waits until the whole bot has
    settled; 60 of them waiting side by side re-examine every task at each step (minutes of real
    time). So here the 60 interactions are delivered first, with nothing settled in between (the
    operation guard only counts them), and the bot is settled once after: the 60 tasks interleave
    at every await of the bot, as they would in production, and the test waits for them once."""
    env: Any = table.env
    active = {"depth": 0}
    settle_internal = env._settle_internal

    def begin(label: str) -> None:
        active["depth"] += 1

    def end() -> None:
        active["depth"] -= 1

    async def deliver_only(**options: Any) -> None:
        assert options.get("dispatch") == "INTERACTION_CREATE", options  # nothing else runs here

    asks = [(table.alice, table.bob) if i % 2 == 0 else (table.bob, table.alice) for i in range(REQUESTS)]
    with monkeypatch.context() as overlapping:
        overlapping.setattr(env, "_begin_operation", begin)
        overlapping.setattr(env, "_end_operation", end)
        overlapping.setattr(env, "_settle_internal", deliver_only)
        results = await asyncio.gather(
            *(asker.slash(table.channel, "game score", player=target, soulstones=1) for asker, target in asks)
        )
    assert active["depth"] == 0
    assert env._settle_internal == settle_internal
    await env.settle()  # all 60 answered before anything is read
    return results


@pytest.fixture
def generous(monkeypatch: pytest.MonkeyPatch, simcord_env: simcord.Env) -> None:
    """The asker's allowance of openings (20 in 30 s) would refuse most of the burst before it
    reaches the store: the property must hold without it, so every request gets through here.
    So does the 2 s answer deadline (real seconds: 60 interactions queued on one table of a
    loaded test machine would be refused as a busy store, which is not what is tested here)."""
    monkeypatch.setattr(cooldowns, "OPENING_RATE", 10 * REQUESTS)
    monkeypatch.setattr(simcord_env.bot, "answer_deadline_s", 120.0, raising=False)
    # The one settle after the burst joins all 60 (real seconds, on a loaded machine).
    monkeypatch.setattr(simcord_env, "settle_timeout", 120.0)


async def test_sixty_concurrent_requests_leave_one_live_agree_button(
    table: Table, simcord_env: simcord.Env, generous: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    await choose_open_strategy(table, await start(table))
    results = await burst(table, monkeypatch)
    assert len(results) == REQUESTS
    assert [reply(r).content for r in results if r.ephemeral] == []  # each asked, in public
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
    await burst(table, monkeypatch)
    assert len(await table.store.pending_of_table(table.channel.id, REQUEST_KIND)) == 1
    assert len(live_agree_buttons(table)) > 1
