"""The rhythm's texts: a handover's note never pings nor formats, /game log lists the steps open
now (the reader's own first), waits read as people say them, and every new reply at its largest
fits one message in en, es and hu."""

from __future__ import annotations

import pytest

from bot.play.game.board import Owed
from bot.play.game.log import GameEvent
from bot.play.game.state import GameView
from bot.rules.game import activations
from bot.rules.game.activations import NOTE_MAX
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.game.activation import done_text
from bot.ui.game.log_render import duration, event_line, note_text
from bot.ui.game.log_reply import log_reply
from bot.ui.game.render import end_text
from tests.ui.game.test_board_render import A, B, _state

BIG = 2**63 - 1


def test_a_note_never_pings_and_never_formats() -> None:
    text = note_text("@everyone <@&1> **bold** <@2>")
    assert "@everyone" not in text and "<@&1>" not in text and "<@2>" not in text and "**" not in text
    event = GameEvent(1, 0.0, A, "activation", {"player": A, "how": "done", "n": 2, "note": "@here"}, False)
    assert "@here" not in event_line("en", event) and "handed over after activation 2" in event_line(
        "en", event
    )


def test_waits_read_as_people_say_them() -> None:
    assert [duration("en", s) for s in (59, 600, 5400, 90000)] == ["0 min", "10 min", "1 h 30 min", "1 d 1 h"]


def test_the_log_lists_the_open_steps_the_readers_own_first() -> None:
    steps = (Owed(B, "duel-accept", 2, 3), Owed(A, "activation", 2, 4))
    text = log_reply("en", _state(), [], A, None, steps, 9)
    lines = text.split("\n")
    assert lines[0] == tr("en", "log-open-steps")
    assert lines[1] == "• your activation — https://discord.com/channels/9/2/4 (yours)"
    assert lines[2] == f"• <@{B}>: accept or decline the duel — https://discord.com/channels/9/2/3"
    assert lines[-1] == tr("en", "game-log-nothing-new")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_handover_fits(lang: str) -> None:
    act = activations.hand_over(activations.begin(99, (BIG, BIG - 1), BIG), BIG)
    view = GameView(400, _state(players=(BIG, BIG - 1), activations=act, turn=99), (9, 9))
    for how in ("done", "last", "out", "pass"):
        text = done_text(lang, view, BIG, how, "<@1>" * (NOTE_MAX // 4))  # type: ignore[arg-type]
        assert len(text) <= MESSAGE_LIMIT and "{" not in text
    steps = tuple(Owed(BIG, "turn-end", BIG, BIG) for _ in range(20))
    assert len(log_reply(lang, _state(), [], BIG, None, steps, BIG)) <= MESSAGE_LIMIT


def test_the_end_of_the_game_says_each_players_median_time_to_answer() -> None:
    answers = [
        GameEvent(seq, 0.0, player, "answer", {"player": player, "owed": "activation", "seconds": s}, False)
        for seq, (player, s) in enumerate([(A, 600), (A, 7200), (A, 3600), (B, 60)], 1)
    ]
    text = end_text("en", GameView(400, _state(phase="over"), (0, 0), log=tuple(answers)))
    assert tr("en", "rhythm-medians", players=f"<@{A}> 1 h 0 min · <@{B}> 1 min") in text
    assert tr("en", "rhythm-medians", players="") not in end_text("en", GameView(400, _state(), (0, 0)))
