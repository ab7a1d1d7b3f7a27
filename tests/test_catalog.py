"""The shipped season catalog: loads everything at start, picks defaults, fails loudly."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.catalog import SEASONS_DIR, SeasonDataError, catalog, default_season_ids, load_catalog
from bot.errors import DomainError
from bot.rules.encounter.season_parsing import parse_season


def test_the_seasons_directory_is_found_from_the_package() -> None:
    assert Path(__file__).resolve().parents[1] / "data" / "seasons" == SEASONS_DIR


def test_every_shipped_season_is_in_the_catalog() -> None:
    loaded = load_catalog()
    assert set(loaded.ids) == {"m3e-gg0", "m3e-gg1", "m3e-gg2", "m3e-gg3", "m3e-gg4", "m4e-gg0", "m4e-gg1"}
    assert [s.id for s in loaded.for_edition("m4e")] == ["m4e-gg0", "m4e-gg1"]
    assert [s.id for s in loaded.for_edition(" M3E ")] == [
        "m3e-gg0",
        "m3e-gg1",
        "m3e-gg2",
        "m3e-gg3",
        "m3e-gg4",
    ]
    assert loaded.for_edition("m2e") == ()


def test_defaults_are_the_newest_seasons_whose_mappings_are_all_confirmed() -> None:
    """Issue 12: seed 003 (003_a4581264c960f2cd.txt) prints Gaining Grounds 0's tables, e.g.
    "m: Corrupted Idols" and "R: Standard Deployment"; GG1's strategy suits are partly inferred,
    and a season whose mappings are partly inferred must not be the default."""
    loaded = load_catalog()
    assert loaded.default_for("m4e").id == "m4e-gg0"
    assert loaded.default_for("M3E").id == "m3e-gg0"
    for edition in ("m3e", "m4e"):
        assert not loaded.default_for(edition).inferred_parts()
    with pytest.raises(DomainError) as caught:
        loaded.default_for("m2e")
    assert caught.value.key == "season-error-no-default"
    assert caught.value.args_map == {"edition": "m2e"}


def test_the_default_rule_skips_inferred_scheme_tables_and_prefers_newer_years() -> None:
    loaded = load_catalog()
    gg4 = loaded.get("m3e-gg4")
    assert default_season_ids([gg4]) == {}
    schemes_only = gg4.model_copy(
        update={"confidence": gg4.confidence.model_copy(update={"schemes": "confirmed"})}
    )
    assert default_season_ids([schemes_only]) == {}, "inferred strategy suits still rule it out"
    confirmed_gg4 = gg4.model_copy(
        update={
            "confidence": gg4.confidence.model_copy(
                update={"schemes": "confirmed", "strategies": "confirmed"}
            )
        }
    )
    assert default_season_ids([loaded.get("m3e-gg0"), confirmed_gg4, loaded.get("m3e-gg1")]) == {
        "m3e": "m3e-gg4"
    }


def test_get_is_case_insensitive_and_unknown_ids_are_domain_errors() -> None:
    loaded = load_catalog()
    assert loaded.get(" M4E-GG1 ").name == "Gaining Grounds One"
    with pytest.raises(DomainError) as caught:
        loaded.get("gg5")
    assert caught.value.key == "season-error-unknown"
    assert caught.value.args_map["value"] == "gg5"
    assert "m3e-gg0" in caught.value.args_map["known"]


def test_the_shipped_catalog_is_loaded_once() -> None:
    assert catalog() is catalog()
    assert catalog().get("m3e-gg0") == parse_season(
        (SEASONS_DIR / "m3e-gg0.toml").read_text(encoding="utf-8")
    )


def copy_seasons(tmp_path: Path) -> Path:
    target = tmp_path / "seasons"
    shutil.copytree(SEASONS_DIR, target)
    return target


def test_a_broken_shipped_file_stops_the_start_with_its_line(tmp_path: Path) -> None:
    directory = copy_seasons(tmp_path)
    path = directory / "m3e-gg2.toml"
    lines = path.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines, 1) if line.startswith("7 = "))
    lines[number - 1] = "7 = Death Beds"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SeasonDataError) as caught:
        load_catalog(directory)
    assert "m3e-gg2.toml" in str(caught.value)
    assert f"line {number}, column 5" in str(caught.value)


def test_a_file_whose_id_differs_from_its_name_is_refused(tmp_path: Path) -> None:
    directory = copy_seasons(tmp_path)
    (directory / "m4e-gg0.toml").rename(directory / "renamed.toml")
    with pytest.raises(
        SeasonDataError, match=r"renamed\.toml: id 'm4e-gg0' must match the file name 'renamed'"
    ):
        load_catalog(directory)


def test_an_empty_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SeasonDataError, match="no season files"):
        load_catalog(tmp_path)


def test_the_default_is_the_newest_season_in_force_on_the_day() -> None:
    """Issue 24: shared/rules/seasons.md, "GG0 (2025; rotates out in September 2026)": after that
    the M4E default is Gaining Grounds One, which replaced it. The M3E files carry no dates (the
    sources give years only, and M4E replaced M3E), so its default stays the newest fully
    confirmed one."""
    import datetime

    loaded = catalog()
    assert loaded.default_for("m4e", datetime.date(2026, 8, 31)).id == "m4e-gg0"
    assert loaded.default_for("m4e", datetime.date(2026, 9, 1)).id == "m4e-gg1"
    assert loaded.default_for("m4e", datetime.date(2026, 11, 26)).id == "m4e-gg1"
    assert loaded.default_for("m3e", datetime.date(2026, 11, 26)).id == "m3e-gg0"
    gg0 = loaded.get("m4e-gg0")
    assert gg0.in_force_on(datetime.date(2025, 6, 1)) and not gg0.in_force_on(datetime.date(2026, 9, 1))


def test_a_season_ends_after_it_starts() -> None:
    text = (SEASONS_DIR / "m4e-gg0.toml").read_text(encoding="utf-8")
    broken = text.replace("in_force_until = 2026-09-01", "in_force_until = 2024-09-01")
    with pytest.raises(DomainError) as caught:
        parse_season(broken)
    assert "in_force_until" in str(caught.value.args_map.get("details", ""))
