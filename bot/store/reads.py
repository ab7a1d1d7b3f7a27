"""The store's reads: queued rows first (early lock release), then the caches, then the database."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, Final, Literal, TypeVar, cast

from cachetools import LRUCache

from bot.rules.common.deck import Deck
from bot.rules.common.pace import Pace
from bot.store.backend import Backend
from bot.store.inflight import MISSING, Inflight
from bot.store.records import (
    DeckMode,
    DmMessage,
    Game,
    Language,
    PackedDeck,
    PendingRecord,
    TableSettings,
    unpack_groups,
)

K = TypeVar("K")
V = TypeVar("V")

_PENDING_COLUMNS: Final = (
    "id, table_id, kind, owner, state, held, created_at, expires_at, channel_id, message_id"
)
_SETTINGS_COLUMNS: Final = (
    "t.game, t.deck_mode, t.language, t.moderator_role, t.pace, t.reminder_hours, t.reminders,"
    " t.live_notices, t.fair_deck"
)
# A table's settings and its Malifaux game in one read (either row may be missing).
_TABLE_STATE: Final = (
    f"SELECT {_SETTINGS_COLUMNS}, g.state FROM (SELECT CAST(? AS BIGINT) AS id) k"
    " LEFT JOIN tables t ON t.id = k.id LEFT JOIN malifaux_games g ON g.table_id = k.id"
)
_NO_GAME: Final = ""  # cached for a table without a game (a document is never empty)


def remember(cache: LRUCache[K, V], key: K, value: V) -> None:
    """Cache ``value`` unless caching is off (a cache of size 0: a shared database)."""
    if cache.maxsize:
        cache[key] = value


class Reads:
    """Reads of the store (a base of ``Store``)."""

    _backend: Backend
    _inflight: Inflight[Any]
    _decks: LRUCache[tuple[int, int], PackedDeck]
    _settings: LRUCache[int, TableSettings]
    _games: LRUCache[int, str]
    transactions: int

    # -- reads ---------------------------------------------------------------------------
    # Callers hold the table's lock while reading what they will write back (see module doc).

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """One row of a read (for the repositories of this package): indexable like a tuple."""
        return await self._backend.fetch_one(sql, params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Every row of a read (for the repositories of this package)."""
        return await self._backend.fetch_all(sql, params)

    async def table_settings(self, table_id: int) -> TableSettings:
        return (await self.table_state(table_id))[0]

    async def game_document(self, table_id: int) -> str | None:
        """The table's Malifaux game document (``bot.store.game_repo``), None without a game."""
        return (await self.table_state(table_id))[1]

    async def table_state(self, table_id: int) -> tuple[TableSettings, str | None]:
        """A table's settings and its Malifaux game document (None: no game): from the queue or
        the caches, else in one read. Every unit of work asks for its table's settings, so a
        flip learns whether its table has a game for nothing (on SQLite, from the caches; on a
        shared database, in the same query)."""
        settings = self._inflight.get(("settings", table_id))
        if settings is MISSING:
            settings = self._settings.get(table_id, MISSING)
        game = self._inflight.get(("game", table_id))
        if game is MISSING:
            cached = self._games.get(table_id)
            game = MISSING if cached is None else (cached or None)
        if settings is not MISSING and game is not MISSING:
            return cast(TableSettings, settings), cast(str | None, game)
        written = self.transactions
        row = await self._backend.fetch_one(_TABLE_STATE, (table_id,))
        read_settings = _settings_from_row(table_id, row)
        read_game = None if row is None or row[9] is None else str(row[9])
        if self.transactions == written:  # as in packed_deck
            remember(self._settings, table_id, read_settings)
            remember(self._games, table_id, read_game or _NO_GAME)
        return (
            read_settings if settings is MISSING else cast(TableSettings, settings),
            read_game if game is MISSING else cast(str | None, game),
        )

    async def deck(self, table_id: int, owner: int) -> Deck | None:
        """A fresh copy of a stored deck (mutating it changes nothing until committed)."""
        packed = await self.packed_deck(table_id, owner)
        return None if packed is None else packed.deck()

    async def packed_deck(self, table_id: int, owner: int) -> PackedDeck | None:
        """A stored deck in its immutable stored form (served from the cache when possible)."""
        key = (table_id, owner)
        queued = self._inflight.get(("deck", table_id, owner))
        if queued is not MISSING:
            return cast(PackedDeck | None, queued)  # None: its deletion is queued
        packed = self._decks.get(key)
        if packed is None:
            written = self.transactions
            row = await self._backend.fetch_one(
                "SELECT draw, discard, in_play, hands, fair FROM decks WHERE table_id = ? AND owner = ?", key
            )
            if row is None:
                return None
            packed = PackedDeck(bytes(row[0]), bytes(row[1]), bytes(row[2]), bytes(row[3]), _fair(row[4]))
            if self.transactions == written:
                # Cache it only if no commit ran meanwhile: a reader without the table's lock
                # may have read the row just before a commit that has cached a newer one.
                remember(self._decks, key, packed)
        return packed

    async def decks_of_table(self, table_id: int) -> dict[int, Deck]:
        """Every deck at a table by owner (0 = the shared deck)."""
        # The queued rows are taken before the read: a commit that lands during the read takes
        # its rows out of the queue, and the read may still have seen the state before it.
        queued_rows = [(key, value) for key, value in self._inflight.rows("deck") if key[1] == table_id]
        rows = await self._backend.fetch_all(
            "SELECT owner, draw, discard, in_play, hands, fair FROM decks WHERE table_id = ? ORDER BY owner",
            (table_id,),
        )
        packed = {
            int(r[0]): PackedDeck(bytes(r[1]), bytes(r[2]), bytes(r[3]), bytes(r[4]), _fair(r[5]))
            for r in rows
        }
        for (_kind, _table, owner), queued in queued_rows:
            if queued is None:
                packed.pop(owner, None)  # its deletion is queued
            else:
                packed[owner] = queued
        return {owner: packed[owner].deck() for owner in sorted(packed)}

    async def iter_all_decks(self, batch: int = 1000) -> list[tuple[int, int, Deck]]:
        """(table, owner, deck) for every stored deck; for checks and maintenance, not commands."""
        out: list[tuple[int, int, Deck]] = []
        rows = await self._backend.fetch_all(
            "SELECT table_id, owner, draw, discard, in_play, hands FROM decks ORDER BY table_id, owner"
        )
        out.extend(
            (int(r[0]), int(r[1]), PackedDeck(bytes(r[2]), bytes(r[3]), bytes(r[4]), bytes(r[5])).deck())
            for r in rows
        )
        return out

    async def pending(self, pending_id: int) -> PendingRecord | None:
        queued = self._inflight.get(("pending", pending_id))
        if queued is not MISSING:
            return cast(PendingRecord | None, queued)
        # Taken before the read: a commit that lands during it takes the deferred row out of the
        # queue, and the read may still have seen the row before it (as in decks_of_table).
        where = self._inflight.get(("message", pending_id))
        row = await self._backend.fetch_one(
            f"SELECT {_PENDING_COLUMNS} FROM pending WHERE id = ?", (pending_id,)
        )
        return None if row is None else self._with_message(_pending_from_row(row), where)

    async def pending_of_table(self, table_id: int, kind: str | None = None) -> list[PendingRecord]:
        if kind is None:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? ORDER BY id"
            params: tuple[Any, ...] = (table_id,)
        else:
            sql = f"SELECT {_PENDING_COLUMNS} FROM pending WHERE table_id = ? AND kind = ? ORDER BY id"
            params = (table_id, kind)
        queued_rows = list(self._inflight.rows("pending"))  # before the read: see decks_of_table
        messages = dict(self._inflight.rows("message"))
        rows = await self._backend.fetch_all(sql, params)
        records = {
            r.id: self._with_message(r, messages.get(("message", r.id), MISSING))
            for r in map(_pending_from_row, rows)
        }
        for (_kind, pending_id), queued in queued_rows:
            if queued is None:
                records.pop(pending_id, None)
            elif queued.table_id == table_id and (kind is None or queued.kind == kind):
                records[pending_id] = queued
        return [records[pending_id] for pending_id in sorted(records)]

    async def count_pending(self, kind: str) -> int:
        """Open records of one kind over the whole database (e.g. open duels, for the metrics)."""
        row = await self._backend.fetch_one("SELECT count(*) FROM pending WHERE kind = ?", (kind,))
        return 0 if row is None else int(row[0])

    async def turn_state(self, table_id: int) -> str | None:
        queued = self._inflight.get(("turn", table_id))
        if queued is not MISSING:
            return cast(str | None, queued)
        row = await self._backend.fetch_one("SELECT state FROM turns WHERE table_id = ?", (table_id,))
        return None if row is None else str(row[0])

    async def dm_message(self, table_id: int, player: int) -> DmMessage | None:
        queued = self._inflight.get(("dm", table_id, player))
        if queued is not MISSING:
            return cast(DmMessage | None, queued)
        row = await self._backend.fetch_one(
            "SELECT channel_id, message_id FROM dm_messages WHERE table_id = ? AND player = ?",
            (table_id, player),
        )
        return None if row is None else DmMessage(row[0], int(row[1]))

    async def get_meta(self, key: str) -> str | None:
        queued = self._inflight.get(("meta", key))
        if queued is not MISSING:
            return cast(str | None, queued)
        row = await self._backend.fetch_one("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def idle_tables(self, before: float, limit: int = 500) -> list[int]:
        """Tables nobody has played at since ``before`` (seconds since the epoch), oldest first."""
        rows = await self.fetch_all(
            "SELECT id FROM tables WHERE last_used < ? ORDER BY last_used LIMIT ?", (before, limit)
        )
        return [int(r[0]) for r in rows]

    def _forget_cached(self, table_id: int) -> None:
        self._settings.pop(table_id, None)
        self._games.pop(table_id, None)
        for key in [k for k in self._decks if k[0] == table_id]:
            self._decks.pop(key, None)

    async def count_rows(self, table: Literal["tables", "decks", "pending", "meta"]) -> int:
        if table not in ("tables", "decks", "pending", "meta"):
            raise ValueError(table)
        row = await self._backend.fetch_one(f"SELECT count(*) FROM {table}")
        return 0 if row is None else int(row[0])

    @staticmethod
    def _with_message(record: PendingRecord, where: Any) -> PendingRecord:
        """The record with the message location a deferred write queued (``where``; MISSING:
        none queued)."""
        if where is MISSING:
            return record
        channel_id, message_id = where
        return dataclasses.replace(record, channel_id=channel_id, message_id=message_id)


def _fair(value: Any) -> bytes | None:
    return None if value is None else bytes(value)


def _settings_from_row(table_id: int, row: Sequence[Any] | None) -> TableSettings:
    if row is None or row[0] is None:
        return TableSettings(table_id)  # nobody configured the table: the defaults
    return TableSettings(
        table_id,
        game=cast(Game, row[0]),
        deck_mode=cast(DeckMode, row[1]),
        language=cast(Language | None, row[2]),
        moderator_role=row[3],
        pace=Pace(row[4]),
        reminder_hours=int(row[5]),
        reminders=int(row[6]),
        live_notices=bool(row[7]),
        fair_deck=bool(row[8]),
    )


def _pending_from_row(row: Iterable[Any]) -> PendingRecord:
    (pid, table_id, kind, owner, state, held, created_at, expires_at, channel_id, message_id) = tuple(row)
    return PendingRecord(
        id=int(pid),
        table_id=int(table_id),
        kind=str(kind),
        owner=int(owner),
        state=str(state),
        held={k: tuple(v) for k, v in unpack_groups(bytes(held)).items()},
        created_at=float(created_at),
        expires_at=float(expires_at),
        channel_id=channel_id,
        message_id=message_id,
    )
