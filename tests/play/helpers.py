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


async def all_out(games: Any, table_id: int, *, last: int | None = None) -> None:
    """End the activation phase as the players would: each side in turn says it is out (seed 001:
    the phase ends once every player has activated every model). ``last``: that player makes the
    turn's last activation (M4E: the other one chooses the next initiative); None: nobody
    activates, both just run out."""
    state = await games.state(table_id)
    while state is not None and (act := state.current_activations) is not None and act.active is not None:
        player = act.active
        other_in = not act.is_out(state.other(player))
        how = ("done" if other_in else "last") if player == last else "out"
        state = (await games.activation_done(table_id, player, how)).state


async def end_turn(games: Any, table_id: int, actor: int, **options: Any) -> Any:
    """``/game next`` once both sides are out (``all_out``; ``last_activator`` activates last)."""
    await all_out(games, table_id, last=options.get("last_activator"))
    return await games.next_turn(table_id, actor, **options)
