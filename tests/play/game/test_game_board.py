"""The game board's due times and claims as units of work, on SQLite and PostgreSQL: a change to
the game marks its board due a settle window later (in the same commit: its row of the due
queue), a burst keeps the first due time, edits of one board are spaced, a claim is taken once
(also by two stores on one database), a reopened store still finds what is due, and the end
forgets the board."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.play import Play
from bot.play.game.board import GameBoards
from bot.play.game.board_due import RETRY_S, SETTLE_S, SPACING_S
from bot.play.notices.ops import whose_move
from bot.store import Store, due_repo
from bot.store.due_repo import BOARD, Claimed
from tests.play.conftest import FakeClock, PlayFactory

T, G, A, B = 400, 8000, 51, 52  # table, guild, two players
CHANNEL, MESSAGE = 400, 9001


async def _due(play: Play) -> list[int]:
    """The tables whose board is due now (unclaimed)."""
    return [int(d.item) for d in await due_repo.due(play.store, play.now(), 50, BOARD)]


async def _claim(play: Play) -> Claimed | None:
    """The sweep's claim of the first due board, and the start of its edit."""
    claimed = await due_repo.claim(play.store, play.now(), 1, play.due.lease_s, BOARD)
    return claimed[0] if claimed else None


async def _started(play: Play) -> GameBoards:
    await play.game.start(T, G, A, B)
    boards = play.boards
    await boards.record(T, CHANNEL, MESSAGE, pinned=True, language="en", guild_id=G)
    return boards


async def test_a_change_marks_the_board_due_after_the_settle_window(play: Play, clock: FakeClock) -> None:
    boards = await _started(play)
    assert await _due(play) == []
    row = await boards.board(T)
    assert row is not None and row.due_at is None and row.edited_at == clock.now

    clock.advance(60)
    await play.game.score(T, A, strategy=0, soulstones=1)
    marked = clock.now + SETTLE_S
    assert (await boards.board(T)).due_at == marked  # type: ignore[union-attr]
    # A burst: more changes keep the first due time (one edit for all of them).
    clock.advance(1)
    await play.game.score(T, A, soulstones=1)
    assert (await boards.board(T)).due_at == marked  # type: ignore[union-attr]
    assert await _due(play) == []  # not yet: the window has not passed
    clock.advance(SETTLE_S)
    due = await due_repo.due(play.store, clock.now, 50, BOARD)
    assert [int(d.item) for d in due] == [T]

    claim = await due_repo.claim_row(play.store, due[0], clock.now + 60)
    assert claim is not None
    edited_row = await boards.start_edit(T)
    assert edited_row is not None and edited_row.message_id == MESSAGE and edited_row.edited_at == clock.now
    assert await due_repo.claim_row(play.store, due[0], clock.now + 60) is None  # taken: claimed once
    assert await _due(play) == [] and await play.due.next_due() == clock.now + 60  # the lease's end
    assert await due_repo.done(play.store, claim)
    assert await play.due.next_due() is None

    # Edits of one board are spaced: a change right after an edit waits for the spacing.
    edited = clock.now
    await play.game.score(T, A, soulstones=1)
    assert (await boards.board(T)).due_at == edited + SPACING_S  # type: ignore[union-attr]
    assert await play.due.next_due() == edited + SPACING_S


async def test_the_snapshot_is_the_game_as_stored(play: Play) -> None:
    boards = await _started(play)
    await play.game.score(T, A, soulstones=2)
    snapshot = await boards.snapshot(T, whose_move)
    assert snapshot.view is not None and snapshot.row is not None
    assert snapshot.view.state.soulstones_of(A) == 2
    assert snapshot.view.hand_counts == (0, 0)  # setup: nobody has drawn
    assert snapshot.row.message_id == MESSAGE


async def test_a_failed_edit_is_retried_later_unless_a_change_came_first(
    play: Play, clock: FakeClock
) -> None:
    boards = await _started(play)
    clock.advance(SPACING_S)
    await play.game.score(T, A, soulstones=1)
    clock.advance(SETTLE_S)
    claim = await _claim(play)
    assert claim is not None
    assert await due_repo.again(play.store, claim, boards.retry_at())
    assert (await boards.board(T)).due_at == clock.now + RETRY_S  # type: ignore[union-attr]

    clock.advance(RETRY_S)
    claim = await _claim(play)
    assert claim is not None  # the retry
    await play.game.score(T, A, soulstones=1)  # a change while the edit was under way
    marked = (await boards.board(T)).due_at  # type: ignore[union-attr]
    assert not await due_repo.again(play.store, claim, boards.retry_at())
    assert (await boards.board(T)).due_at == marked  # type: ignore[union-attr]
    assert not await due_repo.done(play.store, claim)  # nor does the edit's end clear it
    assert (await boards.board(T)).due_at == marked  # type: ignore[union-attr]


async def test_a_reopened_store_finds_the_due_board(open_play: PlayFactory, clock: FakeClock) -> None:
    play = await open_play()
    await _started(play)
    clock.advance(SPACING_S)
    await play.game.score(T, A, soulstones=1)
    await play.store.close()
    clock.advance(SETTLE_S)
    reopened = await open_play()
    assert await _due(reopened) == [T]


async def test_the_end_forgets_the_board(play: Play) -> None:
    boards = await _started(play)
    await play.game.end(T, A, concede=True)
    row = await boards.forget(T)
    assert row is not None and row.message_id == MESSAGE
    assert await boards.board(T) is None
    assert (await boards.snapshot(T, whose_move)).view is None


async def test_two_stores_on_one_database_claim_once(
    database: str | Path, play: Play, clock: FakeClock
) -> None:
    await _started(play)
    clock.advance(SPACING_S)
    await play.game.score(T, A, soulstones=1)
    clock.advance(SETTLE_S)
    other = await Store.open(database)
    try:
        key = (await due_repo.due(play.store, clock.now, 1, BOARD))[0]
        results = await asyncio.gather(
            due_repo.claim_row(play.store, key, clock.now + 60),
            due_repo.claim_row(other, key, clock.now + 60),
        )
    finally:
        await other.close()
    assert sorted(r is not None for r in results) == [False, True]


async def test_a_new_table_language_redraws_the_board_in_it(play: Play, clock: FakeClock) -> None:
    boards = await _started(play)
    clock.advance(SPACING_S)
    await play.set_language(T, "es", is_moderator=True)
    row = await boards.board(T)
    assert row is not None and row.language == "es" and row.due_at == clock.now + SETTLE_S
    clock.advance(SETTLE_S)
    assert await _due(play) == [T]  # redrawn now, not at the next step
    # Automatic (each user's locale) keeps the board's language; so does the same language.
    await play.set_language(T, None, is_moderator=True)
    await play.set_language(T, "es", is_moderator=True)
    assert (await boards.board(T)).language == "es"  # type: ignore[union-attr]


async def test_a_duel_waiting_on_its_defender_marks_the_board_due(play: Play, clock: FakeClock) -> None:
    """Whose move changed (the defender owes the answer) though the game did not: the board shows it."""
    boards = await _started(play)
    clock.advance(SPACING_S)
    await play.duel.duel_opposed(T, A, B, 6)
    assert (await boards.board(T)).due_at == clock.now + SETTLE_S  # type: ignore[union-attr]
    assert [(o.player, o.what) for o in (await boards.snapshot(T, whose_move)).owed] == [(B, "duel-accept")]
