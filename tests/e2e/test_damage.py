"""/damage end to end: weak/moderate/severe from the card, jokers, choices, cheating, M4E refusal."""

from __future__ import annotations

import pytest
import simcord

from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, reply
from tests.e2e.test_duel import cheat, choose, current, labelled, set_game, totals_are_54

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


@pytest.fixture(autouse=True)
async def m3e(table: Table) -> None:
    await set_game(table, "m3e")


@pytest.mark.parametrize(
    ("top", "result"),
    [
        (Card.of(3, R), "2 damage (weak card)"),
        (Card.of(7, R), "3 damage (moderate card)"),
        (Card.of(13, T), "5 damage (severe card)"),
        (RED_JOKER, "6 damage (Red Joker: severe + 1)"),
        (BLACK_JOKER, "no damage (Black Joker)"),
    ],
)
async def test_the_card_picks_the_damage(table: Table, top: Card, result: str) -> None:
    await table.stack(table.alice, top)
    message = reply(await table.alice.slash(table.channel, "damage", weak=2, moderate=3, severe=5))
    assert labelled(message.content, "Flipped") == [labelled(message.content, "Card")[0]]
    assert labelled(message.content, "Result") == [result]
    assert "Total" not in message.content
    assert custom_ids(message) == []  # the Red Joker needs no suit on a damage flip


async def test_a_plus_damage_flip_is_chosen_then_cheated(table: Table) -> None:
    await table.stack(table.alice, Card.of(2, R), Card.of(12, C), hand=[Card.of(9, T)])
    message = reply(
        await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=4, modifiers="+")
    )
    assert labelled(message.content, "Flipped") == ["♥ 2 of Rams, ♠ 12 of Crows"]
    refused = await choose(table, table.bob, message.id, "2 of Rams")
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.alice.mention)

    await choose(table, table.alice, message.id, "2 of Rams")
    assert labelled(current(table, message.id).content, "Card") == ["♥ 2 of Rams"]
    await cheat(table, table.alice, message.id, "9T")
    done = current(table, message.id).content
    assert labelled(done, "Card") == ["♣ 9 of Tomes — cheated in, replacing ♥ 2 of Rams"]
    assert labelled(done, "Result") == ["2 damage (moderate card)"]
    assert await table.hand(table.alice) == []
    await totals_are_54(table, table.alice)


async def test_a_negative_damage_flip_cannot_be_cheated_in_m3e(table: Table) -> None:
    await table.stack(table.alice, Card.of(11, R), Card.of(4, C), Card.of(8, M), hand=[Card.of(13, T)])
    text = reply(
        await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, modifiers="--")
    ).content
    assert labelled(text, "Card") == ["♠ 4 of Crows"]
    assert labelled(text, "Result") == ["1 damage (weak card)"]
    assert tr("en", "duel-block-negative-flip") in text


async def test_m4e_has_no_damage_flip(table: Table) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, edition="m4e")
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-damage-flip-not-in-edition", edition="m4e")
    assert await table.snapshot() == before


async def test_a_table_without_a_fate_deck(table: Table) -> None:
    await set_game(table, "fulminato")
    result = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3)
    assert reply(result).content == tr("en", "error-table-no-fate-deck", game="fulminato")


async def test_bad_modifiers_are_a_private_error(table: Table) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, modifiers="½")
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-modifiers-invalid", value="½")
    assert await table.snapshot() == before


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"weak": -1, "moderate": 2, "severe": 3}, "option-range"),
        ({"weak": 1, "moderate": 200, "severe": 3}, "option-range"),
        ({"weak": 1, "moderate": 2, "severe": 10**12}, "option-range"),
        ({"weak": "one", "moderate": 2, "severe": 3}, "option-type"),
        ({"weak": 1, "moderate": 2, "severe": 3, "edition": "x"}, "option-choice"),
    ],
)
async def test_discord_refuses_options_outside_their_range(
    table: Table, options: dict[str, object], code: str
) -> None:
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "damage", **options)
    assert raised.value.code == code


async def test_a_track_without_all_three_numbers_nor_models_is_a_private_error(table: Table) -> None:
    """The track is optional since a model's action can give it (issue 44): without it, and
    without the models, a clear private error and nothing flipped."""
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "damage", weak=1, moderate=2)
    assert result.ephemeral
    assert reply(result).content == tr("en", "crew-damage-error-numbers")
    assert await table.snapshot() == before
