"""Plain values the store reads and writes, and their compact binary forms.

Nothing here touches the database; ``Changes`` is what one unit of work asks the store to
write, and the store's commit task turns many of them into one transaction.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from bot.rules.common.fair import FairDeck
from bot.rules.common.pace import REMINDER_HOURS, REMINDERS, Pace, Reminders

Game = Literal["m4e", "m3e", "m2e", "fulminato", "doomtrooper"]
DeckMode = Literal["personal", "shared"]
Language = Literal["en", "es", "hu"]

GAMES: tuple[Game, ...] = ("m4e", "m3e", "m2e", "fulminato", "doomtrooper")
DECK_MODES: tuple[DeckMode, ...] = ("personal", "shared")
LANGUAGES: tuple[Language, ...] = ("en", "es", "hu")

SHARED_OWNER = 0  # the owner id of a table's shared deck


# A game document the bot could not read, set aside by a moderator (``/game set_aside``,
# ``game_repo.set_aside_game``): kept for the operator in ``meta`` under
# ``set-aside:game:<table>:<ms>`` (JSON: the document's text as stored, the problem, who, when),
# and forgotten with its table (bot/store/group_commit.py).
SET_ASIDE_PREFIX = "set-aside:game:"


def set_aside_pattern(table_id: int) -> str:
    """The LIKE pattern of every set-aside game document of ``table_id``."""
    return f"{SET_ASIDE_PREFIX}{table_id}:%"


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table's settings; a table nobody configured has exactly these defaults."""

    table_id: int
    game: Game = "m4e"
    deck_mode: DeckMode = "personal"
    language: Language | None = None  # None: follow each user's Discord locale
    moderator_role: int | None = None
    # The pace its steps wait at (issue 22: bot/rules/common/pace.py), and at `post` pace a
    # reminder every `reminder_hours`, at most `reminders` times.
    pace: Pace = Pace.LIVE
    reminder_hours: int = REMINDER_HOURS
    reminders: int = REMINDERS
    # Whose-move notices at `live` pace (off: a table on a video call hears its turns anyway).
    live_notices: bool = True
    # Committed shuffles at this table outside a game (docs/fair-deck.md): each deck's epoch.
    fair_deck: bool = False

    @property
    def reminder_plan(self) -> Reminders:
        return Reminders(self.reminder_hours, self.reminders)


@dataclass(frozen=True, slots=True)
class PendingRecord:
    """An open flip or duel waiting for a player.

    ``held`` maps a deck owner (at this table) to the in-play cards of that deck the record
    holds; expiring the record returns exactly those cards to their discard pile.
    """

    id: int
    table_id: int
    kind: str
    owner: int
    state: str  # JSON, owned by the play layer
    held: Mapping[int, tuple[Card, ...]]
    created_at: float
    expires_at: float  # +inf: no deadline (a step at `none` pace)
    channel_id: int | None = None
    message_id: int | None = None


DM_GUILD = 0  # a place's guild_id in a DM or a group DM (links use @me)


@dataclass(frozen=True, slots=True)
class Place:
    """One game or waiting step at a table and everyone who plays it."""

    table_id: int
    subject: str  # 'game', or 'p<pending id>' (as the notices name it)
    kind: str  # 'game', 'duel', 'initiative'
    players: tuple[int, ...]
    guild_id: int | None  # DM_GUILD in a DM or group DM; None: not known (keep the stored one)
    opened_at: float


@dataclass(frozen=True, slots=True)
class DmMessage:
    channel_id: int | None
    message_id: int


@dataclass(slots=True)
class Changes:
    """Everything one unit of work writes. Keys are rows, so a row is written at most once.

    ``pending`` maps a record id to its new value, or to None to delete it.
    """

    tables: dict[int, TableSettings] = field(default_factory=dict)
    ensure_tables: set[int] = field(default_factory=set)  # rows that must exist (defaults)
    decks: dict[tuple[int, int], Deck] = field(default_factory=dict)
    packed_decks: dict[tuple[int, int], PackedDeck] = field(default_factory=dict)  # already packed
    dropped_decks: set[tuple[int, int]] = field(default_factory=set)  # deleted (an undone first use)
    pending: dict[int, PendingRecord | None] = field(default_factory=dict)
    turns: dict[int, str | None] = field(default_factory=dict)
    dm_messages: dict[tuple[int, int], DmMessage | None] = field(default_factory=dict)
    meta: dict[str, str | None] = field(default_factory=dict)
    # Fulminato/Doomtrooper documents by (table, game), None to delete (bot.store.games).
    game_states: dict[tuple[int, str], str | None] = field(default_factory=dict)
    # The Malifaux game of a table (bot.store.game_repo): its document and when it was written,
    # None to delete it. A row like the decks: served from the queue and cached.
    games: dict[int, tuple[str, float] | None] = field(default_factory=dict)
    # Writes of the other store repositories (bot.store.*_repo): (SQL, parameters), run after
    # the rows above, in order. Only modules of the store package build these.
    statements: list[tuple[str, tuple[Any, ...]]] = field(default_factory=list)
    # Where each game or waiting step is and who plays it, by (table, subject); None to delete
    # (bot.store.place_repo, written by the play layer: bot.play.games.places).
    places: dict[tuple[int, str], Place | None] = field(default_factory=dict)
    # Events appended to a table's game log (bot.store.game_log_repo: the parameters of its
    # APPEND), written after every statement, in queue order. Not statements: a flip or a duel
    # step that logs one keeps the early lock release (bot.play.common.core).
    game_events: list[tuple[Any, ...]] = field(default_factory=list)
    # Game boards due for a redraw (bot.store.board_repo: the parameters of its MARK_DUE), by
    # table, written after the events; not statements either, for the same reason.
    board_marks: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    # Tables forgotten with everything at them (a deleted channel, an idle table), written last.
    drop_tables: set[int] = field(default_factory=set)

    def __bool__(self) -> bool:
        return bool(
            self.tables
            or self.ensure_tables
            or self.decks
            or self.packed_decks
            or self.dropped_decks
            or self.pending
            or self.turns
            or self.dm_messages
            or self.meta
            or self.game_states
            or self.games
            or self.statements
            or self.places
            or self.game_events
            or self.board_marks
            or self.drop_tables
        )


# -- compact binary forms --------------------------------------------------------------------

_HEAD = struct.Struct("<qB")  # player/owner id, number of cards


def pack_groups(groups: Mapping[int, Iterable[Card]]) -> bytes:
    """Pack {id: cards} as (int64 id, u8 count, card ids)...; empty groups are left out."""
    out = bytearray()
    for key, cards in groups.items():
        ids = bytes([card.id for card in cards])
        if ids:
            out += _HEAD.pack(key, len(ids))
            out += ids
    return bytes(out)


def unpack_groups(data: bytes) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    offset = 0
    while offset < len(data):
        key, count = _HEAD.unpack_from(data, offset)
        offset += _HEAD.size
        groups[key] = [ALL_CARDS[b] for b in data[offset : offset + count]]
        offset += count
    return groups


@dataclass(frozen=True, slots=True)
class PackedDeck:
    """A deck as stored: immutable bytes, so a cached copy can never be mutated by accident."""

    draw: bytes
    discard: bytes
    in_play: bytes
    hands: bytes
    fair: bytes | None = None  # a game's or a table epoch's committed shuffles (bot/rules/common/fair.py)

    @classmethod
    def of(cls, deck: Deck) -> PackedDeck:
        # Same bytes as Deck.pack; a list is quicker than a generator on this hot path.
        return cls(
            bytes([c.id for c in deck.draw]),
            bytes([c.id for c in deck.discard]),
            bytes([c.id for c in deck.in_play]),
            pack_groups(deck.hands),
            None if deck.fair is None else deck.fair.pack(),
        )

    def deck(self) -> Deck:
        return Deck(
            draw=Deck.unpack(self.draw),
            discard=Deck.unpack(self.discard),
            hands=unpack_groups(self.hands),
            in_play=Deck.unpack(self.in_play),
            fair=None if self.fair is None else FairDeck.unpack(self.fair),
        )
