"""Every catalogue is complete and consistent with English.

For each language besides English: one `.ftl` file per English file, holding exactly that
file's keys; every message uses the same placeholders as its English original; every message
formats without errors for numbers 0, 1, 2, 5, 21 (and 1 000 000, Spanish CLDR `many`) and for
text; plural selectors use only the language's CLDR categories (or the English keys of a
non-plural selector). A failure names each gap precisely (language, file, key).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as fa
from fluent.syntax.visitor import Visitor

from bot.ui.common.i18n import DEFAULT_LANGUAGE, LANGUAGES, LOCALES_DIR, tr

TRANSLATIONS = tuple(lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE)
SAMPLE_NUMBERS = (0, 1, 2, 5, 21, 1_000_000)
DESCRIPTION_MAX = 100
# Messages that may read the same as in English: symbols, proper names, dice and game terms the
# communities keep in English (the Hungarian rules keep e.g. Fate Deck, Soulstone, Red Joker).
SAME_AS_ENGLISH_MAX_WORDS = 2
# Names printed on the (English) Doomtrooper cards, which the Hungarian community keeps as printed.
PRINTED_NAMES = ("doomtrooper-designation-", "doomtrooper-affiliation-")
WORD = re.compile(r"[^\W\d_]{2,}")


class _Refs(Visitor):
    """Collects variable names, and the variant keys of every select expression."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[tuple[str | None, set[str]]] = []

    def visit_VariableReference(self, node: fa.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: fa.SelectExpression) -> None:
        selector = node.selector.id.name if isinstance(node.selector, fa.VariableReference) else None
        keys = {v.key.name for v in node.variants if isinstance(v.key, fa.Identifier)}
        self.selects.append((selector, keys))
        self.generic_visit(node)


@cache
def messages(lang: str) -> dict[str, dict[str, fa.Message]]:
    """file name → key → parsed message, for one language."""
    out: dict[str, dict[str, fa.Message]] = {}
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        out[path.name] = {e.id.name: e for e in resource.body if isinstance(e, fa.Message)}
    return out


def all_messages(lang: str) -> dict[str, fa.Message]:
    return {key: msg for file in messages(lang).values() for key, msg in file.items()}


def refs(message: fa.Message) -> _Refs:
    visitor = _Refs()
    visitor.visit(message)
    return visitor


@cache
def bundle(lang: str) -> FluentBundle:
    result = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def render(lang: str, key: str, args: dict[str, str | int] | None = None) -> tuple[str, list[Exception]]:
    """The message as text, and the errors Fluent reported formatting it."""
    value = bundle(lang).get_message(key).value
    assert value is not None, f"{lang}/{key} has no value"
    text, errors = bundle(lang).format_pattern(value, args or {})
    return str(text), list(errors)


def cldr_categories(lang: str) -> set[str]:
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


def _gaps(lang: str) -> Iterator[str]:
    english = messages(DEFAULT_LANGUAGE)
    translated = messages(lang)
    for file, keys in english.items():
        have = translated.get(file, {})
        if not have and keys:
            yield f"{lang}/{file}: missing file ({len(keys)} keys)"
            continue
        missing = sorted(set(keys) - set(have))
        if missing:
            yield f"{lang}/{file}: {len(missing)} untranslated: {', '.join(missing)}"


def test_translations_exist() -> None:
    assert TRANSLATIONS, "no language besides English"
    for lang in TRANSLATIONS:
        assert (LOCALES_DIR / lang).is_dir(), f"no catalogue folder for {lang}"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_english_key_is_translated_in_the_same_file(lang: str) -> None:
    gaps = list(_gaps(lang))
    assert gaps == [], "untranslated keys:\n" + "\n".join(gaps)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_keys_english_lacks_and_no_stray_files(lang: str) -> None:
    english = messages(DEFAULT_LANGUAGE)
    problems = []
    for file, keys in messages(lang).items():
        if file not in english:
            problems.append(f"{lang}/{file}: no English file of that name")
            continue
        extra = sorted(set(keys) - set(english[file]))
        if extra:
            problems.append(f"{lang}/{file}: keys not in en/{file}: {', '.join(extra)}")
    assert problems == []


@pytest.mark.parametrize("lang", (DEFAULT_LANGUAGE, *TRANSLATIONS))
def test_no_key_is_defined_twice(lang: str) -> None:
    """Not in two files, nor twice in one (Fluent would silently keep the last one)."""
    seen: dict[str, str] = {}
    twice = []
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fa.Message):
                if entry.id.name in seen:
                    twice.append(f"{entry.id.name} ({seen[entry.id.name]}, {path.name})")
                seen[entry.id.name] = path.name
    assert twice == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_same_placeholders_as_english(lang: str) -> None:
    english = all_messages(DEFAULT_LANGUAGE)
    problems = []
    for key, message in all_messages(lang).items():
        if key not in english:
            continue
        want, got = refs(english[key]).variables, refs(message).variables
        if want != got:
            problems.append(f"{lang}/{key}: missing {sorted(want - got)}, unknown {sorted(got - want)}")
    assert problems == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_selectors_use_cldr_categories_or_the_english_keys(lang: str) -> None:
    english = all_messages(DEFAULT_LANGUAGE)
    allowed_plurals = cldr_categories(lang)
    problems = []
    for key, message in all_messages(lang).items():
        if key not in english:
            continue
        english_keys: dict[str | None, set[str]] = {}
        for selector, keys in refs(english[key]).selects:
            english_keys.setdefault(selector, set()).update(keys)
        for selector, keys in refs(message).selects:
            allowed = english_keys.get(selector, set()) | allowed_plurals
            # An English plural ([one]) has only English categories; a language's own are fine.
            unknown = keys - allowed
            if unknown:
                problems.append(f"{lang}/{key}: variants {sorted(unknown)} on ${selector}")
    assert problems == []


@pytest.mark.parametrize("lang", (DEFAULT_LANGUAGE, *TRANSLATIONS))
def test_every_message_formats_without_errors(lang: str) -> None:
    problems = []
    for key, message in all_messages(lang).items():
        names = refs(message).variables
        samples: list[dict[str, str | int]] = [dict.fromkeys(names, n) for n in SAMPLE_NUMBERS]
        samples.append(dict.fromkeys(names, "Ana"))
        for args in samples:
            text, errors = render(lang, key, args)
            if errors or not text.strip():
                problems.append(f"{lang}/{key} with {args}: {errors or 'empty text'}")
                break
    assert problems == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_plural_messages_change_with_the_number(lang: str) -> None:
    """A message whose English text depends on a plural selector reads right for 1 and 5."""
    english = all_messages(DEFAULT_LANGUAGE)
    for key, message in all_messages(lang).items():
        plural = [s for s, keys in refs(english.get(key, message)).selects if "one" in keys]
        if not plural:
            continue
        args: dict[str, str | int] = dict.fromkeys(refs(message).variables, "Ana")
        for selector in plural:
            if selector is not None:
                args[selector] = 5
        many, _ = render(lang, key, args)
        for selector in plural:
            if selector is not None:
                args[selector] = 1
        one, _ = render(lang, key, args)
        assert "5" in many or many != one, f"{lang}/{key}: the count is not shown for 5"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_command_descriptions_and_choices_fit_discord(lang: str) -> None:
    problems = []
    for key in all_messages(lang):
        if (key.startswith(("cmd-", "opt-")) and key.endswith("-desc")) or key.startswith("choice-"):
            value, _ = render(lang, key)
            if not 0 < len(value) <= DESCRIPTION_MAX:
                problems.append(f"{lang}/{key}: {len(value)} characters")
    assert problems == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_sentences_are_not_left_in_english(lang: str) -> None:
    """A message of several words identical to English was most likely not translated."""
    english = all_messages(DEFAULT_LANGUAGE)
    same = []
    for key, message in all_messages(lang).items():
        if key not in english or key.startswith(PRINTED_NAMES):
            continue
        args: dict[str, str | int] = dict.fromkeys(refs(message).variables | refs(english[key]).variables, "")
        ours, _ = render(lang, key, args)
        theirs, _ = render(DEFAULT_LANGUAGE, key, args)
        if ours == theirs and len(WORD.findall(ours)) > SAME_AS_ENGLISH_MAX_WORDS:
            same.append(f"{lang}/{key}: {ours!r}")
    assert same == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_discord_ids_stay_plain_digits_in_every_language(lang: str) -> None:
    """Fluent groups numbers by locale (1,234 / 1.234 / 1 234); a mention must stay intact."""
    snowflake = 1456074443980800023
    assert f"<@{snowflake}>" in tr(lang, "error-duel-not-your-turn", player=snowflake)
    assert tr(lang, "deck-discard-more", count=5) != tr(lang, "deck-discard-more", count=6)
