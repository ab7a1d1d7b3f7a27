"""The crash VFS itself: what was synced survives a cut, what was not is dropped (or kept)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CUT_EXIT = 86

VICTIM = textwrap.dedent(
    """
    import ctypes, sqlite3, sys
    lib = ctypes.CDLL(None)
    lib.crashvfs_arm.argtypes = (ctypes.c_longlong, ctypes.c_ulonglong, ctypes.c_double)
    lib.crashvfs_unsynced_bytes.restype = ctypes.c_longlong
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES ('synced')")
    assert lib.crashvfs_unsynced_bytes() == 0  # FULL synced the WAL at the commit
    db.execute("PRAGMA synchronous = OFF")
    db.execute("INSERT INTO t VALUES ('unsynced')")
    assert lib.crashvfs_unsynced_bytes() > 0
    lib.crashvfs_arm(1, 7, float(sys.argv[2]))  # the power goes at the next write or sync
    db.execute("INSERT INTO t VALUES ('never written')")
    sys.exit(0)
    """
)


def _rows_after_cut(crashvfs: Path, tmp_path: Path, keep: float) -> list[str]:
    db = tmp_path / f"keep-{keep}.sqlite3"
    done = subprocess.run(
        [sys.executable, "-c", VICTIM, str(db), str(keep)],
        env={**os.environ, "LD_PRELOAD": str(crashvfs)},
        capture_output=True,
        text=True,
    )
    assert done.returncode == CUT_EXIT, done.stderr
    assert "power cut at operation" in done.stderr
    conn = sqlite3.connect(db)  # this process: the real VFS
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return [r[0] for r in conn.execute("SELECT x FROM t ORDER BY rowid")]
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("keep", "rows"),
    [
        (0.0, ["synced"]),  # the power cut drops every write since the last sync
        (1.0, ["synced", "unsynced"]),  # ... unless the disk happened to write them all
    ],
)
def test_a_cut_drops_exactly_the_unsynced_writes(
    crashvfs: Path, tmp_path: Path, keep: float, rows: list[str]
) -> None:
    assert _rows_after_cut(crashvfs, tmp_path, keep) == rows
