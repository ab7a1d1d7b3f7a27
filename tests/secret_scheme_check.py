"""Runs the verification script of docs/secret-schemes.md, exactly as printed there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

DOC = Path(__file__).resolve().parents[1] / "docs" / "secret-schemes.md"


def script_source() -> str:
    text = DOC.read_text(encoding="utf-8")
    match = re.search(r"```python\n(.*?)```", text, re.DOTALL)
    assert match is not None, "docs/secret-schemes.md has no python script"
    return match.group(1)


def check_commitment(
    table: int,
    game: int,
    player: int,
    slot: int,
    scheme: str,
    salt: str,
    commitment: str,
    choice: str = "",
    *,
    version: int = 2,
) -> bool:
    namespace: dict[str, Any] = {"__name__": "secret_scheme_check"}
    exec(compile(script_source(), str(DOC), "exec"), namespace)
    result = namespace["commitment"](table, game, player, slot, scheme, salt, choice, version)
    return bool(result == commitment)


def run_script(*args: str) -> str:
    """The script's output when run as a program with ``args`` (what a player would type)."""
    import contextlib
    import io
    import sys

    out = io.StringIO()
    saved = sys.argv
    sys.argv = ["check_scheme.py", *args]
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(script_source(), str(DOC), "exec"), {"__name__": "__main__"})
    finally:
        sys.argv = saved
    return out.getvalue()
