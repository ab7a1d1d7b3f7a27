"""The game board's text: every section of the game is on it (a control shows the check catches a
missing one), no secret reaches it, and the largest board fits Discord's Components V2 limits in
every language."""

from __future__ import annotations

from dataclasses import replace

import pytest
from simcord.components import validate_components

from bot.play.game.board import BoardSnapshot, Owed
from bot.play.game.log import GameEvent
from bot.play.game.state import GameState, GameView, SchemeInfo
from bot.rules.game import activations
from bot.rules.game.turns import Score
from bot.rules.scheme import SecretScheme, Status
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.game import board_render
from bot.ui.game.board_render import board_layout, board_text
from bot.ui.game.log_render import event_line
from bot.ui.game.luck_render import luck_text
from tests.ui.game.test_luck_render import largest_luck

A, B = 111111111111111111, 222222222222222222
LINK = "https://discord.com/channels/@me/2/3"
V2_FLAG = 1 << 15


def _secret(player: int, slot: int, status: Status, name: str = "Breakthrough") -> SecretScheme:
    return SecretScheme(
        player=player,
        slot=slot,
        scheme=name,
        salt="0" * 32,
        commitment=f"{player % 97:02d}{slot}" + "ab" * 31,
        chosen_turn=1,
        status=status,
    )


def _state(**changes: object) -> GameState:
    state = GameState(
        edition="m4e",
        players=(A, B),
        owners=(A, B),
        attacker=A,
        season_id="m4e-gg0",
        season_name="Gaining Grounds 0",
        strategy="Plant Explosives",
        strategy_choices=(),
        deployment="Corner",
        schemes=(
            SchemeInfo("Breakthrough", None, ("Detonate Charges",)),
            SchemeInfo("Harness the Ley Line", None),
        ),
        known_schemes=("Breakthrough", "Harness the Ley Line", "Detonate Charges"),
        unverified=(),
        started_by=A,
        started_at=1_767_225_600.0,
        scores=(Score(strategy=2, schemes=(("Breakthrough", 1),)), Score(strategy=1)),
        soulstones=(4, 7),
        turn=3,
        phase="activation",
        first_player=B,
        secret_schemes=(_secret(A, 1, Status.HELD, "Secret Plan"), _secret(B, 1, Status.REVEALED)),
    )
    return replace(state, **changes)  # type: ignore[arg-type]


def _snapshot(state: GameState | None = None, **changes: object) -> BoardSnapshot:
    view = GameView(400, state or _state(), (6, 5))
    snapshot = BoardSnapshot(400, view, owed=(Owed(A, "discard", 2, 3),))
    return replace(snapshot, **changes)  # type: ignore[arg-type]


def missing_facts(text: str, snapshot: BoardSnapshot) -> list[str]:
    """The facts of the game that the board text does not show."""
    assert snapshot.view is not None
    state = snapshot.view.state
    facts = {
        "turn": "**Turn 3**",
        "phase": tr("en", "board-phase-activation"),
        "initiative": tr("en", "board-initiative", who=f"<@{B}>"),
        "strategy": "Plant Explosives",
        "deployment": "Corner",
        "scheme pool": "Harness the Ley Line",
        "vp by source": f"<@{A}>: 3 VP (strategy 2, Breakthrough 1); 4 soulstones",
        "second pool": f"<@{B}>: 1 VP (strategy 1); 7 soulstones",
        "hands": f"Hands: <@{A}> 6 cards, <@{B}> 5 cards",
        "held commitment": state.secret_schemes[0].commitment[: board_render.PREFIX_LEN],
        "revealed scheme": "revealed, **Breakthrough**",
        "whose move": f"<@{A}>: [{tr('en', 'notice-owed-discard')}]({LINK})",
    }
    return [name for name, fact in facts.items() if fact not in text]


def test_the_board_shows_every_part_of_the_game() -> None:
    snapshot = _snapshot()
    text = board_text("en", snapshot, details=True)  # /game status, privately
    assert missing_facts(text, snapshot) == []
    assert "Secret Plan" not in text and "0" * 32 not in text
    # The public board leaves the scheme pool to the setup message, and says where it is.
    text = board_text("en", snapshot)
    assert missing_facts(text, snapshot) == ["scheme pool"]
    assert tr("en", "board-setup-above") in text
    assert "Secret Plan" not in text  # an unrevealed scheme is never named
    assert "0" * 32 not in text  # nor its salt


def test_the_check_catches_a_board_missing_a_section(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: a board that leaves out the committed schemes fails the check above."""
    monkeypatch.setattr(board_render, "_schemes", lambda lang, state, conceded_by: [])
    snapshot = _snapshot()
    missing = missing_facts(board_text("en", snapshot, details=True), snapshot)
    assert missing == ["held commitment", "revealed scheme"]


def test_setup_over_and_no_game_read_as_such() -> None:
    assert tr("en", "board-setup") in board_text("en", _snapshot(_state(turn=0, phase="setup")))
    over = board_text("en", _snapshot(_state(phase="over")), ["the end"])
    assert "**Game over**" in over and over.endswith("-# the end")
    assert board_text("en", BoardSnapshot(400, None)) == tr("en", "board-title-none")
    assert tr("en", "board-owed-none") in board_text("en", _snapshot(owed=()))
    # A game over waits on nobody, and says why (not "the players play on").
    assert tr("en", "board-owed-over") in over and tr("en", "board-owed-none") not in over


def test_the_last_five_events_of_the_log_are_shown() -> None:
    events = tuple(GameEvent(i, 0.0, A, "turn", {"turn": i}, True) for i in range(1, 10))
    text = board_text("en", _snapshot(events=events))
    assert tr("en", "board-events") in text
    assert all(f"• {event_line('en', e)}" in text for e in events[4:])
    assert not any(f"• {event_line('en', e)}\n" in text for e in events[:4])


def _largest() -> BoardSnapshot:
    name = "W" * 100
    state = _state(
        season_name=name,
        season_id="x" * 40,
        strategy=name,
        deployment=name,
        league=name,
        league_round=99,
        schemes=tuple(SchemeInfo(f"{name[:90]} {i}", None, (name, name)) for i in range(13)),
        scores=(
            Score(strategy=99, schemes=tuple((f"{name[:95]} {i}", 9) for i in range(13))),
            Score(strategy=99, schemes=tuple((f"{name[:95]} {i}", 9) for i in range(13))),
        ),
        soulstones=(99, 99),
        secret_schemes=tuple(_secret(p, s, Status.REVEALED, name) for p in (A, B) for s in range(1, 4)),
    )
    owed = tuple(Owed(p, "duel-soulstone", 2, 3 * 10**19) for p in (A, B) for _ in range(5))
    return _snapshot(
        state,
        owed=owed,
        events=tuple(GameEvent(i, 0.0, A, "turn", {"turn": i}, True) for i in range(20)),
        medians={A: 99 * 86400.0, B: 98 * 86400.0 + 23 * 3600},
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_board_fits_discords_limits(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(board_render, "event_line", lambda lang, event: "E" * 500)
    note = tr(lang, "board-link-pinned", link=LINK + "0" * 40)
    final = [note, tr(lang, "board-final"), luck_text(lang, largest_luck())]  # the end's luck note
    layout = board_layout(lang, _largest(), final)
    components = layout.to_components()
    validate_components(components, flags=V2_FLAG)
    total = sum(len(t) for t in _texts(components))
    assert total <= 4000
    text = board_text(lang, _largest(), [note])
    assert len(text) <= board_render.BOARD_LIMIT and text.endswith(LINK + "0" * 40)
    status = board_text(lang, _largest(), [note], details=True)  # /game status: the pool too
    assert len(status) <= board_render.BOARD_LIMIT and status.endswith(LINK + "0" * 40)
    validate_components(board_layout(lang, _largest(), [note], details=True).to_components(), flags=V2_FLAG)


def _texts(components: list[dict[str, object]]) -> list[str]:
    out: list[str] = []
    for component in components:
        if component.get("type") == 10:
            out.append(str(component["content"]))
        children = component.get("components")
        if isinstance(children, list):
            out.extend(_texts(children))
    return out


def test_whose_move_says_when_the_player_is_away() -> None:
    """Issue 34: "away until" shows on the board, so the opponent sees why nothing happens."""
    away = _snapshot(owed=(Owed(A, "discard", 2, 3, away_until=1_800_000_000.0),))
    for lang in ("en", "es", "hu"):
        assert tr(lang, "board-away", until="<t:1800000000:D>") in board_text(lang, away)
    assert "<t:1800000000:D>" not in board_text("en", _snapshot())


def test_the_board_leads_with_whose_move_the_activations_and_the_score() -> None:
    """Issue 34: what a returner needs first; the encounter and the schemes come after, and the
    board has the Done button of the activation it was drawn for."""
    act = activations.hand_over(activations.begin(3, (A, B), B), B)
    snapshot = _snapshot(_state(activations=act), medians={A: 5400.0, B: 600.0})
    lines = board_text("en", snapshot).split("\n")
    order = [
        next(i for i, line in enumerate(lines) if line.startswith(start))
        for start in (
            tr("en", "board-whose-move"),
            tr("en", "activations-line", sides=""),
            tr("en", "board-score"),
            tr("en", "rhythm-medians", players=""),
            "Deployment",
        )
    ]
    assert order == sorted(order) and order[0] <= 2, lines
    assert tr("en", "activations-line", sides=f"<@{A}> 0 · <@{B}> 1") in lines
    assert f"<@{A}> 1 h 30 min · <@{B}> 10 min" in lines[order[3]]
    ids = [c.custom_id for c in board_layout("en", snapshot).walk_children() if hasattr(c, "custom_id")]
    assert "fb:gdone:1" in ids
    over = _snapshot(_state(phase="over"))
    assert not [c for c in board_layout("en", over).walk_children() if getattr(c, "custom_id", None)]
