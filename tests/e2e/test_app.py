"""The Bot itself: command sync only when changed, the dev guild, intents, errors, logs, locales."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, cast

import discord
import pytest
import simcord
import simcord.interactions

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply

DEV_GUILD = 1500000000000000000  # a fixed id, as FATEBOT_DEV_GUILD would give


def synced(env: simcord.Env) -> bool | None:
    return cast(Fatebot, env.bot).synced


def command_syncs(env: simcord.Env) -> list[str]:
    return [r.path for r in env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]


@pytest.mark.both_stores
async def test_commands_sync_once_then_only_when_changed(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    assert synced(simcord_env) is True
    assert len(command_syncs(simcord_env)) == 1

    await simcord_env.restart_bot(await make_bot())
    assert synced(simcord_env) is False
    assert len(command_syncs(simcord_env)) == 1
    # The commands registered before the restart still work.
    assert not (await table.alice.slash(table.channel, "flip")).ephemeral

    # A changed definition (here: a command left out) is synced.
    await simcord_env.restart_bot(await make_bot(extensions=("cogs.flip", "cogs.help")))
    assert synced(simcord_env) is True
    assert len(command_syncs(simcord_env)) == 2


@pytest.mark.both_stores
async def test_dev_guild_syncs_to_that_guild_only(
    simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    guild = simcord_env.create_guild("Dev", id=DEV_GUILD)
    channel = guild.create_text_channel("dev")
    dev = guild.add_member(simcord_env.create_user("dev"))
    await simcord_env.restart_bot(await make_bot(dev_guild=DEV_GUILD))

    assert command_syncs(simcord_env)[-1].endswith(f"/guilds/{DEV_GUILD}/commands")
    result = await dev.slash(channel, "flip")
    assert not result.ephemeral


async def test_minimal_intents(simcord_env: simcord.Env) -> None:
    intents = simcord_env.bot.intents
    assert intents.guilds
    assert not intents.members and not intents.presences and not intents.message_content


async def test_unexpected_errors_are_logged_with_an_id_the_user_can_quote(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(simcord_env.bot.play.flip, "flip", broken)  # type: ignore[attr-defined]
    with caplog.at_level(logging.ERROR, logger="fatebot.errors"):
        result = await table.alice.slash(table.channel, "flip")

    assert result.ephemeral
    text = reply(result).content
    record = next(r for r in caplog.records if r.name == "fatebot.errors")
    error_id = record.args[0]  # type: ignore[index]
    assert text == tr("en", "error-unexpected", id=error_id)
    assert record.exc_info is not None and "disk on fire" in str(record.exc_info[1])
    assert [type(e) for e in simcord_env.errors] == [discord.app_commands.CommandInvokeError]


async def test_unexpected_errors_in_buttons_too(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    message = reply(await table.mod.slash(table.channel, "panel"))

    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(simcord_env.bot.play.flip, "flip", broken)  # type: ignore[attr-defined]
    result = await table.alice.click(message, custom_id="fb:panel:flip")
    assert result.ephemeral
    assert "quote error id" in reply(result).content


async def test_one_log_line_per_command_without_cards(table: Table, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="fatebot.commands"):
        await table.alice.slash(table.channel, "hand draw")
        await table.alice.slash(table.channel, "flip", modifiers="zzz")
    lines = [r.getMessage() for r in caplog.records if r.name == "fatebot.commands"]
    assert len(lines) == 2
    assert lines[0].startswith(f"/hand draw table={table.channel.id} user={table.alice.id} ok ")
    assert lines[0].endswith("ms")
    assert lines[1].startswith(f"/flip table={table.channel.id} user={table.alice.id} error ")
    hand = await table.hand(table.alice)
    assert not any(card.code in line or " of " in line for line in lines for card in hand)


async def test_the_users_discord_language_is_used(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    original = simcord.interactions.base_payload

    def hungarian(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = "hu"
        return record, payload

    # simcord always sends locale en-US; patch the payload builder to play a Hungarian user.
    monkeypatch.setattr(simcord.interactions, "base_payload", hungarian)
    result = await table.alice.slash(table.channel, "flip", modifiers="nope")
    assert reply(result).content == tr("hu", "error-modifiers-invalid", value="nope")


async def test_translated_command_names_are_sent_to_discord(simcord_env: simcord.Env) -> None:
    bot: Fatebot = simcord_env.bot  # type: ignore[assignment]
    payload = {c["name"]: c for c in await bot.command_payload(None)}
    assert {"flip", "hand", "deck", "panel", "table", "roll", "help"} <= set(payload)
    from bot.ui.common.i18n import catalog

    for lang, locale in (("es", "es-ES"), ("hu", "hu")):
        if lang in catalog().languages and catalog().has(lang, "cmd-flip"):
            assert payload["flip"]["name_localizations"][locale] == catalog().get(lang, "cmd-flip")
