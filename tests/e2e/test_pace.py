"""Pace and places without the bot, end to end (issue 22, items 1 and 5).

Through the real discord.py paths with simcord's virtual clock (the bot's injected clock): a
table at `post` pace keeps a duel open for 7 days, `/game start pace:post` overrides a live
table for that game's steps, `none` never lapses by time, and a group DM (where only a player
installed the bot, and no roles exist) sets its own edition and pace and plays `/game`.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.rules.common.pace import Pace
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts, Place
from tests.e2e.helpers import Table, all_out, custom_ids, reply, text_of

pytestmark = pytest.mark.both_stores

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0
POST_TEXT = "post (a step waits 7 days; a reminder every 24 hours, at most 3)"


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """The bot with its sweep every hour (so that days of virtual time pass quickly)."""
    bot = await make_bot(sweep_interval_s=HOUR)
    await simcord_env.restart_bot(bot)
    return bot


@pytest.fixture
async def daily(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """The bot with its sweep once a day: for a month that must pass without any lapse, where
    the hour of a sweep does not matter (30 sweeps, not 720)."""
    bot = await make_bot(sweep_interval_s=DAY)
    await simcord_env.restart_bot(bot)
    return bot


async def pass_time(env: simcord.Env, seconds: float, step: float = 12 * HOUR) -> None:
    """Move the virtual clock on by ``seconds`` (the hourly sweep runs on the way), in steps
    simcord settles within its time limit."""
    while seconds > 0:
        await env.advance_time(min(step, seconds))
        seconds -= step


def current(channel: simcord.ChannelHandle, message_id: int) -> Any:
    return next(m for m in channel.history() if m.id == message_id)


async def open_duel(table: Table, opponent: Any) -> Any:
    started = await table.alice.slash(
        table.channel, "duel opposed", opponent=opponent, stat=5, opponent_stat=5
    )
    assert not started.ephemeral, reply(started).content
    return reply(started)


async def pending_ids(table: Table, channel_id: int | None = None) -> list[int]:
    return [r.id for r in await table.store.pending_of_table(channel_id or table.channel.id)]


# -- /table pace ---------------------------------------------------------------------------------


async def test_a_post_table_keeps_a_duel_open_seven_days(
    table: Table, simcord_env: simcord.Env, hourly: Fatebot
) -> None:
    set_pace = await table.mod.slash(table.channel, "table pace", pace="post")
    assert not set_pace.ephemeral
    assert reply(set_pace).content == tr("en", "table-pace-set", by=table.mod.mention, pace=POST_TEXT)
    shown = await table.alice.slash(table.channel, "table pace")
    assert shown.ephemeral and f"Pace: {POST_TEXT}" in reply(shown).content

    duel = await open_duel(table, table.bob)
    (record,) = await table.store.pending_of_table(table.channel.id)
    assert record.expires_at - record.created_at == 7 * DAY

    await pass_time(simcord_env, 6 * DAY + 23 * HOUR)  # 167 sweeps have run
    assert await pending_ids(table) == [record.id]
    assert custom_ids(current(table.channel, duel.id))  # still open: its buttons are live

    await pass_time(simcord_env, 2 * HOUR)  # past 7 days, and a sweep
    assert await pending_ids(table) == []
    lapsed = current(table.channel, duel.id)
    assert custom_ids(lapsed) == [] and tr("en", "lapse-heading") in lapsed.content


async def test_reminder_settings_are_kept_with_the_table(table: Table) -> None:
    result = await table.mod.slash(table.channel, "table pace", pace="post", reminder_hours=12, reminders=1)
    assert not result.ephemeral
    settings = await table.store.table_settings(table.channel.id)
    assert (settings.pace, settings.reminder_hours, settings.reminders) == (Pace.POST, 12, 1)
    assert "a reminder every 12 hours, at most 1" in reply(result).content
    with pytest.raises(simcord.OptionError):
        await table.mod.slash(table.channel, "table pace", pace="post", reminders=4)


async def test_none_never_lapses_by_time(table: Table, simcord_env: simcord.Env, daily: Fatebot) -> None:
    await table.mod.slash(table.channel, "table pace", pace="none")
    duel = await open_duel(table, table.bob)
    (record,) = await table.store.pending_of_table(table.channel.id)
    assert record.expires_at == math.inf

    await pass_time(simcord_env, 30 * DAY)
    assert await pending_ids(table) == [record.id]
    message = current(table.channel, duel.id)
    accept = next(i for i in custom_ids(message) if i.endswith(":accept"))
    accepted = await table.bob.click(message, custom_id=accept)  # a month later, it still plays on
    assert not (accepted.ephemeral and not accepted.followups), reply(accepted).content
    assert tr("en", "lapse-heading") not in current(table.channel, duel.id).content


# -- /game start pace ------------------------------------------------------------------------------


async def test_a_post_game_overrides_a_live_table_for_its_steps(
    table: Table, simcord_env: simcord.Env, hourly: Fatebot
) -> None:
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob, pace="post")
    assert not started.ephemeral
    assert tr("en", "game-pace-line", pace=POST_TEXT) in reply(started).content
    assert tr("en", "pace-note-no-bot") not in reply(started).content  # the bot is a member here
    state = await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    assert state is not None and state.pace is Pace.POST

    in_the_game = await open_duel(table, table.bob)
    outside_it = await open_duel(table, table.mod)  # the mod does not play this game: the table's pace
    await simcord_env.advance_time(2 * HOUR)
    assert tr("en", "lapse-heading") in current(table.channel, outside_it.id).content
    assert custom_ids(current(table.channel, in_the_game.id))  # the game's duel still waits
    (record,) = await table.store.pending_of_table(table.channel.id)
    assert record.expires_at - record.created_at == 7 * DAY

    await pass_time(simcord_env, 7 * DAY)
    assert await pending_ids(table) == []


# -- places without the bot ------------------------------------------------------------------------


async def test_an_m3e_group_dm_sets_its_edition_and_plays_a_game_with_six_card_hands(
    table: Table, contexts: Contexts
) -> None:
    place = contexts.place("group-dm", table)
    assert place.bob is not None
    # Bob did not install the bot, and a group DM has no roles: anyone at the table may.
    edition = await place.bob.slash(place.channel, "table game", game="m3e")
    assert not edition.ephemeral
    assert reply(edition).content == tr(
        "en", "table-game-set", by=f"<@{place.bob_id}>", game="Malifaux Third Edition (M3E)"
    )
    pace = await place.alice.slash(place.channel, "table pace", pace="post")
    assert not pace.ephemeral
    assert reply(pace).content == "\n".join(
        [
            tr("en", "table-pace-set", by=f"<@{place.alice_id}>", pace=POST_TEXT),
            tr("en", "pace-note-no-bot"),  # what cannot work where the bot is not a member
        ]
    )
    no_roles = await place.alice.slash(place.channel, "table moderator_role")
    assert no_roles.ephemeral and reply(no_roles).content == tr("en", "table-error-no-roles-here")

    started = await place.alice.slash(place.channel, "game start", opponent=place.bob)
    assert not started.ephemeral, reply(started).content
    text = reply(started).content
    assert "(M3E" in text and tr("en", "pace-note-no-bot") in text
    await choose_open_strategy(place, table, reply(started))

    turn = await place.bob.slash(place.channel, "game next")
    assert not turn.ephemeral, reply(turn).content
    assert "(hand size 6)" in text_of(reply(turn))
    for player in (place.alice_id, place.bob_id):
        assert len(await table.hand(player, at=place.table_id)) == 6


async def choose_open_strategy(place: Place, table: Table, message: Any) -> None:
    state = await table.env.bot.play.game.state(place.table_id)  # type: ignore[attr-defined]
    assert state is not None
    if state.strategy is None:
        attacker = place.alice if state.attacker == place.alice_id else place.bob
        assert attacker is not None
        await attacker.select(message, [state.strategy_choices[0]])


async def test_a_server_without_the_bot_needs_manage_channels_for_settings(
    table: Table, contexts: Contexts
) -> None:
    """In a server, even one that never added the bot, Discord sends the member's permissions with
    the interaction: without Manage Channels (or Manage Server) the settings stay as they are."""
    place = contexts.place("guild-without-bot", table)
    refused = await place.alice.slash(place.channel, "table game", game="m3e")
    assert refused.ephemeral and reply(refused).content == tr("en", "error-not-moderator")
    assert (await table.store.table_settings(place.table_id)).game == "m4e"
    started = await place.alice.slash(place.channel, "game start", opponent=place.bob)
    assert not started.ephemeral, reply(started).content  # /game works there too
    assert tr("en", "pace-note-no-bot") not in reply(started).content  # live pace: nothing to warn of


async def test_a_lapsed_game_initiative_in_a_group_dm_leaves_no_live_buttons(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    """Where the bot is not a member, the sweep cannot edit the turn message after Discord's
    15 minutes: the next press on its buttons takes them off and privately says why the message
    fell behind (stored when the lapse could not edit it), with a link to it."""
    place = contexts.place("group-dm", table)
    assert place.bob is not None
    started = await place.alice.slash(place.channel, "game start", opponent=place.bob)
    await choose_open_strategy(place, table, reply(started))
    await place.bob.slash(place.channel, "game next")
    await all_out(table, last=place.alice, channel=place.channel, players=(place.alice, place.bob))
    await place.alice.slash(place.channel, "game next", last_activation=place.alice)
    for player in (place.alice, place.bob):  # the start-of-turn discard step: keep all
        await player.click(latest_turn(place), custom_id="fb:gds:keep")
    turn = latest_turn(place)
    buttons = [i for i in custom_ids(turn) if i.startswith("fb:gi:")]
    assert buttons, text_of(turn)
    await simcord_env.advance_time(16 * MINUTE)  # the initiative lapses (live pace)
    assert custom_ids(latest_turn(place))  # nobody could take its buttons off
    chooser = place.alice if f":{place.alice_id}:" in buttons[0] else place.bob
    pressed = await chooser.click(latest_turn(place), custom_id=buttons[0])
    marked = latest_turn(place)
    (refusal,) = pressed.followups
    link = f"https://discord.com/channels/@me/{place.table_id}/{marked.id}"  # a group DM's
    assert refusal.ephemeral and refusal.content == tr("en", "step-stale-moved-on", link=link)
    state = await table.env.bot.play.game.state(place.table_id)  # type: ignore[attr-defined]
    # The lapse decided the initiative by the rules' defaults (issue 22); the press shows that.
    assert state is not None and state.first_player is not None
    assert not [i for i in custom_ids(marked) if i.startswith("fb:gi:")]
    assert f"<@{state.first_player}>" in marked.content
    assert await pending_ids(table, place.table_id) == []


def latest_turn(place: Place) -> Any:
    return next(m for m in reversed(place.channel.history()) if m.content.startswith("**Turn "))


async def test_in_a_server_without_the_bot_every_player_sets_the_pace(
    table: Table, contexts: Contexts
) -> None:
    """Nobody there can hold the table's moderator role: a player sets `post` pace, so a duel
    waits days instead of lapsing after Discord's 15 minutes. Where the bot is a member, a player
    without the permissions is still refused (the control)."""
    place = contexts.place("guild-without-bot", table)
    assert place.bob is not None
    pace = await place.bob.slash(place.channel, "table pace", pace="post")
    assert not pace.ephemeral, reply(pace).content
    assert (await table.env.bot.play.table_settings(place.channel.id)).pace is Pace.POST  # type: ignore[attr-defined]
    refused = await table.bob.slash(table.channel, "table pace", pace="post")
    assert refused.ephemeral
