"""Rich states of every stored document, built by replaying real rules steps.

The v1 examples under ``examples/`` were written from these scenarios by the code on ``main``
before the documents module existed; the tests rebuild the same decks to play each loaded
example on.
"""

from __future__ import annotations

import random
from dataclasses import replace

from bot.play.common.document_kinds import FlipRecord
from bot.play.doomtrooper import DoomtrooperState
from bot.play.fulminato.table import FulminatoState, RosterEntry
from bot.play.game.state import GameState, IdolMarker, SchemeInfo
from bot.rules import scheme as schemes
from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import M2E, M3E
from bot.rules.crew.blind import DuelModels
from bot.rules.doomtrooper import table as dt
from bot.rules.doomtrooper.combat import Tactic
from bot.rules.doomtrooper.traits import Status as WarriorStatus
from bot.rules.duel import flow as df
from bot.rules.duel.arithmetic import Boost
from bot.rules.duel.state import DuelState
from bot.rules.flip.flips import Flip, flip
from bot.rules.flip.modifiers import FateModifier
from bot.rules.fulminato import fight as fu
from bot.rules.fulminato.actions import Action
from bot.rules.game.turns import Score
from bot.rules.initiative import flow as ini
from bot.rules.initiative.state import InitiativeState
from bot.rules.league.pairing import Pair
from bot.rules.league.season import LeagueSeason
from bot.rules.league.standings import PointsRule
from bot.rules.scheme import SecretScheme, Status
from tests.rules.doomtrooper.test_doomtrooper import MIKE, NICK, second_round, table_with_fighters
from tests.rules.fate_helpers import stacked
from tests.rules.fulminato.test_fulminato import four

A, B = 111, 222
C, D, ORGANISER = 333, 444, 999
TABLE, GAME_ID = 5150, 77


def duel() -> tuple[DuelState, dict[int, Deck]]:
    """M3E opposed duel with a soulstone suit and TN suits: the initiator has cheated, the resister may."""
    decks = {A: stacked(["9R"], {A: ["13R"]}), B: stacked(["9C"], {B: ["12C"]})}
    state = df.start_opposed(
        M3E, A, B, 5, decks, tn=6, tn_suits=frozenset({Suit.RAMS}), boost=Boost(suit=Suit.CROWS)
    )
    state = df.accept(state, B, decks, random.Random(0), stat=6)
    state = df.cheat(state, A, Card.parse("13R"), decks)
    return state, decks


# A duel from the crews names its models (duel record v3).
DUEL_MODELS = DuelModels("Judge", "Executioner's Blade", "Silurid")


def initiative() -> tuple[InitiativeState, dict[int, Deck]]:
    """M2E initiative after two tied flips were reflipped: the soulstone step."""
    decks = {A: stacked(["7R", "3C", "12M"]), B: stacked(["7C", "9T"])}
    return ini.start(M2E, (A, B), decks, random.Random(0)), decks


def tracker() -> fu.InitiativeTracker:
    """A Fulminato fight in its surprise round, one quick action spent."""
    state = fu.start_combat(four(), random.Random(8), surprisers=["Cid"], surprised=["Ana"])
    return state.spend(Action.QUICK)


def doomtrooper_table() -> dt.DoomtrooperTable:
    table, s, n = table_with_fighters(multiple_sabotage=True)
    table = second_round(table).set_status(n.id, WarriorStatus.WOUNDED).set_cover(s.id, True)
    table, _ = table.attack(s.id, n.id, Tactic.FIGHT)
    table = table.declare_empty_deck(MIKE)
    return replace(table, countdown={MIKE: 2}, scores={NICK: dt.PlayerScore(3, 1)})


def secret_scheme(slot: int = 1, status: Status = Status.HELD) -> SecretScheme:
    salt = f"{random.Random(slot).getrandbits(schemes.SALT_BITS):032x}"
    name = ("Breakthrough", "Assassinate")[slot % 2]
    return SecretScheme(
        player=A,
        slot=slot,
        scheme=name,
        salt=salt,
        commitment=schemes.commitment(TABLE, GAME_ID, A, slot, name, salt, version=1),
        chosen_turn=1,
        status=status,
        changed_turn=None if status is Status.HELD else 2,
    )


def game() -> GameState:
    """An M3E game on turn 2 with Corrupted Idols, scores, secret schemes and an end check."""
    return GameState(
        edition="m3e",
        players=(A, B),
        owners=(A, 0),
        attacker=B,
        season_id="gg0",
        season_name="Gaining Grounds 0",
        strategy="Corrupted Idols",
        strategy_choices=(),
        deployment="Standard",
        schemes=(
            SchemeInfo("Breakthrough", None, ("Assassinate",)),
            SchemeInfo("Assassinate", 2),
        ),
        known_schemes=("Breakthrough", "Assassinate", "Hold Up Their Forces"),
        unverified=("Hold Up Their Forces",),
        started_by=A,
        started_at=1_700_000_000.5,
        scores=(Score(1, (("Breakthrough", 1),)), Score(0, ())),
        soulstones=(3, 1),
        league="Autumn",
        league_round=2,
        turn=2,
        phase="activation",
        soulstone_drawn=(B,),
        initiative_id=42,
        first_player=A,
        previous_first=B,
        pass_tokens=(1, 0),
        end_checks=((1, "9R", 10),),
        channel_id=9001,
        message_id=9002,
        secret_schemes=(secret_scheme(1, Status.REVEALED), secret_scheme(2)),
        first_deployer=B,
        pass_tokens_granted=(1, 0),
        turn_flips={"Corrupted Idols": {"rams": "centre", "crows": "edge-choice"}},
        idol=IdolMarker(turn=2, by=A, card="5C", flips=("5C",), placement="edge-choice"),
        idol_spots=("centre",),
    )


def fulminato() -> FulminatoState:
    roster = tuple(RosterEntry(c, 1 if c.owner_id is None else c.owner_id) for c in four())
    return FulminatoState(roster=roster, tracker=tracker(), chronicler=1, fight=3)


def doomtrooper() -> DoomtrooperState:
    return DoomtrooperState(multiple_sabotage=True, game=doomtrooper_table(), started_by=NICK)


def plus_flip() -> tuple[Flip, Deck]:
    """A + flip with a choice (M3E: three cards), as ``/flip +`` keeps it open."""
    deck = stacked(["4T", "11M", "7R"])
    return flip(deck, FateModifier(1), M3E.max_flip_cards, random.Random(0)), deck


def league_season() -> LeagueSeason:
    """Four players, one dropped; Swiss round 1 paired and reported (confirmed, disputed), round 2
    paired by hand with a result an organiser set."""
    season = LeagueSeason(points=PointsRule(3, 1, 0))
    for user, name in ((A, "Ana"), (B, "Bela"), (C, "Cruz"), (D, "Dóra")):
        season = season.join(user, name, 1000.0 + user % 100, user)
    season = season.add_round(1, "swiss", (Pair(A, B), Pair(C, D)), 2000.0, ORGANISER, 2000.0 + 7 * 86400)
    season = season.report(1, A, 6, 4, 3000.0).report(1, B, 4, 6, 3100.0)
    season = season.report(1, C, 5, 5, 3200.0).report(1, D, 6, 5, 3300.0)
    season = season.leave(D, 3400.0, ORGANISER, drop=True)
    season = season.add_round(2, "manual", (Pair(A, C), Pair(B, None)), 4000.0, ORGANISER, None)
    return season.set_result(2, C, 7, 3, 5000.0, ORGANISER)


def flip_record() -> FlipRecord:
    flip, _ = plus_flip()
    return FlipRecord(
        "m3e", flip.modifier, flip.cards, flip.allowed, flip.default, flip.default, flip.reason, False
    )


# bot/play/initiative.py: the M2E soulstone claims and the last initiative holder of a table.
TURN_STATE = {
    "soulstones": {"111": True, "222": False},
    "initiative": 111,
    "first_player": 222,
    "initiative_edition": "m2e",
    "initiative_at": 1700000000.25,
}
