"""Caps on open records per player and per table (bot.play.common.limits, issue 10 §4)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.load import LoadStats, random_command
from bot.errors import DomainError
from bot.play import Play
from bot.play.common.limits import (
    FLIP_KIND,
    MAX_OPEN_DUELS_PER_PLAYER,
    MAX_OPEN_DUELS_PER_TABLE,
    MAX_OPEN_FLIPS_PER_PLAYER,
    OpenRecord,
    TableRecords,
)
from bot.play.common.undo import journal
from bot.rules.flip.modifiers import PLUS
from tests.play.conftest import FakeClock, PlayFactory
from tests.play.helpers import refused

T, P, Q = 400, 31, 32


async def table_state(play: Play, table: int = T) -> tuple[Any, ...]:
    decks = await play.store.decks_of_table(table)
    return (
        {o: (d.draw, d.discard, d.in_play, d.hands) for o, d in decks.items()},
        [(r.id, r.owner, r.kind) for r in await play.store.pending_of_table(table)],
    )


async def test_duels_past_the_cap_are_refused_and_change_nothing(play: Play) -> None:
    for _ in range(MAX_OPEN_DUELS_PER_PLAYER):
        await play.duel.duel_opposed(T, P, Q, 5)
    before = await table_state(play)
    with refused("limit-error-open-duels") as args:
        await play.duel.duel_opposed(T, P, Q, 5)
    assert args == {"max": MAX_OPEN_DUELS_PER_PLAYER}
    with refused("limit-error-open-duels"):
        await play.duel.duel_simple(T, P, 5, 10)
    with refused("limit-error-open-duels"):
        await play.initiative.start(T, P, Q)
    assert await table_state(play) == before
    # Another player at the same table, and the same player at another table, are unaffected.
    await play.duel.duel_opposed(T, Q, P, 5)
    await play.duel.duel_opposed(T + 1, P, Q, 5)
    # A plain flip opens nothing and is never capped.
    await play.flip.flip(T, P)


async def test_a_players_oldest_flip_choices_close_instead_of_a_flip_being_refused(play: Play) -> None:
    opened: list[int] = []
    while len(opened) < MAX_OPEN_FLIPS_PER_PLAYER + 5:  # a Black Joker leaves no choice
        outcome = await play.flip.flip(T, P, PLUS)
        if outcome.flip_id is not None:
            opened.append(outcome.flip_id)
            expected = (
                opened[-MAX_OPEN_FLIPS_PER_PLAYER - 1] if len(opened) > MAX_OPEN_FLIPS_PER_PLAYER else None
            )
            assert [c.pending_id for c in outcome.closed] == ([] if expected is None else [expected])
            assert all(c.kind == "flip" and c.returned == 0 for c in outcome.closed)
    records = await play.store.pending_of_table(T)
    assert [r.id for r in records] == opened[-MAX_OPEN_FLIPS_PER_PLAYER:]
    q = await play.flip.flip(T, Q, PLUS)  # another player's choices are their own
    assert q.closed == ()
    await play.duel.duel_opposed(T, P, Q, 5)  # duels have their own cap
    deck = await play.store.deck(T, P)
    assert deck is not None and deck.is_complete()


async def _open_flip_choices(play: Play, count: int, table: int = T) -> list[int]:
    opened: list[int] = []
    while len(opened) < count:  # a Black Joker leaves no choice
        outcome = await play.flip.flip(table, P, PLUS)
        if outcome.flip_id is not None:
            opened.append(outcome.flip_id)
    return opened


async def test_the_flip_cap_is_known_again_after_a_restart(play: Play, open_play: PlayFactory) -> None:
    opened = await _open_flip_choices(play, MAX_OPEN_FLIPS_PER_PLAYER)
    await play.store.close()  # the bot restarts: the new one has no index in memory yet
    play = await open_play()
    newest = await _open_flip_choices(play, 1)
    assert [r.id for r in await play.store.pending_of_table(T)] == [*opened[1:], *newest]


async def test_lapsed_and_undone_flip_choices_give_their_place_back(play: Play, clock: FakeClock) -> None:
    await _open_flip_choices(play, MAX_OPEN_FLIPS_PER_PLAYER)
    clock.advance(play.flip_ttl_s + 1)
    assert len(await play.sweep_expired()) == MAX_OPEN_FLIPS_PER_PLAYER
    assert len(play.open_records) == 0
    with journal() as done:
        await _open_flip_choices(play, MAX_OPEN_FLIPS_PER_PLAYER)
    await play.undo(done)
    assert await play.store.pending_of_table(T) == []
    kept = await _open_flip_choices(play, MAX_OPEN_FLIPS_PER_PLAYER)
    assert [r.id for r in await play.store.pending_of_table(T)] == kept  # none closed: none was open


async def test_the_cap_holds_under_concurrency(play: Play) -> None:
    attempts = 6 * MAX_OPEN_DUELS_PER_PLAYER
    results = await asyncio.gather(
        *(play.duel.duel_opposed(T, P, Q, 5) for _ in range(attempts)),
        *(play.duel.duel_opposed(T, Q, P, 5) for _ in range(attempts)),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(e, DomainError) and e.key == "limit-error-open-duels" for e in errors)
    owners = [r.owner for r in await play.store.pending_of_table(T)]
    assert owners.count(P) == MAX_OPEN_DUELS_PER_PLAYER == owners.count(Q)
    assert len(errors) == 2 * (attempts - MAX_OPEN_DUELS_PER_PLAYER)


async def test_what_the_caps_count_is_what_the_store_holds_after_a_mixed_load(play: Play) -> None:
    """The open records are kept in memory (OpenRecords): after 1,200 concurrent mixed commands
    (flips, duels, cheats, resets, ...) on one table they are exactly the stored ones."""
    players = [2000 + p for p in range(30)]
    open_duels: dict[tuple[int, int], list[int]] = {}
    stats = LoadStats()

    async def stream(player: int, seed: int) -> None:
        local = random.Random(seed)
        for _ in range(20):
            await random_command(play, local, T, player, open_duels, stats)

    await play.duel.duel_opposed(T, P, Q, 5)  # the table is known before the load starts
    assert play.open_records.known(T) is not None
    await asyncio.gather(*(stream(p, 2 * i + k) for i, p in enumerate(players) for k in range(2)))
    stored = {
        r.id: OpenRecord(r.owner, r.kind, r.created_at, r.expires_at)
        for r in await play.store.pending_of_table(T)
    }
    assert stats.done["duel"] > 10 and len(stored) > 10
    assert play.open_records.known(T) == stored


async def test_lapsed_records_do_not_count(play: Play, clock: FakeClock) -> None:
    for _ in range(MAX_OPEN_DUELS_PER_PLAYER):
        await play.duel.duel_opposed(T, P, Q, 5)
    clock.advance(play.duel_ttl_s + 1)  # all lapsed; the sweep has not run yet
    await play.duel.duel_opposed(T, P, Q, 5)


async def test_a_table_holds_at_most_its_cap_of_open_duels(play: Play) -> None:
    players = MAX_OPEN_DUELS_PER_TABLE // MAX_OPEN_DUELS_PER_PLAYER
    for player in range(1000, 1000 + players):
        await asyncio.gather(
            *(play.duel.duel_opposed(T, player, P, 5) for _ in range(MAX_OPEN_DUELS_PER_PLAYER))
        )
    assert len(await play.store.pending_of_table(T)) == MAX_OPEN_DUELS_PER_TABLE
    before = await table_state(play)
    with refused("limit-error-table-full") as args:
        await play.duel.duel_opposed(T, Q, P, 5)
    assert args == {"max": MAX_OPEN_DUELS_PER_TABLE}
    with refused("limit-error-table-full"):
        await play.initiative.start(T, Q, P)
    assert await table_state(play) == before
    await play.flip.flip(T, Q, PLUS)  # flips are never refused


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 12), st.none() | st.tuples(st.integers(0, 3), st.booleans())), max_size=60
    )
)
def test_each_players_flip_index_is_the_tables_open_flips(steps: list[tuple[int, Any]]) -> None:
    """``TableRecords.flips`` (what a flip reads to close its player's oldest choices) always
    equals the flips among the table's records, whatever opens, replaces and closes them."""
    table = TableRecords({})
    for clock, (pending_id, change) in enumerate(steps):
        if change is None:
            table.remove(pending_id)
        else:
            owner, is_flip = change
            table.put(pending_id, OpenRecord(owner, FLIP_KIND if is_flip else "duel", float(clock), 1e9))
        derived: dict[int, dict[int, float]] = {}
        for record_id, record in table.records.items():
            if record.kind == FLIP_KIND:
                derived.setdefault(record.owner, {})[record_id] = record.created_at
        assert table.flips == derived
