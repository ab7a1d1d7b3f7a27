"""Crew lists as players move them as text, detected automatically (docs/crews.md "Formats").

- ``labelled`` (biggerhat's text export): labelled header lines (``Faction:``, ``Crew:``,
  ``Master:``/``Leader:``, ``Soulstones:``), then the hires one a line, ``- `` bullets and a
  cost (``(9)`` or ``9ss``) optional; an upgrade is a line indented under its model.
- ``tts`` (the Tabletop Simulator mod): line 1 is the crew ending with ``(Faction)``, models
  indented two spaces (the first model's line tells this format), each upgrade four spaces
  under its model.
- ``ss`` (``Name 6ss`` lines): one model a line ending with its cost; an optional first line
  names the crew (and its faction in brackets); an indented line is an upgrade of the model above.

Each may have a soulstone cache line (``Cache: 4``, ``Soulstones: 4``, ``Pool 4``). The first
model is the crew's leader. Errors are ``DomainError``s naming the line (1-based).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from bot.errors import DomainError
from bot.rules.crew.cards import NAME_MAX, check_name

Format = Literal["labelled", "tts", "ss", "share"]  # share: a biggerhat share code (never detected)
FORMATS: Final[tuple[Format, ...]] = ("labelled", "tts", "ss")
MODELS_MAX: Final = 40
UPGRADES_MAX: Final = 4  # per model
COST_MAX: Final = 30
CACHE_MAX: Final = 20
TEXT_MAX: Final = 16_000  # characters: the longest list (40 models with 4 upgrades each) fits

_LABEL = re.compile(r"(crew|name|faction|master|leader|soulstones?|cache|pool|encounter)\s*:\s*(.*)", re.I)
_CACHE = re.compile(r"(?:soulstones?|cache|pool|soulstone pool|ss cache)\s*:?\s*(\d{1,3})\s*(?:ss)?", re.I)
_FACTION_END = re.compile(r"(.*?)\s*\(([^()]{1,40})\)\s*")
_SS_COST = re.compile(r"(.+?)[\s,:-]+(\d{1,2})\s*ss", re.I)
_BRACKET_COST = re.compile(r"(.+?)\s*[\[(](\d{1,2})(?:\s*ss)?[\])]", re.I)
_BULLET = re.compile(r"[-*•]\s+")


@dataclass(frozen=True, slots=True)
class CrewModel:
    name: str
    cost: int | None = None
    upgrades: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CrewList:
    name: str
    faction: str | None
    cache: int | None  # the soulstone cache, where the list says it
    models: tuple[CrewModel, ...]
    format: Format

    @property
    def leader(self) -> str:
        return self.models[0].name


def _error(key: str, line: int, text: str, **args: object) -> DomainError:
    return DomainError(key, line=line, text=text.strip()[:80], **args)


def _indent(raw: str) -> int:
    return len(raw) - len(raw.lstrip(" "))


def _cost(text: str, line: int) -> tuple[str, int | None]:
    """A model's name and its cost, where the line gives one (``9ss``, ``(9)``, ``[9]``)."""
    for pattern in (_SS_COST, _BRACKET_COST):
        found = pattern.fullmatch(text.strip())
        if found:
            cost = int(found[2])
            if cost > COST_MAX:
                raise _error("crew-list-error-cost", line, text, max=COST_MAX)
            return found[1].strip(), cost
    return text.strip(), None


def _cache(text: str, line: int) -> int | None:
    found = _CACHE.fullmatch(text.strip())
    if found is None:
        return None
    if int(found[1]) > CACHE_MAX:
        raise _error("crew-list-error-cache", line, text, max=CACHE_MAX)
    return int(found[1])


class _Builder:
    def __init__(self) -> None:
        self.models: list[tuple[str, int | None, list[str]]] = []

    def model(self, text: str, line: int) -> None:
        if len(self.models) == MODELS_MAX:
            raise _error("crew-list-error-too-many", line, text, max=MODELS_MAX)
        name, cost = _cost(_BULLET.sub("", text.strip(), count=1), line)
        self.models.append((check_name(name, line), cost, []))

    def upgrade(self, text: str, line: int) -> None:
        if not self.models:
            raise _error("crew-list-error-upgrade-first", line, text)
        upgrades = self.models[-1][2]
        if len(upgrades) == UPGRADES_MAX:
            raise _error("crew-list-error-too-many", line, text, max=UPGRADES_MAX)
        name, _ = _cost(_BULLET.sub("", text.strip(), count=1), line)
        upgrades.append(check_name(name, line))

    def done(self, name: str | None, faction: str | None, cache: int | None, fmt: Format) -> CrewList:
        if not self.models:
            raise _error("crew-list-error-no-models", 1, "")
        models = tuple(CrewModel(n, c, tuple(u)) for n, c, u in self.models)
        crew = " ".join((name or "").split()) or models[0].name
        return CrewList(crew[:NAME_MAX], faction, cache, models, fmt)


def _numbered(text: str) -> list[tuple[int, str]]:
    lines = text.replace("\r\n", "\n").replace("\t", "    ").split("\n")
    return [(number, raw.rstrip()) for number, raw in enumerate(lines, start=1) if raw.strip()]


def _labelled(lines: list[tuple[int, str]]) -> CrewList:
    fields: dict[str, str] = {}
    cache: int | None = None
    build = _Builder()
    for number, raw in lines:
        label = _LABEL.fullmatch(raw.strip()) if _indent(raw) == 0 else None
        if label is not None:
            key = label[1].casefold()
            if key.startswith(("soulstone", "cache", "pool")):
                cache = _cache(raw, number)
                if cache is None:
                    raise _error("crew-list-error-cache", number, raw, max=CACHE_MAX)
            elif key in ("master", "leader"):
                build.model(label[2], number)
            elif key != "encounter":
                fields[key] = " ".join(label[2].split())
            continue
        if raw.strip().endswith(":"):  # a section heading: "Hires:", "Models:"
            continue
        if _indent(raw) >= 2 and build.models:
            build.upgrade(raw, number)
        else:
            build.model(raw, number)
    faction = fields.get("faction") or None
    if faction is not None:
        faction = check_name(faction, next(n for n, r in lines if r.strip().casefold().startswith("faction")))
    return build.done(fields.get("crew") or fields.get("name"), faction, cache, "labelled")


def _tts(lines: list[tuple[int, str]]) -> CrewList:
    (first_number, first), rest = lines[0], lines[1:]
    head = _FACTION_END.fullmatch(first.strip())
    assert head is not None  # detected by the caller
    cache: int | None = None
    build = _Builder()
    for number, raw in rest:
        indent = _indent(raw)
        if indent == 0:
            cache = _cache(raw, number)
            if cache is None:
                raise _error("crew-list-error-indent", number, raw)
        elif indent == 2:
            build.model(raw, number)
        elif indent == 4:
            build.upgrade(raw, number)
        else:
            raise _error("crew-list-error-indent", number, raw)
    return build.done(head[1], check_name(head[2], first_number), cache, "tts")


def _ss(lines: list[tuple[int, str]]) -> CrewList:
    name: str | None = None
    faction: str | None = None
    cache: int | None = None
    build = _Builder()
    for index, (number, raw) in enumerate(lines):
        body = raw.strip()
        if _cache(body, number) is not None:
            cache = _cache(body, number)
            continue
        if _indent(raw) > 0 and build.models:
            build.upgrade(raw, number)
            continue
        if _SS_COST.fullmatch(_BULLET.sub("", body, count=1)):
            build.model(raw, number)
            continue
        if index == 0:
            head = _FACTION_END.fullmatch(body)
            name, faction = (head[1], check_name(head[2], number)) if head else (body, None)
            continue
        raise _error("crew-list-error-ss-line", number, raw)
    return build.done(name, faction, cache, "ss")


def detect(text: str) -> Format:
    """Which format a pasted list is in (``crew-list-error-format`` when none fits)."""
    lines = _numbered(text)
    if not lines:
        raise _error("crew-list-error-no-models", 1, "")
    if any(_indent(raw) == 0 and _LABEL.fullmatch(raw.strip()) for _, raw in lines) and any(
        raw.strip().casefold().startswith(("faction", "master", "leader")) for _, raw in lines
    ):
        return "labelled"
    first = lines[0][1]
    if (
        _indent(first) == 0
        and _FACTION_END.fullmatch(first.strip())
        and len(lines) > 1
        and _indent(lines[1][1]) == 2
    ):
        return "tts"
    if any(_SS_COST.fullmatch(_BULLET.sub("", raw.strip(), count=1)) for _, raw in lines):
        return "ss"
    raise _error("crew-list-error-format", lines[0][0], lines[0][1])


def parse_crew(text: str) -> CrewList:
    """A crew list in any of the formats, detected."""
    if len(text) > TEXT_MAX:
        raise _error("crew-list-error-long", 1, "", max=TEXT_MAX)
    fmt = detect(text)
    lines = _numbered(text)
    return {"labelled": _labelled, "tts": _tts, "ss": _ss}[fmt](lines)
