"""/table game|deck|language|moderator_role end to end: who may change what, and the effects."""

from __future__ import annotations

import discord
import pytest
import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, allow_command, public_messages, reply


async def test_everyone_sees_the_settings_and_only_moderators_change_them(table: Table) -> None:
    """Issue 22: /table plays anywhere (a group DM has no permissions to hide it by), so Discord
    offers it to everyone; anyone may look, and every change is checked by the bot."""
    for who in (table.alice, table.mod):
        result = await who.slash(table.channel, "table game")
        assert result.ephemeral
        text = reply(result).content
        assert "Game: Malifaux Fourth Edition (M4E)" in text
        assert "Decks: one deck per player" in text
        assert "Language: Each player's own language" in text
        assert "Pace: live (a step waits 15 minutes)" in text
    refused = await table.alice.slash(table.channel, "table pace", pace="post")
    assert refused.ephemeral and reply(refused).content == tr("en", "error-not-moderator")


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("table game", {"game": "m3e"}),
        ("table deck", {"mode": "shared"}),
        ("table language", {"language": "es"}),
        ("table pace", {"pace": "none"}),
        ("table moderator_role", {}),
    ],
)
async def test_players_without_rights_are_refused_privately(
    table: Table, command: str, options: dict[str, object]
) -> None:
    allow_command(table, "table", table.guild.default_role)  # a server shows /table to everyone
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, command, **options)
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-not-moderator")
    assert await table.snapshot() == before


async def test_a_moderator_changes_the_game_publicly(table: Table) -> None:
    result = await table.mod.slash(table.channel, "table game", game="m2e")
    assert not result.ephemeral
    assert reply(result).content == tr(
        "en", "table-game-set", by=f"<@{table.mod.id}>", game="Malifaux Second Edition (M2E)"
    )
    assert (await table.store.table_settings(table.channel.id)).game == "m2e"
    # M2E hand size is 6.
    await table.alice.slash(table.channel, "hand draw")
    assert len(await table.hand(table.alice)) == 6


async def test_manage_server_counts_as_moderator(table: Table) -> None:
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    allow_command(table, "table", admins)  # Discord shows /table by Manage Channels; the bot counts both
    result = await boss.slash(table.channel, "table deck", mode="shared")
    assert not result.ephemeral
    assert (await table.store.table_settings(table.channel.id)).deck_mode == "shared"


async def test_the_moderator_role_grants_the_right(table: Table) -> None:
    referees = table.guild.create_role("Referees")
    carol = table.guild.add_member(table.env.create_user("carol"), roles=[referees])
    allow_command(table, "table", referees)  # what the server admin does in Integrations
    refused = await carol.slash(table.channel, "table game", game="m3e")
    assert refused.ephemeral

    set_role = await table.mod.slash(table.channel, "table moderator_role", role=referees)
    role = f"<@&{referees.id}>"
    assert reply(set_role).content == "\n".join(
        [
            tr("en", "table-role-set", by=f"<@{table.mod.id}>", role=role),
            tr("en", "table-role-visibility", command="table", role=role),
        ]
    )
    allowed = await carol.slash(table.channel, "table game", game="m3e")
    assert not allowed.ephemeral
    # The moderator role may also reset another player's deck.
    await table.alice.slash(table.channel, "flip")
    reset = await carol.slash(table.channel, "deck reset", player=table.alice)
    assert not reset.ephemeral

    cleared = await table.mod.slash(table.channel, "table moderator_role")
    assert reply(cleared).content == tr("en", "table-role-cleared", by=f"<@{table.mod.id}>")
    assert (await table.store.table_settings(table.channel.id)).moderator_role is None


async def test_everyone_cannot_be_the_moderator_role(table: Table) -> None:
    before = await table.snapshot()
    result = await table.mod.slash(table.channel, "table moderator_role", role=table.guild.default_role)
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-table-role-unusable", role="@everyone")
    assert await table.snapshot() == before


async def test_language_setting_drives_replies(table: Table) -> None:
    result = await table.mod.slash(table.channel, "table language", language="hu")
    assert not result.ephemeral
    assert (await table.store.table_settings(table.channel.id)).language == "hu"
    flip = reply(await table.alice.slash(table.channel, "flip"))
    # Hungarian text if a Hungarian catalogue is installed, English otherwise.
    assert flip.content.splitlines()[0].endswith(
        tr("hu", "flip-header", player=f"<@{table.alice.id}>", modifiers=tr("hu", "flip-modifier-none"))
    )

    await table.mod.slash(table.channel, "table language", language="auto")
    assert (await table.store.table_settings(table.channel.id)).language is None


async def test_settings_are_per_table(table: Table) -> None:
    other = table.guild.create_text_channel("table-2")
    await table.mod.slash(table.channel, "table game", game="fulminato")
    assert (await table.store.table_settings(other.id)).game == "m4e"
    refused = await table.alice.slash(table.channel, "flip")
    assert refused.ephemeral
    allowed = await table.alice.slash(other, "flip")
    assert not allowed.ephemeral
    assert len(public_messages(table.channel)) == 1  # only the announcement


@pytest.mark.parametrize(
    ("command", "option", "value"), [("table game", "game", "chess"), ("table deck", "mode", "both")]
)
async def test_choices_outside_the_list_are_refused_by_discord(
    table: Table, command: str, option: str, value: str
) -> None:
    with pytest.raises(simcord.OptionError):
        await table.mod.slash(table.channel, command, **{option: value})
