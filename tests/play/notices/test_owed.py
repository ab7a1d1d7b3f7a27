"""Who owes what in a game, as a pure function of its document: the strategy a joker left open,
the discard step, the activation phase (whose activation, then the turn's end)."""

from __future__ import annotations

from dataclasses import replace

from bot.play.notices.owed import of_game
from bot.rules.game import activations
from tests.documents import scenarios

A, B = scenarios.A, scenarios.B


def test_an_open_strategy_is_the_attackers_move() -> None:
    state = replace(scenarios.game(), strategy=None, phase="setup", turn=0)
    assert of_game(state).owed == {state.attacker: "strategy"}
    assert of_game(replace(state, strategy="Corrupted Idols")).owed == {}  # chosen: nobody's


def test_the_activation_phase_is_the_active_players_then_the_turns_end() -> None:
    state = scenarios.game()  # turn 2, activations, A first
    assert of_game(state).owed == {A: "activation"}
    act = activations.hand_over(state.current_activations, A)  # type: ignore[arg-type]
    assert of_game(replace(state, activations=act)).owed == {B: "activation"}
    act = activations.run_out(activations.hand_over(act, B, last_model=True), A)
    assert act.over
    assert of_game(replace(state, activations=act)).owed == {A: "turn-end"}  # the first player's
    # Last turn's stored activations do not count for this turn: it opens anew.
    stale = replace(state, turn=3, activations=act)
    assert of_game(stale).owed == {A: "activation"}
    assert of_game(replace(state, phase="discard", discard_waiting=(B,))).owed == {B: "discard"}
