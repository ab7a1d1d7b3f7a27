"""A running game's hands and decks follow the game, and the settings that decide its cards wait
for its end (holes 1 and 2 of "a table no one can bend"; bot/play/game/cards.py).

At a real table a player draws or discards outside the draw phase only when an ability says so,
in front of the opponent: here such a draw or discard is written to the game's log (drawn cards
counted, discarded ones named, as they lie face up) and shown on the board. Nobody reshuffles or
resets a game's deck by hand, and /table game, deck and fair_deck are refused until /game end.
Each test has its control: the same command without a running game still works as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.play.game.log import game_events
from bot.store import Changes
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.i18n import tr
from bot.ui.game.log_render import event_line
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, cards_in, end_game_agreed, public_messages, reply
from tests.e2e.test_game import choose_open_strategy, game_state
from tests.e2e.test_game_board import board_message, board_row, settle

pytestmark = pytest.mark.both_stores

HOUR = 3600.0


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=HOUR)


def players(table: Table) -> dict[str, str]:
    return {"first": f"<@{table.alice.id}>", "second": f"<@{table.bob.id}>"}


async def turn_one(table: Table) -> None:
    """A game at the table, in turn 1's activation phase (M4E: both hands drawn to 7)."""
    setup = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not setup.ephemeral, reply(setup).content
    await choose_open_strategy(table, reply(setup))
    turn = await table.bob.slash(table.channel, "game next")
    assert not turn.ephemeral, reply(turn).content
    assert (await game_state(table)).phase == "activation"


async def discard_then_draw(table: Table, where: Any, count: int) -> tuple[str, list[Any]]:
    """Alice discards her ``count`` lowest cards through /hand discard's menu, then /hand draw:
    the menu's text as offered, and the cards discarded."""
    menu = await table.alice.slash(where, "hand discard")
    assert menu.ephemeral
    offered = reply(menu).content
    at = None if where is table.channel else where.id
    chosen = sorted_for_hand(await table.hand(table.alice, at=at))[:count]
    await table.alice.select(reply(menu), [c.code for c in chosen])
    drawn = await table.alice.slash(where, "hand draw")
    assert drawn.ephemeral
    said = tr("en", "handdeck-logged") in reply(drawn).content  # "this is public" only in a game
    assert said == (where is table.channel)
    return offered, chosen


async def test_a_mid_turn_discard_and_draw_is_public_in_the_log_and_on_the_board(
    table: Table, simcord_env: simcord.Env
) -> None:
    # Control: without a game the cycle is private and nothing reaches a log.
    other = table.guild.create_text_channel("no-game")
    await table.alice.slash(other, "hand draw")
    offered, _ = await discard_then_draw(table, other, 2)
    assert tr("en", "handdeck-discard-public") not in offered
    assert public_messages(other) == []
    assert await game_events(table.store, other.id) == []

    await turn_one(table)
    await settle(simcord_env)
    before = list(await table.hand(table.alice))
    logged = len(await game_events(table.store, table.channel.id))
    offered, chosen = await discard_then_draw(table, table.channel, 2)
    assert tr("en", "handdeck-discard-public") in offered  # said before the choice
    after = await table.hand(table.alice)
    assert len(after) == 7 and not set(chosen) & set(after)
    new_cards = set(after) - set(before)
    assert len(new_cards) == 2

    events = (await game_events(table.store, table.channel.id))[logged:]
    assert [(e.kind, e.actor) for e in events] == [("hand", table.alice.id)] * 2
    assert events[0].data == {"player": table.alice.id, "discarded": [c.code for c in chosen], "hand": 5}
    assert events[1].data == {"player": table.alice.id, "drew": 2, "hand": 7}

    seen = await table.bob.slash(table.channel, "game log")  # the opponent reads it
    text = reply(seen).content
    alice = f"<@{table.alice.id}>"
    shown = ", ".join(str(c.code) for c in chosen)
    assert "discarded 2 cards outside the game's steps" in text and "(now holds 5)" in text
    assert f"{alice} drew 2 cards outside the game's steps (now holds 7)." in text
    assert set(chosen) <= cards_in(text), shown  # face up on the discard pile: named
    assert not new_cards & cards_in(text)  # drawn: counted, never named

    await settle(simcord_env)  # the board's next redraw shows both
    board = board_message(table, (await board_row(table)).message_id or 0).content
    for event in events:
        assert event_line("en", event) in board


async def test_a_draw_that_takes_nothing_is_not_an_event_and_the_hand_size_is_the_games(
    table: Table,
) -> None:
    """/hand draw fills up to the game's hand size and never past it: a full hand mid-turn draws
    nothing, and nothing is logged (M4E: 7, seed: "Maximum hand size 7")."""
    await turn_one(table)
    logged = len(await game_events(table.store, table.channel.id))
    full = await table.alice.slash(table.channel, "hand draw")
    assert tr("en", "hand-drew", count=0) in reply(full).content
    assert tr("en", "handdeck-logged") not in reply(full).content
    assert len(await table.hand(table.alice)) == 7
    assert len(await game_events(table.store, table.channel.id)) == logged


async def test_a_soulstone_hand_draw_and_a_bystander_on_a_shared_game_deck_are_refused(
    table: Table,
) -> None:
    """The soulstone draw is the draw phase's own step (it spends a soulstone of the game's pool);
    at a shared-deck table nobody outside the game draws from the game's deck."""
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.mod.slash(table.channel, "table deck", mode="shared")
    # Control: before the game both work.
    assert reply(await table.mod.slash(table.channel, "hand draw")).content
    await table.mod.slash(table.channel, "deck reset")
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content
    before = await table.snapshot()
    extra = await table.alice.slash(table.channel, "hand draw", soulstone=True)
    assert extra.ephemeral and reply(extra).content == tr("en", "handdeck-error-soulstone-in-game")
    bystander = await table.mod.slash(table.channel, "hand draw")
    assert bystander.ephemeral
    assert reply(bystander).content == tr("en", "handdeck-error-not-your-game", **players(table))
    assert await table.snapshot() == before


async def test_deck_shuffle_and_reset_are_refused_mid_game_and_the_deck_is_unchanged(
    table: Table,
) -> None:
    await turn_one(table)
    await table.alice.slash(table.channel, "flip")  # a card on the discard pile to shuffle back
    before, before_hand = await table.snapshot(), await table.hand(table.alice)
    for who, command, options, key in (
        (table.alice, "deck shuffle", {}, "handdeck-error-shuffle-in-game"),
        (table.alice, "deck reset", {}, "handdeck-error-reset-in-game"),
        (table.mod, "deck reset", {"player": table.bob}, "handdeck-error-reset-in-game"),
    ):
        refused = await who.slash(table.channel, command, **options)
        assert refused.ephemeral and reply(refused).content == tr("en", key, **players(table))
    assert await table.snapshot() == before
    # Control: a deck no game uses (the moderator's own, one deck per player) is his to use,
    # and his draw is no event of the game.
    logged = len(await game_events(table.store, table.channel.id))
    assert (await table.mod.slash(table.channel, "hand draw")).ephemeral
    assert len(await game_events(table.store, table.channel.id)) == logged
    assert not (await table.mod.slash(table.channel, "deck shuffle")).ephemeral
    assert len(await table.hand(table.mod)) == 7 and await table.hand(table.alice) == before_hand

    # Control: after /game end the same commands work, publicly.
    await end_game_agreed(table, table.alice, table.bob)
    assert await game_state(table) is None
    assert not (await table.alice.slash(table.channel, "deck shuffle")).ephemeral
    reset = await table.alice.slash(table.channel, "deck reset")
    assert not reset.ephemeral and len((await table.deck(table.alice)).draw) == 54


async def test_a_shared_game_deck_is_neither_reset_nor_given_a_hand_back(table: Table) -> None:
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await turn_one(table)
    before = await table.snapshot()
    whole = await table.mod.slash(table.channel, "deck reset")  # a moderator's whole-deck reset
    assert whole.ephemeral
    assert reply(whole).content == tr("en", "handdeck-error-reset-in-game", **players(table))
    own = await table.alice.slash(table.channel, "deck reset")  # her hand face down into the deck
    assert own.ephemeral
    assert reply(own).content == tr("en", "handdeck-error-reset-in-game", **players(table))
    assert await table.snapshot() == before


async def test_card_settings_are_refused_mid_game_and_accepted_after_the_end(table: Table) -> None:
    await turn_one(table)
    before = await table.snapshot()
    for command, options, key in (
        ("table deck", {"mode": "shared"}, "handdeck-error-setting-deck"),
        ("table game", {"game": "m3e"}, "handdeck-error-setting-game"),
        ("table fair_deck", {"on": True}, "handdeck-error-setting-fair_deck"),
    ):
        refused = await table.mod.slash(table.channel, command, **options)
        assert refused.ephemeral and reply(refused).content == tr("en", key, **players(table))
    assert await table.snapshot() == before

    # Control: a setting that decides no card (the language) still changes; the refusals then
    # speak it, in Spanish and in Hungarian.
    for lang in ("es", "hu"):
        assert not (await table.mod.slash(table.channel, "table language", language=lang)).ephemeral
        refused = await table.mod.slash(table.channel, "table deck", mode="shared")
        assert refused.ephemeral
        assert reply(refused).content == tr(lang, "handdeck-error-setting-deck", **players(table))
        shuffled = await table.alice.slash(table.channel, "deck shuffle")
        assert reply(shuffled).content == tr(lang, "handdeck-error-shuffle-in-game", **players(table))
    await table.mod.slash(table.channel, "table language", language="en")

    await end_game_agreed(table, table.alice, table.bob)
    for command, options in (
        ("table deck", {"mode": "shared"}),
        ("table game", {"game": "m3e"}),
        ("table fair_deck", {"on": True}),
    ):
        accepted = await table.mod.slash(table.channel, command, **options)
        assert not accepted.ephemeral, reply(accepted).content
    settings = await table.store.table_settings(table.channel.id)
    assert (settings.deck_mode, settings.game, settings.fair_deck) == ("shared", "m3e", True)


async def test_in_a_group_dm_no_player_switches_the_deck_or_the_edition_mid_game(
    table: Table, contexts: Contexts
) -> None:
    """Where any player at the table may change its settings (a group DM), nobody may while a
    game runs there."""
    place = contexts.place("group-dm", table)
    assert place.bob is not None
    started = await place.alice.slash(place.channel, "game start", opponent=place.bob)
    assert not started.ephemeral, reply(started).content
    game = {"first": f"<@{place.alice_id}>", "second": f"<@{place.bob_id}>"}
    for command, options, key in (
        ("table deck", {"mode": "shared"}, "handdeck-error-setting-deck"),
        ("table game", {"game": "m3e"}, "handdeck-error-setting-game"),
    ):
        refused = await place.slash(place.bob, command, **options)
        assert refused.ephemeral and reply(refused).content == tr("en", key, **game)
    settings = await table.store.table_settings(place.table_id)
    assert (settings.deck_mode, settings.game) == ("personal", "m4e")

    ended = await place.slash(place.alice, "game end", concede=True)
    assert not ended.ephemeral, reply(ended).content
    for command, options in (("table deck", {"mode": "shared"}), ("table game", {"game": "m3e"})):
        accepted = await place.slash(place.bob, command, **options)
        assert not accepted.ephemeral, reply(accepted).content
    settings = await table.store.table_settings(place.table_id)
    assert (settings.deck_mode, settings.game) == ("shared", "m3e")


async def test_a_game_whose_table_edition_was_switched_before_this_fix_keeps_its_hand_size(
    table: Table,
) -> None:
    """A game's hands follow the game's edition, even at a table whose setting was switched under
    it before such switches were refused (a stored M4E game, its table set to M3E)."""
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content
    settings = await table.store.table_settings(table.channel.id)
    switched = dataclasses.replace(settings, game="m3e")
    await table.store.commit(Changes(tables={table.channel.id: switched}))
    drawn = await table.alice.slash(table.channel, "hand draw")
    assert tr("en", "hand-drew", count=7) in reply(drawn).content  # M4E's 7, not M3E's 6
    assert len(await table.hand(table.alice)) == 7
