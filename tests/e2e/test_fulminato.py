"""/fulminato end to end: roster, fight, turn buttons (who may press, stale, restart), attacks, bad input."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.store import games
from bot.ui.common.errors import domain_message, find_domain_error
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, public_messages, reply


async def state_of(table: Table) -> tuple[Any, int]:
    """The table's stored Fulminato document and the number of public messages."""
    return (
        await games.read_state(table.store, table.channel.id, "fulminato"),
        len(public_messages(table.channel)),
    )


def latest(table: Table) -> Any:
    """The newest message in the table channel (edits keep a message in its place)."""
    return table.channel.history()[-1]


async def roster(table: Table) -> None:
    await table.alice.slash(table.channel, "fulminato add", name="Ana", mind=8, grace=6, owner=table.alice)
    await table.bob.slash(table.channel, "fulminato add", name="Bruno", mind=6, grace=6)
    await table.mod.slash(table.channel, "fulminato add", name="Bandit", mind=4, grace=4)


async def test_adding_and_showing_the_roster_is_public(table: Table) -> None:
    result = await table.alice.slash(table.channel, "fulminato add", name="Ñandú la Roja", mind=10, grace=12)
    assert not result.ephemeral
    text = reply(result).content
    assert text.startswith(
        tr("en", "fulminato-added", by=f"<@{table.alice.id}>", name="Ñandú la Roja", mind=10, grace=12)
    )
    assert f"• Ñandú la Roja: Mind d10, Grace d12 — <@{table.alice.id}>" in text
    shown = reply(await table.bob.slash(table.channel, "fulminato show")).content
    assert "Ñandú la Roja" in shown and tr("en", "fulminato-no-fight") in shown


async def test_a_fight_with_a_surprise_round_and_turn_buttons(table: Table) -> None:
    await roster(table)
    result = await table.mod.slash(
        table.channel, "fulminato start", surprisers="Bandit", surprised="Ana, bruno"
    )
    assert not result.ephemeral
    message = reply(result)
    text = message.content
    # Every initiative die is shown: one line per combatant with both dice and the total.
    lines = re.findall(r"^• (\w+): Mind d(\d+): (\d+) \+ Grace d(\d+): (\d+) = (\d+)", text, re.MULTILINE)
    assert {line[0] for line in lines} == {"Ana", "Bruno", "Bandit"}
    for _, _, mind, _, grace, total in lines:
        assert int(mind) + int(grace) == int(total)
    assert tr("en", "fulminato-surprise-round") in text
    assert "Surprised (no deflection die this round): Ana, Bruno" in text
    assert "It is Bandit's turn: 3 action points left." in text
    ids = custom_ids(message)
    assert ids == [
        f"fb:ful:{a}:1:0:0" for a in ("quick", "precision", "movement", "standard", "full", "next")
    ]

    # Bob does not control Bandit (the moderator added it): a private refusal, nothing changes.
    before = await state_of(table)
    refused = await table.bob.click(message, custom_id="fb:ful:quick:1:0:0")
    assert refused.ephemeral
    assert reply(refused).content == tr(
        "en", "fulminato-ui-error-not-your-combatant", name="Bandit", controller=f"<@{table.mod.id}>"
    )
    assert await state_of(table) == before
    assert latest(table).content == text

    # The controller spends points: the same message is edited in place.
    spent = await table.mod.click(message, custom_id="fb:ful:precision:1:0:0")
    assert not spent.ephemeral
    edited = latest(table)
    assert edited.id == message.id
    assert "Bandit takes a precision action (2 action points): 1 left." in edited.content
    # What cannot be afforded any more is greyed out.
    disabled = [
        b.custom_id for row in edited.components for b in row.children if getattr(b, "disabled", False)
    ]
    assert disabled == [f"fb:ful:{a}:1:0:0" for a in ("precision", "movement", "standard", "full")]

    # Another copy of the same turn's buttons (from /fulminato show) goes out of date once
    # Next turn is pressed on the first: pressing it then acts on nothing.
    copy = reply(await table.alice.slash(table.channel, "fulminato show"))
    assert custom_ids(copy) == ids
    await table.mod.click(edited, custom_id="fb:ful:next:1:0:0")
    after = next(m for m in table.channel.history() if m.id == message.id)
    assert "**Round 1**" in after.content and "6 action points left" in after.content
    assert custom_ids(after)[-1] == "fb:ful:next:1:1:0"
    before = await state_of(table)
    stale = await table.mod.click(copy, custom_id="fb:ful:next:1:0:0")
    assert stale.ephemeral
    assert "out of date" in reply(stale).content
    assert await state_of(table) == before


async def test_commands_for_someone_elses_combatant_are_refused(table: Table) -> None:
    await roster(table)
    await table.mod.slash(table.channel, "fulminato start")
    shown = reply(await table.alice.slash(table.channel, "fulminato show")).content
    current = re.search(r"It is (\w+)'s turn", shown)
    assert current
    outsider = table.bob if current.group(1) != "Bruno" else table.alice
    before = await state_of(table)
    for command, options in (
        ("fulminato act", {"action": "quick"}),
        ("fulminato next", {}),
        ("fulminato next_round", {}),
        ("fulminato end", {}),
        ("fulminato remove", {"name": current.group(1)}),
    ):
        result = await outsider.slash(table.channel, command, **options)
        assert result.ephemeral, command
    assert await state_of(table) == before
    # The chronicler (who started the fight) may.
    ok = await table.mod.slash(table.channel, "fulminato act", action="standard")
    assert not ok.ephemeral and "(3 action points): 3 left" in reply(ok).content


@pytest.mark.both_stores
async def test_the_fight_and_its_buttons_survive_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await roster(table)
    message = reply(await table.mod.slash(table.channel, "fulminato start"))
    before = await games.read_state(table.store, table.channel.id, "fulminato")

    await simcord_env.restart_bot(await make_bot())

    assert await games.read_state(table.store, table.channel.id, "fulminato") == before
    result = await table.mod.click(message, custom_id="fb:ful:quick:1:1:0")
    assert not result.ephemeral
    assert "5 left" in latest(table).content
    shown = reply(await table.alice.slash(table.channel, "fulminato show")).content
    assert "**Round 1**" in shown and "5 action points left" in shown


ATTACK = re.compile(r"^Attack: .* = (-?\d+)$", re.MULTILINE)
DEFLECTION = re.compile(r"^Deflection: .* = (-?\d+)$", re.MULTILINE)
FINAL = re.compile(r"^Final result: (-?\d+) − (-?\d+) = (-?\d+)$", re.MULTILINE)


async def test_an_attack_shows_every_die_and_every_step(table: Table) -> None:
    result = await table.alice.slash(
        table.channel,
        "fulminato attack",
        kind="melee",
        characteristic=8,
        skill=6,
        weapon="improvised",
        shield=1,
        armour=2,
        damage="2d6+1",
        attacker="Ana",
        defender="Wolf",
    )
    assert not result.ephemeral
    text = reply(result).content
    assert "Ana attacks Wolf" in text
    dice = re.findall(r"(Constitution|Skill|Deflection|Limb) d(\d+): (\d+)", text)
    assert [d[0] for d in dice[:3]] == ["Constitution", "Skill", "Deflection"]
    assert "(ranks −2)" in text  # an object not made to harm
    attack, deflection, final = ATTACK.search(text), DEFLECTION.search(text), FINAL.search(text)
    assert attack and deflection and final
    assert int(final.group(1)) == int(attack.group(1)) and int(final.group(2)) == int(deflection.group(1))
    assert int(final.group(3)) == int(attack.group(1)) - int(deflection.group(1))
    assert re.search(r"^Location: ", text, re.MULTILINE)
    assert re.search(r"^Damage: 2d6 \(.*\) \+ 1 = `\d+` → \d+$", text, re.MULTILINE)
    assert tr("en", "fulminato-interp-ranks-outside-deflection") in text


async def test_tests_and_free_rolls(table: Table) -> None:
    test = reply(await table.alice.slash(table.channel, "fulminato test", dice="d8 d6", difficulty=12))
    assert re.search(
        r"^Test: Die d8: \d+ \+ Die d6: \d+ = \d+ vs difficulty 12 → \*\*(Success|Failure)\*\*",
        test.content,
        re.MULTILINE,
    )
    rolled = reply(await table.alice.slash(table.channel, "fulminato roll", expression="1d8+1d6"))
    assert rolled.content.startswith(f"<@{table.alice.id}> rolls `1d8+1d6`: 1d8 (")


async def test_autocomplete_offers_the_roster(table: Table) -> None:
    await roster(table)
    choices = await table.alice.autocomplete(table.channel, "fulminato remove", "name", "br")
    assert [c["value"] for c in choices] == ["Bruno"]
    listed = await table.alice.autocomplete(table.channel, "fulminato start", "surprisers", "Ana, ban")
    assert [c["value"] for c in listed] == ["Ana, Bandit"]


@pytest.mark.parametrize(
    ("command", "options", "key"),
    [
        ("fulminato add", {"name": "   ", "mind": 8, "grace": 6}, "fulminato-error-combatant-name"),
        ("fulminato add", {"name": "Ana, Bob", "mind": 8, "grace": 6}, "fulminato-ui-error-name-comma"),
        ("fulminato add", {"name": "ana", "mind": 8, "grace": 6}, "fulminato-error-duplicate-combatant"),
        ("fulminato remove", {"name": "Nobody"}, "fulminato-error-unknown-combatant"),
        ("fulminato act", {"action": "quick"}, "fulminato-ui-error-no-fight"),
        ("fulminato next", {}, "fulminato-ui-error-no-fight"),
        ("fulminato delay", {"after": "Ana"}, "fulminato-ui-error-no-fight"),
        ("fulminato start", {"surprisers": "Ghost"}, "fulminato-error-unknown-combatant"),
        ("fulminato start", {"surprisers": " , ,"}, "fulminato-ui-error-no-names"),
        ("fulminato start", {"surprised": "Ana"}, "fulminato-error-surprise-without-surprisers"),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "cover": True},
            "fulminato-ui-error-cover-melee",
        ),
        (
            "fulminato attack",
            {"kind": "ranged", "characteristic": 8, "skill": 6, "weapon": "unarmed"},
            "fulminato-error-unarmed-ranged",
        ),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "damage": "lots"},
            "dice-error-syntax",
        ),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "damage": "1d4-9"},
            "fulminato-error-damage",
        ),
        ("fulminato test", {"dice": "d7", "difficulty": 6}, "fulminato-error-die"),
        (
            "fulminato test",
            {"dice": "d6 d6 d6 d6 d6 d6", "difficulty": 6},
            "fulminato-ui-error-too-many-dice",
        ),
        ("fulminato roll", {"expression": "1d0"}, "dice-error-no-faces"),
        ("fulminato roll", {"expression": "999d6"}, "dice-error-too-many-dice"),
    ],
)
async def test_bad_input_gets_a_private_error_and_changes_nothing(
    table: Table, simcord_env: simcord.Env, command: str, options: dict[str, object], key: str
) -> None:
    await table.alice.slash(table.channel, "fulminato add", name="Ana", mind=8, grace=6)
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    result = await table.bob.slash(table.channel, command, **options)
    assert result.ephemeral
    assert refusal_key(simcord_env, cursor, reply(result).content) == key
    assert await state_of(table) == before


def refusal_key(env: simcord.Env, cursor: int, text: str) -> str:
    """The key of the one DomainError the bot refused with, checking the reply is its English text."""
    (error,) = env.errors_since(cursor)
    domain = find_domain_error(error)
    assert domain is not None, error
    assert text == domain_message("en", domain)
    assert "{" not in text
    return domain.key


async def test_a_bot_cannot_own_a_combatant(table: Table) -> None:
    before = await state_of(table)
    result = await table.alice.slash(
        table.channel, "fulminato add", name="Robo", mind=8, grace=6, owner=table.robot
    )
    assert result.ephemeral
    assert reply(result).content == tr("en", "fulminato-ui-error-bot-owner", name=f"<@{table.robot.id}>")
    assert await state_of(table) == before


@pytest.mark.parametrize(
    ("command", "options", "code"),
    [
        ("fulminato add", {"name": "", "mind": 8, "grace": 6}, "option-length"),
        ("fulminato add", {"name": "x" * 65, "mind": 8, "grace": 6}, "option-length"),
        ("fulminato add", {"name": "Ana", "mind": 7, "grace": 6}, "option-choice"),
        ("fulminato add", {"name": "Ana", "mind": -8, "grace": 6}, "option-choice"),
        ("fulminato attack", {"kind": "melee", "characteristic": 8, "skill": 6, "ranks": 11}, "option-range"),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "flankers": -1},
            "option-range",
        ),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "hit_points": 0},
            "option-range",
        ),
        (
            "fulminato attack",
            {"kind": "melee", "characteristic": 8, "skill": 6, "surprised_ranks": 1},
            "option-range",
        ),
        ("fulminato attack", {"kind": "magic", "characteristic": 8, "skill": 6}, "option-choice"),
        ("fulminato test", {"dice": "d6", "difficulty": 10**9}, "option-range"),
        ("fulminato roll", {"expression": "1d6+" * 60}, "option-length"),
    ],
)
async def test_discord_refuses_options_outside_their_declared_range(
    table: Table, command: str, options: dict[str, object], code: str
) -> None:
    before = await state_of(table)
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, command, **options)
    assert raised.value.code == code
    assert await state_of(table) == before
