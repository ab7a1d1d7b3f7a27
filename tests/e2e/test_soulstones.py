"""Soulstones end to end: duels pay from the /game pool (and do not offer what a player cannot
pay), the M3E block on /damage and the M3E reduction flip (/soulstone reduce)."""

from __future__ import annotations

import pytest

from bot.play.encounter import Seasons
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, action_rows, custom_ids, reply
from tests.e2e.test_duel import current, labelled, set_game
from tests.e2e.test_league import m2e_season_text
from tests.e2e.test_schemes import game_state

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


async def start_game(table: Table, edition: str, alice: int, bob: int) -> None:
    await set_game(table, edition)
    options: dict[str, object] = {}
    if edition == "m2e":  # no built-in M2E season: the club's own
        bot = table.env.bot
        await Seasons(bot.play).save_custom(
            table.guild.id, table.mod.id, m2e_season_text(), is_organiser=True
        )  # type: ignore[attr-defined]
        options["season"] = "club-m2e"
    result = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, soulstones=alice, opponent_soulstones=bob, **options
    )
    assert not result.ephemeral, reply(result).content


async def pools(table: Table) -> tuple[int, int]:
    state = await game_state(table)
    return state.soulstones_of(table.alice.id), state.soulstones_of(table.bob.id)


def pool_error(table: Table, who: str, pool: int, needed: int = 1) -> str:
    return tr("en", "soulstone-error-pool-empty", player=who, pool=pool, needed=needed)


async def test_a_duel_soulstone_comes_off_the_game_pool_and_an_empty_pool_is_refused(table: Table) -> None:
    await start_game(table, "m3e", 1, 0)
    paid = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, soulstone="plus")
    assert not paid.ephemeral, reply(paid).content
    assert await pools(table) == (0, 0)

    before = await table.snapshot()
    refused = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, soulstone="rams")
    assert refused.ephemeral
    assert reply(refused).content == pool_error(table, table.alice.mention, 0)
    assert await table.snapshot() == before and await pools(table) == (0, 0)

    # Without a stone the duel itself still runs.
    plain = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)
    assert not plain.ephemeral


async def test_without_a_game_duels_track_no_pool(table: Table) -> None:
    await set_game(table, "m3e")
    for _ in range(3):
        result = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, soulstone="plus")
        assert not result.ephemeral, reply(result).content


@pytest.mark.parametrize(("bob_pool", "offered"), [(0, False), (1, True)])
async def test_the_resister_is_offered_a_soulstone_only_with_one_in_the_pool(
    table: Table, bob_pool: int, offered: bool
) -> None:
    await start_game(table, "m3e", 0, bob_pool)
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    has_menu = any(i.startswith("fb:dss:") for i in custom_ids(message))
    assert has_menu is offered
    if offered:
        select = next(i for i in custom_ids(message) if i.startswith("fb:dss:"))
        await table.bob.select(current(table, message.id), ["plus"], custom_id=select)
        assert await pools(table) == (0, 0)


async def test_m2e_a_stone_and_suit_costs_two_and_is_not_offered_with_one(table: Table) -> None:
    await start_game(table, "m2e", 1, 0)
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    accept = next(i for i in custom_ids(message) if i.startswith("fb:da:") and i.endswith(":accept"))
    await table.bob.click(current(table, message.id), custom_id=accept)
    now = current(table, message.id)
    menu = [
        c
        for row in action_rows(now)
        for c in row["components"]
        if c.get("custom_id", "").startswith("fb:dss:")
    ]
    assert menu, custom_ids(now)
    values = [o["value"] for o in menu[0]["options"]]
    assert "plus" in values and "plus-rams" not in values  # two stones: alice has one
    refused = await table.alice.slash(
        table.channel, "duel simple", stat=5, tn=10, soulstone="plus-rams", edition="m2e"
    )
    assert refused.ephemeral and reply(refused).content == pool_error(table, table.alice.mention, 1, 2)


async def test_m2e_an_attacker_without_stones_only_declares_none(table: Table) -> None:
    await start_game(table, "m2e", 0, 0)
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    assert not any(i.startswith("fb:dss:") for i in custom_ids(message))  # bob: no stones either
    accept = next(i for i in custom_ids(message) if i.startswith("fb:da:") and i.endswith(":accept"))
    await table.bob.click(current(table, message.id), custom_id=accept)
    ids = custom_ids(current(table, message.id))
    assert [i for i in ids if i.startswith("fb:dss:")] == []
    assert any(i.endswith(":noboost") for i in ids)


async def test_m3e_block_puts_a_minus_on_the_damage_flip_and_costs_the_victim_a_stone(table: Table) -> None:
    await start_game(table, "m3e", 0, 1)
    await table.stack(table.alice, Card.of(12, R), Card.of(3, C))
    result = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, block=True)
    assert not result.ephemeral, reply(result).content
    message = reply(result)
    assert len(labelled(message.content, "Flipped")[0].split(", ")) == 2  # the block's −
    assert labelled(message.content, "Result") == ["1 damage (weak card)"]
    assert any(tr("en", "soulstone-block-line") in m.content for m in [message, *result.followups])
    assert await pools(table) == (0, 0)

    before = await table.snapshot()
    again = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, block=True)
    assert again.ephemeral and reply(again).content == pool_error(table, table.bob.mention, 0)
    assert await table.snapshot() == before


async def test_block_is_m3e_only(table: Table) -> None:
    await set_game(table, "m2e")
    refused = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, block=True)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "soulstone-error-block-edition", edition="M2E")


@pytest.mark.parametrize(
    ("card", "line", "after"),
    [
        (Card.of(5, T), "Weak: −1", 3),
        (Card.of(7, R), "Moderate: −2", 2),
        (Card.of(11, M), "Severe: −3", 1),
        (RED_JOKER, "Red Joker, Severe+1: −4", 0),
        (BLACK_JOKER, "Black Joker: −0", 4),
    ],
)
async def test_m3e_reduction_flip(table: Table, card: Card, line: str, after: int) -> None:
    await start_game(table, "m3e", 2, 0)
    await table.stack(table.alice, card)
    result = await table.alice.slash(table.channel, "soulstone reduce", damage=4)
    assert not result.ephemeral, reply(result).content
    text = reply(result).content
    assert line in text and f"Damage: 4 → {after}" in text
    assert f"Soulstone pools: {table.alice.mention} 1, {table.bob.mention} 0." in text
    assert (await table.deck(table.alice)).discard[-1] == card


async def test_reduction_needs_a_stone_and_m3e(table: Table) -> None:
    await start_game(table, "m3e", 0, 0)
    before = await table.snapshot()
    empty = await table.alice.slash(table.channel, "soulstone reduce", damage=3)
    assert empty.ephemeral and reply(empty).content == pool_error(table, table.alice.mention, 0)
    assert await table.snapshot() == before
    m4e = await table.alice.slash(table.channel, "soulstone reduce", damage=3, edition="m4e")
    assert m4e.ephemeral
    assert reply(m4e).content == tr("en", "soulstone-error-reduce-edition", edition="M4E")
