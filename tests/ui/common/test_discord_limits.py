"""Every translated string fits Discord's documented limits, in every language.

Discord rejects a whole message, form or command sync when one string is too long (a 52-character
Spanish field label made an opposed duel impossible to accept). Three checks cover the strings:

- a static walk over the code: every `tr(lang, "key")` given as a form title, field label,
  placeholder, button label, menu option or embed part is rendered in en, es and hu and checked
  against the limit of the place it is used (this file);
- a second net over the catalogues: every message whose key names a control (`-form-`,
  `-modal-title`, `button`, `placeholder`, `choice-`) fits that control's limit, whatever code
  builds the control (this file);
- every form the bot can open, built in every language and validated with simcord's own
  checks of Discord's modal limits (this file);
- the send boundary in the end-to-end tests: simcord validates every message, component tree,
  embed and form the bot sends (tests/e2e/test_languages.py drives the forms in each language),
  and the command tree is walked through the bot's Translator in tests/ui/common/test_command_tree.py.

Limits (Discord Developer Documentation, Components / Message / Embed / Interactions):
modal title and text-input label 45, text-input placeholder 100, button label 80, select option
label and description 100, select placeholder 150, embed title 256, field name 256, field value
1,024, description 4,096, footer 2,048, author 256.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor
from simcord.components import ComponentValidationError, validate_modal

from bot.rules.flip.modifiers import parse_modifiers
from bot.ui.common.i18n import LANGUAGES, LOCALES_DIR, catalog
from bot.ui.crew.forms import CardBlockModal, CardFormModal, CrewListModal
from bot.ui.duel.view import DuelAcceptModal
from bot.ui.league.view import SeasonModal

ROOT = Path(__file__).resolve().parents[3]
SOURCES = sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])

# (what is called, which keyword) → Discord's limit. A callee ending in "Button" is a button.
LIMITS: dict[tuple[str, str], int] = {
    ("Modal", "title"): 45,
    ("TextInput", "label"): 45,
    ("TextInput", "placeholder"): 100,
    ("Button", "label"): 80,
    ("SelectOption", "label"): 100,
    ("SelectOption", "description"): 100,
    ("Select", "placeholder"): 150,
    ("Embed", "title"): 256,
    ("Embed", "description"): 4096,
    ("add_field", "name"): 256,
    ("add_field", "value"): 1024,
    ("set_footer", "text"): 2048,
    ("set_author", "name"): 256,
}
# A placeholder for each Fluent variable: as long as a big number or a short name in a label.
SAMPLE_ARG = "0" * 6


@dataclass(frozen=True)
class Use:
    """One translated string handed to Discord: where, as what, and which key."""

    where: str
    place: tuple[str, str]
    key: str
    args: tuple[str, ...]

    @property
    def limit(self) -> int:
        return LIMITS[self.place]


def _callee(node: ast.Call, modal_classes: set[str], enclosing: str | None) -> str | None:
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if name == "__init__" and enclosing in modal_classes:
        return "Modal"  # super().__init__(title=...) of a Modal subclass
    if name is None:
        return None
    if name.endswith("Button"):
        return "Button"
    if name in {"Select", "ChannelSelect", "UserSelect"} or name.endswith("Select"):
        return "Select"
    return name


def _keys_of(node: ast.expr) -> list[str]:
    """The catalogue keys a key expression can name: a literal, or every key an f-string matches."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        pattern = "".join(
            re.escape(part.value) if isinstance(part, ast.Constant) else "[a-z0-9_.-]+"
            for part in node.values
        )
        return sorted(key for key in catalog().keys("en") if re.fullmatch(pattern, key))
    return []


def _translated(value: ast.expr) -> tuple[list[str], tuple[str, ...]] | None:
    """`tr(lang, key, **args)` (optionally sliced): the keys it can show and the argument names."""
    if isinstance(value, ast.Subscript):
        value = value.value
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "tr"
        and len(value.args) >= 2
    ):
        return _keys_of(value.args[1]), tuple(k.arg for k in value.keywords if k.arg)
    return None


def _modal_classes(tree: ast.Module) -> set[str]:
    return {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and any(ast.unparse(base).endswith("Modal") for base in node.bases)
    }


def uses_in(path: Path) -> Iterator[Use]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modals = _modal_classes(tree)
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
        enclosing = cls.name if isinstance(cls, ast.ClassDef) else None
        for node in ast.walk(cls):
            if not isinstance(node, ast.Call):
                continue
            callee = _callee(node, modals, enclosing)
            for keyword in node.keywords:
                found = _translated(keyword.value) if keyword.arg else None
                if found is None or (callee, keyword.arg) not in LIMITS:
                    continue
                assert callee is not None and keyword.arg is not None
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                for key in found[0]:
                    yield Use(where, (callee, keyword.arg), key, found[1])


def all_uses() -> list[Use]:
    return sorted({use for path in SOURCES for use in uses_in(path)}, key=lambda u: (u.where, u.key))


def rendered(lang: str, use: Use) -> str:
    return catalog().tr(lang, use.key, **dict.fromkeys(use.args, SAMPLE_ARG))


def over_limit(uses: list[Use]) -> list[str]:
    problems = []
    for use in uses:
        for lang in LANGUAGES:
            text = rendered(lang, use)
            if not 0 < len(text) <= use.limit:
                problems.append(
                    f"{lang}/{use.key} ({use.place[0]} {use.place[1]} at {use.where}) is "
                    f"{len(text)} characters, limit {use.limit}: {text!r}"
                )
    return problems


def test_the_walk_finds_every_kind_of_place() -> None:
    places = {use.place for use in all_uses()}
    assert {
        ("Modal", "title"),
        ("TextInput", "label"),
        ("TextInput", "placeholder"),
        ("Button", "label"),
        ("SelectOption", "label"),
        ("Select", "placeholder"),
    } <= places
    keys = {use.key for use in all_uses()}
    assert {
        "duel-form-title",
        "duel-form-modifiers",
        "duel-button-accept",
        "league-season-modal-label",
    } <= keys


def test_every_translated_control_text_fits_in_every_language() -> None:
    assert over_limit(all_uses()) == []


def test_the_check_catches_a_label_over_the_limit() -> None:
    """Control: the 52-character Spanish label this issue found would be reported."""
    label = "Modificadores del destino (opcional: +, -, ++, +2 …)"
    assert len(label) == 52
    use = Use("here", ("TextInput", "label"), "duel-form-modifiers", ())
    original = catalog().get

    def with_old_label(lang: str, key: str, **args: Any) -> str | None:
        return label if (lang, key) == ("es", "duel-form-modifiers") else original(lang, key, **args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(catalog(), "get", with_old_label)
        problems = over_limit([use])
    assert len(problems) == 1 and problems[0].startswith("es/duel-form-modifiers")


def _forms(lang: str) -> Iterator[tuple[str, Any]]:
    """Every form the bot can open, as Discord receives it, with the longest defaults it fills in."""

    async def on_text(*_: Any) -> None:
        return None

    yield "duel accept", DuelAcceptModal(lang, 1, 2, 3, None, modifier=parse_modifiers("++"))
    yield "league season", SeasonModal(lang, on_text)
    yield "crew import", CrewListModal(lang, on_text)
    yield "crew card block", CardBlockModal(lang, on_text)
    yield "crew card form", CardFormModal(lang, on_text)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_form_is_accepted_by_discord_in_every_language(lang: str) -> None:
    for name, modal in _forms(lang):
        try:
            validate_modal(modal.to_dict())
        except ComponentValidationError as error:
            pytest.fail(f"{lang} {name} form: {error}")


# -- a second net: every catalogue message named as a control fits that control's limit --------

# Key naming in data/locales: what kind of control a message labels, and Discord's limit for it.
NAMED_CONTROLS: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(r"-form-(?!.*placeholder)|-modal-(title|label)$"), 45),  # form title, field label
    (re.compile(r"(^|-)button(-|$)"), 80),
    (re.compile(r"placeholder"), 100),  # the tighter of text-input (100) and menu (150) placeholders
    (re.compile(r"^choice-"), 100),  # command choice names and menu option labels
)


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(lang: str) -> dict[str, set[str]]:
    """Every message's Fluent variables ($name), read from the catalogue files."""
    found: dict[str, set[str]] = {}
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                collect = _Variables()
                collect.visit(entry)
                found[entry.id.name] = collect.names
    return found


def named_control_problems() -> list[str]:
    problems = []
    for lang in LANGUAGES:
        args = variables(lang)
        for key in sorted(catalog().keys(lang)):
            limits = [limit for pattern, limit in NAMED_CONTROLS if pattern.search(key)]
            if not limits:
                continue
            text = catalog().get(lang, key, **dict.fromkeys(args.get(key, ()), SAMPLE_ARG)) or ""
            if not 0 < len(text) <= min(limits):
                problems.append(f"{lang}/{key}: {len(text)} characters, limit {min(limits)}: {text!r}")
    return problems


def test_every_message_named_as_a_control_fits_in_every_language() -> None:
    assert named_control_problems() == []


def test_the_named_net_catches_the_old_spanish_label(monkeypatch: pytest.MonkeyPatch) -> None:
    original = catalog().get

    def with_old_label(lang: str, key: str, **args: Any) -> str | None:
        if (lang, key) == ("es", "duel-form-modifiers"):
            return "Modificadores del destino (opcional: +, -, ++, +2 …)"
        return original(lang, key, **args)

    monkeypatch.setattr(catalog(), "get", with_old_label)
    assert [p.split(":")[0] for p in named_control_problems()] == ["es/duel-form-modifiers"]


def test_the_named_controls_are_found() -> None:
    named = {key for key in catalog().keys("en") if any(p.search(key) for p, _ in NAMED_CONTROLS)}
    assert {"duel-form-modifiers", "duel-form-title", "duel-button-accept", "choice-language-es"} <= named
    assert len(named) > 50
