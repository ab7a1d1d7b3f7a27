"""Where the bot is a member, server-only commands, and edits through an interaction's token."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.ui.common import interaction_edits, reach
from bot.ui.common.errors import DomainCheckFailure


def interaction(owners: dict[int, int], *, context: str = "guild", guild_id: int | None = 5) -> Any:
    contexts = {
        "guild": app_commands.AppCommandContext(guild=True),
        "dm": app_commands.AppCommandContext(dm_channel=True),
        "group": app_commands.AppCommandContext(private_channel=True),
    }
    return SimpleNamespace(_integration_owners=owners, context=contexts[context], guild_id=guild_id)


@pytest.mark.parametrize(
    ("owners", "context", "member"),
    [
        ({0: 5}, "guild", True),  # the server installed the bot
        ({0: 5, 1: 7}, "guild", True),  # both installs
        ({1: 7}, "guild", False),  # only the player installed it: the bot is not in the server
        ({1: 7}, "group", False),  # a group DM
        ({1: 7}, "dm", True),  # the DM with the bot
        ({}, "guild", True),  # no owners (older payloads): from where the bot is
    ],
)
def test_bot_is_member(owners: dict[int, int], context: str, member: bool) -> None:
    assert reach.bot_is_member(interaction(owners, context=context)) is member


class FakeTree:
    allowed_installs = reach.SERVER_ONLY_INSTALLS


def with_command(base: Any, installs: app_commands.AppInstallationType | None) -> Any:
    command = app_commands.Command(name="x", description="x", callback=_callback)
    command.allowed_installs = installs
    base.command = command
    return base


async def _callback(interaction: discord.Interaction[Any]) -> None:
    return None


def test_a_server_only_command_refuses_where_the_bot_is_not() -> None:
    anywhere = app_commands.AppInstallationType(guild=True, user=True)
    tree: Any = FakeTree()
    reach.check_reach(tree, with_command(interaction({1: 7}), anywhere))  # a play command: fine
    reach.check_reach(tree, with_command(interaction({0: 5}), None))  # server-only, bot here: fine
    for where in (interaction({1: 7}), interaction({1: 7}, context="group", guild_id=None)):
        with pytest.raises(DomainCheckFailure) as raised:
            reach.check_reach(tree, with_command(where, None))
        assert raised.value.domain.key == "error-server-only"


class FakeMessage:
    def __init__(self) -> None:
        self.edits: list[dict[str, Any]] = []

    async def edit(self, **fields: Any) -> None:
        self.edits.append(fields)


class Refusing:
    """A client whose channel calls all get Discord's 403 Missing Access (not a member)."""

    def get_partial_messageable(self, channel_id: int) -> Any:
        async def refuse(*args: Any, **kwargs: Any) -> None:
            raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), "Missing Access")

        return SimpleNamespace(
            fetch_message=refuse, get_partial_message=lambda _id: SimpleNamespace(edit=refuse)
        )


async def test_an_edit_goes_through_the_interaction_while_its_token_lasts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client: Any = Refusing()
    message = FakeMessage()

    async def original_response() -> FakeMessage:
        return message

    now = [1000.0]
    monkeypatch.setattr(interaction_edits.time, "monotonic", lambda: now[0])
    interaction_edits.remember_original(
        SimpleNamespace(client=client, original_response=original_response), 42
    )  # type: ignore[arg-type]
    await interaction_edits.edit_public(client, 1, 42, content="next step")
    assert message.edits == [{"content": "next step"}]

    with pytest.raises(discord.NotFound):  # never sent through an interaction: nobody can edit it
        await interaction_edits.edit_public(client, 1, 43, content="x")
    now[0] += interaction_edits.TOKEN_LIFETIME_S  # Discord's 15 minutes are over
    with pytest.raises(discord.NotFound):
        await interaction_edits.edit_public(client, 1, 42, content="too late")
    assert len(message.edits) == 1
