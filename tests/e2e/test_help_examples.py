"""Every example command that /help and the README show runs, in a context where it makes sense,
and is not refused (issue: play by chat, item 2).

The examples are read from the pages themselves (``bot.ui.help.render.PAGES``, in English: the
option names and values of the other languages are checked against the command tree below) and
from README.md: every command in backticks whose options are written out. Each page runs in its
own world, in the order the page teaches, with only the steps a player would have taken between
two examples (``PREPARE``: choosing the strategy before ``/game next``, a scheme before
``/scheme reveal``). An example fails on any refusal: a private error (the error handler's
"refused" line) or an unexpected error.

Not run, only checked (their command and every named option must exist): a command named
without values for its required options (a reference: a click on its mention opens Discord's form
for them), and a README synopsis (``/hand draw|show|discard``, ``/flip [modifiers] [reason]``,
``/game ...``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord
from discord import app_commands
from simcord.actors import MemberActor

from bot.store import Changes, game_repo, league_repo
from bot.ui.common.i18n import tr
from bot.ui.help.render import PAGES, help_text
from tests.e2e.helpers import Table, reply
from tests.e2e.test_game import choose_open_strategy, game_state, keep_all, latest_turn_message
from tests.e2e.test_league import create, reveal

README = Path(__file__).resolve().parents[2] / "README.md"
README_MAX_BYTES = 15_200
COMMAND = re.compile(r"`/([^`\n]+)`")
OPTION = re.compile(r"^([a-z_]+):(.*)$")
PLACEHOLDERS = ("", "...", "…")
# Every option optional, yet some needed: the numbers, or the game's models (issue 44). Named
# bare, such a command is a reference too.
NEEDS_SOME = {"duel simple", "duel opposed", "damage"}


@dataclass(frozen=True)
class Example:
    text: str  # as written, without the slash
    path: str  # the command path, English names ("game score")
    options: dict[str, str]  # option → value as written (a placeholder: "")


def examples_in(text: str) -> list[str]:
    return COMMAND.findall(text)


def parse(text: str, tree: Any) -> Example | None:
    """An example (None: not a command, or a synopsis such as ``/hand draw|show``)."""
    if any(mark in text for mark in "[]|") or text.endswith(" ..."):
        return None
    words = text.split(" ")
    root = tree.get_command(words[0])
    if root is None:
        return None  # /metrics, /healthz, /data: paths, not commands
    path = [words[0]]
    rest = words[1:]
    node: Any = root
    while rest and isinstance(node, app_commands.Group):  # `/crew card set`: a subgroup's command
        node = node.get_command(rest[0])
        if node is None:
            return None
        path.append(rest.pop(0))
    options: dict[str, str] = {}
    last: str | None = None
    for word in rest:
        match = OPTION.match(word)
        if match:
            last = match.group(1)
            options[last] = match.group(2)
        elif last is None:  # `/roll 1d20+5`: typed into the first option, as Discord does
            last = node.parameters[0].display_name
            options[last] = word
        else:
            options[last] += " " + word  # a value with spaces (a note)
    return Example(text, " ".join(path), options)


def command_of(bot: Any, path: str) -> app_commands.Command[Any, ..., Any]:
    words = path.split(" ")
    command: Any = bot.tree.get_command(words[0])
    assert command is not None, path
    for word in words[1:]:
        assert isinstance(command, app_commands.Group), path
        command = command.get_command(word)
        assert command is not None, path
    return command  # type: ignore[no-any-return]


def parameters(command: app_commands.Command[Any, ..., Any]) -> dict[str, app_commands.Parameter]:
    return {p.display_name: p for p in command.parameters}


def value_of(parameter: app_commands.Parameter, written: str, world: World) -> Any:
    """The option's value as a player would pick it: a mention's member, a choice by its name."""
    kind = parameter.type
    if kind in (discord.AppCommandOptionType.user, discord.AppCommandOptionType.mentionable):
        assert written.startswith("@"), written
        return world.table.bob
    if parameter.choices:
        for choice in parameter.choices:
            if written.casefold() in (str(choice.name).casefold(), str(choice.value).casefold()):
                return choice.value
        raise AssertionError(f"{parameter.display_name}:{written} is not one of its choices")
    if kind == discord.AppCommandOptionType.integer:
        return int(written)
    if kind == discord.AppCommandOptionType.number:
        return float(written)
    if kind == discord.AppCommandOptionType.boolean:
        assert written in ("True", "False"), written
        return written == "True"
    return written


class World:
    """The table and its players; who runs what."""

    def __init__(self, table: Table, env: simcord.Env, organiser: MemberActor) -> None:
        self.table, self.env, self.organiser = table, env, organiser
        self.refused: list[str] = []

    def actor(self, example: Example) -> MemberActor:
        if example.path.startswith("league-admin"):
            return self.organiser
        if example.path.startswith("table "):  # settings are changed by moderators
            return self.table.mod
        if example.path == "game set_aside":
            return self.table.mod
        return self.table.alice


# -- the steps a player takes between two examples ----------------------------------------------


async def a_game(world: World) -> Any:
    table = world.table
    if await game_repo.game_state(table.store, table.channel.id) is None:
        await table.alice.slash(table.channel, "game start", opponent=table.bob)
    state = await game_state(table)
    if state.strategy is None:
        await choose_open_strategy(table, latest_turn_message(table))
    return await game_state(table)


async def a_turn(world: World) -> None:
    state = await a_game(world)
    if state.turn == 0:
        await world.table.alice.slash(world.table.channel, "game next")


async def alices_activation(world: World) -> None:
    await a_turn(world)
    table = world.table
    for _ in range(6):
        state = await game_state(table)
        if state.phase == "discard":
            await keep_all(table)
            continue
        act = state.current_activations
        if act is not None and act.active == table.alice.id:
            return
        if act is not None and act.active == table.bob.id:
            await table.bob.slash(table.channel, "game done")
            continue
        await table.alice.slash(table.channel, "game next")
    raise AssertionError("no activation of Alice's")


async def bob_forgot(world: World) -> None:
    """Bob's activation, handed to him two hours ago (a nudge is for a player who forgot)."""
    await alices_activation(world)
    await world.table.alice.slash(world.table.channel, "game done")
    await world.env.advance_time(2 * 3600)


async def an_m3e_table(world: World) -> None:
    """Damage flips and the soulstone draw are M2E/M3E: the page says so."""
    await world.table.mod.slash(world.table.channel, "table game", game="m3e")


async def an_m3e_hand(world: World) -> None:
    """An M3E player's hand (of M3E's size: the M4E draw before it held one card more)."""
    await an_m3e_table(world)
    await world.table.alice.slash(world.table.channel, "deck reset")
    await world.table.alice.slash(world.table.channel, "hand draw")


async def a_league(world: World) -> None:
    if await league_repo.league(world.table.store, world.table.guild.id, "Spring") is None:
        await create(world.table, world.organiser)


async def a_revealed_league(world: World) -> None:
    await a_league(world)
    await reveal(world.table, world.organiser)


async def an_unreadable_game(world: World) -> None:
    """``/game set_aside`` is for a game document the bot cannot read (tests/e2e/test_documents.py)."""
    await a_game(world)
    table = world.table
    raw = await game_repo.game_state(table.store, table.channel.id)
    assert raw is not None
    changes = Changes()
    game_repo.put_game(changes, table.channel.id, raw[: len(raw) // 2], 0.0)
    await table.store.commit(changes)


async def no_game(world: World) -> None:
    """A deck is reset by hand only outside a game (a game's deck waits for its end): the game an
    earlier example of the page started is conceded first."""
    table = world.table
    if await game_repo.game_state(table.store, table.channel.id) is not None:
        await table.bob.slash(table.channel, "game end", concede=True)
        assert await game_repo.game_state(table.store, table.channel.id) is None


async def a_crew(world: World) -> None:
    """Alice's crew "Justice" and the server's card of the Judge, for the crews page's examples."""
    table = world.table
    crew: Any = world.env.bot.play.crew
    scope = table.channel.guild.id
    if not await crew.crews(table.alice.id):
        await crew.import_crew(table.alice.id, scope, "Justice (Guild)\n  Lady Justice\n  Judge\n")
        card = "Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n* Executioner's Blade | 6r | Df | - | 3/4/5\n"
        await crew.set_cards(scope, table.alice.id, card)


PREPARE_EXAMPLE: dict[str, Callable[[World], Awaitable[Any]]] = {
    "damage weak:1 moderate:2 severe:4": an_m3e_table,
    "hand draw soulstone:True": an_m3e_hand,
    "stats league:Spring": a_league,
}
PREPARE: dict[str, Callable[[World], Awaitable[Any]]] = {
    "league verify": a_revealed_league,
    "game set_aside": an_unreadable_game,
    "game next": a_game,
    "game score": a_turn,
    "game done": alices_activation,
    "game nudge": bob_forgot,
    "game undo": a_turn,
    "game log": a_game,
    "game status": a_game,
    "game end": a_game,
    "deck reset": no_game,
    "crew show": a_crew,
    "crew delete": a_crew,
    "crew card show": a_crew,
    "deck shuffle": no_game,
}


async def run(world: World, example: Example, caplog: pytest.LogCaptureFixture) -> str | None:
    """Run one example; None if it ran, else why it was not run (a reference)."""
    bot: Any = world.env.bot
    command = command_of(bot, example.path)
    if isinstance(command, app_commands.Group):
        return "a reference: a command group"
    params = parameters(command)
    for name in example.options:
        assert name in params, f"/{example.text}: no option {name!r}"
    given = {n: v for n, v in example.options.items() if v.strip() not in PLACEHOLDERS}
    missing = [p.display_name for p in command.parameters if p.required and p.display_name not in given]
    if missing:
        return f"a reference: needs {missing}"
    if example.path in NEEDS_SOME and not given:
        return "a reference: needs its numbers or the game's models"
    prepare = PREPARE_EXAMPLE.get(example.text) or PREPARE.get(example.path)
    if prepare is not None:
        await prepare(world)
    values = {name: value_of(params[name], written, world) for name, written in given.items()}
    caplog.clear()
    result = await world.actor(example).slash(world.table.channel, example.path, **values)
    refused = [
        r.getMessage() for r in caplog.records if r.getMessage().startswith(("refused /", "unexpected error"))
    ]
    if refused:
        text = reply(result).content if result.ephemeral else ""
        world.refused.append(f"/{example.text}: {text!r} ({refused[0]})")
    return None


def tree(env: simcord.Env) -> Any:
    bot: Any = env.bot
    return bot.tree


@pytest.fixture
def world(table: Table, simcord_env: simcord.Env, organiser: MemberActor) -> World:
    return World(table, simcord_env, organiser)


@pytest.mark.parametrize("topic", list(PAGES))
async def test_every_example_of_a_help_page_runs(
    world: World, topic: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    found = [parse(text, tree(world.env)) for key in PAGES[topic] for text in examples_in(tr("en", key))]
    ran = 0
    for example in [e for e in found if e is not None]:
        if await run(world, example, caplog) is None:
            ran += 1
    assert world.refused == [], "\n".join(world.refused)
    assert ran > 0 or topic in ("notices", "readings"), topic


async def test_every_example_of_the_readme_runs(world: World, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    text = README.read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) < README_MAX_BYTES
    found = [parse(t, tree(world.env)) for t in examples_in(text)]
    ran = [e for e in found if e is not None and await run(world, e, caplog) is None]
    assert world.refused == [], "\n".join(world.refused)
    assert len(ran) >= 10


def localized(lang: str, name: app_commands.locale_str | None, default: str) -> str:
    key = None if name is None else name.extras.get("key")
    return tr(lang, key) if key else default


def commands_in(lang: str, env: simcord.Env) -> dict[str, app_commands.Command[Any, ..., Any]]:
    """Every command by its path as a reader of ``lang`` types it."""
    out: dict[str, app_commands.Command[Any, ..., Any]] = {}
    for root in tree(env).get_commands():
        root_name = localized(lang, getattr(root, "_locale_name", None), root.name)
        if isinstance(root, app_commands.Group):
            for sub in root.commands:
                sub_name = localized(lang, getattr(sub, "_locale_name", None), sub.name)
                out[f"{root_name} {sub_name}"] = sub  # type: ignore[assignment]
            out[root_name] = root  # type: ignore[assignment]
        else:
            out[root_name] = root
    return out


@pytest.mark.parametrize("lang", ["es", "hu"])
async def test_every_example_in_every_language_names_the_same_command_and_real_options(
    world: World, lang: str
) -> None:
    """A Spanish or Hungarian page writes each example in its language: the same command as the
    English page at the same place, with option names Discord shows in that language."""
    english, local = commands_in("en", world.env), commands_in(lang, world.env)
    pages = [*(key for keys in PAGES.values() for key in keys)]
    for key in pages:
        ours, theirs = examples_in(tr("en", key)), examples_in(tr(lang, key))
        assert len(theirs) == len(ours), (lang, key, theirs)
        for en_text, text in zip(ours, theirs, strict=True):
            en_words, words = en_text.split(" "), text.split(" ")
            en_path = " ".join(en_words[:2]) if " ".join(en_words[:2]) in english else en_words[0]
            path = " ".join(words[:2]) if " ".join(words[:2]) in local else words[0]
            assert path in local, (lang, key, text)
            assert local[path] is english[en_path], (lang, key, text, en_text)
            command = local[path]
            if isinstance(command, app_commands.Group):
                continue
            names = {localized(lang, p.locale_name, p.display_name) for p in command.parameters}
            for word in words[len(path.split(" ")) :]:
                match = OPTION.match(word)
                if match:
                    assert match.group(1) in names, (lang, key, text, match.group(1), names)


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_playing_by_post_page_teaches_the_hand_over(lang: str) -> None:
    """The board's Done button by its label, `/game done` with a note, and `/game nudge`."""
    page = help_text(lang, "post", {})
    done, nudge = tr(lang, "cmd-game-done"), tr(lang, "cmd-game-nudge")
    game, note = tr(lang, "cmd-game"), tr(lang, "opt-game-done-note")
    assert tr(lang, "activation-button-done") in page
    assert f"`/{game} {done} {note}:" in page and f"`/{game} {nudge}`" in page
