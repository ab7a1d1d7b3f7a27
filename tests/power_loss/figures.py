"""A crash test's figures, printed at the end of the run, even when pytest captures output.

Kept as a property of the test's report (`user_properties`) and written by the terminal summary
(tests/conftest.py): that works in one process and under pytest-xdist alike, where a worker's
own output never reaches the terminal.
"""

from __future__ import annotations

import pytest


def show(request: pytest.FixtureRequest, text: str) -> None:
    request.node.user_properties.append(("figures", text))
