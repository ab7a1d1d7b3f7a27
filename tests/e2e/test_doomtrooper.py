"""/doomtrooper end to end: game, warriors, combat values, reward buttons (owner only, restart), bad input."""

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
    """The table's stored Doomtrooper document and the number of public messages."""
    return (
        await games.read_state(table.store, table.channel.id, "doomtrooper"),
        len(public_messages(table.channel)),
    )


def refusal_key(env: simcord.Env, cursor: int, text: str) -> str:
    """The key of the one DomainError the bot refused with, checking the reply is its English text."""
    (error,) = env.errors_since(cursor)
    domain = find_domain_error(error)
    assert domain is not None, error
    assert text == domain_message("en", domain)
    assert "{" not in text
    return domain.key


async def game_on_second_turn(table: Table) -> None:
    """Alice (Sean Gallagher, #1) against Bob (Nefarite in cover, #2); Alice's second turn."""
    c = table.channel
    await table.alice.slash(c, "doomtrooper start", opponent=table.bob)
    await table.alice.slash(
        c,
        "doomtrooper add",
        name="Sean Gallagher",
        fight=10,
        shoot=5,
        armour=7,
        value=4,
        affiliations="Capitol",
        designations="Hero",
    )
    await table.bob.slash(
        c, "doomtrooper add", name="Nefarite", fight=8, shoot=8, armour=8, value=6, affiliations="dark legion"
    )
    await table.alice.slash(c, "doomtrooper end_turn")
    await table.bob.slash(c, "doomtrooper end_turn")


async def test_a_game_with_warriors_is_public_and_listed(table: Table) -> None:
    started = await table.alice.slash(
        table.channel, "doomtrooper start", opponent=table.bob, multiple_sabotage=True
    )
    assert not started.ephemeral
    assert reply(started).content.startswith(
        tr(
            "en",
            "doomtrooper-started",
            by=f"<@{table.alice.id}>",
            players=f"<@{table.alice.id}>, <@{table.bob.id}>",
        )
    )
    added = await table.alice.slash(
        table.channel,
        "doomtrooper add",
        name="Ñu 攻撃",
        fight=-1,
        shoot=3,
        armour=2,
        value=0,
        affiliations="Mishima, Tribal",
        designations="mercenary; attacks first",
        cover=True,
    )
    assert not added.ephemeral
    line = (
        "#1 **Ñu 攻撃** — F -1 · S 3 · A 2 · V 0 — "
        "Mishima, Tribal, ATTACKS FIRST, MERCENARY — healthy, in cover"
    )
    assert line in reply(added).content
    listed = reply(await table.bob.slash(table.channel, "doomtrooper list")).content
    assert line in listed
    assert f"It is <@{table.alice.id}>'s turn (their first turn: no attacks)." in listed
    assert "Variant: multiple sabotage allowed" in listed


async def test_a_combat_shows_every_value_compared_and_offers_the_reward_split(table: Table) -> None:
    await game_on_second_turn(table)
    await table.bob.slash(table.channel, "doomtrooper cover", warrior="Nefarite", in_cover=True)
    await table.bob.slash(table.channel, "doomtrooper status", warrior="#2", status="wounded")
    result = await table.alice.slash(
        table.channel,
        "doomtrooper attack",
        attacker="1",
        defender="nefarite",
        tactic="fight",
        warzone="A+1",
        attacker_cards="F+2; F+1",
        defender_cards="A-2",
    )
    assert not result.ephemeral
    message = reply(result)
    text = message.content
    assert "#1 Sean Gallagher: Fight 10 +3 (cards) = 13 · Armour 7 · V 4" in text
    assert "#2 Nefarite: Fight 8 · Armour 8 −2 (cards) +1 (warzone) +3 (cover) = 10 · V 6" in text
    assert "#1 Sean Gallagher's Fight 13 vs #2 Nefarite's Armour 10 → #2 Nefarite is killed" in text
    assert "#2 Nefarite's Fight 8 vs #1 Sean Gallagher's Armour 7 → #1 Sean Gallagher is wounded" in text
    assert f"<@{table.alice.id}> earns 6 points for killing Nefarite (reward #1)" in text
    ids = custom_ids(message)
    assert [i.split(":")[3:6] for i in ids] == [["1", str(table.alice.id), s] for s in ("p", "d", "h")]

    # Bob presses Alice's button: a private refusal, nothing changes.
    before = await state_of(table)
    refused = await table.bob.click(message, custom_id=ids[0])
    assert refused.ephemeral
    assert reply(refused).content == tr(
        "en", "doomtrooper-ui-error-not-your-button", owner=f"<@{table.alice.id}>"
    )
    assert await state_of(table) == before

    # Alice takes it all as promotion: the message says so and loses its buttons.
    claimed = await table.alice.click(message, custom_id=ids[0])
    assert not claimed.ephemeral
    edited = next(m for m in table.channel.history() if m.id == message.id)
    assert "banks reward #1: 6 promotion, 0 destiny. Now 6 promotion, 0 destiny." in edited.content
    assert custom_ids(edited) == []
    score = reply(await table.bob.slash(table.channel, "doomtrooper score")).content
    assert f"<@{table.alice.id}> — 6 promotion, 0 destiny" in score
    assert f"<@{table.bob.id}> — 0 promotion, 0 destiny" in score


async def test_an_illegal_pairing_is_a_private_error(table: Table, simcord_env: simcord.Env) -> None:
    await table.alice.slash(table.channel, "doomtrooper start", opponent=table.bob)
    await table.alice.slash(
        table.channel,
        "doomtrooper add",
        name="Trooper",
        fight=5,
        shoot=5,
        armour=5,
        value=2,
        affiliations="Bauhaus",
    )
    await table.bob.slash(
        table.channel,
        "doomtrooper add",
        name="Monk",
        fight=3,
        shoot=3,
        armour=3,
        value=3,
        affiliations="Brotherhood",
    )
    await table.alice.slash(table.channel, "doomtrooper end_turn")
    await table.bob.slash(table.channel, "doomtrooper end_turn")
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    result = await table.alice.slash(
        table.channel, "doomtrooper attack", attacker="1", defender="2", tactic="shoot"
    )
    assert result.ephemeral
    assert refusal_key(simcord_env, cursor, reply(result).content) == "doomtrooper-error-attacks-brotherhood"
    assert "never attacks the Brotherhood" in reply(result).content
    assert await state_of(table) == before


async def test_sabotage_once_per_turn_and_the_moderators_variant(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.alice.slash(table.channel, "doomtrooper start", opponent=table.bob)
    await table.alice.slash(
        table.channel,
        "doomtrooper add",
        name="Sean",
        fight=10,
        shoot=5,
        armour=7,
        value=5,
        affiliations="Capitol",
    )
    await table.alice.slash(table.channel, "doomtrooper end_turn")
    await table.bob.slash(table.channel, "doomtrooper end_turn")
    result = await table.alice.slash(
        table.channel, "doomtrooper sabotage", saboteur="Sean", opponent=table.bob
    )
    assert not result.ephemeral
    assert "half of V 5 rounded up = 3 points (reward #1)" in reply(result).content
    assert len(custom_ids(reply(result))) == 3
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    again = await table.alice.slash(
        table.channel, "doomtrooper sabotage", saboteur="Sean", opponent=table.bob
    )
    assert again.ephemeral
    assert (
        refusal_key(simcord_env, cursor, reply(again).content) == "doomtrooper-error-sabotage-once-per-turn"
    )
    assert await state_of(table) == before
    refused = await table.alice.slash(table.channel, "doomtrooper variant", multiple_sabotage=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "error-not-moderator")
    on = await table.mod.slash(table.channel, "doomtrooper variant", multiple_sabotage=True)
    assert not on.ephemeral
    third = await table.alice.slash(
        table.channel, "doomtrooper sabotage", saboteur="Sean", opponent=table.bob
    )
    assert not third.ephemeral and "(reward #2)" in reply(third).content
    # The command splits a reward exactly as asked.
    claimed = await table.alice.slash(table.channel, "doomtrooper claim", reward=2, promotion=1)
    assert "banks reward #2: 1 promotion, 2 destiny" in reply(claimed).content
    offered = await table.alice.autocomplete(table.channel, "doomtrooper claim", "reward", "")
    assert [c["value"] for c in offered] == [1]


@pytest.mark.both_stores
async def test_the_game_and_its_reward_buttons_survive_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await game_on_second_turn(table)
    await table.bob.slash(table.channel, "doomtrooper status", warrior="2", status="wounded")
    message = reply(
        await table.alice.slash(
            table.channel, "doomtrooper attack", attacker="1", defender="2", tactic="fight"
        )
    )
    ids = custom_ids(message)
    before = await games.read_state(table.store, table.channel.id, "doomtrooper")

    await simcord_env.restart_bot(await make_bot())

    assert await games.read_state(table.store, table.channel.id, "doomtrooper") == before
    claimed = await table.alice.click(message, custom_id=ids[1])
    assert not claimed.ephemeral
    score = reply(await table.alice.slash(table.channel, "doomtrooper score")).content
    assert f"<@{table.alice.id}> — 0 promotion, 6 destiny" in score
    listed = reply(await table.bob.slash(table.channel, "doomtrooper list")).content
    assert "#1 **Sean Gallagher**" in listed and "wounded" in listed


@pytest.mark.parametrize(
    ("user", "command", "options", "key"),
    [
        ("bob", "doomtrooper remove", {"warrior": "1"}, "doomtrooper-ui-error-not-your-warrior"),
        (
            "bob",
            "doomtrooper cover",
            {"warrior": "Sean Gallagher", "in_cover": True},
            "doomtrooper-ui-error-not-your-warrior",
        ),
        (
            "bob",
            "doomtrooper status",
            {"warrior": "#1", "status": "dead"},
            "doomtrooper-ui-error-not-your-warrior",
        ),
        (
            "bob",
            "doomtrooper attack",
            {"attacker": "1", "defender": "2", "tactic": "fight"},
            "doomtrooper-ui-error-not-your-warrior",
        ),
        (
            "alice",
            "doomtrooper attack",
            {"attacker": "2", "defender": "1", "tactic": "fight"},
            "doomtrooper-ui-error-not-your-warrior",
        ),
        ("alice", "doomtrooper remove", {"warrior": "#42"}, "doomtrooper-error-unknown-warrior"),
        ("alice", "doomtrooper remove", {"warrior": "Ghost 👻"}, "doomtrooper-ui-error-unknown-warrior-name"),
        ("alice", "doomtrooper remove", {"warrior": "   "}, "doomtrooper-ui-error-warrior-ref-empty"),
        (
            "alice",
            "doomtrooper attack",
            {"attacker": "1", "defender": "2", "tactic": "fight", "warzone": "lots"},
            "doomtrooper-ui-error-modifiers",
        ),
        (
            "alice",
            "doomtrooper attack",
            {"attacker": "1", "defender": "2", "tactic": "fight", "attacker_cards": "F+500"},
            "doomtrooper-ui-error-modifier-size",
        ),
        (
            "alice",
            "doomtrooper add",
            {"name": "X", "fight": 1, "shoot": 1, "armour": 1, "value": 1, "affiliations": "Umbrella"},
            "doomtrooper-ui-error-affiliation",
        ),
        (
            "alice",
            "doomtrooper add",
            {
                "name": "X",
                "fight": 1,
                "shoot": 1,
                "armour": 1,
                "value": 1,
                "affiliations": "Bauhaus",
                "designations": "Wizard",
            },
            "doomtrooper-ui-error-designation",
        ),
        (
            "alice",
            "doomtrooper add",
            {"name": "X", "fight": 1, "shoot": 1, "armour": 1, "value": 1},
            "doomtrooper-error-no-affiliation",
        ),
        (
            "alice",
            "doomtrooper add",
            {"name": "X", "fight": 1, "shoot": 1, "armour": 1, "value": -3, "affiliations": "Bauhaus"},
            "doomtrooper-error-value-negative",
        ),
        (
            "alice",
            "doomtrooper add",
            {"name": "   ", "fight": 1, "shoot": 1, "armour": 1, "value": 1, "affiliations": "Bauhaus"},
            "doomtrooper-error-warrior-name",
        ),
        (
            "mod",
            "doomtrooper add",
            {"name": "X", "fight": 1, "shoot": 1, "armour": 1, "value": 1, "affiliations": "Bauhaus"},
            "doomtrooper-error-not-a-player",
        ),
        ("bob", "doomtrooper end_turn", {}, "doomtrooper-ui-error-not-your-turn"),
        ("bob", "doomtrooper claim", {"reward": 1, "promotion": 0}, "doomtrooper-error-unknown-reward"),
        ("alice", "doomtrooper start", {"opponent": "bob"}, "doomtrooper-ui-error-game-running"),
        ("carol", "doomtrooper end", {}, "doomtrooper-error-not-a-player"),
    ],
)
async def test_bad_input_gets_a_private_error_and_changes_nothing(
    table: Table, simcord_env: simcord.Env, user: str, command: str, options: dict[str, Any], key: str
) -> None:
    await game_on_second_turn(table)
    options = {name: getattr(table, value) if value == "bob" else value for name, value in options.items()}
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    actor = table.guild.add_member(table.env.create_user(user)) if user == "carol" else getattr(table, user)
    result = await actor.slash(table.channel, command, **options)
    assert result.ephemeral
    assert refusal_key(simcord_env, cursor, reply(result).content) == key
    assert await state_of(table) == before


async def test_a_bot_cannot_play(table: Table) -> None:
    result = await table.alice.slash(table.channel, "doomtrooper start", opponent=table.robot)
    assert result.ephemeral
    assert reply(result).content == tr("en", "doomtrooper-ui-error-bot-player", name=f"<@{table.robot.id}>")
    assert await state_of(table) == (None, 0)
    themselves = await table.alice.slash(table.channel, "doomtrooper start", opponent=table.alice)
    assert themselves.ephemeral
    assert reply(themselves).content == tr("en", "doomtrooper-error-duplicate-player")


async def test_commands_need_a_game(table: Table) -> None:
    for command in ("doomtrooper end_turn", "doomtrooper end", "doomtrooper empty_deck"):
        result = await table.alice.slash(table.channel, command)
        assert result.ephemeral and reply(result).content == tr("en", "doomtrooper-ui-error-no-game")
    listed = await table.alice.slash(table.channel, "doomtrooper list")
    assert tr("en", "doomtrooper-no-game") in reply(listed).content


@pytest.mark.parametrize(
    ("command", "options", "code"),
    [
        ("doomtrooper add", {"name": "", "fight": 1, "shoot": 1, "armour": 1, "value": 1}, "option-length"),
        (
            "doomtrooper add",
            {"name": "x" * 65, "fight": 1, "shoot": 1, "armour": 1, "value": 1},
            "option-length",
        ),
        (
            "doomtrooper add",
            {"name": "X", "fight": 10**6, "shoot": 1, "armour": 1, "value": 1},
            "option-range",
        ),
        (
            "doomtrooper add",
            {"name": "X", "fight": 1, "shoot": 1, "armour": -100, "value": 1},
            "option-range",
        ),
        ("doomtrooper attack", {"attacker": "1", "defender": "2", "tactic": "stab"}, "option-choice"),
        ("doomtrooper claim", {"reward": 0, "promotion": 0}, "option-range"),
        ("doomtrooper claim", {"reward": 1, "promotion": -1}, "option-range"),
        (
            "doomtrooper attack",
            {"attacker": "1", "defender": "2", "tactic": "fight", "warzone": "A+1" * 100},
            "option-length",
        ),
    ],
)
async def test_discord_refuses_options_outside_their_declared_range(
    table: Table, command: str, options: dict[str, object], code: str
) -> None:
    await game_on_second_turn(table)
    before = await state_of(table)
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, command, **options)
    assert raised.value.code == code
    assert await state_of(table) == before


async def test_autocomplete_offers_your_warriors_to_attack_with(table: Table) -> None:
    await game_on_second_turn(table)
    mine = await table.alice.autocomplete(table.channel, "doomtrooper attack", "attacker", "")
    assert [c["value"] for c in mine] == ["1"]
    assert re.fullmatch(r"#1 Sean Gallagher · F10 S5 A7 V4", mine[0]["name"])
    anyone = await table.alice.autocomplete(table.channel, "doomtrooper attack", "defender", "nef")
    assert [c["value"] for c in anyone] == ["2"]


async def test_ending_the_turn_and_the_game(table: Table) -> None:
    await table.alice.slash(table.channel, "doomtrooper start", opponent=table.bob)
    ended = await table.alice.slash(table.channel, "doomtrooper end_turn")
    assert f"It is <@{table.bob.id}>'s turn (their first turn: no attacks)." in reply(ended).content
    deck = await table.bob.slash(table.channel, "doomtrooper empty_deck")
    assert reply(deck).content == tr("en", "doomtrooper-empty-deck", by=f"<@{table.bob.id}>")
    over = await table.bob.slash(table.channel, "doomtrooper end")
    assert not over.ephemeral
    assert reply(over).content.startswith(tr("en", "doomtrooper-ended", by=f"<@{table.bob.id}>"))
    assert "no Doomtrooper game" in reply(
        await table.alice.slash(table.channel, "doomtrooper list")
    ).content.replace("No Doomtrooper game", "no Doomtrooper game")
