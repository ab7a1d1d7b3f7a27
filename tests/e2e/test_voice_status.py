"""A game at a voice channel's text chat shows in the channel's status (issue: play by chat and
on a call, item 8): the turn, whose activation and the score, kept current at the board's pace
and cleared at the end. Discord's voice-status route is served by tests/e2e/voice_status_route.py
(simcord has none), with its permission; the body is judged by Discord's schema as every other.
"""

from __future__ import annotations

import dataclasses

import discord
import pytest
import simcord
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.ui.common.invite import INVITE_PERMISSIONS
from tests.e2e.helpers import Table, end_game_agreed, reply
from tests.e2e.test_game import choose_open_strategy, game_state
from tests.e2e.test_game_board import board_row, edits, play_turn, settle, start
from tests.e2e.voice_status_route import voice_status, voice_status_history

pytestmark = pytest.mark.both_stores


def on_a_call(table: Table) -> Table:
    """The same players, at the text chat of a voice channel."""
    return dataclasses.replace(table, channel=table.guild.create_voice_channel("call"))


async def test_the_voice_channel_status_follows_the_game(table: Table, simcord_env: simcord.Env) -> None:
    call = on_a_call(table)
    backend = simcord_env.backend
    setup = await start(call)
    a, b = table.alice.id, table.bob.id
    assert voice_status(backend, call.channel.id) == "Setup · alice 0–0 bob"
    await choose_open_strategy(call, setup)
    await settle(simcord_env)

    await play_turn(call, simcord_env)  # turn 1, its initiative chosen: the activations begin
    state = await game_state(call)
    act = state.current_activations
    assert state.turn == 1 and act is not None and act.active in (a, b)
    who = "alice" if act.active == a else "bob"
    assert voice_status(backend, call.channel.id) == f"Turn 1 · {who} activates · alice 0–0 bob"

    # A change waits for the board's redraw, and the status moves with it, not before.
    row = await board_row(call)
    board_edits = edits(simcord_env, call, row.message_id or 0)
    scored = await call.alice.slash(call.channel, "game score", strategy=2)
    assert not scored.ephemeral, reply(scored).content
    assert voice_status(backend, call.channel.id) == f"Turn 1 · {who} activates · alice 0–0 bob"
    await settle(simcord_env)
    assert edits(simcord_env, call, row.message_id or 0) == board_edits + 1
    assert voice_status(backend, call.channel.id) == f"Turn 1 · {who} activates · alice 2–0 bob"
    # Nothing changed: the next redraw sends no status again.
    sent = len(voice_status_history(backend, call.channel.id))
    await call.bob.slash(call.channel, "game score", soulstones=1)
    await settle(simcord_env)
    assert len(voice_status_history(backend, call.channel.id)) == sent

    await end_game_agreed(call, call.alice, call.bob)
    assert voice_status(backend, call.channel.id) is None
    assert voice_status_history(backend, call.channel.id)[-1] is None
    assert simcord_env.errors == []


async def test_the_status_is_in_the_games_language(table: Table, simcord_env: simcord.Env) -> None:
    call = on_a_call(table)
    await call.mod.slash(call.channel, "table language", language="es")
    await start(call)
    assert voice_status(simcord_env.backend, call.channel.id) == "Preparación · alice 0–0 bob"


async def test_without_the_permission_no_status_is_asked_and_the_board_goes_on(
    table: Table, simcord_env: simcord.Env
) -> None:
    call = on_a_call(table)
    bot_id = simcord_env.backend.bot_user.id
    denied = discord.Permissions(set_voice_channel_status=True).value
    simcord_env.backend.set_overwrite(
        call.channel.id, Overwrite(target_id=bot_id, type=OverwriteType.MEMBER, allow=0, deny=denied)
    )
    await start(call)
    await call.alice.slash(call.channel, "game score", strategy=1)
    await settle(simcord_env)
    assert (await board_row(call)).message_id is not None
    puts = [r for r in simcord_env.http_requests if r.path.endswith("/voice-status")]
    assert puts == []  # never a refused call
    assert voice_status(simcord_env.backend, call.channel.id) is None


async def test_a_text_channel_game_leaves_voice_status_alone(table: Table, simcord_env: simcord.Env) -> None:
    """Control: the same game at a text channel asks nothing of the voice-status route."""
    await start(table)
    await table.alice.slash(table.channel, "game score", strategy=1)
    await settle(simcord_env)
    assert not [r for r in simcord_env.http_requests if r.path.endswith("/voice-status")]


def test_the_invite_asks_for_the_voice_status_permission() -> None:
    assert INVITE_PERMISSIONS.set_voice_channel_status
