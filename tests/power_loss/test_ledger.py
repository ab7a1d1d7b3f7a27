"""The ledger check itself: it finds a lost acknowledged command and changed rows (its control)."""

from __future__ import annotations

import random
from pathlib import Path

from benchmarks.ledger import Ledger, LedgerPlay, check_ledger, read_ledger, seq_key
from bot.rules.common.deck import Deck
from bot.store import Store
from bot.store.records import Changes

T = 42


async def _ledgered_flips(db: Path, ledger_path: Path, flips: int) -> None:
    store = await Store.open(db)
    try:
        play = LedgerPlay(store, {}, rng_factory=lambda: random.Random(1))
        play.ledger = Ledger(ledger_path)
        play.ledgered.add(T)
        for _ in range(flips):
            await play.flip.flip(T, 7)
        await play.hand.hand_draw(T, 7)
        play.ledger.close()
    finally:
        await store.close()


async def test_every_acknowledged_unit_is_written_down_and_found(tmp_path: Path) -> None:
    db, ledger = tmp_path / "db.sqlite3", tmp_path / "ledger.jsonl"
    await _ledgered_flips(db, ledger, 5)
    entries = read_ledger(ledger)
    assert [e["seq"] for e in entries] == [1, 2, 3, 4, 5, 6]
    assert [e["cmd"] for e in entries] == ["FlipOps.flip"] * 5 + ["HandOps.hand_draw"]
    store = await Store.open(db)
    try:
        report = await check_ledger(store, ledger, strict=True)
    finally:
        await store.close()
    assert (report.acked, report.lost, report.exact, report.problems) == (6, 0, 1, ())


async def test_a_lost_command_and_changed_rows_are_reported(tmp_path: Path) -> None:
    db, ledger = tmp_path / "db.sqlite3", tmp_path / "ledger.jsonl"
    await _ledgered_flips(db, ledger, 5)
    store = await Store.open(db)
    try:
        # As if the last two acknowledged units had not reached the disk: the counter says 4.
        await store.commit(Changes(meta={seq_key(T): "4"}))
        lost = await check_ledger(store, ledger, strict=True)
        # The counter agrees with the ledger but a deck differs from what was acknowledged.
        await store.commit(Changes(meta={seq_key(T): "6"}))
        changes = Changes()
        changes.decks[(T, 7)] = Deck.fresh(random.Random(3))
        await store.commit(changes)
        changed = await check_ledger(store, ledger, strict=True)
    finally:
        await store.close()
    assert lost.lost == 2
    assert "2 acknowledged commands lost" in lost.problems[0]
    assert changed.lost == 0
    assert changed.problems == (f"key {T}: counter 6 but rows differ from the ledger",)
