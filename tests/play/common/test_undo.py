"""Undoing the units of work of a command whose reply was not delivered (bot.play.common.undo)."""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.load import check_store
from bot.play import Play
from bot.play.common.undo import journal
from bot.play.initiative import InitiativePlay
from bot.rules.flip.modifiers import PLUS, FateModifier
from bot.store import Store
from tests.play.conftest import FakeClock

T, P, Q = 300, 21, 22


async def table_state(play: Play) -> tuple[Any, ...]:
    store = play.store
    decks = await store.decks_of_table(T)
    return (
        {o: (d.draw, d.discard, d.in_play, d.hands) for o, d in decks.items()},
        await store.pending_of_table(T),
        await store.turn_state(T),
    )


async def test_a_duel_opened_and_undone_is_gone_and_its_cards_are_back_in_order(play: Play) -> None:
    await play.hand_draw(T, P)
    before = await table_state(play)
    with journal() as done:
        view = await play.duel_simple(T, P, 5, 10, modifier=PLUS)
    # Control: the duel was committed and holds cards, so the check below can fail.
    assert not view.is_over and view.state.in_play()
    assert await table_state(play) != before

    undone = await play.undo(done)

    assert [u.exact for u in undone] == [True]
    assert await table_state(play) == before
    assert (await check_store(play.store)).problems == ()
    again = await play.duel_simple(T, P, 5, 10, modifier=PLUS)
    assert again.state.in_play() == view.state.in_play()  # the same cards, from the same places


async def test_without_a_journal_nothing_is_recorded(play: Play) -> None:
    with journal() as done:
        pass
    await play.duel_opposed(T, P, Q, 5)
    assert done.receipts == []
    assert await play.undo(done) == []
    assert len(await play.store.pending_of_table(T)) == 1


async def test_a_move_made_meanwhile_is_kept_and_only_the_open_record_is_cancelled(play: Play) -> None:
    await play.set_deck_mode(T, "shared", is_moderator=True)
    await play.hand_draw(T, P)
    with journal() as done:
        view = await play.duel_simple(T, P, 5, 10, modifier=PLUS)
    held = view.state.in_play()[P]
    other = await play.flip(T, Q)  # someone else flips from the shared deck before the undo

    undone = await play.undo(done)

    assert [(u.exact, u.cancelled) for u in undone] == [(False, (view.duel_id,))]
    assert await play.store.pending_of_table(T) == []
    shared = await play.store.deck(T, 0)
    assert shared is not None and shared.in_play == []
    assert set(held) <= set(shared.discard) and other.card in shared.discard
    assert (await check_store(play.store)).problems == ()


async def test_an_initiative_and_the_turn_state_are_restored(play: Play) -> None:
    await play.set_game(T, "m2e", is_moderator=True)
    await play.hand_draw(T, P)
    await play.hand_draw(T, Q)
    before = await table_state(play)
    with journal() as done:
        view = await InitiativePlay(play).start(T, P, Q)
    assert not view.is_over
    await play.undo(done)
    assert await table_state(play) == before


async def test_a_deck_the_command_created_is_gone_again(play: Play) -> None:
    with journal() as done:
        await play.flip(T, P, PLUS)
    assert len(done.receipts) == 1
    assert await play.store.deck(T, P) is not None  # control: the first flip created the deck
    await play.undo(done)
    assert await play.store.deck(T, P) is None
    assert await play.store.decks_of_table(T) == {}
    assert await play.store.pending_of_table(T) == []
    await play.flip(T, P, PLUS)  # and the next first use works
    assert (await play.store.deck(T, P)) is not None


async def test_a_receipt_cannot_restore_what_it_did_not_see(play: Play) -> None:
    """A unit that wrote raw statements of another repository cannot be restored row by row (it
    is left as it is, having opened nothing); the command's other units are still undone exactly."""
    with journal() as done:
        view = await play.duel_opposed(T, P, Q, 5)

        async def foreign(work: Any) -> None:
            work.changes.statements.append(("DELETE FROM meta WHERE key = ?", ("no-such-key",)))

        await play.run(T, foreign)
    undone = await play.undo(done)
    assert [u.exact for u in undone] == [False, True]
    assert await play.store.pending(view.duel_id) is None


@settings(max_examples=25, deadline=None)
@given(
    steps=st.lists(
        st.tuples(st.sampled_from(["flip", "simple", "opposed", "draw"]), st.integers(-2, 2)),
        min_size=1,
        max_size=6,
    ),
    shared=st.booleans(),
    seed=st.integers(0, 2**32),
)
def test_any_command_sequence_under_a_journal_undoes_to_the_exact_state(
    steps: list[tuple[str, int]], shared: bool, seed: int
) -> None:
    asyncio.run(_undo_round_trip(steps, shared, seed))


async def _undo_round_trip(steps: list[tuple[str, int]], shared: bool, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "fatebot.sqlite3")
        rng = random.Random(seed)
        try:
            play = Play(store, rng_factory=lambda: rng, clock=FakeClock())
            if shared:
                await play.set_deck_mode(T, "shared", is_moderator=True)
            await play.hand_draw(T, P)
            before = await table_state(play)
            with journal() as done:
                for kind, net in steps:
                    modifier = FateModifier(net)
                    if kind == "flip":
                        await play.flip(T, P, modifier)
                    elif kind == "simple":
                        await play.duel_simple(T, P, 5, 10, modifier=modifier)
                    elif kind == "opposed":
                        await play.duel_opposed(T, P, Q, 5, modifier=modifier)
                    else:
                        await play.hand_draw(T, Q)
            await play.undo(done)
            assert await table_state(play) == before
            assert (await check_store(store)).problems == ()
        finally:
            await store.close()
