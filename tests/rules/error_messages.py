"""Shared checks that a rules module's DomainErrors have clean English messages."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.errors import DomainError


@contextmanager
def expect_domain_error(key: str, ftl: Path) -> Iterator[dict[str, Any]]:
    """Expect a DomainError with `key` whose arguments render its English message in `ftl` cleanly.

    Yields a dict that holds the error's arguments once the block has raised.
    """
    details: dict[str, Any] = {}
    with pytest.raises(DomainError) as caught:
        yield details
    assert caught.value.key == key
    details.update(caught.value.args_map)
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(ftl.read_text(encoding="utf-8")))
    assert bundle.has_message(key), f"{key} missing from {ftl.name}"
    pattern = bundle.get_message(key).value
    assert pattern is not None
    text, errors = bundle.format_pattern(pattern, caught.value.args_map)
    assert errors == [], errors
    assert isinstance(text, str) and "{" not in text


def raised_and_defined_keys(source: Path | Sequence[Path], ftl: Path) -> tuple[set[str], set[str]]:
    """The error keys a module (or the modules of one game) raises, and the message ids its
    catalogue defines."""
    sources = [source] if isinstance(source, Path) else source
    raised = {
        key for path in sources for key in re.findall(r'DomainError\(\s*"([a-z0-9-]+)"', path.read_text())
    }
    defined = set(re.findall(r"^([a-z0-9-]+) =", ftl.read_text(), re.MULTILINE))
    return raised, defined
