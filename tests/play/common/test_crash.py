"""kill -9 at random moments: after every crash the file is intact, every deck is whole and
every acknowledged command is there.

The victim (benchmarks/crash_worker.py, forked by tests/power_loss/forkserver.py) runs every
kind of table state (flips, hands, shuffles, simple and opposed duels, initiative, Malifaux
games, leagues, Fulminato, Doomtrooper) with a ledger of acknowledged commands, plus many
players racing for a few tables with a busy expiry sweeper. Kills land in the middle of that
load, while the file is being opened (created or recovered), and while an old file is being
migrated. A kill leaves the OS's write cache intact; tests/power_loss covers the power cuts.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from benchmarks.ledger import LedgerReader, check_ledger
from benchmarks.load import check_store
from bot.store import Store, migrate
from tests.power_loss.figures import show
from tests.power_loss.forkserver import ForkServer, Outcome
from tests.power_loss.old_database import (
    OLD_VERSION,
    check_old_or_new,
    make_old_database,
    old_rows,
    table_names,
)

KILLS = 24
OPEN_KILLS = 16
MIGRATION_KILLS = 20

pytestmark = pytest.mark.slow


def _job(db: Path, work: Path, seed: int, **extra: object) -> dict[str, object]:
    return {
        "path": str(db),
        "ledger": str(work / "ledger.jsonl"),
        "stderr": str(work / "child.err"),
        "seed": seed,
        # Many players of five tables racing for the same locks, short-lived duels, a busy
        # sweeper: kills also land in the middle of expiries.
        "streams": 40,
        "tables": 5,
        "players": 20,
        "ttl": 0.3,
        "sweep": 0.05,
        **extra,
    }


def _kill_while_busy(server: ForkServer, job: dict[str, object], acks: int, delay: float) -> Outcome:
    """SIGKILL the worker once it has written ``acks`` more ledger lines, ``delay`` s later:
    in the middle of committing however fast or loaded the machine is."""
    ledger = Path(str(job["ledger"]))
    start = ledger.read_bytes().count(b"\n") if ledger.exists() else 0
    server.submit(job)
    pid = server.wait_ready()
    assert pid is not None, "the worker ended before it was ready"
    deadline = time.monotonic() + 30
    while ledger.read_bytes().count(b"\n") < start + acks:
        assert time.monotonic() < deadline, "the worker acknowledged nothing for 30 s"
        time.sleep(0.005)
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    return server.wait_exit(job)


async def _check(db: Path, reader: LedgerReader) -> tuple[int, int]:
    """Intact, every deck whole, nothing acknowledged lost; (decks, acknowledged commands)."""
    store = await Store.open(db)
    try:
        assert await store.integrity_check() == "ok"
        report = await check_store(store)
        assert report.problems == (), report.problems
        ledger = await check_ledger(store, reader.read(), strict=False)
        assert ledger.problems == (), ledger.problems
        assert ledger.lost == 0
        return report.decks, ledger.acked
    finally:
        await store.close()


async def test_random_kills_never_corrupt_the_file_or_lose_a_command(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    db = tmp_path / "crash.sqlite3"
    reader = LedgerReader(tmp_path / "ledger.jsonl")
    rng = random.Random(77)
    kills = progress = seen_decks = acked = 0
    with ForkServer() as server:
        for round_ in range(KILLS):
            outcome = _kill_while_busy(
                server, _job(db, tmp_path, round_ + 1), rng.randint(1, 40), rng.uniform(0.0, 0.05)
            )
            assert outcome.status == -signal.SIGKILL, outcome.stderr
            kills += 1
            progress += outcome.done
            decks, acked = await _check(db, reader)
            seen_decks = max(seen_decks, decks)
    kinds = {e["cmd"].split(".")[0] for e in reader.read() if "cmd" in e}
    show(
        request,
        f"crash test: {kills} SIGKILLs, {progress} contended commands and {acked} ledgered"
        f" commands acknowledged before the kills (lost: 0), {seen_decks} decks; kinds: {sorted(kinds)}",
    )
    assert kills >= 20
    assert seen_decks >= 10  # the load really wrote decks before being killed
    assert progress >= 200, progress  # ... and was busy committing when it was killed
    assert acked >= 400, acked
    # Every kind of state was written (the ledger names each unit by its play-layer class).
    assert {"Play", "DuelOps", "InitiativePlay", "GamePlay", "LeaguePlay", "FulminatoOps"} <= kinds
    assert "DoomtrooperOps" in kinds


def _statements_to_open() -> int:
    """Roughly how many SQL statements opening and fully migrating a new file takes."""
    return 12 + sum(len(m.statements()) for m in migrate.available())


async def test_kills_while_opening_leave_a_file_the_bot_can_open(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    db = tmp_path / "crash.sqlite3"
    ledger = tmp_path / "ledger.jsonl"
    reader = LedgerReader(ledger)
    rng = random.Random(78)
    fresh = before_ready = 0
    with ForkServer() as server:
        for round_ in range(OPEN_KILLS):
            if round_ % 2 == 0:
                # Half the kills land while a new file is being created and migrated.
                for path in [*tmp_path.glob("crash.sqlite3*"), ledger]:
                    path.unlink(missing_ok=True)
                reader = LedgerReader(ledger)
                fresh += 1
            else:
                # The other half while a file left with a busy WAL by a kill is being recovered.
                busy = _kill_while_busy(
                    server, _job(db, tmp_path, 300 + round_), rng.randint(1, 20), rng.uniform(0.0, 0.05)
                )
                assert busy.status == -signal.SIGKILL, busy.stderr
            job = _job(db, tmp_path, 100 + round_, kill_at_statement=rng.randint(1, _statements_to_open()))
            outcome = server.run(job)
            assert outcome.status == -signal.SIGKILL, outcome.stderr
            before_ready += not outcome.ready
            await _check(db, reader)
    show(
        request,
        f"kills while opening: {OPEN_KILLS} ({fresh} of a new file, the others recovering a killed one;"
        f" {before_ready} before the store was open); every file opened intact afterwards",
    )
    assert before_ready >= OPEN_KILLS // 2


async def test_kills_while_migrating_leave_the_old_or_the_new_version(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    latest = migrate.available()[-1].number
    assert latest > OLD_VERSION
    pristine = tmp_path / "old.sqlite3"
    await make_old_database(pristine)
    conn = sqlite3.connect(pristine)
    expected, old_tables = old_rows(conn), table_names(conn)
    conn.close()
    db = tmp_path / "crash.sqlite3"
    # Pragmas, BEGIN, the migrations' statements, user_version, COMMIT; then the bot's own.
    statements = 8 + sum(len(m.statements()) for m in migrate.available()[OLD_VERSION:]) + 12
    committed = statements - 12  # the bot's own statements come after the migrations' commit
    rng = random.Random(79)
    seen: dict[int, int] = {}
    with ForkServer() as server:
        for round_ in range(MIGRATION_KILLS):
            for suffix in ("-wal", "-shm"):
                Path(f"{db}{suffix}").unlink(missing_ok=True)
            (tmp_path / "ledger.jsonl").unlink(missing_ok=True)
            db.write_bytes(pristine.read_bytes())
            # Every other kill lands after the commit: most statements are the migrations', and
            # a kill chosen among all of them would seldom test the new version.
            at = rng.randint(1, committed) if round_ % 2 else rng.randint(committed + 1, statements)
            job = _job(db, tmp_path, 200 + round_, kill_at_statement=at)
            outcome = server.run(job)
            assert outcome.status == -signal.SIGKILL, outcome.stderr
            version = check_old_or_new(db, expected, old_tables, latest)
            seen[version] = seen.get(version, 0) + 1
            await _check(db, LedgerReader(tmp_path / "ledger.jsonl"))  # and the bot starts on it
    show(
        request, f"kills while migrating {OLD_VERSION} -> {latest}: {MIGRATION_KILLS}, versions after: {seen}"
    )
    assert seen.get(OLD_VERSION) and seen.get(latest), seen  # kills landed before and after the commit
