"""Run a benchmark module as the README does and read the figures it prints last (JSON)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def figures(module: str, *args: str, timeout: float = 120) -> dict[str, Any]:
    run = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=True,
    )
    result: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return result
