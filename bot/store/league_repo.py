"""Leagues, their stored round draws, organisers' custom seasons (migration 002) and each
server's organiser role (migration 004).

Reads run on the store's connection (this module is part of the store package); writes are
statements added to a unit of work's ``Changes.statements`` so that they commit in the same
transaction as everything else the unit changed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from bot.store import due_repo
from bot.store.records import Changes

if TYPE_CHECKING:
    from bot.store.store import Store

ROUND_KIND: Final = "league-round"  # the due queue's kind: a round's reminder or closing
_WRITTEN_COLUMNS: Final = (
    "guild_id, name_key, name, season_id, season_text, seed, commitment, created_by, created_at, revealed_at,"
    " code, season"
)
# The next reminder or closing is the league's row of the due queue (migration 020).
_LEAGUE_COLUMNS: Final = (
    f"{_WRITTEN_COLUMNS}, (SELECT due.due_at FROM due WHERE due.kind = 'league-round'"
    " AND due.item = CAST(leagues.guild_id AS TEXT) || '|' || leagues.name_key)"
)
_PUT_LEAGUE: Final = (
    f"INSERT INTO leagues ({_WRITTEN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (guild_id, name_key) DO UPDATE SET name = excluded.name,"
    " season_id = excluded.season_id, season_text = excluded.season_text, seed = excluded.seed,"
    " commitment = excluded.commitment, revealed_at = excluded.revealed_at, season = excluded.season"
)
_PUT_ROUND: Final = (
    "INSERT INTO league_rounds (guild_id, name_key, round, row, drawn_by, drawn_at) VALUES (?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (guild_id, name_key, round) DO UPDATE SET row = excluded.row,"
    " drawn_by = excluded.drawn_by, drawn_at = excluded.drawn_at"
)
_SEASON_COLUMNS: Final = "guild_id, season_id, name, edition, source, uploaded_by, uploaded_at"
_PUT_SEASON: Final = (
    f"INSERT INTO custom_seasons ({_SEASON_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (guild_id, season_id) DO UPDATE SET name = excluded.name, edition = excluded.edition,"
    " source = excluded.source, uploaded_by = excluded.uploaded_by, uploaded_at = excluded.uploaded_at"
)


CODE_LENGTH = 8
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: no I, L, O, U


def league_code(guild_id: int, name: str, commitment: str, attempt: int = 0) -> str:
    """A league's short public code: 40 bits of the SHA-256 of what identifies it (a later
    ``attempt`` when an earlier code is taken; the store keeps codes unique)."""
    digest = hashlib.sha256(f"{guild_id}|{name_key(name)}|{commitment}|{attempt}".encode()).digest()
    number = int.from_bytes(digest[:5], "big")
    return "".join(CODE_ALPHABET[(number >> shift) & 31] for shift in range(35, -1, -5))


def name_key(name: str) -> str:
    """Leagues are unique per server whatever the case of their name."""
    return name.casefold()


@dataclass(frozen=True, slots=True)
class LeagueRecord:
    guild_id: int
    name: str
    season_id: str
    season_text: str  # the season file as it was at creation
    seed: bytes
    commitment: str
    created_by: int
    created_at: float
    revealed_at: float | None = None
    season: str | None = None  # the season document (bot.rules.league.season), None before any change
    code: str = ""  # the short public code (``league_code``), unique over every server
    next_reminder_at: float | None = None  # when the sweep reminds its players next

    @property
    def key(self) -> str:
        return name_key(self.name)

    @property
    def revealed(self) -> bool:
        return self.revealed_at is not None


@dataclass(frozen=True, slots=True)
class StoredRound:
    round: int
    row: dict[str, str]
    drawn_by: int
    drawn_at: float


@dataclass(frozen=True, slots=True)
class CustomSeason:
    guild_id: int
    season_id: str
    name: str
    edition: str
    source: str  # the TOML text
    uploaded_by: int
    uploaded_at: float


# -- reads -------------------------------------------------------------------------------------


def _league(row: Any) -> LeagueRecord:
    guild_id, _key, name, season_id, season_text, seed, commitment, created_by, created_at, revealed_at = row[
        :10
    ]
    return LeagueRecord(
        guild_id=int(guild_id),
        name=str(name),
        season_id=str(season_id),
        season_text=str(season_text),
        seed=bytes(seed),
        commitment=str(commitment),
        created_by=int(created_by),
        created_at=float(created_at),
        revealed_at=None if revealed_at is None else float(revealed_at),
        code="" if row[10] is None else str(row[10]),
        season=None if row[11] is None else str(row[11]),
        next_reminder_at=None if row[12] is None else float(row[12]),
    )


async def league(store: Store, guild_id: int, name: str) -> LeagueRecord | None:
    row = await store.fetch_one(
        f"SELECT {_LEAGUE_COLUMNS} FROM leagues WHERE guild_id = ? AND name_key = ?",
        (guild_id, name_key(name)),
    )
    return None if row is None else _league(row)


async def leagues(store: Store, guild_id: int) -> list[LeagueRecord]:
    """Every league of a server, oldest first."""
    rows = await store.fetch_all(
        f"SELECT {_LEAGUE_COLUMNS} FROM leagues WHERE guild_id = ? ORDER BY created_at, name_key", (guild_id,)
    )
    return [_league(row) for row in rows]


async def league_by_code(store: Store, code: str) -> LeagueRecord | None:
    """A league of any server by its public code (case-insensitive)."""
    wanted = code.strip().upper().replace("O", "0").replace("I", "1").replace("L", "1")
    if len(wanted) != CODE_LENGTH:
        return None
    row = await store.fetch_one(f"SELECT {_LEAGUE_COLUMNS} FROM leagues WHERE code = ?", (wanted,))
    return None if row is None else _league(row)


def round_item(guild_id: int, name: str) -> str:
    """The item of a league's row in the due queue."""
    return f"{guild_id}|{name_key(name)}"


async def league_of_item(store: Store, item: str) -> LeagueRecord | None:
    """The league a due row's item names (None: gone)."""
    guild_id, key = item.split("|", 1)
    row = await store.fetch_one(
        f"SELECT {_LEAGUE_COLUMNS} FROM leagues WHERE guild_id = ? AND name_key = ?", (int(guild_id), key)
    )
    return None if row is None else _league(row)


async def leagues_due(store: Store, now: float, limit: int) -> list[LeagueRecord]:
    """Leagues whose players are due a reminder or a round closing, from the due queue."""
    found = [await league_of_item(store, d.item) for d in await due_repo.due(store, now, limit, ROUND_KIND)]
    return [record for record in found if record is not None]


def _round(row: Any) -> StoredRound:
    number, text, drawn_by, drawn_at = row
    data = json.loads(text)
    return StoredRound(int(number), {str(k): str(v) for k, v in data.items()}, int(drawn_by), float(drawn_at))


async def rounds(store: Store, guild_id: int, name: str) -> list[StoredRound]:
    """Every stored draw of a league, by round number."""
    rows = await store.fetch_all(
        "SELECT round, row, drawn_by, drawn_at FROM league_rounds WHERE guild_id = ? AND name_key = ?"
        " ORDER BY round",
        (guild_id, name_key(name)),
    )
    return [_round(row) for row in rows]


async def stored_round(store: Store, guild_id: int, name: str, round_no: int) -> StoredRound | None:
    row = await store.fetch_one(
        "SELECT round, row, drawn_by, drawn_at FROM league_rounds"
        " WHERE guild_id = ? AND name_key = ? AND round = ?",
        (guild_id, name_key(name), round_no),
    )
    return None if row is None else _round(row)


def _season(row: Any) -> CustomSeason:
    guild_id, season_id, name, edition, source, uploaded_by, uploaded_at = row
    return CustomSeason(
        int(guild_id),
        str(season_id),
        str(name),
        str(edition),
        str(source),
        int(uploaded_by),
        float(uploaded_at),
    )


async def custom_seasons(store: Store, guild_id: int) -> list[CustomSeason]:
    rows = await store.fetch_all(
        f"SELECT {_SEASON_COLUMNS} FROM custom_seasons WHERE guild_id = ? ORDER BY edition, season_id",
        (guild_id,),
    )
    return [_season(row) for row in rows]


async def custom_season(store: Store, guild_id: int, season_id: str) -> CustomSeason | None:
    row = await store.fetch_one(
        f"SELECT {_SEASON_COLUMNS} FROM custom_seasons WHERE guild_id = ? AND season_id = ?",
        (guild_id, season_id),
    )
    return None if row is None else _season(row)


async def organiser_role(store: Store, guild_id: int) -> int | None:
    """The server's league organiser role, if a member with Manage Server set one."""
    row = await store.fetch_one("SELECT organiser_role FROM league_settings WHERE guild_id = ?", (guild_id,))
    return None if row is None or row[0] is None else int(row[0])


async def default_seasons(store: Store, guild_id: int) -> dict[str, str]:
    """The server's own default season per edition (edition key → season id)."""
    row = await store.fetch_one("SELECT default_seasons FROM league_settings WHERE guild_id = ?", (guild_id,))
    if row is None or row[0] is None:
        return {}
    return {str(k): str(v) for k, v in json.loads(row[0]).items()}


# -- writes (added to a unit of work) ----------------------------------------------------------


def put_default_seasons(changes: Changes, guild_id: int, seasons: dict[str, str]) -> None:
    changes.statements.append(
        (
            "INSERT INTO league_settings (guild_id, default_seasons) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET default_seasons = excluded.default_seasons",
            (guild_id, json.dumps(seasons, sort_keys=True) if seasons else None),
        )
    )


def put_organiser_role(changes: Changes, guild_id: int, role_id: int | None) -> None:
    changes.statements.append(
        (
            "INSERT INTO league_settings (guild_id, organiser_role) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET organiser_role = excluded.organiser_role",
            (guild_id, role_id),
        )
    )


def put_league(changes: Changes, record: LeagueRecord) -> None:
    changes.statements.append(
        (
            _PUT_LEAGUE,
            (
                record.guild_id,
                record.key,
                record.name,
                record.season_id,
                record.season_text,
                record.seed,
                record.commitment,
                record.created_by,
                record.created_at,
                record.revealed_at,
                record.code,
                record.season,
            ),
        )
    )
    item = round_item(record.guild_id, record.name)
    if record.next_reminder_at is None:
        due_repo.cancel(changes, ROUND_KIND, item)
    else:
        due_repo.put(changes, ROUND_KIND, item, record.next_reminder_at)


def delete_league(changes: Changes, guild_id: int, name: str) -> None:
    changes.statements.append(
        ("DELETE FROM leagues WHERE guild_id = ? AND name_key = ?", (guild_id, name_key(name)))
    )
    due_repo.cancel(changes, ROUND_KIND, round_item(guild_id, name))


def put_round(changes: Changes, guild_id: int, name: str, stored: StoredRound) -> None:
    text = json.dumps(stored.row, ensure_ascii=False, separators=(",", ":"))
    changes.statements.append(
        (_PUT_ROUND, (guild_id, name_key(name), stored.round, text, stored.drawn_by, stored.drawn_at))
    )


def put_custom_season(changes: Changes, season: CustomSeason) -> None:
    changes.statements.append(
        (
            _PUT_SEASON,
            (
                season.guild_id,
                season.season_id,
                season.name,
                season.edition,
                season.source,
                season.uploaded_by,
                season.uploaded_at,
            ),
        )
    )


def delete_custom_season(changes: Changes, guild_id: int, season_id: str) -> None:
    changes.statements.append(
        ("DELETE FROM custom_seasons WHERE guild_id = ? AND season_id = ?", (guild_id, season_id))
    )
