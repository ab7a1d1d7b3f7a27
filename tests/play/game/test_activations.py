"""The activation phase as units of work, on SQLite and PostgreSQL: handovers alternate and are
logged with their note, each tells exactly the next player (at ``post`` pace), the board's whose
move follows them, a stale or wrong press changes nothing, both sides out offer the turn's end
(M4E: the next initiative's chooser comes from the handovers), M3E pass tokens are spent, the
opponent nudges once per activation, and a reopened store plays on."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TypeVar

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.common.after import AfterStep, Item, Notice, collecting
from bot.play.common.calls import calling_from
from bot.play.game.state import GameView
from bot.play.notices.ops import whose_move
from bot.play.notices.owed import GAME_SUBJECT
from bot.rules.notices import PINGS_PER_HOUR
from tests.play.conftest import FakeClock, PlayFactory
from tests.play.game.test_game_play import decide_draws, finish_initiative, keep_hands
from tests.play.helpers import end_turn

T, G, A, B = 400, 8000, 51, 52
R = TypeVar("R")


async def by(actor: int, step: Awaitable[R]) -> tuple[R, AfterStep]:
    with calling_from(T, G, actor=actor), collecting() as after:
        result = await step
    return result, after


def told(after: AfterStep) -> list[tuple[int, str]]:
    return [(n.player, item.what) for n in after.notices for item in n.items]


async def owed(play: Play) -> list[tuple[int, str]]:
    snapshot = await play.boards.snapshot(T, whose_move)
    return [(o.player, o.what) for o in snapshot.owed]


async def m4e_at_activations(play: Play) -> GameView:
    await play.set_pace(T, "post", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B)
    if view.state.strategy is None:
        await games.choose_strategy(T, view.state.attacker, view.state.strategy_choices[0])
    view, _ = await by(A, end_turn(games, T, A))
    assert view.state.phase == "activation"
    return view


async def test_handovers_alternate_tell_the_next_player_once_and_are_logged(play: Play) -> None:
    games = play.game
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    assert await owed(play) == [(first, "activation")]

    view, after = await by(first, games.activation_done(T, first, note=" Lady Justice charged\nthe Sorrow"))
    assert told(after) == [(second, "activation")]  # exactly the next player, once
    assert await owed(play) == [(second, "activation")]
    act = view.state.activations
    assert act is not None and act.made == ((1, 0) if first == A else (0, 1)) and act.active == second

    _, after = await by(second, games.activation_done(T, second))
    assert told(after) == [(first, "activation")]
    _, events = await games.log(T)
    handovers = [e for e in events if e.kind == "activation"]
    assert [(e.actor, e.data["note"], e.data["n"]) for e in handovers] == [
        (first, "Lady Justice charged the Sorrow", 1),
        (second, None, 1),
    ]


async def test_a_wrong_or_stale_press_is_refused_and_changes_nothing(play: Play) -> None:
    games = play.game
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    before = await games.state(T)
    for call, key in (
        (games.activation_done(T, second), "game-error-not-your-activation"),
        (games.activation_done(T, first, handover=3), "game-error-activation-stale"),
        (games.activation_done(T, first, "pass"), "game-error-pass-tokens-m3e"),
        (games.activation_done(T, 99), "game-error-not-a-player"),
        (games.activation_done(T, first, note="x" * 500), "game-error-note-long"),
    ):
        with pytest.raises(DomainError) as caught:
            await call
        assert caught.value.key == key
    assert await games.state(T) == before
    await games.activation_done(T, first, handover=0)  # the board's button as drawn: accepted
    with pytest.raises(DomainError) as caught:
        await games.activation_done(T, first, handover=0)  # its presser's double click
    assert caught.value.key == "game-error-activation-stale"
    # The board not redrawn yet: its button, pressed by the player the activation was handed to.
    await games.activation_done(T, second, handover=0)
    with pytest.raises(DomainError) as caught:
        await games.activation_done(T, first, handover=0)  # two handovers since: out of date
    assert caught.value.key == "game-error-activation-stale"


async def test_both_out_offer_the_turn_end_and_m4e_knows_who_activated_last(play: Play) -> None:
    games = play.game
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    await games.activation_done(T, first, "last")
    await games.activation_done(T, second)
    assert await owed(play) == [(second, "activation")]  # the first player is out: second goes on
    _, after = await by(second, games.activation_done(T, second, "last"))
    assert await owed(play) == [(first, "turn-end")]
    assert told(after) == [(first, "turn-end")]
    # M4E: no last_activation option needed, the handovers say who activated last.
    view = await keep_hands(games, await end_turn(games, T, first))
    assert view.state.turn == 2 and view.state.last_activator == second
    init = view.initiative
    assert init is not None and init.chooser == first  # the player who did not activate last


async def test_m3e_pass_tokens_are_spent_and_the_rest_count_at_the_next_initiative(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B)
    if view.state.strategy is None:
        await games.choose_strategy(T, view.state.attacker, view.state.strategy_choices[0])
    attacker = view.state.attacker
    view = await end_turn(games, T, A, attacker_models=5, defender_models=8)
    view = await finish_initiative(games, await decide_draws(games, view))
    assert view.state.pass_tokens_granted[view.state.index(attacker)] == 3
    active = view.state.current_activations
    assert active is not None and active.active is not None
    if active.active != attacker:
        view = await games.activation_done(T, active.active)
    view = await games.activation_done(T, attacker, "pass")
    act = view.state.activations
    assert act is not None and act.passes[act.index(attacker)] == 1 and act.made[act.index(attacker)] == 0
    assert view.state.pass_tokens_granted[view.state.index(attacker)] == 2
    view = await end_turn(games, T, A)
    assert view.state.pass_tokens[view.state.index(attacker)] == 2  # the initiative flip adds the rest


async def test_the_opponent_nudges_once_per_activation_within_the_allowance(
    play: Play, clock: FakeClock
) -> None:
    games = play.game
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    notices = play.notices
    nudged, after = await by(second, notices.nudge(T, second))
    assert nudged == first and told(after) == [(first, "activation")] and after.notices[0].reminder
    with pytest.raises(DomainError) as caught:
        await by(second, notices.nudge(T, second))
    assert caught.value.key == "game-error-nudged-already"
    with pytest.raises(DomainError) as caught:
        await by(first, notices.nudge(T, first))
    assert caught.value.key == "game-error-nudge-self"
    # Quick handovers: each activation may be nudged again, but never past the hourly allowance.
    pinged, held = 1, 0
    for _ in range(6):
        await games.activation_done(T, first)
        await games.activation_done(T, second)
        try:
            _, after = await by(second, notices.nudge(T, second))
        except DomainError as error:
            assert error.key == "game-error-nudge-held"
            held += 1
        else:
            pinged += len(after.notices)
        clock.advance(60)
    assert pinged <= PINGS_PER_HOUR and held > 0  # the handovers' own notices share the allowance


async def test_a_reopened_store_plays_on(open_play: PlayFactory) -> None:
    first_play = await open_play()
    view = await m4e_at_activations(first_play)
    first = view.state.first_player
    assert first is not None
    await first_play.game.activation_done(T, first, note="charged")
    again = await open_play()
    state = await again.game.state(T)
    assert state is not None and state.activations is not None
    assert state.activations.active == state.other(first) and state.activations.handovers == 1
    assert await owed(again) == [(state.other(first), "activation")]


async def test_a_duel_opened_in_an_activation_belongs_to_it(play: Play) -> None:
    """The active player hands over once their duel is played out or withdrawn; a duel the
    opponent opened does not hold the handover (the control)."""
    games = play.game
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    duel = await play.duel.duel_opposed(T, first, second, 6)
    with pytest.raises(DomainError) as caught:
        await games.activation_done(T, first)
    assert caught.value.key == "game-error-activation-duel-open"
    await play.duel.duel_withdraw(duel.duel_id, first)
    await play.duel.duel_opposed(T, second, first, 6)  # the opponent's own duel
    view = await games.activation_done(T, first)
    assert view.state.activations is not None and view.state.activations.active == second


async def test_a_nudge_replaces_only_the_nudged_players_own_notice(play: Play) -> None:
    """A nudge may take the place of the table's newest notice only when that notice was for
    the nudged player; the other player's notice (what they still owe) stays."""
    view = await m4e_at_activations(play)
    first = view.state.first_player
    assert first is not None
    second = view.state.other(first)
    asked_second = Notice(T, second, (Item(GAME_SUBJECT, "scheme", ()),), T, True, "ping")
    await play.notices.sent(asked_second, T, 700, {}, newest=True)
    _, after = await by(second, play.notices.nudge(T, second))
    assert after.notices[0].player == first and after.notices[0].replaces is None
    # Control: when the newest notice was the nudged player's own, the nudge replaces it.
    await play.game.activation_done(T, first)
    await play.game.activation_done(T, second)
    asked_first = Notice(T, first, (Item(GAME_SUBJECT, "activation", (second,)),), T, True, "ping")
    await play.notices.sent(asked_first, T, 701, {}, newest=True)
    _, after = await by(second, play.notices.nudge(T, second))
    replaced = after.notices[0].replaces
    assert replaced is not None and replaced.message_id == 701
