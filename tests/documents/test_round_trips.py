"""Any valid state of any kind survives dump → load unchanged, and writes the same text again."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, get_args

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.editions import EDITIONS, Edition
from bot.rules.doomtrooper import table as dt
from bot.rules.doomtrooper.combat import Reward
from bot.rules.doomtrooper.traits import Affiliation, Designation, Status
from bot.rules.flip.modifiers import FateModifier
from bot.rules.fulminato import fight as fu
from bot.rules.fulminato.dice import DIE_STEPS
from bot.rules.league.standings import GameResult, PointsRule
from tests.documents.kinds import KINDS

NAMES = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=20).filter(
    lambda name: bool(name.strip())
)


@st.composite
def _warrior(draw: st.DrawFn) -> dt.Warrior:
    designations = draw(st.frozensets(st.sampled_from(Designation)))
    affiliations = draw(st.frozensets(st.sampled_from(Affiliation), min_size=1))
    return dt.Warrior(
        name=draw(NAMES),
        fight=draw(st.integers(0, 20)),
        shoot=draw(st.integers(0, 20)),
        armour=draw(st.integers(0, 20)),
        value=draw(st.integers(0, 20)),
        owner_id=draw(st.integers(1, 2**62)),
        affiliations=affiliations,
        designations=designations - {Designation.NON_COMBATANT},
        in_cover=draw(st.booleans()),
        status=draw(st.sampled_from(Status)),
        detachment=draw(st.booleans()),
        id=draw(st.integers(0, 1000)),
    )


@st.composite
def _table(draw: st.DrawFn) -> dt.DoomtrooperTable:
    players = draw(st.lists(st.integers(1, 2**62), min_size=2, max_size=6, unique=True))
    ints = st.dictionaries(st.sampled_from(players), st.integers(0, 10))
    return dt.DoomtrooperTable(
        players=tuple(players),
        active=draw(st.integers(0, len(players) - 1)),
        turns_taken=draw(ints),
        warriors=tuple(draw(st.lists(_warrior(), max_size=3))),
        scores=draw(st.dictionaries(st.sampled_from(players), st.builds(dt.PlayerScore, st.integers(0, 99)))),
        pending=draw(st.lists(st.from_type(Reward), max_size=3).map(tuple)),
        attacks_this_turn=draw(st.integers(0, 5)),
        sabotaged_this_turn=tuple(draw(st.lists(st.sampled_from(players), max_size=3))),
        multiple_sabotage=draw(st.booleans()),
        empty_decks=draw(st.frozensets(st.sampled_from(players))),
        countdown=draw(ints),
        lost=draw(st.frozensets(st.sampled_from(players))),
        next_id=draw(st.integers(1, 100)),
    )


@st.composite
def _tracker(draw: st.DrawFn) -> fu.InitiativeTracker:
    names = draw(st.lists(NAMES.map(str.strip), min_size=1, max_size=6, unique_by=str.casefold))
    dice = st.sampled_from(sorted(DIE_STEPS))
    combatants = [fu.Combatant(n, draw(dice), draw(dice), draw(st.none() | st.integers(1, 9))) for n in names]
    tracker = fu.start_combat(combatants, random.Random(draw(st.integers(0, 2**32))))
    for _ in range(draw(st.integers(0, 8))):
        tracker = tracker.next_turn()
    return tracker


# Values the document kinds hold that Hypothesis cannot build from their types alone.
st.register_type_strategy(Card, st.sampled_from(ALL_CARDS))
# The states hold plain dicts where they say Mapping (not ChainMap and friends).
st.register_type_strategy(
    Mapping,
    lambda t: st.dictionaries(*(st.from_type(a) for a in get_args(t)), max_size=4),
)
st.register_type_strategy(Edition, st.sampled_from(list(EDITIONS.values())))
st.register_type_strategy(FateModifier, st.builds(FateModifier, st.integers(-10, 10)))
st.register_type_strategy(float, st.floats(allow_nan=False, allow_infinity=False))
st.register_type_strategy(str, NAMES)
st.register_type_strategy(dt.Warrior, _warrior())
st.register_type_strategy(
    PointsRule,
    st.tuples(st.integers(0, 10), st.integers(0, 10), st.integers(0, 10)).map(
        lambda t: PointsRule(*sorted(t, reverse=True))
    ),
)
st.register_type_strategy(
    GameResult,
    st.builds(
        GameResult,
        st.integers(1, 999),
        st.just(1),
        st.none() | st.integers(2, 10**18),
        st.integers(0, 99),
        st.integers(0, 99),
    ),
)
st.register_type_strategy(dt.DoomtrooperTable, _table())
st.register_type_strategy(fu.InitiativeTracker, _tracker())
st.register_type_strategy(fu.Combatant, st.builds(fu.Combatant, NAMES.map(str.strip), st.just(6), st.just(8)))


def _round_trips(name: str, value: Any) -> None:
    kind = KINDS[name]
    text = kind.dumps(value)
    again = kind.load(text)
    assert again == value
    assert kind.dumps(again) == text


@pytest.mark.parametrize("name", sorted(n for n in KINDS if n != "turn"))
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_every_kind_round_trips(name: str, data: st.DataObject) -> None:
    _round_trips(name, data.draw(st.from_type(KINDS[name].type)))


@settings(max_examples=40, deadline=None)
@given(
    st.dictionaries(
        NAMES,
        st.recursive(
            st.none() | st.booleans() | st.integers(-(2**53), 2**53) | NAMES,
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(NAMES, inner, max_size=3),
            max_leaves=8,
        ),
        max_size=5,
    ).filter(lambda d: not {"doc", "v"} & set(d))
)
def test_the_free_form_turn_state_round_trips(turn: dict[str, Any]) -> None:
    _round_trips("turn", turn)
