"""Gaining Grounds seasons as validated data: strategies and deployments by suit, and schemes.

A season is parsed from TOML *text* (``bot.catalog`` reads the shipped files; organisers paste
their own) by ``season_parsing``, validated strictly by the pydantic models below, and every
problem is reported with its line (and column) in the text so that an organiser can fix a
custom file.

The file format (see ``data/seasons/*.toml``)::

    id = "my-league-2026"          # lower-case letters, digits and dashes
    name = "My league"
    edition = "m3e"                 # m2e, m3e or m4e
    year = 2026                     # optional
    notes = "..."                   # optional
    secret_choices = ["Vendetta"]   # optional: schemes whose text says to note something in
                                    # secret (a model, marker or terrain piece); /scheme choose
                                    # asks for it and the commitment binds it

    [confidence]                    # "confirmed" or "inferred" for each part
    strategies = "confirmed"
    schemes = "confirmed"
    deployments = "confirmed"       # optional, default confirmed
    next_available = "confirmed"    # m4e only

    [strategies]                    # the attacker's suit picks the strategy
    rams = "..."                    # also crows, masks, tomes
    jokers = ["...", "..."]         # m4e only, optional: strategies a Red Joker decides

    [deployments]                   # the defender's suit picks the deployment
    rams = "Standard"               # also crows, masks, tomes

    [schemes]                       # m2e/m3e: one scheme for each card value 1-13
    1 = "..."

    [scheme_cards]                  # m4e: each scheme card and its next available schemes
    "Assassinate" = ["Scout the Rooftops", "Detonate Charges", "Runic Binding"]

    [turn_flips."Corrupted Idols"]  # optional: a strategy's per-turn marker flip by suit
    rams = "centre"                 # centre, left-8, right-8 or edge-choice
"""

from __future__ import annotations

import datetime
import difflib
import re
import unicodedata
from collections.abc import Iterable
from typing import Annotated, Generic, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    StringConstraints,
    ValidationInfo,
    model_validator,
)

from bot.errors import DomainError
from bot.rules.common.cards import Suit
from bot.rules.common.editions import edition as edition_by_key

MAX_NAME_LENGTH = 100
SCHEME_VALUES = tuple(range(1, 14))

ConfidenceLevel = Literal["confirmed", "inferred"]
EditionKey = Literal["m2e", "m3e", "m4e"]
Placement = Literal["centre", "left-8", "right-8", "edge-choice"]
T = TypeVar("T")

# How each edition's scheme pool is drawn: by card values (a [schemes] table) or from the
# season's scheme cards (a [scheme_cards] table).
SCHEMES_BY_VALUE: dict[str, bool] = {"m2e": True, "m3e": True, "m4e": False}


STORED_CONTEXT = "stored"  # validation context: the text was validated and stored by an earlier release

# What Discord turns into a mention or a ping: @everyone/@here anywhere, and the <@user>,
# <@!user>, <@&role>, <#channel> and </command:id> forms.
_MENTION = re.compile(r"@(?:everyone|here)|<(?:@[!&]?|#)\d+>|</[^<>\n]+:\d+>", re.IGNORECASE)


def first_mention(text: str) -> str | None:
    """The first thing in ``text`` that Discord would render as a mention or ping, if any."""
    match = _MENTION.search(text)
    return None if match is None else match[0]


def _plain_name(value: str, info: ValidationInfo) -> str:
    """Names reach channel messages, embeds and the league CSV: only visible, inert text.

    Every letter, mark, digit, symbol and space of every script is kept. Refused: "|" (it
    separates names in exported draws), control characters, format characters (Unicode
    category Cf: bidi overrides and isolates, zero-width characters, soft hyphens, tags),
    which can make a name read as something else, lone surrogates, and mentions.

    A season file stored by an earlier release (a league's snapshot) is held only to the rule
    it was stored under ("|" and control characters): its draws must stay readable and checkable.
    """
    for ch in value:
        category = unicodedata.category(ch)
        if ch == "|" or category == "Cc":
            raise ValueError("a name must not contain '|' or control characters such as line breaks or tabs")
    if isinstance(info.context, dict) and info.context.get(STORED_CONTEXT):
        return value
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cf":
            label = unicodedata.name(ch, "format character").lower()
            raise ValueError(
                f"a name must not contain invisible formatting characters: U+{ord(ch):04X} ({label})"
            )
        if category == "Cs":
            raise ValueError(
                f"a name must not contain U+{ord(ch):04X}, half of a character (a lone surrogate)"
            )
    if (mention := first_mention(value)) is not None:
        raise ValueError(f'a name must not contain a mention such as "{mention}"')
    return value


Name = Annotated[
    str,
    Strict(),
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_NAME_LENGTH),
    AfterValidator(_plain_name),
]
SeasonId = Annotated[str, Strict(), StringConstraints(max_length=40, pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$")]


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeasonConfidence(_Data):
    """How well each part of a season is sourced (see ``shared/rules/seasons.md``)."""

    strategies: ConfidenceLevel
    schemes: ConfidenceLevel
    deployments: ConfidenceLevel = "confirmed"
    next_available: ConfidenceLevel | None = None


class BySuit(_Data, Generic[T]):
    """One value for each suit: a season file's tables by suit (rams, crows, masks, tomes)."""

    rams: T
    crows: T
    masks: T
    tomes: T

    def for_suit(self, suit: Suit) -> T:
        values: dict[Suit, T] = {
            Suit.RAMS: self.rams,
            Suit.CROWS: self.crows,
            Suit.MASKS: self.masks,
            Suit.TOMES: self.tomes,
        }
        return values[suit]


class SuitNames(BySuit[Name]):
    """A name for each suit: the attacker's suit picks the strategy, the defender's the deployment."""


class Strategies(SuitNames):
    # Strategies without a suit (M4E Gaining Grounds One): a Red Joker as the attacker's card
    # decides one of them, chosen by the attacker.
    jokers: tuple[Name, ...] = Field(default=(), max_length=2)


class TurnFlipTable(BySuit[Placement]):
    """Where a per-turn strategy marker goes, by the suit of the initiative player's flip."""


Loc = tuple[str | int, ...]


class ConsistencyProblems(ValueError):
    """Raised by the consistency check so that each problem keeps its own field path."""

    def __init__(self, problems: list[tuple[Loc, str]]) -> None:
        super().__init__("; ".join(message for _, message in problems))
        self.problems = problems


class Season(_Data):
    id: SeasonId
    name: Name
    edition: EditionKey
    year: Annotated[int, Strict(), Field(ge=1900, le=2999)] | None = None
    # When the season is in force: from this day, until (not including) that one; none given:
    # a season without dates, never the default by date (issue 24).
    in_force_from: datetime.date | None = None
    in_force_until: datetime.date | None = None
    notes: Annotated[str, Strict(), StringConstraints(max_length=2000)] = ""
    confidence: SeasonConfidence
    strategies: Strategies
    deployments: SuitNames
    schemes: dict[str, Name] = Field(default_factory=dict)
    scheme_cards: dict[Name, tuple[Name, ...]] = Field(default_factory=dict)
    turn_flips: dict[Name, TurnFlipTable] = Field(default_factory=dict)
    secret_choices: tuple[Name, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Season:
        problems = _consistency_problems(self)
        if problems:
            raise ConsistencyProblems(problems)
        return self

    # -- queries ------------------------------------------------------------------------

    def in_force_on(self, day: datetime.date) -> bool:
        """Whether the season is in force on ``day`` (a season without dates never is)."""
        if self.in_force_from is None or day < self.in_force_from:
            return False
        return self.in_force_until is None or day < self.in_force_until

    @property
    def schemes_by_value(self) -> bool:
        """True when the pool is picked by card values (M2E/M3E), False for scheme cards (M4E)."""
        return SCHEMES_BY_VALUE[self.edition]

    @property
    def pool_size(self) -> int:
        return edition_by_key(self.edition).scheme_pool_size

    def strategy_for(self, suit: Suit) -> str:
        return self.strategies.for_suit(suit)

    def deployment_for(self, suit: Suit) -> str:
        return self.deployments.for_suit(suit)

    def scheme_for_value(self, value: int) -> str:
        """The scheme a card value picks (M2E/M3E seasons)."""
        try:
            return self.schemes[str(value)]
        except KeyError:
            raise ValueError(f"{self.id} has no scheme for value {value}") from None

    def scheme_names(self) -> tuple[str, ...]:
        """Every scheme of the season: by value for M2E/M3E, in file order for M4E."""
        if self.schemes_by_value:
            return tuple(self.schemes[str(v)] for v in SCHEME_VALUES)
        return tuple(self.scheme_cards)

    def scheme_names_safe(self) -> tuple[str, ...]:
        """Every scheme named in the file, even before its tables are checked to be complete."""
        return (*self.schemes.values(), *self.scheme_cards)

    def find_scheme(self, name: str) -> str:
        """The season's spelling of a scheme name (case-insensitive); a DomainError if unknown."""
        wanted = name.strip().casefold()
        for known in self.scheme_names():
            if known.casefold() == wanted:
                return known
        raise DomainError(
            "season-error-unknown-scheme",
            scheme=name,
            season=self.name,
            known=", ".join(sorted(self.scheme_names())),
        )

    def secret_choice_schemes(self) -> frozenset[str]:
        """The season's spelling of every scheme that asks to note something in secret."""
        return frozenset(self.find_scheme(name) for name in self.secret_choices)

    def next_available(self, scheme: str) -> tuple[str, ...]:
        """The schemes a player may take after revealing or abandoning ``scheme`` (M4E)."""
        return self.scheme_cards.get(self.find_scheme(scheme), ())

    def next_choices(self, scheme: str, revealed: Iterable[str] = ()) -> tuple[str, ...]:
        """Next available schemes minus those this crew already revealed (never twice)."""
        done = {self.find_scheme(name) for name in revealed}
        return tuple(name for name in self.next_available(scheme) if name not in done)

    def inferred_parts(self) -> frozenset[str]:
        """Parts whose mapping is inferred: results they decide are shown as "unverified"."""
        levels = {
            "strategies": self.confidence.strategies,
            "deployments": self.confidence.deployments,
            "schemes": self.confidence.schemes,
            "next_available": self.confidence.next_available,
        }
        return frozenset(part for part, level in levels.items() if level == "inferred")

    def turn_flip_table(self, strategy: str) -> TurnFlipTable:
        try:
            return self.turn_flips[strategy]
        except KeyError:
            raise DomainError("season-error-no-turn-flip", strategy=strategy, season=self.name) from None


# -- consistency rules (beyond field types) ----------------------------------------------


def _casefold_duplicates(names: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    duplicates: list[str] = []
    for name in names:
        key = name.casefold()
        if key in seen:
            duplicates.append(name)
        seen.add(key)
    return duplicates


def _consistency_problems(season: Season) -> list[tuple[Loc, str]]:
    problems: list[tuple[Loc, str]] = []
    start, end = season.in_force_from, season.in_force_until
    if end is not None and (start is None or end <= start):
        problems.append((("in_force_until",), "must come after in_force_from"))
    if season.schemes_by_value:
        problems += _value_scheme_problems(season)
    else:
        problems += _scheme_card_problems(season)
    strategies = {
        season.strategies.rams,
        season.strategies.crows,
        season.strategies.masks,
        season.strategies.tomes,
        *season.strategies.jokers,
    }
    for dup in _casefold_duplicates(season.strategies.jokers):
        problems.append((("strategies", "jokers"), f'"{dup}" is listed twice'))
    known = {name.casefold() for name in season.scheme_names_safe()}
    for index, name in enumerate(season.secret_choices):
        if name.casefold() not in known:
            problems.append((("secret_choices", index), f'"{name}" is not a scheme of this season'))
    for dup in _casefold_duplicates(season.secret_choices):
        problems.append((("secret_choices",), f'"{dup}" is listed twice'))
    for strategy in season.turn_flips:
        if strategy not in strategies:
            problems.append(
                (("turn_flips", strategy), f'"{strategy}" is not one of this season\'s strategies')
            )
    return problems


def _value_scheme_problems(season: Season) -> list[tuple[Loc, str]]:
    edition = season.edition
    problems: list[tuple[Loc, str]] = []
    if season.scheme_cards:
        problems.append(
            (
                ("scheme_cards",),
                f'{edition} seasons list schemes by card value under [schemes] (1 = "..."); '
                "[scheme_cards] is for m4e seasons",
            )
        )
    if season.strategies.jokers:
        problems.append(
            (
                ("strategies", "jokers"),
                f"{edition} reflips jokers when the attacker is decided, so joker strategies are not used; "
                "remove 'jokers'",
            )
        )
    if season.confidence.next_available is not None:
        problems.append(
            (("confidence", "next_available"), f"{edition} schemes have no next available schemes; remove it")
        )
    valid_keys = {str(v) for v in SCHEME_VALUES}
    for key in season.schemes:
        if key not in valid_keys:
            problems.append((("schemes", key), f'"{key}" is not a card value: use the numbers 1 to 13'))
    missing = [v for v in SCHEME_VALUES if str(v) not in season.schemes]
    if missing:
        listed = ", ".join(str(v) for v in missing)
        problems.append(
            (
                ("schemes",),
                f"no scheme for card value {listed}: "
                f"{edition} seasons need one scheme for each value 1 to 13",
            )
        )
    for dup in _casefold_duplicates(season.schemes.values()):
        problems.append(
            (("schemes",), f'"{dup}" is listed for two card values; each value needs its own scheme')
        )
    return problems


def _scheme_card_problems(season: Season) -> list[tuple[Loc, str]]:
    problems: list[tuple[Loc, str]] = []
    pool = season.pool_size
    if season.schemes:
        problems.append(
            (
                ("schemes",),
                'm4e seasons list scheme cards under [scheme_cards] ("Scheme" = ["Next", ...]), '
                "not schemes by card value",
            )
        )
    if season.confidence.next_available is None:
        problems.append(
            (
                ("confidence", "next_available"),
                'm4e seasons must say how sure the next available links are: "confirmed" or "inferred"',
            )
        )
    if len(season.scheme_cards) < pool:
        problems.append(
            (
                ("scheme_cards",),
                f"{len(season.scheme_cards)} scheme cards listed; the pool needs at least {pool}",
            )
        )
    for dup in _casefold_duplicates(season.scheme_cards):
        problems.append((("scheme_cards", dup), f'"{dup}" is listed twice'))
    names = list(season.scheme_cards)
    for scheme, following in season.scheme_cards.items():
        if not following:
            problems.append(
                (("scheme_cards", scheme), f'"{scheme}" needs at least one next available scheme')
            )
        for dup in _casefold_duplicates(following):
            problems.append((("scheme_cards", scheme), f'"{dup}" is listed twice as a next available scheme'))
        for index, name in enumerate(following):
            if name == scheme:
                problems.append(
                    (("scheme_cards", scheme, index), f'"{scheme}" cannot be its own next available scheme')
                )
            elif name not in season.scheme_cards:
                hint = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
                suggestion = f' (did you mean "{hint[0]}"?)' if hint else ""
                problems.append(
                    (
                        ("scheme_cards", scheme, index),
                        f'"{name}" is not a scheme card of this season{suggestion}',
                    )
                )
    return problems
