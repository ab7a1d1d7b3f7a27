"""Whose move (migration 007): who owes what in each exchange, the newest notice posted at each
table, and each user's choice of how to be told.

Reads run on the store's connection; a unit of work's writes are statements added to its
``Changes`` (they commit with everything else it changed, and keep the table locked until
then, so a read under the table's lock sees them). The one exception is :func:`claim`, the
sweep's compare-and-set on a due reminder: it must be a single atomic statement against the
database itself, so that of two processes that found the same due row only one sends it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from bot.store.records import Changes

if TYPE_CHECKING:
    from bot.store.store import Store

_COLUMNS: Final = (
    "table_id, subject, player, owed, channel_id, jump_url, in_channel, language, interval_s,"
    " reminders_left, next_due_at, created_at"
)
_PUT: Final = (
    f"INSERT INTO notices ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, subject, player) DO UPDATE SET owed = excluded.owed,"
    " channel_id = excluded.channel_id, jump_url = excluded.jump_url, in_channel = excluded.in_channel,"
    " language = excluded.language,"
    " interval_s = excluded.interval_s, reminders_left = excluded.reminders_left,"
    " next_due_at = excluded.next_due_at, created_at = excluded.created_at"
)
_ANSWERED: Final = (
    "UPDATE notices SET owed = NULL, next_due_at = NULL, reminders_left = 0"
    " WHERE table_id = ? AND subject = ? AND player = ?"
)
_DELETE_ONE: Final = "DELETE FROM notices WHERE table_id = ? AND subject = ? AND player = ?"
_DELETE_SUBJECT: Final = "DELETE FROM notices WHERE table_id = ? AND subject = ?"
_PUT_POST: Final = (
    "INSERT INTO notice_posts (table_id, channel_id, message_id, subject, player) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, subject = excluded.subject, player = excluded.player"
)
_DELETE_POST: Final = "DELETE FROM notice_posts WHERE table_id = ? AND message_id = ?"
_PUT_MODE: Final = (
    "INSERT INTO notify_modes (user_id, mode) VALUES (?, ?)"
    " ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode"
)
_DELETE_MODE: Final = "DELETE FROM notify_modes WHERE user_id = ?"
# Cost in proportion to what is due: the index on next_due_at, and a page at a time.
_DUE: Final = (
    "SELECT table_id, subject, player, next_due_at FROM notices"
    " WHERE next_due_at <= ? ORDER BY next_due_at LIMIT ?"
)
_CLAIM: Final = (
    "UPDATE notices SET next_due_at = ?, reminders_left = ?"
    " WHERE table_id = ? AND subject = ? AND player = ? AND next_due_at = ? AND reminders_left = ?"
    " RETURNING owed, channel_id, jump_url, in_channel, language"
)


@dataclass(frozen=True, slots=True)
class NoticeRow:
    """One player's part in one exchange: what they owe (None: answered) and their reminders."""

    table_id: int
    subject: str
    player: int
    owed: str | None
    channel_id: int | None
    jump_url: str
    in_channel: bool  # the bot can post in the channel (else only by DM, or nothing)
    language: str  # of the notice and its reminders
    interval_s: float
    reminders_left: int
    next_due_at: float | None
    created_at: float


@dataclass(frozen=True, slots=True)
class NoticePost:
    """The newest notice the bot posted at a table, and whom it was for."""

    table_id: int
    channel_id: int
    message_id: int
    subject: str
    player: int


@dataclass(frozen=True, slots=True)
class DueKey:
    table_id: int
    subject: str
    player: int
    next_due_at: float


def _row(row: Any) -> NoticeRow:
    (
        table_id,
        subject,
        player,
        owed,
        channel_id,
        jump_url,
        in_channel,
        language,
        interval_s,
        left,
        due,
        created,
    ) = row
    return NoticeRow(
        table_id=int(table_id),
        subject=str(subject),
        player=int(player),
        owed=None if owed is None else str(owed),
        channel_id=None if channel_id is None else int(channel_id),
        jump_url=str(jump_url),
        in_channel=bool(in_channel),
        language=str(language),
        interval_s=float(interval_s),
        reminders_left=int(left),
        next_due_at=None if due is None else float(due),
        created_at=float(created),
    )


# -- reads ---------------------------------------------------------------------------------------


async def notices_of(store: Store, table_id: int, subject: str) -> dict[int, NoticeRow]:
    """Every player's row in one exchange, by player."""
    rows = await store.fetch_all(
        f"SELECT {_COLUMNS} FROM notices WHERE table_id = ? AND subject = ?", (table_id, subject)
    )
    return {r.player: r for r in map(_row, rows)}


async def notice(store: Store, table_id: int, subject: str, player: int) -> NoticeRow | None:
    row = await store.fetch_one(
        f"SELECT {_COLUMNS} FROM notices WHERE table_id = ? AND subject = ? AND player = ?",
        (table_id, subject, player),
    )
    return None if row is None else _row(row)


async def newest_post(store: Store, table_id: int) -> NoticePost | None:
    row = await store.fetch_one(
        "SELECT table_id, channel_id, message_id, subject, player FROM notice_posts WHERE table_id = ?",
        (table_id,),
    )
    if row is None:
        return None
    return NoticePost(int(row[0]), int(row[1]), int(row[2]), str(row[3]), int(row[4]))


async def notify_mode(store: Store, user_id: int) -> str | None:
    row = await store.fetch_one("SELECT mode FROM notify_modes WHERE user_id = ?", (user_id,))
    return None if row is None else str(row[0])


async def due(store: Store, now: float, limit: int) -> list[DueKey]:
    """The reminders due at ``now``, oldest first, at most ``limit``."""
    rows = await store.fetch_all(_DUE, (now, limit))
    return [DueKey(int(r[0]), str(r[1]), int(r[2]), float(r[3])) for r in rows]


async def claim(
    store: Store, key: DueKey, left: int, next_due_at: float | None, remaining: int
) -> NoticeRow | None:
    """Take the reminder ``key`` if nobody took it since it was read (the row still has that due
    time and ``left`` reminders): one atomic statement, committed before it returns. None: another
    process (or an answer) got there first."""
    rows = await store.fetch_all(
        _CLAIM, (next_due_at, remaining, key.table_id, key.subject, key.player, key.next_due_at, left)
    )
    if not rows:
        return None
    owed, channel_id, jump_url, in_channel, language = rows[0]
    return NoticeRow(
        table_id=key.table_id,
        subject=key.subject,
        player=key.player,
        owed=None if owed is None else str(owed),
        channel_id=None if channel_id is None else int(channel_id),
        jump_url=str(jump_url),
        in_channel=bool(in_channel),
        language=str(language),
        interval_s=0.0,
        reminders_left=remaining,
        next_due_at=next_due_at,
        created_at=0.0,
    )


# -- writes (statements of a unit of work) ------------------------------------------------------------


def put_notice(changes: Changes, row: NoticeRow) -> None:
    changes.ensure_tables.add(row.table_id)
    changes.statements.append(
        (
            _PUT,
            (
                row.table_id,
                row.subject,
                row.player,
                row.owed,
                row.channel_id,
                row.jump_url,
                int(row.in_channel),
                row.language,
                row.interval_s,
                row.reminders_left,
                row.next_due_at,
                row.created_at,
            ),
        )
    )


def mark_answered(changes: Changes, table_id: int, subject: str, player: int) -> None:
    changes.statements.append((_ANSWERED, (table_id, subject, player)))


def delete_notice(changes: Changes, table_id: int, subject: str, player: int) -> None:
    changes.statements.append((_DELETE_ONE, (table_id, subject, player)))


def delete_subject(changes: Changes, table_id: int, subject: str) -> None:
    changes.statements.append((_DELETE_SUBJECT, (table_id, subject)))


def put_post(changes: Changes, post: NoticePost) -> None:
    changes.ensure_tables.add(post.table_id)
    changes.statements.append(
        (_PUT_POST, (post.table_id, post.channel_id, post.message_id, post.subject, post.player))
    )


def delete_post(changes: Changes, table_id: int, message_id: int) -> None:
    changes.statements.append((_DELETE_POST, (table_id, message_id)))


def set_notify_mode(changes: Changes, user_id: int, mode: str | None) -> None:
    """``mode`` None: back to the default (a ping)."""
    if mode is None:
        changes.statements.append((_DELETE_MODE, (user_id,)))
    else:
        changes.statements.append((_PUT_MODE, (user_id, mode)))
