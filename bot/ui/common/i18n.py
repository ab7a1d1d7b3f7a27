"""The one translation layer: Project Fluent catalogues in `data/locales/<lang>/*.ftl`.

Every user-visible string goes through `tr(lang, key, **args)` by key, so a new language is a
new folder of `.ftl` files and nothing else. Missing messages fall back to English, and to the
key itself only if English lacks it too (a test fails on any key used in code that English
lacks): Fluent's own ``FluentLocalization`` fallback chain.

Command, option and choice names and descriptions are `locale_str`s made by `T(key)`: the
English text is the default Discord sees, and `FluentTranslator` supplies the other languages.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Generator, Iterable, Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentLocalization, FluentResource
from fluent.runtime.fallback import AbstractResourceLoader
from fluent.runtime.resolver import Message, Pattern
from fluent.syntax import ast as FTL

from bot.paths import DATA_DIR

log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"
LANGUAGES: tuple[str, ...] = ("en", "es", "hu")
LOCALES_DIR = DATA_DIR / "locales"

# Discord client locales → catalogue language. English locales map to the default.
LOCALE_LANGUAGE: Mapping[discord.Locale, str] = {
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
    discord.Locale.spain_spanish: "es",
    discord.Locale.latin_american_spanish: "es",
    discord.Locale.hungarian: "hu",
}


class Catalog:
    """The catalogues of every language, read through Fluent's own ``FluentLocalization``: one
    per requested language, whose fallback chain is that language, then English; a key that
    neither has comes back as itself.

    Parsing Fluent is slow (pure Python, most of start-up time and memory), and a command needs
    a few files at most: at construction each file is only scanned for its message ids, and a
    file is parsed (once, for every bundle that needs it) the first time one of its messages is
    asked for (``_LazyBundle``). A one-line message of plain text (every command name and
    description) is read from the scan as it is, never parsed: start-up needs only those.
    Formatted messages are memoised: a reply formats the same card names and fixed lines again
    and again, and Fluent's number formatting is costly.
    """

    def __init__(self, root: Path = LOCALES_DIR, languages: Iterable[str] = LANGUAGES) -> None:
        self.root = root
        self._files: dict[str, dict[str, _ScannedFile]] = {}  # language -> file name -> file
        self._keys: dict[str, dict[str, Path]] = {}
        self._unparsed: set[Path] = set()
        self._parsed: dict[Path, FTL.Resource] = {}
        # Texts that need no arguments by (language asked for, key): the scan's plain lines
        # (whatever the arguments), then what the localization gave without arguments.
        self._plain: dict[tuple[str, str], str] = {}
        self._localizations: dict[str, FluentLocalization] = {}
        for lang in languages:
            folder = root / lang
            files = sorted(folder.glob("*.ftl")) if folder.is_dir() else []
            if not files:
                continue
            keys: dict[str, Path] = {}
            scanned: dict[str, _ScannedFile] = {}
            for path in files:
                found = scan(path.read_text(encoding="utf-8"))
                for key, text in found:
                    if key not in keys:
                        keys[key] = path
                        if text is not None:
                            self._plain[(lang, key)] = text
                scanned[path.name] = _ScannedFile(path, [key for key, _ in found], self._parse)
            self._files[lang] = scanned
            self._keys[lang] = keys
            self._unparsed.update(files)
        self._resource_ids = sorted({name for files in self._files.values() for name in files})
        self._format = lru_cache(maxsize=_FORMAT_CACHE)(self._format_uncached)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._files)

    def keys(self, lang: str) -> frozenset[str]:
        return frozenset(self._keys.get(lang, ()))

    def has(self, lang: str, key: str) -> bool:
        return key in self._keys.get(lang, ())

    def get(self, lang: str, key: str, *, fall_back: bool = False, **args: Any) -> str | None:
        """The message in exactly `lang`, or None when that catalogue lacks it; with
        `fall_back`, through `lang`'s fallback chain instead (English, then the key)."""
        if not self.has(lang, key):
            if not fall_back:
                return None
            if not self.has(DEFAULT_LANGUAGE, key):
                log.error("missing translation key %r", key)
                return key
        text = self._plain.get((lang, key))
        if text is not None:
            return text
        if not args:
            text = self._plain[(lang, key)] = self._format(lang, key, ())
            return text
        arguments = tuple(sorted(_fluent_args(args).items()))
        try:
            return self._format(lang, key, arguments)
        except TypeError:  # an unhashable argument: format without the memo
            return self._format_uncached(lang, key, arguments)

    def _format_uncached(self, lang: str, key: str, arguments: tuple[tuple[str, Any], ...]) -> str:
        return self._localization(lang).format_value(key, dict(arguments))

    def _localization(self, lang: str) -> FluentLocalization:
        localization = self._localizations.get(lang)
        if localization is None:
            chain = [lang] if lang == DEFAULT_LANGUAGE else [lang, DEFAULT_LANGUAGE]
            localization = self._localizations[lang] = FluentLocalization(
                chain, self._resource_ids, _ScannedLoader(self._files), bundle_class=_LazyBundle
            )
        return localization

    def _parse(self, path: Path) -> FTL.Resource:
        resource = self._parsed.get(path)
        if resource is None:
            resource = self._parsed[path] = FluentResource(path.read_text(encoding="utf-8"))
            self._unparsed.discard(path)
        return resource

    def tr(self, lang: str, key: str, **args: Any) -> str:
        text = self.get(lang, key, fall_back=True, **args)
        assert text is not None  # with fall_back, at worst the key itself
        return text


class _ScannedFile(FTL.Resource):
    """A Fluent file known by its scan (its message ids), parsed when first needed."""

    def __init__(self, path: Path, keys: list[str], parse: Callable[[Path], FTL.Resource]) -> None:
        super().__init__(body=[])
        self.path = path
        self.keys = keys
        self._parse = parse

    def parsed(self) -> FTL.Resource:
        return self._parse(self.path)


class _ScannedLoader(AbstractResourceLoader):
    """Hands ``FluentLocalization`` the scanned files of a language (nothing is read here)."""

    def __init__(self, files: Mapping[str, Mapping[str, _ScannedFile]]) -> None:
        self._files = files

    def resources(self, locale: str, resource_ids: list[str]) -> Generator[list[FTL.Resource], None, None]:
        files = self._files.get(locale, {})
        found: list[FTL.Resource] = [files[name] for name in resource_ids if name in files]
        if found:
            yield found


class _LazyBundle(FluentBundle):
    """A bundle of scanned files: it knows every message id at once, and parses a file (through
    the catalogue, once for every bundle) when one of its messages is first asked for."""

    def __init__(self, locales: list[str], functions: Any = None, use_isolating: bool = False) -> None:
        super().__init__(locales, functions=functions, use_isolating=use_isolating)
        self._unloaded: dict[str, _ScannedFile] = {}

    def add_resource(self, resource: FTL.Resource, allow_overrides: bool = False) -> None:
        if not isinstance(resource, _ScannedFile):
            super().add_resource(resource, allow_overrides)
            return
        for key in resource.keys:
            if key not in self._unloaded and not super().has_message(key):
                self._unloaded[key] = resource

    def has_message(self, message_id: str) -> bool:
        return message_id in self._unloaded or super().has_message(message_id)

    def get_message(self, message_id: str) -> Message:
        file = self._unloaded.get(message_id)
        if file is not None and not super().has_message(message_id):
            super().add_resource(file.parsed())
            for key in file.keys:
                if self._unloaded.get(key) is file:
                    del self._unloaded[key]
        return super().get_message(message_id)

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[Any, list[Exception]]:
        text, errors = super().format_pattern(pattern, args)
        if errors:
            log.warning("fluent errors in %s: %s", self.locales[0], errors)
        return text, errors


# A message starts a line with its id (attributes and continuation lines are indented).
_MESSAGE = re.compile(r"([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=[ \t]*(.*)")


def scan(text: str) -> list[tuple[str, str | None]]:
    """Each message id of a Fluent file, with its text when that is one line of plain text
    (no placeholder, no continuation, no attribute), else None."""
    found: list[tuple[str, str | None]] = []
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = _MESSAGE.fullmatch(line.rstrip())
        if match is None:
            continue
        value = match[2]
        following = next((ln for ln in lines[index + 1 :] if ln.strip()), "")
        plain = value and "{" not in value and not following[:1].isspace()
        found.append((match[1], value if plain else None))
    return found


_FORMAT_CACHE = 8192


# Integers this large are Discord ids (snowflakes), not quantities: shown as plain digits, since
# Fluent would group them by locale (`<@1,456,…>`, `<@1.456.…>`) and break mentions.
_LARGEST_QUANTITY = 2**53


# Arguments that carry names from season files (strategies, deployments, schemes, the season's
# own name), which an organiser writes in a custom season: they reach public replies as inert
# text (`inert`), never as a masked link or a mention.
SEASON_NAME_ARGS = frozenset({"season", "strategy", "deployment", "scheme", "schemes", "choices", "next"})

# A masked link is `[text](url)`, with "](" adjacent; @everyone / @here anywhere, and <@user>,
# <@!user>, <@&role>, <#channel>, </command:id> are mentions. A zero-width space breaks each.
_MENTION_AT = re.compile(r"@(everyone|here)", re.IGNORECASE)
_MENTION_OPEN = re.compile(r"<(?=[@#/])")


def inert(text: str) -> str:
    """``text`` as Discord shows it literally: no masked link, no mention. A zero-width space
    goes between "](" and after the "@" or "<" of each mention form; the text reads the same,
    and doing it twice changes nothing."""
    text = text.replace("](", "]\u200b(")
    text = _MENTION_AT.sub("@\u200b\\1", text)
    return _MENTION_OPEN.sub("<\u200b", text)


def _fluent_args(args: Mapping[str, Any]) -> dict[str, Any]:
    # Fluent understands str and numbers; anything else (enums, cards) is shown as text.
    out = {
        name: value
        if isinstance(value, str | int | float)
        and not isinstance(value, bool)
        and not (isinstance(value, int) and abs(value) >= _LARGEST_QUANTITY)
        else str(value)
        for name, value in args.items()
    }
    for name in SEASON_NAME_ARGS.intersection(out):
        value = out[name]
        if isinstance(value, str):
            out[name] = inert(value)
    return out


@cache
def catalog() -> Catalog:
    return Catalog()


def tr(lang: str, key: str, **args: Any) -> str:
    """The message `key` in `lang` (English if that language lacks it, the key if both do)."""
    return catalog().tr(lang, key, **args)


def language_of_locale(locale: discord.Locale | None) -> str | None:
    if locale is None:
        return None
    return LOCALE_LANGUAGE.get(locale)


def resolve_language(
    table_language: str | None,
    user_locale: discord.Locale | None,
    guild_locale: discord.Locale | None,
) -> str:
    """The table's language if set, else the user's, else the server's, else English."""
    if table_language:
        return table_language
    return language_of_locale(user_locale) or language_of_locale(guild_locale) or DEFAULT_LANGUAGE


def T(key: str) -> app_commands.locale_str:
    """A command/option/choice string: English text by default, translated by key elsewhere."""
    return app_commands.locale_str(tr(DEFAULT_LANGUAGE, key), key=key)


class FluentTranslator(app_commands.Translator):
    """Feeds Discord the localised names and descriptions of every command, by key."""

    def __init__(self, source: Catalog | None = None) -> None:
        self.source = source or catalog()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = language_of_locale(locale)
        key = string.extras.get("key")
        if lang is None or lang == DEFAULT_LANGUAGE or key is None:
            return None
        return self.source.get(lang, key)
