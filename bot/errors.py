"""Domain errors: every error a user can cause is a value with a translation key.

The command tree's error handler renders these privately in the user's language; nothing
below the UI layer ever builds user-facing text.
"""

from __future__ import annotations

from typing import Any


class DomainError(Exception):
    """An error caused by user input or game state, with a translation key and its arguments."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.key = key
        self.args_map: dict[str, Any] = dict(args)

    def __repr__(self) -> str:
        return f"DomainError({self.key!r}, {self.args_map!r})"
