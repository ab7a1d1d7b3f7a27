"""/league export: cells a spreadsheet would run as formulas are neutralised (OWASP CSV injection).

A season file is written by whoever uploads it: a strategy called ``=HYPERLINK(...)`` must reach
the organiser's spreadsheet as text. OWASP's rule: a cell that starts with ``=``, ``+``, ``-``,
``@``, tab or carriage return gets a single quote in front. A cell that already starts with a
quote gets one too, so that reading the export back (drop one leading quote) is exact.
"""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from bot.play import Play
from bot.play.encounter import Seasons
from bot.play.league import draws as league_play
from bot.play.league.draws import LeaguePlay
from bot.rules.league.draws import ROW_FIELDS
from tests.rules.encounter.test_seasons import THIRTEEN, m3e_text

G, U = 7100, 42
SEED = bytes(range(100, 132))
ROOT = Path(__file__).resolve().parents[3]
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

HOSTILE_STRATEGIES = ['=HYPERLINK("http://evil.example","Turf War")', "+cmd' /C calc'!A0", "-2+3", "@SUM(A1)"]
HOSTILE_SCHEMES = ["=1+1", "'Twas a Scheme", *THIRTEEN[2:]]


def hostile_season() -> str:
    return m3e_text(HOSTILE_SCHEMES, HOSTILE_STRATEGIES).replace('id = "custom"', 'id = "hostile"')


async def exported(play: Play, rounds: int = 12) -> tuple[list[dict[str, str]], list[dict[str, str]], str]:
    await Seasons(play).save_custom(G, U, hostile_season(), is_organiser=True)
    ops = LeaguePlay(play, seed_source=lambda: SEED)
    await ops.create(G, U, "Evil", "hostile", is_organiser=True)
    for round_no in range(1, rounds + 1):
        await ops.draw(G, U, "Evil", round_no, is_organiser=True)
    info, text = await ops.export(G, "Evil", is_organiser=True)
    stored = [stored.row for stored in info.rounds]
    return stored, list(csv.DictReader(io.StringIO(text))), text


async def test_no_exported_cell_starts_like_a_formula(play: Play) -> None:
    stored, rows, _ = await exported(play)
    strategies = {row["strategy"] for row in stored}
    assert strategies & set(HOSTILE_STRATEGIES), "control: a hostile name reaches the export"
    assert any(row["schemes"].startswith("=1+1") for row in stored) or any(
        row["schemes"].startswith("'Twas") for row in stored
    )
    for row in rows:
        assert tuple(row) == ROW_FIELDS
        for field, cell in row.items():
            assert not cell.startswith(FORMULA_START), (field, cell)


async def test_the_export_reads_back_exactly(play: Play) -> None:
    stored, rows, _ = await exported(play)
    assert [{k: league_play.read_export_cell(v) for k, v in row.items()} for row in rows] == [
        {field: row[field] for field in ROW_FIELDS} for row in stored
    ]
    neutralised = [row["strategy"] for row in rows if row["strategy"].startswith("'")]
    assert neutralised and all(cell[1:] in HOSTILE_STRATEGIES for cell in neutralised)


@given(st.text(max_size=40))
def test_any_cell_is_neutralised_and_reads_back(text: str) -> None:
    cell = league_play.export_cell(text)
    assert not cell.startswith(FORMULA_START)
    assert league_play.read_export_cell(cell) == text
    assert cell == text or cell == "'" + text


def _documented_script(tmp_path: Path) -> Path:
    doc = (ROOT / "docs" / "leagues.md").read_text(encoding="utf-8")
    [block] = re.findall(r"```python\n(.*?)```", doc, re.S)
    path = tmp_path / "verify_league.py"
    path.write_text(block, encoding="utf-8")
    return path


async def test_the_documented_script_checks_a_neutralised_export(play: Play, tmp_path: Path) -> None:
    _, rows, text = await exported(play)
    export = tmp_path / "league-Evil.csv"
    export.write_text(text, encoding="utf-8")
    season = tmp_path / "hostile.toml"
    season.write_text(hostile_season(), encoding="utf-8")
    script = _documented_script(tmp_path)
    done = subprocess.run(
        [sys.executable, str(script), str(season), SEED.hex(), "--check", str(export)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"checked {len(rows)} rounds: all match" in done.stderr
    printed = subprocess.run(
        [sys.executable, str(script), str(season), SEED.hex(), "--rounds", f"1-{len(rows)}"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert printed.stdout == text  # the script writes the same neutralised CSV as the bot


async def test_the_pairing_script_recomputes_every_round_from_the_export(play: Play, tmp_path: Path) -> None:
    """docs/verify_pairings.py, standard library only, recomputes a season with a drop, a late
    report and a points change from the export alone; one altered exported result fails it."""
    from bot.play.league.export import basis_csv, pairings_csv
    from bot.play.league.season import LeagueSeasonPlay
    from bot.rules.league.standings import PointsRule

    draws = LeaguePlay(play, seed_source=lambda: SEED)
    info = await draws.create(G, U, "Nine", "m4e-gg1", is_organiser=True)
    ops, code = LeagueSeasonPlay(play, draws), info.record.code
    for user in range(201, 210):
        await ops.join(None, code, user, f"p{user}")
    late = None
    for round_no in range(1, 6):
        view = await ops.pair(G, "Nine", U, round_no, "swiss", is_organiser=True)
        for pairing in view.season.round_pairings(round_no):
            if pairing.second is None or view.season.pairing_of(round_no, pairing.first) is None:
                continue
            if round_no == 3 and late is None:
                late = pairing  # reported only after round 4 is paired
                continue
            if any(view.season.player(p).dropped for p in pairing.players()):  # type: ignore[union-attr]
                continue
            mine, theirs = (pairing.first * 3 + round_no) % 8, (pairing.second * 5) % 8
            await ops.report(None, code, pairing.first, round_no, mine, theirs)
            view = await ops.report(None, code, pairing.second, round_no, theirs, mine)
        if round_no == 2:
            await ops.remove_player(G, "Nine", U, 201, drop=True, is_organiser=True)
        if round_no == 3:
            await ops.set_points(G, "Nine", U, PointsRule(2, 1, 0), is_organiser=True)
        if round_no == 4 and late is not None:
            await ops.set_result(G, "Nine", U, 3, late.first, 6, 2, is_organiser=True)
    view = await ops.show(G, "Nine")
    assert [c.ok for c in await ops.check_pairings(view)] == [True] * 5
    pairs_file, basis_file = tmp_path / "pairings.csv", tmp_path / "basis.csv"
    pairs_file.write_text(pairings_csv(view), encoding="utf-8")
    basis = basis_csv(view)
    basis_file.write_text(basis, encoding="utf-8")
    script = ROOT / "docs" / "verify_pairings.py"

    def run() -> subprocess.CompletedProcess[str]:
        args = [sys.executable, "-I", str(script), SEED.hex(), str(pairs_file), str(basis_file)]
        return subprocess.run(args, capture_output=True, text=True, timeout=120, check=False)

    done = run()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checked 5 rounds: all match" in done.stderr
    # Control: one exported result altered (round 1's first game, a VP changed) is caught.
    rows = list(csv.DictReader(io.StringIO(basis)))
    first = rows[-1]["results"].split()[0].split(":")
    altered = ":".join([*first[:3], str((int(first[3]) + 5) % 10), *first[4:]])
    basis_file.write_text(basis.replace(rows[-1]["results"].split()[0], altered, 1), encoding="utf-8")
    done = run()
    assert done.returncode == 1 and "MISMATCH" in done.stderr, done.stdout + done.stderr
