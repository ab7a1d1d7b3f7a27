"""/scheme as units of work: choices survive in the game's document, one commitment per scheme,
a concurrent second choice is refused, the game's end leaves no secret behind."""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.game.state import game_number
from bot.play.scheme import game_id
from bot.rules import scheme as schemes
from bot.rules.scheme import Status
from tests.play.helpers import end_turn

T, G, A, B = 410, 8100, 61, 62


async def m3e_game(play: Play) -> list[str]:
    await play.set_game(T, "m3e", is_moderator=True)
    view = await play.game.start(T, G, A, B)
    return [s.name for s in view.state.schemes]


async def test_choose_commit_reveal_and_score(play: Play) -> None:
    pool = await m3e_game(play)
    plays = play.scheme
    offer = await plays.offer(T, G, A)
    assert offer.options == tuple(pool) and offer.count == 2
    view = await plays.choose(T, G, A, pool[:2])
    assert [s.scheme for s in view.changed] == pool[:2]
    assert all(schemes.verify(s, T, game_id(view.state)) for s in view.changed)

    stored = (await play.game.state(T)).secret_schemes  # type: ignore[union-attr]
    assert stored == view.changed

    games = play.game
    await end_turn(games, T, A)
    with pytest.raises(DomainError) as refused:
        await games.score(T, A, scheme=pool[0], scheme_points=1)
    assert refused.value.key == "scheme-error-score-unrevealed"
    await plays.reveal(T, A, pool[0])
    # turn 1 scores nothing in M3E; the scheme check passes and the turn-one rule answers
    with pytest.raises(DomainError) as turn_one:
        await games.score(T, A, scheme=pool[0], scheme_points=1)
    assert turn_one.value.key == "error-vp-turn-one"


async def test_two_concurrent_choices_commit_once(play: Play) -> None:
    pool = await m3e_game(play)
    plays = play.scheme
    results = await asyncio.gather(
        plays.choose(T, G, A, pool[:2]), plays.choose(T, G, A, pool[2:4]), return_exceptions=True
    )
    errors = [r for r in results if isinstance(r, DomainError)]
    assert len(errors) == 1 and errors[0].key == "scheme-error-already-chosen"
    state = await play.game.state(T)
    assert state is not None and len(state.secret_schemes) == 2


async def test_only_the_two_players_choose_and_the_end_removes_the_secrets(play: Play) -> None:
    pool = await m3e_game(play)
    plays = play.scheme
    with pytest.raises(DomainError) as outsider:
        await plays.choose(T, G, 99, pool[:2])
    assert outsider.value.key == "game-error-not-a-player"
    await plays.choose(T, G, B, pool[1:3])
    state = await play.game.state(T)
    assert state is not None
    ended = await play.game.end(T, A, agreed_by=B, game=game_number(state))  # B agreed to end early
    assert [s.status for s in schemes.unrevealed(ended.state.secret_schemes)] == [Status.HELD, Status.HELD]
    assert await play.game.state(T) is None
