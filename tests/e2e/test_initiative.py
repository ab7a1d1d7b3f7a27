"""/initiative end to end: M2E soulstone reflips, M3E pass tokens and cheating, M4E by rule."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, dm_messages, reply
from tests.e2e.test_duel import current, labelled, menu_values, press, set_game, totals_are_54

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


async def turn_state(table: Table) -> dict[str, Any]:
    raw = await table.store.turn_state(table.channel.id)
    assert raw is not None
    return dict(json.loads(raw))


async def test_m2e_soulstone_reflips_lower_card_first_then_the_winner_chooses(table: Table) -> None:
    await set_game(table, "m2e")
    await table.stack(table.alice, Card.of(5, R), Card.of(11, M))
    await table.stack(table.bob, Card.of(9, C))
    message = reply(
        await table.alice.slash(
            table.channel, "initiative", opponent=table.bob, soulstone=True, opponent_soulstone=True
        )
    )
    a, b = table.alice.mention, table.bob.mention
    assert f"• {a} flips ♥ 5 of Rams" in message.content
    assert f"• {b} flips ♠ 9 of Crows" in message.content
    assert tr("en", "initiative-waiting-soulstone", who=a) in message.content  # the lower card first

    refused = await press(table, table.bob, message.id, ":keep")
    assert reply(refused).content == tr("en", "error-not-your-control", owner=a)

    await press(table, table.alice, message.id, ":reflip")
    text = current(table, message.id).content
    assert (
        tr("en", "initiative-event-soulstone-reflip", who=a, card="♦ 11 of Masks", replaced="♥ 5 of Rams")
        in text
    )
    assert tr("en", "initiative-waiting-soulstone", who=b) in text
    await press(table, table.bob, message.id, ":keep")
    text = current(table, message.id).content
    assert tr("en", "initiative-waiting-choose", who=a) in text

    await table.alice.click(current(table, message.id), label=tr("en", "initiative-button-other"))
    done = current(table, message.id)
    assert labelled(done.content, "Result") == [f"{a} won the initiative flip; {b} goes first."]
    assert custom_ids(done) == []
    state = await turn_state(table)
    assert state["initiative"] == table.alice.id and state["first_player"] == table.bob.id
    assert (await table.deck(table.alice)).in_play == []
    await totals_are_54(table, table.alice, table.bob)


async def test_m3e_pass_tokens_and_cheating(table: Table, simcord_env: simcord.Env) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(6, R), hand=[Card.of(12, T)])
    await table.stack(table.bob, Card.of(7, C), hand=[Card.of(13, M), Card.of(2, R)])
    message = reply(
        await table.alice.slash(
            table.channel, "initiative", opponent=table.bob, pass_tokens=2, attacker=table.alice
        )
    )
    a, b = table.alice.mention, table.bob.mention
    assert tr("en", "initiative-pass-tokens", tokens=2, total=8) in message.content
    assert tr("en", "initiative-waiting-cheat", who=a) in message.content  # the lower card cheats first
    assert "12 of Tomes" not in message.content

    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral and menu_values(reply(opened)) == ["12T", "skip"]
    picked = await table.alice.select(reply(opened), ["12T"])
    assert tr("en", "duel-cheated") in reply(picked).content
    assert await table.hand(table.alice) == []
    assert dm_messages(simcord_env, table.alice)[-1].content.count("•") == 0

    opened = await press(table, table.bob, message.id, ":cheat")
    await table.bob.select(reply(opened), ["13M"])
    done = current(table, message.id).content
    assert tr("en", "initiative-event-cheat", who=b, card="♦ 13 of Masks", replaced="♠ 7 of Crows") in done
    assert tr("en", "initiative-totals", first=a, first_total=14, second=b, second_total=13) in done
    assert labelled(done, "Result") == [f"{a} has initiative this turn."]
    assert "2 of Rams" not in done
    assert (await turn_state(table))["initiative"] == table.alice.id
    await totals_are_54(table, table.alice, table.bob)


async def test_m3e_decline_from_the_public_button(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(3, R), hand=[Card.of(1, T)])
    await table.stack(table.bob, Card.of(10, C))  # Bob's hand is empty: his window is skipped
    message = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.bob)
    )
    await press(table, table.alice, message.id, ":decline")
    done = current(table, message.id).content
    assert tr("en", "initiative-event-decline", who=table.alice.mention) in done
    assert (
        tr(
            "en",
            "initiative-event-cheat-skipped",
            who=table.bob.mention,
            reason=tr("en", "duel-block-empty-hand"),
        )
        in done
    )
    assert labelled(done, "Result") == [f"{table.bob.mention} has initiative this turn."]


async def test_m4e_initiative_by_rule(table: Table) -> None:
    first = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.bob)
    )
    assert labelled(first.content, "Result") == [
        f"{table.bob.mention} has initiative: the attacker has it on turn 1."
    ]
    assert custom_ids(first) == []
    assert (await turn_state(table))["initiative"] == table.bob.id
    assert await table.store.decks_of_table(table.channel.id) == {}  # nobody flipped

    later = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, last_activator=table.alice)
    )
    assert tr("en", "initiative-waiting-choose-m4e", who=table.bob.mention) in later.content
    refused = await table.alice.click(current(table, later.id), label=tr("en", "initiative-button-me"))
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.bob.mention)
    await table.bob.click(current(table, later.id), label=tr("en", "initiative-button-me"))
    assert labelled(current(table, later.id).content, "Result") == [
        f"{table.bob.mention} has initiative this turn."
    ]


@pytest.mark.parametrize(
    ("game", "options", "key", "args"),
    [
        ("m4e", {}, "error-initiative-attacker-unknown", {}),
        ("m4e", {"pass_tokens": 2}, "initiative-error-pass-tokens-m3e", {"edition": "M4E"}),
        ("m2e", {"opponent_pass_tokens": 1}, "initiative-error-pass-tokens-m3e", {"edition": "M2E"}),
        ("m3e", {"last_activator": "alice"}, "initiative-error-m4e-options", {"edition": "M3E"}),
        ("m2e", {"attacker": "alice"}, "rules-error-initiative-attacker-m2e", {"edition": "M2E"}),
        ("m3e", {"soulstone": True}, "rules-error-initiative-soulstones-m2e", {"edition": "M3E"}),
        ("m4e", {"models": 3, "opponent_models": 4}, "initiative-error-pass-tokens-m3e", {"edition": "M4E"}),
        ("m3e", {"models": 3}, "rules-error-models-both", {}),
        (
            "m3e",
            {"models": 3, "opponent_models": 4, "pass_tokens": 1},
            "rules-error-models-and-pass-tokens",
            {},
        ),
        ("m3e", {}, "rules-error-initiative-holder-unknown", {}),
        ("m4e", {"attacker": "mod"}, "error-initiative-not-a-player", {"player": "mod"}),
    ],
)
async def test_options_that_do_not_fit_the_edition(
    table: Table, game: str, options: dict[str, Any], key: str, args: dict[str, Any]
) -> None:
    await set_game(table, game)
    people = {"alice": table.alice, "mod": table.mod}
    resolved = {k: people[v] if isinstance(v, str) else v for k, v in options.items()}
    args = {k: (str(people[v].id) if k == "player" else v) for k, v in args.items()}
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "initiative", opponent=table.bob, **resolved)
    assert result.ephemeral
    assert reply(result).content == tr("en", key, **args)
    assert await table.snapshot() == before


async def test_the_opponent_must_be_another_person(table: Table) -> None:
    me = await table.alice.slash(table.channel, "initiative", opponent=table.alice)
    assert reply(me).content == tr("en", "error-initiative-same-player")
    bot = await table.alice.slash(table.channel, "initiative", opponent=table.robot)
    assert reply(bot).content == tr("en", "error-player-is-bot", player=table.robot.mention)


@pytest.mark.parametrize(
    ("tokens", "code"), [(-1, "option-range"), (100, "option-range"), ("two", "option-type")]
)
async def test_pass_tokens_range(table: Table, tokens: object, code: str) -> None:
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, pass_tokens=tokens)
    assert raised.value.code == code


@pytest.mark.both_stores
async def test_an_initiative_survives_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(2, R), hand=[Card.of(13, T)])
    await table.stack(table.bob, Card.of(9, C))
    message = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.alice)
    )
    opened = await press(table, table.alice, message.id, ":cheat")

    await simcord_env.restart_bot(await make_bot())
    await table.alice.select(reply(opened), ["13T"])
    done = current(table, message.id).content
    assert labelled(done, "Result") == [f"{table.alice.mention} has initiative this turn."]


@pytest.mark.both_stores
async def test_an_abandoned_initiative_lapses_and_is_decided_by_default(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Issue 22: M2E, nobody answers the soulstone step: the card is kept (no stone spent), the
    higher card wins and, its choice lapsing too, goes first; the table records it."""
    await set_game(table, "m2e")
    await table.stack(table.alice, Card.of(4, R))
    await table.stack(table.bob, Card.of(8, C))
    message = reply(await table.alice.slash(table.channel, "initiative", opponent=table.bob, soulstone=True))
    assert (await table.deck(table.alice)).in_play

    await simcord_env.advance_time(16 * 60 + 61)

    lapsed = current(table, message.id)
    assert custom_ids(lapsed) == []
    assert tr("en", "lapse-chose-first", who=table.bob.mention) in lapsed.content
    state = await turn_state(table)
    assert state["initiative"] == table.bob.id and state["first_player"] == table.bob.id
    assert (await table.deck(table.alice)).in_play == [] and (await table.deck(table.bob)).in_play == []
    assert await table.store.pending_of_table(table.channel.id) == []
    for player in (table.alice, table.bob):
        assert (await table.deck(player)).is_complete()


async def test_the_opponent_must_see_the_table(table: Table) -> None:
    import discord

    hidden = table.guild.create_text_channel(
        "secret", overwrites={table.bob: discord.PermissionOverwrite(view_channel=False)}
    )
    for command in ("initiative", "random player"):
        result = await table.alice.slash(hidden, command, opponent=table.bob)
        assert result.ephemeral
        assert reply(result).content == tr("en", "error-opponent-not-at-table", player=table.bob.mention)


# -- issue 12: who cheats first, who is asked about soulstones, pass tokens from crew sizes ----


async def test_m3e_equal_cards_the_attacker_cheats_first_before_turn_one(table: Table) -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "A kisebb lapot húzó, egyenlőség esetén az előző
    kezdeményező játékos cheatelhet először." (On equal cards the previous initiative holder cheats
    first.) "A Támadó számít kezdeményező játékosnak az első kör Initiative Flipjéig." (The attacker
    is the initiative player until turn 1's flip.) Alice calls, Bob attacked: Bob cheats first."""
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(7, R), hand=[Card.of(1, T)])
    await table.stack(table.bob, Card.of(7, C), hand=[Card.of(2, R)])
    message = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.bob)
    )
    assert tr("en", "initiative-waiting-cheat", who=table.bob.mention) in message.content
    assert tr("en", "rules-initiative-tie-holder", who=table.bob.mention) in message.content
    refused = await press(table, table.alice, message.id, ":decline")
    assert reply(refused).ephemeral
    await press(table, table.bob, message.id, ":decline")
    assert tr("en", "initiative-waiting-cheat", who=table.alice.mention) in current(table, message.id).content


async def test_m3e_later_initiatives_use_the_tables_recorded_holder(table: Table) -> None:
    """Seed 003: on equal cards "az előző kezdeményező játékos" (the previous initiative holder)
    cheats first: once the table has recorded a holder, no attacker option is needed."""
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(3, R))
    await table.stack(table.bob, Card.of(12, C))
    await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.alice)
    assert (await turn_state(table))["initiative"] == table.bob.id
    await table.stack(table.alice, Card.of(8, R), hand=[Card.of(1, T)])
    await table.stack(table.bob, Card.of(8, C), hand=[Card.of(2, R)])
    message = reply(await table.alice.slash(table.channel, "initiative", opponent=table.bob))
    assert tr("en", "initiative-waiting-cheat", who=table.bob.mention) in message.content


async def test_m2e_initiative_asks_only_players_who_have_a_soulstone(table: Table) -> None:
    """Seed 001 (001_64b414e3d6506721.txt): "cada jugador puede elegir revoltear su carta ...
    mediante el gasto de una Piedra de Alma de su Reserva de Piedras de Alma" (each player may
    reflip by spending a soulstone from their pool): a player with no stone is not asked."""
    await set_game(table, "m2e")
    await table.stack(table.alice, Card.of(5, R))
    await table.stack(table.bob, Card.of(9, C))
    message = reply(await table.alice.slash(table.channel, "initiative", opponent=table.bob))
    soulstone_question = tr("en", "initiative-waiting-soulstone", who=table.alice.mention)
    assert soulstone_question not in message.content
    assert tr("en", "initiative-waiting-choose", who=table.bob.mention) in message.content
    await table.bob.click(current(table, message.id), label=tr("en", "initiative-button-me"))

    # Bob says once that he has a stone: he is asked now and later, Alice still is not.
    await table.stack(table.alice, Card.of(10, R))
    await table.stack(table.bob, Card.of(4, C))
    asked = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, opponent_soulstone=True)
    )
    assert tr("en", "initiative-waiting-soulstone", who=table.bob.mention) in asked.content
    await press(table, table.bob, asked.id, ":keep")
    await table.alice.click(current(table, asked.id), label=tr("en", "initiative-button-me"))
    await table.stack(table.alice, Card.of(2, R))
    await table.stack(table.bob, Card.of(6, C))
    again = reply(await table.alice.slash(table.channel, "initiative", opponent=table.bob))
    assert tr("en", "initiative-waiting-soulstone", who=table.bob.mention) in again.content
    assert tr("en", "initiative-waiting-soulstone", who=table.alice.mention) not in again.content
    await press(table, table.bob, again.id, ":keep")
    await table.alice.click(current(table, again.id), label=tr("en", "initiative-button-me"))
    await totals_are_54(table, table.alice, table.bob)

    # Alice cannot take Bob's stone away; Bob can.
    before = await table.snapshot()
    taken = await table.alice.slash(table.channel, "initiative", opponent=table.bob, opponent_soulstone=False)
    assert taken.ephemeral
    assert reply(taken).content == tr("en", "rules-error-soulstone-not-yours", player=table.bob.mention)
    assert await table.snapshot() == before
    await table.stack(table.alice, Card.of(3, R))
    await table.stack(table.bob, Card.of(8, C))
    own = reply(await table.bob.slash(table.channel, "initiative", opponent=table.alice, soulstone=False))
    assert tr("en", "initiative-waiting-soulstone", who=table.bob.mention) not in own.content


async def test_m3e_pass_tokens_come_from_the_model_counts(table: Table) -> None:
    """Seed 003: "Az a játékos, akinek kevesebb modellje van az ellenfélnél, annyi Pass Tokent
    kap, amekkora a különbség a két crew között." (The player with fewer models gets as many pass
    tokens as the difference between the two crews.) Alice 4 models, Bob 7: Alice gets 3."""
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(6, R))
    await table.stack(table.bob, Card.of(8, C))
    message = reply(
        await table.alice.slash(
            table.channel, "initiative", opponent=table.bob, attacker=table.bob, models=4, opponent_models=7
        )
    )
    assert tr("en", "initiative-pass-tokens", tokens=3, total=9) in message.content
    assert labelled(message.content, "Result") == [f"{table.alice.mention} has initiative this turn."]
