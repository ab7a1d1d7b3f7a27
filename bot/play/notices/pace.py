"""The pace a notice follows: the running game's (``/game start pace``), else the table's
(``/table pace``), with the table's reminder interval and count."""

from __future__ import annotations

from bot.play.common.pace import PacedGame, pace_of
from bot.rules.notices import NoticePace
from bot.store.records import TableSettings


def table_pace(settings: TableSettings, game: PacedGame | None = None) -> NoticePace:
    """The pace of a step at a table: its game's pace while a game that chose one runs there,
    else the table's. The reminder interval and count are always the table's."""
    pace, _source = pace_of(game, settings.pace)
    plan = settings.reminder_plan
    return NoticePace(pace=pace, reminder_interval_s=plan.every_hours * 3600.0, max_reminders=plan.count)
