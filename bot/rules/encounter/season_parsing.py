"""Reading a season file: TOML text to a validated ``Season``, every problem located by line.

An organiser pastes their own file, so a problem names the line (and column) it stands on and
the field it concerns; the file format is described in ``seasons``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import (
    ValidationError,
)

from bot.errors import DomainError
from bot.rules.encounter.seasons import MAX_NAME_LENGTH, STORED_CONTEXT, ConsistencyProblems, Loc, Season

MAX_SEASON_TEXT = 64_000
MAX_REPORTED_PROBLEMS = 10


@dataclass(frozen=True, slots=True)
class SeasonProblem:
    """One thing wrong with a season file, located as precisely as the text allows."""

    message: str
    line: int | None = None
    column: int | None = None
    path: str = ""

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"line {self.line}" + (f", column {self.column}" if self.column else ""))
        if self.path:
            where.append(f"({self.path})" if where else self.path)
        prefix = " ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


_TOML_POSITION = re.compile(r"^(?P<message>.*?)\s*\(at line (?P<line>\d+), column (?P<column>\d+)\)$", re.S)
_TOML_END = re.compile(r"^(?P<message>.*?)\s*\(at end of document\)$", re.S)


def _syntax_problem(error: tomllib.TOMLDecodeError, text: str) -> SeasonProblem:
    detail = str(error)
    if match := _TOML_POSITION.match(detail):
        return SeasonProblem(
            f"TOML syntax: {match['message']}", line=int(match["line"]), column=int(match["column"])
        )
    if match := _TOML_END.match(detail):
        return SeasonProblem(f"TOML syntax: {match['message']}", line=text.count("\n") + 1)
    return SeasonProblem(f"TOML syntax: {detail}")


_KEY_PART = re.compile(r"""\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(\.|$)""")
_ARRAY_HEADER = re.compile(r"^\s*\[\[(?P<key>[^\]]+)\]\]\s*(?:#.*)?$")
_TABLE_HEADER = re.compile(r"^\s*\[(?P<key>[^\[\]]+)\]\s*(?:#.*)?$")
_KEY_SCAN = 4 * MAX_NAME_LENGTH
_KEY_LINE = re.compile(r"""^\s*(?P<key>(?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_.\s-])+?)\s*=""")


def _split_key(raw: str) -> tuple[str, ...] | None:
    parts: list[str] = []
    position = 0
    while position < len(raw):
        match = _KEY_PART.match(raw, position)
        if match is None or match.end() == position:
            return None
        parts.append(next(group for group in match.groups()[:3] if group is not None))
        position = match.end()
    return tuple(parts) if parts else None


def _line_index(text: str) -> dict[Loc, int]:
    """Best-effort map from a field path to the line that defines it (tables and keys)."""
    index: dict[Loc, int] = {}
    section: Loc = ()
    arrays: dict[tuple[str, ...], int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if match := _ARRAY_HEADER.match(line):
            key = _split_key(match["key"])
            if key is not None:
                count = arrays.get(key, 0)
                arrays[key] = count + 1
                section = (*key, count)
                index.setdefault(key, number)
                index.setdefault(section, number)
            continue
        if match := _TABLE_HEADER.match(line):
            key = _split_key(match["key"])
            if key is not None:
                section = key
                index.setdefault(section, number)
            continue
        # Keys are short: reading only the start of a line keeps this linear on long lines.
        if match := _KEY_LINE.match(line, 0, _KEY_SCAN):
            key = _split_key(match["key"])
            if key is not None:
                index.setdefault((*section, *key), number)
    return index


def _locate(index: dict[Loc, int], loc: Loc) -> int | None:
    for end in range(len(loc), 0, -1):
        if (line := index.get(loc[:end])) is not None:
            return line
    return None


def _describe_path(loc: Loc) -> str:
    parts: list[str] = []
    for part in loc:
        if isinstance(part, int):
            parts.append(f"item {part + 1}")
        elif part == "[key]":
            parts.append("(name)")
        else:
            parts.append(part)
    return " → ".join(parts)


def _validation_problems(error: ValidationError, text: str) -> list[SeasonProblem]:
    index = _line_index(text)
    located: list[tuple[Loc, str]] = []
    for detail in error.errors(include_url=False):
        cause = detail.get("ctx", {}).get("error")
        if isinstance(cause, ConsistencyProblems):
            located.extend(cause.problems)
            continue
        message = detail["msg"].removeprefix("Value error, ")
        located.append((tuple(detail["loc"]), message))
    return [
        SeasonProblem(message, line=_locate(index, loc), path=_describe_path(loc)) for loc, message in located
    ]


def season_problems(text: str) -> list[SeasonProblem]:
    """Everything wrong with a season file's text (empty when it is valid)."""
    try:
        _parse(text)
    except _InvalidSeason as invalid:
        return invalid.problems
    return []


class _InvalidSeason(Exception):
    def __init__(self, problems: list[SeasonProblem]) -> None:
        super().__init__(problems)
        self.problems = problems


def _position(text: str, index: int) -> tuple[int, int]:
    """(line, column), both from 1, of ``text[index]``."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def _string_end(text: str, start: int) -> int:
    """Where the TOML string opening at ``start`` ends (just after it, or at its line's end)."""
    quote = text[start]
    delimiter = quote * 3 if text.startswith(quote * 3, start) else quote
    index = start + len(delimiter)
    while index < len(text):
        if text.startswith(delimiter, index):
            return index + len(delimiter)
        char = text[index]
        if char == "\n" and len(delimiter) == 1:
            return index  # unterminated: the parser reports it; nesting counting goes on
        index += 2 if char == "\\" and quote == '"' else 1
    return index


def _nesting(text: str, limit: int) -> tuple[int, int] | None:
    """Where arrays/tables first nest deeper than ``limit`` (outside strings and comments)."""
    depth = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char == "#":
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
            continue
        if char in "\"'":
            index = _string_end(text, index)
            continue
        if char in "[{":
            depth += 1
            if depth > limit:
                return _position(text, index)
        elif char in "]}":
            depth = max(depth - 1, 0)
        index += 1
    return None


def _parser_position(text: str, error: BaseException) -> tuple[int, int] | None:
    """Where tomllib was reading when it failed: the ``pos`` of its innermost frame that has one."""
    position = None
    trace = error.__traceback__
    while trace is not None:
        frame = trace.tb_frame
        if frame.f_globals.get("__name__") == "tomllib._parser":
            pos = frame.f_locals.get("pos")
            if isinstance(pos, int):
                position = pos
        trace = trace.tb_next
    return None if position is None else _position(text, min(max(position, 0), len(text)))


def _unreadable(text: str, error: BaseException) -> SeasonProblem:
    """Any other failure of the parser (RecursionError, a bug), located where it was reading."""
    where = _parser_position(text, error)
    if isinstance(error, RecursionError):
        where = where or _nesting(text, 1)
        message = _TOO_DEEP
    else:
        message = f"TOML syntax: the file cannot be read as TOML ({type(error).__name__})"
    if where is None:
        return SeasonProblem(message)
    return SeasonProblem(message, line=where[0], column=where[1])


_SURROGATE = re.compile("[\ud800-\udfff]")
MAX_NESTING = 32  # a season file nests two levels deep; the parser recurses once per level
_TOO_DEEP = f"TOML syntax: arrays or tables nested too deeply (more than {MAX_NESTING} levels)"


def _parse(text: str, stored: bool = False) -> Season:
    if surrogate := _SURROGATE.search(text):  # a pasted form can carry one; UTF-8 cannot
        line, column = _position(text, surrogate.start())
        message = f"U+{ord(surrogate[0]):04X} is half of a character (a lone surrogate), not text"
        raise _InvalidSeason([SeasonProblem(message, line=line, column=column)])
    if (where := _nesting(text, MAX_NESTING)) is not None:
        raise _InvalidSeason([SeasonProblem(_TOO_DEEP, line=where[0], column=where[1])])
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _InvalidSeason([_syntax_problem(error, text)]) from None
    except Exception as error:  # RecursionError or a parser bug: still the file's problem, told clearly
        raise _InvalidSeason([_unreadable(text, error)]) from None
    try:
        return Season.model_validate(data, context={STORED_CONTEXT: stored})
    except ValidationError as error:
        raise _InvalidSeason(_validation_problems(error, text)) from None


def format_problems(problems: Sequence[SeasonProblem], limit: int = MAX_REPORTED_PROBLEMS) -> str:
    lines = [str(problem) for problem in problems[:limit]]
    if len(problems) > limit:
        lines.append(f"… and {len(problems) - limit} more")
    return "\n".join(lines)


def parse_season(text: str, *, stored: bool = False) -> Season:
    """A validated season from TOML text, or ``DomainError("season-error-invalid", details=...)``.

    ``stored=True`` reads a file that an earlier release validated and stored (a league's
    snapshot): names are held to the rules they were stored under, not to later ones.
    """
    if len(text) > MAX_SEASON_TEXT:
        raise DomainError("season-error-too-large", size=len(text), max=MAX_SEASON_TEXT)
    try:
        return _parse(text, stored)
    except _InvalidSeason as invalid:
        raise DomainError("season-error-invalid", details=format_problems(invalid.problems)) from None
