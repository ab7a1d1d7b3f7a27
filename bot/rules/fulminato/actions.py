"""Fulminato action points: six a turn (three in the surprise round) and what each action costs.

Source: the Spanish rules text summarised in `shared/rules/fulminato.md`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from bot.errors import DomainError

ACTION_POINTS_PER_TURN = 6
SURPRISE_ACTION_POINTS = 3


class Action(StrEnum):
    PRECISION = "precision"
    QUICK = "quick"
    MOVEMENT = "movement"
    STANDARD = "standard"
    FULL = "full"
    TIMELESS = "timeless"
    # Charge, trip, disarm, bull rush and grapple are standard actions.
    MANEUVER = "maneuver"
    # Running at triple speed takes the whole turn.
    RETREAT = "retreat"
    # One sentence may be spoken on anyone's turn.
    SPEAK = "speak"


ACTION_COSTS: Mapping[Action, int] = {
    Action.PRECISION: 2,
    Action.QUICK: 1,
    Action.MOVEMENT: 3,
    Action.STANDARD: 3,
    Action.FULL: 6,
    Action.TIMELESS: 0,
    Action.MANEUVER: 3,
    Action.RETREAT: 6,
    Action.SPEAK: 0,
}

ANY_TIME_ACTIONS = frozenset(action for action, cost in ACTION_COSTS.items() if cost == 0)


def spend_action_points(left: int, action: Action) -> int:
    """Points left after `action`; refuse, saying what is left, if it cannot be afforded."""
    cost = ACTION_COSTS[action]
    if cost > left:
        raise DomainError("fulminato-error-ap-insufficient", action=action.value, cost=cost, left=left)
    return left - cost
