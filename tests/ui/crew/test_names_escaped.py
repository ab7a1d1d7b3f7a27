"""Crew, model, upgrade and action names are typed by players (a card shared with a server is
typed by someone else): wherever they are shown, on the board, in the log, in the public reveal
and in the owner's replies, they read as typed and do nothing (no masked link, no mention)."""

from __future__ import annotations

from bot.play.crew import StoredCrew
from bot.play.game import crews as game_crews
from bot.play.game.log import GameEvent
from bot.rules.crew.blind import CrewEntry, CrewSnapshot, GameCrew
from bot.rules.crew.lists import CrewModel
from bot.ui.crew import render
from bot.ui.crew.game_render import revealed_text
from bot.ui.game import board_render
from bot.ui.game.log_render import event_line
from tests.ui.game.test_board_render import A, B, _state

LINK = "[free stones](https://evil.example)"
PING = "@everyone"
CARD = "Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30"


def _unsafe(text: str) -> list[str]:
    """What a Discord client would act on: a masked link's opening or a bare @everyone."""
    return [bad for bad in ("[free stones](", "@everyone") if bad in text]


def _crew(player: int) -> GameCrew:
    crew = CrewSnapshot(
        name=LINK,
        faction=PING,
        cache=2,
        models=(CrewEntry(LINK, 10, (PING,), CARD), CrewEntry(PING, 6, (), None)),
    )
    return GameCrew(player, crew, "0" * 32, "ab" * 32, revealed=True, damage=(3,))


def test_the_board_and_the_reveal_show_typed_names_as_text() -> None:
    state = _state(crews=(_crew(A), _crew(B)))
    board = "\n".join(board_render._crews("en", state))
    assert "free stones" in board and _unsafe(board) == []
    reveal = revealed_text("en", _crew(A))
    assert "free stones" in reveal and _unsafe(reveal) == []


def test_the_log_shows_typed_names_as_text() -> None:
    revealed = {"crews": [{"player": A, "name": LINK, "models": [1, 2]}]}
    hit = {
        "player": B,
        "model": LINK,
        "index": 0,
        "amount": 2,
        "total": 2,
        "hp": 9,
        "killed": False,
        "by": A,
        "attacker": PING,
        "action": LINK,
    }
    for kind, data in ((game_crews.REVEALED, revealed), ("health", hit)):
        line = event_line("en", GameEvent(1, 0.0, A, kind, data, False))
        assert "free stones" in line and _unsafe(line) == [], line


def test_the_owners_own_replies_show_typed_names_as_text() -> None:
    crew = StoredCrew(LINK, PING, 2, "tts", (CrewModel(LINK, 10, (PING,)),))
    for text in (render._heading("en", crew), render._model_line("en", crew.models[0], None, True)):
        assert "free stones" in text and _unsafe(text) == [], text
    assert _unsafe(render.deleted_text("en", LINK)) == []


def test_control_the_check_sees_a_raw_name() -> None:
    assert _unsafe(f"{LINK} {PING}") == ["[free stones](", "@everyone"]
