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
from bot.play.encounter.steps import Seasons
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
