"""The activation phase as pure rules: alternation, running out, M3E pass tokens, the nudge."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.rules.game import activations as act

A, B = 1, 2


def _key(call: object) -> str:
    with pytest.raises(DomainError) as caught:
        call()  # type: ignore[operator]
    return caught.value.key


def test_the_first_player_starts_and_the_players_alternate() -> None:
    phase = act.begin(1, (A, B), B)
    assert phase.active == B and phase.made == (0, 0)
    phase = act.hand_over(phase, B)
    assert phase.active == A and phase.made == (0, 1) and phase.last == B and phase.handovers == 1
    phase = act.hand_over(phase, A)
    assert phase.active == B and phase.made == (1, 1) and phase.last == A
    assert _key(lambda: act.hand_over(phase, A)) == "game-error-not-your-activation"


def test_a_player_out_of_models_leaves_the_order_and_the_other_activates_the_rest() -> None:
    # Seed 001: "Si a un jugador no le quedan miniaturas que Activar, pierde su lugar en el Orden".
    phase = act.hand_over(act.begin(1, (A, B), A), A, last_model=True)
    assert phase.out == (True, False) and phase.active == B
    phase = act.hand_over(phase, B)
    assert phase.active == B  # A is out: B activates the rest
    phase = act.hand_over(phase, B, last_model=True)
    assert phase.over and phase.active is None and phase.made == (1, 2) and phase.last == B
    assert _key(lambda: act.hand_over(phase, B)) == "game-error-activations-over"


def test_running_out_is_no_activation() -> None:
    phase = act.run_out(act.begin(2, (A, B), A), A)
    assert phase.made == (0, 0) and phase.out == (True, False) and phase.active == B
    assert phase.last is None


def test_an_m3e_pass_token_hands_over_without_an_activation() -> None:
    # Seed 003: "Passz. Aki aktiválna, eldobhat egy Pass Tokent, és továbbléphet a 4. lépésre."
    phase = act.pass_token(act.begin(1, (A, B), A), A, tokens=2)
    assert phase.active == B and phase.made == (0, 0) and phase.passes == (1, 0)
    assert _key(lambda: act.pass_token(phase, B, tokens=0)) == "game-error-no-pass-token"
    out = act.run_out(phase, B)
    assert _key(lambda: act.pass_token(out, A, tokens=1)) == "game-error-pass-opponent-out"


def test_the_opponent_nudges_once_per_activation() -> None:
    phase = act.begin(1, (A, B), A)
    assert _key(lambda: act.nudge(phase, A)) == "game-error-nudge-self"
    nudged = act.nudge(phase, B)
    assert nudged.nudged
    assert _key(lambda: act.nudge(nudged, B)) == "game-error-nudged-already"
    assert not act.hand_over(nudged, A).nudged  # the next activation may be nudged again
    assert _key(lambda: act.nudge(phase, 99)) == "game-error-not-a-player"


def test_a_note_is_one_line_within_its_limit() -> None:
    assert act.clean_note("  Lady Justice\ncharged   the Sorrow ") == "Lady Justice charged the Sorrow"
    assert act.clean_note("   ") is None and act.clean_note(None) is None
    assert _key(lambda: act.clean_note("x" * (act.NOTE_MAX + 1))) == "game-error-note-long"


def test_a_press_of_the_board_drawn_before_a_handover_counts_only_for_whom_it_was_handed_to() -> None:
    """The board is redrawn a few seconds after a handover: within that window the player the
    activation was handed to presses Done on the old board, and it counts; the presser's own
    double click never counts twice, whoever handed over (a done, a run out, a pass)."""
    phase = act.begin(1, (A, B), A)
    assert act.press_counts(phase, A, 0) and not act.press_counts(phase, A, 1)
    done = act.hand_over(phase, A)  # A hands over to B; the board still shows button 0
    assert act.press_counts(done, B, 0) and act.press_counts(done, B, 1)
    assert not act.press_counts(done, A, 0)  # A's double click
    again = act.hand_over(done, B)
    assert not act.press_counts(again, A, 0)  # two handovers since: out of date
    out = act.run_out(phase, A)  # A has no model left: B activates the rest
    assert act.press_counts(out, B, 0) and not act.press_counts(out, A, 0)
    alone = act.hand_over(out, B)  # B hands over to B (A is out): B's double click
    assert alone.active == B and not act.press_counts(alone, B, 1)
    passed = act.pass_token(phase, A, 1)
    assert act.press_counts(passed, B, 0) and not act.press_counts(passed, A, 0)
