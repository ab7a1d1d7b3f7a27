"""The model card notation (docs/crews.md): a card's stats and actions as a few lines of text.

A card is entered once and shared as text, so the notation is written and read by people::

    Judge
    Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30
    * Executioner's Blade | 6r | Df | - | 3/4/5
      + r Flurry
      + mm Onslaught
    * Badge of Office | 6m | Wp | 13 | -

Line 1 is the model's name; line 2 its stats (any order, each once; ``Health`` is ``Hp``);
then one line per action, ``* name | skill[suit] | resisted by | TN | damage track``
(``-`` where the action has none), each followed by its triggers, ``+ suits name``. Suits are
r (rams), c (crows), m (masks), t (tomes). Keywords are read in any case and spacing;
``format_card`` writes the canonical form, so ``format_card(parse_card(x))`` is ``x`` for
canonical ``x``. A block may hold several cards separated by a blank line (``parse_cards``).
Errors are ``DomainError``s naming the line (1-based, within the pasted block).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from bot.errors import DomainError
from bot.rules.common.cards import Suit

NAME_MAX: Final = 60
ACTIONS_MAX: Final = 12
TRIGGERS_MAX: Final = 6
CARDS_MAX: Final = 20  # cards in one pasted block
CARD_TEXT_MAX: Final = 3000  # a card's canonical text: one reply holds it
STAT_MAX: Final = 20
SKILL_MAX: Final = 15
TN_MAX: Final = 25
DAMAGE_MAX: Final = 20
HEALTH_MAX: Final = 40
BASE_MAX: Final = 100
TRIGGER_SUITS_MAX: Final = 3

SUIT_LETTERS: Final[dict[str, Suit]] = {"r": Suit.RAMS, "c": Suit.CROWS, "m": Suit.MASKS, "t": Suit.TOMES}
LETTER_OF: Final[dict[Suit, str]] = {suit: letter for letter, suit in SUIT_LETTERS.items()}
# Stats in their canonical order, with the largest value each may take.
STATS: Final[tuple[tuple[str, int], ...]] = (
    ("Df", STAT_MAX),
    ("Wp", STAT_MAX),
    ("Sp", STAT_MAX),
    ("Sz", STAT_MAX),
    ("Hp", HEALTH_MAX),
    ("Base", BASE_MAX),
)
_STAT_ALIASES: Final = {
    "health": "Hp",
    "hp": "Hp",
    "df": "Df",
    "wp": "Wp",
    "sp": "Sp",
    "sz": "Sz",
    "base": "Base",
}
RESISTS: Final = ("Df", "Wp", "Sp", "Sz")
NONE: Final = "-"
_FIELDS: Final = 5  # name, skill, resisted by, TN, damage
_SKILL = re.compile(r"(\d{1,2})\s*([a-z]?)", re.IGNORECASE)
_STAT_PAIR = re.compile(r"([a-z]+)\s*:?\s*(\d{1,3})", re.IGNORECASE)
_DAMAGE = re.compile(r"\d{1,2}(?:/\d{1,2}){0,2}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069|*+`<>@#]")


@dataclass(frozen=True, slots=True)
class Trigger:
    suits: tuple[Suit, ...]
    name: str


@dataclass(frozen=True, slots=True)
class Action:
    name: str
    skill: int
    suit: Suit | None
    resisted_by: str | None  # one of RESISTS; None: a simple duel against the TN
    tn: int | None
    damage: tuple[int, ...] | None  # the damage track (weak/moderate/severe), None: no damage
    triggers: tuple[Trigger, ...] = ()


@dataclass(frozen=True, slots=True)
class ModelCard:
    name: str
    df: int
    wp: int
    sp: int
    sz: int
    hp: int
    base: int
    actions: tuple[Action, ...] = ()

    def stat(self, name: str) -> int:
        """A stat by its notation name (``Df`` … ``Base``)."""
        return int(getattr(self, name.lower()))


def card_key(name: str) -> str:
    """How a model's name is matched: case, accents of spacing and punctuation aside."""
    return " ".join(re.sub(r"[^\w]+", " ", name.casefold()).split())


def _error(key: str, line: int, text: str, **args: object) -> DomainError:
    return DomainError(key, line=line, text=text.strip()[:80], **args)


def check_name(name: str, line: int) -> str:
    name = " ".join(name.split())
    if not name or len(name) > NAME_MAX or _CONTROL.search(name):
        raise _error("crew-card-error-name", line, name, max=NAME_MAX)
    return name


def _number(text: str, line: int, low: int, high: int, what: str) -> int:
    text = text.strip()
    if not text.isdigit() or not low <= int(text) <= high:
        raise _error("crew-card-error-number", line, text, what=what, low=low, high=high)
    return int(text)


def _stats(text: str, line: int) -> dict[str, int]:
    found: dict[str, int] = {}
    rest = text
    for match in _STAT_PAIR.finditer(text):
        stat = _STAT_ALIASES.get(match[1].casefold())
        if stat is None or stat in found:
            raise _error("crew-card-error-stats", line, text)
        high = dict(STATS)[stat]
        found[stat] = _number(match[2], line, 1 if stat in ("Hp", "Base") else 0, high, stat)
        rest = rest.replace(match[0], " ", 1)
    if rest.replace(",", " ").replace("/", " ").strip() or set(found) != {s for s, _ in STATS}:
        raise _error("crew-card-error-stats", line, text)
    return found


def _suits(letters: str, line: int, text: str) -> tuple[Suit, ...]:
    suits = tuple(SUIT_LETTERS.get(letter) for letter in letters.casefold())
    if not 1 <= len(suits) <= TRIGGER_SUITS_MAX or None in suits:
        raise _error("crew-card-error-suit", line, text)
    return tuple(s for s in suits if s is not None)


def _action(text: str, line: int) -> Action:
    fields = [f.strip() for f in text.split("|")]
    if len(fields) != _FIELDS:
        raise _error("crew-card-error-action", line, text)
    name, skill_text, resist_text, tn_text, damage_text = fields
    skill = _SKILL.fullmatch(skill_text)
    if skill is None or (skill[2] and skill[2].casefold() not in SUIT_LETTERS):
        raise _error("crew-card-error-skill", line, skill_text)
    value = _number(skill[1], line, 0, SKILL_MAX, "skill")
    suit = SUIT_LETTERS[skill[2].casefold()] if skill[2] else None
    resisted = {r.casefold(): r for r in RESISTS}.get(resist_text.casefold())
    if resisted is None and resist_text != NONE:
        raise _error("crew-card-error-resist", line, resist_text)
    tn = None if tn_text == NONE else _number(tn_text, line, 1, TN_MAX, "TN")
    damage: tuple[int, ...] | None = None
    if damage_text != NONE:
        compact = damage_text.replace(" ", "")
        if not _DAMAGE.fullmatch(compact):
            raise _error("crew-card-error-damage", line, damage_text)
        damage = tuple(_number(d, line, 0, DAMAGE_MAX, "damage") for d in compact.split("/"))
    if resisted is None and tn is None:
        raise _error("crew-card-error-no-target", line, text)
    return Action(check_name(name, line), value, suit, resisted, tn, damage)


def _trigger(text: str, line: int) -> Trigger:
    letters, _, name = text.strip().partition(" ")
    return Trigger(_suits(letters, line, text), check_name(name, line))


def parse_card(text: str, first_line: int = 1) -> ModelCard:
    """One card in the notation; ``first_line`` numbers its first line (within a larger paste)."""
    lines = [(first_line + i, raw) for i, raw in enumerate(text.splitlines()) if raw.strip()]
    if len(lines) < 2:
        at = lines[0][0] if lines else first_line
        raise _error("crew-card-error-short", at, lines[0][1] if lines else "")
    (name_line, name), (stats_line, stats) = lines[0], lines[1]
    if name.lstrip().startswith(("*", "+")):
        raise _error("crew-card-error-name", name_line, name, max=NAME_MAX)
    found = _stats(stats, stats_line)
    actions: list[Action] = []
    for number, raw in lines[2:]:
        body = raw.strip()
        if body.startswith("*"):
            if len(actions) == ACTIONS_MAX:
                raise _error("crew-card-error-too-many", number, raw, max=ACTIONS_MAX)
            actions.append(_action(body[1:], number))
        elif body.startswith("+"):
            if not actions:
                raise _error("crew-card-error-trigger-first", number, raw)
            last = actions[-1]
            if len(last.triggers) == TRIGGERS_MAX:
                raise _error("crew-card-error-too-many", number, raw, max=TRIGGERS_MAX)
            trigger = _trigger(body[1:], number)
            actions[-1] = Action(
                last.name,
                last.skill,
                last.suit,
                last.resisted_by,
                last.tn,
                last.damage,
                (*last.triggers, trigger),
            )
        else:
            raise _error("crew-card-error-line", number, raw)
    card = ModelCard(
        check_name(name, name_line),
        found["Df"],
        found["Wp"],
        found["Sp"],
        found["Sz"],
        found["Hp"],
        found["Base"],
        tuple(actions),
    )
    if len(format_card(card)) > CARD_TEXT_MAX:
        raise _error("crew-card-error-long", name_line, name, max=CARD_TEXT_MAX)
    return card


def parse_cards(text: str) -> list[ModelCard]:
    """Every card of a pasted block (cards separated by blank lines); one name at most once."""
    cards: list[ModelCard] = []
    seen: set[str] = set()
    block: list[str] = []
    start = 1
    lines = text.replace("\r\n", "\n").split("\n")
    for number, raw in enumerate([*lines, ""], start=1):
        if raw.strip():
            if not block:
                start = number
            block.append(raw)
            continue
        if not block:
            continue
        if len(cards) == CARDS_MAX:
            raise _error("crew-card-error-too-many", start, block[0], max=CARDS_MAX)
        card = parse_card("\n".join(block), start)
        if card_key(card.name) in seen:
            raise _error("crew-card-error-twice", start, block[0])
        seen.add(card_key(card.name))
        cards.append(card)
        block = []
    if not cards:
        raise _error("crew-card-error-short", 1, "")
    return cards


def _skill_text(action: Action) -> str:
    return f"{action.skill}{'' if action.suit is None else LETTER_OF[action.suit]}"


def action_line(action: Action) -> str:
    damage = NONE if action.damage is None else "/".join(str(d) for d in action.damage)
    fields = (
        action.name,
        _skill_text(action),
        action.resisted_by or NONE,
        NONE if action.tn is None else str(action.tn),
        damage,
    )
    return "* " + " | ".join(fields)


def trigger_line(trigger: Trigger) -> str:
    return f"  + {''.join(LETTER_OF[s] for s in trigger.suits)} {trigger.name}"


def stats_line(card: ModelCard) -> str:
    return " ".join(f"{stat} {card.stat(stat)}" for stat, _ in STATS)


def format_card(card: ModelCard) -> str:
    """The card in the canonical notation (what /crew card show gives to share)."""
    lines = [card.name, stats_line(card)]
    for action in card.actions:
        lines.append(action_line(action))
        lines.extend(trigger_line(t) for t in action.triggers)
    return "\n".join(lines)
