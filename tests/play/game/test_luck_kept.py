"""A game's luck figures kept for /stats (``bot.play.stats.keep_rows``) are the record's: "the
figures are kept for /stats in the end's own unit", each player's jokers, duels won and cards
used as the published record states them (so /stats over one game says what its record says).
Duels won differ from jokers drawn here (the control that a mix-up of the two would show)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import pytest

from bot.play import Play
from bot.play import stats as luck_play
from bot.store import luck_repo
from tests.play.game.test_long_game_luck import A, B, C, G, T, in_line, play_duels


@pytest.fixture
def timing() -> Iterator[luck_play.Timing]:
    saved = (luck_play.TIMING.deadline_s, luck_play.TIMING.runner, luck_play.TIMING.last)
    luck_play.TIMING.runner = in_line
    yield luck_play.TIMING
    luck_play.TIMING.deadline_s, luck_play.TIMING.runner, luck_play.TIMING.last = saved


async def test_the_rows_kept_for_stats_are_the_records_figures(play: Play, timing: luck_play.Timing) -> None:
    await play.game.start(T, G, A, B)
    await play_duels(play, 30, random.Random(7))
    view = await play.game.end(T, C, is_moderator=True)
    assert view.record is not None
    record: dict[str, Any] = json.loads(view.record)
    for player in (A, B):
        figures = record["luck"][str(player)]
        (row,) = await luck_repo.of_player(play.store, player)
        assert row.jokers == figures["jokers"]
        assert sum((Fraction(c) for c in json.loads(row.chances)), Fraction(0)) == Fraction(
            figures["expected"]
        )
        assert row.duels_won == figures["duels"]["won"]
        assert len(json.loads(row.duel_chances)) == figures["duels"]["duels"] == 30
        assert len(json.loads(row.flips)) == figures["cards_used"]["flips"]
    assert any(record["luck"][str(p)]["duels"]["won"] != record["luck"][str(p)]["jokers"] for p in (A, B))
