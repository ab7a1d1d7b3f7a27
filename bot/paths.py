"""Where the bot's data files (seasons, locales, emoji) live.

`data/` sits beside `bot/` in the source tree, and is shipped as the package `fatebot_data`
(pyproject.toml maps it to `data/`), so `pip install .`, pipx and the Docker image find it
without any setting. Looked up in order: `FATEBOT_DATA_DIR`, the source tree, the installed
`fatebot_data` package, the working directory.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

_SOURCE_TREE = Path(__file__).resolve().parents[1] / "data"
PACKAGE = "fatebot_data"
# Read here, at import, from the environment only (not from .env): settings need the data to load.
DATA_DIR_SETTING = "FATEBOT_DATA_DIR"
DATA_DIR_DESCRIPTION = "environment only: another data/ folder (seasons, locales, emoji)"


def _is_data_dir(path: Path) -> bool:
    return (path / "locales" / "en").is_dir() and (path / "seasons").is_dir()


def packaged_data_dirs() -> list[Path]:
    """The folders of the installed `fatebot_data` package (none when it is not installed)."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        return []
    if spec is None or spec.submodule_search_locations is None:
        return []
    return [Path(location) for location in spec.submodule_search_locations]


def find_data_dir() -> Path:
    candidates = [Path(env)] if (env := os.environ.get(DATA_DIR_SETTING)) else []
    candidates += [_SOURCE_TREE, *packaged_data_dirs(), Path.cwd() / "data"]
    return next((path for path in candidates if _is_data_dir(path)), candidates[0])


DATA_DIR = find_data_dir()


def data_dir_problem() -> str | None:
    """One line saying why the data directory is unusable, or None when it is fine."""
    if _is_data_dir(DATA_DIR):
        return None
    return (
        f"fatebot: the data directory (with locales/ and seasons/) was not found at {DATA_DIR}; "
        "reinstall fatebot (pip install .) or set FATEBOT_DATA_DIR to the repository's data/ folder."
    )
