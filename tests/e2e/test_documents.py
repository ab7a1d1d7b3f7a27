"""A damaged stored document meets a button: a clear private error, and nothing changes."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bot.play.common.document_kinds import DUEL
from bot.rules.common.cards import Card, Suit
from bot.store import game_repo
from bot.store.records import Changes
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_duel import current, ids_ending, set_game

pytestmark = pytest.mark.both_stores


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
        ("version", f"version 99 is newer than this bot knows (v{DUEL.version}); update the bot"),
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


@pytest.mark.parametrize("damage_kind", ["version", "json"])
async def test_an_unreadable_game_is_set_aside_by_a_moderator_and_a_new_one_starts(
    table: Table, damage_kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 24 §5: a game document the bot cannot read (a newer version after a rollback, a
    torn row) blocked /game at its table forever."""
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content
    raw = await game_repo.game_state(table.store, table.channel.id)
    assert raw is not None
    broken = json.dumps({**json.loads(raw), "v": 99}) if damage_kind == "version" else raw[: len(raw) // 2]
    changes = Changes()
    game_repo.put_game(changes, table.channel.id, broken, 0.0)
    await table.store.commit(changes)

    for who, command in ((table.alice, "game next"), (table.bob, "game start"), (table.alice, "game end")):
        options = {"opponent": table.alice} if command == "game start" else {}
        refused = await who.slash(table.channel, command, **options)
        assert refused.ephemeral
        assert "A table moderator can set it aside with /game set_aside" in reply(refused).content
    # A player cannot set it aside; nor can anyone set aside a game that can be read.
    before = await table.snapshot()
    refused = await table.alice.slash(table.channel, "game set_aside")
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "game-error-set-aside-moderator")
    assert await table.snapshot() == before

    set_aside = await table.mod.slash(table.channel, "game set_aside")
    assert not set_aside.ephemeral
    assert f"{table.mod.mention} set aside this table's game" in reply(set_aside).content
    assert "set aside an unreadable game document" in caplog.text
    # Kept for the operator, as it was stored.
    key = next(k for k in await meta_keys(table) if k.startswith(f"set-aside:game:{table.channel.id}:"))
    kept = json.loads(await table.store.get_meta(key))
    assert kept["document"] == broken and kept["by"] == table.mod.id

    assert not (await table.alice.slash(table.channel, "game start", opponent=table.bob)).ephemeral
    readable = await table.mod.slash(table.channel, "game set_aside")
    assert readable.ephemeral
    assert reply(readable).content == tr("en", "game-error-set-aside-readable")

    # Forgetting the table forgets what was set aside too.
    await table.env.bot.play.forget_table(table.channel.id)  # type: ignore[attr-defined]
    assert not [k for k in await meta_keys(table) if k.startswith("set-aside:")]


async def meta_keys(table: Table) -> list[str]:
    rows = await table.store._backend.fetch_all("SELECT key FROM meta")
    return [str(row[0]) for row in rows]
