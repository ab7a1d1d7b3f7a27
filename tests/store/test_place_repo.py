"""The places of /games (migration 011) on SQLite and PostgreSQL: written and deleted with a
unit's other changes, a player's found through the index on the player, gone with their table."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store, place_repo
from bot.store.records import DM_GUILD, Changes, Place

T1, T2, G = 100, 200, 9000
ALICE, BOB, CAROL = 1, 2, 3


def _game(table: int, guild: int | None, players: tuple[int, ...], at: float) -> Place:
    return Place(table, "game", "game", players, guild, at)


async def _put(store: Store, *places: Place) -> None:
    await store.commit(Changes(places={(p.table_id, p.subject): p for p in places}))


async def test_a_players_places_newest_first_with_their_server(database: str | Path) -> None:
    store = await Store.open(database)
    try:
        await _put(store, _game(T1, G, (ALICE, BOB), 10.0))
        await _put(store, Place(T2, "p7", "duel", (CAROL, ALICE), DM_GUILD, 20.0))
        rows = await place_repo.places_of(store, ALICE, 10)
        assert [(r.table_id, r.subject, r.kind, r.guild_id) for r in rows] == [
            (T2, "p7", "duel", DM_GUILD),
            (T1, "game", "game", G),
        ]
        assert [r.subject for r in await place_repo.places_of(store, BOB, 10)] == ["game"]
        assert await place_repo.count_places(store, ALICE) == 2
        assert len(await place_repo.places_of(store, ALICE, 1)) == 1
        assert await place_repo.places_of(store, 999, 10) == []
    finally:
        await store.close()


async def test_an_unknown_server_keeps_the_stored_one_and_a_delete_removes_everyone(
    database: str | Path,
) -> None:
    store = await Store.open(database)
    try:
        await _put(store, _game(T1, G, (ALICE, BOB), 10.0))
        await _put(store, _game(T1, None, (ALICE, BOB), 30.0))  # a write by the sweep
        (row,) = await place_repo.places_of(store, BOB, 10)
        assert row.guild_id == G and row.opened_at == 10.0
        await store.commit(Changes(places={(T1, "game"): None}))
        assert await place_repo.places_of(store, ALICE, 10) == []
        assert await place_repo.places_of(store, BOB, 10) == []
    finally:
        await store.close()


async def test_the_last_value_in_a_batch_wins_and_a_forgotten_table_takes_its_places(
    database: str | Path,
) -> None:
    store = await Store.open(database)
    try:
        put = Changes(places={(T1, "p1"): Place(T1, "p1", "duel", (ALICE, BOB), G, 1.0)})
        gone = Changes(places={(T1, "p1"): None})
        first, second = store.enqueue(put), store.enqueue(gone)
        assert first is not None and second is not None
        await first
        await second
        assert await place_repo.places_of(store, ALICE, 10) == []
        await _put(store, _game(T2, G, (ALICE, BOB), 5.0))
        await store.commit(Changes(drop_tables={T2}))
        assert await place_repo.places_of(store, ALICE, 10) == []
    finally:
        await store.close()


async def test_the_query_by_player_uses_its_index(database: str | Path) -> None:
    store = await Store.open(database)
    try:
        await _put(store, *(_game(1000 + i, G, (i, i + 1), float(i)) for i in range(200)))
        query = "SELECT table_id FROM places WHERE player = ? ORDER BY opened_at DESC LIMIT 5"
        if store.kind == "sqlite":
            plan = await store.fetch_all(f"EXPLAIN QUERY PLAN {query}", (7,))
        else:
            await store.fetch_all("ANALYZE places")
            plan = await store.fetch_all(f"EXPLAIN {query}", (7,))
        assert any("places_by_player" in str(row[-1]) for row in plan), plan
        assert [r.table_id for r in await place_repo.places_of(store, 7, 5)] == [1007, 1006]
    finally:
        await store.close()
