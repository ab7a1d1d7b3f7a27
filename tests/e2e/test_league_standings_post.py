"""Issue 45, item 9: standings pushed. After each round closes, one standings message per league
is kept current in the league's channel (edited, not posted again; posted again only if it was
deleted), and each player's notice of the next round says where they stand."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.play.league.season import load_season
from bot.store import league_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, public_messages, reply
from tests.e2e.test_league import create

pytestmark = pytest.mark.both_stores

DAY = 86400.0


def all_posts(table: Table) -> list[discord.Message]:
    title = tr("en", "league-standings-post-title", round=0).split(" (")[0]
    return [m for m in public_messages(table.channel) if m.content.startswith(title)]


def notice(table: Table, round_no: int, player: int) -> str:
    stored = table.env.backend.messages[table.channel.id]
    [found] = [
        m
        for m in public_messages(table.channel)
        if stored[m.id].ping_user_ids == [player] and f"round {round_no} of **Spring**" in m.content
    ]
    return str(found.content)


async def report(player: MemberActor, table: Table, round_no: int, mine: int, theirs: int) -> None:
    done = await player.slash(
        table.channel, "league report", name="Spring", round=round_no, my_vp=mine, opponent_vp=theirs
    )
    assert not done.ephemeral, reply(done).content


async def test_the_standings_message_is_kept_current_after_each_round(
    table: Table, organiser: MemberActor, monkeypatch: pytest.MonkeyPatch
) -> None:
    await create(table, organiser, season="m4e-gg0")
    alice, bob = table.alice, table.bob
    carol = table.guild.add_member(table.env.create_user("carol"))
    dave = table.guild.add_member(table.env.create_user("dave"))
    for player in (alice, bob, carol, dave):
        await player.slash(table.channel, "league join", name="Spring")

    async def pair(round_no: int, pairs: str) -> None:
        options: dict[str, Any] = {"name": "Spring", "round": round_no, "method": "manual", "pairs": pairs}
        assert not (await organiser.slash(table.channel, "league-admin pair", **options)).ephemeral

    await pair(1, f"<@{alice.id}> <@{bob.id}>, <@{carol.id}> <@{dave.id}>")
    assert tr("en", "league-standing-you", rank=1, points=0, players=4) not in notice(table, 1, alice.id)
    await report(alice, table, 1, 5, 2)
    await report(bob, table, 1, 2, 5)
    await report(carol, table, 1, 3, 3)
    # Control: one game of the round still open (a single report): nothing is pushed yet.
    assert all_posts(table) == []
    await report(dave, table, 1, 3, 3)
    [first] = all_posts(table)
    assert first.content.startswith(tr("en", "league-standings-post-title", round=1))
    assert "`1.` alice — **3**" in first.content and "`4.` bob — **0**" in first.content
    assert table.env.backend.messages[table.channel.id][first.id].ping_user_ids == []  # pings nobody

    # Round 2's notices say where each player stands: Alice first with 3 points, Bob last.
    await pair(2, f"<@{alice.id}> <@{carol.id}>, <@{bob.id}> <@{dave.id}>")
    assert tr("en", "league-standing-you", rank=1, points=3, players=4) in notice(table, 2, alice.id)
    assert tr("en", "league-standing-you", rank=4, points=0, players=4) in notice(table, 2, bob.id)
    assert [m.id for m in all_posts(table)] == [first.id]  # pairing a round posts nothing new

    # Round 2 closes: the same message is edited, nothing new is posted.
    await report(alice, table, 2, 1, 4)
    await report(carol, table, 2, 4, 1)
    await report(bob, table, 2, 5, 0)
    await report(dave, table, 2, 0, 5)
    [edited] = all_posts(table)
    assert edited.id == first.id
    assert edited.content.startswith(tr("en", "league-standings-post-title", round=2))
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    post = load_season(record).places.standings
    assert post is not None and (post.channel, post.message, post.round) == (table.channel.id, first.id, 2)

    # A report that changes no standing (the game stays open) does not edit the message again.
    await pair(3, f"<@{alice.id}> <@{dave.id}>, <@{bob.id}> <@{carol.id}>")
    edits: list[int] = []
    edit = discord.PartialMessage.edit

    async def counted(self: discord.PartialMessage, **fields: Any) -> Any:
        edits.append(self.id)
        return await edit(self, **fields)

    monkeypatch.setattr(discord.PartialMessage, "edit", counted)
    await report(alice, table, 3, 2, 2)
    assert first.id not in edits and [m.id for m in all_posts(table)] == [first.id]

    # Deleted by someone: the next change posts it again, and keeps the new one.
    await table.env.bot.get_partial_messageable(table.channel.id).get_partial_message(first.id).delete()  # type: ignore[attr-defined]
    changed = await organiser.slash(
        table.channel, "league-admin result", name="Spring", round=2, user=bob, user_vp=5, opponent_vp=1
    )
    assert not changed.ephemeral, reply(changed).content
    [again] = all_posts(table)
    assert again.id != first.id
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    post = load_season(record).places.standings
    assert post is not None and post.message == again.id


@pytest.mark.parametrize("lang", ["es", "hu"])
async def test_the_standings_and_the_rank_are_in_the_channels_language(
    table: Table, organiser: MemberActor, lang: str
) -> None:
    await organiser.slash(table.channel, "table language", language=lang)
    await create(table, organiser, season="m4e-gg0")
    alice, bob = table.alice, table.bob
    for player in (alice, bob):
        await player.slash(table.channel, "league join", name="Spring")
    pairs = f"<@{alice.id}> <@{bob.id}>"
    for round_no in (1, 2):
        options: dict[str, Any] = {"name": "Spring", "round": round_no, "method": "manual", "pairs": pairs}
        assert not (await organiser.slash(table.channel, "league-admin pair", **options)).ephemeral
        if round_no == 1:
            await report(alice, table, 1, 4, 1)
            await report(bob, table, 1, 1, 4)
    title = tr(lang, "league-standings-post-title", round=1)
    assert title != tr("en", "league-standings-post-title", round=1)
    [post] = [m for m in public_messages(table.channel) if m.content.startswith(title)]
    line = tr(lang, "league-standing-you", rank=1, points=3, players=2)
    stored = table.env.backend.messages[table.channel.id]
    told = [m.content for m in public_messages(table.channel) if stored[m.id].ping_user_ids == [alice.id]]
    assert post.id and any(line in text for text in told)


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    bot = await make_bot(sweep_interval_s=3600.0)
    await simcord_env.restart_bot(bot)
    return bot


async def test_a_round_closed_by_its_deadline_pushes_the_standings(
    table: Table, hourly: Fatebot, organiser: MemberActor
) -> None:
    await create(table, organiser, season="m4e-gg0")
    alice, bob = table.alice, table.bob
    carol = table.guild.add_member(table.env.create_user("carol"))
    dave = table.guild.add_member(table.env.create_user("dave"))
    for player in (alice, bob, carol, dave):
        await player.slash(table.channel, "league join", name="Spring")
    pairs = f"<@{alice.id}> <@{bob.id}>, <@{carol.id}> <@{dave.id}>"
    options: dict[str, Any] = {"name": "Spring", "round": 1, "method": "manual", "pairs": pairs}
    await organiser.slash(table.channel, "league-admin pair", **options, deadline_days=1)
    await report(alice, table, 1, 5, 2)
    await report(bob, table, 1, 2, 5)
    await table.env.advance_time(DAY - 3600)  # control: before the deadline the round is open
    assert all_posts(table) == []
    await table.env.advance_time(2 * 3600)  # the sweep closes it (the organisers decide the rest)
    [post] = all_posts(table)
    assert post.content.startswith(tr("en", "league-standings-post-title", round=1))
