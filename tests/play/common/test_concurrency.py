"""2,000 mixed commands from 50 players at once (100 concurrent streams).

Afterwards no card is lost or duplicated and nothing outside the load changed.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from benchmarks.load import LoadStats, check_store, random_command
from bot.play import Play
from bot.store import TableSettings
from tests.play.conftest import PlayFactory

PLAYERS = 50
COMMANDS = 2000
BYSTANDER_TABLE = 9_999_999


@pytest.mark.parametrize(
    ("tables", "shared"),
    [(1, False), (1000, False), (1, True)],
    ids=["one-table", "1000-tables", "one-shared-table"],
)
async def test_concurrent_mixed_commands_keep_every_deck_whole(
    open_play: PlayFactory, tables: int, shared: bool
) -> None:
    play: Play = await open_play()
    # State that the load must not touch.
    await play.set_game(BYSTANDER_TABLE, "m2e", is_moderator=True)
    bystander = await play.hand.hand_draw(BYSTANDER_TABLE, 1)
    bystander_deck = await play.store.deck(BYSTANDER_TABLE, 1)
    await play.store.set_meta("command-sync-hash", "abc")
    if shared:
        await play.set_deck_mode(1, "shared", is_moderator=True)

    rng = random.Random(2024)
    players = [1000 + p for p in range(PLAYERS)]
    seats = {p: rng.randrange(1, tables + 1) for p in players}  # each player sits at one table
    open_duels: dict[tuple[int, int], list[int]] = {}
    stats = LoadStats()

    async def stream(player: int, seed: int) -> None:
        # A player issues commands one after another; two streams per player stand for
        # double clicks and a second device, so one player's commands also race each other.
        local = random.Random(seed)
        for _ in range(COMMANDS // (2 * PLAYERS)):
            await random_command(play, local, seats[player], player, open_duels, stats)

    await asyncio.gather(*(stream(p, 2 * i + k) for i, p in enumerate(players) for k in range(2)))

    assert stats.total() == COMMANDS
    # Every kind of command really ran (not only refusals).
    assert stats.done["flip"] > 250  # about 40% of 2,000 commands, less the refused ones
    for kind in ("draw", "discard", "duel", "shuffle", "reset"):
        assert stats.done[kind] > 5, (kind, stats)
    # A cheat needs an open duel and a hand at once; on one shared deck that reset and shuffle
    # races, how many get through depends on the interleaving (it was 5 on a loaded machine).
    assert stats.done["cheat"] > 0, stats
    report = await check_store(play.store)
    assert report.problems == ()
    expected_decks = 1 + (1 if shared else len({(seats[p], p) for p in players}))
    assert report.decks == expected_decks
    assert report.pending > 0  # some duels are still open, holding their cards

    # Nothing outside the load changed.
    assert await play.table_settings(BYSTANDER_TABLE) == TableSettings(BYSTANDER_TABLE, game="m2e")
    assert await play.store.deck(BYSTANDER_TABLE, 1) == bystander_deck
    assert (await play.hand.hand_show(BYSTANDER_TABLE, 1)).hand == bystander.hand
    assert await play.store.get_meta("command-sync-hash") == "abc"
    for table_id in set(seats.values()):
        expected = TableSettings(table_id, deck_mode="shared") if shared else TableSettings(table_id)
        assert await play.table_settings(table_id) == expected

    # After a restart the same holds, read from disk rather than from the cache.
    await play.store.close()
    play = await open_play()
    assert (await check_store(play.store)).problems == ()
    assert await play.store.integrity_check() == "ok"


async def test_the_load_would_catch_a_missing_lock(
    open_play: PlayFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The proof has teeth: without the per-table lock the same load breaks the promises."""
    import contextlib

    from bot.play.common.locks import TableLocks

    @contextlib.asynccontextmanager
    async def no_lock(self: TableLocks, table_id: int):  # type: ignore[no-untyped-def]
        yield

    monkeypatch.setattr(TableLocks, "hold", no_lock)
    play = await open_play()
    open_duels: dict[tuple[int, int], list[int]] = {}
    stats = LoadStats()

    async def stream(player: int, seed: int) -> None:
        local = random.Random(seed)
        for _ in range(20):
            await random_command(play, local, 1, player, open_duels, stats)

    await asyncio.gather(*(stream(1000 + i // 2, i) for i in range(100)))
    assert (await check_store(play.store)).problems != ()


async def test_the_checker_reports_a_duplicated_card(open_play: PlayFactory) -> None:
    play = await open_play()
    await play.flip.flip(1, 1)
    deck = await play.store.deck(1, 1)
    assert deck is not None
    deck.discard.append(deck.draw[0])  # a card in two places
    from bot.store import Changes

    await play.store.commit(Changes(decks={(1, 1): deck}))
    problems = (await check_store(play.store)).problems
    assert len(problems) == 1 and "55 cards" in problems[0]
