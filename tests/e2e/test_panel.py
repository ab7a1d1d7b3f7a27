"""/panel end to end: whoever presses flips from their own deck; the panel survives restarts."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
import simcord

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, cards_in, custom_ids, dm_messages, public_messages, reply

PANEL_IDS = [
    "fb:panel:flip",
    "fb:panel:plus",
    "fb:panel:plus2",
    "fb:panel:minus",
    "fb:panel:minus2",
    "fb:panel:hand",
    "fb:panel:bottom",
]


async def post_panel(table: Table) -> simcord.ResponseMessage:
    result = await table.mod.slash(table.channel, "panel")
    assert not result.ephemeral
    message = reply(result)
    assert message.content == tr("en", "panel-text")
    assert custom_ids(message) == PANEL_IDS
    return message


async def test_panel_buttons_flip_for_whoever_presses(table: Table) -> None:
    panel = await post_panel(table)

    await table.alice.click(panel, custom_id="fb:panel:flip")
    await table.bob.click(panel, custom_id="fb:panel:plus2")

    flips = public_messages(table.channel)[1:]
    assert f"<@{table.alice.id}> flips (no modifiers)" in flips[0].content.splitlines()[0]
    assert f"<@{table.bob.id}> flips (++)" in flips[1].content.splitlines()[0]
    assert len((await table.deck(table.alice)).discard) == 1
    assert len((await table.deck(table.bob)).discard) == 3
    # bob's choice buttons are bob's: alice is refused.
    bob_buttons = custom_ids(flips[1])
    assert bob_buttons and all(f":{table.bob.id}:" in i for i in bob_buttons)
    refused = await table.alice.click(flips[1], custom_id=custom_ids(flips[1], enabled_only=True)[0])
    assert refused.ephemeral


async def test_minus_buttons(table: Table) -> None:
    panel = await post_panel(table)
    await table.alice.click(panel, custom_id="fb:panel:minus")
    await table.alice.click(panel, custom_id="fb:panel:minus2")
    flips = public_messages(table.channel)[1:]
    assert "(−)" in flips[0].content and "(−−)" in flips[1].content


async def test_hand_button_is_private(table: Table, simcord_env: simcord.Env) -> None:
    panel = await post_panel(table)
    await table.alice.slash(table.channel, "hand draw")
    result = await table.alice.click(panel, custom_id="fb:panel:hand")
    assert result.ephemeral
    assert cards_in(reply(result).content) == set(await table.hand(table.alice))
    assert len(dm_messages(simcord_env, table.alice)) == 1
    assert len(public_messages(table.channel)) == 1  # only the panel


@pytest.mark.both_stores
async def test_panel_works_after_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    panel = await post_panel(table)
    await table.alice.click(panel, custom_id="fb:panel:plus")

    await simcord_env.restart_bot(await make_bot())

    await table.bob.click(panel, custom_id="fb:panel:flip")
    await table.alice.click(panel, custom_id="fb:panel:plus")
    flips = public_messages(table.channel)[1:]
    assert len(flips) == 3
    assert f"<@{table.bob.id}> flips" in flips[1].content.splitlines()[0]
    assert len((await table.deck(table.alice)).discard) == 4


async def test_panel_refusal_is_private_when_the_table_has_no_fate_deck(table: Table) -> None:
    panel = await post_panel(table)
    await table.mod.slash(table.channel, "table game", game="fulminato")
    before = await table.snapshot()
    result = await table.alice.click(panel, custom_id="fb:panel:flip")
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-table-no-fate-deck", game="fulminato")
    assert await table.snapshot() == before
