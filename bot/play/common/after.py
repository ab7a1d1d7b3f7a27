"""What a step leaves for the ui to do once its answer is out: the one path after every step.

Every unit of work records, as it decides its changes, what follows from them for the people at
the table (``Work.after``): the game boards it made due, the hands it changed, the notices it
decided to send, the notices it settled (their step is over, so their message must stop asking),
the table decks' epochs it began or ended (their commitment or their record, to be posted
publicly: docs/fair-deck.md) and the leagues it owes notices to (stored with the unit:
``bot.store.league_notice_repo``; only their codes travel here, to wake their sending).
``PlayCore.run`` publishes that once the unit is committed (never for a unit that failed) into
the collector of the task it runs in; the ui opens one collector per interaction (and per round
of the sweep) and carries it all out once, after the answer (``bot.ui.notices.after``). No
feature chains the redraw of the board, the notices or the hand DM by hand: a new step is right
by default.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field

from bot.store.notice_repo import NoticePost


@dataclass(frozen=True, slots=True)
class Item:
    """One thing a notice asks: the exchange, what is owed in it, and the other players there."""

    subject: str
    what: str  # notice-owed-<what>
    others: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Notice:
    """A notice (or a reminder) to send now: to whom, at which table, and what they owe there."""

    table_id: int
    player: int
    items: tuple[Item, ...]
    channel_id: int | None  # the table's channel (a ping is posted there)
    in_channel: bool  # the bot can post in the channel; else only a follow-up (or a DM)
    mode: str  # the player's /notify choice: ping or dm (none is never sent)
    language: str = "en"
    reminder: bool = False
    # The newest notice at the table, if this one may replace it (when it is still the newest
    # message in its channel): it was for this very player, or for something nobody owes any more.
    replaces: NoticePost | None = None
    # Reminders cannot follow here (no channel access, and a ping was asked for): say so once.
    no_reminders_here: bool = False
    # Earlier notice messages that asked the same (a reminder takes their place): removed.
    supersedes: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Settled:
    """A notice message that asked for a step that is over now: it is edited to say so."""

    table_id: int
    player: int
    subject: str
    what: str
    channel_id: int
    message_id: int
    language: str
    why: str  # "answered" (the player acted) or "over" (answered otherwise, lapsed, withdrawn, ended)
    link: str = ""  # the step's message, as the notice linked it
    in_channel: bool = True  # the bot can edit in the channel; else only through the interaction


@dataclass(frozen=True, slots=True)
class Epoch:
    """A table deck's epoch of committed shuffles that began (``record`` None: its commitment is
    published) or ended (``record``: the deck record, JSON, with its seed) in a unit; or ended
    sealed (``hidden``: the players whose hands its seed would tell; it is never revealed)."""

    table_id: int
    owner: int
    commitment: str
    record: str | None = None
    hidden: tuple[int, ...] = ()


@dataclass(slots=True)
class AfterStep:
    """Everything committed units left to do, in the order they committed."""

    boards: set[int] = field(default_factory=set)  # tables whose game board is due
    hands: dict[tuple[int, int], None] = field(default_factory=dict)  # (table, player): hand changed
    notices: list[Notice] = field(default_factory=list)
    settled: list[Settled] = field(default_factory=list)
    hands_shown: set[tuple[int, int]] = field(default_factory=set)  # DMs a feature refreshed already
    epochs: list[Epoch] = field(default_factory=list)
    leagues: set[str] = field(default_factory=set)  # codes of leagues that owe stored notices

    def __bool__(self) -> bool:
        return bool(self.boards or self.hands or self.notices or self.settled or self.epochs or self.leagues)

    def take(self) -> AfterStep:
        """Everything collected so far, leaving this collector empty (so it is done once)."""
        taken = AfterStep(
            self.boards, self.hands, self.notices, self.settled, self.hands_shown, self.epochs, self.leagues
        )
        self.boards, self.hands, self.notices, self.settled, self.epochs = set(), {}, [], [], []
        self.leagues = set()
        self.hands_shown = set(taken.hands_shown)
        return taken

    def add(self, other: AfterStep) -> None:
        """Take ``other`` (a later unit's) in. A notice not sent yet whose step a later unit
        settled (an undone command, an answer in the same interaction) is not sent at all."""
        self.boards |= other.boards
        self.hands.update(other.hands)
        for settled in other.settled:
            self.notices = [
                n if not _asks(n, settled) else _without(n, settled.subject) for n in self.notices
            ]
        self.notices = [n for n in self.notices if n.items]
        self.notices.extend(other.notices)
        self.settled.extend(other.settled)
        self.epochs.extend(other.epochs)
        self.leagues |= other.leagues

    def withdraw(self, undone: AfterStep, *, exactly: bool) -> None:
        """Take back what an undone unit left to do: its notices (what it asked was undone or
        cancelled) and, when it was undone ``exactly``, the notice messages it settled (they
        ask again) and the epochs it began or ended (its decks are back as they were: an ended
        epoch's seed is secret again). Its boards and hands stay: they changed back, and show it."""
        self.notices = [n for n in self.notices if n not in undone.notices]
        if exactly:
            self.settled = [s for s in self.settled if s not in undone.settled]
            self.epochs = [e for e in self.epochs if e not in undone.epochs]


def _asks(notice: Notice, settled: Settled) -> bool:
    return notice.table_id == settled.table_id and notice.player == settled.player


def _without(notice: Notice, subject: str) -> Notice:
    items = tuple(item for item in notice.items if item.subject != subject)
    return Notice(
        notice.table_id,
        notice.player,
        items,
        notice.channel_id,
        notice.in_channel,
        notice.mode,
        notice.language,
        notice.reminder,
        notice.replaces,
        notice.no_reminders_here,
        notice.supersedes,
    )


_COLLECTOR: ContextVar[AfterStep | None] = ContextVar("fatebot_after_step", default=None)


def open_collector() -> AfterStep:
    """From now on this task's committed units publish here (the ui: once per interaction)."""
    after = AfterStep()
    _COLLECTOR.set(after)
    return after


@contextlib.contextmanager
def collecting() -> Iterator[AfterStep]:
    """As :func:`open_collector`, for a block (the sweep's round, tests)."""
    after = AfterStep()
    token = _COLLECTOR.set(after)
    try:
        yield after
    finally:
        _COLLECTOR.reset(token)


def publish(after: AfterStep) -> None:
    """A committed unit's effects, into the task's collector (none: nobody will act on them)."""
    collector = _COLLECTOR.get()
    if collector is not None and after:
        collector.add(after)


def current() -> AfterStep | None:
    return _COLLECTOR.get()


def hand_shown(table_id: int, player: int) -> None:
    """A feature refreshed this hand's DM itself (with a note in its reply): not again after."""
    collector = _COLLECTOR.get()
    if collector is not None:
        collector.hands_shown.add((table_id, player))
