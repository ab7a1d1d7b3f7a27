"""Issue 41 §8: docs/verify_pairings.py is strict. It passes an honest export and fails each altered
one: a round deleted from the basis file, a basis file cut to its header, a pairings file cut short
(a round left without its pairs), an altered score in the pairings file (alone, or with both
reports to match); it names players by the export's names; and it refuses bad input plainly."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from bot.play import Play
from bot.play.league.export import basis_csv, pairings_csv

G, U = 7200, 42
SEED = bytes(range(60, 92))
ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "docs" / "verify_pairings.py"
NAMES = {user: f"Jugador{user - 300}" for user in range(301, 310)}


@pytest.fixture
async def export(play: Play) -> tuple[str, str]:
    """A nine-player Swiss season of four rounds: every game confirmed but one that an organiser
    sets after the next round is paired, and a drop after round 2 (a forfeit)."""
    play.league.seed_source = lambda: SEED
    info = await play.league.create(G, U, "Otoño", "m4e-gg1", is_organiser=True)
    ops, code = play.season, info.record.code
    for user, name in NAMES.items():
        await ops.join(None, code, user, name)
    view = None
    for round_no in range(1, 5):
        view = await ops.pair(G, "Otoño", U, round_no, "swiss", is_organiser=True)
        for index, pairing in enumerate(view.season.round_pairings(round_no)):
            second = pairing.second
            if second is None or any(view.season.player(p).dropped for p in pairing.players()):  # type: ignore[union-attr]
                continue
            if round_no == 2 and index == 0:
                continue  # left open: its first player drops, the opponent wins by forfeit
            mine, theirs = (pairing.first + round_no) % 7, (second * 3) % 7
            await ops.report(None, code, pairing.first, round_no, mine, theirs)
            view = await ops.report(None, code, second, round_no, theirs, mine)
            if round_no == 1 and index == 1:  # corrected later by an organiser: a legal change
                late = pairing
        if round_no == 2:
            dropped = view.season.round_pairings(2)[0].first
            await ops.remove_player(G, "Otoño", U, dropped, drop=True, is_organiser=True)
        if round_no == 3:
            await ops.set_result(G, "Otoño", U, 1, late.first, 9, 1, is_organiser=True)
    view = await ops.show(G, "Otoño")
    return pairings_csv(view), basis_csv(view)


def run(
    tmp_path: Path, pairings: str, basis: str, seed: str = SEED.hex()
) -> subprocess.CompletedProcess[str]:
    (tmp_path / "p.csv").write_text(pairings, encoding="utf-8")
    (tmp_path / "b.csv").write_text(basis, encoding="utf-8")
    args = [sys.executable, "-I", str(SCRIPT), seed, str(tmp_path / "p.csv"), str(tmp_path / "b.csv")]
    return subprocess.run(args, capture_output=True, text=True, timeout=120, check=False)


def rows(text: str) -> tuple[list[str], list[dict[str, str]]]:
    reader = csv.DictReader(io.StringIO(text))
    return list(reader.fieldnames or []), list(reader)


def write(fields: list[str], table: list[dict[str, str]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fields, lineterminator="\n", quoting=csv.QUOTE_ALL)
    writer.writeheader()
    writer.writerows(table)
    return out.getvalue()


def failed(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 1 and "MISMATCH" in done.stderr, done.stdout + done.stderr
    return done.stdout


async def test_the_honest_export_passes(export: tuple[str, str], tmp_path: Path) -> None:
    done = run(tmp_path, *export)
    assert done.returncode == 0 and "checked 4 rounds: all match" in done.stderr, done.stdout + done.stderr


async def test_a_round_deleted_from_the_basis_file_fails(export: tuple[str, str], tmp_path: Path) -> None:
    pairings, basis = export
    fields, table = rows(basis)
    out = failed(run(tmp_path, pairings, write(fields, [r for r in table if r["round"] != "2"])))
    assert "every round from 1 on" in out and "[1, 3, 4]" in out
    out = failed(run(tmp_path, pairings, write(fields, table[:-1])))  # the last round deleted
    assert "rounds [4] of the pairings file have no row in the basis file" in out


async def test_a_basis_file_cut_to_its_header_fails(export: tuple[str, str], tmp_path: Path) -> None:
    pairings, basis = export
    out = failed(run(tmp_path, pairings, basis.splitlines(keepends=True)[0]))
    assert "holds no round" in out


async def test_a_pairings_file_cut_short_fails(export: tuple[str, str], tmp_path: Path) -> None:
    pairings, basis = export
    fields, table = rows(pairings)
    out = failed(run(tmp_path, write(fields, [r for r in table if r["round"] != "4"]), basis))
    assert "round 4: the pairings file seats 0 player(s) of the 8" in out
    out = failed(run(tmp_path, write(fields, table[:-1]), basis))  # one game of round 4 cut off
    assert "round 4: the pairings file seats" in out


async def test_an_altered_score_in_the_pairings_file_fails(export: tuple[str, str], tmp_path: Path) -> None:
    pairings, basis = export
    fields, table = rows(pairings)
    game = next(r for r in table if r["round"] == "1" and r["status"] == "confirmed")
    won = int(game["first_vp"]) + 3
    alone = [{**r, "first_vp": str(won)} if r is game else r for r in table]
    out = failed(run(tmp_path, write(fields, alone), basis))
    assert "status 'confirmed'" in out and NAMES[int(game["first_id"])] in out
    # Both reports altered with it: a later round counted the true score, which fails it.
    told = f"{won}-{game['second_vp']}"
    matched = [
        {**r, "first_vp": str(won), "first_report": told, "second_report": told} if r is game else r
        for r in table
    ]
    out = failed(run(tmp_path, write(fields, matched), basis))
    assert "counted" in out and "the pairings file has confirmed" in out


async def test_a_late_report_waiting_for_the_organisers_is_consistent(
    export: tuple[str, str], tmp_path: Path
) -> None:
    """A game of the last round reported after the deadline: its reports, no score, status late."""
    pairings, basis = export
    fields, table = rows(pairings)
    game = next(r for r in table if r["round"] == "4" and r["status"] == "confirmed")
    late = [{**r, "status": "late", "first_vp": "", "second_vp": ""} if r is game else r for r in table]
    done = run(tmp_path, write(fields, late), basis)
    assert done.returncode == 0, done.stdout + done.stderr
    scored = [{**r, "status": "late"} if r is game else r for r in table]  # a late game with a score
    assert "status 'late'" in failed(run(tmp_path, write(fields, scored), basis))


async def test_problems_name_players_by_their_names_not_their_ids(
    export: tuple[str, str], tmp_path: Path
) -> None:
    pairings, basis = export
    fields, table = rows(pairings)
    one = [r for r in table if r["round"] == "3"]
    a, b = one[0], one[1]
    swapped = [
        {**r, "second_id": b["second_id"], "second": b["second"]} if r is a
        else {**r, "second_id": a["second_id"], "second": a["second"]} if r is b else r
        for r in table
    ]  # fmt: skip
    out = failed(run(tmp_path, write(fields, swapped), basis))
    assert "round 3 pairs: exported" in out
    assert any(name in out for name in NAMES.values())
    assert not any(str(user) in out for user in NAMES)


@pytest.mark.parametrize("seed", ["zz" * 32, "abc", SEED.hex() + "00", "ÿ" * 64])
async def test_a_bad_seed_is_refused_plainly(export: tuple[str, str], tmp_path: Path, seed: str) -> None:
    done = run(tmp_path, *export, seed=seed)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "64 hexadecimal characters" in done.stderr and "Traceback" not in done.stderr


async def test_a_missing_file_or_column_is_refused_plainly(export: tuple[str, str], tmp_path: Path) -> None:
    _, basis = export
    done = run(tmp_path, basis, basis)  # the basis file given as the pairings file
    assert done.returncode == 2 and "lacks the column(s)" in done.stderr, done.stderr
    args = [
        sys.executable,
        "-I",
        str(SCRIPT),
        SEED.hex(),
        str(tmp_path / "none.csv"),
        str(tmp_path / "no.csv"),
    ]
    gone = subprocess.run(args, capture_output=True, text=True, timeout=60, check=False)
    assert gone.returncode == 2 and "cannot read" in gone.stderr and "Traceback" not in gone.stderr
