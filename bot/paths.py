"""Where the bot's data files (seasons, locales, emoji) live.

`data/` sits beside `bot/` in the source tree. A non-editable install leaves it behind, so the
directory is looked up in order: `FATEBOT_DATA_DIR`, the source tree, the working directory.
"""

from __future__ import annotations

import os
from pathlib import Path

_SOURCE_TREE = Path(__file__).resolve().parents[1] / "data"


def _is_data_dir(path: Path) -> bool:
    return (path / "locales" / "en").is_dir() and (path / "seasons").is_dir()


def find_data_dir() -> Path:
    candidates = [Path(env)] if (env := os.environ.get("FATEBOT_DATA_DIR")) else []
    candidates += [_SOURCE_TREE, Path.cwd() / "data"]
    return next((path for path in candidates if _is_data_dir(path)), candidates[0])


DATA_DIR = find_data_dir()


def data_dir_problem() -> str | None:
    """One line saying why the data directory is unusable, or None when it is fine."""
    if _is_data_dir(DATA_DIR):
        return None
    return (
        f"fatebot: the data directory (with locales/ and seasons/) was not found at {DATA_DIR}; "
        "run from the source tree or set FATEBOT_DATA_DIR to the repository's data/ folder."
    )
