"""State that no longer has a table is forgotten: a deleted channel at once, an idle table after
the retention; everything else stays exactly as it was."""

from __future__ import annotations

import pytest

from bot.store import Store
from tests.play.conftest import PlayFactory

DAY = 86400.0
ROWS = ("decks", "pending", "turns", "dm_messages", "game_states", "malifaux_games")


async def rows_of(store: Store, table_id: int) -> dict[str, int]:
    counts = {}
    for name in ROWS:
        row = await store.fetch_one(f"SELECT count(*) FROM {name} WHERE table_id = ?", (table_id,))
        counts[name] = int(row[0])
    row = await store.fetch_one("SELECT count(*) FROM tables WHERE id = ?", (table_id,))
    counts["tables"] = int(row[0])
    return counts


async def busy_table(play: object, table_id: int) -> None:
    from bot.play import Play

    assert isinstance(play, Play)
    await play.set_game(table_id, "m3e", is_moderator=True)
    await play.hand.hand_draw(table_id, 1)
    await play.flip.flip(table_id, 2, "+")  # an open flip choice holds its cards
    await play.hand.set_dm_message(table_id, 1, 555, 666)


async def test_forgetting_a_table_removes_everything_at_it_and_nothing_else(open_play: PlayFactory) -> None:
    play = await open_play()
    await busy_table(play, 1)
    await busy_table(play, 2)
    kept = await play.store.deck(2, 1)
    await play.forget_table(1)
    # Gone from the cache at once, and from the file.
    assert await play.store.deck(1, 1) is None
    assert (await play.table_settings(1)).game == "m4e"
    assert await play.store.pending_of_table(1) == []
    assert await play.store.deck(2, 1) == kept
    await play.store.close()
    play = await open_play()  # what is on disk (or in the server)
    assert set((await rows_of(play.store, 1)).values()) == {0}
    assert (await rows_of(play.store, 2))["decks"] == 2
    # A forgotten table can be played at again, from a fresh deck.
    assert (await play.flip.flip(1, 1)).cards


async def test_idle_tables_are_forgotten_after_the_retention_only(open_play: PlayFactory) -> None:
    play = await open_play()
    now = [1_800_000_000.0]
    play.store.clock = lambda: now[0]
    await busy_table(play, 1)  # played at long ago
    now[0] += 100 * DAY
    await busy_table(play, 2)  # played at recently
    now[0] += 10 * DAY
    assert await play.prune_idle(30 * DAY) == 1
    assert await play.store.deck(1, 1) is None
    assert await play.store.deck(2, 1) is not None
    # Playing again counts as use: nothing more goes.
    now[0] += 25 * DAY
    await play.flip.flip(2, 1)
    now[0] += 25 * DAY
    assert await play.prune_idle(30 * DAY) == 0


async def test_the_wal_is_capped(open_play: PlayFactory) -> None:
    from bot.store.store import JOURNAL_SIZE_LIMIT

    play = await open_play()
    if play.store.kind != "sqlite":
        pytest.skip("the write-ahead log capped here is SQLite's")
    assert await play.store.pragma("journal_size_limit") == JOURNAL_SIZE_LIMIT


async def test_a_forgotten_tables_open_records_no_longer_count_against_a_cap(open_play: PlayFactory) -> None:
    play = await open_play()
    await busy_table(play, 1)
    await play.forget_table(1)
    assert play.open_records.known(1) is None
