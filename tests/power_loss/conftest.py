"""Build the crash VFS (tests/power_loss/crashvfs.c) for the power-loss tests.

Without a C compiler or SQLite's header the tests are skipped with the reason; on CI
(``CI=true``, or ``FATEBOT_REQUIRE_POWER_LOSS`` set as .ci/run does after installing both) a
missing tool is a failure, never a skip.
"""

from __future__ import annotations

import _sqlite3
import os
import shutil
import subprocess
from pathlib import Path

import pytest

SOURCE = Path(__file__).with_name("crashvfs.c")


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true" or os.environ.get("FATEBOT_REQUIRE_POWER_LOSS"):
        pytest.fail(f"power-loss tests cannot run on CI: {reason}")
    pytest.skip(f"power-loss tests skipped: {reason}")


@pytest.fixture(scope="session")
def crashvfs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The path of the compiled crash VFS, to load with LD_PRELOAD."""
    compiler = shutil.which(os.environ.get("CC", "gcc"))
    if compiler is None:
        _unavailable("no C compiler (gcc); install it with: apt-get install gcc libsqlite3-dev")
    # LD_PRELOAD reaches SQLite only when the stdlib module links the system library.
    ldd = shutil.which("ldd")
    if ldd is not None:
        linked = subprocess.run([ldd, _sqlite3.__file__], capture_output=True, text=True).stdout
        if "libsqlite3" not in linked:
            _unavailable(f"{_sqlite3.__file__} does not link libsqlite3 dynamically")
    out = tmp_path_factory.mktemp("crashvfs") / "crashvfs.so"
    built = subprocess.run(
        [
            str(compiler),
            "-O2",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-shared",
            "-fPIC",
            "-o",
            str(out),
            str(SOURCE),
            "-lsqlite3",
            "-lpthread",
        ],
        capture_output=True,
        text=True,
    )
    if built.returncode != 0:
        _unavailable(f"building the crash VFS failed (is libsqlite3-dev installed?):\n{built.stderr}")
    return out
