"""Agreement requests: what one player of a game asks the other to allow (issue 34, item 7).

Ending a game early, changing the opponent's score or soulstones, and undoing a bookkeeping step
need the opponent's press. A request is an open record (kind ``request``) of the game's table, so
it is what every waiting step is: it waits at the game's pace and lapses with it (the sweep), its
one player owes an answer (``bot.play.notices.owed``: notified as any step, with the same
allowance of pings), and ``/games`` and the board show it. There is at most one open request of
each kind per game: a new one replaces the old (whose buttons go), so a button of an older or an
answered request is refused privately (:func:`take_request`), and asking two hundred times never
leaves two hundred live buttons.

Concurrent requests: a request's message is posted after its unit of work, so a newer request may
replace it before its message is known (the replaced record has none to close). Where the message
is posted, :func:`place_message` says, in a unit at the table, whether the request is still open:
if it was replaced meanwhile, its own poster takes its button off. Units at one table run one at a
time, so either the newer request sees the older's message (and closes it) or the older's poster
sees its request gone: one live button of a kind per game, whatever the interleaving.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from bot.errors import DomainError
from bot.play.common.pace import step_deadline
from bot.play.common.work import Work
from bot.play.game.state import load_game
from bot.rules.common.documents import Kind
from bot.rules.common.pace import Waits
from bot.store.records import PendingRecord

REQUEST_KIND: Final = "request"
RequestKind = Literal["end", "score", "undo"]
REQUEST_KINDS: Final[tuple[RequestKind, ...]] = ("end", "score", "undo")


@dataclass(frozen=True, slots=True)
class Request:
    """``by`` asks ``to`` to allow ``what`` in the game numbered ``game``; ``args`` says exactly
    what (a score change, the step to undo)."""

    what: RequestKind
    by: int
    to: int
    game: int
    args: Mapping[str, Any] = field(default_factory=dict)


REQUEST = Kind("request", Request, [])


@dataclass(frozen=True, slots=True)
class Opened:
    """A request just opened, and the one of its kind it replaced (its message loses its button)."""

    request_id: int
    expires_at: float
    replaced: PendingRecord | None


async def open_request(work: Work, waits: Waits, request: Request) -> Opened:
    """Open ``request`` at the work's table, replacing an open one of its kind for the same game."""
    replaced: PendingRecord | None = None
    for record in await work.store.pending_of_table(work.table_id, REQUEST_KIND):
        if record.id in work.changes.pending:
            continue
        old = REQUEST.load(record.state)
        if old.what == request.what and old.game == request.game:
            work.delete_pending(record.id)
            replaced = record
    request_id = work.store.new_pending_id()
    expires_at = await step_deadline(work, waits, await load_game(work), (request.by, request.to))
    work.put_pending(
        PendingRecord(
            id=request_id,
            table_id=work.table_id,
            kind=REQUEST_KIND,
            owner=request.by,
            state=REQUEST.dumps(request),
            held={},
            created_at=work.now,
            expires_at=expires_at,
        )
    )
    return Opened(request_id, expires_at, replaced)


async def take_request(work: Work, request_id: int, what: RequestKind, presser: int) -> Request:
    """The opponent answers request ``request_id``: it is gone once this unit commits. Refused
    (nothing changed) if it was answered, replaced or lapsed, or is not the presser's to answer."""
    record = await work.pending(request_id)
    if record is None or record.kind != REQUEST_KIND or record.expires_at <= work.now:
        raise DomainError("game-error-request-gone")
    request = REQUEST.load(record.state)
    if request.what != what:
        raise DomainError("game-error-request-gone")
    if presser != request.to:
        raise DomainError("game-agree-not-yours", owner=f"<@{request.to}>")
    work.delete_pending(record.id)
    return request


async def place_message(work: Work, request_id: int, channel_id: int, message_id: int) -> bool:
    """Remember where request ``request_id``'s message is, if it is still open (True); False if
    it was replaced, answered or lapsed meanwhile (its message must lose its button)."""
    record = await work.pending(request_id)
    if record is None or record.kind != REQUEST_KIND:
        return False
    work.store.set_pending_message(request_id, channel_id, message_id)
    return True
