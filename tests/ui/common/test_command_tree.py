"""Walk the whole command tree: unique names, descriptions everywhere, valid names in every language."""

from __future__ import annotations

import unicodedata
from collections.abc import AsyncIterator, Iterator
from typing import Any

import discord
import pytest_asyncio
from discord import app_commands

from bot.app import EXTENSIONS, Fatebot
from bot.play import Play
from bot.store import Store
from bot.ui.common.i18n import LOCALE_LANGUAGE, FluentTranslator, catalog

NAME_MAX = 32
DESCRIPTION_MAX = 100
NAME_EXTRA_CHARS = set("-_")


def valid_name(name: str) -> bool:
    """Discord: `^[-_\\p{L}\\p{N}]{1,32}$` (letters and numbers of any script, `-`, `_`), lowercase
    where the script has case."""
    return (
        0 < len(name) <= NAME_MAX
        and name == name.lower()
        and all(unicodedata.category(ch)[0] in "LN" or ch in NAME_EXTRA_CHARS for ch in name)
    )


@pytest_asyncio.fixture
async def payload(tmp_path: Any) -> AsyncIterator[list[dict[str, Any]]]:
    # What setup_hook does, without logging in: cogs may use the play layer when loaded.
    bot = Fatebot(database=tmp_path / "tree.sqlite3")
    bot.store = await Store.open(bot.database)
    bot.play = Play(bot.store)
    try:
        for name in EXTENSIONS:
            await bot.load_extension(name)
        await bot.tree.set_translator(FluentTranslator())
        yield await bot.command_payload(None)
        await bot.tree.set_translator(None)
    finally:
        await bot.store.close()


def walk(items: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for item in items:
        here = f"{path} {item['name']}".strip()
        yield here, item
        yield from walk([o for o in item.get("options") or [] if o.get("type") in (1, 2)], here)
        for option in item.get("options") or []:
            if option.get("type") not in (1, 2):
                yield f"{here} [{option['name']}]", option


def test_valid_name_rules() -> None:
    assert valid_name("moderator_role") and valid_name("tábla") and valid_name("modificadores")
    assert (
        not valid_name("Flip")
        and not valid_name("two words")
        and not valid_name("x" * 33)
        and not valid_name("")
        and not valid_name("don't")
        and not valid_name("a.b")
    )
    assert valid_name("kártya-2") and valid_name("número_1")


async def test_no_duplicate_names_at_any_level(payload: list[dict[str, Any]]) -> None:
    def check(items: list[dict[str, Any]], where: str) -> None:
        names = [i["name"] for i in items]
        assert len(names) == len(set(names)), f"duplicate names under {where or '/'}: {names}"
        for item in items:
            check(item.get("options") or [], f"{where} {item['name']}")

    check(payload, "")


async def test_every_command_and_option_has_a_description(payload: list[dict[str, Any]]) -> None:
    for path, item in walk(payload):
        description = item.get("description", "")
        assert description and description != "…", f"{path} has no description"
        assert len(description) <= DESCRIPTION_MAX, f"{path}: description too long"


async def test_names_are_valid_in_every_language(payload: list[dict[str, Any]]) -> None:
    for path, item in walk(payload):
        assert valid_name(item["name"]), f"{path}: invalid name {item['name']!r}"
        for locale, name in (item.get("name_localizations") or {}).items():
            assert valid_name(name), f"{path}: invalid {locale} name {name!r}"
        for locale, text in (item.get("description_localizations") or {}).items():
            assert 0 < len(text) <= DESCRIPTION_MAX, f"{path}: bad {locale} description"
        for choice in item.get("choices") or []:
            assert 0 < len(choice["name"]) <= DESCRIPTION_MAX
            for text in (choice.get("name_localizations") or {}).values():
                assert 0 < len(text) <= DESCRIPTION_MAX
        assert len(item.get("options") or []) <= 25 and len(item.get("choices") or []) <= 25


async def test_translated_names_are_unique_per_level_in_every_language(payload: list[dict[str, Any]]) -> None:
    def check(items: list[dict[str, Any]]) -> None:
        for locale in {loc.value for loc in LOCALE_LANGUAGE}:
            names = [(i.get("name_localizations") or {}).get(locale, i["name"]) for i in items]
            assert len(names) == len(set(names)), f"duplicate {locale} names: {names}"
        for item in items:
            check(item.get("options") or [])

    check(payload)


def test_every_catalogue_has_valid_command_names() -> None:
    """Whatever a translator writes for a `cmd-`/`opt-` name key must be a valid Discord name."""
    for lang in catalog().languages:
        for key in catalog().keys(lang):
            if key.startswith(("cmd-", "opt-")) and not key.endswith("-desc"):
                value = catalog().get(lang, key)
                assert value is not None and valid_name(value), f"{lang}/{key}: {value!r}"


async def test_translator_ignores_english_and_unknown_locales() -> None:
    translator = FluentTranslator()
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.other, None
    )
    string = app_commands.locale_str("flip", key="cmd-flip")
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    assert await translator.translate(string, discord.Locale.french, context) is None
    assert await translator.translate(app_commands.locale_str("x"), discord.Locale.hungarian, context) is None


async def test_every_name_and_description_is_translated_for_each_locale(
    payload: list[dict[str, Any]],
) -> None:
    """The walk above checks es and hu only if the Translator filled them in: prove it did."""
    locales = {locale.value for locale, lang in LOCALE_LANGUAGE.items() if lang != "en"}
    for path, item in walk(payload):
        assert set(item.get("name_localizations") or {}) >= locales, f"{path}: untranslated name"
        assert set(item.get("description_localizations") or {}) >= locales, f"{path}: untranslated text"


PLAY_ANYWHERE = {"flip", "duel", "damage", "hand", "deck", "initiative", "random", "roll", "panel", "help"}
PLAY_ANYWHERE |= {"encounter"}  # a flip procedure: custom seasons only where a server uploaded them
PLAY_ANYWHERE |= {"odds"}  # private chances from the player's own deck at this table
# Issue 22: a group DM or a server without the bot sets its own edition and pace, and plays /game.
PLAY_ANYWHERE |= {"table", "game"}
PLAY_ANYWHERE |= {"games"}  # a player's games in every server: above all from the DM with the bot
PLAY_ANYWHERE |= {"league"}  # issue 26: players join, report and check a league by its code from anywhere
SERVER_ONLY = {"league-admin", "scheme"}
EVERYWHERE = {"contexts": [0, 1, 2], "integration_types": [0, 1]}  # guild, bot DM, private channel
IN_SERVERS = {"contexts": [0], "integration_types": [0]}  # guild install only


async def test_where_each_command_can_be_used(payload: list[dict[str, Any]]) -> None:
    """What the sync tells Discord: play commands in every context and for both installs;
    server-only commands (and any command not marked) only where a server installed the bot."""
    where = {
        item["name"]: {key: sorted(item.get(key) or []) for key in ("contexts", "integration_types")}
        for item in payload
    }
    assert set(where) >= PLAY_ANYWHERE | SERVER_ONLY
    for name in PLAY_ANYWHERE:
        assert where[name] == EVERYWHERE, name
    for name in SERVER_ONLY:
        assert where[name] == IN_SERVERS, name
    for name, found in where.items():
        assert found in (EVERYWHERE, IN_SERVERS), f"/{name}: {found}"
