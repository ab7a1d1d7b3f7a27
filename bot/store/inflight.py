"""What is queued for the group commit but not yet durable: early lock release.

A unit of work releases its table's lock as soon as its changes are queued, not after the
fsync (as in Aether, VLDB 2010): the next command at that table then reads the queued state
from here, and every command is still answered only after the commit that holds its own change
(which, the queue being first in, first out, also holds every earlier change of its table).

If a commit fails, every unit queued after it at the same table built on a state that never
became durable, so it fails too (``dependents``), and its queued rows are forgotten.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Generic, TypeVar

U = TypeVar("U")

# Row keys: ("deck", table, owner), ("settings", table), ("pending", id), ("turn", table),
# ("dm", table, player), ("meta", key), ("state", table, game), ("game", table).
Key = tuple[Any, ...]

_MISSING: Any = object()


class Inflight(Generic[U]):
    """Rows written by queued units, newest value first; which units are queued per table."""

    def __init__(self) -> None:
        self._rows: dict[Key, tuple[Any, U]] = {}
        self._tables: dict[int, list[U]] = {}

    def add(self, unit: U, tables: Iterable[int], rows: Iterable[tuple[Key, Any]]) -> None:
        for key, value in rows:
            self._rows[key] = (value, unit)
        for table in tables:
            self._tables.setdefault(table, []).append(unit)

    def get(self, key: Key) -> Any:
        """The queued value of a row (None: deleted), or ``MISSING`` if nothing queued writes it."""
        entry = self._rows.get(key)
        return _MISSING if entry is None else entry[0]

    def replace(self, key: Key, value: Any) -> None:
        """Change a queued row's value in place (it stays the same unit's)."""
        self._rows[key] = (value, self._rows[key][1])

    def rows(self, kind: str) -> Iterator[tuple[Key, Any]]:
        """Every queued row of one kind, e.g. every queued pending record."""
        for key, (value, _unit) in self._rows.items():
            if key[0] == kind:
                yield key, value

    def last_unit(self, table: int) -> U | None:
        """The newest unit queued at ``table``: a reader of its state waits for that commit."""
        units = self._tables.get(table)
        return units[-1] if units else None

    def dependents(self, unit: U, tables: Iterable[int]) -> list[U]:
        """The units queued after ``unit`` at any of its tables (they fail with it)."""
        found: list[U] = []
        for table in tables:
            units = self._tables.get(table, [])
            if unit in units:
                found.extend(u for u in units[units.index(unit) + 1 :] if u not in found)
        return found

    def remove(self, unit: U, tables: Iterable[int], keys: Iterable[Key]) -> None:
        """Forget ``unit`` (committed: its rows are on disk now; or failed) and the rows ``keys``
        it queued, unless a later unit has queued them again."""
        for key in keys:
            entry = self._rows.get(key)
            if entry is not None and entry[1] is unit:
                del self._rows[key]
        for table in tables:
            units = self._tables.get(table)
            if units is not None and unit in units:
                units.remove(unit)
                if not units:
                    del self._tables[table]

    def __len__(self) -> int:
        return len(self._rows)


MISSING = _MISSING
