"""Discord's own events forget state that has no table any more."""

from __future__ import annotations

import pytest
import simcord

from tests.e2e.helpers import Table

pytestmark = pytest.mark.both_stores


async def test_a_deleted_channel_forgets_its_table(simcord_env: simcord.Env, table: Table) -> None:
    other = table.guild.create_text_channel("table-2")
    await table.alice.slash(table.channel, "flip", modifiers="+")
    await table.alice.slash(other, "flip")
    simcord_env.backend.delete_channel(table.channel.id)
    await simcord_env.settle()
    assert await table.store.deck(table.channel.id, table.alice.id) is None
    assert await table.store.pending_of_table(table.channel.id) == []
    assert await table.store.deck(other.id, table.alice.id) is not None


async def test_a_server_that_removes_the_bot_has_its_tables_forgotten(
    simcord_env: simcord.Env, table: Table
) -> None:
    elsewhere = simcord_env.create_guild("Other club").create_text_channel("t")
    bob = elsewhere.guild.add_member(simcord_env.create_user("bob2"))
    await table.alice.slash(table.channel, "flip")
    await bob.slash(elsewhere, "flip")
    simcord_env.backend.remove_guild(table.guild.id)
    await simcord_env.settle()
    assert await table.store.deck(table.channel.id, table.alice.id) is None
    assert await table.store.deck(elsewhere.id, bob.id) is not None
