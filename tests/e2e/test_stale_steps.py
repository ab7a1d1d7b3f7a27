"""A step's message the bot could no longer edit says so on press (issue 34 §6).

Where the bot is not a member (a server without it, a group DM) it edits a step's message only
through an interaction's token, for Discord's 15 minutes. A duel that lapses later (at live pace
after 15 minutes, at post pace after days) cannot have its message redrawn: the message keeps
live buttons. The bot stores that (migration 014), so that a press on it, even after a restart,
brings the message up to date as the press's answer and is told privately why it fell behind,
with a link to it; and the press changes nothing else.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.store.stale_repo import is_stale
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts, Place
from tests.e2e.helpers import Table, custom_ids, reply

# Stored state across restarts (and processes) is what is tested: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0


def current(place: Place, message_id: int) -> Any:
    return next(m for m in place.history() if m.id == message_id)


def accept_id(message: Any) -> str:
    (found,) = [i for i in custom_ids(message) if i.endswith(":accept")]
    return found


async def snapshot(table: Table, place: Place) -> tuple[Any, ...]:
    """What a press could change: the table's decks and open steps, and its public messages."""
    decks = await table.store.decks_of_table(place.table_id)
    pending = await table.store.pending_of_table(place.table_id)
    public = [(m.id, m.content) for m in place.history() if not m.flags.ephemeral]
    return decks, pending, public


async def stale_duel(
    table: Table,
    place: Place,
    env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    *,
    pace: str,
    wait: float,
) -> Any:
    """A duel opened at ``pace`` that lapsed after ``wait`` seconds while nobody could edit its
    message there; the bot then restarts. Returns the message (still with live buttons)."""
    if pace != "live":
        await env.restart_bot(await make_bot(sweep_interval_s=DAY))  # days pass in a few sweeps
        set_pace = await place.slash(place.alice, "table pace", pace=pace)
        assert not set_pace.ephemeral, reply(set_pace).content
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=5, opponent_stat=5)
    duel = reply(started)
    assert not started.ephemeral and accept_id(duel)
    while wait > 0:  # the sweep lapses the duel on the way
        await env.advance_time(min(wait, 12 * HOUR))
        wait -= 12 * HOUR
    assert await table.store.pending_of_table(place.table_id) == []  # the duel lapsed
    assert accept_id(current(place, duel.id))  # nobody could take its buttons off
    assert await is_stale(table.store, place.table_id, duel.id)
    await env.restart_bot(await make_bot())  # stored, not in memory
    return duel


@pytest.mark.parametrize(
    ("kind", "pace", "wait"),
    [("guild-without-bot", "live", 16 * MINUTE), ("group-dm", "post", 8 * DAY)],
)
async def test_a_press_on_a_stale_step_message_says_the_step_moved_on(
    table: Table,
    contexts: Contexts,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    kind: str,
    pace: str,
    wait: float,
) -> None:
    place = contexts.place(kind, table)
    assert place.bob is not None
    duel = await stale_duel(table, place, simcord_env, make_bot, pace=pace, wait=wait)
    before = await snapshot(table, place)

    pressed = await place.bob.click(current(place, duel.id), custom_id=accept_id(current(place, duel.id)))

    marked = current(place, duel.id)
    assert custom_ids(marked) == [] and tr("en", "play-duel-lapsed") in marked.content
    (refusal,) = pressed.followups
    assert refusal.ephemeral
    # A link to the message, as Discord writes one: a group DM's is under @me.
    where = "@me" if kind == "group-dm" else str(marked.guild.id)
    link = f"https://discord.com/channels/{where}/{place.table_id}/{duel.id}"
    assert refusal.content == tr("en", "step-stale-moved-on", link=link)
    decks, pending, public = await snapshot(table, place)
    assert (decks, pending) == before[:2]  # nothing changed but the message itself
    assert [i for i, _c in public] == [i for i, _c in before[2]]  # and no new message
    assert not await is_stale(table.store, place.table_id, duel.id)  # told once


async def test_without_the_stored_mark_the_press_gets_only_the_plain_refusal(
    table: Table, contexts: Contexts, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    """The control: the explanation comes from the stored mark. Forgotten, the same press is
    refused as any press on a finished duel is."""
    place = contexts.place("group-dm", table)
    assert place.bob is not None
    duel = await stale_duel(table, place, simcord_env, make_bot, pace="live", wait=16 * MINUTE)
    assert await table.env.bot.play.take_stale_message(place.table_id, duel.id)  # type: ignore[attr-defined]

    pressed = await place.bob.click(current(place, duel.id), custom_id=accept_id(current(place, duel.id)))

    assert custom_ids(current(place, duel.id)) == []
    (refusal,) = pressed.followups
    assert refusal.ephemeral and refusal.content == tr("en", "error-duel-unknown")


async def test_where_the_bot_is_a_member_a_lapsed_message_is_redrawn_not_marked_stale(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    place = contexts.place("guild", table)
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=5, opponent_stat=5)
    duel = reply(started)
    await simcord_env.advance_time(16 * MINUTE)  # the duel lapses; the bot edits its message
    assert custom_ids(current(place, duel.id)) == []
    assert not await is_stale(table.store, place.table_id, duel.id)


async def test_a_passing_discord_failure_does_not_make_a_message_stale(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    """A 5xx is Discord failing for a moment, not a message the bot can no longer edit: the
    outcome is posted anew and the old message is not marked (the stale ones above are)."""
    place = contexts.place("guild", table)
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=5, opponent_stat=5)
    duel = reply(started)
    simcord_env.inject_error(
        "PATCH", f"/channels/{place.table_id}/messages/{duel.id}", status=500, times=None
    )
    await simcord_env.advance_time(16 * MINUTE)  # the duel lapses; the edit of its message fails
    assert accept_id(current(place, duel.id))  # the failed edit left the buttons
    assert tr("en", "lapse-heading") in place.history()[-1].content  # the outcome, posted anew
    assert not await is_stale(table.store, place.table_id, duel.id)
