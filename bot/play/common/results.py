"""What a unit of work returns to the UI: plain frozen values, no Discord, no database."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.lapse import Default
from bot.rules.crew.blind import DuelModels
from bot.rules.duel.result import DuelResult
from bot.rules.duel.state import DuelState
from bot.rules.flip.flips import FlipReason
from bot.rules.flip.modifiers import FateModifier
from bot.rules.initiative.state import InitiativeState
from bot.store.records import DeckMode, PendingRecord


@dataclass(frozen=True, slots=True)
class Actor:
    """Who sent a command, and whether they moderate the table."""

    user_id: int
    is_moderator: bool = False


@dataclass(frozen=True, slots=True)
class FlipOutcome:
    """A flip: every card in flip order, which ones the rules allow, and the one reported.

    ``flip_id`` is set when the flipper may still switch cards (``choose_flip_card``); it
    stops working at ``expires_at``. The cards are already on the discard pile.
    """

    table_id: int
    player: int
    edition: str
    modifier: FateModifier
    cards: tuple[Card, ...]
    allowed: tuple[int, ...]
    default: int
    chosen: int
    reason: FlipReason
    reshuffled: bool
    flip_id: int | None
    expires_at: float | None  # +inf: the choice stays open (a table at `none` pace)
    # Older open choices of the same player this flip closed (bot.play.common.limits), for the UI.
    closed: tuple[Lapsed, ...] = ()
    opened_at: float | None = None  # when the choice opened (with expires_at: how long it waits)

    @property
    def card(self) -> Card:
        return self.cards[self.chosen]

    @property
    def has_choice(self) -> bool:
        return len(self.allowed) > 1


@dataclass(frozen=True, slots=True)
class HandResult:
    """A player's hand after a hand command (shown only to that player)."""

    table_id: int
    player: int
    hand: tuple[Card, ...]
    hand_size: int  # the edition's hand size
    drawn: tuple[Card, ...] = ()
    discarded: tuple[Card, ...] = ()
    reshuffled: bool = False
    must_discard: int = 0  # cards to discard back down to the hand size (soulstone draw)
    in_game: bool = False  # a game's public event: written to its log (bot/play/game/cards.py)


@dataclass(frozen=True, slots=True)
class DeckSummary:
    """Public facts about one deck: pile sizes, hand sizes and the (public) discard pile."""

    owner: int  # a player, or 0 for the table's shared deck
    draw_count: int
    discard_count: int
    in_play_count: int
    hand_counts: tuple[tuple[int, int], ...]  # (player, number of cards), by player id
    discard: tuple[Card, ...]  # oldest first; the last one is on top


@dataclass(frozen=True, slots=True)
class DeckStatus:
    table_id: int
    deck_mode: DeckMode
    decks: tuple[DeckSummary, ...]


@dataclass(frozen=True, slots=True)
class ShuffleResult:
    table_id: int
    owner: int
    draw_count: int
    discard_count: int
    opponent_may_cut: bool = False  # the edition lets the opponent cut a shuffled deck (M4E)


@dataclass(frozen=True, slots=True)
class Lapsed:
    """An open flip choice, duel or initiative that lapsed (or was withdrawn or cancelled).

    A lapse applies the rules' defaults (``bot.rules.common.lapse``) and goes on: ``defaults``
    says which, in order, and the resolved exchange is ``duel`` (with its result, or void
    before any flip), ``initiative`` (decided; for a /game turn's the game has moved on) or
    ``flip`` (the card that stands). A cancellation (a deck reset, a game's start or end, an
    undone command) resolves nothing: those are None and its held cards went to their discard
    piles. ``channel_id``/``message_id`` point at its public message so the UI can update it.
    """

    pending_id: int
    table_id: int
    kind: str
    owner: int
    returned: int  # number of cards returned to discard piles by a cancellation
    channel_id: int | None
    message_id: int | None
    defaults: tuple[Default, ...] = ()
    duel: DuelView | None = None
    initiative: InitiativeState | None = None
    flip: FlipOutcome | None = None

    @classmethod
    def of(
        cls,
        record: PendingRecord,
        returned: int = 0,
        *,
        defaults: tuple[Default, ...] = (),
        duel: DuelView | None = None,
        initiative: InitiativeState | None = None,
        flip: FlipOutcome | None = None,
    ) -> Lapsed:
        """The lapse (or cancellation) of ``record``: what it returned, or how it resolved."""
        return cls(
            pending_id=record.id,
            table_id=record.table_id,
            kind=record.kind,
            owner=record.owner,
            returned=returned,
            channel_id=record.channel_id,
            message_id=record.message_id,
            defaults=defaults,
            duel=duel,
            initiative=initiative,
            flip=flip,
        )

    @property
    def resolved(self) -> bool:
        """The rules' defaults were applied (not a plain cancellation)."""
        return self.duel is not None or self.initiative is not None or self.flip is not None


class LapsedError(DomainError):
    """A press on a step that had lapsed: the lapse was applied (and committed) first, and
    ``lapsed`` says how, for the UI to show it; the error itself is the presser's private reply."""

    def __init__(self, key: str, lapsed: Lapsed, **args: object) -> None:
        super().__init__(key, **args)
        self.lapsed = lapsed


@dataclass(frozen=True, slots=True)
class ResetResult:
    table_id: int
    owner: int  # the deck reset (0 = shared deck)
    target: int  # the player whose deck or hand was reset
    by: int
    returned_from_hand: int
    lapsed: tuple[Lapsed, ...]  # open duels that held cards of the reset deck
    returned_players: tuple[int, ...] = ()  # whose hands went back (their DMs need refreshing)


@dataclass(frozen=True, slots=True)
class PendingView:
    """An open record as a table lists it: what it is, whose, and where its message is."""

    pending_id: int
    table_id: int
    kind: str
    owner: int
    expires_at: float
    channel_id: int | None
    message_id: int | None


@dataclass(frozen=True, slots=True)
class DuelView:
    """A duel after a step: its state (who is awaited, what was flipped) and, once over, the result.

    ``duel_id`` stays valid for buttons until the duel is over or lapses (``expires_at``).
    """

    duel_id: int
    table_id: int
    state: DuelState
    result: DuelResult | None
    expires_at: float | None  # None once the duel is over
    channel_id: int | None = None
    message_id: int | None = None
    # The soulstone pools of the /game running at the table after this step (None: no game).
    soulstones: Mapping[int, int] | None = None
    # A duel from the crews: which models duel (its public message names them until its end).
    models: DuelModels | None = None

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def awaiting_player(self) -> int | None:
        return self.state.awaiting_player
