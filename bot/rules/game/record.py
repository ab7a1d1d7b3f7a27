"""A game's record (docs/fair-deck.md): everything public that happened, every card each deck
moved, and the commitments with their reveals, as one versioned JSON document.

``tools/check_game.py`` checks a record offline with the standard library alone: the seed
against its commitment, every shuffle against its derived order, every card taken against the
top of the pile, and every revealed scheme and crew against its commitment.

``crews`` (issue 44): each player's blind crew, its commitment, and once revealed the crew as
the game played it (names, models, upgrades and each model's card: the numbers used) with its
salt. A crew never revealed (its opponent never chose) keeps only its commitment.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.rules.common.deck import Deck
from bot.rules.common.deck_record import CONSTRUCTION, deck_history
from bot.rules.common.drbg import commitment
from bot.rules.crew.blind import VERSION as CREW_VERSION
from bot.rules.crew.blind import GameCrew
from bot.rules.game.luck_report import attach, full_report
from bot.rules.scheme import SecretScheme

FORMAT = "fatebot-game-record"
VERSION = 1
TURN, VP = "turn", "vp"  # the log's kinds the VP per turn is read from (bot/play/game/log.py)


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    """One public event of the game's log, as the record keeps it."""

    seq: int
    at: float
    actor: int | None
    kind: str
    data: Mapping[str, Any]


def _scheme(secret: SecretScheme, revealed: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "player": str(secret.player),
        "slot": secret.slot,
        "commitment": secret.commitment,
        "version": secret.commitment_version,
    }
    if revealed:
        out.update(scheme=secret.scheme, salt=secret.salt, choice=secret.choice or "")
    return out


def _crew(chosen: GameCrew) -> dict[str, Any]:
    out: dict[str, Any] = {
        "player": str(chosen.player),
        "commitment": chosen.commitment,
        "version": CREW_VERSION,
    }
    if chosen.revealed:
        out.update(crew=chosen.crew.document(), salt=chosen.salt)
    return out


def vp_per_turn(events: Sequence[LoggedEvent], players: Sequence[int]) -> list[dict[str, Any]]:
    """Each player's VP total at the end of each turn (turn 0: the setup)."""
    totals = {str(p): 0 for p in players}
    turn = 0
    rows: dict[int, dict[str, int]] = {}
    for event in events:
        if event.kind == TURN:
            turn = int(event.data.get("turn", turn))
        elif event.kind == VP:
            totals[str(event.data["player"])] = int(event.data["total"])
        rows[turn] = dict(totals)
    return [{"turn": t, "vp": vp} for t, vp in sorted(rows.items())]


def game_record(
    *,
    table: int,
    game: int,
    edition: str,
    players: Sequence[int],
    decks: Mapping[int, Deck],
    schemes: Sequence[tuple[SecretScheme, bool]],
    events: Sequence[LoggedEvent],
    reason: str,
    luck: bool = True,
    crews: Sequence[GameCrew] = (),
) -> dict[str, Any]:
    """The record of a game that ends now. ``decks``: each deck of the game by owner, still
    carrying its journal; ``schemes``: each secret scheme and whether it is revealed. Without
    ``luck`` the caller attaches the luck report (``luck_report.attach``, with a deadline)."""
    seed = next(d.fair.seed for d in decks.values() if d.fair is not None)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "table": str(table),
        "game": str(game),
        "edition": edition,
        "players": [str(p) for p in players],
        "reason": reason,
        "fate_deck": {"construction": CONSTRUCTION, "commitment": commitment(seed), "seed": seed.hex()},
        "decks": [deck_history(o, deck) for o, deck in sorted(decks.items()) if deck.fair is not None],
        "schemes": [_scheme(s, revealed) for s, revealed in schemes],
        "crews": [_crew(c) for c in crews],
        "events": [
            {
                "seq": e.seq,
                "at": e.at,
                "actor": None if e.actor is None else str(e.actor),
                "kind": e.kind,
                "data": e.data,
            }
            for e in events
        ],
        "vp_per_turn": vp_per_turn(events, players),
    }
    if luck:
        attach(record, full_report(record))
    return record
