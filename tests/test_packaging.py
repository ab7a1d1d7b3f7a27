"""An installed copy (pip install ., pipx, the Docker image) runs without the source tree.

The wheel is built offline from a copy of the project (`pip wheel . --no-deps`, without build
isolation: the test extra brings setuptools), then unpacked into a folder that is put first on
the path of a fresh interpreter started elsewhere, with no FATEBOT_DATA_DIR: it must load the
locales, the seasons and the suit emoji from the installed `fatebot_data` package.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PIP_WHEEL = (
    sys.executable,
    "-m",
    "pip",
    "wheel",
    ".",
    "--no-deps",
    "--no-build-isolation",
    "--no-index",
    "-q",
)
SHIPPED = ("pyproject.toml", "README.md", "bot", "cogs", "data")

PROBE = """
import sys
from pathlib import Path
import bot, bot.paths
from bot.paths import DATA_DIR, data_dir_problem
from bot.catalog import catalog as seasons
from bot.ui.common.emoji import EMOJI_DIR
from bot.ui.common.i18n import catalog
site = Path(sys.argv[1]).resolve()
assert Path(bot.__file__).resolve().is_relative_to(site), bot.__file__
assert DATA_DIR.resolve().is_relative_to(site), DATA_DIR
assert data_dir_problem() is None
assert set(catalog().languages) == {"en", "es", "hu"}, catalog().languages
assert catalog().tr("es", "duel-form-title") == "Aceptar el duelo"
assert seasons().seasons, "no seasons"
assert sorted(p.name for p in EMOJI_DIR.glob("*.png"))
print("probe ok", DATA_DIR)
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in SHIPPED:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, source / name)
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [*PIP_WHEEL, "--wheel-dir", str(out)],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    (built,) = out.glob("fatebot-*.whl")
    return built


def test_the_wheel_holds_every_module_and_data_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {p.relative_to(ROOT).as_posix() for d in ("bot", "cogs") for p in (ROOT / d).rglob("*.py")}
    migrations = {
        p.relative_to(ROOT).as_posix() for p in (ROOT / "bot" / "store" / "migrations").glob("*.sql")
    }
    data = {
        "fatebot_data/" + p.relative_to(ROOT / "data").as_posix()
        for p in (ROOT / "data").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    assert modules and migrations and data
    assert {n for n in data if n.endswith(".ftl")} and {n for n in data if n.endswith(".toml")}
    assert sorted(modules - names) == []
    assert sorted(migrations - names) == []
    assert sorted(data - names) == []


def test_an_installed_copy_finds_its_data_without_settings(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "FATEBOT_"))}
    env["PYTHONPATH"] = str(site)
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, str(site)],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert probe.returncode == 0, probe.stderr[-3000:]
    assert probe.stdout.startswith("probe ok")
    # And the bot's own start-up check passes: it asks for a token, not for a data folder.
    started = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 2 and "DISCORD_TOKEN is not set" in started.stderr


def test_without_the_package_an_installed_copy_says_where_data_is_missing(
    wheel: Path, tmp_path: Path
) -> None:
    """Control: the probe fails when the data package is left out of the install."""
    site = tmp_path / "site-packages"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site, [n for n in archive.namelist() if not n.startswith("fatebot_data/")])
    # An empty regular package, found first on the path: an editable install of the project in
    # the running environment (whose `fatebot_data` maps to the checkout's data/) is not used.
    (site / "fatebot_data").mkdir()
    (site / "fatebot_data" / "__init__.py").write_text("")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "FATEBOT_"))}
    env.update(PYTHONPATH=str(site), DISCORD_TOKEN="some-token")
    started = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 2
    assert "data directory" in started.stderr and "FATEBOT_DATA_DIR" in started.stderr
