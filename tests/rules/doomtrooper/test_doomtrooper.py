"""Tests for bot.rules.doomtrooper.table: every rule of shared/rules/doomtrooper.md and its Spanish source."""

from __future__ import annotations

import json
from contextlib import AbstractContextManager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.document_kinds import DOOMTROOPER_TABLE, WARRIOR
from bot.rules.doomtrooper import combat as doomtrooper_combat
from bot.rules.doomtrooper import table as dt
from bot.rules.doomtrooper.combat import Modifiers, Role, Tactic
from bot.rules.doomtrooper.traits import Affiliation as A
from bot.rules.doomtrooper.traits import Designation as D
from bot.rules.doomtrooper.traits import Status
from tests.rules.error_messages import expect_domain_error, raised_and_defined_keys

ROOT = Path(__file__).resolve().parents[3]
FTL = ROOT / "data/locales/en/doomtrooper.ftl"
SOURCES = tuple(ROOT / f"bot/rules/doomtrooper/{name}.py" for name in ("table", "traits", "combat"))

NICK, MIKE, ZOE = 101, 202, 303


def domain_error(key: str) -> AbstractContextManager[dict[str, Any]]:
    return expect_domain_error(key, FTL)


def test_every_raised_key_has_an_english_message() -> None:
    raised, defined = raised_and_defined_keys(SOURCES, FTL)
    assert raised
    assert raised == defined
    assert all(key.startswith("doomtrooper-") for key in raised)


def warrior(
    name: str = "Trooper",
    fight: int = 5,
    shoot: int = 5,
    armour: int = 5,
    value: int = 3,
    owner: int = NICK,
    affiliations: tuple[A, ...] = (A.CAPITOL,),
    designations: tuple[D, ...] = (),
    **kwargs: Any,
) -> dt.Warrior:
    return dt.Warrior(
        name=name,
        fight=fight,
        shoot=shoot,
        armour=armour,
        value=value,
        owner_id=owner,
        affiliations=frozenset(affiliations),
        designations=frozenset(designations),
        **kwargs,
    )


def sean() -> dt.Warrior:
    return warrior("Sean Gallagher", 10, 5, 8, 5, NICK, (A.IMPERIAL,), (D.PERSONALITY, D.HERO))


def nefarite() -> dt.Warrior:
    return warrior("Nefarita de Ilian", 8, 8, 7, 6, MIKE, (A.DARK_LEGION,))


# --- warriors -----------------------------------------------------------------------------------


def test_warrior_validation() -> None:
    with domain_error("doomtrooper-error-warrior-name"):
        warrior(name=" ")
    with domain_error("doomtrooper-error-value-negative"):
        warrior(value=-1)
    with domain_error("doomtrooper-error-no-affiliation"):
        warrior(affiliations=())
    with domain_error("doomtrooper-error-non-combatant-cover"):
        warrior(designations=(D.NON_COMBATANT,), in_cover=True)
    assert warrior(affiliations=(), designations=(D.FREE_AGENT,)).is_free_agent
    assert warrior(fight=-4, armour=-2).fight == -4, "values other than V may be negative"


def test_free_agent_with_an_affiliation_is_no_longer_one() -> None:
    agent = warrior(affiliations=(A.IMPERIAL,), designations=(D.FREE_AGENT,))
    assert not agent.is_free_agent
    assert warrior(affiliations=(), designations=(D.FREE_AGENT,)).is_doomtrooper
    assert not warrior(affiliations=(A.DARK_LEGION,)).is_doomtrooper


def test_who_can_fight() -> None:
    assert warrior().can_fight
    assert warrior(status=Status.WOUNDED).can_fight
    assert not warrior(status=Status.DEAD).can_fight
    assert not warrior(designations=(D.NON_COMBATANT,)).can_fight


def test_warrior_round_trips() -> None:
    original = warrior(designations=(D.ASSASSIN, D.MERCENARY), in_cover=True, status=Status.WOUNDED, id=7)
    assert WARRIOR.load(json.loads(json.dumps(WARRIOR.dump(original)))) == original


# --- combat -------------------------------------------------------------------------------------


def test_seed_example_sean_and_the_nefarite_wound_each_other() -> None:
    result = doomtrooper_combat.resolve_combat(sean(), nefarite(), Tactic.FIGHT)
    assert [(s.striker, s.attack, s.target_armour, s.hits) for s in result.strikes] == [
        (Role.ATTACKER, 10, 7, True),
        (Role.DEFENDER, 8, 8, True),
    ]
    assert result.first_striker is None
    assert result.attacker.status is Status.WOUNDED
    assert result.defender.status is Status.WOUNDED
    assert result.rewards == ()


def test_shooting_uses_shoot_values() -> None:
    result = doomtrooper_combat.resolve_combat(sean(), nefarite(), Tactic.SHOOT)
    assert [(s.attack, s.hits) for s in result.strikes] == [(5, False), (8, True)]
    assert result.defender.status is Status.HEALTHY
    assert result.attacker.status is Status.WOUNDED


def test_cover_adds_three_armour_to_the_defender_only() -> None:
    weaker = [Modifiers(fight=-1)]
    open_ground = doomtrooper_combat.resolve_combat(sean(), nefarite(), Tactic.FIGHT, attacker_cards=weaker)
    assert open_ground.defender.status is Status.WOUNDED
    covered = replace(nefarite(), in_cover=True)
    result = doomtrooper_combat.resolve_combat(sean(), covered, Tactic.FIGHT, attacker_cards=weaker)
    assert result.defender_values.armour == 10 and result.defender_values.cover_bonus == 3
    assert result.defender.status is Status.HEALTHY
    assert result.defender.in_cover, "a defender stays in cover after the combat"
    in_cover_attacker = doomtrooper_combat.resolve_combat(
        replace(sean(), in_cover=True), nefarite(), Tactic.FIGHT
    )
    assert in_cover_attacker.attacker_values.armour == 8


def test_warzone_modifies_the_defender_only() -> None:
    zone = Modifiers(fight=2, armour=4, value=3)
    result = doomtrooper_combat.resolve_combat(sean(), nefarite(), Tactic.FIGHT, warzone=zone)
    assert result.defender_values == doomtrooper_combat.CombatValues(
        attack=10, armour=11, value=9, cover_bonus=0, warzone=True
    )
    assert result.attacker_values.attack == 10 and result.attacker_values.armour == 8
    assert result.defender.status is Status.HEALTHY
    with domain_error("doomtrooper-error-warzone-attacker"):
        doomtrooper_combat.combat_values(sean(), Tactic.FIGHT, warzone=zone)


def test_played_cards_are_cumulative_per_side() -> None:
    result = doomtrooper_combat.resolve_combat(
        sean(),
        nefarite(),
        Tactic.FIGHT,
        attacker_cards=[Modifiers(armour=1), Modifiers(armour=1)],
        defender_cards=[Modifiers(fight=-2), Modifiers(armour=2), Modifiers(armour=2)],
    )
    assert result.attacker_values.armour == 10
    assert result.defender_values.attack == 6
    assert result.defender_values.armour == 11
    assert result.attacker.status is Status.HEALTHY and result.defender.status is Status.HEALTHY


def test_negative_values_still_count() -> None:
    low = warrior(fight=-4, owner=MIKE, affiliations=(A.DARK_LEGION,))
    target = warrior(armour=-4)
    result = doomtrooper_combat.resolve_combat(low, target, Tactic.FIGHT)
    assert result.defender.status is Status.WOUNDED


def test_wounded_warrior_dies_and_the_killer_scores_its_modified_value() -> None:
    wounded = replace(nefarite(), status=Status.WOUNDED)
    result = doomtrooper_combat.resolve_combat(
        sean(), wounded, Tactic.FIGHT, defender_cards=[Modifiers(value=2)]
    )
    assert result.defender.status is Status.DEAD
    assert result.rewards == (doomtrooper_combat.Reward(NICK, 8, False, "kill", "Nefarita de Ilian"),)


def test_both_die_and_both_score() -> None:
    result = doomtrooper_combat.resolve_combat(
        replace(sean(), status=Status.WOUNDED), replace(nefarite(), status=Status.WOUNDED), Tactic.FIGHT
    )
    assert result.attacker.status is Status.DEAD and result.defender.status is Status.DEAD
    assert {(r.player_id, r.points) for r in result.rewards} == {(NICK, 6), (MIKE, 5)}


def test_modified_value_never_below_zero() -> None:
    wounded = replace(nefarite(), status=Status.WOUNDED)
    result = doomtrooper_combat.resolve_combat(
        sean(), wounded, Tactic.FIGHT, defender_cards=[Modifiers(value=-20)]
    )
    assert result.defender_values.value == 0
    assert result.rewards[0].points == 0


def test_assassin_kills_what_it_wounds() -> None:
    killer = replace(nefarite(), designations=frozenset({D.ASSASSIN}))
    result = doomtrooper_combat.resolve_combat(killer, sean(), Tactic.FIGHT)
    assert result.defender.status is Status.DEAD
    assert result.attacker.status is Status.WOUNDED, "the counter-attack is simultaneous"
    assert result.rewards[0].player_id == MIKE and result.rewards[0].points == 5


def test_attacks_first_kill_prevents_the_counter_attack() -> None:
    quick = replace(sean(), designations=frozenset({D.ATTACKS_FIRST}))
    result = doomtrooper_combat.resolve_combat(
        quick, replace(nefarite(), status=Status.WOUNDED), Tactic.FIGHT
    )
    assert result.first_striker is Role.ATTACKER
    assert [s.striker for s in result.strikes] == [Role.ATTACKER]
    assert result.skipped_counter == "killed"
    assert result.attacker.status is Status.HEALTHY


def test_attacks_first_survivor_counter_attacks() -> None:
    quick = replace(sean(), designations=frozenset({D.ATTACKS_FIRST}))
    result = doomtrooper_combat.resolve_combat(quick, nefarite(), Tactic.FIGHT)
    assert [(s.striker, s.step) for s in result.strikes] == [(Role.ATTACKER, 1), (Role.DEFENDER, 2)]
    assert result.attacker.status is Status.WOUNDED and result.defender.status is Status.WOUNDED
    assert result.skipped_counter is None


def test_attacks_first_works_for_the_defender_too() -> None:
    quick = replace(nefarite(), designations=frozenset({D.ATTACKS_FIRST, D.ASSASSIN}))
    result = doomtrooper_combat.resolve_combat(sean(), quick, Tactic.FIGHT)
    assert result.first_striker is Role.DEFENDER
    assert result.attacker.status is Status.DEAD
    assert result.defender.status is Status.HEALTHY
    assert [s.striker for s in result.strikes] == [Role.DEFENDER]


def test_first_strike_that_ends_the_combat() -> None:
    quick = replace(sean(), designations=frozenset({D.ATTACKS_FIRST, D.FIRST_STRIKE_ENDS_COMBAT}))
    result = doomtrooper_combat.resolve_combat(quick, nefarite(), Tactic.FIGHT)
    assert result.skipped_counter == "combat-ended"
    assert result.attacker.status is Status.HEALTHY
    missed = doomtrooper_combat.resolve_combat(
        quick, nefarite(), Tactic.FIGHT, defender_cards=[Modifiers(armour=4)]
    )
    assert missed.skipped_counter is None, "only a successful first strike ends the combat"
    assert missed.attacker.status is Status.WOUNDED


def test_two_attacks_first_cancel_out() -> None:
    quick_sean = replace(sean(), designations=frozenset({D.ATTACKS_FIRST}))
    quick_nef = replace(nefarite(), designations=frozenset({D.ATTACKS_FIRST}), status=Status.WOUNDED)
    result = doomtrooper_combat.resolve_combat(quick_sean, quick_nef, Tactic.FIGHT)
    assert result.first_striker is None
    assert result.attacker.status is Status.WOUNDED, "the dying defender still strikes back"


def test_first_strike_over_a_rival() -> None:
    rival = replace(sean(), designations=frozenset({D.ATTACKS_FIRST}))
    better = replace(
        nefarite(), designations=frozenset({D.ATTACKS_FIRST, D.FIRST_STRIKE_OVER_RIVAL, D.ASSASSIN})
    )
    assert doomtrooper_combat.first_striker(rival, better) is Role.DEFENDER
    result = doomtrooper_combat.resolve_combat(rival, better, Tactic.FIGHT)
    assert result.attacker.status is Status.DEAD and result.defender.status is Status.HEALTHY
    both = replace(rival, designations=frozenset({D.ATTACKS_FIRST, D.FIRST_STRIKE_OVER_RIVAL}))
    assert doomtrooper_combat.first_striker(both, better) is None


@pytest.mark.parametrize(
    ("status", "assassin", "after"),
    [
        (Status.HEALTHY, False, Status.WOUNDED),
        (Status.WOUNDED, False, Status.DEAD),
        (Status.HEALTHY, True, Status.DEAD),
    ],
)
def test_wound(status: Status, assassin: bool, after: Status) -> None:
    assert doomtrooper_combat.wound(status, assassin=assassin) is after


def test_killing_your_own_warrior_earns_destiny_only() -> None:
    mine = replace(nefarite(), owner_id=NICK, status=Status.WOUNDED)
    result = doomtrooper_combat.resolve_combat(sean(), mine, Tactic.FIGHT, forced=True)
    assert result.rewards == (doomtrooper_combat.Reward(NICK, 6, True, "kill", "Nefarita de Ilian"),)


def test_free_agent_earns_destiny_only() -> None:
    agent = warrior("Agent", fight=12, affiliations=(), designations=(D.FREE_AGENT,))
    result = doomtrooper_combat.resolve_combat(
        agent, replace(nefarite(), status=Status.WOUNDED), Tactic.FIGHT
    )
    assert result.rewards[0].destiny_only
    hired = replace(agent, affiliations=frozenset({A.IMPERIAL}))
    assert (
        not doomtrooper_combat.resolve_combat(hired, replace(nefarite(), status=Status.WOUNDED), Tactic.FIGHT)
        .rewards[0]
        .destiny_only
    )


# --- who may attack whom ------------------------------------------------------------------------


def can_attack(attacker: dt.Warrior, defender: dt.Warrior, **kwargs: bool) -> bool:
    try:
        doomtrooper_combat.check_attack(attacker, defender, **kwargs)
    except DomainError:
        return False
    return True


def of(*affiliations: A, designations: tuple[D, ...] = (), owner: int = MIKE, **kwargs: Any) -> dt.Warrior:
    return warrior(affiliations=affiliations, designations=designations, owner=owner, **kwargs)


@pytest.mark.parametrize(
    ("attacker", "defender", "key"),
    [
        (of(A.BAUHAUS, owner=NICK), of(A.BAUHAUS), "doomtrooper-error-same-corporation"),
        (of(A.BAUHAUS, A.CAPITOL, owner=NICK), of(A.CAPITOL), "doomtrooper-error-same-corporation"),
        (of(A.IMPERIAL, owner=NICK), of(A.BROTHERHOOD), "doomtrooper-error-attacks-brotherhood"),
        (of(A.BROTHERHOOD, owner=NICK), of(A.MISHIMA), "doomtrooper-error-brotherhood-target"),
        (of(A.BROTHERHOOD, owner=NICK), of(A.BROTHERHOOD), "doomtrooper-error-brotherhood-target"),
        (
            of(A.BROTHERHOOD, owner=NICK),
            of(A.CAPITOL, designations=(D.MERCENARY,)),
            "doomtrooper-error-brotherhood-target",
        ),
        (
            of(A.CAPITOL, owner=NICK),
            of(A.CAPITOL, designations=(D.MERCENARY,)),
            "doomtrooper-error-same-corporation",
        ),
        (
            of(A.IMPERIAL, A.DARK_LEGION, owner=NICK),
            of(A.BROTHERHOOD),
            "doomtrooper-error-attacks-brotherhood",
        ),
        (
            of(A.DARK_LEGION, owner=NICK),
            of(A.DARK_LEGION, designations=(D.NON_COMBATANT,)),
            "doomtrooper-error-non-combatant",
        ),
        (
            of(A.DARK_LEGION, owner=NICK, designations=(D.NON_COMBATANT,)),
            of(A.DARK_LEGION),
            "doomtrooper-error-non-combatant",
        ),
        (of(A.DARK_LEGION, owner=NICK), of(A.CAPITOL, status=Status.DEAD), "doomtrooper-error-warrior-dead"),
        (of(A.DARK_LEGION, owner=NICK), of(A.CAPITOL, owner=NICK), "doomtrooper-error-own-warrior"),
        (of(A.DARK_LEGION, owner=NICK, detachment=True), of(A.CAPITOL), "doomtrooper-error-detachment"),
        (of(A.DARK_LEGION, owner=NICK), of(A.CAPITOL, detachment=True), "doomtrooper-error-detachment"),
    ],
)
def test_forbidden_attacks_name_their_rule(attacker: dt.Warrior, defender: dt.Warrior, key: str) -> None:
    with domain_error(key):
        doomtrooper_combat.check_attack(attacker, defender)


@pytest.mark.parametrize(
    ("attacker", "defender"),
    [
        (of(A.BAUHAUS, owner=NICK), of(A.CAPITOL)),
        (of(A.BROTHERHOOD, owner=NICK), of(A.DARK_LEGION)),
        (of(A.BROTHERHOOD, owner=NICK), of(A.TRIBAL)),
        (of(A.DARK_LEGION, owner=NICK), of(A.DARK_LEGION)),
        (of(A.DARK_LEGION, owner=NICK), of(A.BROTHERHOOD)),
        (of(A.TRIBAL, owner=NICK), of(A.TRIBAL)),
        (of(A.TRIBAL, owner=NICK), of(A.BROTHERHOOD)),
        (of(A.CAPITOL, owner=NICK), of(A.CAPITOL, A.TRIBAL)),
        (of(A.CAPITOL, owner=NICK, designations=(D.MERCENARY,)), of(A.CAPITOL)),
        (of(A.CAPITOL, owner=NICK, designations=(D.MERCENARY,)), of(A.BROTHERHOOD)),
        (of(owner=NICK, designations=(D.FREE_AGENT,)), of(A.BROTHERHOOD)),
        (of(A.BROTHERHOOD, owner=NICK), of(designations=(D.FREE_AGENT,))),
        (of(A.IMPERIAL, owner=NICK), of(designations=(D.FREE_AGENT,))),
        (of(A.DARK_LEGION, owner=NICK, detachment=True), of(A.CAPITOL, detachment=True)),
    ],
)
def test_allowed_attacks(attacker: dt.Warrior, defender: dt.Warrior) -> None:
    assert can_attack(attacker, defender)


def test_a_free_agent_that_joins_a_corporation_follows_its_rules() -> None:
    joined = of(A.IMPERIAL, owner=NICK, designations=(D.FREE_AGENT,))
    assert not can_attack(joined, of(A.IMPERIAL))
    assert not can_attack(joined, of(A.BROTHERHOOD))


def test_forced_attacks_on_your_own_warriors_of_your_own_corporation_are_allowed() -> None:
    """Seed 002 (002_3cb564ef117016ae.txt): "Tus guerreros no pueden atacar a tus propios
    guerreros. Sin embargo, puedes “forzar” a tus guerreros para que ataquen a guerreros propios
    (a través de cartas en juego, hechizos especiales de Arte, etc)." (You may force your warriors
    to attack your own.) Only the detachment and non-combatant rules hold "incluso si se juega
    una carta" (even if a card is played)."""
    mine, also_mine = of(A.DARK_LEGION, owner=NICK), of(A.CAPITOL, owner=NICK)
    assert can_attack(mine, also_mine, forced=True)
    capitol, comrade = of(A.CAPITOL, owner=NICK, id=1), of(A.CAPITOL, owner=NICK, id=2)
    assert can_attack(capitol, comrade, forced=True)
    assert can_attack(capitol, of(A.BROTHERHOOD, owner=NICK, id=3), forced=True)
    assert not can_attack(capitol, comrade)
    assert not can_attack(mine, of(A.CAPITOL, owner=NICK, detachment=True), forced=True)
    with domain_error("doomtrooper-error-non-combatant"):
        doomtrooper_combat.check_attack(
            mine, of(A.CAPITOL, owner=NICK, designations=(D.NON_COMBATANT,)), forced=True
        )


def test_a_warrior_cannot_attack_itself() -> None:
    me = of(A.DARK_LEGION, owner=NICK, id=3)
    with domain_error("doomtrooper-error-same-warrior"):
        doomtrooper_combat.check_attack(me, me, forced=True)


def test_combined_affiliations_are_flagged() -> None:
    heretic = of(A.IMPERIAL, A.DARK_LEGION, owner=NICK)
    assert doomtrooper_combat.check_attack(heretic, of(A.MISHIMA)) == ("affiliation-restrictions-combine",)
    assert doomtrooper_combat.check_attack(of(A.IMPERIAL, owner=NICK), of(A.MISHIMA)) == ()


def test_combat_refuses_forbidden_attacks() -> None:
    with domain_error("doomtrooper-error-same-corporation"):
        doomtrooper_combat.resolve_combat(of(A.BAUHAUS, owner=NICK), of(A.BAUHAUS), Tactic.FIGHT)


# --- sabotage points ----------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "points"), [(7, 4), (8, 4), (1, 1), (0, 0), (-3, 0)])
def test_sabotage_points(value: int, points: int) -> None:
    assert doomtrooper_combat.sabotage_points(value) == points


@given(value=st.integers(-100, 100))
def test_sabotage_is_half_rounded_up(value: int) -> None:
    points = doomtrooper_combat.sabotage_points(value)
    assert points >= 0
    assert points * 2 in (max(value, 0), max(value, 0) + 1)


# --- the table ----------------------------------------------------------------------------------


def table_with_fighters(**kwargs: bool) -> tuple[dt.DoomtrooperTable, dt.Warrior, dt.Warrior]:
    table = dt.new_table([NICK, MIKE], **kwargs)
    table, s = table.add_warrior(sean())
    table, n = table.add_warrior(nefarite())
    return table, s, n


def second_round(table: dt.DoomtrooperTable) -> dt.DoomtrooperTable:
    return table.end_turn().end_turn()


def test_new_table_checks_players() -> None:
    with domain_error("doomtrooper-error-players"):
        dt.new_table([NICK])
    with domain_error("doomtrooper-error-duplicate-player"):
        dt.new_table([NICK, NICK])
    table = dt.new_table([NICK, MIKE])
    assert table.active_player == NICK and table.turns_taken == {NICK: 1}
    assert table.score(NICK) == dt.PlayerScore(0, 0)
    with domain_error("doomtrooper-error-not-a-player"):
        table.score(ZOE)


def test_warriors_enter_play_with_ids() -> None:
    table, s, n = table_with_fighters()
    assert (s.id, n.id) == (1, 2)
    assert table.warrior(2) == n
    with domain_error("doomtrooper-error-unknown-warrior"):
        table.warrior(9)
    with domain_error("doomtrooper-error-not-a-player"):
        table.add_warrior(replace(sean(), owner_id=ZOE))
    with domain_error("doomtrooper-error-warrior-dead"):
        table.add_warrior(replace(nefarite(), status=Status.DEAD))


def test_only_one_copy_of_a_personality() -> None:
    table, _, _ = table_with_fighters()
    with domain_error("doomtrooper-error-personality-in-play"):
        table.add_warrior(replace(sean(), owner_id=MIKE))
    table, _ = table.add_warrior(replace(nefarite(), owner_id=NICK))  # not a personality: fine
    assert len(table.warriors) == 3


def test_cover_status_and_removal() -> None:
    table, s, n = table_with_fighters()
    table = table.set_cover(n.id, True)
    assert table.warrior(n.id).in_cover
    table = table.set_status(s.id, Status.WOUNDED)
    assert table.warrior(s.id).status is Status.WOUNDED
    table = table.set_status(s.id, Status.DEAD)
    assert [w.id for w in table.warriors] == [n.id]
    assert [w.id for w in table.remove_warrior(n.id).warriors] == []


def test_no_attack_on_your_first_turn() -> None:
    table, s, n = table_with_fighters()
    with domain_error("doomtrooper-error-attack-first-turn"):
        table.attack(s.id, n.id, Tactic.FIGHT)


def test_attacks_only_on_your_own_turn() -> None:
    table, s, n = table_with_fighters()
    table = second_round(table)
    with domain_error("doomtrooper-error-not-your-turn"):
        table.attack(n.id, s.id, Tactic.FIGHT)


def test_attack_updates_the_table_and_queues_rewards() -> None:
    table, s, n = table_with_fighters()
    table = second_round(table)
    table, first = table.attack(s.id, n.id, Tactic.FIGHT)
    assert table.warrior(s.id).status is Status.WOUNDED
    assert table.warrior(n.id).status is Status.WOUNDED
    assert first.rewards == ()
    with domain_error("doomtrooper-error-one-attack-per-turn"):
        table.attack(s.id, n.id, Tactic.FIGHT)
    table, second = table.attack(s.id, n.id, Tactic.FIGHT, extra_attack=True)
    assert table.warriors == ()
    # Sean (V 5) scores for Mike, the Nefarite (V 6) for Nick.
    assert [(r.id, r.player_id, r.points) for r in second.rewards] == [(1, MIKE, 5), (2, NICK, 6)]
    assert table.pending == second.rewards


def test_claiming_rewards() -> None:
    table, s, n = table_with_fighters()
    table = second_round(table).set_status(n.id, Status.WOUNDED)
    table, result = table.attack(s.id, n.id, Tactic.FIGHT)
    (reward,) = result.rewards
    assert reward.points == 6
    with domain_error("doomtrooper-error-not-your-reward"):
        table.claim(reward.id, MIKE, 0)
    with domain_error("doomtrooper-error-reward-split"):
        table.claim(reward.id, NICK, 7)
    with domain_error("doomtrooper-error-reward-split"):
        table.claim(reward.id, NICK, -1)
    table = table.claim(reward.id, NICK, 4)
    assert table.score(NICK) == dt.PlayerScore(promotion=4, destiny=2)
    assert table.pending == ()
    with domain_error("doomtrooper-error-unknown-reward"):
        table.claim(reward.id, NICK, 4)


def test_destiny_only_rewards_refuse_promotion() -> None:
    table = dt.new_table([NICK, MIKE])
    table, agent = table.add_warrior(warrior("Agent", affiliations=(), designations=(D.FREE_AGENT,), value=5))
    table = second_round(table)
    table, reward, _ = table.sabotage(agent.id, MIKE)
    assert reward.destiny_only and reward.points == 3
    with domain_error("doomtrooper-error-destiny-only"):
        table.claim(reward.id, NICK, 1)
    assert table.claim(reward.id, NICK, 0).score(NICK) == dt.PlayerScore(0, 3)


def sabotage_table(**kwargs: bool) -> tuple[dt.DoomtrooperTable, dt.Warrior]:
    table = dt.new_table([NICK, MIKE, ZOE], **kwargs)
    table, saboteur = table.add_warrior(warrior("Saboteur", value=7, owner=NICK))
    table, _ = table.add_warrior(warrior("Clerk", owner=MIKE, designations=(D.NON_COMBATANT,)))
    table, _ = table.add_warrior(warrior("Guard", owner=ZOE, affiliations=(A.DARK_LEGION,)))
    return table, saboteur


def test_sabotage_gains_half_the_value_rounded_up() -> None:
    table, saboteur = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    table, reward, notes = table.sabotage(saboteur.id, MIKE)
    assert (reward.player_id, reward.points, reward.destiny_only, reward.reason) == (
        NICK,
        4,
        False,
        "sabotage",
    )
    assert notes == ()
    assert table.pending == (reward,)


def test_sabotage_uses_the_modified_value() -> None:
    table, saboteur = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    _, reward, _ = table.sabotage(saboteur.id, MIKE, value_modifier=2)
    assert reward.points == 5


def test_sabotage_waits_until_every_player_had_a_turn() -> None:
    table, saboteur = sabotage_table()
    with domain_error("doomtrooper-error-sabotage-too-early"):
        table.sabotage(saboteur.id, MIKE)
    # The last player's first turn: everybody has now had a turn.
    table, late = (
        table.end_turn().end_turn().add_warrior(warrior("Late", owner=ZOE, affiliations=(A.MISHIMA,)))
    )
    _, reward, notes = table.sabotage(late.id, MIKE)
    assert reward.points == 2
    assert notes == ("sabotage-current-turn-counts",)


def test_sabotage_only_against_a_player_with_no_fighter() -> None:
    table, saboteur = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    with domain_error("doomtrooper-error-sabotage-opponent-can-fight") as error:
        table.sabotage(saboteur.id, ZOE)
    assert error == {"count": 1, "name": "Guard"}
    with domain_error("doomtrooper-error-sabotage-self"):
        table.sabotage(saboteur.id, NICK)
    with domain_error("doomtrooper-error-not-a-player"):
        table.sabotage(saboteur.id, 999)


def test_sabotage_once_per_turn_in_all_not_once_per_opponent() -> None:
    """Seed 002 (002_3cb564ef117016ae.txt): "Incluso si consigues Acciones Tácticas adicionales,
    no puedes sabotear más de una vez por turno" (even with extra tactical actions you may not
    sabotage more than once per turn): a second opponent cannot be sabotaged the same turn."""
    table = dt.new_table([NICK, MIKE, ZOE])
    table, saboteur = table.add_warrior(warrior("Saboteur", value=7, owner=NICK))
    table, _ = table.add_warrior(warrior("Clerk", owner=MIKE, designations=(D.NON_COMBATANT,)))
    table = table.end_turn().end_turn().end_turn()
    table, _, _ = table.sabotage(saboteur.id, MIKE)
    with domain_error("doomtrooper-error-sabotage-once-per-turn"):
        table.sabotage(saboteur.id, ZOE)
    table = table.end_turn().end_turn().end_turn()
    table, _, _ = table.sabotage(saboteur.id, ZOE)
    assert len(table.pending) == 2


def test_sabotaging_the_same_opponent_twice_in_a_turn_is_refused() -> None:
    table, saboteur = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    table, _, _ = table.sabotage(saboteur.id, MIKE)
    with domain_error("doomtrooper-error-sabotage-once-per-turn"):
        table.sabotage(saboteur.id, MIKE)
    table = table.end_turn().end_turn().end_turn()
    table, _, _ = table.sabotage(saboteur.id, MIKE)
    assert len(table.pending) == 2


def test_multiple_sabotage_variant() -> None:
    table, saboteur = sabotage_table(multiple_sabotage=True)
    table = table.end_turn().end_turn().end_turn()
    table, _, _ = table.sabotage(saboteur.id, MIKE)
    table, _, _ = table.sabotage(saboteur.id, MIKE)
    assert len(table.pending) == 2
    assert DOOMTROOPER_TABLE.load(json.loads(json.dumps(DOOMTROOPER_TABLE.dump(table)))).multiple_sabotage


def test_sabotage_needs_a_combat_able_saboteur_on_its_own_turn() -> None:
    table, _ = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    table, clerk = table.add_warrior(warrior("Aide", owner=NICK, designations=(D.NON_COMBATANT,)))
    with domain_error("doomtrooper-error-saboteur-cannot-fight"):
        table.sabotage(clerk.id, MIKE)
    guard = next(w for w in table.warriors if w.name == "Guard")
    with domain_error("doomtrooper-error-not-your-turn"):
        table.sabotage(guard.id, MIKE)


def test_no_sabotage_after_an_attack() -> None:
    table, saboteur = sabotage_table()
    table = table.end_turn().end_turn().end_turn()
    guard = next(w for w in table.warriors if w.name == "Guard")
    table, _ = table.attack(saboteur.id, guard.id, Tactic.SHOOT)
    with domain_error("doomtrooper-error-attack-was-last-action"):
        table.sabotage(saboteur.id, MIKE)


def test_three_turn_countdown_then_loss() -> None:
    table, _ = sabotage_table()
    table = table.declare_empty_deck(MIKE)
    table = table.end_turn()  # MIKE's turn 1: only a non-combatant in play
    assert table.countdown == {MIKE: 3}
    for left in (2, 1):
        table = table.end_turn().end_turn().end_turn()
        assert table.countdown == {MIKE: left}
    table = table.end_turn().end_turn()
    assert table.active_player == NICK
    table = table.end_turn()
    assert table.lost == frozenset({MIKE}) and table.countdown == {}
    assert table.active_player == ZOE, "the losing player's turn is passed over"
    assert table.winner is None
    assert table.end_turn().end_turn().active_player == ZOE


def test_losing_in_a_two_player_game_ends_it() -> None:
    table = dt.new_table([NICK, MIKE]).declare_empty_deck(MIKE)
    for _ in range(3):
        table = table.end_turn().end_turn()
    assert table.countdown == {MIKE: 1}
    table = table.end_turn()
    assert table.lost == frozenset({MIKE})
    assert table.winner == NICK


def test_bringing_a_fighter_into_play_stops_the_countdown() -> None:
    table, _ = sabotage_table()
    table = table.declare_empty_deck(MIKE).end_turn()
    table, _ = table.add_warrior(warrior("Rescue", owner=MIKE, affiliations=(A.MISHIMA,)))
    assert table.countdown == {}
    assert table.end_turn().end_turn().end_turn().countdown == {}
    with domain_error("doomtrooper-error-not-a-player"):
        table.declare_empty_deck(999)


def test_game_over_when_one_player_is_left() -> None:
    table = replace(dt.new_table([NICK, MIKE]), lost=frozenset({MIKE}))
    assert table.winner == NICK
    with domain_error("doomtrooper-error-game-over"):
        table.end_turn()


def test_table_round_trips_through_json() -> None:
    table, s, n = table_with_fighters()
    table = second_round(table).set_status(n.id, Status.WOUNDED).set_cover(s.id, True)
    table, _ = table.attack(s.id, n.id, Tactic.FIGHT)
    table = table.declare_empty_deck(MIKE)
    table = replace(table, countdown={MIKE: 2}, scores={NICK: dt.PlayerScore(3, 1)}, lost=frozenset({ZOE}))
    restored = DOOMTROOPER_TABLE.load(json.loads(json.dumps(DOOMTROOPER_TABLE.dump(table))))
    assert restored == table
    with pytest.raises(ValueError):
        DOOMTROOPER_TABLE.load({**DOOMTROOPER_TABLE.dump(table), "v": DOOMTROOPER_TABLE.version + 1})
    with pytest.raises(ValueError):
        DOOMTROOPER_TABLE.load({**DOOMTROOPER_TABLE.dump(table), "active": 5})
