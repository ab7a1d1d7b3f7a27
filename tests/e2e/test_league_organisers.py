"""League organisers are server-wide; table moderators moderate tables (issue 10 §1).

Organisers are members with Manage Server, or holders of the server's organiser role, which
only Manage Server sets (/league-admin organiser_role). The table moderator role (/table
moderator_role, which a member with Manage Channels sets) grants table things only.
Discord hides /league-admin from members without Manage Server and /table from members
without Manage Channels, but a server admin can show them to anyone (Integrations): the bot
checks every call itself, which is what these tests exercise.
"""

from __future__ import annotations

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.store import league_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, allow_command, public_messages, reply
from tests.e2e.test_league import reveal

SEED = bytes(range(1, 33))
ADMIN = "league-admin"
NOT_ORGANISER = tr("en", "league-error-not-organiser")
NOT_SERVER_MANAGER = tr("en", "league-error-not-server-manager")


@pytest.fixture
def boss(table: Table, simcord_env: simcord.Env) -> MemberActor:
    """A member with Manage Server; league draws come from a fixed seed."""
    admins = table.guild.create_role(
        "Admins", permissions=discord.Permissions(manage_guild=True), position=20
    )
    simcord_env.bot.play.league.seed_source = lambda: SEED  # type: ignore[attr-defined]
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


async def spring(table: Table, boss: MemberActor) -> None:
    created = await boss.slash(table.channel, f"{ADMIN} create", name="Spring", season="m4e-gg1")
    assert not created.ephemeral, reply(created).content


async def untouched(table: Table) -> None:
    stored = await league_repo.league(table.store, table.guild.id, "Spring")
    assert stored is not None and not stored.revealed
    assert await league_repo.rounds(table.store, table.guild.id, "Spring") == []
    assert len(await league_repo.leagues(table.store, table.guild.id)) == 1
    assert not any(SEED.hex() in message.content for message in public_messages(table.channel))


async def test_a_table_moderator_cannot_make_themselves_a_league_organiser(
    table: Table, boss: MemberActor
) -> None:
    await spring(table, boss)
    mods = table.guild.roles["Table mods"]  # the role table.mod holds: Manage Channels, nothing else

    # Discord does not even show the organiser commands to a member without Manage Server.
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await table.mod.slash(table.channel, f"{ADMIN} draw", name="Spring", round=1)

    # Step 1: the member makes the role they hold this table's moderator role (allowed: a table thing).
    made = await table.mod.slash(table.channel, "table moderator_role", role=mods)
    assert not made.ephemeral
    assert (await table.store.table_settings(table.channel.id)).moderator_role == mods.id

    # Step 2: the server shows /league-admin to everyone; the bot still refuses every organiser call.
    allow_command(table, ADMIN, table.guild.default_role)
    for command, options in (
        ("draw", {"name": "Spring", "round": 1}),
        ("reveal", {"name": "Spring"}),
        ("export", {"name": "Spring"}),
        ("create", {"name": "Mine", "season": "m4e-gg1"}),
        ("season", {}),
        ("season_remove", {"season": "whatever"}),
    ):
        result = await table.mod.slash(table.channel, f"{ADMIN} {command}", **options)
        assert result.ephemeral and reply(result).content == NOT_ORGANISER, command
        assert result.modal is None

    # Step 3: nor can they make their role the organiser role (Manage Server only).
    refused = await table.mod.slash(table.channel, f"{ADMIN} organiser_role", role=mods)
    assert refused.ephemeral and reply(refused).content == NOT_SERVER_MANAGER
    assert await league_repo.organiser_role(table.store, table.guild.id) is None
    again = await table.mod.slash(table.channel, f"{ADMIN} draw", name="Spring", round=1)
    assert again.ephemeral and reply(again).content == NOT_ORGANISER
    await untouched(table)


async def test_anyone_may_show_and_verify_a_league(table: Table, boss: MemberActor) -> None:
    await spring(table, boss)
    await boss.slash(table.channel, f"{ADMIN} draw", name="Spring", round=1)

    shown = await table.alice.slash(table.channel, "league show", name="Spring")
    assert not shown.ephemeral and "One round drawn:" in reply(shown).content
    one = await table.alice.slash(table.channel, "league show", name="Spring", round=1)
    assert not one.ephemeral and "**Spring**, round 1" in reply(one).content
    wrong_seed = await table.alice.slash(table.channel, "league verify", name="Spring", seed="ab" * 32)
    assert not wrong_seed.ephemeral and "Commitment: MISMATCH" in reply(wrong_seed).content

    await reveal(table, boss)
    verified = await table.bob.slash(table.channel, "league verify", name="Spring")
    assert not verified.ephemeral
    assert "Commitment: OK" in reply(verified).content
    assert "Result: every stored draw matches." in reply(verified).content
    names = await table.alice.autocomplete(table.channel, "league show", "name", "spr")
    assert [choice["value"] for choice in names] == ["Spring"]


async def test_the_organiser_role_is_set_by_manage_server_only(table: Table, boss: MemberActor) -> None:
    team = table.guild.create_role("League team")
    clerk = table.guild.add_member(table.env.create_user("clerk"), roles=[team])
    allow_command(table, ADMIN, team)  # the admin shows /league-admin to the team as well

    refused = await clerk.slash(table.channel, f"{ADMIN} create", name="Autumn", season="m4e-gg1")
    assert refused.ephemeral and reply(refused).content == NOT_ORGANISER

    made = await boss.slash(table.channel, f"{ADMIN} organiser_role", role=team)
    assert not made.ephemeral
    assert reply(made).content == tr(
        "en", "league-organiser-role-set", by=f"<@{boss.id}>", role=f"<@&{team.id}>", command=ADMIN
    )
    assert await league_repo.organiser_role(table.store, table.guild.id) == team.id

    allowed = await clerk.slash(table.channel, f"{ADMIN} create", name="Autumn", season="m4e-gg1")
    assert not allowed.ephemeral, reply(allowed).content
    drawn = await clerk.slash(table.channel, f"{ADMIN} draw", name="Autumn", round=1)
    assert not drawn.ephemeral

    # The organiser role is server-wide: it works in every channel of the server.
    other = table.guild.create_text_channel("table-2")
    assert not (await clerk.slash(other, f"{ADMIN} draw", name="Autumn", round=2)).ephemeral

    # An organiser by role cannot hand the role on: that stays with Manage Server.
    handed = await clerk.slash(table.channel, f"{ADMIN} organiser_role")
    assert handed.ephemeral and reply(handed).content == NOT_SERVER_MANAGER

    cleared = await boss.slash(table.channel, f"{ADMIN} organiser_role")
    assert not cleared.ephemeral
    assert reply(cleared).content == tr("en", "league-organiser-role-cleared", by=f"<@{boss.id}>")
    assert await league_repo.organiser_role(table.store, table.guild.id) is None
    gone = await clerk.slash(table.channel, f"{ADMIN} draw", name="Autumn", round=3)
    assert gone.ephemeral and reply(gone).content == NOT_ORGANISER


async def test_everyone_and_integration_roles_cannot_be_the_organiser_role(
    table: Table, boss: MemberActor
) -> None:
    result = await boss.slash(table.channel, f"{ADMIN} organiser_role", role=table.guild.default_role)
    assert result.ephemeral
    assert reply(result).content == tr("en", "league-error-organiser-role-unusable", role="@everyone")
    assert await league_repo.organiser_role(table.store, table.guild.id) is None


async def test_roles_above_your_highest_role_cannot_be_configured(table: Table, boss: MemberActor) -> None:
    # Positions: Senior 30 > Admins 20 (boss) > Helpers 15 > Table mods (table.mod) > @everyone.
    senior = table.guild.create_role("Senior", position=30)
    helpers = table.guild.create_role("Helpers", position=15)
    mods = table.guild.roles["Table mods"]
    before = await table.snapshot()

    for who, command in ((table.mod, "table moderator_role"), (boss, f"{ADMIN} organiser_role")):
        for role in (senior,) if who is boss else (senior, helpers):
            result = await who.slash(table.channel, command, role=role)
            assert result.ephemeral, (command, role.name)
            assert reply(result).content == tr("en", "error-role-above-yours", role=f"<@&{role.id}>"), (
                command,
                role.name,
            )
    assert await table.snapshot() == before
    assert await league_repo.organiser_role(table.store, table.guild.id) is None

    # Their own highest role and roles below it are fine.
    assert not (await table.mod.slash(table.channel, "table moderator_role", role=mods)).ephemeral
    assert not (await boss.slash(table.channel, f"{ADMIN} organiser_role", role=helpers)).ephemeral

    # The server owner is above every role.
    owner = MemberActor(table.env, table.guild, table.guild.owner)
    assert not (await owner.slash(table.channel, f"{ADMIN} organiser_role", role=senior)).ephemeral
    assert not (await owner.slash(table.channel, "table moderator_role", role=senior)).ephemeral
    assert await league_repo.organiser_role(table.store, table.guild.id) == senior.id

    # Nor may a member take powers away from a role above them: no replacing it, no clearing it.
    current_above = tr("en", "error-role-current-above-yours", role=f"<@&{senior.id}>")
    for who, command in ((boss, f"{ADMIN} organiser_role"), (table.mod, "table moderator_role")):
        for options in ({"role": mods}, {}):
            result = await who.slash(table.channel, command, **options)
            assert result.ephemeral and reply(result).content == current_above, (command, options)
    assert await league_repo.organiser_role(table.store, table.guild.id) == senior.id
    assert (await table.store.table_settings(table.channel.id)).moderator_role == senior.id
    assert not (await owner.slash(table.channel, f"{ADMIN} organiser_role")).ephemeral  # the owner may


async def test_discord_shows_the_organiser_and_table_commands_only_to_those_with_the_permission(
    table: Table, simcord_env: simcord.Env
) -> None:
    def default_permissions(name: str) -> int | None:
        command = simcord_env.backend.find_command(name, table.guild.id)
        assert command is not None
        value = command.get("default_member_permissions")
        return None if value is None else int(value)

    assert default_permissions(ADMIN) == discord.Permissions(manage_guild=True).value
    # Issue 22: /table works where nobody has roles (a group DM), so Discord shows it to everyone
    # and the bot checks each change (Manage Channels, the table's moderator role).
    assert default_permissions("table") is None
    assert default_permissions("league") is None  # show, verify, join, standings: everyone
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await table.alice.slash(table.channel, f"{ADMIN} reveal", name="Spring")
    refused = await table.alice.slash(table.channel, "table game", game="m3e")
    assert refused.ephemeral
    assert (await table.alice.slash(table.channel, "league show", name="Spring")).ephemeral  # unknown league


async def test_verify_is_open_to_everyone_but_not_to_a_flood(table: Table, boss: MemberActor) -> None:
    await spring(table, boss)
    for _ in range(5):
        checked = await table.alice.slash(table.channel, "league verify", name="Spring", seed="ab" * 32)
        assert not checked.ephemeral
    flood = await table.alice.slash(table.channel, "league verify", name="Spring", seed="ab" * 32)
    assert flood.ephemeral and "again in" in reply(flood).content
    other = await table.bob.slash(table.channel, "league verify", name="Spring", seed="ab" * 32)
    assert not other.ephemeral  # the limit is per member


async def test_manage_server_on_one_channel_only_makes_no_organiser(table: Table, boss: MemberActor) -> None:
    await spring(table, boss)
    carol = table.guild.add_member(table.env.create_user("carol"))
    side = table.guild.create_text_channel(
        "side-room", overwrites={carol: discord.PermissionOverwrite(manage_guild=True)}
    )
    allow_command(table, ADMIN, carol)
    refused = await carol.slash(side, f"{ADMIN} reveal", name="Spring")
    assert refused.ephemeral and reply(refused).content == NOT_ORGANISER
    handed = await carol.slash(side, f"{ADMIN} organiser_role")
    assert handed.ephemeral and reply(handed).content == NOT_SERVER_MANAGER
    assert not (await boss.slash(side, f"{ADMIN} draw", name="Spring", round=1)).ephemeral  # control
