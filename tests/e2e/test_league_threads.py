"""Issue 45, item 1: every pair of a round gets a place to play. "Start the game" on a pairing
notice opens that pair's own thread (in the notice's channel, or the channel the organiser chose
with `/league-admin pair threads:`), adds both players, starts the league game there and links
it from the notice; where no thread can open, the presser is told exactly what to run where."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.play.game.state import GameState
from bot.store import league_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_league import create

# The acceptance test of item 1: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores


async def _league(
    table: Table, organiser: MemberActor, count: int, where: simcord.ChannelHandle | None = None, **pair: Any
) -> tuple[str, list[MemberActor]]:
    """A league of ``count`` players of this server, round 1 drawn and paired by hand (1-2, 3-4,
    ...) from ``where`` (the table's channel); the league's code and the players."""
    where = where or table.channel
    await create(table, organiser, season="m4e-gg0")
    await organiser.slash(where, "league-admin draw", name="Spring", round=1)
    players = [table.alice, table.bob]
    players += [table.guild.add_member(table.env.create_user(f"p{i}")) for i in range(count - 2)]
    for player in players:
        await player.slash(where, "league join", name="Spring")
    pairs = ", ".join(f"<@{a.id}> <@{b.id}>" for a, b in zip(players[::2], players[1::2], strict=True))
    paired = await organiser.slash(
        where, "league-admin pair", name="Spring", round=1, method="manual", pairs=pairs, **pair
    )
    assert not paired.ephemeral, reply(paired).content
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    return record.code, players


def notice_of(table: Table, channel: simcord.ChannelHandle, player: int) -> discord.Message:
    stored = table.env.backend.messages[channel.id]
    [notice] = [
        m
        for m in public_messages(channel)
        if stored[m.id].ping_user_ids == [player] and any("fb:lgs:" in i for i in custom_ids(m))
    ]
    return notice


def thread_of(result: simcord.InteractionResult) -> int:
    """The thread the private pointer names."""
    pointer = reply(result)
    assert result.ephemeral, pointer.content
    thread = int(str(pointer.content).split("<#")[1].split(">")[0])
    assert pointer.content == tr("en", "game-thread-started", thread=f"<#{thread}>")
    return thread


def message(channel: simcord.ChannelHandle, message_id: int) -> discord.Message:
    [found] = [m for m in public_messages(channel) if m.id == message_id]
    return found


async def state_at(table: Table, table_id: int) -> GameState | None:
    return await table.env.bot.play.game.state(table_id)  # type: ignore[attr-defined, no-any-return]


async def test_every_pair_of_a_round_starts_its_game_in_its_own_thread(
    table: Table, organiser: MemberActor
) -> None:
    code, players = await _league(table, organiser, 20)
    backend = table.env.backend
    threads: list[int] = []
    for first, second in zip(players[::2], players[1::2], strict=True):
        notice = notice_of(table, table.channel, first.id)
        assert tr("en", "league-thread-start-here", code=code, round=1, opponent="\x00").split("\x00")[
            0
        ] in str(notice.content)
        pressed = await first.click(notice, custom_id=custom_ids(notice)[0])
        thread = thread_of(pressed)
        threads.append(thread)
        # The pair's own thread, opened from the notice's channel, with both players in it.
        assert backend.channels[thread].parent_id == table.channel.id
        assert {first.id, second.id} <= set(backend.channels[thread].thread_members)
        state = await state_at(table, thread)
        assert state is not None
        assert (state.league, state.league_round, state.players) == ("Spring", 1, (first.id, second.id))
        # The notice links the thread and has nothing left to press.
        linked = message(table.channel, notice.id)
        assert tr("en", "league-thread-notice-link", thread=f"<#{thread}>") in str(linked.content)
        assert custom_ids(linked) == []
    assert len(set(threads)) == 10
    assert await state_at(table, table.channel.id) is None  # the organiser's channel stays free

    # The opponent's press of their own notice points to the thread; no second thread opens.
    notice = notice_of(table, table.channel, players[1].id)
    again = await players[1].click(notice, custom_id=custom_ids(notice)[0])
    assert again.ephemeral
    assert reply(again).content == tr("en", "league-thread-error-started", thread=f"<#{threads[0]}>")
    assert sorted(t.id for t in table.channel.threads) == sorted(threads)

    # The games are independent: the first pair's concession ends theirs alone.
    thread = next(t for t in table.channel.threads if t.id == threads[0])
    ended = await players[0].slash(thread, "game end", concede=True)
    assert not ended.ephemeral, reply(ended).content
    assert await state_at(table, threads[0]) is None
    for other in threads[1:]:
        assert (state := await state_at(table, other)) is not None and state.league == "Spring"


async def test_both_players_pressing_at_once_open_one_thread(
    table: Table, organiser: MemberActor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both presses at once: simcord runs one operation at a time, so (as in
    test_game_requests_burst.py) its guard only counts them here, and the two interactions
    interleave at every await of the bot, as Discord would deliver them."""
    _, (alice, bob) = await _league(table, organiser, 2)
    notices = [notice_of(table, table.channel, player.id) for player in (alice, bob)]
    env: Any = table.env
    active = {"depth": 0}

    def begin(label: str) -> None:
        active["depth"] += 1

    def end() -> None:
        active["depth"] -= 1

    with monkeypatch.context() as overlapping:
        overlapping.setattr(env, "_begin_operation", begin)
        overlapping.setattr(env, "_end_operation", end)
        results = await asyncio.gather(
            *(p.click(n, custom_id=custom_ids(n)[0]) for p, n in zip((alice, bob), notices, strict=True))
        )
    [thread] = table.channel.threads
    texts = sorted(reply(r).content for r in results)
    assert texts == sorted(
        [
            tr("en", "game-thread-started", thread=f"<#{thread.id}>"),
            tr("en", "league-thread-error-started", thread=f"<#{thread.id}>"),
        ]
    )
    assert await state_at(table, thread.id) is not None


async def test_the_organisers_channel_for_threads_is_where_they_open(
    table: Table, organiser: MemberActor
) -> None:
    games = table.guild.create_text_channel("league-games")
    _, players = await _league(table, organiser, 4, threads=games)
    for first in players[::2]:
        notice = notice_of(table, table.channel, first.id)
        thread = thread_of(await first.click(notice, custom_id=custom_ids(notice)[0]))
        assert table.env.backend.channels[thread].parent_id == games.id
    assert len(games.threads) == 2 and table.channel.threads == []


async def test_a_threads_channel_fatebot_cannot_use_is_refused_before_pairing(
    table: Table, organiser: MemberActor
) -> None:
    me: Any = table.guild.me
    closed = table.guild.create_text_channel(
        "closed", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    await create(table, organiser, season="m4e-gg0")
    for player in (table.alice, table.bob):
        await player.slash(table.channel, "league join", name="Spring")
    pairs = f"<@{table.alice.id}> <@{table.bob.id}>"
    options = {"name": "Spring", "round": 1, "method": "manual", "pairs": pairs}
    refused = await organiser.slash(table.channel, "league-admin pair", **options, threads=closed)
    names = tr("en", "permission-create-public-threads")
    expected = tr("en", "league-thread-room-permissions", channel=f"<#{closed.id}>", permissions=names)
    assert refused.ephemeral and reply(refused).content == expected
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None and '"plans":[]' in str(record.season).replace(" ", "")


async def test_where_no_thread_can_open_the_players_are_told_what_to_run_where(
    table: Table, organiser: MemberActor
) -> None:
    me: Any = table.guild.me
    closed = table.guild.create_text_channel(
        "no-threads", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    code, players = await _league(table, organiser, 2, where=closed)
    alice, bob = players
    notice = notice_of(table, closed, alice.id)
    before = await table.snapshot()
    refused = await alice.click(notice, custom_id=custom_ids(notice)[0])
    names = tr("en", "permission-create-public-threads")
    reason = tr("en", "league-thread-why-permissions", permissions=names)
    args = {"reason": reason, "code": code, "round": 1, "opponent": f"<@{bob.id}>"}
    expected = tr("en", "league-thread-error-cannot", **args)
    assert refused.ephemeral and reply(refused).content == expected
    assert f"`/game start league:{code} round:1`" in expected
    assert closed.threads == [] and await table.snapshot() == before
    # Control: the same pair in a channel where Fatebot may open threads gets one.
    assert custom_ids(message(closed, notice.id)) != []


async def test_an_opponent_outside_the_server_gets_the_command_instead(
    table: Table, organiser: MemberActor
) -> None:
    await create(table, organiser, season="m4e-gg0")
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    elsewhere = table.env.create_guild("Elsewhere").create_text_channel("general")
    stranger = elsewhere.guild.add_member(table.env.create_user("stranger"))
    await table.alice.slash(table.channel, "league join", name="Spring")
    joined = await stranger.slash(elsewhere, "league join", name=record.code)
    assert not joined.ephemeral, reply(joined).content
    pairs = f"<@{table.alice.id}> <@{stranger.id}>"
    options = {"name": "Spring", "round": 1, "method": "manual", "pairs": pairs}
    await organiser.slash(table.channel, "league-admin pair", **options)
    notice = notice_of(table, table.channel, table.alice.id)
    refused = await table.alice.click(notice, custom_id=custom_ids(notice)[0])
    reason = tr("en", "league-thread-why-opponent", opponent=f"<@{stranger.id}>")
    args = {"reason": reason, "code": record.code, "round": 1, "opponent": f"<@{stranger.id}>"}
    assert refused.ephemeral and reply(refused).content == tr("en", "league-thread-error-cannot", **args)
    assert table.channel.threads == []


@pytest.mark.parametrize(("lang", "button"), [("es", "Empezar la partida"), ("hu", "Játszma indítása")])
async def test_the_notice_and_the_refusal_are_in_the_readers_language(
    table: Table, organiser: MemberActor, lang: str, button: str
) -> None:
    await organiser.slash(table.channel, "table language", language=lang)
    code, players = await _league(table, organiser, 2)
    notice = notice_of(table, table.channel, players[0].id)
    assert tr(lang, "league-thread-start-here", code=code, round=1, opponent="\x00").split("\x00")[0] in str(
        notice.content
    )
    assert button in str(notice.components)
    assert tr(lang, "league-thread-start-here", code=code, round=1, opponent="\x00").split("\x00")[0] != tr(
        "en", "league-thread-start-here", code=code, round=1
    )
