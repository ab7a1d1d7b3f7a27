"""Print a crash test's figures where they are seen, even when pytest captures output."""

from __future__ import annotations

import pytest


def show(capsys: pytest.CaptureFixture[str], text: str) -> None:
    with capsys.disabled():
        print(f"\n{text}", flush=True)
