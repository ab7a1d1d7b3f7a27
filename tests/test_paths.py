"""The data directory is found from the source tree, FATEBOT_DATA_DIR or the working directory."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import paths


def _make_data_dir(root: Path) -> Path:
    (root / "locales" / "en").mkdir(parents=True)
    (root / "seasons").mkdir()
    return root


def test_the_source_tree_holds_the_data() -> None:
    assert paths.data_dir_problem() is None
    assert (paths.DATA_DIR / "locales" / "en").is_dir()


def test_the_environment_variable_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    custom = _make_data_dir(tmp_path / "elsewhere")
    monkeypatch.setenv("FATEBOT_DATA_DIR", str(custom))
    assert paths.find_data_dir() == custom


def test_a_wrong_environment_variable_falls_back_to_the_source_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FATEBOT_DATA_DIR", str(tmp_path / "missing"))
    assert paths.find_data_dir() == paths.DATA_DIR


def test_a_missing_data_directory_is_one_clear_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths, "DATA_DIR", tmp_path)
    problem = paths.data_dir_problem()
    assert problem is not None
    assert "\n" not in problem
    assert str(tmp_path) in problem and "FATEBOT_DATA_DIR" in problem
