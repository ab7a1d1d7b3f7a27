"""Committed shuffles at a table without a game (issue 30 §1, docs/fair-deck.md "At a table
without a game"): `/table fair_deck` (moderators only), each deck's commitment posted at its first
use, its seed revealed at its reset with a record the checker accepts (and rejects once a card,
the order or the seed is changed), the seed kept across a restart, the shared deck, turning it
off, a game's start, and a table that did not opt in left exactly as it was."""

from __future__ import annotations

import copy
import hashlib
import json
import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.loops import every
from bot.play import Play
from bot.play.common import work
from bot.play.common.calls import calling_from
from bot.store import Store
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, allow_command, end_game_agreed, reply
from tools import check_game

pytestmark = pytest.mark.both_stores  # the seed is stored: a restart keeps it


def told(result: simcord.InteractionResult) -> str:
    """The public follow-ups of an interaction (where epochs are told), as one text."""
    return "\n".join(str(m.content) for m in result.followups if not m.flags.ephemeral)


async def deck_records(result: simcord.InteractionResult) -> list[dict[str, Any]]:
    files = [a for m in result.followups for a in m.attachments if a.filename.startswith("deck-record-")]
    return [json.loads(await a.read()) for a in files]


async def seed_of(table: Table, owner: int) -> bytes:
    deck = await table.store.deck(table.channel.id, owner)
    assert deck is not None and deck.fair is not None
    return bytes(deck.fair.seed)


def committed_line(owner: int | None, seed: bytes) -> str:
    deck = (
        tr("en", "fair-table-deck-shared")
        if owner is None
        else tr("en", "fair-table-deck-of", owner=f"<@{owner}>")
    )
    return tr("en", "fair-table-committed", deck=deck, commitment=hashlib.sha256(seed).hexdigest())


async def opt_in(table: Table) -> None:
    result = await table.mod.slash(table.channel, "table fair_deck", on=True)
    assert not result.ephemeral
    assert reply(result).content == tr("en", "table-fair-deck-on", by=f"<@{table.mod.id}>")
    assert told(result) == ""  # nothing begins at the setting itself


def assert_controls_fail(record: dict[str, Any]) -> None:
    """The checker accepts the record, and rejects it once one card, the order or the seed changes."""
    assert check_game.check(copy.deepcopy(record))[-1].endswith("all as derived")
    card = copy.deepcopy(record)
    move = next(m for m in card["moves"] if m.get("from") == "draw")
    move["cards"][0] = "RJ" if move["cards"][0] != "RJ" else "BJ"
    order = copy.deepcopy(record)
    shuffled = next(m for m in order["moves"] if "shuffle" in m)
    shuffled["order"][0], shuffled["order"][1] = shuffled["order"][1], shuffled["order"][0]
    seed = copy.deepcopy(record)
    seed["seed"] = f"{int(seed['seed'][:2], 16) ^ 0xFF:02x}" + seed["seed"][2:]  # a random seed: any byte
    for changed, problem in ((card, "not the top"), (order, "seed derives"), (seed, "commitment")):
        with pytest.raises(check_game.Problem, match=problem):
            check_game.check(changed)


async def test_only_a_moderator_turns_it_on(table: Table) -> None:
    allow_command(table, "table", table.guild.default_role)
    before = await table.snapshot()
    refused = await table.alice.slash(table.channel, "table fair_deck", on=True)
    assert refused.ephemeral and reply(refused).content == tr("en", "error-not-moderator")
    assert await table.snapshot() == before
    assert not (await table.store.table_settings(table.channel.id)).fair_deck
    await opt_in(table)
    assert (await table.store.table_settings(table.channel.id)).fair_deck
    shown = await table.alice.slash(table.channel, "table fair_deck")
    assert shown.ephemeral
    assert (
        "Checkable shuffles outside a game: " + tr("en", "table-fair-deck-value-on") in reply(shown).content
    )


async def test_a_reset_reveals_a_seed_kept_across_a_restart_and_the_record_checks_out(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await opt_in(table)
    first = await table.alice.slash(table.channel, "flip", modifiers="+")
    seed = await seed_of(table, table.alice.id)
    assert told(first) == committed_line(table.alice.id, seed)  # public, at once
    await table.alice.slash(table.channel, "hand draw")
    await table.alice.slash(table.channel, "flip")
    await simcord_env.restart_bot(await make_bot())  # the seed and the journal are stored
    for _ in range(16):  # through the end of the draw pile: a reshuffle of the discard pile
        assert told(await table.alice.slash(table.channel, "flip", modifiers="++")) == ""
    assert await seed_of(table, table.alice.id) == seed

    reset = await table.alice.slash(table.channel, "deck reset")
    (record,) = await deck_records(reset)
    assert record["format"] == "fatebot-deck-record" and record["seed"] == seed.hex()
    assert record["table"] == str(table.channel.id) and record["owner"] == str(table.alice.id)
    assert record["commitment"] == hashlib.sha256(seed).hexdigest()
    assert any(m.get("of") == "discard" for m in record["moves"])
    assert "start" not in record  # it began with the deck: one shuffle of every card
    assert record["moves"][0]["of"] == "all" and record["final"]["hands"] == {
        str(table.alice.id): record["final"]["hands"][str(table.alice.id)]
    }
    assert_controls_fail(record)
    text = told(reset)
    assert seed.hex() in text
    new = await seed_of(table, table.alice.id)
    assert new != seed and text.endswith(committed_line(table.alice.id, new))  # the next epoch
    assert await table.hand(table.alice) == []


async def test_a_second_process_flips_in_the_same_epoch(
    table: Table, e2e_backend: str, bot_database: Any
) -> None:
    """A second process on one PostgreSQL database flips in the middle of an epoch, reshuffles
    included: it reads the seed, the shuffle number and the journal from the deck's row, so the
    epoch goes on whole and its record still checks out."""
    if e2e_backend == "sqlite":
        pytest.skip("one process per SQLite file")
    await opt_in(table)
    await table.alice.slash(table.channel, "flip")
    seed = await seed_of(table, table.alice.id)
    other = await Store.open(bot_database, every=every)  # a second process: its own connections
    try:
        second = Play(other, rng_factory=lambda: random.Random(7))
        for n in range(30):
            with calling_from(table.channel.id, table.guild.id, actor=table.alice.id, interaction=10**18 + n):
                await second.flip.flip(table.channel.id, table.alice.id, "++")
    finally:
        await other.close()
    (record,) = await deck_records(await table.alice.slash(table.channel, "deck reset"))
    assert record["seed"] == seed.hex() and any(m.get("of") == "discard" for m in record["moves"])
    assert_controls_fail(record)


async def test_an_epoch_begun_on_a_deck_in_use_checks_out(table: Table) -> None:
    await table.alice.slash(table.channel, "hand draw")
    await table.alice.slash(table.channel, "flip")
    held = await table.hand(table.alice)
    await opt_in(table)
    begun = await table.alice.slash(table.channel, "flip")
    seed = await seed_of(table, table.alice.id)
    assert told(begun) == committed_line(table.alice.id, seed)
    hand = reply(await table.alice.slash(table.channel, "hand show")).content
    assert hand  # the hand dealt before the epoch stays the player's
    assert await table.hand(table.alice) == held
    (record,) = await deck_records(await table.alice.slash(table.channel, "deck reset"))
    assert sorted(record["start"]["hands"][str(table.alice.id)]) == sorted(c.code for c in held)
    assert record["moves"][0]["of"] == "draw"
    assert_controls_fail(record)


async def test_the_shared_deck_ends_its_epoch_only_when_every_hand_returns(table: Table) -> None:
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await opt_in(table)
    drawn = await table.alice.slash(table.channel, "hand draw")
    seed = await seed_of(table, 0)
    assert committed_line(None, seed) in told(drawn)
    await table.bob.slash(table.channel, "hand draw")
    own = await table.alice.slash(table.channel, "deck reset")  # her hand only: Bob's stays hidden
    assert await deck_records(own) == [] and await seed_of(table, 0) == seed
    shared = await table.mod.slash(table.channel, "deck reset")
    # The moderator's reset: Bob's hand, and Alice's shuffled back face down, were never shown,
    # and the seed would tell them: the epoch ends sealed (docs/fair-deck.md).
    assert await deck_records(shared) == [] and seed.hex() not in told(shared)
    deck = tr("en", "fair-table-deck-shared")
    holders = f"<@{table.alice.id}>, <@{table.bob.id}>"
    assert tr("en", "fair-table-sealed", deck=deck, holders=holders) in told(shared)
    seed = await seed_of(table, 0)  # the next epoch: no hand held or returned, then the reset
    await table.alice.slash(table.channel, "flip")
    again = await table.mod.slash(table.channel, "deck reset")
    (record,) = await deck_records(again)
    assert record["owner"] == "0" and record["seed"] == seed.hex()
    check_game.check(record)


async def test_turning_it_off_reveals_only_decks_without_a_hand(table: Table) -> None:
    await opt_in(table)
    await table.alice.slash(table.channel, "hand draw")
    await table.bob.slash(table.channel, "flip")
    alice_seed, bob_seed = await seed_of(table, table.alice.id), await seed_of(table, table.bob.id)
    bob_top = (await table.deck(table.bob)).draw[-10:]
    off = await table.mod.slash(table.channel, "table fair_deck", on=False)
    assert reply(off).content == tr("en", "table-fair-deck-off", by=f"<@{table.mod.id}>")
    (record,) = await deck_records(off)
    assert record["owner"] == str(table.bob.id) and record["seed"] == bob_seed.hex()
    check_game.check(record)
    bob = await table.deck(table.bob)
    assert bob.fair is None
    assert bob.draw[-10:] != bob_top  # reshuffled: the revealed seed tells nothing of what comes
    assert alice_seed.hex() not in told(off) and await seed_of(table, table.alice.id) == alice_seed
    assert told(await table.bob.slash(table.channel, "flip")) == ""  # off: no new epoch
    reset = await table.alice.slash(table.channel, "deck reset")
    (record,) = await deck_records(reset)
    assert record["seed"] == alice_seed.hex() and (await table.deck(table.alice)).fair is None
    check_game.check(record)
    assert "🔒" not in told(reset)


async def test_a_game_start_ends_the_table_epochs_and_takes_over(table: Table) -> None:
    await opt_in(table)
    await table.alice.slash(table.channel, "flip")
    table_seed = await seed_of(table, table.alice.id)
    start = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    (record,) = await deck_records(start)  # Bob's deck had no epoch yet: none began for it
    assert record["seed"] == table_seed.hex()
    check_game.check(record)
    game_seed = await seed_of(table, table.alice.id)
    assert game_seed != table_seed and await seed_of(table, table.bob.id) == game_seed
    for player in (table.alice, table.bob):  # no table epoch began: the game's seed took over
        assert "🔒 " + tr("en", "fair-table-deck-of", owner=f"<@{player.id}>") not in told(start)
    ended = await end_game_agreed(table, table.alice, table.bob)
    assert await deck_records(ended) == [] and (await table.deck(table.alice)).fair is None
    after = await table.alice.slash(table.channel, "flip")  # the table's epochs again
    assert told(after) == committed_line(table.alice.id, await seed_of(table, table.alice.id))


async def test_a_long_journal_ends_its_epoch_once_no_hand_holds_a_card(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table deck's journal is rewritten with its row at every move: past its bound the epoch
    ends at the first use that finds its hands empty, and the next one begins on the deck as it
    is (its draw pile shuffled from the new seed). A hand held keeps the epoch open."""
    monkeypatch.setattr(work, "JOURNAL_BYTES", 600)
    await opt_in(table)
    await table.alice.slash(table.channel, "hand draw")
    seed = await seed_of(table, table.alice.id)
    for _ in range(12):  # far past the bound, but a card is in her hand
        assert await deck_records(await table.alice.slash(table.channel, "flip")) == []
    assert len((await table.deck(table.alice)).fair.journal) > 600
    menu = reply(await table.alice.slash(table.channel, "hand discard"))
    await table.alice.select(menu, [c.code for c in await table.hand(table.alice)])
    assert await table.hand(table.alice) == []
    flip = await table.alice.slash(table.channel, "flip")
    (record,) = await deck_records(flip)
    assert record["seed"] == seed.hex() and record["final"]["hands"] == {}
    check_game.check(record)
    new = await seed_of(table, table.alice.id)
    assert new != seed and told(flip).endswith(committed_line(table.alice.id, new))
    (second,) = await deck_records(await table.alice.slash(table.channel, "deck reset"))
    assert second["seed"] == new.hex() and "start" in second and second["moves"][0]["of"] == "draw"
    assert_controls_fail(second)


async def test_an_undone_first_use_posts_no_commitment(table: Table, simcord_env: simcord.Env) -> None:
    """Discord refuses the reply of the flip that began an epoch: the flip is undone (the deck
    is gone again), so its epoch is neither kept nor announced; the retry begins one."""
    await opt_in(table)
    simcord_env.inject_error("POST", "/interactions/*/callback", status=429, times=1)
    failed = await table.alice.slash(table.channel, "flip", modifiers="+")
    assert await table.deck(table.alice) is None and "🔒" not in told(failed)
    retried = await table.alice.slash(table.channel, "flip", modifiers="+")
    assert told(retried) == committed_line(table.alice.id, await seed_of(table, table.alice.id))


async def test_a_table_that_did_not_opt_in_is_unchanged(table: Table) -> None:
    for step in ("flip", "hand draw", "deck shuffle", "deck reset"):
        result = await table.alice.slash(table.channel, step)
        assert "🔒" not in told(result) and await deck_records(result) == []
        assert (await table.deck(table.alice)).fair is None
    assert not (await table.store.table_settings(table.channel.id)).fair_deck
