"""The rules' states as stored documents: their kinds, upgrade steps and checks (``common.documents``).

v1 is what the hand-written ``to_dict`` functions wrote before issue 16. Later versions are
named by their step (``secret_scheme_v3``: issue 24's secret choice). v2 (issue 16): every
document carries ``{"doc": kind, "v": 2}`` and its fields are named and shaped as the
dataclass's own fields, so one codec reads and writes them all: the duel's damage profile
becomes ``{"weak", "moderate", "severe"}`` instead of a bare list, the Fulminato tracker and the
Doomtrooper table lose their private abbreviations (``ap``, ``owner``, ``cover``, rows as lists).
A step takes a v(N) document and returns a new v(N+1) one; it never changes its input.
"""

from __future__ import annotations

from typing import Any

from bot.rules.common.documents import VERSION_KEY, Kind
from bot.rules.doomtrooper.table import DoomtrooperTable
from bot.rules.doomtrooper.traits import Warrior
from bot.rules.duel.state import DuelState
from bot.rules.fulminato.fight import InitiativeTracker
from bot.rules.initiative.state import InitiativeState
from bot.rules.scheme import SecretScheme

Document = dict[str, Any]


def only_envelope(data: Document) -> Document:
    """v1 → v2 for a document whose fields did not change: only the envelope is new."""
    return {k: v for k, v in data.items() if k != VERSION_KEY}


def duel_v2(data: Document) -> Document:
    data = only_envelope(data)
    damage = data.get("damage")
    if damage is not None:
        weak, moderate, severe = damage
        data["damage"] = {"weak": weak, "moderate": moderate, "severe": severe}
    return data


def tracker_v2(data: Document) -> Document:
    def die(label: str, sides: int, value: int) -> Document:
        return {"label": label, "sides": sides, "value": value}

    order = [
        {
            "combatant": {"name": e["name"], "mind": e["mind"], "grace": e["grace"], "owner_id": e["owner"]},
            "rolls": [
                {"mind": die("mind", e["mind"], m), "grace": die("grace", e["grace"], g)}
                for m, g in e["rolls"]
            ],
        }
        for e in data["order"]
    ]
    return {
        "order": order,
        "round": data["round"],
        "queue": data["queue"],
        "turn": data["turn"],
        "action_points": data["ap"],
        "surprisers": data["surprisers"],
        "surprised": data["surprised"],
        "interpretations": data["notes"],
    }


def warrior_v2(data: Document) -> Document:
    renamed = {"owner": "owner_id", "cover": "in_cover"}
    return {renamed.get(k, k): v for k, v in data.items() if k != VERSION_KEY}


def doomtrooper_table_v2(data: Document) -> Document:
    return {
        "players": data["players"],
        "active": data["active"],
        "turns_taken": {str(p): n for p, n in data["turns"]},
        "warriors": [warrior_v2(w) for w in data["warriors"]],
        "scores": {str(p): {"promotion": a, "destiny": b} for p, a, b in data["scores"]},
        "pending": [
            {"id": i, "player_id": p, "points": n, "destiny_only": d, "reason": r, "warrior": w}
            for i, p, n, d, r, w in data["pending"]
        ],
        "attacks_this_turn": data["attacks"],
        "sabotaged_this_turn": data["sabotaged"],
        "multiple_sabotage": data["multiple_sabotage"],
        "empty_decks": data["empty_decks"],
        "countdown": {str(p): n for p, n in data["countdown"]},
        "lost": data["lost"],
        "next_id": data["next_id"],
    }


def secret_scheme_v3(data: Document) -> Document:
    """Issue 24: a secret scheme records its secret choice and its commitment's version; every
    scheme stored before was committed with a v1 document (no choice)."""
    return {**data, "choice": None, "commitment_version": 1}


def check_tracker(tracker: InitiativeTracker) -> None:
    names = {e.name for e in tracker.order}
    if not set(tracker.queue) <= names or not 0 <= tracker.turn < len(tracker.queue):
        raise ValueError("the initiative tracker's queue does not match its combatants")
    empty = next((e.name for e in tracker.order if not e.rolls), None)
    if empty is not None:
        raise ValueError(f"combatant {empty!r} has no initiative roll")


def check_doomtrooper_table(table: DoomtrooperTable) -> None:
    if not 0 <= table.active < len(table.players):
        raise ValueError("the active player's index is out of range")


DUEL = Kind("duel-state", DuelState, [duel_v2])
INITIATIVE = Kind("initiative-state", InitiativeState, [only_envelope])
TRACKER = Kind("fulminato-tracker", InitiativeTracker, [tracker_v2], check_tracker)
WARRIOR = Kind("doomtrooper-warrior", Warrior, [warrior_v2])
DOOMTROOPER_TABLE = Kind(
    "doomtrooper-table", DoomtrooperTable, [doomtrooper_table_v2], check_doomtrooper_table
)
SECRET_SCHEME = Kind("secret-scheme", SecretScheme, [only_envelope, secret_scheme_v3])
