"""Stored documents: one codec for every JSON state the store keeps, with versions and upgrades.

A document is a JSON object ``{"doc": <kind>, "v": <version>, ...the value's fields}``. The fields
are those of the value's dataclass, turned to JSON and validated back by one pydantic
``TypeAdapter`` per kind (built once, at import). Values that are not plain data say how they are
stored themselves (``stored_as``): a card as its code, an edition as its key, a fate modifier as
its net number.

Each kind has a list of upgrade steps, ``upgrades[0]`` from v1 to v2 and so on, the way the SQL
migrations upgrade tables: a document of an older version is upgraded when it is read, and
writing always writes the newest version. A document without ``"v"`` is a v1 document (several
were written without a version before this module existed). Anything that cannot be read — not
JSON, wrong types, another kind, a version newer than this code — raises ``DocumentError``, which
names the document and what is wrong, and never quotes the document's values (a game document
holds secret schemes).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any, Generic, TypeVar

from pydantic import TypeAdapter, ValidationError
from pydantic_core import CoreSchema, core_schema

from bot.errors import DomainError

T = TypeVar("T")
V = TypeVar("V")
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]

KIND_KEY = "doc"
VERSION_KEY = "v"
MAX_PROBLEM_LENGTH = 300


class DocumentError(DomainError, ValueError):
    """A stored document that cannot be read; the user sees ``error-document-damaged`` privately."""

    def __init__(self, kind: str, problem: str) -> None:
        problem = problem[:MAX_PROBLEM_LENGTH]
        super().__init__("error-document-damaged", kind=kind, problem=problem)
        self.kind = kind
        self.problem = problem

    def __str__(self) -> str:
        return f"damaged {self.kind} document: {self.problem}"


def stored_as(stored: CoreSchema, write: Callable[[V], Any], read: Callable[[Any], V]) -> CoreSchema:
    """The schema of a value kept as one JSON scalar (``stored``): ``write`` it, ``read`` it back."""

    def parse(value: Any) -> V:
        try:
            return read(value)
        except DomainError as err:  # e.g. an unknown edition key: a validation error like any other
            raise ValueError(err.key) from None

    return core_schema.no_info_after_validator_function(
        parse, stored, serialization=core_schema.plain_serializer_function_ser_schema(write)
    )


class Kind(Generic[T]):
    """One kind of stored document: its value's type, its upgrade steps and its own checks."""

    def __init__(
        self,
        name: str,
        type_: type[T],
        upgrades: Sequence[Upgrade] = (),
        check: Callable[[T], None] | None = None,
    ) -> None:
        if dataclasses.is_dataclass(type_):
            clash = {f.name for f in dataclasses.fields(type_)} & {KIND_KEY, VERSION_KEY}
            assert not clash, f"{type_.__name__} has a field named like the envelope: {clash}"
        self.name = name
        self.type = type_
        self.upgrades = tuple(upgrades)
        self.version = len(self.upgrades) + 1
        self._check = check
        self._adapter: TypeAdapter[T] = TypeAdapter(type_)

    def __repr__(self) -> str:
        return f"Kind({self.name!r}, v{self.version})"

    # -- writing -----------------------------------------------------------------------------------

    def dumps(self, value: T) -> str:
        """The document's JSON text: compact, and the same text for equal values (sets are sorted)."""
        body = self._adapter.dump_python(value)
        if KIND_KEY in body or VERSION_KEY in body:  # only a free-form (dict) kind can get here
            raise ValueError(f"a {self.name} document may not set {KIND_KEY!r} or {VERSION_KEY!r} itself")
        document = {KIND_KEY: self.name, VERSION_KEY: self.version, **body}
        return _ENCODER.encode(document)

    def dump(self, value: T) -> dict[str, Any]:
        """The document as JSON data (``json.loads`` of ``dumps``)."""
        data: dict[str, Any] = json.loads(self.dumps(value))
        return data

    # -- reading -----------------------------------------------------------------------------------

    def load(self, raw: str | bytes | Mapping[str, Any]) -> T:
        """The value of a stored document of this kind, upgraded to the newest version if older."""
        if isinstance(raw, str | bytes):
            try:
                raw = json.loads(raw)
            except ValueError as err:
                raise DocumentError(
                    self.name, f"not JSON ({err.__class__.__name__} at {_position(err)})"
                ) from None
        data = self.upgrade(raw)
        del data[KIND_KEY], data[VERSION_KEY]
        try:
            value = self._adapter.validate_python(data)
            if self._check is not None:
                self._check(value)
        except DocumentError:
            raise
        except ValidationError as err:
            raise DocumentError(self.name, _describe(err)) from None
        except (DomainError, ValueError) as err:  # a dataclass's own check (``__post_init__``)
            raise DocumentError(self.name, _reason(err)) from None
        return value

    def upgrade(self, raw: object, to: int | None = None) -> dict[str, Any]:
        """``raw`` at the newest version of this kind, or at version ``to`` (a copy; the input is
        left untouched)."""
        if not isinstance(raw, Mapping):
            raise DocumentError(self.name, f"not a JSON object but {type(raw).__name__}")
        kind = raw.get(KIND_KEY, self.name)
        if kind != self.name:
            raise DocumentError(self.name, f"it is a {kind!r} document")
        version = raw.get(VERSION_KEY, 1)
        if type(version) is not int or version < 1:
            raise DocumentError(self.name, "its version is not a positive whole number")
        if version > self.version:
            raise DocumentError(
                self.name, f"version {version} is newer than this bot knows (v{self.version}); update the bot"
            )
        goal = self.version if to is None else min(max(to, version), self.version)
        data = dict(raw)
        for step in self.upgrades[version - 1 : goal - 1]:
            try:
                data = step(data)
            except (LookupError, TypeError, ValueError, AttributeError) as err:
                raise DocumentError(
                    self.name, f"v{version} document cannot be upgraded ({_reason(err)})"
                ) from None
        data[KIND_KEY] = self.name
        data[VERSION_KEY] = goal
        return data


def _plain(value: object) -> object:
    """What ``json`` cannot write itself, from pydantic's Python-mode dump: enums and sets.

    Pydantic's JSON mode would write a set in its iteration order, which for strings changes
    from one process to the next; sorted, equal values always give the same document.
    """
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, frozenset | set):
        return sorted(value, key=lambda item: item.value if isinstance(item, Enum) else item)
    raise TypeError(f"{type(value).__name__} is not JSON data")


# Built once: ``json.dumps`` with any option builds a new encoder at every call.
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, default=_plain)


def _describe(err: ValidationError) -> str:
    """Where and what, without the input values (``errors()`` messages do not quote them)."""
    parts = [
        f"{'.'.join(str(p) for p in e['loc']) or 'document'}: {e['msg']}"
        for e in err.errors(include_url=False, include_input=False, include_context=False)
    ]
    more = f" (+{len(parts) - 3} more)" if len(parts) > 3 else ""
    return "; ".join(parts[:3]) + more


def _reason(err: Exception) -> str:
    if isinstance(err, DomainError):
        return err.key
    if isinstance(err, KeyError):
        return f"missing {err.args[0]!r}" if err.args else "missing field"
    return str(err) if type(err) is ValueError else f"{err.__class__.__name__}: {err}"


def _position(err: ValueError) -> str:
    return f"character {getattr(err, 'pos', '?')}"
