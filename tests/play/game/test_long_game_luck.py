"""Issue item 6, "a long game cannot end": a game with 1,000 duels per player ends (seed revealed,
record published) with its luck figures' work bounded, and with them left out when they miss
their deadline. The game's state is built straight through units of work (each duel's flips
from the game's committed decks, and its log event), not by 2,000 simulated clicks.
"""

from __future__ import annotations

import asyncio
import copy
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.play import Play
from bot.play import stats as luck_play
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.rules.game import luck, luck_cards
from bot.rules.game.luck_report import CARDS, DUELS, JOKERS
from bot.store import luck_repo
from tools import check_game

T, G, A, B, C = 400, 8000, 51, 52, 53  # table, guild, two players and a referee
DUELS_EACH = 1000
BATCH = 100
GUARD_S = 30.0


async def play_duels(play: Play, count: int, rng: random.Random) -> None:
    """``count`` opposed duels of A against B, one card a side from each player's own deck, as
    the duel's log event keeps them (stat, modifier, the cards flipped; no boost)."""

    for first in range(0, count, BATCH):

        async def step(work: Work, first: int = first) -> None:
            decks = {p: await work.deck(p) for p in (A, B)}
            for _ in range(first, min(count, first + BATCH)):
                flips = {p: decks[p].flip(1, work.rng).cards for p in (A, B)}
                for p in (A, B):
                    decks[p].discard_from_play(flips[p])
                sides = [
                    {"player": p, "stat": rng.randint(3, 7), "modifier": 0, "flipped": [flips[p][0].code]}
                    | {"boosted": False}
                    for p in (A, B)
                ]
                data = {"duel": "opposed", "sides": sides, "tn": None, "tn_suits": [], "winner": A}
                game_log.log_event(work, game_log.DUEL, A, data)

        await play.run(T, step)


@pytest.fixture
def timing() -> Iterator[luck_play.Timing]:
    """The figures' deadline and runner, put back after the test."""
    saved = (luck_play.TIMING.deadline_s, luck_play.TIMING.runner, luck_play.TIMING.last)
    yield luck_play.TIMING
    luck_play.TIMING.deadline_s, luck_play.TIMING.runner, luck_play.TIMING.last = saved


async def in_line(function: Callable[[], None]) -> None:
    """An injected executor: runs the figures at once, so the test needs no clock at all."""
    function()


async def long_game(play: Play) -> None:
    await play.game.start(T, G, A, B)
    await play_duels(play, DUELS_EACH, random.Random(5))


async def test_a_game_of_1000_duels_each_ends_with_bounded_luck(play: Play, timing: luck_play.Timing) -> None:
    timing.runner = in_line
    await long_game(play)
    view = await play.game.end(T, C, is_moderator=True)
    assert view.record is not None
    record: dict[str, Any] = json.loads(view.record)
    assert len(record["fate_deck"]["seed"]) == 64  # revealed
    duels = [e for e in record["events"] if e["kind"] == game_log.DUEL]
    assert len(duels) == DUELS_EACH  # each a duel of both players
    assert "luck_left_out" not in record and set(record["luck"]) == {str(A), str(B)}
    # The work done is bounded, whatever the game's length: each player's newest DUELS_MAX
    # duels' odds, their newest FLIPS_COUNTED flips counted, and exact tails only up to their
    # fixed sizes (the rest approximated, within a stated bound).
    budget = timing.last
    assert budget is not None
    assert budget.odds == 2 * luck.DUELS_MAX
    assert budget.picks <= 2 * luck_cards.FLIPS_COUNTED
    assert all(n <= max(luck.EXACT_MAX, luck_cards.EXACT_FLIPS) for n in budget.exact_terms)
    for player in (A, B):
        figures = record["luck"][str(player)]
        assert figures["cards"] > luck.EXACT_MAX and figures["approximation"] == "normal"
        assert 0 < float(figures["error"]) < 1
        assert figures["duels"]["duels"] == luck.DUELS_MAX and "approximation" not in figures["duels"]
        assert figures["cards_used"]["flips"] == luck_cards.FLIPS_COUNTED
    # The offline checker recomputes the approximations and their bounds, and refuses a changed one.
    assert (
        check_game.check(copy.deepcopy(record))[-1] == "the luck report of 2 players is what the moves give"
    )
    changed = copy.deepcopy(record)
    changed["luck"][str(A)]["error"] = repr(float(changed["luck"][str(A)]["error"]) / 2)
    with pytest.raises(check_game.Problem, match="luck report of player"):
        check_game.check(changed)
    # The figures are kept for /stats in the end's own unit.
    rows = await luck_repo.of_player(play.store, A)
    assert len(rows) == 1 and rows[0].jokers == record["luck"][str(A)]["jokers"]


async def test_figures_late_for_their_deadline_are_left_out_and_the_game_still_ends(
    play: Play, timing: luck_play.Timing
) -> None:
    never = asyncio.get_running_loop().create_future()
    ran: list[Callable[[], None]] = []

    async def stuck(function: Callable[[], None]) -> None:  # an executor that never answers
        ran.append(function)
        await never

    timing.runner, timing.deadline_s = stuck, 0.0
    await play.game.start(T, G, A, B)
    await play_duels(play, 20, random.Random(6))
    # A guard, not a speed test: an end that waited on its figures would never return.
    view = await asyncio.wait_for(play.game.end(T, C, is_moderator=True), GUARD_S)
    assert view.record is not None
    record = json.loads(view.record)
    assert len(record["fate_deck"]["seed"]) == 64 and ran  # revealed; the figures were asked for
    assert record["luck"] == {} and record["luck_left_out"] == [JOKERS, CARDS, DUELS]
    assert check_game.check(copy.deepcopy(record))[-1].startswith("the luck report of 0 players")
    assert await luck_repo.of_player(play.store, A) == []  # nothing half-computed kept
    budget = timing.last
    assert budget is not None and budget.stop()  # the late computation is told to stop
    with pytest.raises(luck.Stopped):
        budget.step()
    never.cancel()

    # Control: the same game's figures, given time, are all there.
    timing.runner, timing.deadline_s = in_line, 1.0
    await play.game.start(T, G, A, B)
    await play_duels(play, 20, random.Random(6))
    record = json.loads((await play.game.end(T, C, is_moderator=True)).record or "{}")
    assert "luck_left_out" not in record and set(record["luck"]) == {str(A), str(B)}


async def test_stats_late_for_the_deadline_says_how_many_players_are_left_out(
    play: Play, timing: luck_play.Timing
) -> None:
    timing.runner = in_line
    await play.game.start(T, G, A, B)
    await play_duels(play, 10, random.Random(7))
    await play.game.end(T, C, is_moderator=True)
    found = await play.stats.of_player(A)
    assert [p.player for p in found.players] == [A] and found.left_out == 0

    never = asyncio.get_running_loop().create_future()

    async def stuck(function: Callable[[], None]) -> None:
        await never

    timing.runner, timing.deadline_s = stuck, 0.0
    late = await asyncio.wait_for(play.stats.of_player(A), GUARD_S)
    assert late.players == [] and late.left_out == 1
    never.cancel()
