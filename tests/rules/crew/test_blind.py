"""Blind crews (issue 44 §5: "each player commits to their crew by the existing salted
commit–reveal; both are revealed together, so the first to choose leaks nothing")."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from bot.errors import DomainError
from bot.rules.crew import blind
from bot.rules.crew.blind import CrewEntry, CrewSnapshot

A, B = 111, 222
JUDGE = "Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n* Blade | 6r | Df | - | 3/4/5"
SMALL = CrewSnapshot("Small", None, None, (CrewEntry("Judge", 7, (), JUDGE),))
LARGE = CrewSnapshot(
    "Lady Justice's very large crew",
    "Guild",
    4,
    tuple(CrewEntry(f"Death Marshal {i}", 7, ("Badge",), None) for i in range(20)),
)


def choose(
    crews: tuple[blind.GameCrew, ...], player: int, crew: CrewSnapshot, seed: int = 1
) -> tuple[blind.GameCrew, ...]:
    return blind.choose(crews, (A, B), player, crew, table_id=5, game_id=6, turn=0, rng=random.Random(seed))


def test_the_commitment_is_the_schemes_construction_over_the_whole_crew() -> None:
    salt = "0" * 32
    document = {
        "v": 1,
        "kind": "crew",
        "table": 5,
        "game": 6,
        "player": A,
        "salt": salt,
        "crew": {
            "name": "Small",
            "faction": None,
            "cache": None,
            "models": [{"name": "Judge", "cost": 7, "upgrades": [], "card": JUDGE}],
        },
    }
    raw = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert blind.commitment(5, 6, A, SMALL, salt) == hashlib.sha256(raw).hexdigest()
    # A changed number, model or salt is another commitment.
    other = CrewSnapshot("Small", None, None, (CrewEntry("Judge", 7, (), JUDGE.replace("Hp 9", "Hp 8")),))
    assert blind.commitment(5, 6, A, other, salt) != blind.commitment(5, 6, A, SMALL, salt)
    assert blind.commitment(5, 6, A, SMALL, "1" * 32) != blind.commitment(5, 6, A, SMALL, salt)


def test_the_first_choice_is_held_and_shows_only_a_hash_of_fixed_length() -> None:
    small = choose((), A, SMALL)
    large = choose((), A, LARGE)
    for crews in (small, large):
        (mine,) = crews
        assert not mine.revealed and len(mine.commitment) == 64 and len(mine.salt) == 32
        assert blind.verify(mine, 5, 6)
        assert blind.visible_to(crews, B) == () and blind.visible_to(crews, None) == ()
        assert blind.visible_to(crews, A) == crews  # the chooser sees their own
    assert blind.revealed_crews(small) == ()


def test_the_second_choice_reveals_both_together() -> None:
    first = choose((), A, SMALL)
    both = choose(first, B, LARGE, seed=2)
    assert [c.revealed for c in both] == [True, True]
    assert blind.visible_to(both, None) == both
    assert [c.player for c in blind.revealed_crews(both)] == [A, B]
    assert both[0].commitment == first[0].commitment  # the first commitment is kept as published


def test_once_each_by_a_player_of_the_game_during_the_setup() -> None:
    first = choose((), A, SMALL)
    with pytest.raises(DomainError) as chosen:
        choose(first, A, LARGE)
    assert chosen.value.key == "crew-game-error-chosen"
    with pytest.raises(DomainError) as outsider:
        choose((), 333, SMALL)
    assert outsider.value.key == "crew-game-error-not-a-player"
    with pytest.raises(DomainError) as late:
        blind.choose((), (A, B), A, SMALL, table_id=5, game_id=6, turn=1, rng=random.Random(1))
    assert late.value.key == "crew-game-error-too-late"


def test_cards_of_a_revealed_crew_are_read_back_from_the_notation() -> None:
    (mine,) = choose((), A, SMALL)
    cards = blind.cards_of(mine)
    assert cards["Judge"].hp == 9 and cards["Judge"].actions[0].damage == (3, 4, 5)
