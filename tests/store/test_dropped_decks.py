"""Deleting a deck (an undone first use, bot.play.common.undo): gone from the file and from the cache."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.rules.common.deck import Deck
from bot.store import Changes, Store


async def test_a_dropped_deck_is_gone_from_disk_and_cache(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    try:
        kept, dropped = Deck.fresh(random.Random(1)), Deck.fresh(random.Random(2))
        await store.commit(Changes(decks={(7, 1): kept, (7, 2): dropped}))
        assert await store.packed_deck(7, 2) is not None  # control: read (and cached) before the drop

        await store.commit(Changes(dropped_decks={(7, 2)}))

        assert await store.packed_deck(7, 2) is None
        assert set(await store.decks_of_table(7)) == {1}
        assert Changes(dropped_decks={(7, 2)})  # a unit that only drops is not empty
    finally:
        await store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT owner FROM decks WHERE table_id = 7").fetchall() == [(1,)]
