"""The four places a player can use Fatebot, with the interaction payloads Discord sends there.

simcord 3.2.1 builds interactions for a server channel (context 0) and a DM with the bot
(context 1) only, and always with empty `authorizing_integration_owners`. This helper wraps
`simcord.interactions.base_payload` (through pytest's monkeypatch, never by editing simcord) to
rewrite the payloads of the channels it registers, as Discord documents them for each context
(Developer Documentation, Interactions: "Interaction Object", "Interaction Context Types",
"Authorizing Integration Owners Object"):

- `guild`: a server that installed the bot. Context 0, owners `{"0": guild_id}`.
- `guild-without-bot`: a server where only the player installed the app (user install).
  Context 0, owners `{"1": installer_id}` only, a partial `guild` object, app permissions
  limited to what a user install gets. The bot is not a member: it is removed from the
  simulated server (its REST calls there get Discord's 403 Missing Access) and the server is
  dropped from discord.py's cache, so `interaction.guild` is only the partial object.
- `bot-dm`: the player's DM with the bot. Context 1, owners `{"1": user_id}`; the DM channel is
  the table.
- `group-dm`: a group DM (a video call among friends). Context 2, no `guild_id` and no `member`,
  the invoking `user`, a channel of type 3 (GROUP_DM) with its `recipients`, owners
  `{"1": installer_id}`, resolved users without member data. simcord has no group DMs, so the
  messages live in a channel of a hidden simulated server the bot is not a member of; every
  payload the bot sees describes the group DM, and every REST call the bot makes to the channel
  fails as it does in a real group DM that the bot is not in.

Buttons pressed on a message carry the owners of the command that made it (the installer's),
whoever presses: the payload rewrite does the same.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions
from simcord.actors import MemberActor
from simcord.backend import serializers
from simcord.builders import UserHandle

CONTEXTS = ("guild", "guild-without-bot", "bot-dm", "group-dm")

# What a user install may do where the bot is not a member (Discord grants these to user apps).
USER_APP_PERMISSIONS = discord.Permissions(
    send_messages=True,
    embed_links=True,
    attach_files=True,
    use_external_emojis=True,
    send_messages_in_threads=True,
    read_message_history=True,
)
_group_ids = itertools.count(1)


@dataclass
class Place:
    """One table in one context: its channel, two players, and how they act there."""

    kind: str
    env: simcord.Env
    channel: simcord.ChannelHandle
    alice: MemberActor | UserHandle
    bob: MemberActor | UserHandle | None
    alice_id: int
    bob_id: int | None
    bot_is_member: bool = True
    installer: int | None = None
    recipients: list[int] = field(default_factory=list)

    @property
    def table_id(self) -> int:
        return self.channel.id

    async def slash(self, who: MemberActor | UserHandle, name: str, /, **options: Any) -> Any:
        if isinstance(who, UserHandle):
            return await who.slash(name, **options)
        return await who.slash(self.channel, name, **options)

    def history(self) -> list[discord.Message]:
        return self.channel.history()


class Contexts:
    """Registers places and rewrites their payloads. Use through the `contexts` fixture."""

    def __init__(self, env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> None:
        self.env = env
        self.rewrites: dict[int, Callable[[dict[str, Any], int], None]] = {}
        original = simcord.interactions.base_payload

        def rewritten(backend: Any, **kwargs: Any) -> Any:
            record, payload = original(backend, **kwargs)
            rewrite = self.rewrites.get(int(kwargs["channel_id"]))
            if rewrite is not None:
                rewrite(payload, int(kwargs["user_id"]))
            return record, payload

        monkeypatch.setattr(simcord.interactions, "base_payload", rewritten)

    def place(self, kind: str, table: Any) -> Place:
        """A table of `kind`; `table` is the e2e `Table` fixture (its server has the bot)."""
        if kind == "guild":
            return self._guild(table)
        if kind == "guild-without-bot":
            return self._elsewhere(table, group=False)
        if kind == "group-dm":
            return self._elsewhere(table, group=True)
        if kind == "bot-dm":
            return self._bot_dm(table)
        raise ValueError(kind)

    # -- the four kinds ---------------------------------------------------------------------

    def _guild(self, table: Any) -> Place:
        guild_id = table.guild.id

        def rewrite(payload: dict[str, Any], user_id: int) -> None:
            payload["authorizing_integration_owners"] = {"0": str(guild_id)}
            payload["context"] = 0

        self.rewrites[table.channel.id] = rewrite
        return Place("guild", self.env, table.channel, table.alice, table.bob, table.alice.id, table.bob.id)

    def _bot_dm(self, table: Any) -> Place:
        alice: UserHandle = table.alice.user
        channel = alice.dm_channel

        def rewrite(payload: dict[str, Any], user_id: int) -> None:
            payload["authorizing_integration_owners"] = {"1": str(user_id)}
            payload["context"] = 1

        self.rewrites[channel.id] = rewrite
        return Place("bot-dm", self.env, channel, alice, None, alice.id, None, installer=alice.id)

    def _elsewhere(self, table: Any, *, group: bool) -> Place:
        """A server without the bot, or (group=True) the hidden server behind a group DM."""
        env = self.env
        guild = env.create_guild(f"Group DM {next(_group_ids)}" if group else "No bot here")
        channel = guild.create_text_channel("video-call")
        alice = guild.add_member(table.alice.user)
        bob = guild.add_member(table.bob.user)
        env.backend.remove_member(guild.id, env.backend.bot_user.id)  # the bot is not in it
        cached = env.bot.get_guild(guild.id)
        if cached is not None:
            env.bot._connection._remove_guild(cached)  # and discord.py never saw it
        installer = alice.id
        recipients = [alice.id, bob.id]

        def rewrite(payload: dict[str, Any], user_id: int) -> None:
            payload["authorizing_integration_owners"] = {"1": str(installer)}
            payload["app_permissions"] = str(USER_APP_PERMISSIONS.value)
            if not group:
                payload["context"] = 0
                payload["guild"] = {"id": str(guild.id), "locale": "en-US", "features": []}
                return
            payload["context"] = 2
            member = payload.pop("member")
            payload.pop("guild_id")
            payload.pop("guild_locale", None)
            payload["user"] = member["user"]
            payload["channel"] = {
                "id": str(channel.id),
                "type": discord.ChannelType.group.value,
                "name": "Malifaux night",
                "owner_id": str(installer),
                "recipients": [
                    dict(serializers.user_payload(env.backend.get_user(uid))) for uid in recipients
                ],
            }
            resolved = (payload.get("data") or {}).get("resolved")
            if isinstance(resolved, dict):
                resolved.pop("members", None)  # a group DM has users, not members
            message = payload.get("message")
            if isinstance(message, dict):
                message.pop("guild_id", None)
                message.pop("member", None)

        self.rewrites[channel.id] = rewrite
        kind = "group-dm" if group else "guild-without-bot"
        return Place(
            kind,
            env,
            channel,
            alice,
            bob,
            alice.id,
            bob.id,
            bot_is_member=False,
            installer=installer,
            recipients=recipients,
        )
