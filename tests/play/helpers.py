"""Helpers shared by the play-layer tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.errors import DomainError
from bot.ui.common.i18n import catalog


@contextmanager
def refused(key: str) -> Iterator[dict[str, Any]]:
    """Expect a DomainError with `key`, whose English text exists and renders without gaps."""
    details: dict[str, Any] = {}
    with pytest.raises(DomainError) as caught:
        yield details
    assert caught.value.key == key
    details.update(caught.value.args_map)
    text = catalog().get("en", key, **caught.value.args_map)
    assert text is not None, f"{key} has no English text"
    assert "{" not in text
