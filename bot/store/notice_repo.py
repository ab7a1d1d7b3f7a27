"""Whose move (migrations 007 and 013): what each player was told they owe in each exchange, the
notice messages that ask it, the newest notice posted at each table, how each user wants to be
told, and when the last few notices went to a player at a table.

Reads run on the store's connection; a unit of work's writes are statements added to its
``Changes`` (they commit with the step that caused them, and keep the table locked until then,
so a read under the table's lock sees them). The exception is :func:`claim`, the sweep's
compare-and-set on a due reminder: a single statement against the database itself, so that of
two processes that found the same due row only one sends it.

When a notice or reminder is due is the due queue's to say (``bot.store.due_repo``, kind
``notice``, migration 020): every write of a table's notice rows ends with the statements that
make the table's due rows follow the rows' ``next_due_at`` (``_follow``), in the same commit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol, cast

from bot.rules.notices import NotifyMode, NotifyPrefs
from bot.store import due_repo
from bot.store.records import Changes

KIND: Final = "notice"  # the due queue's kind; item: "table|subject|player"


class Store(Protocol):
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...


_COLUMNS: Final = (
    "table_id, subject, player, owed, channel_id, jump_url, in_channel, language, interval_s,"
    " reminders_left, next_due_at, created_at, message_channel, message_id, first_due"
)
_PUT: Final = (
    f"INSERT INTO notices ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id, subject, player) DO UPDATE SET owed = excluded.owed,"
    " channel_id = excluded.channel_id, jump_url = excluded.jump_url, in_channel = excluded.in_channel,"
    " language = excluded.language, interval_s = excluded.interval_s,"
    " reminders_left = excluded.reminders_left, next_due_at = excluded.next_due_at,"
    " created_at = excluded.created_at, message_channel = excluded.message_channel,"
    " message_id = excluded.message_id, first_due = excluded.first_due"
)
_ANSWERED: Final = (
    "UPDATE notices SET owed = NULL, next_due_at = NULL, reminders_left = 0, first_due = 0,"
    " message_channel = NULL, message_id = NULL WHERE table_id = ? AND subject = ? AND player = ?"
)
_DELETE_SUBJECT: Final = "DELETE FROM notices WHERE table_id = ? AND subject = ?"
_POSTPONE: Final = (
    "UPDATE notices SET next_due_at = ? WHERE table_id = ? AND subject = ? AND player = ?"
    " AND owed IS NOT NULL AND next_due_at IS NOT NULL AND next_due_at < ?"
)
_MESSAGE: Final = (
    "UPDATE notices SET message_channel = ?, message_id = ?, jump_url = ?"
    " WHERE table_id = ? AND subject = ? AND player = ? AND owed = ?"
)
_PUT_POST: Final = (
    "INSERT INTO notice_posts (table_id, channel_id, message_id, subject, player) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, subject = excluded.subject, player = excluded.player"
)
_DELETE_POST: Final = "DELETE FROM notice_posts WHERE table_id = ? AND message_id = ?"
_PREFS: Final = "mode, interval_hours, quiet_from, quiet_to, time_zone, away_until, language"
_PUT_PREFS: Final = (
    f"INSERT INTO notify_modes (user_id, {_PREFS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode, interval_hours = excluded.interval_hours,"
    " quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, time_zone = excluded.time_zone,"
    " away_until = excluded.away_until, language = excluded.language"
)
_DELETE_PREFS: Final = "DELETE FROM notify_modes WHERE user_id = ?"
_PUT_SENDS: Final = (
    "INSERT INTO notice_sends (table_id, player, recent) VALUES (?, ?, ?)"
    " ON CONFLICT (table_id, player) DO UPDATE SET recent = excluded.recent"
)
_ITEM: Final = (
    "CAST(notices.table_id AS TEXT) || '|' || notices.subject || '|' || CAST(notices.player AS TEXT)"
)
# A table's due rows follow its notice rows: gone where nothing is due (parameters: the items'
# prefix "table|%", the table), and due when the row says (a claim kept while the time is the same).
_FOLLOW_GONE: Final = (
    "DELETE FROM due WHERE kind = 'notice' AND item LIKE ? AND item NOT IN"
    f" (SELECT {_ITEM} FROM notices WHERE notices.table_id = ? AND notices.next_due_at IS NOT NULL)"
)
_FOLLOW_DUE: Final = (
    f"INSERT INTO due (kind, item, due_at, lease) SELECT 'notice', {_ITEM}, notices.next_due_at, 0"
    " FROM notices WHERE notices.table_id = ? AND notices.next_due_at IS NOT NULL"
    " ON CONFLICT (kind, item) DO UPDATE SET due_at = excluded.due_at,"
    " lease = CASE WHEN due.due_at = excluded.due_at THEN due.lease ELSE 0 END"
)
_CLAIM: Final = (
    "UPDATE notices SET next_due_at = ?, reminders_left = ?, first_due = 0"
    " WHERE table_id = ? AND subject = ? AND player = ? AND next_due_at = ? AND reminders_left = ?"
    " RETURNING owed"
)
# The statements of a unit of work that write one table's notice rows, with where the table is
# among their parameters: what a receipt (``bot.play.common.undo``) can put back exactly.
TABLE_WRITES: Final = {
    _PUT: 0,
    _ANSWERED: 0,
    _DELETE_SUBJECT: 0,
    _POSTPONE: 1,
    _MESSAGE: 3,
    _PUT_POST: 0,
    _DELETE_POST: 0,
    _PUT_SENDS: 0,
    _FOLLOW_GONE: 1,
    _FOLLOW_DUE: 0,
}
SENDS_KEPT: Final = 8  # the newest send times kept per player and table (the budget needs fewer)


@dataclass(frozen=True, slots=True)
class NoticeRow:
    """One player's part in one exchange: what they owe (None: answered), the notice message
    that asks it (if one went out), and its reminders."""

    table_id: int
    subject: str
    player: int
    owed: str | None
    channel_id: int | None  # the table's channel, where a ping is posted
    jump_url: str  # the step's message, as last known ("" before it is)
    in_channel: bool  # the bot can post in the channel (else only by DM, or nothing)
    language: str  # of the notice and its reminders
    interval_s: float
    reminders_left: int
    next_due_at: float | None
    created_at: float
    message_channel: int | None = None
    message_id: int | None = None
    first_due: bool = False  # the first notice itself is due at next_due_at (it was held back)


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
    (table_id, subject, player, owed, channel_id, jump_url, in_channel, language, interval_s) = row[:9]
    (left, due, created, message_channel, message_id, first_due) = row[9:]
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
        message_channel=None if message_channel is None else int(message_channel),
        message_id=None if message_id is None else int(message_id),
        first_due=bool(first_due),
    )


# -- reads ---------------------------------------------------------------------------------------


async def notices_of(store: Store, table_id: int, subject: str) -> dict[int, NoticeRow]:
    """Every player's row in one exchange, by player."""
    rows = await store.fetch_all(
        f"SELECT {_COLUMNS} FROM notices WHERE table_id = ? AND subject = ?", (table_id, subject)
    )
    return {r.player: r for r in map(_row, rows)}


async def owed_by(store: Store, table_id: int, player: int) -> list[NoticeRow]:
    """Everything ``player`` owes at a table, oldest first."""
    rows = await store.fetch_all(
        f"SELECT {_COLUMNS} FROM notices WHERE table_id = ? AND player = ? AND owed IS NOT NULL"
        " ORDER BY created_at, subject",
        (table_id, player),
    )
    return [_row(r) for r in rows]


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


async def prefs(store: Store, user_id: int) -> NotifyPrefs:
    """How ``user_id`` wants to be told (the defaults if they never said)."""
    row = await store.fetch_one(f"SELECT {_PREFS} FROM notify_modes WHERE user_id = ?", (user_id,))
    if row is None:
        return NotifyPrefs()
    mode, interval, quiet_from, quiet_to, time_zone, away, language = row
    return NotifyPrefs(
        mode=cast(NotifyMode, str(mode)),
        interval_hours=None if interval is None else int(interval),
        quiet=None if quiet_from is None or quiet_to is None else (int(quiet_from), int(quiet_to)),
        time_zone=str(time_zone or "UTC"),
        away_until=None if away is None else float(away),
        language=None if language is None else str(language),
    )


async def sends(store: Store, table_id: int, player: int) -> tuple[float, ...]:
    """When the last notices went to ``player`` at a table, oldest first."""
    row = await store.fetch_one(
        "SELECT recent FROM notice_sends WHERE table_id = ? AND player = ?", (table_id, player)
    )
    if row is None or not row[0]:
        return ()
    return tuple(float(at) for at in str(row[0]).split(","))


def item_of(table_id: int, subject: str, player: int) -> str:
    return f"{table_id}|{subject}|{player}"


def key_of(item: str) -> tuple[int, str, int]:
    """(table, subject, player) of a due row's item."""
    table, rest = item.split("|", 1)
    subject, player = rest.rsplit("|", 1)
    return int(table), subject, int(player)


async def due(store: Store, now: float, limit: int) -> list[DueKey]:
    """The reminders due at ``now`` that nobody holds (the due queue's rows), oldest first, at
    most ``limit``."""
    keys = []
    for row in await due_repo.due(store, now, limit, KIND):
        found = await notice(store, *key_of(row.item))
        if found is not None and found.next_due_at is not None:
            keys.append(DueKey(found.table_id, found.subject, found.player, found.next_due_at))
    return keys


async def claim(store: Store, key: DueKey, left: int, next_due_at: float | None, remaining: int) -> bool:
    """Take the reminder ``key`` if nobody took it since it was read (the row still has that due
    time and ``left`` reminders): one atomic statement, committed before it returns, and its due
    row follows. False: another process (or an answer) got there first."""
    rows = await store.fetch_all(
        _CLAIM, (next_due_at, remaining, key.table_id, key.subject, key.player, key.next_due_at, left)
    )
    if rows:
        for sql, params in _follow_statements(key.table_id):
            await store.fetch_all(sql + " RETURNING kind", params)
    return bool(rows) and rows[0][0] is not None


def _follow_statements(table_id: int) -> list[tuple[str, tuple[Any, ...]]]:
    return [(_FOLLOW_GONE, (f"{table_id}|%", table_id)), (_FOLLOW_DUE, (table_id,))]


def _follow(changes: Changes, table_id: int) -> None:
    """After the unit's writes of the table's notice rows, its due rows follow them (once, last)."""
    mine = _follow_statements(table_id)
    changes.statements[:] = [s for s in changes.statements if s not in mine]
    changes.statements.extend(mine)


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
                row.message_channel,
                row.message_id,
                int(row.first_due),
            ),
        )
    )
    _follow(changes, row.table_id)


def record_message(
    changes: Changes,
    table_id: int,
    subject: str,
    owed: str,
    player: int,
    channel_id: int,
    message_id: int,
    jump_url: str,
) -> None:
    """The notice that asks ``player`` for ``owed`` in ``subject`` is this message, linking the
    step at ``jump_url``, as long as they still owe just that (an answer meanwhile leaves it)."""
    changes.statements.append((_MESSAGE, (channel_id, message_id, jump_url, table_id, subject, player, owed)))


def mark_answered(changes: Changes, table_id: int, subject: str, player: int) -> None:
    changes.statements.append((_ANSWERED, (table_id, subject, player)))
    _follow(changes, table_id)


def delete_subject(changes: Changes, table_id: int, subject: str) -> None:
    changes.statements.append((_DELETE_SUBJECT, (table_id, subject)))
    _follow(changes, table_id)


# A notice Discord refused for a passing reason is due again (``first``: as the first notice
# itself, else as the reminder it was), one send more; only while the step is still owed.
_RETRY: Final = (
    "UPDATE notices SET next_due_at = ?, reminders_left = reminders_left + 1,"
    " first_due = CASE WHEN ? = 1 THEN 1 ELSE first_due END"
    " WHERE table_id = ? AND subject = ? AND player = ? AND owed IS NOT NULL"
)


def retry(changes: Changes, table_id: int, subject: str, player: int, at: float, *, first: bool) -> None:
    """A notice that could not be delivered (Discord was down, or said to wait) is due at ``at``."""
    changes.statements.append((_RETRY, (at, int(first), table_id, subject, player)))
    _follow(changes, table_id)


def postpone(changes: Changes, table_id: int, subject: str, player: int, until: float) -> None:
    """A due time that falls before ``until`` waits for it (one reminder for all, later)."""
    changes.statements.append((_POSTPONE, (until, table_id, subject, player, until)))
    _follow(changes, table_id)


def put_post(changes: Changes, post: NoticePost) -> None:
    changes.ensure_tables.add(post.table_id)
    changes.statements.append(
        (_PUT_POST, (post.table_id, post.channel_id, post.message_id, post.subject, post.player))
    )


def delete_post(changes: Changes, table_id: int, message_id: int) -> None:
    changes.statements.append((_DELETE_POST, (table_id, message_id)))


def put_prefs(changes: Changes, user_id: int, prefs: NotifyPrefs) -> None:
    """Store ``prefs`` (the defaults: forget the row)."""
    if prefs == NotifyPrefs():
        changes.statements.append((_DELETE_PREFS, (user_id,)))
        return
    quiet_from, quiet_to = prefs.quiet if prefs.quiet is not None else (None, None)
    changes.statements.append(
        (
            _PUT_PREFS,
            (
                user_id,
                prefs.mode,
                prefs.interval_hours,
                quiet_from,
                quiet_to,
                prefs.time_zone,
                prefs.away_until,
                prefs.language,
            ),
        )
    )


def put_sends(changes: Changes, table_id: int, player: int, recent: tuple[float, ...]) -> None:
    changes.ensure_tables.add(table_id)
    kept = ",".join(repr(at) for at in recent[-SENDS_KEPT:])
    changes.statements.append((_PUT_SENDS, (table_id, player, kept)))


# -- a table's rows as a whole (undoing a unit of work whose reply was never shown) ----------------


@dataclass(frozen=True, slots=True)
class TableImage:
    """Every notice row of a table: what each player was told, the newest post, the recent sends."""

    notices: tuple[NoticeRow, ...]
    post: NoticePost | None
    sends: tuple[tuple[int, str], ...]


async def table_image(store: Store, table_id: int) -> TableImage:
    notices = await store.fetch_all(
        f"SELECT {_COLUMNS} FROM notices WHERE table_id = ? ORDER BY subject, player", (table_id,)
    )
    sends = await store.fetch_all(
        "SELECT player, recent FROM notice_sends WHERE table_id = ? ORDER BY player", (table_id,)
    )
    return TableImage(
        tuple(_row(r) for r in notices),
        await newest_post(store, table_id),
        tuple((int(player), str(recent)) for player, recent in sends),
    )


def restore(changes: Changes, table_id: int, image: TableImage) -> None:
    """Queue ``image`` as the table's notice rows (what was there since is gone)."""
    changes.ensure_tables.add(table_id)
    changes.statements.append((_CLEAR_NOTICES, (table_id,)))
    changes.statements.append((_CLEAR_SENDS, (table_id,)))
    changes.statements.append((_CLEAR_POST, (table_id,)))
    for row in image.notices:
        put_notice(changes, row)
    if image.post is not None:
        put_post(changes, image.post)
    for player, recent in image.sends:
        changes.statements.append((_PUT_SENDS, (table_id, player, recent)))
    _follow(changes, table_id)


_CLEAR_NOTICES: Final = "DELETE FROM notices WHERE table_id = ?"
_CLEAR_SENDS: Final = "DELETE FROM notice_sends WHERE table_id = ?"
_CLEAR_POST: Final = "DELETE FROM notice_posts WHERE table_id = ?"
