"""`python -m bot copy-database`: SQLite → PostgreSQL → SQLite keeps every row, verified."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import bot.__main__ as entry
from benchmarks.load import check_store
from bot.play import Play
from bot.store import Store
from bot.store.copy import copy_database, open_backend, summarise


async def _fill(path: Path) -> dict[tuple[int, int], object]:
    """A database with some of everything: settings, decks, hands, open duels, meta."""
    rng = random.Random(5)
    store = await Store.open(path)
    try:
        play = Play(store, rng_factory=lambda: rng)
        await play.set_deck_mode(3, "shared", is_moderator=True)
        await play.set_language(2, "hu", is_moderator=True)
        for table in (1, 2, 3):
            for player in (10, 11, 12):
                await play.flip.flip(table, player, "+")
                await play.hand.hand_draw(table, player)
                await play.duel.duel_simple(table, player, 5, 12)
        await store.set_meta("note", "ünïcode | with a pipe")
        return {(t, o): d for t, o, d in await store.iter_all_decks()}
    finally:
        await store.close()


async def test_a_round_trip_through_postgresql_keeps_every_row(tmp_path: Path, pg_url: str) -> None:
    original = tmp_path / "original.sqlite3"
    back = tmp_path / "back.sqlite3"
    decks = await _fill(original)

    before, after = await copy_database(original, pg_url)
    assert before == after
    assert {s.name for s in before} >= {"tables", "decks", "pending", "meta"}
    assert sum(s.rows for s in before if s.name == "decks") == len(decks)
    assert any(s.rows for s in before if s.name == "pending")  # open duels went along

    again, restored = await copy_database(pg_url, back)
    assert again == after and restored == before

    store = await Store.open(back)
    try:
        assert {(t, o): d for t, o, d in await store.iter_all_decks()} == decks
        assert (await check_store(store)).problems == ()
        assert (await store.table_settings(2)).language == "hu"
        assert await store.get_meta("note") == "ünïcode | with a pipe"
    finally:
        await store.close()


async def test_a_checksum_sees_one_changed_byte(tmp_path: Path, pg_url: str) -> None:
    original = tmp_path / "original.sqlite3"
    await _fill(original)
    before, _after = await copy_database(original, pg_url)
    store = await Store.open(pg_url)
    try:
        await store.set_meta("note", "changed")
    finally:
        await store.close()
    backend = await open_backend(pg_url)
    try:
        changed = await summarise(backend)
    finally:
        await backend.close()
    differing = [a.name for a, b in zip(before, changed, strict=True) if a != b]
    assert differing == ["meta"]


async def test_a_target_with_rows_is_refused(tmp_path: Path, pg_url: str) -> None:
    original = tmp_path / "original.sqlite3"
    await _fill(original)
    await copy_database(original, pg_url)
    with pytest.raises(ValueError, match="not empty"):
        await copy_database(original, pg_url)


def test_the_command_line_copies_and_verifies(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    original = tmp_path / "original.sqlite3"
    asyncio.run(_fill(original))
    with pytest.raises(SystemExit) as done:
        entry.main(["copy-database", str(original), pg_url])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "copy verified: counts and checksums match" in out
    assert "MISMATCH" not in out
    with pytest.raises(SystemExit) as again:
        entry.main(["copy-database", str(original), pg_url])  # not empty any more
    assert again.value.code == 2
    assert "not empty" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        entry.main(["copy-database", str(original)])
    assert usage.value.code == 2
