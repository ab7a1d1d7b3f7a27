"""biggerhat's API answers read into our values (bot/rules/crew/biggerhat.py), from bodies in the
shapes of biggerhat/biggerhat_v3's ``CharacterResource``, ``ActionResource``, ``TriggerResource``
and ``CrewBuildController@show``: each field lands on its stat, skill, suit, resist, TN, damage
and trigger; what biggerhat leaves out or writes in a form the notation has no place for is left
unset and named, never guessed."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.rules.common.cards import Suit
from bot.rules.crew.biggerhat import (
    Unset,
    card_from_character,
    crew_from_share,
    match_character,
    one_resource,
    search_results,
    share_code,
    suits_of,
)
from bot.rules.crew.cards import Action, Trigger
from tests.fake_biggerhat import action, character, trigger

JUDGE = character(
    "Judge",
    stats=(5, 6, 5, 2, 9, 30),
    actions=[
        action(
            "Executioner's Blade",
            6,
            stat_suits="ram",
            resisted_by="Df",
            damage="3/4/5",
            triggers=[trigger("Flurry", "ram"), trigger("Onslaught", "mask mask")],
        ),
        action("Badge of Office", 6, stat_suits="mask", resisted_by="Wp", target_number=13),
    ],
)


def test_a_character_maps_to_our_stats_actions_and_triggers() -> None:
    card = card_from_character(JUDGE)
    assert card.name == "Judge" and card.slug == "judge" and card.complete
    assert card.stats == (("Df", 5), ("Wp", 6), ("Sp", 5), ("Sz", 2), ("Hp", 9), ("Base", 30))
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
    assert badge == Action("Badge of Office", 6, Suit.MASKS, "Wp", 13, None, ())
    assert card.unset == ()


def test_a_search_result_has_stats_but_no_actions() -> None:
    listed = {k: v for k, v in JUDGE.items() if k != "actions"}
    card = card_from_character(listed)
    assert not card.complete and card.actions == () and card.stat("Df") == 5


def test_missing_and_foreign_values_are_left_unset_and_named() -> None:
    odd = character(
        "Odd",
        stats=(5, None, 5, 2, 9, 35),  # no willpower; a base size that is not a number we allow
        actions=[
            action("Both", 5, resisted_by="Df/Wp"),  # resisted by either: not one stat of ours
            action("Whatever", None),  # no skill value: the action cannot be flipped
            action("Spell", 6, resisted_by=None, target_number=None, damage="X"),
            action("Bite", 4, damage=2, triggers=[trigger("Stone", "soulstone"), trigger("Blank", None)]),
        ],
    )
    odd["base"] = "huge"
    card = card_from_character(odd)
    assert card.stat("Wp") is None and card.stat("Base") is None and card.stat("Df") == 5
    assert [a.name for a in card.actions] == ["Both", "Spell", "Bite"]
    both, spell, bite = card.actions
    assert both.resisted_by is None and spell.tn is None and spell.damage is None
    assert bite.damage == (2,) and bite.triggers == ()  # M4E's one damage number is kept as it is
    assert card.unset == (
        Unset("Wp"),
        Unset("Base"),
        Unset("resist", "Both"),
        Unset("target", "Both"),
        Unset("skill", "Whatever"),
        Unset("target", "Spell"),
        Unset("damage", "Spell"),
        Unset("suits", "Stone"),
        Unset("suits", "Blank"),
    )


def test_suits_in_words_or_letters() -> None:
    assert suits_of("ram") == (Suit.RAMS,)
    assert suits_of("Crow Mask") == (Suit.CROWS, Suit.MASKS)
    assert suits_of("tt") == (Suit.TOMES, Suit.TOMES)
    assert suits_of("soulstone") is None and suits_of("") is None and suits_of(None) is None
    assert suits_of("ram soulstone") is None  # half readable is unreadable


def test_names_from_the_api_are_made_safe_for_the_notation_and_replies() -> None:
    card = card_from_character(character("Evil <@123> `Twin`|*"))
    assert card.name == "Evil 123 Twin"


def test_the_search_result_that_is_the_model_is_taken_never_a_near_name() -> None:
    justice = character("Lady Justice", title="Death Incarnate")
    body = {"data": [character("Judge's Aide"), character("Judge"), justice], "links": {}, "meta": {}}
    items = search_results(body)
    assert match_character(items, "judge") is items[1]
    assert match_character(items, "Lady Justice, Death Incarnate") is items[2]
    assert match_character(items, "lady justice") is items[2]  # the name without the title
    assert match_character(items, "Jud") is None
    assert search_results({"message": "Server Error"}) == [] and search_results([1, 2]) == []


def test_one_resource_is_wrapped_in_data() -> None:
    assert one_resource({"data": JUDGE}) is JUDGE
    with pytest.raises(DomainError) as refused:
        one_resource({"message": "Not Found"})
    assert refused.value.key == "crew-source-error-answer"


SHARED = {
    "name": "Hunting Party",
    "share_code": "aB3dE6gH9k",
    "faction": "neverborn",
    "master": "Zoraida",
    "encounter_size": 50,
    "members": [
        {"display_name": "Bad Juju", "faction": "neverborn", "cost": 10, "station": "minion"},
        {"display_name": "Waldgeist", "faction": "neverborn", "cost": 6, "station": "minion"},
    ],
    "crew_upgrades": [{"name": "Hag's Hex", "is_active": False}, {"name": "Swamp Witch", "is_active": True}],
    "user": "someone",
    "url": "https://biggerhat.net/tools/crew-builder/share/aB3dE6gH9k",
}


def test_a_share_code_crew_has_its_leader_first_and_the_active_crew_upgrade() -> None:
    crew = crew_from_share(SHARED)
    assert crew.name == "Hunting Party" and crew.faction == "Neverborn" and crew.cache is None
    assert crew.format == "share"
    assert [(m.name, m.cost, m.upgrades) for m in crew.models] == [
        ("Zoraida", None, ("Swamp Witch",)),
        ("Bad Juju", 10, ()),
        ("Waldgeist", 6, ()),
    ]


def test_a_share_crew_without_models_or_with_too_many_is_refused() -> None:
    with pytest.raises(DomainError) as empty:
        crew_from_share({"name": "x", "master": None, "members": []})
    assert empty.value.key == "crew-list-error-no-models"
    many = {**SHARED, "members": [{"display_name": f"Model {i}", "cost": 4} for i in range(40)]}
    with pytest.raises(DomainError) as large:
        crew_from_share(many)
    assert large.value.key == "crew-source-error-too-many"


def test_share_codes_and_links() -> None:
    assert share_code(" aB3dE6gH9k ") == "aB3dE6gH9k"
    assert share_code("https://biggerhat.net/tools/crew-builder/share/aB3dE6gH9k/") == "aB3dE6gH9k"
    for bad in ("a b c", "x", "%2e%2e", "share/co de"):
        with pytest.raises(DomainError) as refused:
            share_code(bad)
        assert refused.value.key == "crew-source-error-code"
