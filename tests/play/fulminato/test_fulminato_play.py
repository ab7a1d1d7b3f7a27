"""Fulminato at a table, against a real SQLite file: roster, fight, action points, attacks, rolls."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.fulminato.fight import Actor, FulminatoOps
from bot.play.fulminato.rolls import AttackRequest
from bot.play.fulminato.table import FULMINATO, TurnKey
from bot.rules.fulminato.actions import Action
from bot.rules.fulminato.attack import AttackKind, DefenderState, Weapon
from bot.rules.fulminato.interpretations import Interpretation
from bot.rules.fulminato.wounds import HitLocation, Limb
from bot.store import games
from bot.ui.common.i18n import catalog
from tests.play.conftest import PlayFactory
from tests.play.helpers import refused

T = 500
ALICE, BOB, CARL, MOD = 11, 12, 13, 99


class ScriptedRng(random.Random):
    """Hands out the given die faces in order; falls back to a seeded generator afterwards."""

    def __init__(self, *faces: int) -> None:
        super().__init__(7)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        if self.faces:
            value = self.faces.pop(0)
            assert a <= value <= b, f"scripted {value} outside {a}..{b}"
            return value
        return super().randint(a, b)


async def stored(play: Play) -> dict[str, Any] | None:
    raw = await games.read_state(play.store, T, "fulminato")
    return None if raw is None else json.loads(raw)


async def party(ops: FulminatoOps) -> None:
    await ops.add(T, Actor(ALICE), "Ana", 8, 6)
    await ops.add(T, Actor(BOB), "Bruno", 6, 6, owner=BOB)
    await ops.add(T, Actor(ALICE), "Bandit", 4, 4)


# -- the roster -------------------------------------------------------------------------------------


async def test_roster_is_stored_and_survives_a_restart(open_play: PlayFactory) -> None:
    play = await open_play()
    ops = play.fulminato
    view = await ops.add(T, Actor(ALICE), "  Ana   la  Roja ", 8, 6, owner=BOB)
    assert [e.name for e in view.state.roster] == ["Ana la Roja"]
    assert view.state.roster[0].controller == BOB
    await play.store.close()

    again = (await open_play()).fulminato
    shown = await again.show(T, CARL)
    assert [
        (e.name, e.combatant.mind, e.combatant.grace, e.combatant.owner_id) for e in shown.state.roster
    ] == [("Ana la Roja", 8, 6, BOB)]
    assert shown.state.tracker is None


@pytest.mark.parametrize(
    ("name", "mind", "key"),
    [
        ("ana", 8, "fulminato-error-duplicate-combatant"),
        (" ANA ", 8, "fulminato-error-duplicate-combatant"),
        ("   ", 8, "fulminato-error-combatant-name"),
        ("x" * 65, 8, "fulminato-error-combatant-name"),
        ("Ana, the second", 8, "fulminato-ui-error-name-comma"),
        ("Zed", 7, "fulminato-error-die"),
        ("Zed", -4, "fulminato-error-die"),
        ("Zed", 10**9, "fulminato-error-die"),
    ],
)
async def test_bad_combatants_are_refused_and_change_nothing(
    play: Play, name: str, mind: int, key: str
) -> None:
    ops = play.fulminato
    await ops.add(T, Actor(ALICE), "Ana", 8, 6)
    before = await stored(play)
    with refused(key):
        await ops.add(T, Actor(BOB), name, mind, 6)
    assert await stored(play) == before


async def test_unicode_names_are_kept_as_written(play: Play) -> None:
    ops = play.fulminato
    view = await ops.add(T, Actor(ALICE), "Ñandú 攻撃 🗡️", 10, 12)
    assert view.state.roster[0].name == "Ñandú 攻撃 🗡️"
    assert (await ops.show(T, ALICE)).state.entry("ñandú 攻撃 🗡️").name == "Ñandú 攻撃 🗡️"


async def test_the_roster_has_a_limit(play: Play) -> None:
    ops = play.fulminato
    for i in range(25):
        await ops.add(T, Actor(ALICE), f"Goblin {i}", 4, 4)
    with refused("fulminato-ui-error-roster-full") as details:
        await ops.add(T, Actor(ALICE), "One too many", 4, 4)
    assert details["max"] == 25


async def test_only_the_controller_or_a_moderator_removes_a_combatant(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    before = await stored(play)
    with refused("fulminato-ui-error-not-your-combatant") as details:
        await ops.remove(T, Actor(CARL), "Bruno")
    assert details["controller"] == f"<@{BOB}>"
    with refused("fulminato-ui-error-not-your-combatant"):
        await ops.remove(T, Actor(ALICE), "bruno")  # Alice added none of Bob's
    assert await stored(play) == before
    await ops.remove(T, Actor(BOB), "bruno")
    view = await ops.remove(T, Actor(MOD, is_moderator=True), "Bandit")
    assert [e.name for e in view.state.roster] == ["Ana"]
    with refused("fulminato-error-unknown-combatant"):
        await ops.remove(T, Actor(ALICE), "Nobody")


# -- starting a fight -------------------------------------------------------------------------------


async def test_start_orders_by_mind_plus_grace_and_ties_reroll_among_themselves(
    open_play: PlayFactory,
) -> None:
    # Ana 5+4=9, Bruno 3+6=9, Bandit 2+1=3; the tie re-rolls: Ana 1+1=2, Bruno 4+4=8.
    rng = ScriptedRng(5, 4, 3, 6, 2, 1, 1, 1, 4, 4)
    play = await open_play(rng_factory=lambda: rng)
    ops = play.fulminato
    await party(ops)
    view = await ops.start(T, Actor(CARL))
    tracker = view.tracker
    assert tracker is not None
    assert [e.name for e in tracker.order] == ["Bruno", "Ana", "Bandit"]
    assert [[r.total for r in e.rolls] for e in tracker.order] == [[9, 8], [9, 2], [3]]
    assert [
        (d.label, d.sides, d.value) for d in (tracker.order[2].rolls[0].mind, tracker.order[2].rolls[0].grace)
    ] == [
        ("mind", 4, 2),
        ("grace", 4, 1),
    ]
    assert tracker.round == 1 and tracker.current.name == "Bruno" and tracker.action_points == 6
    assert view.state.chronicler == CARL and view.state.fight == 1
    assert (await stored(play) or {})["tracker"]["queue"] == ["Bruno", "Ana", "Bandit"]


async def test_surprise_round_has_three_points_and_only_surprisers(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    view = await ops.start(T, Actor(ALICE), surprisers=["bandit"], surprised=["Ana", "bruno"])
    tracker = view.tracker
    assert tracker is not None and tracker.is_surprise_round
    assert tracker.queue == ("Bandit",) and tracker.action_points == 3
    assert tracker.surprised == frozenset({"Ana", "Bruno"})
    with refused("fulminato-error-ap-insufficient") as details:
        await ops.act(T, Actor(ALICE), Action.FULL)
    assert details == {"action": "full", "cost": 6, "left": 3}
    after = await ops.next_turn(T, Actor(ALICE))
    assert after.event == "round" and after.tracker is not None and after.tracker.round == 1
    assert after.tracker.action_points == 6 and len(after.tracker.queue) == 3


@pytest.mark.parametrize(
    ("surprisers", "surprised", "key"),
    [
        (["Nobody"], [], "fulminato-error-unknown-combatant"),
        (["Ana"], ["ana"], "fulminato-error-surprise-overlap"),
        ([], ["Ana"], "fulminato-error-surprise-without-surprisers"),
    ],
)
async def test_bad_surprise_lists_are_refused(
    play: Play, surprisers: list[str], surprised: list[str], key: str
) -> None:
    ops = play.fulminato
    await party(ops)
    before = await stored(play)
    with refused(key):
        await ops.start(T, Actor(ALICE), surprisers=surprisers, surprised=surprised)
    assert await stored(play) == before


async def test_a_fight_needs_combatants_and_only_one_runs_at_a_time(play: Play) -> None:
    ops = play.fulminato
    with refused("fulminato-error-no-combatants"):
        await ops.start(T, Actor(ALICE))
    await party(ops)
    await ops.start(T, Actor(ALICE))
    with refused("fulminato-ui-error-fight-running"):
        await ops.start(T, Actor(BOB))


# -- turns and action points -----------------------------------------------------------------------


async def test_action_points_are_spent_by_kind_and_refused_beyond_what_is_left(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(ALICE))
    assert start.tracker is not None
    current = start.tracker.current.name
    chronicler = Actor(ALICE)
    view = await ops.act(T, chronicler, Action.STANDARD)
    assert view.cost == 3 and view.tracker is not None and view.tracker.action_points == 3
    view = await ops.act(T, chronicler, Action.PRECISION)
    assert view.tracker is not None and view.tracker.action_points == 1
    before = await stored(play)
    for action, cost in ((Action.MOVEMENT, 3), (Action.PRECISION, 2), (Action.FULL, 6), (Action.RETREAT, 6)):
        with refused("fulminato-error-ap-insufficient") as details:
            await ops.act(T, chronicler, action)
        assert details == {"action": action.value, "cost": cost, "left": 1}
    assert await stored(play) == before
    view = await ops.act(T, chronicler, Action.QUICK)
    assert view.tracker is not None and view.tracker.action_points == 0
    # Timeless actions cost nothing and may be taken by anyone, on anyone's turn.
    other = next(e.name for e in start.tracker.order if e.name != current)
    view = await ops.act(T, chronicler, Action.SPEAK, other)
    assert view.cost == 0 and view.subject == other and view.tracker is not None
    assert view.tracker.current.name == current


async def test_acting_out_of_turn_is_refused(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(ALICE))
    assert start.tracker is not None
    other = next(e.name for e in start.tracker.order if e.name != start.tracker.current.name)
    with refused("fulminato-error-not-your-turn"):
        await ops.act(T, Actor(ALICE), Action.QUICK, other)


async def test_only_the_controller_the_chronicler_or_a_moderator_plays_a_turn(open_play: PlayFactory) -> None:
    # Bruno (Bob's) goes first: 6+6 against 1+1 and 1+1... then Ana 2+2, Bandit 1+1.
    rng = ScriptedRng(2, 2, 6, 6, 1, 1)
    play = await open_play(rng_factory=lambda: rng)
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(CARL))
    assert start.tracker is not None and start.tracker.current.name == "Bruno"
    before = await stored(play)
    for action in (
        ops.act(T, Actor(ALICE), Action.QUICK),
        ops.next_turn(T, Actor(ALICE)),
        ops.delay(T, Actor(ALICE), "Bandit"),
    ):
        with refused("fulminato-ui-error-not-your-combatant") as details:
            await action
        assert details["name"] == "Bruno"
    assert await stored(play) == before
    await ops.act(T, Actor(BOB), Action.QUICK)  # the owner
    await ops.act(T, Actor(CARL), Action.QUICK)  # the chronicler
    await ops.act(T, Actor(MOD, is_moderator=True), Action.QUICK)  # a moderator
    with refused("fulminato-ui-error-not-chronicler"):
        await ops.next_round(T, Actor(BOB))
    with refused("fulminato-ui-error-not-chronicler"):
        await ops.end(T, Actor(BOB))


async def test_next_turn_next_round_and_delay(open_play: PlayFactory) -> None:
    rng = ScriptedRng(8, 6, 3, 3, 1, 1)  # Ana 14, Bruno 6, Bandit 2
    play = await open_play(rng_factory=lambda: rng)
    ops = play.fulminato
    await party(ops)
    await ops.start(T, Actor(ALICE))
    view = await ops.delay(T, Actor(ALICE), "bandit")
    assert view.tracker is not None and view.tracker.queue == ("Bruno", "Bandit", "Ana")
    assert view.subject == "Ana" and view.other == "Bandit"
    assert Interpretation.DELAY_THIS_ROUND.value in view.tracker.interpretations
    await ops.act(T, Actor(BOB), Action.QUICK)
    with refused("fulminato-error-delay-after-acting"):
        await ops.delay(T, Actor(BOB), "Ana")
    view = await ops.next_turn(T, Actor(BOB))
    assert view.event == "turn" and view.subject == "Bruno" and view.tracker is not None
    assert view.tracker.current.name == "Bandit" and view.tracker.action_points == 6
    with refused("fulminato-error-delay-target"):
        await ops.delay(T, Actor(ALICE), "Bruno")  # Bruno has already acted this round
    view = await ops.next_round(T, Actor(ALICE))
    assert view.tracker is not None and view.tracker.round == 2
    assert view.tracker.queue == ("Ana", "Bruno", "Bandit")  # the delay lasted one round


async def test_a_stale_button_is_refused(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(ALICE))
    key = start.turn_key
    assert key == TurnKey(1, 1, 0)
    await ops.act(T, Actor(ALICE), Action.QUICK, expected=key)  # same turn: still valid
    await ops.next_turn(T, Actor(ALICE), expected=key)
    before = await stored(play)
    with refused("fulminato-ui-error-stale"):
        await ops.next_turn(T, Actor(ALICE), expected=key)
    with refused("fulminato-ui-error-stale"):
        await ops.act(T, Actor(ALICE), Action.QUICK, expected=key)
    assert await stored(play) == before


async def test_two_presses_of_the_same_next_button_at_once_advance_one_turn(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(ALICE))
    key = start.turn_key
    results = await asyncio.gather(
        ops.next_turn(T, Actor(ALICE), expected=key),
        ops.next_turn(T, Actor(ALICE), expected=key),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, DomainError)]
    assert len(errors) == 1 and errors[0].key == "fulminato-ui-error-stale"
    view = await ops.show(T, ALICE)
    assert view.tracker is not None and view.tracker.turn == 1


async def test_removing_the_current_combatant_passes_the_turn_and_end_keeps_the_roster(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    start = await ops.start(T, Actor(ALICE))
    assert start.tracker is not None
    first = start.tracker.current.name
    view = await ops.remove(T, Actor(MOD, is_moderator=True), first)
    assert view.tracker is not None and first not in view.tracker.queue
    assert first not in [e.name for e in view.state.roster]
    ended = await ops.end(T, Actor(ALICE))
    assert ended.state.tracker is None and ended.ended_round == 1
    assert len(ended.state.roster) == 2
    with refused("fulminato-ui-error-no-fight"):
        await ops.next_turn(T, Actor(ALICE))
    again = await ops.start(T, Actor(BOB))
    assert again.state.fight == 2 and again.state.chronicler == BOB


async def test_a_fight_survives_a_restart(open_play: PlayFactory) -> None:
    play = await open_play()
    ops = play.fulminato
    await party(ops)
    await ops.start(T, Actor(ALICE), surprisers=["Bandit"])
    await ops.act(T, Actor(ALICE), Action.QUICK)
    before = await stored(play)
    await play.store.close()

    play2 = await open_play()
    view = await play2.fulminato.show(T, ALICE)
    assert view.tracker is not None and view.tracker.is_surprise_round
    assert view.tracker.action_points == 2 and view.state.chronicler == ALICE
    assert await stored(play2) == before
    assert FULMINATO.dump(FULMINATO.load(before or {})) == before


async def test_tables_do_not_share_fights(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    await ops.start(T, Actor(ALICE))
    other = await ops.show(T + 1, ALICE)
    assert other.state.roster == () and other.tracker is None


# -- attacks ---------------------------------------------------------------------------------------


async def test_attack_shows_every_die_and_resolves_location_and_damage(open_play: PlayFactory) -> None:
    # Attack d8 7 + d6 6 = 13; deflection d6 2 + 1 + 0 + 0 = 3; final 10 → torso; damage 2d6 = 4+5.
    rng = ScriptedRng(7, 6, 2, 4, 5)
    play = await open_play(rng_factory=lambda: rng)
    report = await play.fulminato.attack(
        T,
        ALICE,
        AttackRequest(AttackKind.MELEE, 8, 6, shield=1, damage="2d6", attacker="Ana", defender="Wolf"),
    )
    outcome = report.outcome
    assert [(d.label, d.sides, d.value) for d in outcome.dice] == [
        ("constitution", 8, 7),
        ("skill", 6, 6),
        ("deflection", 6, 2),
    ]
    assert outcome.final_result == 10 and outcome.location is HitLocation.TORSO
    assert report.damage_roll is not None and [d.value for d in report.damage_roll.dice] == [4, 5]
    assert outcome.damage == 9
    assert report.attacker == "Ana" and report.defender == "Wolf"
    assert await stored(play) is None  # an attack stores nothing


async def test_limb_hits_roll_a_d8_and_halve_damage(open_play: PlayFactory) -> None:
    # 4 + 3 = 7 vs 1 + 0 → 6: a limb; d8 = 6 → off-hand arm; damage 9 → 4 (half, rounded down).
    rng = ScriptedRng(4, 3, 1, 6)
    play = await open_play(rng_factory=lambda: rng)
    report = await play.fulminato.attack(
        T, ALICE, AttackRequest(AttackKind.RANGED, 6, 6, damage="9", victim_hit_points=8)
    )
    outcome = report.outcome
    assert outcome.location is HitLocation.LIMB and outcome.limb is Limb.OFF_HAND_ARM
    assert outcome.limb_roll is not None and outcome.limb_roll.value == 6
    assert outcome.damage == 4 and outcome.limb_disabled is True
    assert Interpretation.HALF_ROUNDS_DOWN.value in outcome.interpretations


async def test_improvised_weapons_and_helpless_defenders(open_play: PlayFactory) -> None:
    rng = ScriptedRng(4, 4)
    play = await open_play(rng_factory=lambda: rng)
    report = await play.fulminato.attack(
        T,
        ALICE,
        AttackRequest(
            AttackKind.MELEE,
            4,
            4,
            weapon=Weapon.IMPROVISED_OFF_HAND,
            defender_state=DefenderState.UNCONSCIOUS,
            armour=5,
        ),
    )
    outcome = report.outcome
    assert outcome.attack.roll.ranks == -3 and outcome.attack.total == 5
    assert outcome.deflection.total == 0 and outcome.deflection.roll is None
    assert outcome.final_result == 5 and outcome.location is HitLocation.LIMB
    assert Interpretation.RANKS_OUTSIDE_DEFLECTION.value in outcome.interpretations


async def test_a_surprised_defender_in_the_surprise_round_loses_the_deflection_die(play: Play) -> None:
    ops = play.fulminato
    await party(ops)
    await ops.start(T, Actor(ALICE), surprisers=["Bandit"], surprised=["Ana"])
    report = await ops.attack(T, ALICE, AttackRequest(AttackKind.MELEE, 4, 4, defender="ana", armour=2))
    assert report.state_from_fight and report.defender == "Ana"
    assert report.outcome.deflection.state is DefenderState.SURPRISED
    assert report.outcome.deflection.roll is None and report.outcome.deflection.total == 2
    # Someone not surprised still deflects with the d6.
    report = await ops.attack(T, ALICE, AttackRequest(AttackKind.MELEE, 4, 4, defender="Bruno"))
    assert not report.state_from_fight and report.outcome.deflection.roll is not None


@pytest.mark.parametrize(
    ("request_", "key"),
    [
        (AttackRequest(AttackKind.MELEE, 8, 6, cover=True), "fulminato-ui-error-cover-melee"),
        (AttackRequest(AttackKind.RANGED, 8, 6, weapon=Weapon.UNARMED), "fulminato-error-unarmed-ranged"),
        (AttackRequest(AttackKind.MELEE, 7, 6), "fulminato-error-die"),
        (AttackRequest(AttackKind.MELEE, 8, 6, damage="1d4-10"), "fulminato-error-damage"),
        (AttackRequest(AttackKind.MELEE, 8, 6, damage="abc"), "dice-error-syntax"),
        (AttackRequest(AttackKind.MELEE, 8, 6, damage="1000d6"), "dice-error-too-many-dice"),
        (
            AttackRequest(
                AttackKind.MELEE, 8, 6, surprised_die_ranks=1, defender_state=DefenderState.SURPRISED
            ),
            "fulminato-error-surprised-ranks",
        ),
        (AttackRequest(AttackKind.MELEE, 8, 6, attacker="x" * 65), "fulminato-error-combatant-name"),
    ],
)
async def test_bad_attacks_are_refused(play: Play, request_: AttackRequest, key: str) -> None:
    with pytest.raises(DomainError) as caught:
        await play.fulminato.attack(T, ALICE, request_)
    assert caught.value.key == key


async def test_ranged_cover_rolls_a_percentile(open_play: PlayFactory) -> None:
    rng = ScriptedRng(30, 5, 5, 1)
    play = await open_play(rng_factory=lambda: rng)
    report = await play.fulminato.attack(T, ALICE, AttackRequest(AttackKind.RANGED, 6, 6, cover=True))
    assert report.cover is not None and report.cover.die.value == 30 and report.cover.cover_hit


async def test_called_shot_at_the_head(open_play: PlayFactory) -> None:
    rng = ScriptedRng(6, 6, 1)  # 12 − 1 = 11: torso band, called at the head → head
    play = await open_play(rng_factory=lambda: rng)
    report = await play.fulminato.attack(
        T, ALICE, AttackRequest(AttackKind.MELEE, 6, 6, called=HitLocation.HEAD, damage="3")
    )
    assert report.outcome.location is HitLocation.HEAD and report.outcome.damage == 6


# -- tests and free rolls --------------------------------------------------------------------------


async def test_skill_test_and_free_rolls(open_play: PlayFactory) -> None:
    rng = ScriptedRng(3, 3, 2, 5)
    play = await open_play(rng_factory=lambda: rng)
    ops = play.fulminato
    report = await ops.test(T, ALICE, [8, 6], 6)
    assert report.test.roll.total == 6 and report.test.success  # meeting it succeeds
    rolled = await ops.roll(T, ALICE, "1d8+1d6+1")
    assert rolled.roll.total == 8 and [d.value for d in rolled.roll.dice] == [2, 5]
    with refused("dice-error-empty"):
        await ops.roll(T, ALICE, "   ")
    with refused("fulminato-error-difficulty"):
        await ops.test(T, ALICE, [8], -1)


# -- every reply string exists in English ----------------------------------------------------------


def test_every_key_the_fulminato_ui_builds_has_english_text() -> None:
    from bot.rules.fulminato.attack import CHARACTERISTIC_LABEL
    from bot.rules.fulminato.dice import DIE_STEPS
    from bot.rules.fulminato.wounds import HitLocation

    keys = {
        f"fulminato-label-{label}"
        for label in ("mind", "grace", "skill", "deflection", "limb", "cover", "test")
    }
    keys |= {f"fulminato-label-{label}" for label in CHARACTERISTIC_LABEL.values()}
    keys |= {f"fulminato-kind-{k.value}" for k in AttackKind} | {
        f"choice-fulminato-kind-{k.value}" for k in AttackKind
    }
    keys |= {f"fulminato-weapon-{w.value}" for w in Weapon} | {
        f"choice-fulminato-weapon-{w.value}" for w in Weapon
    }
    keys |= {f"fulminato-state-{s.value}" for s in DefenderState}
    keys |= {f"choice-fulminato-state-{s.value}" for s in DefenderState}
    keys |= {f"fulminato-location-{loc.value}" for loc in HitLocation}
    keys |= {f"fulminato-limb-{limb.value}" for limb in Limb} | {
        f"choice-fulminato-called-{limb.value}" for limb in Limb
    }
    keys |= {"choice-fulminato-called-head"}
    keys |= {f"fulminato-action-{a.value}" for a in Action} | {
        f"choice-fulminato-action-{a.value}" for a in Action
    }
    keys |= {f"fulminato-interp-{i.value}" for i in Interpretation}
    keys |= {f"choice-fulminato-die-{s}" for s in DIE_STEPS}
    missing = sorted(key for key in keys if not catalog().has("en", key))
    assert missing == []
