"""Issue 32: a pairing notice in the league's channel carries a button that starts the league
game (in the pair's own thread since issue 45; a DM notice gives the command instead: no game
starts in a DM), and the league's rule for stalled games is set when it is created."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord

from bot.app import Fatebot
from bot.play.league.season import load_season
from bot.rules.league.season import LeagueSeason
from bot.store import league_repo
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_league import create

# Stored state across restarts (and processes) is what is tested: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores

DAY = 86400.0


async def season_of(table: Table, name: str = "Spring") -> LeagueSeason:
    record = await league_repo.league(table.store, table.guild.id, name)
    assert record is not None
    return load_season(record)


async def test_a_paired_player_starts_the_league_game_from_the_notice(
    table: Table, organiser: simcord.actors.MemberActor, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await create(table, organiser, season="m4e-gg0")
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    carol = table.guild.add_member(table.env.create_user("carol"))
    dave = table.guild.add_member(table.env.create_user("dave"))
    for player in (table.alice, table.bob, carol, dave):
        await player.slash(table.channel, "league join", name="Spring")
    await dave.slash(table.channel, "notify", mode="dm")  # told by DM: no button there
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    code, alice, bob = record.code, table.alice.id, table.bob.id
    pairs = f"<@{alice}> <@{bob}>, <@{carol.id}> <@{dave.id}>"
    await organiser.slash(
        table.channel, "league-admin pair", name="Spring", round=1, method="manual", pairs=pairs
    )

    notices = [m for m in public_messages(table.channel) if any("fb:lgs:" in i for i in custom_ids(m))]
    stored = table.env.backend.messages[table.channel.id]
    assert sorted(stored[m.id].ping_user_ids[0] for m in notices) == sorted([alice, bob, carol.id])
    [to_alice] = [m for m in notices if stored[m.id].ping_user_ids == [alice]]
    [button] = custom_ids(to_alice)
    assert button == f"fb:lgs:{code}:1:{alice}:{bob}"
    assert "Start the game" in str(to_alice.components) and "opens a thread for your game" in to_alice.content
    [to_dave] = dm_messages(table.env, dave)
    assert custom_ids(to_dave) == [] and f"`/game start league:{code} round:1`" in to_dave.content
    assert "not a DM with the bot" in to_dave.content

    games = table.env.bot.play.game  # type: ignore[attr-defined]
    await carol.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=2)
    before = await table.snapshot()
    # A third player (paired in the same round) may not start this pairing's game.
    refused = await carol.click(to_alice, custom_id=button)
    assert refused.ephemeral and "Only the two players of this pairing" in reply(refused).content
    # A reported game has nothing left to start.
    [to_carol] = [m for m in notices if stored[m.id].ping_user_ids == [carol.id]]
    done = await carol.click(to_carol, custom_id=custom_ids(to_carol)[0])
    assert done.ephemeral and "already been reported" in reply(done).content
    assert await table.snapshot() == before and await games.state(table.channel.id) is None

    # After a restart, Bob presses Alice's notice: the league game starts in the pair's own
    # thread (bot/ui/game/league_thread.py), Bob first, with the league and the round filled.
    await table.env.restart_bot(await make_bot())
    games = table.env.bot.play.game  # type: ignore[attr-defined]
    started = await table.bob.click(to_alice, custom_id=button)
    assert started.ephemeral and "its own thread" in reply(started).content, reply(started).content
    [thread] = table.channel.threads
    state = await games.state(thread.id)
    assert state is not None
    assert (state.league, state.league_round, state.players) == ("Spring", 1, (bob, alice))
    assert await games.state(table.channel.id) is None
    # The opponent's press, a second one, changes nothing and says where the game is.
    after = await table.snapshot()
    [pressed] = [m for m in public_messages(table.channel) if m.id == to_alice.id]
    assert custom_ids(pressed) == [] and f"<#{thread.id}>" in pressed.content  # linked, no button
    [to_bob] = [m for m in notices if stored[m.id].ping_user_ids == [bob]]
    again = await table.alice.click(to_bob, custom_id=custom_ids(to_bob)[0])
    assert again.ephemeral and "already started in its thread" in reply(again).content
    assert await table.snapshot() == after and await games.state(thread.id) == state
    assert [t.id for t in table.channel.threads] == [thread.id]


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    bot = await make_bot(sweep_interval_s=3600.0)
    await simcord_env.restart_bot(bot)
    return bot


async def test_the_stalled_games_rule_is_set_at_create(table: Table, hourly: Fatebot) -> None:
    role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    org = table.guild.add_member(table.env.create_user("org"), roles=[role])
    made = await org.slash(
        table.channel,
        "league-admin create",
        name="Spring",
        season="m4e-gg0",
        stalled="both-lose",
        stalled_days=2,
    )
    assert "2 days after a round's deadline: both players lose" in reply(made).content
    await create(table, org, name="Summer", season="m4e-gg0")  # control: the default rule
    assert (await season_of(table)).stall == "both-lose"
    record = reply(await table.alice.slash(table.channel, "league record", name="Spring")).content
    assert f"<@{org.id}> set the forfeit" in record
    pairs = f"<@{table.alice.id}> <@{table.bob.id}>"
    for name in ("Spring", "Summer"):
        for player in (table.alice, table.bob):
            await player.slash(table.channel, "league join", name=name)
        manual: dict[str, Any] = {"name": name, "round": 1, "method": "manual", "pairs": pairs}
        await org.slash(table.channel, "league-admin pair", **manual, deadline_days=1)

    await table.env.advance_time(2 * DAY + 3600)  # past the deadline, not past the stall days
    assert (await season_of(table)).round_pairings(1)[0].status == "missing"
    await table.env.advance_time(DAY)
    [stalled] = (await season_of(table)).round_pairings(1)
    assert stalled.status == "forfeit" and stalled.both_lost
    [left] = (await season_of(table, "Summer")).round_pairings(1)
    assert left.status == "missing"  # the organisers decide: nothing was applied
