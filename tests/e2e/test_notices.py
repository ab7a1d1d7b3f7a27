"""Whose move, end to end (issue 22, item 3): the notice that mentions only the player who owes
a step, its reminders at `post` pace, /notify, the newest-message replacement, and a restart in
the middle of a wait. Notices are read from the REST requests the bot made (simcord records
each one with its JSON payload), so `allowed_mentions` is checked as Discord would receive it.

A table's pace is set with `/table pace`, as a moderator would.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_duel import current, ids_ending, press

pytestmark = pytest.mark.both_stores

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES
DAY = 24 * 3600.0
V2_FLAG = 1 << 15  # IS_COMPONENTS_V2
HOUR = 3600.0


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    # Steps wait for days here (the pace feature will make that the `post` default); the sweep
    # runs hourly so that simulated days pass quickly.
    return await make_bot(duel_ttl_s=7 * DAY, sweep_interval_s=HOUR)


async def pass_hours(env: simcord.Env, hours: int) -> None:
    """Let simulated time pass an hour at a time (the sweep runs hourly here)."""
    for _ in range(hours):
        await env.advance_time(HOUR)


async def set_pace(table: Table, pace: str) -> None:
    """The table's pace, set as a moderator would (/table pace)."""
    result = await table.mod.slash(table.channel, "table pace", pace=pace)
    assert not result.ephemeral, reply(result).content


def notice_posts(env: simcord.Env, table: Table) -> list[dict[str, Any]]:
    """Every message the bot posted in the table's channel through the REST API (the command
    replies go through the interaction instead): the notices, in order. The game's board (a
    Components V2 message, bot/ui/game/board.py) is not a notice."""
    path = f"/channels/{table.channel.id}/messages"
    return [
        r.json
        for r in env.http_requests
        if r.method == "POST" and r.path == path and not (r.json or {}).get("flags", 0) & V2_FLAG
    ]


def deleted(env: simcord.Env, table: Table) -> list[str]:
    prefix = f"/channels/{table.channel.id}/messages/"
    return [
        r.path.removeprefix(prefix)
        for r in env.http_requests
        if r.method == "DELETE" and r.path.startswith(prefix)
    ]


def notice(who: str, owed_key: str, link: str, against: str | None = None, key: str = "notice-line") -> str:
    """A notice as posted: who and what they owe, with the opponent and the link to the step."""
    owed = tr("en", owed_key)
    if against is None:
        item = tr("en", "notice-item", owed=owed, link=link)
    else:
        item = tr("en", "notice-item-against", owed=owed, against=against, link=link)
    return f"{tr('en', key, who=who, count=1)}\n- {item}"


def mentions_only(payload: dict[str, Any], user_id: int) -> None:
    mentions = dict(payload["allowed_mentions"])
    assert mentions.pop("replied_user", False) is False
    assert mentions == {"parse": [], "users": [user_id]}  # no everyone, here or roles
    assert f"<@{user_id}>" in payload["content"]
    assert "@everyone" not in payload["content"] and "@here" not in payload["content"]


async def open_duel(table: Table) -> Any:
    """Alice (8) against Bob (13): Bob must accept; then Alice, lower, has the first cheat window."""
    await table.stack(table.alice, card(5, R), hand=[card(10, T)])
    await table.stack(table.bob, card(7, C), hand=[card(13, R)])
    result = await table.alice.slash(
        table.channel, "duel opposed", opponent=table.bob, stat=3, opponent_stat=6
    )
    assert not result.ephemeral
    return reply(result)


async def test_a_duel_pings_the_defender_once_naming_only_them(
    table: Table, simcord_env: simcord.Env
) -> None:
    message = await open_duel(table)

    posts = notice_posts(simcord_env, table)
    assert len(posts) == 1
    mentions_only(posts[0], table.bob.id)
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{message.id}"
    assert posts[0]["content"] == notice(
        table.bob.mention, "notice-owed-duel-accept", link, table.alice.mention
    )

    # Live pace (the default): Alice started the duel, so her cheat window pings nobody.
    await press(table, table.bob, message.id, ":accept")
    assert ids_ending(current(table, message.id), ":cheat").split(":")[3] == str(table.alice.id)
    assert len(notice_posts(simcord_env, table)) == 1
    await pass_hours(simcord_env, 4 * 24)  # and no reminders at live pace
    assert len(notice_posts(simcord_env, table)) == 1


async def test_at_post_pace_the_initiator_is_pinged_for_the_cheat_window_replacing_the_notice(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await set_pace(table, "post")
    message = await open_duel(table)
    first = public_messages(table.channel)[-1]
    assert f"<@{table.bob.id}>" in first.content

    await simcord_env.advance_time(3 * HOUR)
    await press(table, table.bob, message.id, ":accept")

    posts = notice_posts(simcord_env, table)
    assert len(posts) == 2
    mentions_only(posts[1], table.alice.id)
    assert tr("en", "notice-owed-duel-cheat") in posts[1]["content"]
    # Bob's notice was still the newest message: it was replaced, not added to.
    assert deleted(simcord_env, table) == [str(first.id)]
    notices = [m for m in public_messages(table.channel) if m.id != message.id and "your move" in m.content]
    assert len(notices) == 1 and f"<@{table.alice.id}>" in notices[0].content


async def test_a_notice_that_is_no_longer_the_newest_message_stays(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await set_pace(table, "post")
    message = await open_duel(table)
    await table.mod.slash(table.channel, "roll", expression="1d6")  # something newer in the channel
    await press(table, table.bob, message.id, ":accept")
    assert deleted(simcord_env, table) == []
    assert len(notice_posts(simcord_env, table)) == 2


async def test_at_post_pace_reminders_come_at_24_48_and_72_hours_and_no_fourth(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await set_pace(table, "post")
    await open_duel(table)
    assert len(notice_posts(simcord_env, table)) == 1

    counts = []
    for _hours in range(1, 5 * 24 + 1):
        await pass_hours(simcord_env, 1)
        counts.append(len(notice_posts(simcord_env, table)))
    # The reminder is due at +24 h, +48 h, +72 h; the hourly sweep sends it within the hour.
    assert counts[22] == 1 and counts[24] == 2
    assert counts[46] == 2 and counts[48] == 3
    assert counts[70] == 3 and counts[72] == 4
    assert counts[-1] == 4  # no fourth reminder
    for payload in notice_posts(simcord_env, table)[1:]:
        mentions_only(payload, table.bob.id)
        assert payload["content"].startswith(tr("en", "notice-reminder", who=table.bob.mention, count=1))
    # Each reminder replaced the previous notice, which was still the newest message.
    assert len(deleted(simcord_env, table)) == 3


async def test_answering_stops_the_reminders(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await set_pace(table, "post")
    message = await open_duel(table)
    await press(table, table.bob, message.id, ":accept")  # Alice is notified for her cheat window
    await press(table, table.alice, message.id, ":keep")  # Bob's cheat window: Bob is notified
    await press(table, table.bob, message.id, ":keep")  # the duel is over
    before = len(notice_posts(simcord_env, table))
    assert before == 3
    await pass_hours(simcord_env, 4 * 24)
    assert len(notice_posts(simcord_env, table)) == before


async def test_notify_dm_sends_the_line_by_dm_instead(table: Table, simcord_env: simcord.Env) -> None:
    answer = await table.bob.slash(table.channel, "notify", mode="dm")
    assert answer.ephemeral and reply(answer).content.startswith(tr("en", "notify-now-dm"))

    message = await open_duel(table)

    assert notice_posts(simcord_env, table) == []
    dms = dm_messages(simcord_env, table.bob)
    assert len(dms) == 1
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{message.id}"
    assert link in dms[0].content and tr("en", "notice-owed-duel-accept") in dms[0].content
    assert dm_messages(simcord_env, table.alice) == []


async def test_notify_none_sends_nothing(table: Table, simcord_env: simcord.Env) -> None:
    await table.bob.slash(table.channel, "notify", mode="none")
    shown = await table.bob.slash(table.channel, "notify")
    assert reply(shown).content == tr("en", "notify-now-none")

    await open_duel(table)

    assert notice_posts(simcord_env, table) == []
    assert dm_messages(simcord_env, table.bob) == []


async def test_closed_dms_send_nothing_and_log_why_without_the_content(
    table: Table, simcord_env: simcord.Env, caplog: pytest.LogCaptureFixture
) -> None:
    await table.bob.slash(table.channel, "notify", mode="dm")
    simcord_env.inject_error("POST", "/channels/*/messages", status=403, code=50007, message="Cannot send")
    with caplog.at_level(logging.INFO, logger="bot.ui.notices.send"):
        await open_duel(table)
    assert dm_messages(simcord_env, table.bob) == []
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.ui.notices.send"]
    assert lines == [f"could not DM a notice to user {table.bob.id}: DMs closed"]


async def test_notify_works_in_a_dm_with_the_bot(table: Table, simcord_env: simcord.Env) -> None:
    answer = await table.bob.user.slash("notify", mode="dm")
    assert reply(answer).content.startswith(tr("en", "notify-now-dm"))
    await open_duel(table)  # the choice holds at every table
    assert notice_posts(simcord_env, table) == [] and len(dm_messages(simcord_env, table.bob)) == 1


async def test_a_restarted_bot_sends_the_reminder_when_due(
    table: Table,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await set_pace(table, "post")
    await open_duel(table)
    await simcord_env.advance_time(10 * HOUR)

    await simcord_env.restart_bot(await make_bot(duel_ttl_s=7 * DAY, sweep_interval_s=HOUR))
    await simcord_env.advance_time(13 * HOUR)
    assert len(notice_posts(simcord_env, table)) == 1
    await simcord_env.advance_time(2 * HOUR)  # past +24 h

    posts = notice_posts(simcord_env, table)
    assert len(posts) == 2
    mentions_only(posts[1], table.bob.id)
    assert tr("en", "notice-owed-duel-accept") in posts[1]["content"]


async def test_where_the_bot_is_not_a_member_the_notice_is_a_follow_up_and_reminders_only_by_dm(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    place = Contexts(simcord_env, monkeypatch).place("group-dm", table)
    assert place.bob is not None and place.bob_id is not None
    await place.slash(place.alice, "table pace", pace="post")  # in a group DM anyone may
    await table.stack(place.alice_id, card(5, R), hand=[card(10, T)], at=place.table_id)
    await table.stack(place.bob_id, card(7, C), hand=[card(13, R)], at=place.table_id)

    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=3, opponent_stat=6)

    owed = tr("en", "notice-owed-duel-accept")
    notices = [f for f in started.followups if owed in f.content]
    assert len(notices) == 1 and notices[0].content.startswith(f"<@{place.bob_id}>: ")
    assert tr("en", "notice-no-reminders-here") in notices[0].content  # said once, in the small print
    (payload,) = [
        r.json
        for r in simcord_env.http_requests
        if r.method == "POST" and r.json and owed in str(r.json.get("content"))
    ]
    mentions_only(payload, place.bob_id)

    before = len(simcord_env.http_requests)
    await pass_hours(simcord_env, 25)  # no channel access: the reminder is skipped, not attempted
    assert not [r for r in simcord_env.http_requests[before:] if r.method == "POST" and "/messages" in r.path]


async def test_a_game_turn_tells_whoever_its_initiative_waits_on(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await set_pace(table, "post")
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    actor = table.alice
    await actor.slash(table.channel, "game next")
    expected: list[int] = []
    for _ in range(6):
        turn = next(m for m in reversed(table.channel.history()) if m.content.startswith("**Turn "))
        buttons = [i for i in custom_ids(turn) if i.startswith("fb:gi:")]
        if not buttons:
            break
        awaited = int(buttons[0].split(":")[3])
        if awaited != actor.id:
            expected.append(awaited)  # a step now waits on someone who did not just act
        assert len(notice_posts(simcord_env, table)) == len(expected)
        button = next((b for b in buttons if b.endswith(":decline")), buttons[0])
        actor = players[awaited]
        await actor.click(turn, custom_id=button)
    assert expected, "the initiative never waited on the other player"
    posts = notice_posts(simcord_env, table)
    assert len(posts) == len(expected)
    for payload, player in zip(posts, expected, strict=True):
        mentions_only(payload, player)
        assert tr("en", "notice-owed-initiative") in payload["content"]


async def test_an_initiative_tells_the_opponent_who_chooses(table: Table, simcord_env: simcord.Env) -> None:
    # M4E, after turn 1: the player who did not activate last (Bob) chooses who goes first.
    started = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, last_activator=table.alice)
    )
    (payload,) = notice_posts(simcord_env, table)
    mentions_only(payload, table.bob.id)
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{started.id}"
    assert payload["content"] == notice(
        table.bob.mention, "notice-owed-initiative", link, table.alice.mention
    )

    await table.bob.click(current(table, started.id), label=tr("en", "initiative-button-me"))
    assert len(notice_posts(simcord_env, table)) == 1  # decided: nobody owes anything more
