"""/fulminato opposed and grapple, and the Endurance line of /fulminato attack, end to end.

Dice come from a generator whose die faces the test sets (everything else it draws as usual).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.app import Fatebot
from tests.e2e.helpers import Table, reply

FACES: list[int] = []


class SetDice(random.Random):
    """Rolls the faces in FACES first (each checked against the die), then fair dice."""

    def randint(self, a: int, b: int) -> int:
        if FACES:
            value = FACES.pop(0)
            assert a <= value <= b, (value, a, b)
            return value
        return super().randint(a, b)


@pytest.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    master = random.Random(7)
    return await make_bot(rng_factory=lambda: SetDice(master.getrandbits(64)))


@pytest.fixture(autouse=True)
def no_leftover_faces() -> Any:
    FACES.clear()
    yield
    assert FACES == [], "a test set dice it never rolled"


@pytest.mark.parametrize(
    ("faces", "verdict"),
    [
        ((6, 4), "**The attacker succeeds** (6 against 4)."),
        ((5, 5), "**Tie: the attacker's success is denied** (5 against 5)."),
        ((3, 4), "**The attacker fails** (3 against 4)."),
    ],
)
async def test_opposed_roll_and_the_tie_rule(table: Table, faces: tuple[int, int], verdict: str) -> None:
    FACES.extend(faces)
    result = await table.alice.slash(
        table.channel,
        "fulminato opposed",
        attacker_dice="d8",
        defender_dice="d6",
        attacker="Ana",
        defender="Bandit",
    )
    assert not result.ephemeral, reply(result).content
    text = reply(result).content
    assert "opposed roll, Ana against Bandit" in text
    assert verdict in text


async def test_opposed_roll_bad_dice_is_a_private_error(table: Table) -> None:
    result = await table.alice.slash(
        table.channel, "fulminato opposed", attacker_dice="d7", defender_dice="d6"
    )
    assert result.ephemeral


async def test_attack_shows_the_endurance_test_when_it_is_due(table: Table) -> None:
    # Ranged: dDexterity 6 + skill 6 = 12 against deflection d6 = 1: final 11, the torso, full damage 8.
    FACES.extend([6, 6, 1])
    result = await table.alice.slash(
        table.channel,
        "fulminato attack",
        kind="ranged",
        characteristic=6,
        skill=6,
        damage="8",
        hit_points=20,
        hit_points_left=15,
    )
    text = reply(result).content
    assert "Hit points: 15 → 7 of 20." in text
    assert "**Endurance test due:** 7 of 20 hit points is below half, from a projectile wound" in text


async def test_attack_with_a_blunt_wound_or_above_half_needs_no_endurance(table: Table) -> None:
    FACES.extend([6, 6, 1])
    blunt = await table.alice.slash(
        table.channel,
        "fulminato attack",
        kind="melee",
        characteristic=6,
        skill=6,
        damage="8",
        hit_points=20,
        hit_points_left=15,
        wound="blunt",
    )
    assert "Hit points: 15 → 7 of 20." in reply(blunt).content
    assert "Endurance test due" not in reply(blunt).content
    FACES.extend([6, 6, 1])
    light = await table.alice.slash(
        table.channel,
        "fulminato attack",
        kind="melee",
        characteristic=6,
        skill=6,
        damage="5",
        hit_points=20,
        hit_points_left=15,
    )
    assert "Hit points: 15 → 10 of 20." in reply(light).content
    assert "Endurance test due" not in reply(light).content


async def test_hit_points_left_without_the_maximum_is_refused(table: Table) -> None:
    result = await table.alice.slash(
        table.channel,
        "fulminato attack",
        kind="ranged",
        characteristic=6,
        skill=6,
        damage="8",
        hit_points_left=5,
    )
    assert result.ephemeral and "maximum hit points" in reply(result).content


async def test_grapple_seize_then_tie_then_break_free(table: Table) -> None:
    FACES.extend([5, 3])
    seized = reply(
        await table.alice.slash(
            table.channel,
            "fulminato grapple",
            action="seize",
            dice="d8",
            against="d6",
            grappler="Ana",
            grappled="Bruno",
        )
    ).content
    assert "**Grappled.**" in seized and "contain them" in seized

    FACES.extend([5, 4])  # d8 with one negative rank: 5 − 1 = 4 against 4, a tie denies the grappler
    tie = reply(
        await table.alice.slash(table.channel, "fulminato grapple", action="tie", dice="d8", against="d8")
    ).content
    assert "A tie denies the side that acts." in tie and "**Not tied.**" in tie

    FACES.extend([10, 6])  # after the failed tie: d8 two ranks up is a d12
    free = reply(
        await table.bob.slash(
            table.channel,
            "fulminato grapple",
            action="break-free",
            dice="d8",
            against="d8",
            after_failed_tie=True,
        )
    ).content
    assert "Attacker d12: 10 (ranks +2) = 10" in free
    assert "**Free** of the grapple." in free


async def test_grapple_untie_is_a_complicated_test(table: Table) -> None:
    FACES.extend([8, 4])
    text = reply(
        await table.bob.slash(table.channel, "fulminato grapple", action="untie", dice="d8 d6")
    ).content
    assert "vs Complicated (12)" in text and "**Untied.**" in text


async def test_grapple_options_that_do_not_belong_are_refused(table: Table) -> None:
    result = await table.bob.slash(
        table.channel, "fulminato grapple", action="move", dice="d8", against="d8", heavy_object=True
    )
    assert result.ephemeral and "heavy object" in reply(result).content
