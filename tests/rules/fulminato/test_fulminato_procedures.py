"""Fulminato procedures from seed 004 (Spanish): opposed rolls, the Endurance test, grapples.

Quotes (seed 004_fe2a1ca49aac4d40.txt):
- "Un empate en una tirada enfrentada siempre anulará el éxito del atacante. La misma regla
  aplica para las solturas que requieran de tiradas enfrentadas." (A tie in an opposed roll
  always denies the attacker; the same for breaking free by opposed roll.)
- "Un personaje dañado que tenga menos de la mitad de sus puntos de vida, cuyas heridas hayan
  sido provocadas por proyectiles, cortes y perforaciones, debe realizar una prueba de habilidad
  Aguante para no desmayarse cada una hora (la dificultad es fácil)." (Below half hit points
  from projectiles, cuts or piercing: an easy Endurance test every hour or faint.)
- Grapples: see bot/rules/fulminato/grapple.py for each sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.rules.fulminato import attack as fulminato_attack
from bot.rules.fulminato import dice as fulminato_dice
from bot.rules.fulminato import wounds as fulminato_wounds
from bot.rules.fulminato.attack import AttackKind, DefenderState, Weapon
from bot.rules.fulminato.grapple import GrappleAction, grapple
from bot.rules.fulminato.wounds import Wound
from tests.rules.error_messages import expect_domain_error, raised_and_defined_keys
from tests.rules.fulminato.test_fulminato import ScriptedRng

ROOT = Path(__file__).resolve().parents[3]
GRAPPLE_FTL = ROOT / "data/locales/en/fulminato_procedures.ftl"
GRAPPLE_SOURCE = ROOT / "bot/rules/fulminato/grapple.py"
FTL = ROOT / "data/locales/en/fulminato.ftl"


# -- opposed rolls -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "d", "wins", "tie"), [(5, 5, False, True), (6, 5, True, False), (4, 5, False, False)]
)
def test_a_tie_always_denies_the_attacker(a: int, d: int, wins: bool, tie: bool) -> None:
    roll = fulminato_dice.opposed_roll([8], [8], ScriptedRng(a, d))
    assert (roll.attacker_wins, roll.tie) == (wins, tie)


# -- the Endurance test ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("left", "damage", "wound", "due"),
    [
        (20, 10, Wound.CUT, False),  # 10 of 20 is half, not "menos de la mitad"
        (20, 11, Wound.CUT, True),  # 9 of 20: below half
        (20, 11, Wound.PIERCE, True),
        (20, 11, Wound.PROJECTILE, True),
        (20, 11, Wound.BLUNT, False),  # not "proyectiles, cortes y perforaciones"
        (8, 0, Wound.CUT, False),  # no new wound, nothing to test now
        (5, 30, Wound.PROJECTILE, True),  # never below 0
    ],
)
def test_endurance_is_due_below_half_from_projectiles_cuts_and_piercing(
    left: int, damage: int, wound: Wound, due: bool
) -> None:
    check = fulminato_wounds.endurance_check(left, 20, damage, wound)
    assert check.due is due
    assert check.difficulty == fulminato_dice.DIFFICULTY_EASY == 6  # "la dificultad es fácil"
    assert check.hit_points_after == max(0, left - damage)


@given(st.integers(1, 200), st.data())
def test_endurance_matches_the_half_rule(maximum: int, data: st.DataObject) -> None:
    left = data.draw(st.integers(0, maximum))
    damage = data.draw(st.integers(1, 300))
    check = fulminato_wounds.endurance_check(left, maximum, damage, Wound.CUT)
    assert check.due is (2 * check.hit_points_after < maximum)


@pytest.mark.parametrize(
    ("kind", "weapon", "wound", "noted"),
    [
        (AttackKind.RANGED, Weapon.WEAPON, Wound.PROJECTILE, False),
        (AttackKind.MELEE, Weapon.WEAPON, Wound.CUT, True),
        (AttackKind.MELEE, Weapon.UNARMED, Wound.BLUNT, False),
        (AttackKind.MELEE, Weapon.IMPROVISED, Wound.BLUNT, False),
    ],
)
def test_the_wound_an_attack_makes_by_default(
    kind: AttackKind, weapon: Weapon, wound: Wound, noted: bool
) -> None:
    got, notes = fulminato_attack.default_wound(kind, weapon)
    assert got is wound and bool(notes) is noted


@pytest.mark.parametrize(
    ("kind", "weapon", "given", "left", "due", "notes"),
    [
        # Seed 004: "heridas ... provocadas por proyectiles, cortes y perforaciones".
        (AttackKind.MELEE, Weapon.WEAPON, None, 10, True, ("melee-weapon-cuts",)),
        (AttackKind.RANGED, Weapon.WEAPON, None, 10, True, ()),
        (AttackKind.MELEE, Weapon.UNARMED, None, 10, False, ()),  # a blow, not a cut
        (AttackKind.MELEE, Weapon.WEAPON, Wound.BLUNT, 10, False, ()),  # the player says blunt
        (AttackKind.MELEE, Weapon.WEAPON, Wound.PIERCE, 10, True, ()),  # said, so no interpretation
        (AttackKind.MELEE, Weapon.WEAPON, None, 20, False, ()),  # still at half or more
    ],
)
def test_endurance_after_an_attack(
    kind: AttackKind, weapon: Weapon, given: Wound | None, left: int, due: bool, notes: tuple[str, ...]
) -> None:
    # d6 + d6 rolled 6 and 6 against a helpless defender: 12, the torso, full damage 8.
    attack = fulminato_attack.roll_attack(kind, 6, 6, ScriptedRng(6, 6), weapon=weapon)
    deflection = fulminato_attack.roll_deflection(ScriptedRng(), state=DefenderState.UNCONSCIOUS)
    outcome = fulminato_attack.resolve_attack(attack, deflection, ScriptedRng(), damage=8)
    assert outcome.damage == 8
    check, noted = fulminato_attack.endurance_after(outcome, left, 20, given)
    assert check.due is due
    assert check.hit_points_after == left - 8
    assert noted == notes


def test_hit_points_must_make_sense() -> None:
    with expect_domain_error("fulminato-error-hit-points", FTL):
        fulminato_wounds.endurance_check(21, 20, 1, Wound.CUT)
    with expect_domain_error("fulminato-error-hit-points-max-needed", FTL):
        fulminato_wounds.check_hit_points(5, None)


# -- grapples ----------------------------------------------------------------------------------


def test_seize_with_a_heavy_object_takes_one_negative_rank() -> None:
    """ "... que pese 1 kg. o menos, de lo contrario tu tirada va con un rango negativo." """
    light = grapple(GrappleAction.SEIZE, ScriptedRng(5, 4), dice=[8], against=[8])
    heavy = grapple(GrappleAction.SEIZE, ScriptedRng(5, 4), dice=[8], against=[8], heavy_object=True)
    assert light.success and light.opposed is not None and light.opposed.attacker.total == 5
    assert heavy.opposed is not None and heavy.opposed.attacker.ranks == -1
    assert heavy.opposed.attacker.total == 4 and heavy.tie and not heavy.success


def test_move_somewhere_dangerous_is_an_opposed_dexterity_roll() -> None:
    """ "si pierdes la tirada no perderás la presa, pero el oponente no quedará en el espacio
    que tú quieras" """
    won = grapple(GrappleAction.MOVE, ScriptedRng(6, 2), dice=[8], against=[6])
    lost = grapple(GrappleAction.MOVE, ScriptedRng(2, 6), dice=[8], against=[6])
    assert (won.outcome, lost.outcome) == ("move-won", "move-lost")
    with expect_domain_error("fulminato-error-grapple-one-die", GRAPPLE_FTL):
        grapple(GrappleAction.MOVE, ScriptedRng(), dice=[8, 6], against=[6])


def test_tying_up_needs_a_win_with_one_negative_rank() -> None:
    """ "debes ganar una tirada enfrentada de dDestreza con un rango negativo" """
    result = grapple(GrappleAction.TIE, ScriptedRng(5, 4), dice=[8], against=[8])
    assert result.opposed is not None and result.opposed.attacker.ranks == -1
    assert result.opposed.attacker.total == 4 and result.tie and result.outcome == "tie-lost"


def test_breaking_free_after_a_failed_tie_has_two_positive_ranks_and_a_tie_keeps_the_hold() -> None:
    """ "el enemigo tendrá dos rangos positivos en la tirada dConstitución para soltar la presa";
    "La misma regla aplica para las solturas" """
    plain = grapple(GrappleAction.BREAK_FREE, ScriptedRng(5, 5), dice=[8], against=[8])
    assert plain.tie and not plain.success
    boosted = grapple(
        GrappleAction.BREAK_FREE, ScriptedRng(9, 5), dice=[8], against=[8], after_failed_tie=True
    )
    assert boosted.opposed is not None and boosted.opposed.attacker.ranks == 2
    assert boosted.opposed.attacker.dice[0].sides == 12  # d8 two ranks up: d12, so a 9 is possible
    assert boosted.success
    assert "break-free-against-constitution" in boosted.interpretations


def test_a_tied_enemy_needs_disarm_or_quick_hands_against_complicated() -> None:
    """ "tendrá que realizar una tirada de Habilidad de Desarmar o Manos rápidas con dificultad
    Complicado" """
    ok = grapple(GrappleAction.UNTIE, ScriptedRng(8, 4), dice=[8, 6])
    short = grapple(GrappleAction.UNTIE, ScriptedRng(7, 4), dice=[8, 6])
    assert ok.test is not None and ok.test.difficulty == 12
    assert ok.success and not short.success


@pytest.mark.parametrize(
    ("action", "options", "key"),
    [
        (GrappleAction.MOVE, {"heavy_object": True, "against": [6]}, "fulminato-error-grapple-heavy-object"),
        (
            GrappleAction.TIE,
            {"after_failed_tie": True, "against": [6]},
            "fulminato-error-grapple-after-failed-tie",
        ),
        (GrappleAction.UNTIE, {"against": [6]}, "fulminato-error-grapple-no-opponent"),
        (GrappleAction.SEIZE, {}, "fulminato-error-grapple-opponent-dice"),
    ],
)
def test_grapple_options_that_do_not_belong(action: GrappleAction, options: dict, key: str) -> None:  # type: ignore[type-arg]
    with expect_domain_error(key, GRAPPLE_FTL):
        grapple(action, ScriptedRng(), dice=[8], **options)


def test_every_grapple_error_has_a_message() -> None:
    raised, defined = raised_and_defined_keys(GRAPPLE_SOURCE, GRAPPLE_FTL)
    assert raised and raised <= defined
