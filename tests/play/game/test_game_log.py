"""The game's log (issue 23): every public event of a game in order, nothing hidden, and only
while the table has a game; the bookkeeping steps keep what /game undo needs."""

from __future__ import annotations

import json

from bot.play import Play
from bot.play.game import log as game_log
from bot.play.game.state import GAME
from tests.play.conftest import FakeClock
from tests.play.game.test_game_play import decide_draws, finish_initiative
from tests.play.helpers import end_turn

T, G, A, B = 410, 8000, 61, 62


async def kinds(play: Play, table: int = T) -> list[str]:
    return [e.kind for e in await game_log.game_events(play.store, table)]


async def test_a_flip_without_a_game_writes_nothing(play: Play) -> None:
    await play.flip.flip(T, A)
    assert await kinds(play) == []


async def test_a_game_logs_its_public_events_in_order(play: Play, clock: FakeClock) -> None:
    games = play.game
    await games.start(T, G, A, B)
    clock.advance(3600)
    flip = await play.flip.flip(T, A)
    view = await end_turn(games, T, A)
    view = await finish_initiative(games, await decide_draws(games, view))
    clock.advance(86_400)
    await games.score(T, B, soulstones=2)
    events = await game_log.game_events(play.store, T)
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert [e.kind for e in events] == ["start", "flip", "turn", "initiative", "soulstones"]
    start, flipped, turn, initiative, stones = events
    assert start.actor == A and start.data["players"] == [A, B]
    assert flipped.data == {
        "player": A,
        "cards": [c.code for c in flip.cards],
        "card": flip.cards[flip.chosen].code,
    }
    assert flipped.at == start.at + 3600 and stones.at == flipped.at + 86_400
    assert turn.data == {"turn": 1} and turn.undoable and initiative.actor is None
    assert initiative.data["first"] == view.state.first_player
    assert stones.data == {"player": B, "change": 2, "pool": view.state.soulstones_of(B) + 2}
    # The bookkeeping steps are undoable, with the game as it was before them.
    found = await game_log.last_undoable(play.store, T)
    assert found is not None and found[0].seq == stones.seq
    assert GAME.load(found[1]).soulstones_of(B) == view.state.soulstones_of(B)


async def test_nothing_hidden_reaches_the_log(play: Play) -> None:
    """No hand and nothing of the undo copy (the whole document, secret schemes' salts and all)
    reaches the public ``data``; the control shows the copy itself does hold them."""
    games = play.game
    await games.start(T, G, A, B)
    view = await end_turn(games, T, A)
    view = await finish_initiative(games, await decide_draws(games, view))
    await games.score(T, A, soulstones=1)
    events = await game_log.game_events(play.store, T)
    public = json.dumps([e.data for e in events])
    found = await game_log.last_undoable(play.store, T)
    assert found is not None and '"secret_schemes"' in found[1] and '"owners"' in found[1]  # control
    for hidden in ('"secret_schemes"', '"owners"', '"salt"', '"hand'):
        assert hidden not in public
    for player in (A, B):  # a player's logged cards are all face up: none is in their hand now
        hand = {c.code for c in (await play.hand.hand_show(T, player)).hand}
        logged = {
            c
            for e in events
            if e.kind == "initiative"
            for p, c in e.data["cards"].items()
            if p == str(player)
        }
        assert hand and not hand & logged


async def test_the_log_goes_with_the_game(play: Play) -> None:
    games = play.game
    await games.start(T, G, A, B)
    await games.score(T, A, soulstones=1)
    view = await games.end(T, A, concede=True)
    assert [e.kind for e in view.log] == ["start", "soulstones", "end"]
    assert view.log[-1].data == {"reason": "concede"}
    assert await kinds(play) == []
    await games.start(T, G, A, B)  # a new game starts its own log
    assert await kinds(play) == ["start"]


def test_since_a_players_last_action_and_since_a_turn() -> None:
    def event(seq: int, actor: int | None, kind: str = "flip", turn: int | None = None) -> game_log.GameEvent:
        return game_log.GameEvent(seq, float(seq), actor, kind, {} if turn is None else {"turn": turn}, False)

    events = [
        event(1, A, "start"),
        event(2, B),
        event(3, A, "turn", 1),
        event(4, None),
        event(5, B),
        event(6, B, "turn", 2),
    ]
    assert [e.seq for e in game_log.since_last_action(events, A)] == [4, 5, 6]
    assert [e.seq for e in game_log.since_last_action(events, B)] == []
    assert [e.seq for e in game_log.since_last_action(events, 999)] == [1, 2, 3, 4, 5, 6]
    assert [e.seq for e in game_log.since_turn(events, 2)] == [6]
    assert game_log.since_turn(events, 7) == []
