"""Abuse limits end to end (issue 10 §4): the cooldown of the commands that open things and the
cap on open records, each a private message that changes nothing, never met at a real pace."""

from __future__ import annotations

import re

import pytest
import simcord

from bot.play.common.limits import MAX_OPEN_DUELS_PER_PLAYER, MAX_OPEN_FLIPS_PER_PLAYER
from bot.ui.common.cooldowns import OPENING_PER_S, OPENING_RATE
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, public_messages, reply

COOLDOWN = re.compile(
    re.escape(tr("en", "limit-error-cooldown", seconds=999))
    .replace("999", "([0-9]+)")
    .replace("seconds", "seconds?")
)


async def test_a_burst_is_refused_privately_past_the_limit_and_others_are_unaffected(
    table: Table, simcord_env: simcord.Env
) -> None:
    for _ in range(OPENING_RATE):
        assert not (await table.alice.slash(table.channel, "flip")).ephemeral
    before = await table.snapshot()

    for command, options in (("flip", {}), ("duel simple", {"stat": 5, "tn": 10}), ("panel", {})):
        refused = await table.alice.slash(table.channel, command, **options)
        assert refused.ephemeral
        match = COOLDOWN.fullmatch(reply(refused).content)
        assert match, reply(refused).content
        assert 1 <= int(match.group(1)) <= OPENING_PER_S
    assert await table.snapshot() == before

    # Bob at the same table is not slowed down; Alice at another table neither.
    assert not (await table.bob.slash(table.channel, "flip")).ephemeral
    other = table.guild.create_text_channel("table-2")
    assert not (await table.alice.slash(other, "flip")).ephemeral

    # Once the window has passed, Alice may flip again.
    await simcord_env.advance_time(OPENING_PER_S + 1)
    assert not (await table.alice.slash(table.channel, "flip")).ephemeral


async def test_a_real_players_pace_is_never_refused(table: Table, simcord_env: simcord.Env) -> None:
    """A duel or a flip every two seconds for four minutes, turn about: never refused."""
    for turn in range(120):
        if turn % 2:
            result = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)
        else:
            result = await table.alice.slash(table.channel, "flip", modifiers="+")
        assert not result.ephemeral, (turn, reply(result).content)
        for record in await table.store.pending_of_table(table.channel.id):
            # The player finishes what is waiting (a flip choice simply stands).
            if record.kind == "duel":
                message = next(m for m in public_messages(table.channel) if m.id == record.message_id)
                await table.alice.click(message, custom_id=custom_ids(message, enabled_only=True)[0])
        await simcord_env.advance_time(2)

    # Sixty + flips: only the newest choices stay open; the oldest lost their buttons, their card stands.
    flips = [m for m in public_messages(table.channel) if "flips (+)" in m.content]
    assert len(flips) == 60
    open_flips = [r for r in await table.store.pending_of_table(table.channel.id) if r.kind == "flip"]
    assert 0 < len(open_flips) <= MAX_OPEN_FLIPS_PER_PLAYER
    assert not [i for i in custom_ids(flips[0]) if i.startswith("fb:flip:")]
    assert tr("en", "lapse-heading") in flips[0].content  # its card stands, as the rules pick
    assert [i for i in custom_ids(flips[-1]) if i.startswith("fb:flip:")]


@pytest.mark.both_stores
async def test_the_open_duel_cap_is_a_private_message(table: Table) -> None:
    for _ in range(MAX_OPEN_DUELS_PER_PLAYER):
        assert not (
            await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5)
        ).ephemeral
    before = await table.snapshot()
    refused = await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "limit-error-open-duels", max=MAX_OPEN_DUELS_PER_PLAYER)
    assert await table.snapshot() == before
    assert not (await table.bob.slash(table.channel, "duel opposed", opponent=table.alice, stat=5)).ephemeral


async def test_buttons_that_open_something_share_the_allowance_of_the_commands(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Issue 24 §4: while a player's /flip is refused, the panel's ++ (80 presses in 3.5 s) and
    "Flip again" are refused too, privately, and make no public flip."""
    panel_result = await table.mod.slash(table.channel, "panel")
    panel = reply(panel_result)
    for _ in range(OPENING_RATE):
        assert not (await table.alice.slash(table.channel, "flip")).ephemeral
    assert (await table.alice.slash(table.channel, "flip")).ephemeral
    again_on = public_messages(table.channel)[-1]
    before = await table.snapshot()

    for press in range(80):
        refused = await table.alice.click(panel, custom_id="fb:panel:plus2")
        assert refused.ephemeral, press
        assert COOLDOWN.fullmatch(reply(refused).content), reply(refused).content
        await simcord_env.advance_time(3.5 / 80)
    again = next(i for i in custom_ids(again_on) if i.startswith("fb:again:"))
    refused = await table.alice.click(again_on, custom_id=again)
    assert refused.ephemeral
    assert COOLDOWN.fullmatch(reply(refused).content), reply(refused).content
    assert await table.snapshot() == before

    # Bob's presses count against Bob's allowance only; Alice's Hand button opens nothing.
    assert not (await table.bob.click(panel, custom_id="fb:panel:plus2")).ephemeral
    assert (await table.alice.click(panel, custom_id="fb:panel:hand")).ephemeral

    # The buttons spend the allowance the commands use: 20 presses, then /flip is refused.
    await simcord_env.advance_time(OPENING_PER_S + 1)
    for _ in range(OPENING_RATE):
        assert not (await table.alice.click(panel, custom_id="fb:panel:plus2")).ephemeral
    assert COOLDOWN.fullmatch(reply(await table.alice.slash(table.channel, "flip")).content)
