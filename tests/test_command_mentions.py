"""Every command a message names is named as its reader's client shows it (issues 42 and 43).

A Spanish client shows `/liga informar`, a Hungarian one `/liga eredmény`: a message in
``data/locales/es`` that tells a player to run `/league report` names a command their client
does not list. This walks every message of every catalogue file (comments are not messages),
finds each command mention — `/name`, `/name sub`, `/name group sub`, then its `option:value`
pairs, in backticks or bare — and checks the path and the option names against the real command
tree as Discord receives it from the app (``Fatebot.command_payload`` with the Fluent
translator), under that language's localized names. URLs, file paths (`docs/x.md`,
`/league/tell`) and command mentions (`</flip:1>`) are not mentions.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from bot.app import EXTENSIONS, Fatebot
from bot.play import Play
from bot.store import Store
from bot.ui.common.i18n import LANGUAGES, LOCALE_LANGUAGE, LOCALES_DIR, FluentTranslator

SUBCOMMAND, GROUP = 1, 2
# A slash that starts a name: not inside a word, a URL, a path or a `</name:id>` mention.
MENTION = re.compile(r"(?<![\w/:.<>-])/([^\W\d][\w-]*)(?![\w/.-])")
OPTION = re.compile(r"^([^\W\d][\w-]*):")
PLACEHOLDER = "X"


@dataclass
class Node:
    """A command or group in one language: its children and options by their names there."""

    children: dict[str, Node] = field(default_factory=dict)
    options: set[str] = field(default_factory=set)


def localized_tree(payload: list[dict[str, Any]], lang: str) -> Node:
    """The command tree as a reader of `lang` sees it (English where Discord gets no name)."""
    locales = [locale.value for locale, language in LOCALE_LANGUAGE.items() if language == lang]

    def name(item: dict[str, Any]) -> str:
        names: dict[str, str] = item.get("name_localizations") or {}
        return next((names[loc] for loc in locales if loc in names), str(item["name"]))

    def build(items: list[dict[str, Any]]) -> Node:
        node = Node()
        for item in items:
            if item.get("type", SUBCOMMAND) in (SUBCOMMAND, GROUP):
                node.children[name(item)] = build(item.get("options") or [])
            else:
                node.options.add(name(item))
        return node

    return build(payload)


async def _payload(database: Path) -> list[dict[str, Any]]:
    """What the sync sends Discord, translations included, without logging in."""
    bot = Fatebot(database=database)
    bot.store = await Store.open(bot.database)
    bot.play = Play(bot.store)
    try:
        for extension in EXTENSIONS:
            await bot.load_extension(extension)
        await bot.tree.set_translator(FluentTranslator())
        return await bot.command_payload(None)
    finally:
        await bot.tree.set_translator(None)
        await bot.store.close()


@pytest.fixture(scope="module")
def trees(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Node]:
    payload = asyncio.run(_payload(tmp_path_factory.mktemp("mentions") / "tree.sqlite3"))
    return {lang: localized_tree(payload, lang) for lang in LANGUAGES}


def flatten(pattern: FTL.Pattern | None) -> list[str]:
    """The texts of a pattern: its own with every placeable as one word, then each variant's."""
    if pattern is None:
        return []
    own: list[str] = []
    variants: list[str] = []
    for element in pattern.elements:
        if isinstance(element, FTL.TextElement):
            own.append(element.value)
        elif isinstance(element.expression, FTL.SelectExpression):
            own.append(" ")
            for variant in element.expression.variants:
                variants.extend(flatten(variant.value))
        else:
            own.append(PLACEHOLDER)
    return ["".join(own), *variants]


def messages(lang: str, root: Path = LOCALES_DIR) -> Iterator[tuple[str, str]]:
    """(file/key, text) of every message and attribute of a language's catalogue."""
    for path in sorted((root / lang).glob("*.ftl")):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, FTL.Message | FTL.Term):
                where = f"{path.name}/{entry.id.name}"
                for text in flatten(entry.value):
                    yield where, text
                for attribute in entry.attributes:
                    for text in flatten(attribute.value):
                        yield f"{where}.{attribute.id.name}", text


def subcommand_names(node: Node) -> set[str]:
    """Every subcommand and group name under `node`, at any depth."""
    return {name for name, child in node.children.items() for name in (name, *subcommand_names(child))}


def mention_problems(text: str, lang: str, trees: dict[str, Node]) -> list[str]:
    """What is wrong with each command mention in `text` for a reader of `lang` ([] if none)."""
    here = trees[lang]
    others = [tree for language, tree in trees.items() if language != lang]
    other_subcommands = {
        name for tree in others for child in tree.children.values() for name in subcommand_names(child)
    }
    problems: list[str] = []
    for match in MENTION.finditer(text):
        root = match.group(1)
        if root not in here.children and not any(root in tree.children for tree in others):
            continue  # not a command: /metrics, /healthz
        quoted = text[: match.start()].count("`") % 2 == 1
        end = text.find("`", match.end()) if quoted else -1
        words = text[match.end() : end if end >= 0 else None].split()
        if not quoted:  # a bare mention: punctuation after a word is not part of it
            words = [w if re.match(r"^[^\W\d][\w-]*:\S", w) else w.rstrip(".,;:)!?»”") for w in words]
        problem = check(root, words, here, other_subcommands, quoted)
        if problem:
            mention = text[match.start() : end if end >= 0 else match.start() + 60].split("\n")[0]
            problems.append(f"{problem} (in {mention!r})")
    return problems


def check(root: str, words: list[str], here: Node, other_subcommands: set[str], quoted: bool) -> str | None:
    """The first wrong name in the mention `/root words…` (None: all are right).

    A bare mention ends at the first word that is neither a subcommand nor `option:value`; a
    word that is another language's subcommand name is wrong, bare or quoted."""
    if root not in here.children:
        return f"/{root}: no such command in this language"
    node, path = here.children[root], f"/{root}"
    while node.children and words:
        word = words[0]
        if word in node.children:
            node, path, words = node.children[word], f"{path} {word}", words[1:]
        elif word in other_subcommands or (quoted and not OPTION.match(word)):
            return f"{path} {word}: no such subcommand in this language"
        else:
            break
    for word in words:
        option = OPTION.match(word)
        if option is None:
            if quoted:
                continue  # a value with spaces, or words after the options
            break
        if option.group(1) not in node.options:
            return f"{path} {word}: no such option in this language"
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_a_message_names_is_named_in_its_language(trees: dict[str, Node], lang: str) -> None:
    found = [
        f"{lang}/{where}: {problem}"
        for where, text in messages(lang)
        for problem in mention_problems(text, lang, trees)
    ]
    assert not found, "\n".join(found)


def test_an_english_path_or_option_in_a_spanish_message_is_reported(trees: dict[str, Node]) -> None:
    """The control: the check above fails on exactly the mistakes it is for."""
    es = "es"
    assert mention_problems("Después informa con /league report.", es, trees)
    assert mention_problems("Informa con `/liga report código:X`.", es, trees)
    assert mention_problems("`/partida empezar league:X ronda:X`", es, trees)
    assert mention_problems("Mira /league show name:X", es, trees)
    assert mention_problems("Empieza con `/partida empezar liga:X ronda:X`.", "hu", trees)
    assert not mention_problems("`/partida empezar liga:X ronda:X` con X", es, trees)
    assert not mention_problems("Después informa con /liga informar.", es, trees)
    assert not mention_problems("Usa `/game start league:X round:X`.", "en", trees)
    # not commands: a URL, a path, a mention by id, a fraction
    for text in ("https://example.com/league/tell", "docs/league.md", "</flip:12>", "1/2", "/league/tell"):
        assert not mention_problems(text, es, trees), text
