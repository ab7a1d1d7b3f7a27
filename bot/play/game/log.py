"""The game's log (issue 23): every public event of the table's Malifaux game, in order.

An event is appended by the unit of work that caused it, so it commits with it (or not at all),
and only while the table has a game: a flip at a table without one writes nothing. ``data`` holds
what everyone at the table saw — never a hand's cards, an unrevealed scheme or a cheat before it
is played. The bookkeeping steps (a turn advance, VP, soulstones) also keep the game document as
it was before them, for ``/game undo``; that copy is never shown.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.play.common.work import Work
from bot.play.game.board_due import mark_board
from bot.rules.common.cards import Card
from bot.rules.common.lapse import Default
from bot.rules.duel.arithmetic import NO_BOOST
from bot.rules.duel.result import DuelResult
from bot.rules.game.turns import EndOfTurn
from bot.rules.initiative.state import InitiativeState
from bot.store import game_log_repo
from bot.store.records import Changes
from bot.store.store import Store

# The kinds of event (bot/ui/game/log_render.py renders each).
START = "start"
STRATEGY = "strategy"
TURN_END = "turn-end"
TURN = "turn"
INITIATIVE = "initiative"
VP = "vp"
SOULSTONES = "soulstones"
FLIP = "flip"
DUEL = "duel"
CHEAT = "cheat"
REVEAL = "reveal"
LAPSE = "lapse"
UNDO = "undo"
END = "end"
ANSWER = "answer"  # a player answered a step they owed, and how long it waited on them (notices)
ACTIVATION = "activation"  # a handover, a player out of models, an M3E pass (bot/play/game/activations.py)
HEALTH = "health"  # a duel from the crews damaged a model (bot/play/game/crews.py)
UNDOABLE = (TURN, VP, SOULSTONES, HEALTH)


@dataclass(frozen=True, slots=True)
class GameEvent:
    seq: int  # 1, 2, 3 ... at the table
    at: float
    actor: int | None  # None: the bot (a lapse)
    kind: str
    data: Mapping[str, Any]
    undoable: bool


def log_event(
    work: Work,
    kind: str,
    actor: int | None,
    data: Mapping[str, Any] | Callable[[], Mapping[str, Any]],
    *,
    undo: str | None = None,
) -> None:
    """Append an event to the table's game log when ``work`` commits (nothing without a game:
    ``data`` may be a function, called only when the event is written); the game's board is
    then due for a redraw."""

    def append(changes: Changes) -> None:
        event = data() if callable(data) else data
        game_log_repo.append(
            changes,
            work.table_id,
            at=work.now,
            actor=actor,
            kind=kind,
            data=json.dumps(event, separators=(",", ":"), sort_keys=True),
            undo=undo,
            unit=work.unit,
        )

    work.for_the_game(append)
    mark_board(work)


def _event(row: game_log_repo.EventRow) -> GameEvent:
    return GameEvent(row.seq, row.at, row.actor, row.kind, json.loads(row.data), row.undoable)


async def game_events(store: Store, table_id: int, *, after: int = 0) -> list[GameEvent]:
    """The events after number ``after``, in order."""
    return [_event(row) for row in await game_log_repo.events(store, table_id, after=after)]


async def last_undoable(store: Store, table_id: int) -> tuple[GameEvent, str] | None:
    """The newest bookkeeping step that can still be undone, and the document before it."""
    found = await game_log_repo.last_undoable(store, table_id)
    return None if found is None else (_event(found[0]), found[1])


def forget_undo(work: Work, seq: int) -> None:
    """Step ``seq`` was undone: it is no longer offered."""
    game_log_repo.drop_undo(work.changes, work.table_id, seq)


async def final_log(work: Work, actor: int, reason: str) -> tuple[GameEvent, ...]:
    """The whole log of a game that ends in ``work`` (whose rows go with it), its end included."""
    events = await game_events(work.store, work.table_id)
    seq = events[-1].seq + 1 if events else 1
    return (*events, GameEvent(seq, work.now, actor, END, {"reason": reason}, False))


def answer_medians(events: Sequence[GameEvent]) -> dict[int, float]:
    """Each player's median time to answer a step they owed, in seconds (the turn-time stats)."""
    times: dict[int, list[float]] = {}
    for event in events:
        if event.kind == ANSWER:
            times.setdefault(int(event.data["player"]), []).append(float(event.data["seconds"]))
    return {player: statistics.median(seconds) for player, seconds in times.items()}


def since_last_action(events: list[GameEvent], player: int) -> list[GameEvent]:
    """What happened after ``player``'s own last event (everything if they have none): every step
    they answer is an event of theirs (``ANSWER``), so a duel's answer counts as a move too."""
    last = max((e.seq for e in events if e.actor == player), default=0)
    return [e for e in events if e.seq > last]


def since_turn(events: list[GameEvent], turn: int) -> list[GameEvent]:
    """From the start of turn ``turn`` on (everything before turn 1 is the setup)."""
    start = next((e.seq for e in events if e.kind == TURN and e.data.get("turn") == turn), None)
    return [] if start is None else [e for e in events if e.seq >= start]


def log_flip(work: Work, player: int, cards: Sequence[Card], card: Card, *, switched: bool = False) -> None:
    """A flip at the table: every card turned face up, and the one used (a flip never starts a
    game: at a table known to have none there is nothing to log or redraw)."""
    if work.has_no_game():
        return

    def data() -> dict[str, Any]:
        event: dict[str, Any] = {"player": player, "cards": [c.code for c in cards], "card": card.code}
        if switched:
            event["switched"] = True
        return event

    log_event(work, FLIP, player, data)


def log_duel(work: Work, actor: int | None, result: DuelResult) -> None:
    """A finished duel: each side's cheat (played, so public now), then the outcome."""
    for side in result.sides:
        if side.cheated is not None:
            log_event(work, CHEAT, side.player, {"player": side.player, "card": side.cheated.code})
    winner = None if result.winner is None else result.side(result.winner).player
    log_event(
        work,
        DUEL,
        actor,
        {
            "duel": result.kind.value,
            "sides": [
                {
                    "player": s.player,
                    "card": None if s.final is None else s.final.code,
                    "total": s.total,
                    "relented": s.relented,
                    # As the duel's message showed them; the luck report reads them (issue 30).
                    "stat": s.stat,
                    "modifier": s.modifier.net,
                    "flipped": [c.code for c in s.flipped],
                    "boosted": s.boost != NO_BOOST,
                }
                for s in result.sides
            ],
            "tn": result.tn,
            "tn_suits": sorted(suit.value for suit in result.tn_suits),
            "success": result.success,
            "winner": winner,
            "damage": result.damage,
        },
    )


def log_lapse(work: Work, what: str, defaults: Sequence[Default]) -> None:
    """A step that lapsed: which, and who it was waiting for (its outcome is its own event)."""
    players = sorted({d.player for d in defaults})
    log_event(work, LAPSE, None, {"what": what, "players": players})


def log_turn_end(work: Work, actor: int, end: EndOfTurn | None, *, undo: str | None = None) -> None:
    """The end of a turn (with M2E's end check), and whether the game ended with it. When it did,
    this is the advance's bookkeeping step (``undo``: the game before it)."""
    if end is None:
        return
    data: dict[str, Any] = {"turn": end.turn, "over": end.game_over}
    if end.card is not None:
        data.update(card=end.card.code, target=end.target)
    log_event(work, TURN_END, actor, data, undo=undo)


def log_initiative(work: Work, init: InitiativeState) -> None:
    """A decided initiative: each player's final card (cheats included: played, so public)."""
    cards = {str(c.player): c.card.code for c in init.contenders if c.card is not None}
    log_event(work, INITIATIVE, None, {"turn": init.turn, "first": init.first_player, "cards": cards})
