"""Play by post end to end (issue 22's acceptance): an M3E and an M4E table at `post` pace, a duel
and a `/game` turn played over three simulated days with hours between every step, a restart in
the middle of a wait. Nothing lapses; the player a step waits on is told once per step (Alice by
a ping that names only her, Bob by DM as he chose), plus a reminder for each day a step waits."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_duel import current
from tests.e2e.test_notices import mentions_only, notice_posts, open_duel, set_pace

pytestmark = pytest.mark.both_stores

HOUR, DAY = 3600.0, 86400.0


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=HOUR)  # hourly sweeps: days pass quickly


class Told:
    """The notices each player got so far: Alice's are channel posts naming her, Bob's are DMs."""

    def __init__(self, env: simcord.Env, table: Table) -> None:
        self.env, self.table = env, table

    def alice(self) -> list[dict[str, Any]]:
        return [p for p in notice_posts(self.env, self.table) if p["allowed_mentions"].get("users")]

    def bob(self) -> list[str]:
        """Bob's notices as sent by DM (sent, not as they stand now: a reminder removes the notice
        it takes the place of, and an answered one is edited to say so)."""
        link = f"https://discord.com/channels/{self.table.guild.id}/{self.table.channel.id}/"
        table = f"/channels/{self.table.channel.id}/"
        sent = [
            str(r.json.get("content", ""))
            for r in self.env.http_requests
            if r.method == "POST"
            and r.path.startswith("/channels/")
            and not r.path.startswith(table)
            and isinstance(r.json, dict)
        ]
        return [c for c in sent if link in c and f"<@{self.table.bob.id}>" in c]

    def counts(self) -> tuple[int, int]:
        return len(self.alice()), len(self.bob())


async def wait(env: simcord.Env, hours: float) -> None:
    while hours > 0:
        await env.advance_time(min(hours, 12) * HOUR)
        hours -= 12


def awaited_by(message: Any, players: dict[int, Any]) -> int | None:
    """Who the message's buttons wait on (the player id in their custom ids), if anyone."""
    for custom_id in custom_ids(message):
        for part in custom_id.split(":"):
            if part.isdigit() and int(part) in players:
                return int(part)
    return None


@pytest.mark.parametrize("edition", ["m3e", "m4e"])
async def test_a_table_plays_by_post_over_three_days(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]], edition: str
) -> None:
    await table.mod.slash(table.channel, "table game", game=edition)
    await set_pace(table, "post")  # steps wait 7 days; reminders every 24 hours, at most 3
    await table.bob.slash(table.channel, "notify", mode="dm")
    told = Told(simcord_env, table)
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    expected = {table.alice.id: 0, table.bob.id: 0}

    def check() -> None:
        assert told.counts() == (expected[table.alice.id], expected[table.bob.id])
        for payload in told.alice():
            mentions_only(payload, table.alice.id)

    # Day 1: Alice opens a duel; Bob is told (by DM) that he owes the answer.
    message = await open_duel(table)
    expected[table.bob.id] += 1
    check()
    actor = table.alice.id
    waits = [5, 30, 26, 3]  # hours before each answer: two run past a day, one across a restart
    step = 0
    while (owner := awaited_by(current(table, message.id), players)) is not None:
        if owner != actor and step > 0:
            expected[owner] += 1  # a new step waits on the other player: one notice
        check()
        hours = waits[step % len(waits)]
        if step == 2:  # a restart in the middle of this wait: what is due comes from stored times
            await wait(simcord_env, 10)
            await simcord_env.restart_bot(await make_bot(sweep_interval_s=HOUR))
            hours -= 10
        await wait(simcord_env, hours)
        if hours + (10 if step == 2 else 0) > 24:
            expected[owner] += 1  # one reminder a day for a step still waiting
        check()
        ids = custom_ids(current(table, message.id))
        button = next((i for i in ids if i.endswith((":keep", ":accept", ":decline"))), ids[0])
        await players[owner].click(current(table, message.id), custom_id=button)
        actor, step = owner, step + 1
    final = current(table, message.id).content
    assert "Result:" in final and "lapsed" not in final.casefold()  # played out, nothing lapsed

    # Days 2 and 3: a /game; its first turn's initiative waits on one player at a time.
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content
    state = await simcord_env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    assert state is not None
    if state.strategy is None:
        await players[state.attacker].select(reply(started), [state.strategy_choices[0]])
    steps = 0
    for turn_no in (1, 2):  # M4E: turn 1's initiative is the attacker's; turn 2 flips for it
        await wait(simcord_env, 6)
        if turn_no == 2:  # turn 1's activations, handed over until both sides are out
            state = await simcord_env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
            first = state.first_player
            second = state.other(first)
            done = await players[first].slash(table.channel, "game done", how="out")
            assert not done.ephemeral, reply(done).content
            expected[second] += 1  # told: their activation
            check()
            await wait(simcord_env, 2)
            done = await players[second].slash(table.channel, "game done", how="last")
            assert not done.ephemeral, reply(done).content
            expected[first] += 1  # both out: the turn's first player is told it may end
            check()
            await wait(simcord_env, 2)
        moved = await table.alice.slash(table.channel, "game next")
        assert not moved.ephemeral, reply(moved).content
        actor = table.alice.id
        for step in range(12):
            turn = next(
                m for m in reversed(public_messages(table.channel)) if m.content.startswith("**Turn ")
            )
            keep = [i for i in custom_ids(turn) if i == "fb:gds:keep"]
            if keep:  # the discard step waits on both players; Alice just asked for the turn
                expected[table.bob.id] += 1
                check()
                await wait(simcord_env, 9)
                for player in (table.bob, table.alice):
                    await player.click(turn, custom_id=keep[0])
                continue
            buttons = [i for i in custom_ids(turn) if i.startswith("fb:gi:")]
            if not buttons:
                break
            owner = awaited_by(turn, players)
            assert owner is not None
            if owner != actor:
                expected[owner] += 1
            check()
            await wait(simcord_env, 7 + step)  # hours between steps, never a day
            check()
            button = next((b for b in buttons if b.endswith(":decline")), buttons[0])
            await players[owner].click(turn, custom_id=button)
            actor, steps = owner, steps + 1
        state = await simcord_env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
        assert state is not None and state.turn == turn_no and state.first_player is not None
        if state.first_player != actor:  # the turn's first activation waits on them (issue 34)
            expected[state.first_player] += 1
        check()
    assert steps > 0  # the initiative waited on the players, step by step
    check()
    print("COUNTS", edition, expected, steps)
