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
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast

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
    """One FluentBundle per language, loaded from every `.ftl` file of its folder."""

    def __init__(self, root: Path = LOCALES_DIR, languages: Iterable[str] = LANGUAGES) -> None:
        self.root = root
        self._bundles: dict[str, FluentBundle] = {}
        self._keys: dict[str, set[str]] = {}
        for lang in languages:
            folder = root / lang
            files = sorted(folder.glob("*.ftl")) if folder.is_dir() else []
            if not files:
                continue
            bundle = FluentBundle([lang], use_isolating=False)
            keys: set[str] = set()
            for path in files:
                resource = FluentResource(path.read_text(encoding="utf-8"))
                bundle.add_resource(resource)
                keys.update(entry.id.name for entry in resource.body if isinstance(entry, fluent_ast.Message))
            self._bundles[lang] = bundle
            self._keys[lang] = keys

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._bundles)

    def keys(self, lang: str) -> frozenset[str]:
        return frozenset(self._keys.get(lang, ()))

    def has(self, lang: str, key: str) -> bool:
        bundle = self._bundles.get(lang)
        return bundle is not None and bundle.has_message(key)

    def get(self, lang: str, key: str, **args: Any) -> str | None:
        """The message in exactly `lang`, or None when that catalogue lacks it."""
        bundle = self._bundles.get(lang)
        if bundle is None or not bundle.has_message(key):
            return None
        message = bundle.get_message(key)
        if message.value is None:
            return None
        text, errors = bundle.format_pattern(message.value, _fluent_args(args))
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
