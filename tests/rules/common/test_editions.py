import pytest

from bot.errors import DomainError
from bot.rules.common.editions import (
    DEFAULT_EDITION,
    EDITIONS,
    M2E,
    M3E,
    M4E,
    DamageModel,
    DuelBoost,
    EndRule,
    InitiativeProcedure,
    Role,
    edition,
)
from bot.rules.duel.arithmetic import Note


def test_lookup_by_key() -> None:
    assert edition(" M3E ") is M3E
    assert DEFAULT_EDITION is M4E
    assert set(EDITIONS) == {"m2e", "m3e", "m4e"}
    with pytest.raises(DomainError) as err:
        edition("m5e")
    assert err.value.key == "error-edition-unknown"
    assert err.value.args_map == {"value": "m5e", "known": "m2e, m3e, m4e"}


def test_hand_sizes_and_flip_limits() -> None:
    assert [e.hand_size for e in (M2E, M3E, M4E)] == [6, 6, 7]
    assert {e.max_flip_cards for e in (M2E, M3E, M4E)} == {4}
    assert [e.soulstone_extra_draw for e in (M2E, M3E, M4E)] == [2, 2, 0]


def test_cheating_rules_per_edition() -> None:
    assert M2E.negative_flip_blocks_cheat and M3E.negative_flip_blocks_cheat
    assert not M4E.negative_flip_blocks_cheat
    assert not M2E.red_joker_lock_needs_choice and M4E.red_joker_lock_needs_choice
    assert {e.tie_cheats_first for e in (M2E, M3E, M4E)} == {Role.RESISTER}
    assert (M2E.initiative_cheat, M3E.initiative_cheat, M4E.initiative_cheat) == (False, True, False)


def test_duel_rules_per_edition() -> None:
    assert [e.duel_boost for e in (M2E, M3E, M4E)] == [
        DuelBoost.PLUS_AND_SUIT,
        DuelBoost.PLUS_OR_SUIT,
        DuelBoost.EMPOWER,
    ]
    assert M2E.boost_declares_first is Role.RESISTER and M3E.boost_declares_first is Role.INITIATOR
    assert (M2E.relent_allowed, M3E.relent_allowed, M4E.relent_allowed) == (False, True, True)
    assert M3E.relent_auto_success and not M4E.relent_auto_success
    assert M4E.resister_wins_only_by_exceeding and not M3E.resister_wins_only_by_exceeding
    assert [e.damage_model for e in (M2E, M3E, M4E)] == [
        DamageModel.FLIP,
        DamageModel.FLIP,
        DamageModel.RAISES,
    ]
    assert (M4E.raise_step, M4E.red_joker_raise_bonus, M4E.tie_damage_reduction, M4E.empower_max_value) == (
        5,
        1,
        1,
        5,
    )


def test_turn_rules_per_edition() -> None:
    assert [e.initiative for e in (M2E, M3E, M4E)] == list(InitiativeProcedure)
    assert (M3E.end.last_turn, M4E.end.last_turn, M2E.end.last_turn) == (5, 4, None)
    assert (M3E.strategy_vp_cap, M4E.strategy_vp_cap, M4E.schemes_vp_total_cap) == (4, 5, 6)
    assert M3E.no_vp_on_turn_one and not M4E.no_vp_on_turn_one
    assert (M3E.soulstone_pool_max, M4E.soulstone_pool_max) == (10, 6)


def test_m2e_end_check_targets_from_seed_001() -> None:
    # Seed 001: from turn 5 the game goes on with 10+, end of turn 6 needs 11+, turn 7 12+.
    assert [M2E.end.check_target(t) for t in (4, 5, 6, 7)] == [None, 10, 11, 12]
    assert EndRule(last_turn=5).check_target(9) is None


def test_every_interpretation_tag_names_a_decision_point() -> None:
    points = {n.value for n in Note}
    for e in EDITIONS.values():
        for tag in e.interpretations:
            prefix, _, point = tag.partition("-")
            assert prefix == e.key and point in points, tag
