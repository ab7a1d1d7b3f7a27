"""/game start thread:True end to end: the game's own thread is its table.

simcord serves thread creation (POST /channels/{id}/threads), forum posts with their first
message, thread members and deleting a thread. It has no forum flags, so a forum that requires
tags is made by setting the flag on the bot's cached forum, and Discord's 40067 by raising it.
"""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import discord
import pytest
import simcord
from simcord.builders import ChannelHandle

from bot.errors import DomainError
from bot.play.game.play import GamePlay
from bot.store import board_repo
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, public_messages, reply

REQUIRE_TAG = 1 << 4  # Discord's channel flag: a forum post needs a tag


async def state_at(table: Table, table_id: int) -> Any:
    return await table.env.bot.play.game.state(table_id)  # type: ignore[attr-defined]


def thread_members(env: simcord.Env, thread: ChannelHandle) -> set[int]:
    return set(env.backend.channels[thread.id].thread_members)


async def start_thread(table: Table, where: ChannelHandle, player: Any, opponent: Any, **options: Any) -> Any:
    """Start a game in its own thread from `where`; return the new thread (from the pointer)."""
    result = await player.slash(where, "game start", opponent=opponent, thread=True, **options)
    pointer = reply(result)
    assert result.ephemeral, pointer.content
    thread_id = int(pointer.content.split("<#")[1].split(">")[0])
    assert pointer.content == tr("en", "game-thread-started", thread=f"<#{thread_id}>")
    channel = table.env.backend.channels[thread_id]
    return ChannelHandle(table.env, table.guild, channel)


async def choose_open_strategy(table: Table, thread: ChannelHandle) -> None:
    state = await state_at(table, thread.id)
    if state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        setup = next(m for m in thread.history() if m.content.startswith("**Game**"))
        await attacker.select(setup, [state.strategy_choices[0]])


async def test_a_game_in_its_own_thread_is_played_there(table: Table, simcord_env: simcord.Env) -> None:
    # The channel is set up as the club plays: its thread tables start the same way.
    mods = table.guild.roles["Table mods"]
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.mod.slash(table.channel, "table pace", pace="post", reminder_hours=12, reminders=2)
    await table.mod.slash(table.channel, "table moderator_role", role=mods)
    here = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, soulstones=1, opponent_soulstones=0
    )
    assert not here.ephemeral, reply(here).content

    thread = await start_thread(
        table, table.channel, table.alice, table.bob, soulstones=3, opponent_soulstones=2
    )
    assert thread.name == "alice vs bob · M3E" and thread.is_thread
    assert simcord_env.backend.channels[thread.id].parent_id == table.channel.id
    assert simcord_env.backend.channels[thread.id].thread_metadata.auto_archive_duration == 10080
    assert {table.alice.id, table.bob.id} <= thread_members(simcord_env, thread)
    # The setup message; then the game's board, pinned there (and Discord's "pinned" line).
    setup = [m for m in public_messages(thread) if m.type is discord.MessageType.default]
    setup = [m for m in setup if not m.flags.components_v2]
    assert len(setup) == 1 and setup[0].content.startswith("**Game** (M3E")
    assert (board := await board_repo.board(table.store, thread.id)) is not None and board.pinned
    parent = await table.store.table_settings(table.channel.id)
    assert parent.moderator_role == mods.id and parent.reminder_hours == 12
    assert await table.store.table_settings(thread.id) == dataclasses.replace(parent, table_id=thread.id)

    # Another pair starts a second thread from the same channel at the same time.
    carol = table.guild.add_member(simcord_env.create_user("carol"))
    dave = table.guild.add_member(simcord_env.create_user("dave"))
    other = await start_thread(table, table.channel, carol, dave)
    assert other.id != thread.id and other.name == "carol vs dave · M3E"

    # Inside the thread every /game command and a duel act on the thread's game only.
    await choose_open_strategy(table, thread)
    turn = await table.bob.slash(thread, "game next")
    assert not turn.ephemeral and reply(turn).content.startswith("**Turn 1** (M3E)"), reply(turn).content
    scored = await table.alice.slash(thread, "game score", soulstones=1)
    assert not scored.ephemeral, reply(scored).content
    paid = await table.alice.slash(thread, "duel simple", stat=5, tn=10, soulstone="plus")
    assert not paid.ephemeral, reply(paid).content
    in_thread, in_channel, in_other = [
        await state_at(table, t) for t in (thread.id, table.channel.id, other.id)
    ]
    assert (in_thread.turn, in_thread.soulstones_of(table.alice.id)) == (1, 3)  # 3 + 1 - 1
    assert (in_channel.turn, in_channel.soulstones_of(table.alice.id)) == (0, 1)
    assert in_other.players == (carol.id, dave.id) and in_other.turn == 0
    assert {m.channel_id for m in (reply(turn), reply(scored), reply(paid))} == {thread.id}

    ended = await table.alice.slash(thread, "game end", concede=True)
    assert not ended.ephemeral
    assert await state_at(table, thread.id) is None
    assert await state_at(table, table.channel.id) is not None and await state_at(table, other.id) is not None
    channel_turn = await table.bob.slash(table.channel, "game next")
    assert reply(channel_turn).content.startswith("**Turn 1** (M3E)")


async def test_from_a_thread_the_new_thread_opens_in_its_channel(table: Table) -> None:
    first = await start_thread(table, table.channel, table.alice, table.bob)
    second = await start_thread(table, first, table.alice, table.bob)
    assert table.env.backend.channels[second.id].parent_id == table.channel.id
    assert {t.id for t in table.channel.threads} == {first.id, second.id}
    assert await state_at(table, first.id) is not None and await state_at(table, second.id) is not None


def forum_post(table: Table, forum: ChannelHandle) -> ChannelHandle:
    """A post a player opened in the forum (the bot sees it created)."""
    post = table.env.backend.create_thread(forum.id, "Saturday games", table.alice.id)
    return ChannelHandle(table.env, table.guild, post)


async def test_inside_a_forum_post_the_game_gets_a_new_post(table: Table) -> None:
    forum = table.guild.create_forum_channel("games")
    post = forum_post(table, forum)
    thread = await start_thread(table, post, table.alice, table.bob)
    assert table.env.backend.channels[thread.id].parent_id == forum.id and thread.id != post.id
    messages = public_messages(thread)
    first = tr("en", "game-thread-post", player=table.alice.mention, opponent=table.bob.mention)
    assert messages[0].content == first
    assert messages[1].content.startswith("**Game** (M4E")
    assert await state_at(table, thread.id) is not None and await state_at(table, post.id) is None
    turn = await table.bob.slash(thread, "game next")
    assert reply(turn).content.startswith("**Turn 1**"), reply(turn).content


async def test_a_forum_that_requires_tags_is_refused_before_anything(table: Table) -> None:
    forum = table.guild.create_forum_channel("tagged")
    post = forum_post(table, forum)
    cached: Any = table.env.bot.get_channel(forum.id)  # type: ignore[attr-defined]
    cached._flags = REQUIRE_TAG  # simcord has no forum flags: set what Discord would send
    refused = await table.alice.slash(post, "game start", opponent=table.bob, thread=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "game-thread-error-tag-required")
    assert [t.id for t in forum.threads] == [post.id]


async def test_discord_refusing_a_forum_post_for_its_tags_is_a_clear_error(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    forum = table.guild.create_forum_channel("tagged")
    post = forum_post(table, forum)

    async def refuse(*args: Any, **kwargs: Any) -> Any:
        response = SimpleNamespace(status=400, reason="Bad Request")
        raise discord.HTTPException(response, {"code": 40067, "message": "A tag is required"})  # type: ignore[arg-type]

    monkeypatch.setattr(discord.ForumChannel, "create_thread", refuse)
    refused = await table.alice.slash(post, "game start", opponent=table.bob, thread=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "game-thread-error-tag-required")
    assert [t.id for t in forum.threads] == [post.id]


async def test_without_the_permission_to_open_threads_nothing_starts(table: Table) -> None:
    me: Any = table.guild.me
    closed = table.guild.create_text_channel(
        "no-threads", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    refused = await table.alice.slash(closed, "game start", opponent=table.bob, thread=True)
    assert refused.ephemeral
    names = tr("en", "permission-create-public-threads")
    assert reply(refused).content == tr("en", "game-thread-error-permissions", permissions=names)
    assert closed.threads == [] and await state_at(table, closed.id) is None


@pytest.mark.parametrize(
    ("kind", "key"),
    [
        ("bot-dm", "game-thread-error-no-server"),
        ("group-dm", "game-thread-error-no-server"),
        ("guild-without-bot", "game-thread-error-no-bot"),
    ],
)
async def test_where_no_thread_can_open_nothing_starts(
    table: Table, contexts: Contexts, kind: str, key: str
) -> None:
    place = contexts.place(kind, table)
    opponent = place.bob if place.bob is not None else table.bob
    refused = await place.slash(place.alice, "game start", opponent=opponent, thread=True)
    assert refused.ephemeral and reply(refused).content == tr("en", key)
    assert await state_at(table, place.table_id) is None
    assert table.channel.threads == []


async def test_a_bad_option_is_refused_before_the_thread_opens(table: Table) -> None:
    refused = await table.alice.slash(table.channel, "game start", opponent=table.bob, thread=True, round=1)
    assert refused.ephemeral and reply(refused).content == tr("en", "game-error-league-needed")
    unknown = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, thread=True, season="no-such-season"
    )
    assert unknown.ephemeral
    assert table.channel.threads == []


@pytest.mark.both_stores
async def test_a_game_that_fails_in_its_new_thread_leaves_no_thread(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def fail(*args: Any, **kwargs: Any) -> Any:
        raise DomainError("game-error-already-running")

    monkeypatch.setattr(GamePlay, "start", fail)
    refused = await table.alice.slash(table.channel, "game start", opponent=table.bob, thread=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "game-error-already-running")
    assert table.channel.threads == []

    async def forbidden(self: discord.Thread, *args: Any, **kwargs: Any) -> None:
        response = SimpleNamespace(status=403, reason="Forbidden")
        raise discord.Forbidden(response, {"code": 50013, "message": "Missing Permissions"})  # type: ignore[arg-type]

    monkeypatch.setattr(discord.Thread, "delete", forbidden)
    left = await table.alice.slash(table.channel, "game start", opponent=table.bob, thread=True)
    [thread] = table.channel.threads
    reason = tr("en", "game-error-already-running")
    assert reply(left).content == tr("en", "game-thread-error-left", thread=thread.mention, reason=reason)


@pytest.mark.both_stores
async def test_a_setup_message_discord_refuses_undoes_the_game_and_the_thread(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = discord.Thread.send

    async def refuse(self: discord.Thread, *args: Any, **kwargs: Any) -> Any:
        if str(args[0] if args else kwargs.get("content", "")).startswith("**Game**"):
            response = SimpleNamespace(status=400, reason="Bad Request")
            raise discord.HTTPException(response, {"code": 50035, "message": "Invalid Form Body"})  # type: ignore[arg-type]
        return await original(self, *args, **kwargs)

    monkeypatch.setattr(discord.Thread, "send", refuse)
    refused = await table.alice.slash(table.channel, "game start", opponent=table.bob, thread=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "reply-error-undelivered")
    assert table.channel.threads == []


async def test_a_player_who_may_not_open_threads_gets_none_from_the_bot(table: Table) -> None:
    everyone: Any = table.env.bot.get_guild(table.guild.id).default_role  # type: ignore[attr-defined]
    me: Any = table.guild.me
    closed = table.guild.create_text_channel(
        "no-member-threads",
        overwrites={
            everyone: discord.PermissionOverwrite(create_public_threads=False),
            me: discord.PermissionOverwrite(create_public_threads=True),  # the bot still may
        },
    )
    refused = await table.alice.slash(closed, "game start", opponent=table.bob, thread=True)
    names = tr("en", "permission-create-public-threads")
    assert reply(refused).content == tr("en", "game-thread-error-player-permissions", permissions=names)
    assert closed.threads == [] and await state_at(table, closed.id) is None
