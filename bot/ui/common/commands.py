"""Declaring a slash command by its translation keys, so a cog writes only what differs.

`@slash(T("cmd-<key>"))` names a command by `cmd-<key>`, describes it by `cmd-<key>-desc`,
and names and describes every option by `opt-<stem>` / `opt-<stem>-desc`
(data/locales/*/…ftl), where an option's stem is `<prefix>-<parameter>` and the prefix is the
command's key unless a group shares one (`/game start` and `/game next` both use `opt-game-…`).
It reads the options from the callback's signature and applies `app_commands.rename` and
`app_commands.describe` with those keys: the tree Discord sees is what the three decorators
wrote by hand, and a new option cannot be left untranslated by forgetting a line (the command
tree test, tests/ui/common/test_command_tree.py, fails on a key missing from a catalogue).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.play.common.results import Actor
from bot.ui.common.base import table_of
from bot.ui.common.i18n import T
from bot.ui.common.options import table_actor

# The cog (`self`) and the interaction come first in every command callback; options follow.
LEADING_PARAMETERS = 2

Command = app_commands.Command[Any, ..., Any]
V = TypeVar("V", str, int)


def option_names(callback: Callable[..., Any]) -> list[str]:
    """The options of a command callback: every parameter after `self` and the interaction."""
    return list(inspect.signature(callback).parameters)[LEADING_PARAMETERS:]


def slash(
    name: app_commands.locale_str,
    *,
    options: str | None = None,
    stems: Mapping[str, str] | None = None,
    descriptions: Mapping[str, str] | None = None,
) -> Callable[[Callable[..., Any]], Command]:
    """`@app_commands.command` named `name` (`T("cmd-<key>")`), its description and options by key.

    `options` is the options' key prefix (default: `<key>`); `stems` gives one option another
    stem for its name and description, `descriptions` for its description only.
    Put it above every other decorator of the command, as `@app_commands.command` goes.
    """
    key = str(name.extras["key"]).removeprefix("cmd-")
    prefix = options or key

    def stem(parameter: str) -> str:
        return (stems or {}).get(parameter, f"{prefix}-{parameter}")

    def decorator(callback: Callable[..., Any]) -> Command:
        command: Command = app_commands.command(name=name, description=T(f"cmd-{key}-desc"))(callback)
        parameters = option_names(callback)
        if parameters:
            # On the command, not the function: the callback itself keeps no option names.
            command = app_commands.rename(**{p: T(f"opt-{stem(p)}") for p in parameters})(command)
            described = {p: T(f"opt-{(descriptions or {}).get(p, stem(p))}-desc") for p in parameters}
            command = app_commands.describe(**described)(command)
        return command

    return decorator


def choices(key: str, values: Iterable[V]) -> list[app_commands.Choice[V]]:
    """An option's fixed choices: each value named by `choice-<key>-<value>`."""
    return [app_commands.Choice(name=T(f"choice-{key}-{value}"), value=value) for value in values]


async def at_table(interaction: discord.Interaction[Any]) -> tuple[int, Actor]:
    """The interaction's table and who acts there: how a play call a moderator may also make starts."""
    return table_of(interaction), await table_actor(interaction)
