"""A game's rhythm as units of work, on SQLite and PostgreSQL: every step a player answers is a
move of theirs in the game's log, with how long it waited on them (a duel's answer included,
which logs nothing else), so /game log starts after it; each player's median time to answer."""

from __future__ import annotations

from bot.play import Play
from bot.play.common.calls import calling_from
from bot.play.game import log as game_log
from bot.play.game.log import GameEvent, answer_medians, since_last_action
from tests.play.conftest import FakeClock

T, G, A, B = 400, 8000, 51, 52


async def test_a_duel_answer_is_a_move_with_its_time_to_answer(play: Play, clock: FakeClock) -> None:
    games = play.game
    await games.start(T, G, A, B)
    with calling_from(T, G, actor=A):
        duel = await play.duel.duel_opposed(T, A, B, 6)
    clock.advance(600)  # within the live pace's wait
    with calling_from(T, G, actor=B):
        await play.duel.duel_accept(duel.duel_id, B, stat=5)
    _, events = await games.log(T)
    answers = [e for e in events if e.kind == game_log.ANSWER]
    assert [(e.actor, e.data["owed"], e.data["seconds"]) for e in answers] == [(B, "duel-accept", 600)]
    # Bob's log starts after his answer, though the duel logged nothing of its own yet.
    assert since_last_action(events, B) == [e for e in events if e.seq > answers[0].seq]
    assert answer_medians(events) == {B: 600.0}


async def test_a_step_nobody_owed_is_no_answer(play: Play) -> None:
    """A control: the game's own commands are events of their own, never answers."""
    games = play.game
    with calling_from(T, G, actor=A):
        await games.start(T, G, A, B)
        await games.score(T, A, soulstones=1)
    _, events = await games.log(T)
    assert not [e for e in events if e.kind == game_log.ANSWER]


def _answer(seq: int, player: int, seconds: float) -> GameEvent:
    return GameEvent(
        seq, 0.0, player, game_log.ANSWER, {"player": player, "owed": "x", "seconds": seconds}, False
    )


def test_each_players_median_time_to_answer() -> None:
    events = [
        _answer(1, A, 60),
        _answer(2, A, 7200),
        _answer(3, A, 600),
        _answer(4, B, 10),
        _answer(5, B, 30),
    ]
    assert answer_medians(events) == {A: 600.0, B: 20.0}
    assert answer_medians([]) == {}
