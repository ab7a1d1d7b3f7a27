"""Doomtrooper at a table, against a real SQLite file: game, warriors, combat, rewards, sabotage."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.play import Play
from bot.play.doomtrooper import (
    DOOMTROOPER,
    Actor,
    DoomtrooperOps,
    PlayedCards,
    Split,
    WarriorSpec,
    find_warrior,
    reward_tag,
)
from bot.rules.doomtrooper.combat import Modifiers, Tactic
from bot.rules.doomtrooper.table import PlayerScore
from bot.rules.doomtrooper.traits import Affiliation as A
from bot.rules.doomtrooper.traits import Designation as D
from bot.rules.doomtrooper.traits import Interpretation, Status
from bot.store import games
from bot.ui.common.i18n import catalog
from bot.ui.doomtrooper.options import parse_affiliations, parse_cards, parse_designations, parse_warzone
from tests.play.conftest import PlayFactory
from tests.play.helpers import refused

T = 700
NICK, MIKE, ZOE, MOD = 101, 202, 303, 999


async def stored(play: Play) -> dict[str, Any] | None:
    raw = await games.read_state(play.store, T, "doomtrooper")
    return None if raw is None else json.loads(raw)


SEAN = WarriorSpec("Sean Gallagher", 10, 5, 7, 4, frozenset({A.CAPITOL}), frozenset({D.HERO}))
NEFARITE = WarriorSpec("Nefarite", 8, 8, 8, 6, frozenset({A.DARK_LEGION}))
TROOPER = WarriorSpec("Trooper", 4, 4, 4, 2, frozenset({A.CAPITOL}))
MONK = WarriorSpec("Monk", 3, 3, 3, 3, frozenset({A.BROTHERHOOD}))


async def game_on_second_turn(ops: DoomtrooperOps) -> None:
    """Nick and Mike, each with warriors; Nick's second turn (so he may attack)."""
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.add_warrior(T, Actor(NICK), SEAN)  # #1
    await ops.add_warrior(T, Actor(MIKE), NEFARITE)  # #2
    await ops.end_turn(T, Actor(NICK))
    await ops.end_turn(T, Actor(MIKE))


# -- the game and warriors -------------------------------------------------------------------------


async def test_a_game_and_its_warriors_survive_a_restart(open_play: PlayFactory) -> None:
    play = await open_play()
    ops = play.doomtrooper
    view = await ops.start(T, Actor(NICK), [MIKE, ZOE])
    assert view.game is not None and view.game.players == (NICK, MIKE, ZOE)
    added = await ops.add_warrior(T, Actor(NICK), SEAN)
    assert added.warrior is not None and added.warrior.id == 1 and added.warrior.owner_id == NICK
    await ops.set_cover(T, Actor(NICK), "#1", True)
    before = await stored(play)
    await play.store.close()

    play2 = await open_play()
    shown = await play2.doomtrooper.show(T, MIKE)
    assert shown.game is not None
    sean = shown.game.warrior(1)
    assert (sean.name, sean.fight, sean.in_cover, sean.affiliations) == (
        "Sean Gallagher",
        10,
        True,
        {A.CAPITOL},
    )
    assert await stored(play2) == before
    assert DOOMTROOPER.dump(DOOMTROOPER.load(before or {})) == before


async def test_start_checks_players_and_one_game_at_a_time(play: Play) -> None:
    ops = play.doomtrooper
    with refused("doomtrooper-error-players"):
        await ops.start(T, Actor(NICK), [])
    with refused("doomtrooper-error-duplicate-player"):
        await ops.start(T, Actor(NICK), [NICK])
    with refused("doomtrooper-ui-error-too-many-players"):
        await ops.start(T, Actor(NICK), [1, 2, 3, 4, 5, 6])
    assert await stored(play) is None
    await ops.start(T, Actor(NICK), [MIKE])
    with refused("doomtrooper-ui-error-game-running"):
        await ops.start(T, Actor(ZOE), [MIKE])


async def test_commands_without_a_game_are_refused(play: Play) -> None:
    ops = play.doomtrooper
    with refused("doomtrooper-ui-error-no-game"):
        await ops.add_warrior(T, Actor(NICK), SEAN)
    with refused("doomtrooper-ui-error-no-game"):
        await ops.end_turn(T, Actor(NICK))
    assert await stored(play) is None


@pytest.mark.parametrize(
    ("spec", "key"),
    [
        (WarriorSpec("   ", 1, 1, 1, 1, frozenset({A.BAUHAUS})), "doomtrooper-error-warrior-name"),
        (WarriorSpec("x" * 65, 1, 1, 1, 1, frozenset({A.BAUHAUS})), "doomtrooper-error-warrior-name"),
        (WarriorSpec("Cheap", 1, 1, 1, -1, frozenset({A.BAUHAUS})), "doomtrooper-error-value-negative"),
        (WarriorSpec("Nobody", 1, 1, 1, 1), "doomtrooper-error-no-affiliation"),
        (
            WarriorSpec(
                "Clerk", 0, 0, 1, 1, frozenset({A.BAUHAUS}), frozenset({D.NON_COMBATANT}), in_cover=True
            ),
            "doomtrooper-error-non-combatant-cover",
        ),
    ],
)
async def test_bad_warriors_are_refused_and_change_nothing(play: Play, spec: WarriorSpec, key: str) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    before = await stored(play)
    with refused(key):
        await ops.add_warrior(T, Actor(NICK), spec)
    assert await stored(play) == before


async def test_only_players_add_warriors_and_negative_stats_count(play: Play) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    with refused("doomtrooper-error-not-a-player"):
        await ops.add_warrior(T, Actor(ZOE), SEAN)
    view = await ops.add_warrior(T, Actor(NICK), WarriorSpec("Ñu 攻撃", -2, -1, 0, 0, frozenset({A.MISHIMA})))
    assert view.warrior is not None and (view.warrior.name, view.warrior.fight) == ("Ñu 攻撃", -2)


async def test_another_players_warrior_cannot_be_changed(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    before = await stored(play)
    for change in (
        ops.remove_warrior(T, Actor(MIKE), "1"),
        ops.set_cover(T, Actor(MIKE), "Sean Gallagher", True),
        ops.set_status(T, Actor(MIKE), "#1", Status.WOUNDED),
        ops.attack(T, Actor(MIKE), "1", "2", Tactic.FIGHT),
        ops.sabotage(T, Actor(MIKE), "1", NICK),
    ):
        with refused("doomtrooper-ui-error-not-your-warrior") as details:
            await change
        assert details["owner"] == f"<@{NICK}>"
    assert await stored(play) == before
    # A table moderator may fix anyone's warrior (but never attack with it).
    view = await ops.set_status(T, Actor(MOD, is_moderator=True), "1", Status.WOUNDED)
    assert view.warrior is not None and view.warrior.status is Status.WOUNDED
    with refused("doomtrooper-ui-error-not-your-warrior"):
        await ops.attack(T, Actor(MOD, is_moderator=True), "1", "2", Tactic.FIGHT)


@pytest.mark.parametrize(
    ("ref", "key"),
    [
        ("#99", "doomtrooper-error-unknown-warrior"),
        ("0", "doomtrooper-error-unknown-warrior"),
        ("Ghost", "doomtrooper-ui-error-unknown-warrior-name"),
        ("  ", "doomtrooper-ui-error-warrior-ref-empty"),
        ("9" * 40, "doomtrooper-ui-error-unknown-warrior-name"),
        ("¹²", "doomtrooper-ui-error-unknown-warrior-name"),
    ],
)
async def test_unknown_warriors_are_refused(play: Play, ref: str, key: str) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    before = await stored(play)
    with refused(key):
        await ops.remove_warrior(T, Actor(NICK), ref)
    assert await stored(play) == before


async def test_warriors_by_name_or_number(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    await ops.add_warrior(T, Actor(NICK), TROOPER)
    await ops.add_warrior(T, Actor(NICK), TROOPER)
    game = (await ops.show(T, NICK)).game
    assert game is not None
    assert find_warrior(game, " sean   GALLAGHER ").id == 1
    assert find_warrior(game, "# 2").name == "Nefarite"
    with refused("doomtrooper-ui-error-warrior-ambiguous") as details:
        find_warrior(game, "trooper")
    assert details["numbers"] == "#3, #4"


async def test_status_dead_removes_and_cover_toggles(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    view = await ops.set_cover(T, Actor(NICK), "1", True)
    assert view.warrior is not None and view.warrior.in_cover
    view = await ops.set_status(T, Actor(NICK), "1", Status.DEAD)
    assert view.game is not None and [w.id for w in view.game.warriors] == [2]


# -- combat and rewards ----------------------------------------------------------------------------


async def test_combat_resolves_with_values_and_stores_statuses(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    report = await ops.attack(T, Actor(NICK), "#1", "Nefarite", Tactic.FIGHT)
    result = report.result
    assert [(s.attack, s.target_armour, s.hits) for s in result.strikes] == [(10, 8, True), (8, 7, True)]
    assert report.attacker_before.status is Status.HEALTHY
    assert result.attacker.status is Status.WOUNDED and result.defender.status is Status.WOUNDED
    game = (await ops.show(T, NICK)).game
    assert game is not None and {w.status for w in game.warriors} == {Status.WOUNDED}
    with refused("doomtrooper-error-one-attack-per-turn"):
        await ops.attack(T, Actor(NICK), "1", "2", Tactic.FIGHT)
    # A card granting another attack: this time both die and both score.
    report = await ops.attack(T, Actor(NICK), "1", "2", Tactic.FIGHT, extra_attack=True)
    assert {r.player_id: r.points for r in report.result.rewards} == {NICK: 6, MIKE: 4}
    game = (await ops.show(T, NICK)).game
    assert game is not None and game.warriors == () and len(game.pending) == 2


async def test_cover_warzone_and_cards_change_the_values(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    await ops.set_cover(T, Actor(MIKE), "2", True)
    cards = PlayedCards(
        warzone=Modifiers(armour=1),
        attacker=(Modifiers(fight=2), Modifiers(fight=1)),
        defender=(Modifiers(fight=-3),),
    )
    report = await ops.attack(T, Actor(NICK), "1", "2", Tactic.FIGHT, cards)
    assert [(s.attack, s.target_armour, s.hits) for s in report.result.strikes] == [
        (13, 12, True),
        (5, 7, False),
    ]
    assert report.result.defender_values.cover_bonus == 3


@pytest.mark.parametrize(
    ("attacker", "defender", "key"),
    [
        (SEAN, TROOPER, "doomtrooper-error-same-corporation"),
        (SEAN, MONK, "doomtrooper-error-attacks-brotherhood"),
        (MONK, SEAN, "doomtrooper-error-brotherhood-target"),
    ],
)
async def test_illegal_pairings_are_refused_and_change_nothing(
    play: Play, attacker: WarriorSpec, defender: WarriorSpec, key: str
) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.add_warrior(T, Actor(NICK), attacker)
    await ops.add_warrior(T, Actor(MIKE), defender)
    await ops.end_turn(T, Actor(NICK))
    await ops.end_turn(T, Actor(MIKE))
    before = await stored(play)
    with refused(key):
        await ops.attack(T, Actor(NICK), "1", "2", Tactic.SHOOT)
    assert await stored(play) == before


async def test_attack_rules_of_turns(play: Play) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.add_warrior(T, Actor(NICK), SEAN)
    await ops.add_warrior(T, Actor(MIKE), NEFARITE)
    with refused("doomtrooper-error-attack-first-turn"):
        await ops.attack(T, Actor(NICK), "1", "2", Tactic.FIGHT)
    with refused("doomtrooper-error-not-your-turn"):
        await ops.attack(T, Actor(MIKE), "2", "1", Tactic.FIGHT)
    with refused("doomtrooper-ui-error-not-your-turn"):
        await ops.end_turn(T, Actor(MIKE))
    view = await ops.end_turn(T, Actor(MOD, is_moderator=True))
    assert view.game is not None and view.game.active_player == MIKE and view.previous_player == NICK


async def test_rewards_are_split_by_their_player_only(play: Play) -> None:
    ops = play.doomtrooper
    await game_on_second_turn(ops)
    await ops.set_status(T, Actor(MIKE), "2", Status.WOUNDED)
    report = await ops.attack(T, Actor(NICK), "1", "2", Tactic.FIGHT)
    (reward,) = report.result.rewards
    assert (reward.player_id, reward.points, reward.destiny_only) == (NICK, 6, False)
    before = await stored(play)
    with refused("doomtrooper-error-not-your-reward"):
        await ops.claim(T, Actor(MIKE), reward.id, 0)
    with refused("doomtrooper-error-reward-split"):
        await ops.claim(T, Actor(NICK), reward.id, 7)
    with refused("doomtrooper-ui-error-stale-reward"):
        await ops.claim(T, Actor(NICK), reward.id, Split.HALF, tag="00000000")
    assert await stored(play) == before
    view = await ops.claim(T, Actor(NICK), reward.id, Split.HALF, tag=reward_tag(reward))
    assert view.promotion == 3 and view.game is not None
    assert view.game.score(NICK) == PlayerScore(3, 3)
    with refused("doomtrooper-error-unknown-reward"):
        await ops.claim(T, Actor(NICK), reward.id, 2)
    with refused("doomtrooper-ui-error-stale-reward"):
        await ops.claim(T, Actor(NICK), reward.id, Split.PROMOTION, tag=reward_tag(reward))


# -- sabotage, turns, variant ----------------------------------------------------------------------


async def test_sabotage_once_per_turn_unless_the_table_allows_more(play: Play) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.add_warrior(T, Actor(NICK), SEAN)
    with refused("doomtrooper-error-sabotage-too-early"):
        await ops.sabotage(T, Actor(NICK), "1", MIKE)
    await ops.end_turn(T, Actor(NICK))
    await ops.end_turn(T, Actor(MIKE))
    report = await ops.sabotage(T, Actor(NICK), "1", MIKE, value_modifier=1)
    assert report.reward.points == 3  # (4 + 1) / 2 rounded up
    before = await stored(play)
    with refused("doomtrooper-error-sabotage-once-per-turn"):
        await ops.sabotage(T, Actor(NICK), "1", MIKE)
    assert await stored(play) == before
    with refused("error-not-moderator"):
        await ops.set_variant(T, Actor(NICK), True)
    view = await ops.set_variant(T, Actor(MOD, is_moderator=True), True)
    assert view.state.multiple_sabotage and view.game is not None and view.game.multiple_sabotage
    again = await ops.sabotage(T, Actor(NICK), "1", MIKE)
    assert again.reward.points == 2
    with refused("doomtrooper-error-sabotage-self"):
        await ops.sabotage(T, Actor(NICK), "1", NICK)
    with refused("doomtrooper-error-not-a-player"):
        await ops.sabotage(T, Actor(NICK), "1", ZOE)
    await ops.add_warrior(T, Actor(MIKE), NEFARITE)
    with refused("doomtrooper-error-sabotage-opponent-can-fight"):
        await ops.sabotage(T, Actor(NICK), "1", MIKE)


async def test_first_turn_sabotage_names_its_interpretation(play: Play) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.end_turn(T, Actor(NICK))
    await ops.add_warrior(T, Actor(MIKE), NEFARITE)
    report = await ops.sabotage(T, Actor(MIKE), "1", NICK)
    assert report.interpretations == (Interpretation.SABOTAGE_CURRENT_TURN_COUNTS.value,)


async def test_the_variant_is_a_table_setting_kept_for_the_next_game(play: Play) -> None:
    ops = play.doomtrooper
    await ops.set_variant(T, Actor(MOD, is_moderator=True), True)
    view = await ops.start(T, Actor(NICK), [MIKE])
    assert view.game is not None and view.game.multiple_sabotage
    view = await ops.start(T + 1, Actor(NICK), [MIKE])
    assert view.game is not None and not view.game.multiple_sabotage


async def test_empty_deck_countdown_and_ending_a_game(play: Play) -> None:
    ops = play.doomtrooper
    await ops.start(T, Actor(NICK), [MIKE])
    await ops.declare_empty_deck(T, Actor(MIKE))
    for _ in range(6):
        await ops.end_turn(T, Actor(NICK))
        game = (await ops.show(T, NICK)).game
        assert game is not None
        if game.winner is not None:
            break
        await ops.end_turn(T, Actor(MIKE))
    game = (await ops.show(T, NICK)).game
    assert game is not None and game.winner == NICK and MIKE in game.lost
    assert game.turns_taken[MIKE] == 4  # three turns played, lost as the fourth one starts
    # A finished game may be replaced without ending it; ending needs a player or a moderator.
    with refused("doomtrooper-error-not-a-player"):
        await ops.end_game(T, Actor(ZOE))
    ended = await ops.end_game(T, Actor(MIKE))
    assert ended.game is not None  # the reply shows the final scores
    assert (await ops.show(T, NICK)).game is None


# -- parsing typed options -------------------------------------------------------------------------


def test_affiliations_and_designations_in_any_spelling() -> None:
    assert parse_affiliations("Dark Legion, bauhaus") == {A.DARK_LEGION, A.BAUHAUS}
    assert parse_affiliations(" dark_legion ") == {A.DARK_LEGION}
    assert parse_designations("attacks first; ASSASSIN / free-agent") == {
        D.ATTACKS_FIRST,
        D.ASSASSIN,
        D.FREE_AGENT,
    }
    assert parse_affiliations(None) == frozenset()
    with refused("doomtrooper-ui-error-affiliation") as details:
        parse_affiliations("Bauhaus, Umbrella Corp")
    assert details["value"] == "Umbrella Corp" and "Dark Legion" in details["known"]
    with refused("doomtrooper-ui-error-designation"):
        parse_designations("🦄")


def test_card_modifiers() -> None:
    assert parse_cards("F+2 A-1; s +1") == (Modifiers(fight=2, armour=-1), Modifiers(shoot=1))
    assert parse_cards("L+1 D+1 B+1 V−2") == (Modifiers(1, 1, 1, -2),)
    assert parse_warzone("armour+2, value+1") == Modifiers(armour=2, value=1)
    assert parse_cards(None) == () and parse_warzone(None) is None
    for bad in ("F2", "Q+1", "+2", "F+2 junk", ";", "F+ +2"):
        with refused("doomtrooper-ui-error-modifiers"):
            parse_cards(bad)
    with refused("doomtrooper-ui-error-modifier-size"):
        parse_cards("F+100")
    with refused("doomtrooper-ui-error-too-many-cards"):
        parse_cards(";".join(["F+1"] * 11))


def test_every_key_the_doomtrooper_ui_builds_has_english_text() -> None:
    keys = {f"doomtrooper-affiliation-{a.value}" for a in A} | {
        f"doomtrooper-designation-{d.value}" for d in D
    }
    keys |= {f"doomtrooper-stat-{s}" for s in ("fight", "shoot", "armour", "value")}
    keys |= {f"doomtrooper-stat-short-{s}" for s in ("fight", "shoot", "armour", "value")}
    keys |= {f"doomtrooper-status-{s.value}" for s in Status} | {
        f"choice-doomtrooper-status-{s.value}" for s in Status
    }
    keys |= {f"doomtrooper-tactic-{t.value}" for t in Tactic} | {
        f"choice-doomtrooper-tactic-{t.value}" for t in Tactic
    }
    keys |= {f"doomtrooper-interp-{i.value}" for i in Interpretation}
    keys |= {"doomtrooper-ui-error-affiliation", "doomtrooper-ui-error-designation"}
    missing = sorted(key for key in keys if not catalog().has("en", key))
    assert missing == []
