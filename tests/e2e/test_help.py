"""/help end to end: an overview, a menu of topics, command mentions, the reader's language."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from bot.ui.help.render import TOPICS
from tests.e2e.helpers import Table, action_rows, reply, v2_text
from tests.e2e.test_languages import speak

MENTION = re.compile(r"</([a-z_]+(?: [a-z_]+)?):([0-9]+)>")
REQUIRED = (
    "flips",
    "duels",
    "hands",
    "encounters",
    "leagues",
    "games",
    "fulminato",
    "doomtrooper",
    "crews",
    "settings",
)


async def synced_ids(env: simcord.Env) -> dict[str, int]:
    bot: Fatebot = env.bot  # type: ignore[assignment]
    return {command.name: command.id for command in await bot.tree.fetch_commands()}


def menu(message: Any) -> dict[str, Any]:
    rows = action_rows(message)
    assert len(rows) == 1, rows
    (select,) = rows[0]["components"]
    return select


async def test_help_is_private_with_an_overview_and_a_menu_of_topics(
    table: Table, simcord_env: simcord.Env
) -> None:
    result = await table.alice.slash(table.channel, "help")
    assert result.ephemeral
    message = reply(result)
    text = message.content
    assert text.splitlines()[0] == f"**{tr('en', 'help-title')}**"
    # Commands are mentions with the synced ids, options as code after them.
    ids = await synced_ids(simcord_env)
    assert f"</flip:{ids['flip']}> `modifiers:+`" in text
    assert f"</duel simple:{ids['duel']}> `stat:6 tn:12`" in text
    assert "`/flip" not in text
    assert len(text) < 1500  # a short overview, not everything at once
    select = menu(message)
    assert select["custom_id"] == "fb:help"
    values = [option["value"] for option in select["options"]]
    assert set(REQUIRED) <= set(values) and values == list(TOPICS)


@pytest.mark.parametrize("topic", REQUIRED)
async def test_each_topic_is_a_page_with_examples(table: Table, simcord_env: simcord.Env, topic: str) -> None:
    message = reply(await table.alice.slash(table.channel, "help"))
    await table.alice.select(message, [topic], custom_id="fb:help")
    page = stored(table, message)  # the same private message, edited to show the page
    content = v2_text(page.components)
    assert content.splitlines()[0] == f"**📖 {tr('en', f'help-topic-{topic}')}**"
    ids = await synced_ids(simcord_env)
    found = MENTION.findall(content)
    assert found, content  # every page shows its commands, as mentions
    for path, command_id in found:
        assert ids[path.split(" ")[0]] == int(command_id)
    assert re.search(r"> `[^`]+`", content), content  # with example options after a command
    assert [o["value"] for o in menu(page)["options"] if o.get("default")] == [topic]


def stored(table: Table, message: Any) -> Any:
    """The message as simcord holds it now (after an edit)."""
    return table.env.backend.get_message(message.channel_id, message.id)


async def test_help_is_in_the_readers_language_whatever_the_table_speaks(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    await table.mod.slash(table.channel, "table language", language="hu")
    speak(monkeypatch, "es-ES")
    message = reply(await table.alice.slash(table.channel, "help"))
    text = message.content
    assert text.splitlines()[0] == f"**{tr('es', 'help-title')}**"
    ids = await synced_ids(simcord_env)
    # The Spanish text names `/voltear`; the mention is the command itself, shown by Discord in
    # each reader's language.
    assert f"</flip:{ids['flip']}> `modificadores:+`" in text
    assert "/voltear" not in text
    assert [o["label"] for o in menu(message)["options"]][1] == tr("es", "help-topic-flips")


async def test_the_menu_works_after_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    message = reply(await table.alice.slash(table.channel, "help"))
    await simcord_env.restart_bot(await make_bot())
    shown = await table.alice.select(message, ["leagues"], custom_id="fb:help")
    assert not simcord_env.errors
    assert (
        v2_text(stored(table, message).components).splitlines()[0]
        == f"**📖 {tr('en', 'help-topic-leagues')}**"
    )
    assert shown.acknowledged


async def test_help_in_direct_messages(table: Table) -> None:
    result = await table.alice.user.slash("help")
    assert reply(result).content.splitlines()[0] == f"**{tr('en', 'help-title')}**"


async def test_without_the_command_ids_commands_stay_plain_and_help_still_works(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot: Fatebot = simcord_env.bot  # type: ignore[assignment]

    async def unavailable(*args: Any, **kwargs: Any) -> Any:
        raise discord.HTTPException(_Response(), "Discord is unavailable")

    monkeypatch.setattr(bot.tree, "fetch_commands", unavailable)
    text = reply(await table.alice.slash(table.channel, "help")).content
    assert "`/flip modifiers:+`" in text and "</flip:" not in text

    monkeypatch.undo()  # Discord answers again: the next /help has the mentions
    text = reply(await table.alice.slash(table.channel, "help")).content
    assert "</flip:" in text


class _Response:
    status = 503
    reason = "Service Unavailable"


async def test_the_crews_page_names_the_card_subcommands_by_their_full_path(table: Table) -> None:
    message = reply(await table.alice.slash(table.channel, "help"))
    await table.alice.select(message, ["crews"], custom_id="fb:help")
    content = v2_text(stored(table, message).components)
    crew_id = (await synced_ids(table.env))["crew"]
    assert f"</crew card set:{crew_id}> `paste:True`" in content
    assert f"</crew card show:{crew_id}> `model:Judge`" in content and f"</crew import:{crew_id}>" in content
