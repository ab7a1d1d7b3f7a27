"""One unit of work on its way to the group commit, and what it writes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.errors import DomainError
from bot.rules.common.pace import PACES
from bot.store.deadline import Deadline
from bot.store.inflight import Key
from bot.store.records import DECK_MODES, GAMES, LANGUAGES, Changes, PackedDeck, TableSettings


@dataclass(slots=True, eq=False)
class _Unit:
    changes: Changes
    future: asyncio.Future[None]
    packed: dict[tuple[int, int], PackedDeck] = field(default_factory=dict)
    tables: tuple[int, ...] = ()
    keys: tuple[Key, ...] = ()
    settled: bool = False
    deferred: bool = False  # nobody waits for it (set_pending_message): it rides along
    waiter: asyncio.Future[None] | None = None  # only made when the caller was cancelled
    deadline: Deadline | None = None  # when its command must answer (bot.store.deadline)


def _check_settings(settings: TableSettings) -> None:
    # The database CHECKs would catch these too, but only at commit time, where one bad unit
    # would cost its whole batch a retry; reject them while the caller can still be told why.
    if settings.game not in GAMES:
        raise ValueError(f"unknown game {settings.game!r}")
    if settings.deck_mode not in DECK_MODES:
        raise ValueError(f"unknown deck mode {settings.deck_mode!r}")
    if settings.language is not None and settings.language not in LANGUAGES:
        raise ValueError(f"unknown language {settings.language!r}")
    if settings.pace not in PACES:
        raise ValueError(f"unknown pace {settings.pace!r}")
    settings.reminder_plan  # noqa: B018 - raises ValueError on a bad interval or count


class StoreClosedError(DomainError):
    """The store is closing (the bot is shutting down): the command changed nothing."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("error-store-closed")
        self.detail = detail


def _queued_rows(changes: Changes, packed: dict[tuple[int, int], PackedDeck]) -> list[tuple[Key, Any]]:
    """The rows a unit writes, as the keys its reads are served by while it is queued."""
    rows: list[tuple[Key, Any]] = [(("deck", t, o), p) for (t, o), p in packed.items()]
    # Most units (a flip) change a deck and perhaps one open record: the rest is skipped unread.
    if changes.pending:
        rows += [(("pending", i), r) for i, r in changes.pending.items()]
    if changes.dropped_decks:
        rows += [(("deck", t, o), None) for t, o in changes.dropped_decks]
    if changes.tables:
        rows += [(("settings", t), s) for t, s in changes.tables.items()]
    if changes.turns:
        rows += [(("turn", t), s) for t, s in changes.turns.items()]
    if changes.dm_messages:
        rows += [(("dm", t, p), d) for (t, p), d in changes.dm_messages.items()]
    if changes.meta:
        rows += [(("meta", k), v) for k, v in changes.meta.items()]
    if changes.game_states:
        rows += [(("state", t, g), d) for (t, g), d in changes.game_states.items()]
    if changes.games:
        rows += [(("game", t), None if g is None else g[0]) for t, g in changes.games.items()]
    return rows


def _tables_of(changes: Changes, packed: dict[tuple[int, int], PackedDeck], named: Iterable[int]) -> set[int]:
    tables = {*named, *changes.ensure_tables, *changes.tables, *changes.turns, *changes.games}
    tables.update(t for t, _o in packed)
    tables.update(r.table_id for r in changes.pending.values() if r is not None)
    if changes.dropped_decks:
        tables.update(t for t, _o in changes.dropped_decks)
    if changes.dm_messages:
        tables.update(t for t, _p in changes.dm_messages)
    if changes.game_states:
        tables.update(t for t, _g in changes.game_states)
    if changes.places:
        tables.update(p.table_id for p in changes.places.values() if p is not None)
    return tables
