"""Issue 24 §5: the SQLite file (every hand, salt and unrevealed seed) is created 0600, and so
are its -wal and -shm files, whatever the umask lets through."""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest

from bot.rules.common.deck import Deck
from bot.store import Changes, Store


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_a_new_database_and_its_wal_and_shm_are_the_owners_only(tmp_path: Path) -> None:
    database = tmp_path / "fatebot.sqlite3"
    old = os.umask(0o022)  # the usual umask: without care the files would be 0644
    try:
        store = await Store.open(database, checkpoint_interval_s=None)
        try:
            await store.commit(Changes(decks={(1, 1): Deck.fresh(random.Random(1))}, ensure_tables={1}))
            wal, shm = Path(f"{database}-wal"), Path(f"{database}-shm")
            assert wal.exists() and shm.exists()
            assert (mode(database), mode(wal), mode(shm)) == (0o600, 0o600, 0o600)
        finally:
            await store.close()
    finally:
        os.umask(old)


async def test_an_existing_readable_database_is_kept_and_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "fatebot.sqlite3"
    database.touch(mode=0o644)
    database.chmod(0o644)
    store = await Store.open(database, checkpoint_interval_s=None)
    await store.close()
    assert mode(database) == 0o644  # the operator's choice stands
    assert "may be read by other users" in caplog.text
