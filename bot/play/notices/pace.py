"""The pace a notice follows: the running game's, else the table's.

The table's pace and its reminder settings come from the ``pace`` feature (``/table pace``,
``/game start pace``). Until that lands they are read with fallbacks: a table or game without
them plays ``live``, with reminders every 24 hours, at most 3.
"""

from __future__ import annotations

from typing import Any

from bot.rules.notices.schedule import (
    DEFAULT_PACE,
    DEFAULT_REMINDER_INTERVAL_S,
    MAX_REMINDERS,
    PACES,
    NoticePace,
    Pace,
)
from bot.store.records import TableSettings


def table_pace(settings: TableSettings, game: Any | None = None) -> NoticePace:
    """The pace of a step at a table: its game's pace while a game runs there, else the table's.
    The reminder interval and count are always the table's."""
    pace: Any = getattr(settings, "pace", None) or DEFAULT_PACE
    game_pace: Any = None if game is None or getattr(game, "is_over", False) else getattr(game, "pace", None)
    if game_pace in PACES:
        pace = game_pace
    interval = getattr(settings, "reminder_interval_s", None) or DEFAULT_REMINDER_INTERVAL_S
    count = getattr(settings, "max_reminders", None)
    chosen: Pace = pace if pace in PACES else DEFAULT_PACE
    return NoticePace(
        pace=chosen,
        reminder_interval_s=float(interval),
        max_reminders=MAX_REMINDERS if count is None else min(int(count), MAX_REMINDERS),
    )
