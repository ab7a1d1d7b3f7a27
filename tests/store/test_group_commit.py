"""Group commit: many units in one transaction, failures isolated, nothing half-applied."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.loops import every
from bot.rules.common.deck import Deck
from bot.store import Changes, PendingRecord, Store, StoreClosedError, due_repo
from bot.store.games import read_state
from bot.store.records import DmMessage, PackedDeck

BAD_TABLE = 666


def _deck(seed: int) -> Deck:
    return Deck.fresh(random.Random(seed))


def _add_trigger(database: str | Path, condition: str) -> None:
    """Make deck writes matching ``condition`` (on the new row) fail, in either database."""
    if isinstance(database, str):
        _add_pg_trigger(database, condition)
        return
    conn = sqlite3.connect(database)
    for event in ("INSERT", "UPDATE"):
        conn.execute(
            f"CREATE TRIGGER refuse_{event.lower()} BEFORE {event} ON decks WHEN {condition}"
            " BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END"
        )
    conn.commit()
    conn.close()


def _add_pg_trigger(url: str, condition: str) -> None:
    async def add() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(
                "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS"
                f" $$ BEGIN IF {condition} THEN RAISE EXCEPTION 'refused by test trigger'"
                " USING ERRCODE = 'integrity_constraint_violation'; END IF; RETURN NEW; END $$"
            )
            await conn.execute(
                "CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON decks"
                " FOR EACH ROW EXECUTE FUNCTION refuse()"
            )
        finally:
            await conn.close()

    asyncio.run(add())


REFUSED = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


async def _fresh(path: str | Path) -> None:
    await (await Store.open(path)).close()


async def test_concurrent_units_share_transactions(database: str | Path) -> None:
    store = await Store.open(database)
    try:
        units = 300
        await asyncio.gather(
            *(store.commit(Changes(decks={(t, 1): _deck(t)}, meta={f"k{t}": str(t)})) for t in range(units))
        )
        assert store.units == units
        assert store.transactions < units / 5  # many units per fsync
        for t in (0, 150, 299):
            assert await store.deck(t, 1) == _deck(t)
            assert await store.get_meta(f"k{t}") == str(t)
    finally:
        await store.close()
    store = await Store.open(database)
    try:
        assert await store.count_rows("decks") == units
    finally:
        await store.close()


async def test_one_bad_unit_fails_alone(database: str | Path) -> None:
    path = database
    await _fresh(path)
    store = await Store.open(path)
    original = _deck(1)
    await store.commit(Changes(decks={(BAD_TABLE, 1): original}))
    await store.close()
    await asyncio.to_thread(_add_trigger, path, f"NEW.table_id = {BAD_TABLE}")

    store = await Store.open(path)
    try:
        assert await store.deck(BAD_TABLE, 1) == original  # now cached
        changed = _deck(2)
        results = await asyncio.gather(
            *(store.commit(Changes(decks={(t, 1): _deck(t)})) for t in range(50)),
            store.commit(Changes(decks={(BAD_TABLE, 1): changed}, meta={"bad": "x"})),
            *(store.commit(Changes(decks={(t, 1): _deck(t)})) for t in range(50, 100)),
            return_exceptions=True,
        )
        errors = [r for r in results if isinstance(r, BaseException)]
        assert len(errors) == 1 and isinstance(errors[0], REFUSED)
        assert results[50] is errors[0]
        assert await store.deck(BAD_TABLE, 1) == original  # neither disk nor cache changed
        assert await store.get_meta("bad") is None  # the unit's other rows were not written
        for t in range(100):
            assert await store.deck(t, 1) == _deck(t)
    finally:
        await store.close()


async def test_a_failing_disk_fails_every_unit_and_writes_nothing(database: str | Path) -> None:
    path = database
    await _fresh(path)
    await asyncio.to_thread(
        _add_trigger, path, "1 = 1"
    )  # every deck write fails, as if the disk refused them
    store = await Store.open(path)
    try:
        results = await asyncio.gather(
            *(store.commit(Changes(decks={(t, 1): _deck(t)}, meta={f"k{t}": "v"})) for t in range(20)),
            return_exceptions=True,
        )
        assert all(isinstance(r, REFUSED) for r in results)
        assert await store.count_rows("decks") == 0
        assert [await store.get_meta(f"k{t}") for t in range(20)] == [None] * 20
        assert await store.integrity_check() == "ok"
        await store.set_meta("after", "still works")
        assert await store.get_meta("after") == "still works"
    finally:
        await store.close()


async def test_a_cancelled_caller_still_waits_for_its_commit(database: str | Path) -> None:
    store = await Store.open(database)
    try:
        order: list[str] = []

        async def unit() -> None:
            try:
                await store.commit(Changes(decks={(1, 1): _deck(1)}))
            except asyncio.CancelledError:
                # By now the write is settled: the caller's lock could be released safely.
                order.append("cancelled after commit" if store.units == 1 else "cancelled early")
                raise

        task = asyncio.create_task(unit())
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert order == ["cancelled after commit"]
        assert await store.deck(1, 1) == _deck(1)
    finally:
        await store.close()


async def test_close_writes_what_is_queued_and_then_refuses(database: str | Path) -> None:
    path = database
    store = await Store.open(path)
    tasks = [asyncio.create_task(store.set_meta(f"k{i}", "v")) for i in range(10)]
    await asyncio.sleep(0)
    await store.close()
    await asyncio.gather(*tasks)
    with pytest.raises(StoreClosedError) as err:
        await store.set_meta("late", "v")
    assert err.value.key == "error-store-closed"
    store = await Store.open(path)
    try:
        assert await store.count_rows("meta") >= 10
    finally:
        await store.close()


async def test_pending_ids_are_never_reused_after_a_restart(database: str | Path) -> None:
    path = database
    store = await Store.open(path)
    first = store.new_pending_id()
    record = PendingRecord(first, 1, "duel", 5, "{}", {}, 0.0, 10.0)
    await store.commit(Changes(pending={first: record}))
    await store.commit(Changes(pending={first: None}))  # finished and deleted
    await store.close()
    store = await Store.open(path)
    try:
        assert store.new_pending_id() > first
    finally:
        await store.close()


async def test_pending_records_round_trip(database: str | Path) -> None:
    store = await Store.open(database)
    try:
        deck = _deck(3)
        held = deck.flip(2, random.Random(0)).cards
        pid = store.new_pending_id()
        record = PendingRecord(pid, 9, "duel", 5, '{"a":1}', {5: held}, 1.5, 901.5, 77, 88)
        await store.commit(Changes(decks={(9, 5): deck}, pending={pid: record}))
        assert await store.pending(pid) == record
        assert await store.pending_of_table(9) == [record]
        assert await store.pending_of_table(9, kind="flip") == []
        # Due to lapse at its expiry, in the due queue (bot.store.due_repo), with the record.
        assert await due_repo.due(store, 901.0, 10) == []
        assert await due_repo.due(store, 901.5, 10) == [due_repo.Due(due_repo.STEP, str(pid), 901.5)]
        await store.commit(Changes(pending={pid: None}))
        assert await due_repo.due(store, 901.5, 10) == []  # gone with the record
    finally:
        await store.close()


def test_packed_decks_round_trip() -> None:
    deck = _deck(4)
    rng = random.Random(5)
    deck.draw_to_hand(7, 6, rng)
    deck.draw_to_hand(2**62, 3, rng)
    deck.flip(3, rng)
    deck.discard_from_play(deck.in_play[:1])
    packed = PackedDeck.of(deck)
    assert packed.deck() == deck
    assert len(packed.draw) + len(packed.discard) + len(packed.in_play) == 54 - 9


async def test_checkpoints_run_beside_the_writer(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3", checkpoint_interval_s=0.02, every=every)
    try:
        assert await store.pragma("wal_autocheckpoint") == 0  # never inside a commit
        for i in range(20):
            await store.set_meta("k", str(i))
            await asyncio.sleep(0.005)
        for _ in range(100):
            if store.checkpoints:
                break
            await asyncio.sleep(0.02)
        assert store.checkpoints > 0
        assert await store.get_meta("k") == "19"
    finally:
        await store.close()
    plain = await Store.open(tmp_path / "db.sqlite3", checkpoint_interval_s=None)
    try:
        assert await plain.pragma("wal_autocheckpoint") == 1000  # SQLite's default
    finally:
        await plain.close()


async def test_repository_statements_commit_with_the_unit_in_order(database: str | Path) -> None:
    store = await Store.open(database)
    put = "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
    try:
        await asyncio.gather(
            *(
                store.commit(
                    Changes(
                        decks={(t, 1): _deck(t)},
                        statements=[(put, (f"repo{t}", "first")), (put, (f"repo{t}", "second"))],
                    )
                )
                for t in range(30)
            )
        )
        for t in range(30):
            assert await store.get_meta(f"repo{t}") == "second"
        with pytest.raises((sqlite3.OperationalError, asyncpg.UndefinedTableError)):
            await store.commit(Changes(decks={(99, 1): _deck(99)}, statements=[("DELETE FROM nowhere", ())]))
        assert await store.deck(99, 1) is None  # the unit's deck went down with its statement
    finally:
        await store.close()


async def test_close_still_closes_the_file_when_the_commit_task_was_cancelled(database: str | Path) -> None:
    store = await Store.open(database)
    assert store._committer is not None
    store._committer.cancel()
    await asyncio.sleep(0)
    await store.close()
    # The connection is closed: the file can be opened again and is intact.
    reopened = await Store.open(database)
    assert await reopened.integrity_check() == "ok"
    await reopened.close()


async def test_a_row_written_then_deleted_in_one_batch_stays_deleted(database: str | Path) -> None:
    """Early lock release lets the next unit at a table delete what a queued one wrote (a flip's
    open choice closed at once, a deck dropped): when both land in one transaction, the later
    change must win, whatever the order of the SQL statements."""
    store = await Store.open(database)
    try:
        table, owner = 5, 7
        record = PendingRecord(store.new_pending_id(), table, "flip", owner, "{}", {owner: ()}, 1.0, 2.0)
        created = Changes(
            decks={(table, owner): _deck(1)},
            pending={record.id: record},
            turns={table: "{}"},
            dm_messages={(table, owner): DmMessage(11, 12)},
            meta={"probe": "1"},
            game_states={(table, "fulminato"): "{}"},
        )
        removed = Changes(
            dropped_decks={(table, owner)},
            pending={record.id: None},
            turns={table: None},
            dm_messages={(table, owner): None},
            meta={"probe": None},
            game_states={(table, "fulminato"): None},
        )
        first, second = store.enqueue(created, (table,)), store.enqueue(removed, (table,))
        assert first is not None and second is not None
        before = store.transactions
        await asyncio.gather(first, second)
        assert store.transactions == before + 1  # one transaction held both
    finally:
        await store.close()
    store = await Store.open(database)  # read back from the database itself
    try:
        assert await store.pending(record.id) is None
        assert await store.deck(table, owner) is None
        assert await store.turn_state(table) is None
        assert await store.get_meta("probe") is None
        assert await store.dm_message(table, owner) is None
        assert await read_state(store, table, "fulminato") is None
    finally:
        await store.close()


async def test_a_table_row_is_touched_once_an_hour_and_again_once_forgotten(database: str | Path) -> None:
    """A flip's costliest row is its table's last use (its upsert checks every table that refers to
    tables): on a database of its own the store writes it at most once an hour per table, which the
    retention (days) does not notice; a table forgotten meanwhile gets its row back at its next use.
    A shared database is touched at every batch (another process may have forgotten the table)."""
    store = await Store.open(database)
    now = [1_000_000.0]
    store.clock = lambda: now[0]

    async def last_used() -> float | None:
        row = await store.fetch_one("SELECT last_used FROM tables WHERE id = ?", (3,))
        return None if row is None else float(row[0])

    try:
        await store.commit(Changes(decks={(3, 1): _deck(1)}))
        assert await last_used() == 1_000_000.0
        now[0] += 600
        await store.commit(Changes(decks={(3, 1): _deck(2)}))
        assert await last_used() == (1_000_600.0 if store.shared else 1_000_000.0)
        now[0] += 3600
        await store.commit(Changes(decks={(3, 1): _deck(3)}))
        assert await last_used() == 1_004_200.0
        await store.commit(Changes(drop_tables={3}))
        assert await last_used() is None
        now[0] += 60  # within the hour of its last touch: the row must come back all the same
        await store.commit(Changes(decks={(3, 1): _deck(4)}))
        assert await last_used() == 1_004_260.0
        assert await store.deck(3, 1) == _deck(4)
    finally:
        await store.close()
