"""The luck figures off the event loop, with a deadline: a game's at its end, and /stats (each
player's luck over their ended games, and over a league season; bot/rules/game/luck.py).

A game's end computes its luck report in a thread (``within_deadline``): what is ready by
``TIMING.deadline_s`` stands, the rest is left out (the record names it), and the end goes on
(seed revealed, record published) whatever the figures did. The same unit keeps each player's
figures (``keep_rows``); /stats reads them back, never a hand: only what the record made public.
Its figures are computed the same way, player by player, until the deadline.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import defaultdict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.play.common.calls import call_at
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.league.season import find_league
from bot.rules.game.luck import Budget, Luck, Stopped, chances_text, duels_json, over_games
from bot.rules.game.luck_cards import CardLuck, flips_over_games, flips_text
from bot.rules.game.luck_report import LuckReport, fill
from bot.store import luck_repo
from bot.store.records import DM_GUILD

log = logging.getLogger(__name__)

# Runs a function off the event loop (a thread by default; the tests inject their own).
Runner = Callable[[Callable[[], None]], Awaitable[None]]


async def _in_thread(function: Callable[[], None]) -> None:
    await asyncio.to_thread(function)


@dataclass(slots=True)
class Timing:
    """How long the figures may take (of Discord's 3 s to answer), and what runs them."""

    deadline_s: float = 1.0
    runner: Runner = _in_thread
    last: Budget | None = None  # the last computation's budget: what it cost (tests, benchmarks)


TIMING = Timing()


async def within_deadline(compute: Callable[[Budget], None]) -> Budget:
    """Run ``compute`` off the loop until it returns or the deadline passes; then its budget
    tells it to stop at its next step (it keeps what it finished; the caller reads that)."""
    stop = threading.Event()
    budget = Budget(stop=stop.is_set)
    TIMING.last = budget
    task = asyncio.ensure_future(TIMING.runner(lambda: compute(budget)))
    try:
        done, _ = await asyncio.wait({task}, timeout=TIMING.deadline_s)
    finally:
        stop.set()  # on time, late or cancelled: nothing more is computed
    if task in done:
        error = task.exception()
        if error is not None and not isinstance(error, Stopped):
            log.error("luck figures failed", exc_info=error)
    else:
        log.warning("luck figures not ready in %.1f s: left out", TIMING.deadline_s)
        task.add_done_callback(lambda t: t.cancelled() or t.exception())
    return budget


async def game_luck(record: Mapping[str, Any]) -> LuckReport:
    """A game's luck report, as far as it got by the deadline (``LuckReport.left_out``)."""
    report = LuckReport()
    await within_deadline(lambda budget: fill(dict(record), report, budget))
    return report.snapshot()


def keep_rows(work: Work, game: int, league: str | None, report: LuckReport) -> None:
    """Keep each player's figures of a game that ends in ``work`` (a figure left out counts no
    card, duel or flip in /stats; without the jokers nothing is kept)."""
    call = call_at(work.table_id)
    guild = DM_GUILD if call is None else call.guild_id
    duels, cards = report.duels(), report.cards()
    none = Luck(0, ())
    for player, figures in report.jokers().items():
        luck_repo.put(
            work.changes,
            table_id=work.table_id,
            game=game,
            player=int(player),
            guild_id=guild,
            league=league,
            ended_at=work.now,
            jokers=figures.drawn,
            chances=chances_text(figures),
            duels_won=duels.get(player, none).drawn,
            duel_chances=chances_text(duels.get(player, none)),
            flips=flips_text(cards.get(player, CardLuck(()))),
        )


@dataclass(frozen=True, slots=True)
class PlayerLuck:
    """One player's figures over their games, as the record's ``luck`` holds a game's."""

    player: int
    games: int
    luck: Mapping[str, Any]  # jokers (``Luck.to_json``)
    duels: Mapping[str, Any] | None  # duels won (``duels_json``; None: none counted)
    cards: Mapping[str, Any] | None  # the cards their duel flips gave (None: none counted)


@dataclass(frozen=True, slots=True)
class StatsView:
    players: list[PlayerLuck]
    left_out: int  # players whose figures were not ready by the deadline


def _figures(player: int, mine: list[luck_repo.LuckRow], budget: Budget) -> PlayerLuck:
    luck, count = over_games((r.jokers, r.chances) for r in mine)
    duels, _ = over_games((r.duels_won, r.duel_chances) for r in mine[:count])
    cards = flips_over_games(r.flips for r in mine[:count])
    return PlayerLuck(
        player,
        count,
        luck.to_json(budget),
        duels_json(duels, budget) if duels.chances else None,
        cards.to_json(budget) if cards.flips else None,
    )


async def _by_player(rows: list[luck_repo.LuckRow]) -> StatsView:
    games: dict[int, list[luck_repo.LuckRow]] = defaultdict(list)
    for row in rows:  # newest first
        games[row.player].append(row)
    done: list[PlayerLuck] = []

    def compute(budget: Budget) -> None:
        for player in sorted(games):
            done.append(_figures(player, games[player], budget))

    await within_deadline(compute)
    found = list(done)
    return StatsView(found, len(games) - len(found))


class StatsPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def of_player(self, player: int) -> StatsView:
        return await _by_player(await luck_repo.of_player(self.core.store, player))

    async def of_league(self, guild_id: int | None, ref: str) -> tuple[str, StatsView]:
        """A league season's players (by its name in this server, else by its code)."""
        record = await find_league(self.core.store, guild_id, ref)
        rows = await luck_repo.of_league(self.core.store, record.guild_id, record.name, record.code)
        return record.name, await _by_player(rows)
