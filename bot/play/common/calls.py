"""Who acts, and from where: what the interaction a task serves tells the play layer.

Some of what a unit of work records is known only to the interaction that caused it: the server
a table is in (which nothing else stores: the places of /games), who pressed (whose move it was,
and who just acted: the notices), whether the bot can post at the table (or only answer the
interaction), and the language the presser reads. The ui notes it once, when the interaction
arrives (``bot.ui.common.deadline.start_answer_clock``); every unit of work in that task reads it
from here. Work without an interaction (the sweep) has no call: it keeps what is stored.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass

from bot.store.records import DM_GUILD


@dataclass(frozen=True, slots=True)
class Call:
    table_id: int
    guild_id: int  # DM_GUILD in a DM or a group DM
    actor: int | None = None  # who pressed or typed
    in_channel: bool = True  # the bot may post at the table (else only answer the interaction)
    language: str | None = None  # the presser's own language (a table's own one comes first)
    interaction: int | None = None  # its Discord id: part of a committed shuffle (docs/fair-deck.md)


_CALL: ContextVar[Call | None] = ContextVar("fatebot_call", default=None)


def note_call(
    table_id: int | None,
    guild_id: int | None,
    *,
    actor: int | None = None,
    in_channel: bool = True,
    language: str | None = None,
    interaction: int | None = None,
) -> None:
    """An interaction arrived at ``table_id`` in ``guild_id`` (None: a DM or a group DM)."""
    _CALL.set(
        None
        if table_id is None
        else Call(
            table_id, DM_GUILD if guild_id is None else guild_id, actor, in_channel, language, interaction
        )
    )


@contextlib.contextmanager
def calling_from(
    table_id: int,
    guild_id: int | None,
    *,
    actor: int | None = None,
    in_channel: bool = True,
    interaction: int | None = None,
) -> Iterator[None]:
    """As :func:`note_call`, for a block (tests, and work done on an interaction's behalf)."""
    call = Call(table_id, DM_GUILD if guild_id is None else guild_id, actor, in_channel, None, interaction)
    token = _CALL.set(call)
    try:
        yield
    finally:
        _CALL.reset(token)


def call_at(table_id: int) -> Call | None:
    """The interaction this task serves, if it came from ``table_id``."""
    call = _CALL.get()
    return call if call is not None and call.table_id == table_id else None
