"""Bounded luck end to end (issue item 6): when the luck figures miss their deadline the game
still ends through the real /game end (seed revealed, record attached, checkable) and the end
message says which figures were left out; /stats says how many players' figures were late."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Callable, Iterator

import pytest
import simcord

from bot.play import stats as luck_play
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, end_game_agreed, reply
from tests.e2e.test_fair_deck import record_of
from tests.e2e.test_game import choose_open_strategy
from tools import check_game

pytestmark = pytest.mark.both_stores


@pytest.fixture
def timing() -> Iterator[luck_play.Timing]:
    saved = (luck_play.TIMING.deadline_s, luck_play.TIMING.runner)
    yield luck_play.TIMING
    luck_play.TIMING.deadline_s, luck_play.TIMING.runner = saved


async def late_runner(function: Callable[[], None]) -> None:
    """An executor that answers an hour late (simcord's virtual clock: nobody waits for it)."""
    await asyncio.sleep(3600)


async def ended(table: Table) -> simcord.InteractionResult:
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")
    return await end_game_agreed(table, table.alice, table.bob)


async def test_late_figures_are_left_out_and_the_end_says_so(table: Table, timing: luck_play.Timing) -> None:
    timing.runner = late_runner
    result = await ended(table)
    record = await record_of(result)
    assert len(record["fate_deck"]["seed"]) == 64 and record["luck"] == {}
    assert record["luck_left_out"] == ["jokers", "cards_used", "duels"]
    check_game.check(copy.deepcopy(record))  # a record with its figures left out still checks out
    names = ", ".join(tr("en", f"luck-figure-{n}") for n in record["luck_left_out"])
    said = "\n".join(str(m.content) for m in [reply(result), *result.followups])
    assert tr("en", "luck-left-out", figures=names) in said
    seed_note = tr("en", "fair-record-note", seed=record["fate_deck"]["seed"], commitment="x", file="x")
    assert seed_note.split("`")[0] in said or record["fate_deck"]["seed"] in said

    # Control: on time, every figure is there and nothing is said to be left out.
    timing.runner = luck_play._in_thread
    result = await ended(table)
    record = await record_of(result)
    assert "luck_left_out" not in record and record["luck"]
    said = "\n".join(str(m.content) for m in [reply(result), *result.followups])
    assert tr("en", "luck-header") in said and "luck-left-out" not in said
    assert tr("en", "luck-left-out", figures="").split(":")[0] not in said


async def test_stats_says_how_many_players_were_late(table: Table, timing: luck_play.Timing) -> None:
    await ended(table)
    timing.runner = late_runner
    late = await table.alice.slash(table.channel, "stats")
    assert late.ephemeral and tr("en", "stats-left-out", count=1) in reply(late).content
