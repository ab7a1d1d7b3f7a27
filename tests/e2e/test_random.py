"""/random model and /random player end to end: lowest/highest card, ties, bad input."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, action_rows, cards_in, custom_ids, flipped_on_request, reply
from tests.e2e.test_duel import current, labelled, set_game

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


async def test_random_model_picks_the_lowest_card(table: Table) -> None:
    await table.stack(table.alice, Card.of(9, R), Card.of(2, C), Card.of(7, M))
    message = reply(await table.alice.slash(table.channel, "random model", count=3))
    assert not message.flags.ephemeral
    assert labelled(message.content, "Flipped") == ["♥ 9 of Rams, ♠ 2 of Crows, ♦ 7 of Masks"]
    assert "Model 2: ♠ 2 of Crows" in message.content
    assert labelled(message.content, "Result") == ["model 2 (the lowest card, ♠ 2 of Crows)"]
    assert custom_ids(message) == []
    deck = await table.deck(table.alice)
    assert deck.in_play == [] and len(deck.discard) == 3


async def test_the_black_joker_is_the_lowest(table: Table) -> None:
    await table.stack(table.alice, Card.of(1, R), BLACK_JOKER)
    message = reply(await table.alice.slash(table.channel, "random model", count=2))
    assert labelled(message.content, "Result") == ["model 2 (the lowest card, 🃏 Black Joker)"]


@pytest.mark.both_stores
async def test_ties_are_chosen_by_the_active_player(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await table.stack(table.alice, Card.of(4, R), Card.of(9, M), Card.of(4, C), Card.of(4, T))
    message = reply(await table.alice.slash(table.channel, "random model", count=4))
    assert labelled(message.content, "Result") == ["models 1, 3 and 4 tie for the lowest card (4)."]
    assert [c["label"] for row in action_rows(message) for c in row["components"]] == [
        "Model 1",
        "Model 3",
        "Model 4",
    ]

    refused = await table.bob.click(message, label="Model 3")
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.alice.mention)

    await simcord_env.restart_bot(await make_bot())
    await table.alice.click(current(table, message.id), label="Model 3")
    chosen = current(table, message.id)
    assert custom_ids(chosen) == []
    assert chosen.content.endswith(tr("en", "random-model-chosen", who=table.alice.mention, model=3))


async def test_random_player_reflips_ties_and_shows_every_round(table: Table) -> None:
    await table.stack(table.alice, Card.of(8, R), Card.of(3, T))
    await table.stack(table.bob, Card.of(8, M), Card.of(12, C))
    message = reply(await flipped_on_request(table, table.alice, table.bob, "random player"))
    a, b = table.alice.mention, table.bob.mention
    assert f"Round 1: {a} ♥ 8 of Rams, {b} ♦ 8 of Masks — a tie, flip again" in message.content
    assert f"Round 2: {a} ♣ 3 of Tomes, {b} ♠ 12 of Crows" in message.content
    assert labelled(message.content, "Result") == [f"{b} (the highest card)"]
    assert (
        len((await table.deck(table.alice)).discard) == 2 and len((await table.deck(table.bob)).discard) == 2
    )


async def test_random_player_needs_another_person(table: Table) -> None:
    before = await table.snapshot()
    me = await table.alice.slash(table.channel, "random player", opponent=table.alice)
    assert reply(me).content == tr("en", "error-random-player-same")
    bot = await table.alice.slash(table.channel, "random player", opponent=table.robot)
    assert reply(bot).content == tr("en", "error-player-is-bot", player=table.robot.mention)
    assert await table.snapshot() == before


async def test_random_needs_a_fate_deck(table: Table) -> None:
    await set_game(table, "doomtrooper")
    result = await table.alice.slash(table.channel, "random model", count=2)
    assert reply(result).content == tr("en", "error-table-no-fate-deck", game="doomtrooper")


@pytest.mark.parametrize(
    ("count", "code"),
    [(0, "option-range"), (21, "option-range"), (-5, "option-range"), ("två", "option-type")],
)
async def test_random_model_count_range(table: Table, count: object, code: str) -> None:
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "random model", count=count)
    assert raised.value.code == code


async def test_random_player_flips_from_the_opponents_deck_only_on_their_click(table: Table) -> None:
    """Issue 24 §1: "A flip from a player's deck needs that player's click"."""
    await table.stack(table.alice, Card.of(12, R))
    await table.stack(table.bob, RED_JOKER)
    before = await table.deck(table.bob)

    asked = await table.alice.slash(table.channel, "random player", opponent=table.bob)
    request = reply(asked)
    assert not asked.ephemeral
    assert (
        tr("en", "random-player-ask", by=table.alice.mention, opponent=table.bob.mention) in request.content
    )
    assert cards_in(request.content) == set()
    assert await table.deck(table.bob) == before  # nothing flipped from bob's deck
    (button,) = custom_ids(request)
    assert button == f"fb:rp:{table.alice.id}:{table.bob.id}"

    refused = await table.alice.click(request, custom_id=button)  # alice cannot flip for bob
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "flip-request-not-yours", owner=table.bob.mention)
    assert await table.deck(table.bob) == before

    pressed = await table.bob.click(request, custom_id=button)
    result = reply(pressed)
    assert "Red Joker" in result.content and custom_ids(result) == []
    assert (await table.deck(table.bob)).discard == [RED_JOKER]
