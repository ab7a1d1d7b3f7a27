"""A nine-player Swiss season over five rounds in two servers (issue 32): every player is told
of their pairing, of a report to confirm, of a dispute and of a reminder exactly once, where
they can see it; a drop after round 2 gives the opponent a forfeit and never pairs the dropped
player again; a late report and a points change leave every round verifiable; the standings
equal a hand computation; the export's pairings recompute with the standard-library script,
and an altered exported result fails it."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

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

# The acceptance test of a whole feature: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores

HOUR, DAY = 3600.0, 86400.0
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    bot = await make_bot(sweep_interval_s=HOUR)
    await simcord_env.restart_bot(bot)
    bot.play.league.seed_source = lambda: LEAGUE_SEED
    return bot


class Nine:
    """The league's server (an organiser, players 0-3 and 8) and another one (players 4-7, who
    are not members of the league's server: they are told by DM). Player 8 asked for DMs."""

    def __init__(self, table: Table) -> None:
        env = table.env
        self.table, self.env, self.one = table, env, table.channel
        self.two = env.create_guild("Liga Sur").create_text_channel("mesa-1")
        role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
        self.organiser = table.guild.add_member(env.create_user("org"), roles=[role])
        users = [env.create_user(f"p{i}") for i in range(9)]
        self.ids = [u.id for u in users]
        guild_two = self.two.guild
        self.actor: dict[int, MemberActor] = {}
        self.channel: dict[int, simcord.ChannelHandle] = {}
        for index, user in enumerate(users):
            outside = 4 <= index <= 7
            guild = guild_two if outside else table.guild
            self.actor[user.id] = guild.add_member(user)
            self.channel[user.id] = self.two if outside else self.one
        self.by_dm = set(self.ids[4:])  # 4-7 outside the league's server, 8 by choice

    async def season(self) -> LeagueSeason:
        record = await league_repo.league(self.table.store, self.table.guild.id, "Nine")
        assert record is not None
        return load_season(record)

    def pings(self, player: int) -> list[discord.Message]:
        stored = self.env.backend.messages[self.one.id]
        return [m for m in public_messages(self.one) if stored[m.id].ping_user_ids == [player]]

    def told(self, player: int) -> list[discord.Message]:
        """Every notice ``player`` got, where they can see it."""
        if player in self.by_dm:
            return dm_messages(self.env, self.actor[player])
        return self.pings(player)


def hand_table(
    players: list[int], games: list[tuple[int, int | None, int, int, tuple[int, int, int]]]
) -> dict[int, tuple[int, int, int]]:
    """By hand: points (each game by the points rule it is counted with), VP difference,
    strength of schedule. A bye is a win; a forfeit (VP -1) a win for the first, no VP."""
    points = dict.fromkeys(players, 0)
    diff = dict.fromkeys(players, 0)
    met: dict[int, list[int]] = {p: [] for p in players}
    for a, b, a_vp, b_vp, (win, draw, loss) in games:
        if b is None:
            points[a] += win
            continue
        met[a].append(b)
        met[b].append(a)
        if a_vp < 0:  # forfeit
            points[a] += win
            points[b] += loss
            continue
        points[a] += win if a_vp > b_vp else draw if a_vp == b_vp else loss
        points[b] += win if b_vp > a_vp else draw if a_vp == b_vp else loss
        diff[a] += a_vp - b_vp
        diff[b] += b_vp - a_vp
    return {p: (points[p], diff[p], sum(points[o] for o in met[p])) for p in players}


async def test_a_nine_player_season_tells_every_player_where_they_can_see_it(
    table: Table, hourly: Fatebot, tmp_path: Path
) -> None:
    w = Nine(table)
    org, one = w.organiser, w.one
    assert not (await org.slash(one, "league-admin create", name="Nine", season="m4e-gg0")).ephemeral
    record = await league_repo.league(table.store, table.guild.id, "Nine")
    assert record is not None
    code = record.code
    for uid in w.ids:
        joined = await w.actor[uid].slash(w.channel[uid], "league join", name=code)
        assert not joined.ephemeral, reply(joined).content
    await w.actor[w.ids[8]].slash(one, "notify", mode="dm")
    for round_no in range(1, 6):
        await org.slash(one, "league-admin draw", name="Nine", round=round_no)

    expected = dict.fromkeys(w.ids, 0)  # notices each player must have received
    games: list[tuple[int, int | None, int, int, tuple[int, int, int]]] = []
    rule = (3, 1, 0)
    dropped = late = disputed = late5 = None

    async def report(player: int, round_no: int, mine: int, theirs: int) -> simcord.InteractionResult:
        return await w.actor[player].slash(
            w.channel[player], "league report", name=code, round=round_no, my_vp=mine, opponent_vp=theirs
        )

    async def confirm(player: int, reporter: int) -> None:
        """``player`` confirms with the button of the notice they got."""
        notice = w.told(player)[-1]
        [button] = [i for i in custom_ids(notice) if i.startswith("fb:lgc:")]
        if player in w.by_dm:  # a DM: the player answers there with /league report instead
            season = await w.season()
            pairing = next(p for p in season.pairings if reporter in p.players() and p.status == "reported")
            score = pairing.first_report or pairing.second_report
            assert score is not None
            mine = score.first_vp if player == pairing.first else score.second_vp
            theirs = score.second_vp if player == pairing.first else score.first_vp
            done = await report(player, pairing.round, mine, theirs)
        else:
            # Bad input first: the reporter and a third player may not confirm; nothing changes.
            before = await w.season()
            own = await w.actor[reporter].click(notice, custom_id=button) if reporter not in w.by_dm else None
            if own is not None:
                assert own.ephemeral and "your opponent confirms it" in reply(own).content
            third = next(u for u in w.ids[:4] if u not in (player, reporter))
            other = await w.actor[third].click(notice, custom_id=button)
            assert other.ephemeral and "Only the opponent" in reply(other).content
            assert await w.season() == before
            done = await w.actor[player].click(notice, custom_id=button)
        assert "confirmed by both players" in reply(done).content, reply(done).content

    for round_no in range(1, 6):
        paired = await org.slash(one, "league-admin pair", name="Nine", round=round_no, deadline_days=7)
        assert not paired.ephemeral, reply(paired).content
        stored = w.env.backend.messages[one.id][reply(paired).id]
        assert stored.ping_user_ids == [] and "<@" in reply(paired).content  # shown, not pinged
        season = await w.season()
        pairs = season.round_pairings(round_no)
        seated = [p for pair in pairs for p in pair.players()]
        assert dropped not in seated  # a dropped player is never paired again
        for p in seated:
            expected[p] += 1  # told of their pairing (or bye)
        for index, pairing in enumerate(pairs):
            a, b = pairing.first, pairing.second
            if b is None:
                games.append((a, None, 0, 0, rule))
                continue
            vp = ((a + round_no) % 5, (b + 2 * round_no) % 5)
            if round_no == 2 and index == 0:  # not played: its first player drops below
                continue
            if round_no == 3 and late is None:
                late = (a, b, vp)  # reported after round 4 is paired
                continue
            if round_no == 4 and index == 0:  # both report, and they disagree
                await report(a, 4, 3, 1)
                expected[b] += 1  # asked to confirm
                second = await report(b, 4, 3, 1)
                expected[a] += 1  # told of the dispute; b, who made it, reads it in the reply only
                assert "differ" in reply(second).content or "disputed" in reply(second).content
                disputed = (a, b)
                continue
            if round_no == 5 and index == 0:  # nobody reports: both are reminded once
                late5 = (a, b)
                continue
            await report(a, round_no, *vp)
            expected[b] += 1
            await confirm(b, a)
            games.append((a, b, *vp, rule))
        if round_no == 2:
            dropped = pairs[0].first
            await org.slash(
                one, "league-admin player", name="Nine", action="drop", user=w.actor[dropped].user
            )
        if round_no == 3:
            await org.slash(one, "league-admin points", name="Nine", win=2, draw=1, loss=0)
            rule = (2, 1, 0)
        if round_no == 4 and late is not None:  # round 3's game, reported late
            a, b, vp = late
            await report(a, 3, *vp)
            expected[b] += 1
            await confirm(b, a)
            games.append((a, b, *vp, rule))

    # The dispute reached the organisers' channel, without a ping.
    assert disputed is not None
    to_organisers = [m for m in public_messages(one) if m.content.startswith("Organisers of **Nine**")]
    assert len(to_organisers) == 1 and "differ" in to_organisers[0].content
    assert w.env.backend.messages[one.id][to_organisers[0].id].ping_user_ids == []
    # A day before round 5's deadline, its two silent players are reminded once (with the
    # disputed pair of round 4, whose deadline is the same day or earlier).
    await w.env.advance_time(6 * DAY + 2 * HOUR)
    assert late5 is not None
    for player in (*late5, *disputed):
        expected[player] += 1
    await w.env.advance_time(2 * DAY)
    for player in w.ids:
        assert len(w.told(player)) == expected[player], (w.ids.index(player), w.told(player))
    # At the deadlines the organisers got one list per round with games left without a result
    # (the disputed one of round 4, the silent one of round 5), pinging nobody.
    lists = [m for m in public_messages(one) if "is over, and these games have no result" in m.content]
    assert [m.content.split("round ")[1][0] for m in lists] == ["4", "5"]
    assert all(w.env.backend.messages[one.id][m.id].ping_user_ids == [] for m in lists)
    assert f"<@{late5[0]}>" in lists[1].content
    # The standings: the organiser settles the dispute; everything by hand.
    a, b = disputed
    await org.slash(
        one, "league-admin result", name="Nine", round=4, user=w.actor[a].user, user_vp=3, opponent_vp=1
    )
    season = await w.season()
    assert dropped is not None and season.player(dropped).dropped  # type: ignore[union-attr]
    assert season.round_pairings(2)[0].status == "forfeit"
    refused = await report(season.round_pairings(2)[0].forfeit_to or 0, 2, 5, 0)
    assert refused.ephemeral and "was dropped" in reply(refused).content  # nothing to report
    assert await w.season() == season
    # Every counted result counts by the current points rule, as /league standings shows.
    current = (2, 1, 0)
    counted = [(x, y, xv, yv, current) for x, y, xv, yv, _ in games]
    counted.append((a, b, 3, 1, current))
    for pairing in season.pairings:
        if pairing.status == "forfeit":
            counted.append((pairing.forfeit_to, dropped, -1, -1, current))  # type: ignore[arg-type]
    by_hand = hand_table(w.ids, counted)
    rows = {
        int(r["user_id"]): (int(r["points"]), int(r["vp_difference"]), int(r["strength_of_schedule"]))
        for r in csv.DictReader(io.StringIO(await _export(w, org, "standings")))
    }
    assert rows == by_hand

    # The pairings recompute from the export alone; one altered result fails the script.
    assert "the seed is" in await reveal(table, org, "Nine")
    pairs_file, basis_file = tmp_path / "pairings.csv", tmp_path / "basis.csv"
    pairs_file.write_text(await _export(w, org, "pairings"), encoding="utf-8")
    basis = await _export(w, org, "pairing-basis")
    basis_file.write_text(basis, encoding="utf-8")
    script = [sys.executable, "-I", str(ROOT / "docs" / "verify_pairings.py"), LEAGUE_SEED.hex()]
    done = subprocess.run(
        [*script, str(pairs_file), str(basis_file)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and "checked 5 rounds: all match" in done.stderr, done.stdout + done.stderr
    last = list(csv.DictReader(io.StringIO(basis)))[-1]["results"].split()[0]
    parts = last.split(":")
    altered = ":".join([*parts[:3], str(int(parts[3]) + 7), *parts[4:]])
    basis_file.write_text(basis.replace(last, altered), encoding="utf-8")
    done = subprocess.run(
        [*script, str(pairs_file), str(basis_file)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 1 and "MISMATCH" in done.stderr


async def _export(w: Nine, org: MemberActor, which: str) -> str:
    exported = reply(await org.slash(w.one, "league-admin export", name="Nine"))
    [attachment] = [a for a in exported.attachments if a.filename == f"league-Nine-{which}.csv"]
    return (await attachment.read()).decode()
