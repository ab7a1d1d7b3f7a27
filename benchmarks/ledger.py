"""The ledger of acknowledged commands, for the kill and power-loss tests.

``LedgerPlay`` is the real ``Play`` whose units of work also write a per-key counter into the
same commit (the meta row ``crash.seq.<key>``; a key is a table, or ``-guild`` for a server's
leagues), so the stored counter says how many units of that key are on disk. Units of one key
commit one after another under its lock, so durability is a prefix: counter >= n means units
1..n are all there. Once a unit's commit has returned, ``LedgerPlay`` reads the key's rows
back under its lock and appends one line to the ledger file, with a real fsync: the unit's
counter and a digest of every row of that key. After a crash ``check_ledger`` compares the
ledger with the reopened database: an acknowledged unit whose counter is above the stored one
was lost, and where the counters agree the rows must be identical to what was acknowledged.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from bot.errors import DomainError
from bot.play import Play
from bot.play.common.work import Work
from bot.store import Store
from bot.store.store import StoreClosedError

T = TypeVar("T")

SEQ_PREFIX = "crash.seq."


def seq_key(key: int) -> str:
    return f"{SEQ_PREFIX}{key}"


class LedgerPlay(Play):
    """The real play layer; each unit that writes anything also writes its key's counter, and
    once its commit has returned, the unit is written down in the ledger (keys in ``ledgered``)."""

    def __init__(self, store: Store, seqs: dict[int, int], **kwargs: Any) -> None:
        super().__init__(store, **kwargs)
        self.seqs = dict(seqs)
        self.ledger: Ledger | None = None
        self.ledgered: set[int] = set()
        self.acks = 0

    async def run(self, table_id: int, step: Callable[[Work], Awaitable[T]]) -> T:
        assigned: list[int] = []

        async def counted(work: Work) -> T:
            result = await step(work)
            if work.finish():
                number = self.seqs.get(table_id, 0) + 1
                self.seqs[table_id] = number
                work.changes.meta[seq_key(table_id)] = str(number)
                assigned.append(number)
            return result

        try:
            result = await super().run(table_id, counted)
        except StoreClosedError:
            raise
        except DomainError:
            # Raised after the commit (an expiry the user is told about): the unit stands.
            if assigned:
                await self._acknowledged(table_id, assigned[0], step)
            raise
        if assigned:
            await self._acknowledged(table_id, assigned[0], step)
        return result

    async def _acknowledged(self, key: int, number: int, step: Callable[..., Any]) -> None:
        self.acks += 1
        if self.ledger is None or key not in self.ledgered:
            return
        # Read back under the key's lock: the rows as this unit (or a later one) left them.
        at, digest = await super().run(key, lambda work: key_state(work.store, key))
        name = step.__qualname__.removesuffix(".<locals>.step")
        self.ledger.append({"key": key, "seq": number, "at": at, "cmd": name, "digest": digest})


async def stored_seqs(store: Store) -> dict[int, int]:
    rows = await store.fetch_all("SELECT key, value FROM meta WHERE key LIKE ?", (SEQ_PREFIX + "%",))
    return {int(str(r[0])[len(SEQ_PREFIX) :]): int(r[1]) for r in rows}


# -- the state of one key, as rows -------------------------------------------------------------

_TABLE_QUERIES = (
    "SELECT id, game, deck_mode, language, moderator_role FROM tables WHERE id = ?",
    "SELECT owner, draw, discard, in_play, hands FROM decks WHERE table_id = ? ORDER BY owner",
    "SELECT id, kind, owner, state, held, created_at, expires_at FROM pending WHERE table_id = ? ORDER BY id",
    "SELECT state FROM turns WHERE table_id = ?",
    "SELECT state FROM malifaux_games WHERE table_id = ?",
    "SELECT game, state FROM game_states WHERE table_id = ? ORDER BY game",
    "SELECT player, channel_id, message_id FROM dm_messages WHERE table_id = ? ORDER BY player",
)
_GUILD_QUERIES = (
    "SELECT name_key, name, season_id, seed, commitment, revealed_at FROM leagues WHERE guild_id = ?"
    " ORDER BY name_key",
    "SELECT name_key, round, row FROM league_rounds WHERE guild_id = ? ORDER BY name_key, round",
    "SELECT season_id, source FROM custom_seasons WHERE guild_id = ? ORDER BY season_id",
)


async def key_state(store: Store, key: int) -> tuple[int, str]:
    """(stored counter, digest of every row of ``key``); a negative key is a server's leagues."""
    rows: list[Any] = []
    if key < 0:
        for sql in _GUILD_QUERIES:
            rows.append([tuple(r) for r in await store.fetch_all(sql, (-key,))])
    else:
        for sql in _TABLE_QUERIES:
            rows.append([tuple(r) for r in await store.fetch_all(sql, (key,))])
    row = await store.fetch_one("SELECT value FROM meta WHERE key = ?", (seq_key(key),))
    counter = 0 if row is None else int(row[0])
    text = repr((counter, rows)).encode()
    return counter, hashlib.sha256(text).hexdigest()[:24]


# -- the ledger ----------------------------------------------------------------------------------


class Ledger:
    """Append-only, one JSON line per acknowledged command, each made durable by fsync."""

    def __init__(self, path: str | Path) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def append(self, entry: dict[str, Any]) -> None:
        os.write(self._fd, (json.dumps(entry, separators=(",", ":")) + "\n").encode())
        os.fsync(self._fd)

    def close(self) -> None:
        os.close(self._fd)


class LedgerReader:
    """Reads a ledger as it grows (each call parses only the lines added since the last)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.entries: list[dict[str, Any]] = []
        self._offset = 0

    def read(self) -> list[dict[str, Any]]:
        """Every entry so far; a line torn by a kill was never acknowledged and is skipped."""
        if not self.path.exists():
            return self.entries
        with self.path.open("rb") as f:
            f.seek(self._offset)
            data = f.read()
        end = data.rfind(b"\n") + 1
        self._offset += end
        for line in data[:end].splitlines():
            try:
                self.entries.append(json.loads(line))
            except json.JSONDecodeError:
                continue
        return self.entries


def read_ledger(path: str | Path) -> list[dict[str, Any]]:
    return LedgerReader(path).read()


@dataclass(frozen=True)
class LedgerReport:
    acked: int  # acknowledged commands in the ledger
    lost: int  # of those, how many are not in the database
    keys: int
    exact: int  # keys whose stored rows were compared with the ledger's digest (and matched)
    problems: tuple[str, ...]


async def check_ledger(
    store: Store, ledger: str | Path | list[dict[str, Any]], *, strict: bool
) -> LedgerReport:
    """Compare the ledger (a path, or its entries) with the database. ``strict``: nothing but
    the drivers wrote, so a key's counter is at most one above its last acknowledged command
    (the one in flight when the process died) or above what a restarted worker found."""
    every = ledger if isinstance(ledger, list) else read_ledger(ledger)
    entries = [e for e in every if "key" in e]
    by_key: dict[int, list[dict[str, Any]]] = {}
    for entry in entries:
        by_key.setdefault(int(entry["key"]), []).append(entry)
    # What each restarted worker found stored: committed but unacknowledged units count too.
    found: dict[int, int] = {}
    for entry in every:
        found.update({int(k): int(v) for k, v in entry.get("seqs", {}).items()})
    lost = exact = 0
    problems: list[str] = []
    for key, acked in sorted(by_key.items()):
        counter, digest = await key_state(store, key)
        top = max(e["seq"] for e in acked)
        missing = [e for e in acked if e["seq"] > counter]
        if missing:
            lost += len(missing)
            problems.append(
                f"key {key}: {len(missing)} acknowledged commands lost (stored counter {counter},"
                f" acknowledged up to {top}: {[e['cmd'] for e in missing][:5]})"
            )
            continue
        if counter < found.get(key, 0):
            problems.append(f"key {key}: counter {counter} below the {found[key]} a restart found stored")
        latest = max(acked, key=lambda e: e["at"])
        if latest["at"] == counter:
            if latest["digest"] != digest:
                problems.append(f"key {key}: counter {counter} but rows differ from the ledger")
            else:
                exact += 1
        elif strict and counter > max(top, found.get(key, 0)) + 1:
            problems.append(f"key {key}: counter {counter} is more than one above the ledger ({top})")
    return LedgerReport(len(entries), lost, len(by_key), exact, tuple(problems))
