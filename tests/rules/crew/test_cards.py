"""The model card notation (docs/crews.md): a card's stats (Df, Wp, Sp, Sz, health, base) and
actions (name, skill value and suit, resisted by, TN, damage track, triggers with their suits);
format(parse(x)) == x for canonical x, and every malformed line is refused by its number."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.common.cards import Suit
from bot.rules.crew.cards import (
    ACTIONS_MAX,
    DAMAGE_MAX,
    HEALTH_MAX,
    NAME_MAX,
    RESISTS,
    SKILL_MAX,
    STAT_MAX,
    TN_MAX,
    TRIGGERS_MAX,
    Action,
    ModelCard,
    Trigger,
    card_key,
    format_card,
    parse_card,
    parse_cards,
)

JUDGE = """Judge
Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30
* Executioner's Blade | 6r | Df | - | 3/4/5
  + r Flurry
  + mm Onslaught
* Badge of Office | 6m | Wp | 13 | -"""


def test_a_card_reads_every_number_of_a_stat_card() -> None:
    card = parse_card(JUDGE)
    assert (card.name, card.df, card.wp, card.sp, card.sz, card.hp, card.base) == ("Judge", 5, 6, 5, 2, 9, 30)
    blade, badge = card.actions
    assert blade == Action(
        "Executioner's Blade",
        6,
        Suit.RAMS,
        "Df",
        None,
        (3, 4, 5),
        (Trigger((Suit.RAMS,), "Flurry"), Trigger((Suit.MASKS, Suit.MASKS), "Onslaught")),
    )
    assert (badge.skill, badge.suit, badge.resisted_by, badge.tn, badge.damage) == (
        6,
        Suit.MASKS,
        "Wp",
        13,
        None,
    )
    assert format_card(card) == JUDGE


def test_loose_writing_comes_back_canonical() -> None:
    loose = """  Judge
health 9, base 30, SZ 2, sp 5, wp 6, df 5
*Executioner's Blade|6R|df|-| 3 / 4 / 5
+R Flurry
   +MM   Onslaught
*   Badge of Office | 6 m | WP | 13 | -"""
    assert format_card(parse_card(loose)) == JUDGE


def test_a_block_of_cards_and_names_matched_loosely() -> None:
    other = "Death Marshal\nDf 4 Wp 5 Sp 5 Sz 2 Hp 8 Base 30\n* Pine Box | 6t | Wp | 12 | 2/3/4"
    cards = parse_cards(f"{JUDGE}\n\n\n{other}\n")
    assert [c.name for c in cards] == ["Judge", "Death Marshal"]
    assert card_key("  death   MARSHAL ") == card_key("Death Marshal") == "death marshal"
    with pytest.raises(DomainError) as twice:
        parse_cards(f"{JUDGE}\n\n{JUDGE.replace('Judge', 'JUDGE', 1)}")
    assert twice.value.key == "crew-card-error-twice" and twice.value.args_map["line"] == 8


@pytest.mark.parametrize(
    ("line", "text", "key"),
    [
        (2, "Df 5 Wp 6 Sp 5 Sz 2 Hp 9", "crew-card-error-stats"),  # no base
        (2, "Df 5 Df 6 Sp 5 Sz 2 Hp 9 Base 30", "crew-card-error-stats"),
        (2, "Df 5 Wp 6 Sp 5 Sz 2 Hp 0 Base 30", "crew-card-error-number"),
        (2, "Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30 Luck 3", "crew-card-error-stats"),
        (3, "* Blade | 6x | Df | - | 3/4/5", "crew-card-error-skill"),
        (3, "* Blade | 16 | Df | - | 3/4/5", "crew-card-error-number"),
        (3, "* Blade | 6r | Ht | - | 3/4/5", "crew-card-error-resist"),
        (3, "* Blade | 6r | - | - | 3/4/5", "crew-card-error-no-target"),
        (3, "* Blade | 6r | Df | 30 | 3/4/5", "crew-card-error-number"),
        (3, "* Blade | 6r | Df | - | 3-4-5", "crew-card-error-damage"),
        (3, "* Blade | 6r | Df | 3/4/5", "crew-card-error-action"),
        (3, "+ r Flurry", "crew-card-error-trigger-first"),
        (3, "Blade 6r Df", "crew-card-error-line"),
        (4, "  + x Flurry", "crew-card-error-suit"),
        (4, "  + rrrr Flurry", "crew-card-error-suit"),
    ],
)
def test_each_malformed_line_is_refused_by_its_number(line: int, text: str, key: str) -> None:
    lines = JUDGE.split("\n")[:4]
    lines[line - 1] = text
    with pytest.raises(DomainError) as caught:
        parse_card("\n".join(lines))
    assert caught.value.key == key and caught.value.args_map["line"] == line


def test_a_card_needs_a_name_and_stats() -> None:
    with pytest.raises(DomainError) as caught:
        parse_cards("\n\nJudge\n")
    assert caught.value.key == "crew-card-error-short" and caught.value.args_map["line"] == 3


names = (
    st.text(
        alphabet=st.characters(whitelist_categories=("L", "N", "Zs"), whitelist_characters="'.,-!?()&"),
        min_size=1,
        max_size=NAME_MAX,
    )
    .map(lambda s: " ".join(s.split()))
    .filter(bool)
)
suits = st.sampled_from(list(Suit))
triggers = st.builds(Trigger, st.lists(suits, min_size=1, max_size=3).map(tuple), names)


@st.composite
def actions(draw: st.DrawFn) -> Action:
    resisted = draw(st.sampled_from([*RESISTS, None]))
    tn = draw(st.integers(1, TN_MAX) if resisted is None else st.none() | st.integers(1, TN_MAX))
    damage = draw(st.none() | st.lists(st.integers(0, DAMAGE_MAX), min_size=1, max_size=3).map(tuple))
    return Action(
        draw(names),
        draw(st.integers(0, SKILL_MAX)),
        draw(st.none() | suits),
        resisted,
        tn,
        damage,
        tuple(draw(st.lists(triggers, max_size=2))),
    )


cards = st.builds(
    ModelCard,
    names,
    st.integers(0, STAT_MAX),
    st.integers(0, STAT_MAX),
    st.integers(0, STAT_MAX),
    st.integers(0, STAT_MAX),
    st.integers(1, HEALTH_MAX),
    st.integers(1, 100),
    st.lists(actions(), max_size=4).map(tuple),
)


@given(cards)
def test_the_notation_round_trips(card: ModelCard) -> None:
    text = format_card(card)
    assert parse_card(text) == card
    assert format_card(parse_card(text)) == text


def test_limits_on_actions_and_triggers() -> None:
    many = JUDGE.split("\n")[:2] + [f"* A{i} | 5 | Df | - | 1/2/3" for i in range(ACTIONS_MAX + 1)]
    with pytest.raises(DomainError) as caught:
        parse_card("\n".join(many))
    assert caught.value.key == "crew-card-error-too-many" and caught.value.args_map["line"] == ACTIONS_MAX + 3
    lots = JUDGE.split("\n")[:3] + [f"  + r T{i}" for i in range(TRIGGERS_MAX + 1)]
    with pytest.raises(DomainError) as caught:
        parse_card("\n".join(lots))
    assert caught.value.args_map["line"] == TRIGGERS_MAX + 4
