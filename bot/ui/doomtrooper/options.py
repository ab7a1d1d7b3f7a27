"""Parsing /doomtrooper's typed options: affiliations, designations and card modifiers.

Names are matched against the value keys (`dark-legion`) and every translation of their label
in every catalogue (`Dark Legion`, `Legión Oscura`, …), ignoring case, spaces, hyphens and
underscores: a player can type them in any language the bot speaks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import StrEnum
from functools import cache
from typing import TypeVar

from bot.errors import DomainError
from bot.rules.doomtrooper.combat import Modifiers
from bot.rules.doomtrooper.traits import Affiliation, Designation
from bot.ui.common.i18n import DEFAULT_LANGUAGE, catalog, tr

E = TypeVar("E", bound=StrEnum)

MAX_CARDS = 10
MAX_MODIFIER = 99
MAX_LIST_ITEMS = 16
STATS = ("fight", "shoot", "armour", "value")
# The letters printed on Spanish cards (Lucha, Disparo, Blindaje, Valor) and common spellings.
STAT_ALIASES: dict[str, str] = {
    "l": "fight",
    "lucha": "fight",
    "d": "shoot",
    "disparo": "shoot",
    "b": "armour",
    "blindaje": "armour",
    "armor": "armour",
    "valor": "value",
}
_TOKEN = re.compile(r"\s*(?P<stat>[^\W\d_]+)\s*(?P<sign>[+\-−])\s*(?P<number>\d{1,6})\s*")
_SEPARATORS = re.compile(r"[,;/]")


def _normal(text: str) -> str:
    return re.sub(r"[\s_\-]+", "", text.casefold())


@cache
def _names(kind: str, values: tuple[str, ...]) -> dict[str, str]:
    """Every accepted spelling (normalised) → the value it names."""
    known: dict[str, str] = {}
    for value in values:
        known[_normal(value)] = value
        for lang in catalog().languages:
            label = catalog().get(lang, f"doomtrooper-{kind}-{value}")
            if label:
                known.setdefault(_normal(label), value)
    return known


def _parse_list(text: str | None, enum: type[E], kind: str) -> frozenset[E]:
    if text is None:
        return frozenset()
    names = _names(kind, tuple(member.value for member in enum))
    found: set[E] = set()
    items = [item.strip() for item in _SEPARATORS.split(text) if item.strip()]
    if len(items) > MAX_LIST_ITEMS:
        items = items[: MAX_LIST_ITEMS + 1]
    for item in items:
        value = names.get(_normal(item))
        if value is None:
            known = ", ".join(tr(DEFAULT_LANGUAGE, f"doomtrooper-{kind}-{m.value}") for m in enum)
            raise DomainError(f"doomtrooper-ui-error-{kind}", value=item[:60], known=known)
        found.add(enum(value))
    return frozenset(found)


def parse_affiliations(text: str | None) -> frozenset[Affiliation]:
    return _parse_list(text, Affiliation, "affiliation")


def parse_designations(text: str | None) -> frozenset[Designation]:
    return _parse_list(text, Designation, "designation")


@cache
def _stat_names() -> dict[str, str]:
    known = {_normal(stat): stat for stat in STATS}
    known.update(STAT_ALIASES)
    for lang in catalog().languages:
        for stat in STATS:
            for key in (f"doomtrooper-stat-{stat}", f"doomtrooper-stat-short-{stat}"):
                label = catalog().get(lang, key)
                if label:
                    known.setdefault(_normal(label), stat)
    return known


def parse_card(text: str) -> Modifiers:
    """One card's changes: `F+2 A-1`, `L +2`, `armour-1` → Modifiers."""
    stats = _stat_names()
    totals = dict.fromkeys(STATS, 0)
    position = 0
    cleaned = text.strip()
    if not cleaned:
        raise DomainError("doomtrooper-ui-error-modifiers", value=text[:60])
    while position < len(cleaned):
        match = _TOKEN.match(cleaned, position)
        if match is None or match.end() == position:
            raise DomainError("doomtrooper-ui-error-modifiers", value=cleaned[:60])
        stat = stats.get(_normal(match["stat"]))
        if stat is None:
            raise DomainError("doomtrooper-ui-error-modifiers", value=cleaned[:60])
        number = int(match["number"])
        if number > MAX_MODIFIER:
            raise DomainError("doomtrooper-ui-error-modifier-size", value=number, max=MAX_MODIFIER)
        totals[stat] += -number if match["sign"] in "-−" else number
        position = match.end()
    return Modifiers(totals["fight"], totals["shoot"], totals["armour"], totals["value"])


def parse_cards(text: str | None) -> tuple[Modifiers, ...]:
    """Several cards separated by `;` (or `,`): `F+2; A+1 V-1`."""
    if text is None:
        return ()
    parts = [part for part in re.split(r"[;,]", text) if part.strip()]
    if not parts:
        raise DomainError("doomtrooper-ui-error-modifiers", value=text[:60])
    if len(parts) > MAX_CARDS:
        raise DomainError("doomtrooper-ui-error-too-many-cards", max=MAX_CARDS)
    return tuple(parse_card(part) for part in parts)


def parse_warzone(text: str | None) -> Modifiers | None:
    if text is None:
        return None
    return sum(parse_cards(text), Modifiers())


def labels(lang: str, kind: str, values: Iterable[StrEnum]) -> list[str]:
    return [tr(lang, f"doomtrooper-{kind}-{value.value}") for value in values]
