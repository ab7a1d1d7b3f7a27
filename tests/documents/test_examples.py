"""Every stored example of every released version still loads, upgrades, and plays on.

The v1 examples were written by the code on ``main`` before issue 16 (``scenarios.py``); the
v2 ones by issue 16. A test below fails when an example is missing for a version, or when the
current code writes a document differently from its newest example without a new version.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.play.common.document_kinds import DuelRecord, FlipRecord, GameInitiative, InitiativeRecord
from bot.play.doomtrooper import DoomtrooperState
from bot.play.fulminato.table import FulminatoState
from bot.play.game.idols import settle_idol
from bot.play.game.state import GameState
from bot.play.initiative import _remember_soulstones
from bot.rules import scheme as schemes
from bot.rules.common.cards import Card
from bot.rules.common.editions import Role
from bot.rules.doomtrooper import table as dt
from bot.rules.duel import flow as df
from bot.rules.duel import result as duel_result
from bot.rules.duel.state import DuelState
from bot.rules.fulminato import fight as fu
from bot.rules.initiative import flow as ini
from bot.rules.initiative.state import Event, EventKind, InitiativeState
from bot.rules.league.pairing import swiss
from bot.rules.league.season import LeagueSeason
from bot.rules.league.standings import standings
from bot.rules.scheme import SecretScheme, Status
from tests.documents import scenarios as s
from tests.documents.kinds import EXAMPLES, KINDS, examples, version_of
from tests.rules.doomtrooper.test_doomtrooper import MIKE, NICK

ALL = [(kind, path) for kind in KINDS for path in examples(kind)]


def card(code: str) -> Card:
    return Card.parse(code)


# -- playing each kind on ------------------------------------------------------------------------


def duel_plays_on(state: DuelState) -> None:
    """The resister cheats the 12 of Crows in: 18 against 18, the tie goes to the initiator."""
    _, decks = s.duel()  # the same decks, with the duel's cards in play
    assert state == s.duel()[0]
    done = df.cheat(state, s.B, card("12C"), decks)
    result = duel_result.result(done)
    assert (result.winner, result.margin, result.tie) == (Role.INITIATOR, 0, True)
    assert [side.total for side in result.sides] == [18, 18]
    assert decks[s.A].in_play == [] and decks[s.B].discard == [card("9C"), card("12C")]


def initiative_plays_on(state: InitiativeState) -> None:
    """Seed 001: after the tied reflips, the lower card may spend a soulstone to reflip."""
    _, decks = s.initiative()
    assert state == s.initiative()[0]
    state = ini.use_soulstone(state, s.A, decks, random.Random(0), reflip=True)
    assert state.events[-1] == Event(EventKind.SOULSTONE_REFLIP, s.A, card("12M"), card("3C"))
    assert state.awaiting_player == s.B


def tracker_plays_on(tracker: fu.InitiativeTracker) -> None:
    """After the surprise round, round 1 starts with everyone in initiative order."""
    assert tracker == s.tracker()
    later = tracker.next_turn()
    assert (later.round, later.queue, later.current.name) == (1, ("Cid", "Bo", "Ana", "Dax"), "Cid")


def table_plays_on(table: dt.DoomtrooperTable) -> None:
    """Mike's deck is empty and he has no fighter: his turn starts the three-turn countdown's next step."""
    assert table == s.doomtrooper_table()
    later = table.end_turn()
    assert (
        later.active_player == MIKE
        and later.countdown == {MIKE: 1}
        and later.turns_taken == {NICK: 2, MIKE: 2}
    )


def warrior_plays_on(warrior: dt.Warrior) -> None:
    assert warrior == s.doomtrooper_table().warriors[0]
    table = dt.new_table([NICK, MIKE])
    table, added = table.add_warrior(warrior)
    assert table.warrior(added.id).in_cover and added.can_fight


def scheme_plays_on(secret: SecretScheme) -> None:
    """The revealed scheme proves itself against its public commitment."""
    assert secret == s.secret_scheme(1, Status.REVEALED)
    assert schemes.verify(secret, s.TABLE, s.GAME_ID)
    assert not schemes.verify(secret, s.TABLE, s.GAME_ID + 1)


def game_plays_on(game: GameState) -> None:
    if game.idol is None:  # written before secret schemes and idols existed: their defaults
        assert game.secret_schemes == () and game.turn_flips == {} and game.pass_tokens_granted == (0, 0)
        assert game.leader == s.A
        return
    assert game == s.game()
    assert all(schemes.verify(secret, s.TABLE, s.GAME_ID) for secret in game.secret_schemes)
    placed = settle_idol(game, "left")
    assert placed.idol is not None and (placed.idol.spot, placed.idol.outcome) == ("left-edge", "place")
    assert placed.idol_spots == ("centre", "left-edge")


def fulminato_plays_on(state: FulminatoState) -> None:
    assert state == s.fulminato()
    assert state.tracker is not None
    tracker_plays_on(state.tracker)
    assert state.entry("cid").controller == 1


def doomtrooper_plays_on(state: DoomtrooperState) -> None:
    assert state == s.doomtrooper() and state.game is not None
    table_plays_on(state.game)


def flip_plays_on(record: FlipRecord) -> None:
    """The flipper switches to the other allowed card (``PlayCore.choose_flip_card``)."""
    flip, _ = s.plus_flip()
    assert (record.cards, record.allowed, record.chosen, record.reason) == (
        flip.cards,
        flip.allowed,
        flip.default,
        flip.reason,
    )
    assert record.cards[0] == card("4T") and 0 in record.allowed


def duel_record_plays_on(record: DuelRecord) -> None:
    """From v3 a duel from the crews names its models (older duels: none)."""
    assert record.owners == {s.A: s.A, s.B: s.B}
    assert record.models in (None, s.DUEL_MODELS)
    duel_plays_on(record.duel)


def initiative_record_plays_on(record: InitiativeRecord | GameInitiative) -> None:
    if isinstance(record, GameInitiative):
        assert record.turn == 2
    else:
        assert record.owners == {s.A: s.A, s.B: s.B}
    initiative_plays_on(record.init)


def turn_plays_on(turn: dict[str, Any]) -> None:
    """M2E: what the players said about their soulstones is kept for the next initiative."""
    assert turn["initiative"] == s.A and turn["first_player"] == s.B
    assert _remember_soulstones(dict(turn), (s.A, s.B), (None, None)) == (True, False)


def league_season_plays_on(season: LeagueSeason) -> None:
    """The standings count the confirmed and the set results (and, from v2, the forfeit a drop
    gives: D dropped with C's game disputed), and round 3 pairs the active players."""
    table = standings([p.user for p in season.players], season.results(), season.points)
    forfeit = season.round_pairings(1)[1].status == "forfeit"
    assert [(row.player, row.points) for row in table][:1] == [(s.C, 6 if forfeit else 3)]
    assert season.round_pairings(1)[0].status == "confirmed"
    pairs = swiss(bytes(32), 3, season.active(), season.previous_pairs(3), table).pairs
    assert sorted(p for pair in pairs for p in pair.players()) == sorted(season.active())


PLAY_ON: dict[str, Callable[[Any], None]] = {
    "duel-state": duel_plays_on,
    "initiative-state": initiative_plays_on,
    "fulminato-tracker": tracker_plays_on,
    "doomtrooper-warrior": warrior_plays_on,
    "doomtrooper-table": table_plays_on,
    "secret-scheme": scheme_plays_on,
    "flip": flip_plays_on,
    "duel": duel_record_plays_on,
    "initiative": initiative_record_plays_on,
    "game-initiative": initiative_record_plays_on,
    "turn": turn_plays_on,
    "game": game_plays_on,
    "fulminato": fulminato_plays_on,
    "doomtrooper": doomtrooper_plays_on,
    "league-season": league_season_plays_on,
}

# What the code writes today for each kind (compared with the newest examples).
CURRENT: dict[str, Callable[[], Any]] = {
    "duel-state": lambda: s.duel()[0],
    "initiative-state": lambda: s.initiative()[0],
    "fulminato-tracker": s.tracker,
    "doomtrooper-warrior": lambda: s.doomtrooper_table().warriors[0],
    "doomtrooper-table": s.doomtrooper_table,
    "secret-scheme": lambda: s.secret_scheme(1, Status.REVEALED),
    "flip": s.flip_record,
    "duel": lambda: DuelRecord({s.A: s.A, s.B: s.B}, s.duel()[0], s.DUEL_MODELS),
    "initiative": lambda: InitiativeRecord({s.A: s.A, s.B: s.B}, s.initiative()[0]),
    "game-initiative": lambda: GameInitiative(2, s.initiative()[0]),
    "turn": lambda: dict(s.TURN_STATE),
    "game": s.game,
    "fulminato": s.fulminato,
    "doomtrooper": s.doomtrooper,
    "league-season": s.league_season,
}


# -- the tests -----------------------------------------------------------------------------------


def test_every_kind_has_an_example_of_every_version_and_a_way_to_play_on() -> None:
    assert set(PLAY_ON) == set(KINDS) == set(CURRENT)
    assert {p.name for p in EXAMPLES.iterdir() if p.is_dir()} == set(KINDS)
    for name, kind in KINDS.items():
        assert {version_of(p) for p in examples(name)} == set(range(1, kind.version + 1)), name


@pytest.mark.parametrize(("kind", "path"), ALL, ids=[f"{k}/{p.name}" for k, p in ALL])
def test_example_loads_upgrades_and_plays_on(kind: str, path: Path) -> None:
    stored = path.read_text()
    value = KINDS[kind].load(stored)
    PLAY_ON[kind](value)
    written = KINDS[kind].dump(value)
    assert (written["doc"], written["v"]) == (kind, KINDS[kind].version)
    assert KINDS[kind].load(json.dumps(written)) == value
    assert path.read_text() == stored  # reading never rewrites the example


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_newest_example_is_what_the_code_writes(kind: str) -> None:
    """A format change without a new version (and its upgrade step) fails here."""
    newest = examples(kind, KINDS[kind].version)
    assert newest, kind
    current = KINDS[kind].dump(CURRENT[kind]())
    assert any(json.loads(p.read_text()) == current for p in newest), (kind, current)
