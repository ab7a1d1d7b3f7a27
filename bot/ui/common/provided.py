"""A function one module calls but cannot import, because that module imports it.

A message's layout needs its controls, and the controls' callbacks redraw the message. The
module that defines the controls imports the layout module and provides the function to it
when it is imported (every cog that posts such a message imports it first), so imports run
one way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Provided(Generic[F]):
    def __init__(self, what: str) -> None:
        self.what = what
        self._function: F | None = None

    def provide(self, function: F) -> F:
        self._function = function
        return function

    @property
    def call(self) -> F:
        if self._function is None:
            raise RuntimeError(f"{self.what} was not provided: import the module that defines it first")
        return self._function
