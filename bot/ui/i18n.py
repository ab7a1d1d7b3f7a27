"""The one translation layer: Project Fluent catalogues in `data/locales/<lang>/*.ftl`.

Every user-visible string goes through `tr(lang, key, **args)` by key, so a new language is a
new folder of `.ftl` files and nothing else. Missing messages fall back to English, and to the
key itself only if English lacks it too (a test fails on any key used in code that English
lacks).

Command, option and choice names and descriptions are `locale_str`s made by `T(key)`: the
English text is the default Discord sees, and `FluentTranslator` supplies the other languages.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource

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
    """One FluentBundle per language, made from every `.ftl` file of its folder.

    Parsing Fluent is slow (pure Python, most of start-up time and memory), and a command needs
    a few files at most: at construction each file is only scanned for its message ids, and a
    file is parsed into its language's bundle the first time one of its messages is asked for.
    A one-line message of plain text (every command name and description) is read from the
    scan as it is, never parsed: start-up needs only those.
    Formatted messages are memoised: a reply formats the same card names and fixed lines again
    and again, and Fluent's number formatting is costly.
    """

    def __init__(self, root: Path = LOCALES_DIR, languages: Iterable[str] = LANGUAGES) -> None:
        self.root = root
        self._bundles: dict[str, FluentBundle] = {}
        self._keys: dict[str, dict[str, Path]] = {}
        self._unparsed: set[Path] = set()
        self._plain: dict[tuple[str, str], str] = {}
        for lang in languages:
            folder = root / lang
            files = sorted(folder.glob("*.ftl")) if folder.is_dir() else []
            if not files:
                continue
            keys: dict[str, Path] = {}
            for path in files:
                for key, plain in scan(path.read_text(encoding="utf-8")):
                    if key not in keys:
                        keys[key] = path
                        if plain is not None:
                            self._plain[(lang, key)] = plain
            self._bundles[lang] = FluentBundle([lang], use_isolating=False)
            self._keys[lang] = keys
            self._unparsed.update(files)
        self._format = lru_cache(maxsize=_FORMAT_CACHE)(self._format_uncached)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._bundles)

    def keys(self, lang: str) -> frozenset[str]:
        return frozenset(self._keys.get(lang, ()))

    def has(self, lang: str, key: str) -> bool:
        return key in self._keys.get(lang, ())

    def get(self, lang: str, key: str, **args: Any) -> str | None:
        """The message in exactly `lang`, or None when that catalogue lacks it."""
        if not self.has(lang, key):
            return None
        plain = self._plain.get((lang, key))
        if plain is not None:
            return plain
        arguments = tuple(sorted(_fluent_args(args).items()))
        try:
            return self._format(lang, key, arguments)
        except TypeError:  # an unhashable argument: format without the memo
            return self._format_uncached(lang, key, arguments)

    def _format_uncached(self, lang: str, key: str, arguments: tuple[tuple[str, Any], ...]) -> str | None:
        bundle = self._bundles[lang]
        path = self._keys[lang][key]
        if path in self._unparsed:
            self._unparsed.discard(path)
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        message = bundle.get_message(key)
        if message.value is None:
            return None
        text, errors = bundle.format_pattern(message.value, dict(arguments))
        if errors:
            log.warning("fluent errors in %s/%s: %s", lang, key, errors)
        return str(text)

    def tr(self, lang: str, key: str, **args: Any) -> str:
        for candidate in (lang, DEFAULT_LANGUAGE):
            text = self.get(candidate, key, **args)
            if text is not None:
                return text
        log.error("missing translation key %r", key)
        return key


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


def _fluent_args(args: Mapping[str, Any]) -> dict[str, Any]:
    # Fluent understands str and numbers; anything else (enums, cards) is shown as text.
    return {
        name: value
        if isinstance(value, str | int | float)
        and not isinstance(value, bool)
        and not (isinstance(value, int) and abs(value) >= _LARGEST_QUANTITY)
        else str(value)
        for name, value in args.items()
    }


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
