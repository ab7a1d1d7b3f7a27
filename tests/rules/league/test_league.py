"""League draws: commitment, per-round derivation, verification, and the published script."""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import random
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.encounter.generation import derive_encounter
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.encounter.seasons import Season
from bot.rules.league.draws import (
    ROW_FIELDS,
    check_round,
    commitment,
    draw_round,
    new_seed,
    parse_commitment,
    parse_seed,
    round_key,
    round_random,
    seed_hex,
    verify,
)

ROOT = Path(__file__).resolve().parents[3]
SEASONS = ROOT / "data" / "seasons"
SEED = bytes(range(32))


@cache
def season(season_id: str) -> Season:
    return parse_season((SEASONS / f"{season_id}.toml").read_text(encoding="utf-8"))


# -- seeds and commitments ------------------------------------------------------------


def test_commitment_is_the_sha256_of_the_seed() -> None:
    assert commitment(SEED) == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    assert commitment(SEED) == hashlib.sha256(SEED).hexdigest()


def test_seed_must_be_32_bytes() -> None:
    assert new_seed(SEED) == SEED
    for size in (0, 31, 33):
        with pytest.raises(ValueError):
            new_seed(bytes(size))


def test_a_typed_seed_is_64_hex_characters() -> None:
    assert parse_seed("  " + SEED.hex().upper() + "\n") == SEED
    assert seed_hex(parse_seed(SEED.hex())) == SEED.hex()
    for bad in ("", SEED.hex()[:-1], SEED.hex() + "0", "g" * 64, SEED.hex()[:30] + " " + SEED.hex()[31:]):
        with pytest.raises(DomainError) as caught:
            parse_seed(bad)
        assert caught.value.key == "league-error-seed-invalid"
        assert caught.value.args_map == {"length": len(bad.strip())}


def test_a_typed_commitment_is_64_hex_characters() -> None:
    assert parse_commitment(commitment(SEED).upper()) == commitment(SEED)
    with pytest.raises(DomainError) as caught:
        parse_commitment("abc")
    assert caught.value.key == "league-error-commitment-invalid"


@pytest.mark.parametrize("round_no", [0, -1, 1000])
def test_round_numbers_are_1_to_999(round_no: int) -> None:
    with pytest.raises(DomainError) as caught:
        draw_round(season("m3e-gg0"), SEED, round_no)
    assert caught.value.key == "league-error-round-out-of-range"
    assert caught.value.args_map == {"round": round_no, "min": 1, "max": 999}


def test_round_limits_are_inclusive() -> None:
    assert check_round(1) == 1 and check_round(999) == 999


def test_round_key_is_hmac_sha256_of_the_round_label() -> None:
    expected = hmac.new(SEED, b"fatebot-league-v1|round=7", hashlib.sha256).digest()
    assert round_key(SEED, 7) == expected
    assert round_random(SEED, 7).random() == random.Random(int.from_bytes(expected, "big")).random()
    assert len({round_key(SEED, n) for n in range(1, 1000)}) == 999


# -- draws ------------------------------------------------------------------------------


def test_draws_are_pinned() -> None:
    """Published leagues depend on this: a change of algorithm must be a new version."""
    assert draw_round(season("m3e-gg0"), SEED, 1).row() == {
        "round": "1",
        "season": "m3e-gg0",
        "attacker": "second",
        "attacker_card": "6R",
        "defender_card": "3C",
        "strategy": "Turf War",
        "strategy_choices": "",
        "deployment": "Corner",
        "schemes": "Take Prisoner|Search the Ruins|Vendetta|Deliver a Message|Harness the Ley Line",
        "scheme_values": "7|4|13|11|3",
        "flips": "scenario:first:3C:used scenario:second:6R:used scheme:second:7M:used "
        "scheme:second:4R:used scheme:second:13M:used scheme:second:11C:used scheme:second:3M:used",
    }
    assert draw_round(season("m4e-gg1"), SEED, 1).row()["schemes"] == (
        "Make Sure They're Not Found|Leave Your Mark|Frame Job"
    )


def test_a_draw_is_the_derived_encounter_of_its_round() -> None:
    draw = draw_round(season("m4e-gg0"), SEED, 12)
    assert draw.round == 12
    assert draw.encounter == derive_encounter(season("m4e-gg0"), round_random(SEED, 12))
    assert list(draw.row()) == list(ROW_FIELDS)


def test_an_open_joker_strategy_is_exported_as_choices() -> None:
    rows = [draw_round(season("m4e-gg1"), SEED, n).row() for n in range(1, 80)]
    open_rows = [row for row in rows if row["strategy_choices"]]
    assert open_rows, "some round in 1..79 has a Red Joker attacker"
    for row in open_rows:
        assert row["strategy"] == "" and row["attacker_card"] == "RJ"
        assert row["strategy_choices"] == "Greased Pigs|Aetheric Conduit"


# -- commit, draw, reveal, verify -------------------------------------------------------


def league_rows(s: Season, seed: bytes, rounds: range) -> list[dict[str, str]]:
    return [draw_round(s, seed, n).row() for n in rounds]


@pytest.mark.parametrize("season_id", ["m3e-gg0", "m4e-gg1"])
def test_commit_draw_reveal_verify_round_trip(season_id: str) -> None:
    seed = new_seed(random.Random(season_id).randbytes(32))
    published = commitment(seed)  # /league create
    stored = league_rows(season(season_id), seed, range(1, 9))  # /league draw 1..8
    revealed = parse_seed(seed_hex(seed))  # /league reveal, typed back by a player
    report = verify(season(season_id), revealed, published, stored)
    assert report.ok and report.commitment_ok
    assert report.rounds_checked == tuple(range(1, 9))
    assert report.mismatches == () and report.bad_rounds == ()


def test_a_tampered_stored_draw_is_detected() -> None:
    s = season("m3e-gg0")
    stored = league_rows(s, SEED, range(1, 6))
    stored[2] = {**stored[2], "strategy": "Reckoning" if stored[2]["strategy"] != "Reckoning" else "Turf War"}
    stored[4] = {**stored[4], "schemes": "|".join(reversed(stored[4]["schemes"].split("|")))}
    report = verify(s, SEED, commitment(SEED), stored)
    assert not report.ok and report.commitment_ok
    assert report.bad_rounds == (3, 5)
    assert [(m.round, m.field) for m in report.mismatches] == [(3, "strategy"), (5, "schemes")]
    assert report.mismatches[0].expected == league_rows(s, SEED, range(3, 4))[0]["strategy"]


def test_a_different_seed_fails_the_commitment_and_the_draws() -> None:
    s = season("m4e-gg0")
    stored = league_rows(s, SEED, range(1, 4))
    other = bytes(32)
    report = verify(s, other, commitment(SEED), stored)
    assert not report.commitment_ok
    assert report.bad_rounds == (1, 2, 3)


def test_unreadable_duplicate_and_missing_fields_are_reported() -> None:
    s = season("m3e-gg0")
    good = league_rows(s, SEED, range(1, 3))
    partial = {key: value for key, value in good[1].items() if key != "flips"}
    rows = [good[0], {**good[0]}, {"round": "x"}, {"round": "0"}, {"round": "²"}, partial]
    report = verify(s, SEED, commitment(SEED), rows)
    assert [(m.round, m.field) for m in report.mismatches] == [
        (1, "round"),
        (None, "round"),
        (None, "round"),
        (None, "round"),
        (2, "flips"),
    ]
    assert report.rounds_checked == (1, 2)


def test_csv_export_round_trips_through_verify() -> None:
    s = season("m3e-gg3")  # has "Load 'Em Up"
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, ROW_FIELDS)
    writer.writeheader()
    writer.writerows(league_rows(s, SEED, range(1, 31)))
    rows = list(csv.DictReader(io.StringIO(buffer.getvalue())))
    assert verify(s, SEED, commitment(SEED), rows).ok


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=32, max_size=32), st.integers(1, 999), st.sampled_from(["m3e-gg2", "m4e-gg1"]))
def test_any_draw_verifies_and_any_single_field_change_is_caught(
    seed: bytes, round_no: int, season_id: str
) -> None:
    s = season(season_id)
    row = draw_round(s, seed, round_no).row()
    assert verify(s, seed, commitment(seed), [row]).ok
    for field in ROW_FIELDS[1:]:
        tampered = {**row, field: row[field] + "x"}
        report = verify(s, seed, commitment(seed), [tampered])
        assert [(m.round, m.field) for m in report.mismatches] == [(round_no, field)]


# -- the standalone script in docs/leagues.md ------------------------------------


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    doc = (ROOT / "docs" / "leagues.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
    assert len(blocks) == 1
    path = tmp_path_factory.mktemp("doc") / "verify_league.py"
    path.write_text(blocks[0], encoding="utf-8")
    return path


def run_script(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, timeout=120, check=False
    )


@pytest.mark.parametrize("season_id", ["m3e-gg0", "m3e-gg4", "m4e-gg0", "m4e-gg1"])
def test_the_documented_script_recomputes_the_same_draws(script: Path, season_id: str) -> None:
    seed = hashlib.sha256(season_id.encode()).digest()
    done = run_script(
        script,
        str(SEASONS / f"{season_id}.toml"),
        seed.hex(),
        "--commitment",
        commitment(seed),
        "--rounds",
        "1-60",
    )
    assert done.returncode == 0, done.stderr
    assert "commitment OK" in done.stderr
    assert list(csv.DictReader(io.StringIO(done.stdout))) == league_rows(
        season(season_id), seed, range(1, 61)
    )


def test_the_documented_script_finds_a_tampered_export(script: Path, tmp_path: Path) -> None:
    s = season("m4e-gg1")
    rows = league_rows(s, SEED, range(1, 5))
    rows[1]["deployment"] = "Standard" if rows[1]["deployment"] != "Standard" else "Wedge"
    export = tmp_path / "export.csv"
    with export.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, ROW_FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    done = run_script(script, str(SEASONS / "m4e-gg1.toml"), SEED.hex(), "--check", str(export))
    assert done.returncode == 1
    assert done.stdout.startswith("round 2 deployment: stored")
    wrong = run_script(script, str(SEASONS / "m4e-gg1.toml"), SEED.hex(), "--commitment", "00" * 32)
    assert wrong.returncode == 1 and "commitment MISMATCH" in wrong.stderr
