"""What biggerhat's public API says, read into our crew and card values (pure: JSON in, values out).

The shapes are those of biggerhat/biggerhat_v3 (``app/Http/Resources/API/V1``; docs/development.md
quotes them): a character (``CharacterResource``) has ``name``, ``title``, ``display_name``,
``slug``, ``defense``, ``willpower``, ``speed``, ``size``, ``health``, ``base`` and, when one
character is asked for, ``actions`` (``ActionResource``: ``name``, ``stat``, ``stat_suits``,
``resisted_by``, ``target_number``, ``damage``, ``triggers``; ``TriggerResource``: ``name``,
``suits``). A share code's crew (``CrewBuildController@show``) has ``name``, ``faction``,
``master`` and ``members`` (each ``display_name``, ``cost``), and ``crew_upgrades`` (``name``,
``is_active``).

A value the API leaves out, or gives in a form the card notation has no place for, is left
unset and named in ``SourceCard.unset`` (the card says so); nothing is guessed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from bot.errors import DomainError
from bot.rules.common.cards import Suit
from bot.rules.crew.cards import (
    ACTIONS_MAX,
    NAME_MAX,
    RESISTS,
    SKILL_MAX,
    STATS,
    TN_MAX,
    TRIGGER_SUITS_MAX,
    TRIGGERS_MAX,
    Action,
    Trigger,
    card_key,
)
from bot.rules.crew.lists import COST_MAX, MODELS_MAX, UPGRADES_MAX, CrewList, CrewModel

# Our stats and the character fields that hold them.
STAT_FIELDS: Final = (
    ("Df", "defense"),
    ("Wp", "willpower"),
    ("Sp", "speed"),
    ("Sz", "size"),
    ("Hp", "health"),
    ("Base", "base"),
)
SUIT_WORDS: Final[dict[str, Suit]] = {
    "ram": Suit.RAMS,
    "crow": Suit.CROWS,
    "mask": Suit.MASKS,
    "tome": Suit.TOMES,
}
_SUIT_WORD = re.compile(r"ram|crow|mask|tome|soulstone", re.IGNORECASE)
_SUIT_LETTERS = re.compile(r"[rcmt]{1,3}", re.IGNORECASE)
_NUMBER = re.compile(r"\d{1,2}")
# What the card notation cannot hold in a name; replaced by a space.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069|*+`<>@#\\]")
SHARE_CODE: Final = re.compile(r"[A-Za-z0-9_-]{3,64}")


@dataclass(frozen=True, slots=True)
class Unset:
    """A value the card leaves unset: ``what`` is a stat name, or ``skill``, ``resist``,
    ``target``, ``damage`` or ``suits`` of the action or trigger named ``of``."""

    what: str
    of: str = ""


@dataclass(frozen=True, slots=True)
class SourceCard:
    """A model's numbers as biggerhat gives them, never stored: shown with biggerhat's credit."""

    name: str
    slug: str
    stats: tuple[tuple[str, int | None], ...]  # in the order of cards.STATS
    actions: tuple[Action, ...]
    unset: tuple[Unset, ...]
    complete: bool  # whether the actions were read (one character asked for, not a search)

    def stat(self, name: str) -> int | None:
        return dict(self.stats)[name]


def clean(value: object, limit: int = NAME_MAX) -> str:
    """A name from the API, safe in our notation and a reply: one line, no markup, cut to ``limit``."""
    text = " ".join(_UNSAFE.sub(" ", str(value if value is not None else "")).split())
    return text[:limit].strip()


def _int(value: object, high: int, low: int = 0) -> int | None:
    """An integer within bounds, from an int or a numeric string; None otherwise."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    else:
        return None
    return number if low <= number <= high else None


def _base(value: object) -> int | None:
    """``base`` is BaseSizeEnum's value (30, 40, 50); ``base_label`` ("30mm") is not read."""
    if isinstance(value, str):
        value = value.strip().removesuffix("mm")
    return _int(value, dict(STATS)["Base"], 1)


def suits_of(value: object) -> tuple[Suit, ...] | None:
    """Suits as the API writes them (``ram``, ``crow mask``, ``rr``); None when none is ours
    (a soulstone suit, or something unreadable)."""
    if not isinstance(value, str) or not value.strip():
        return None
    words = _SUIT_WORD.findall(value)
    if words:
        suits = tuple(SUIT_WORDS[w.casefold()] for w in words if w.casefold() in SUIT_WORDS)
        return suits[:TRIGGER_SUITS_MAX] if len(suits) == len(words) else None
    compact = value.replace(" ", "")
    if _SUIT_LETTERS.fullmatch(compact):
        letters = {"r": Suit.RAMS, "c": Suit.CROWS, "m": Suit.MASKS, "t": Suit.TOMES}
        return tuple(letters[c] for c in compact.casefold())
    return None


def _damage(value: object) -> tuple[int, ...] | None:
    """``damage`` is free text on biggerhat (``2``, ``2/3/4``): its numbers, up to three."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        return None
    numbers = tuple(int(n) for n in _NUMBER.findall(value))
    return numbers[:3] or None


def _trigger(data: Mapping[str, Any], unset: list[Unset]) -> Trigger | None:
    name = clean(data.get("name"))
    suits = suits_of(data.get("suits"))
    if not name:
        return None
    if suits is None:
        unset.append(Unset("suits", name))
        return None
    return Trigger(suits, name)


def _action(data: Mapping[str, Any], unset: list[Unset]) -> Action | None:
    name = clean(data.get("name"))
    if not name:
        return None
    skill = _int(data.get("stat"), SKILL_MAX)
    if skill is None:
        unset.append(Unset("skill", name))
        return None
    stat_suits = suits_of(data.get("stat_suits"))
    resist_text = str(data.get("resisted_by") or "").strip()
    resisted = resist_text if resist_text in RESISTS else None
    if resist_text and resisted is None:
        unset.append(Unset("resist", name))  # Df/Wp, X or * : not one stat of ours
    tn = _int(data.get("target_number"), TN_MAX, 1)
    if resisted is None and tn is None:
        unset.append(Unset("target", name))
    damage = _damage(data.get("damage"))
    if data.get("damage") not in (None, "") and damage is None:
        unset.append(Unset("damage", name))
    triggers: list[Trigger] = []
    for raw in _list(data.get("triggers"))[:TRIGGERS_MAX]:
        trigger = _trigger(raw, unset)
        if trigger is not None:
            triggers.append(trigger)
    suit = stat_suits[0] if stat_suits else None
    return Action(name, skill, suit, resisted, tn, damage, tuple(triggers))


def _list(value: object) -> list[Mapping[str, Any]]:
    if isinstance(value, Mapping):  # a resource collection wrapped as {"data": [...]}
        value = value.get("data")
    if not isinstance(value, list):
        return []
    return [item for item in value if isinstance(item, Mapping)]


def display_name(data: Mapping[str, Any]) -> str:
    return clean(data.get("display_name") or data.get("name"))


def card_from_character(data: Mapping[str, Any]) -> SourceCard:
    """One character (``CharacterResource``) as a card; ``complete`` when it carries its actions."""
    unset: list[Unset] = []
    stats: list[tuple[str, int | None]] = []
    for stat, field in STAT_FIELDS:
        high = dict(STATS)[stat]
        value = _base(data.get(field)) if stat == "Base" else _int(data.get(field), high)
        if value is None:
            unset.append(Unset(stat))
        stats.append((stat, value))
    actions: list[Action] = []
    complete = "actions" in data
    for raw in _list(data.get("actions"))[:ACTIONS_MAX]:
        action = _action(raw, unset)
        if action is not None:
            actions.append(action)
    slug = clean(data.get("slug"), 120)
    return SourceCard(display_name(data), slug, tuple(stats), tuple(actions), tuple(unset), complete)


def names_of(data: Mapping[str, Any]) -> set[str]:
    """Every name a character answers to: its name, its display name, and name with title."""
    name, title = str(data.get("name") or ""), str(data.get("title") or "")
    found = {card_key(name), card_key(str(data.get("display_name") or ""))}
    if title:
        found.add(card_key(f"{name}, {title}"))
    return {key for key in found if key}


def match_character(items: Sequence[Mapping[str, Any]], name: str) -> Mapping[str, Any] | None:
    """The search result that is the model named ``name`` (its name exactly, case and
    punctuation aside); None when no result is (a near name is never taken for it)."""
    wanted = card_key(name)
    for item in items:
        if wanted in names_of(item):
            return item
    return None


def search_results(body: object) -> list[Mapping[str, Any]]:
    """The characters of a paginated index answer (``{"data": [...], "links", "meta"}``)."""
    return _list(body) if isinstance(body, Mapping) else []


def one_resource(body: object) -> Mapping[str, Any]:
    """A single resource answer (``{"data": {...}}``)."""
    data = body.get("data") if isinstance(body, Mapping) else None
    if not isinstance(data, Mapping):
        raise DomainError("crew-source-error-answer")
    return data


def share_code(text: str) -> str:
    """A share code as typed, or taken from a share link (its last path part)."""
    code = text.strip().rstrip("/").rpartition("/")[2].partition("?")[0]
    if not SHARE_CODE.fullmatch(code):
        raise DomainError("crew-source-error-code", code=clean(text, 60))
    return code


def _faction(value: object) -> str | None:
    text = clean(value, 40)
    return text.replace("_", " ").title() if text else None


def crew_from_share(body: object) -> CrewList:
    """A share code's crew: the leader (``master``) first, then the hires; the active crew
    upgrade is the leader's. The cache is not in the share: it stays unset."""
    if not isinstance(body, Mapping):
        raise DomainError("crew-source-error-answer")
    leader = clean(body.get("master"))
    models: list[CrewModel] = []
    if leader:
        active = [
            clean(u.get("name")) for u in _list(body.get("crew_upgrades")) if u.get("is_active") is True
        ]
        models.append(CrewModel(leader, None, tuple(a for a in active if a)[:UPGRADES_MAX]))
    for member in _list(body.get("members")):
        name = clean(member.get("display_name"))
        if name:
            models.append(CrewModel(name, _int(member.get("cost"), COST_MAX)))
    if not models:
        raise DomainError("crew-list-error-no-models")
    if len(models) > MODELS_MAX:
        raise DomainError("crew-source-error-too-many", max=MODELS_MAX)
    name = clean(body.get("name")) or leader or models[0].name
    return CrewList(name, _faction(body.get("faction")), None, tuple(models), "share")
