"""A damaged stored document meets a button: a clear private error, and nothing changes."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bot.rules.common.cards import Card, Suit
from bot.store.records import Changes
from tests.e2e.helpers import Table, reply
from tests.e2e.test_duel import current, ids_ending, set_game


async def open_duel(table: Table) -> int:
    await set_game(table, "m3e")
    await table.stack(
        table.alice, Card.of(4, Suit.RAMS), Card.of(10, Suit.TOMES), hand=[Card.of(11, Suit.RAMS)]
    )
    await table.stack(table.bob, Card.of(8, Suit.MASKS), hand=[Card.of(13, Suit.CROWS)])
    result = await table.alice.slash(
        table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=6
    )
    return reply(result).id


async def damage(table: Table, change: str) -> None:
    (record,) = await table.store.pending_of_table(table.channel.id)
    document = json.loads(record.state)
    if change == "types":
        document["duel"]["sides"][0]["flipped"] = "nine of rams"
        state = json.dumps(document)
    elif change == "version":
        state = json.dumps({**document, "v": 99})
    else:
        state = record.state[: len(record.state) // 2]  # a torn write
    await table.store.commit(Changes(pending={record.id: dataclasses.replace(record, state=state)}))


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ("types", "duel.sides.0.flipped"),
        ("version", "version 99 is newer than this bot knows (v2); update the bot"),
        ("json", "not JSON"),
    ],
)
async def test_a_damaged_duel_gives_a_private_error_and_changes_nothing(
    table: Table, change: str, problem: str
) -> None:
    message_id = await open_duel(table)
    await damage(table, change)
    before = await table.snapshot()
    message = current(table, message_id)
    result = await table.bob.select(message, ["rams"], custom_id=ids_ending(message, ":a"))
    assert result.ephemeral
    text = reply(result).content
    assert text.startswith("The stored duel of this table is damaged and cannot be read (")
    assert problem in text and "Nothing was changed" in text
    assert await table.snapshot() == before
    assert current(table, message_id).content == message.content
