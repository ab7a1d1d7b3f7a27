"""Power cuts: "answered only after it is on disk" against a disk that loses its write cache.

The store runs in a forked child under the crash VFS (crashvfs.c, LD_PRELOAD): every write
since a file's last fsync is volatile, and at a random write or sync the power goes: all of
those writes, or a random part of them at 512-byte sectors, are dropped and the process ends
at once. The child drives every kind of table state through the real play layer and writes a
ledger of the commands it got an answer for. After each cut the database is reopened here,
in a process without the crash VFS: every acknowledged command must be there, every deck must
hold its 54 cards and ``PRAGMA integrity_check`` must say ok. The same run with
``synchronous=OFF`` must lose acknowledged commands, or the test would prove nothing.
"""

from __future__ import annotations

import random
import re
import shutil
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from benchmarks.ledger import LedgerReader, check_ledger, read_ledger
from benchmarks.load import check_store
from bot.store import Store, migrate
from tests.power_loss.figures import show
from tests.power_loss.forkserver import ForkServer
from tests.power_loss.old_database import (
    OLD_VERSION,
    check_old_or_new,
    make_old_database,
    old_rows,
    table_names,
)

CUTS = 200
CONTROL_CUTS = 12
MIGRATION_CUTS = 30
CUT_EXIT = 86  # crashvfs.c's exit status after a power cut
CUT_REPORT = re.compile(
    r"crashvfs: power cut at operation \d+ \(after (\d+) database syncs\):"
    r" (\d+) unsynced sector writes, (\d+) dropped"
)

# Slow; and not traced by coverage (CI): the checks after every cut compare the whole ledger,
# which under tracing took this module past its time and off the timing its figures assume.
pytestmark = [pytest.mark.slow, pytest.mark.no_cover]


@dataclass
class Figures:
    cuts: int = 0
    during_open: int = 0
    acked: int = 0
    lost: int = 0
    exact: int = 0
    rounds_losing: int = 0
    corrupt: int = 0
    in_flight: int = 0  # cuts that found unsynced writes to drop
    dropped: int = 0  # unsynced sector writes dropped, over all cuts
    db_syncs: int = 0  # syncs of the database file before the cuts (checkpoints, mostly)
    under_vfs: int = 0  # children that wrote their first ledger line with files open in the VFS
    problems: list[str] = field(default_factory=list)


def _job(
    db: Path, ledger: Path, err: Path, seed: int, synchronous: str, arm: dict[str, Any]
) -> dict[str, Any]:
    return {
        "path": str(db),
        "ledger": str(ledger),
        "stderr": str(err),
        "seed": seed,
        "synchronous": synchronous,
        "arm": arm,
    }


async def _check(db: Path, entries: list[dict[str, Any]], figures: Figures, *, strict: bool) -> int:
    """Reopen with the real VFS and compare with the ledger; the number of lost commands, or -1
    when the file is corrupt (only tolerated, and counted, when not ``strict``: the controls)."""
    try:
        store = await Store.open(db)
        try:
            integrity = await store.integrity_check()
            deck_report = await check_store(store)
            report = await check_ledger(store, entries, strict=True)
        finally:
            await store.close()
    except Exception as exc:  # a control's file may be garbage in any way: not the bot's
        if strict:
            raise
        figures.corrupt += 1
        figures.problems.append(f"corrupt: {exc!r}")
        return -1
    if integrity != "ok" or deck_report.problems:
        figures.corrupt += 1
    figures.problems.extend(report.problems)
    figures.problems.extend(deck_report.problems)
    if integrity != "ok":
        figures.problems.append(f"integrity_check: {integrity[:200]}")
    figures.exact += report.exact
    if not strict and (integrity != "ok" or deck_report.problems):
        return -1  # a control's damaged file: start again from nothing
    return report.lost


async def _power_cuts(
    crashvfs: Path, work: Path, *, cuts: int, synchronous: str, seed: int, fresh_after_loss: bool
) -> Figures:
    rng = random.Random(seed)
    main, fresh = work / "main", work / "fresh"
    main.mkdir()
    readers = {main: LedgerReader(main / "ledger.jsonl")}
    figures = Figures()
    with ForkServer(env={"LD_PRELOAD": str(crashvfs)}) as server:
        for round_ in range(cuts):
            if rng.random() < 0.1:
                # Power goes while a new file is being created and migrated (a file that is
                # already there is opened without a single write).
                shutil.rmtree(fresh, ignore_errors=True)
                fresh.mkdir()
                readers[fresh] = LedgerReader(fresh / "ledger.jsonl")
                where, arm = fresh, {"when": "open", "after": rng.randint(1, 12)}
            else:
                # ... or in the middle of the load on the file all the earlier cuts left.
                where, arm = main, {"when": "ready", "after": rng.randint(1, 800)}
            arm.update(seed=rng.getrandbits(32), keep=rng.choice((0.0, 0.5)))
            reader = readers[where]
            db, ledger, err = where / "fatebot.sqlite3", where / "ledger.jsonl", work / "child.err"
            seen = len(reader.read())
            job = _job(db, ledger, err, rng.getrandbits(32), synchronous, arm)
            # Half the runs checkpoint the WAL into the database file every 10 ms, not every 0.5 s.
            job["checkpoint_s"] = rng.choice((0.5, 0.01))
            outcome = server.run(job)
            if fresh_after_loss and outcome.status == 1 and "sqlite3.DatabaseError" in outcome.stderr:
                # A control: an earlier cut left damage that the checks did not see and this run
                # ran into (synchronous=OFF can corrupt a file, SQLite says so). Start afresh.
                figures.corrupt += 1
                reader.read()
                shutil.rmtree(where)
                where.mkdir()
                readers[where] = LedgerReader(ledger)
                continue
            assert outcome.status == CUT_EXIT, (
                f"round {round_}: child ended with {outcome.status}\n{outcome.stderr}"
            )
            figures.cuts += 1
            said = CUT_REPORT.search(outcome.stderr)
            assert said is not None, outcome.stderr
            figures.db_syncs += int(said[1])
            figures.dropped += int(said[3])
            figures.in_flight += int(said[2]) > 0
            new = reader.read()[seen:]
            # The child writes its first ledger line as soon as the store is open, with how many
            # files it had opened through the crash VFS.
            figures.during_open += not any("start" in e for e in new)
            figures.under_vfs += sum(1 for e in new if e.get("vfs_files"))
            figures.acked += sum(1 for e in new if "key" in e)
            lost = await _check(db, reader.entries, figures, strict=not fresh_after_loss)
            if lost:
                figures.rounds_losing += 1
                figures.lost += max(lost, 0)
                if fresh_after_loss:
                    # The ledger no longer matches the file: start again from nothing.
                    shutil.rmtree(where)
                    where.mkdir()
                    readers[where] = LedgerReader(ledger)
    assert figures.under_vfs == figures.cuts - figures.during_open, "a child ran without the crash VFS"
    return figures


def _control_line(synchronous: str, figures: Figures) -> str:
    return (
        f"control synchronous={synchronous}: {figures.cuts} cuts, {figures.acked} acknowledged,"
        f" lost {figures.lost} (in {figures.rounds_losing} of {figures.cuts} cuts;"
        f" {figures.corrupt} left the file corrupt)"
    )


def _assert_control_fails(figures: Figures) -> None:
    assert figures.lost > 0, "without an fsync per commit a power cut must lose acknowledged commands"


# 212 runs of the whole load, each with a cut: about 3 minutes alone, more beside other workers.
@pytest.mark.timeout(900)
async def test_power_cuts_lose_no_acknowledged_command_and_the_control_does(
    crashvfs: Path, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    (tmp_path / "full").mkdir()
    (tmp_path / "off").mkdir()
    figures = await _power_cuts(
        crashvfs, tmp_path / "full", cuts=CUTS, synchronous="FULL", seed=5, fresh_after_loss=False
    )
    # The control: the same load and cuts with the store's fsync per commit taken away.
    control = await _power_cuts(
        crashvfs, tmp_path / "off", cuts=CONTROL_CUTS, synchronous="OFF", seed=6, fresh_after_loss=True
    )
    show(
        request,
        f"power-loss test: synchronous=FULL: {figures.cuts} power cuts ({figures.during_open} while"
        f" creating the file; {figures.in_flight} with unsynced writes, {figures.dropped} sector writes"
        f" dropped; {figures.db_syncs} database syncs before them), {figures.acked} acknowledged"
        f" commands, lost {figures.lost},"
        f" integrity_check ok and 54 cards in every deck after every cut"
        f" | {_control_line('OFF', control)}",
    )
    assert figures.problems == [], figures.problems[:10]
    assert figures.lost == 0
    assert figures.corrupt == 0
    assert figures.cuts >= 200
    assert figures.during_open >= 10  # cuts landed while opening, too
    assert figures.acked >= 2_000  # the cuts landed in the middle of real work
    assert figures.exact >= figures.cuts  # rows were compared, not only counters
    assert figures.in_flight >= figures.cuts // 2  # most cuts caught writes not yet synced
    assert figures.db_syncs >= figures.cuts // 2  # ... and the WAL was checkpointed meanwhile
    _assert_control_fails(control)
    assert control.rounds_losing >= control.cuts // 2  # OFF never syncs: nearly every cut loses


async def test_synchronous_normal_loses_acknowledged_commands_too(
    crashvfs: Path, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """In WAL mode NORMAL syncs only at checkpoints (acknowledged commands since the last one
    are lost): why the store uses FULL. It never corrupts the file, as SQLite documents: a
    check that the crash VFS models a power cut as SQLite expects one (OFF does corrupt)."""
    control = await _power_cuts(
        crashvfs, tmp_path, cuts=CONTROL_CUTS, synchronous="NORMAL", seed=7, fresh_after_loss=True
    )
    show(request, f"power-loss {_control_line('NORMAL', control)}")
    _assert_control_fails(control)
    assert control.corrupt == 0, control.problems


# -- a power cut while migrating ------------------------------------------------------------------


async def test_power_cut_while_migrating_leaves_the_old_or_the_new_version(
    crashvfs: Path, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    latest = migrate.available()[-1].number
    assert latest > OLD_VERSION
    pristine = tmp_path / "old.sqlite3"
    await make_old_database(pristine)
    conn = sqlite3.connect(pristine)
    expected, old_tables = old_rows(conn), table_names(conn)
    conn.close()
    db, ledger, err = tmp_path / "fatebot.sqlite3", tmp_path / "ledger.jsonl", tmp_path / "child.err"
    rng = random.Random(9)
    seen: dict[int, int] = {}
    with ForkServer(env={"LD_PRELOAD": str(crashvfs)}) as server:
        # How many writes and syncs opening and migrating the old file takes.
        shutil.copy(pristine, db)
        arm = {"when": "ready", "after": 1, "seed": 1, "keep": 0.0}
        assert server.run(_job(db, ledger, err, 1, "FULL", arm)).status == CUT_EXIT
        opening = next(e["vfs_ops"] for e in read_ledger(ledger) if "start" in e)
        for _ in range(MIGRATION_CUTS):
            for suffix in ("-wal", "-shm"):
                Path(f"{db}{suffix}").unlink(missing_ok=True)
            shutil.copy(pristine, db)
            arm = {"when": "open", "after": rng.randint(1, opening + 2), "seed": rng.getrandbits(32)}
            arm["keep"] = rng.choice((0.0, 0.5))
            outcome = server.run(_job(db, ledger, err, 2, "FULL", arm))
            assert outcome.status == CUT_EXIT, outcome.stderr
            version = check_old_or_new(db, expected, old_tables, latest)
            seen[version] = seen.get(version, 0) + 1
            store = await Store.open(db)  # and the bot starts on it
            try:
                assert await store.schema_version() == latest
                assert (await check_store(store)).problems == ()
            finally:
                await store.close()
    show(
        request,
        f"power cuts while migrating {OLD_VERSION} -> {latest}: {MIGRATION_CUTS} cuts,"
        f" versions after: {seen}",
    )
    assert seen.get(OLD_VERSION) and seen.get(latest), seen  # cuts landed before and after the commit
