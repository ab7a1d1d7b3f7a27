"""The translation layer: every key the code uses exists in English; fallbacks; languages."""

from __future__ import annotations

import re
from pathlib import Path

import discord
import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot.rules.common.cards import Suit
from bot.ui.common.i18n import LOCALES_DIR, Catalog, T, catalog, resolve_language, scan, tr

ROOT = Path(__file__).resolve().parents[3]
SOURCES = sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])

# Literal keys passed to tr(lang, "key"), T("key"), DomainError("key"), tr(..., f"prefix-{x}") …
LITERAL_KEY = re.compile(r"""(?:\btr\([^,()]+,\s*|\bT\(|\bDomainError\(\s*)"([a-z][a-z0-9_-]*)\"""")


def keys_used_in_code() -> set[str]:
    keys: set[str] = set()
    for path in SOURCES:
        keys.update(LITERAL_KEY.findall(path.read_text(encoding="utf-8")))
    return keys


def dynamic_keys() -> set[str]:
    """Keys the code builds from a prefix and a value (f-strings): every expansion."""
    from bot.ui.flip.panel import ACTIONS
    from bot.ui.help.render import PAGES

    keys = {f"suit-{s.value}" for s in Suit}
    keys |= {f"choice-edition-{e}" for e in ("m4e", "m3e", "m2e")}
    keys |= {f"choice-game-{g}" for g in ("fulminato", "doomtrooper")}
    keys |= {f"choice-deck-{m}" for m in ("personal", "shared")} | {
        f"deck-mode-{m}" for m in ("personal", "shared")
    }
    keys |= {f"choice-language-{lang}" for lang in ("auto", "en", "es", "hu")}
    keys |= {key for page in PAGES.values() for key in page}
    keys |= {f"help-topic-{t}" for t in PAGES} | {f"help-topic-{t}-desc" for t in PAGES}
    keys |= {label for _, label, _ in ACTIONS.values()}
    return keys


def test_the_scan_finds_keys() -> None:
    used = keys_used_in_code()
    assert {"flip-flipped", "cmd-flip", "error-modifiers-invalid", "error-hand-empty"} <= used


def test_every_key_used_in_code_exists_in_english() -> None:
    english = catalog().keys("en")
    missing = sorted((keys_used_in_code() | dynamic_keys()) - english)
    assert missing == [], f"keys used in code but missing from data/locales/en: {missing}"


@pytest.mark.parametrize("folder", sorted(p for p in LOCALES_DIR.iterdir() if p.is_dir()))
def test_catalogues_parse_cleanly(folder: Path) -> None:
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry.content for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
        assert junk == [], f"{path}: unparsable entries {junk}"


def test_no_key_is_defined_twice_in_english() -> None:
    seen: dict[str, str] = {}
    duplicates = []
    for path in sorted((LOCALES_DIR / "en").glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                if entry.id.name in seen:
                    duplicates.append((entry.id.name, seen[entry.id.name], path.name))
                seen[entry.id.name] = path.name
    assert duplicates == []


def test_other_languages_only_translate_english_keys() -> None:
    english = catalog().keys("en")
    for lang in catalog().languages:
        assert sorted(catalog().keys(lang) - english) == [], lang


def test_fallback_to_english_then_to_the_key(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text(
        "hello = Hello { $name }\nonly-en = English only\n", encoding="utf-8"
    )
    (tmp_path / "es").mkdir()
    (tmp_path / "es" / "a.ftl").write_text("hello = Hola { $name }\n", encoding="utf-8")
    local = Catalog(tmp_path)
    assert local.tr("es", "hello", name="Ana") == "Hola Ana"
    assert local.tr("es", "only-en") == "English only"
    assert local.tr("hu", "hello", name="Ana") == "Hello Ana"  # no Hungarian catalogue at all
    assert local.tr("es", "nowhere") == "nowhere"
    assert local.get("es", "only-en") is None
    assert local.languages == ("en", "es")


def test_no_bidi_isolation_marks_in_replies() -> None:
    assert tr("en", "flip-card", card="5 of Rams") == "Card: 5 of Rams"


def test_plurals_use_fluent_selectors() -> None:
    assert tr("en", "hand-drew", count=1) == "You drew one card."
    assert tr("en", "hand-drew", count=3) == "You drew 3 cards."
    assert tr("en", "hand-drew", count=0) == "Your hand is already full: no cards drawn."


@pytest.mark.parametrize(
    ("table", "user", "guild", "expected"),
    [
        ("hu", discord.Locale.spain_spanish, discord.Locale.american_english, "hu"),
        (None, discord.Locale.spain_spanish, discord.Locale.hungarian, "es"),
        (None, discord.Locale.latin_american_spanish, None, "es"),
        (None, discord.Locale.hungarian, None, "hu"),
        (None, discord.Locale.french, discord.Locale.hungarian, "hu"),
        (None, discord.Locale.french, discord.Locale.german, "en"),
        (None, discord.Locale.british_english, discord.Locale.hungarian, "en"),
        (None, None, None, "en"),
    ],
)
def test_language_resolution(
    table: str | None, user: discord.Locale | None, guild: discord.Locale | None, expected: str
) -> None:
    assert resolve_language(table, user, guild) == expected


def test_command_strings_carry_their_key() -> None:
    name = T("cmd-flip")
    assert name.message == "flip" and name.extras["key"] == "cmd-flip"


def test_lazy_scan_finds_exactly_the_messages_the_parser_finds() -> None:
    """The catalogue indexes files by a line scan and parses them on first use; the scan must
    agree with Fluent's parser on every shipped file, or a key would be lost or misplaced."""
    parser = FluentParser()
    for path in sorted(LOCALES_DIR.glob("*/*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        assert not [e for e in resource.body if isinstance(e, fluent_ast.Junk)], path
        parsed = {e.id.name for e in resource.body if isinstance(e, fluent_ast.Message)}
        local = Catalog(LOCALES_DIR, languages=[path.parent.name])
        scanned = {key for key in local.keys(path.parent.name) if local._keys[path.parent.name][key] == path}
        assert scanned == parsed, path
        bundle = FluentBundle(["en"], use_isolating=False)
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        for key, plain in scan(path.read_text(encoding="utf-8")):
            if plain is not None:  # served without parsing: must be exactly what Fluent gives
                message = bundle.get_message(key)
                assert message.value is not None
                assert bundle.format_pattern(message.value, {}) == (plain, []), (path, key)


def test_files_are_parsed_only_when_one_of_their_messages_is_used(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("one = One { $n }\n", encoding="utf-8")
    (tmp_path / "en" / "b.ftl").write_text("two = Two\n    .attr = x\n", encoding="utf-8")
    local = Catalog(tmp_path, languages=["en"])
    assert local.keys("en") == {"one", "two"}
    assert len(local._unparsed) == 2
    assert local.tr("en", "one", n=3) == "One 3"
    assert local.tr("en", "one", n=3) == "One 3"  # memoised: same text
    assert local.tr("en", "one", n=4) == "One 4"  # a different argument is formatted anew
    assert [p.name for p in local._unparsed] == ["b.ftl"]
