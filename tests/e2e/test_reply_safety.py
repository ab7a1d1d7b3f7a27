"""A reply Discord refuses leaves nothing behind, and the player's retry works (issue 10 §3).

For every command that opens something (a flip choice, a duel, a damage flip, an initiative, a
game and its turn, a random pick, a duel started from the private empower menu) Discord answers
500 or 429 to the reply that carries its controls: the interaction callback, or the follow-up
webhook where the controls go out as a follow-up. Afterwards the table is exactly as before
(every deck's piles in order, no open record, no message, the turn and game documents), the
player is told privately, and the same command succeeds and flips the very cards it would have
flipped. Hand DMs are different: a failing or closed DM never undoes anything.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.rules.common.cards import Card, Suit
from bot.store import game_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, dm_messages, public_messages, reply
from tests.e2e.test_duel import labelled, menu_values, set_game
from tests.e2e.test_game import choose_open_strategy, game_state

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES
CALLBACK = "/interactions/*/callback"
FOLLOWUP = "/webhooks/*"
STATUSES = [500, 429]

Command = Callable[[], Awaitable[simcord.InteractionResult]]


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


async def everything(table: Table) -> tuple[Any, ...]:
    """Every row a command here can write (the public messages are counted apart)."""
    store = table.store
    return (
        (await table.snapshot())[:-1],
        await store.turn_state(table.channel.id),
        await game_repo.game_state(store, table.channel.id),
    )


async def open_records(table: Table) -> list[str]:
    return [p.kind for p in await table.store.pending_of_table(table.channel.id)]


async def undone_then_retried(
    table: Table,
    env: simcord.Env,
    command: Command,
    *,
    status: int,
    path: str = CALLBACK,
    delivered_first: int = 0,
) -> simcord.InteractionResult:
    """Fail the reply once; check nothing is left and the player heard; then retry.

    ``delivered_first``: public messages the command sends before the one that fails.
    """
    before, messages = await everything(table), len(public_messages(table.channel))
    env.inject_error("POST", path, status=status, times=1)
    failed = await command()
    assert await everything(table) == before
    assert len(public_messages(table.channel)) == messages + delivered_first
    told = failed.followups[-1] if path == FOLLOWUP else failed.response
    assert told is not None and told.ephemeral
    assert told.content == tr("en", "reply-error-undelivered")
    retried = await command()
    assert reply(retried).content != tr("en", "reply-error-undelivered")
    return retried


@pytest.mark.parametrize("status", STATUSES)
async def test_a_flip_with_a_choice(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(7, R), card(12, T))
    retried = await undone_then_retried(
        table, simcord_env, lambda: table.alice.slash(table.channel, "flip", modifiers="+"), status=status
    )
    assert labelled(reply(retried).content, "Flipped") == ["♥ 7 of Rams, ♣ 12 of Tomes"]
    assert await open_records(table) == ["flip"]


@pytest.mark.parametrize("status", STATUSES)
async def test_a_panel_plus_button(table: Table, simcord_env: simcord.Env, status: int) -> None:
    panel = reply(await table.alice.slash(table.channel, "panel"))
    await table.stack(table.bob, card(3, M), card(9, C))
    retried = await undone_then_retried(
        table, simcord_env, lambda: table.bob.click(panel, custom_id="fb:panel:plus"), status=status
    )
    assert labelled(reply(retried).content, "Flipped") == ["♦ 3 of Masks, ♠ 9 of Crows"]
    assert await open_records(table) == ["flip"]


@pytest.mark.parametrize("status", STATUSES)
async def test_the_panel_message(table: Table, simcord_env: simcord.Env, status: int) -> None:
    """The panel stores nothing: a refused panel leaves no message, and the retry posts one."""
    await undone_then_retried(
        table, simcord_env, lambda: table.alice.slash(table.channel, "panel"), status=status
    )
    assert len(public_messages(table.channel)) == 1


@pytest.mark.parametrize("status", STATUSES)
async def test_a_simple_duel(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(5, R), card(11, M), hand=[card(2, C)])
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "duel simple", stat=4, tn=12, modifiers="+"),
        status=status,
    )
    assert labelled(reply(retried).content, "Flipped") == ["♥ 5 of Rams, ♦ 11 of Masks"]
    assert await open_records(table) == ["duel"]


async def test_a_first_use_leaves_no_deck(table: Table, simcord_env: simcord.Env) -> None:
    """Nobody has flipped yet: the refused command's fresh decks are gone again."""
    await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5),
        status=500,
    )
    assert await open_records(table) == ["duel"]


@pytest.mark.parametrize("status", STATUSES)
async def test_an_opposed_duel(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(8, T))
    await table.stack(table.bob, card(6, C))
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5),
        status=status,
    )
    assert not retried.ephemeral
    assert await open_records(table) == ["duel"]


@pytest.mark.parametrize("status", STATUSES)
async def test_a_damage_flip(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(4, R), card(10, M))
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=4, modifiers="+"),
        status=status,
    )
    assert labelled(reply(retried).content, "Flipped") == ["♥ 4 of Rams, ♦ 10 of Masks"]
    assert await open_records(table) == ["duel"]


@pytest.mark.parametrize("status", STATUSES)
async def test_an_initiative(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await set_game(table, "m2e")
    await table.stack(table.alice, card(5, R), card(11, M))
    await table.stack(table.bob, card(9, C))
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "initiative", opponent=table.bob),
        status=status,
    )
    assert f"• {table.alice.mention} flips ♥ 5 of Rams" in reply(retried).content
    assert await open_records(table) == ["initiative"]


@pytest.mark.parametrize("status", STATUSES)
async def test_a_random_model(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(5, R), card(5, C), card(9, M))
    retried = await undone_then_retried(
        table, simcord_env, lambda: table.alice.slash(table.channel, "random model", count=3), status=status
    )
    assert not retried.ephemeral
    deck = await table.deck(table.alice)
    assert deck.discard == [card(5, R), card(5, C), card(9, M)]


@pytest.mark.parametrize("status", STATUSES)
async def test_a_random_player(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(12, R))
    await table.stack(table.bob, card(3, C))
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "random player", opponent=table.bob),
        status=status,
    )
    assert not retried.ephemeral
    assert (await table.deck(table.alice)).discard == [card(12, R)]
    assert (await table.deck(table.bob)).discard == [card(3, C)]


@pytest.mark.parametrize("status", STATUSES)
async def test_an_encounter(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(12, R), card(5, M))
    await table.stack(table.bob, card(3, C), card(9, T))
    retried = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "encounter", opponent=table.bob),
        status=status,
    )
    assert not retried.ephemeral
    assert "12 of Rams" in reply(retried).content


@pytest.mark.parametrize("status", STATUSES)
async def test_a_game_start_and_its_turns(table: Table, simcord_env: simcord.Env, status: int) -> None:
    # Decks that exist (with a card in hand) before the game resets them to fresh ones.
    await table.stack(table.alice, card(2, R), hand=[card(13, M)])
    await table.stack(table.bob, card(4, T))
    await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "game start", opponent=table.bob),
        status=status,
    )
    setup = public_messages(table.channel)[-1]
    await choose_open_strategy(table, setup)
    # Turn 1: the turn message is the reply itself.
    await undone_then_retried(
        table, simcord_env, lambda: table.alice.slash(table.channel, "game next"), status=status
    )
    assert dm_messages(simcord_env, table.alice)
    # Turn 2: the end of turn 1 is the reply, the new turn (with its initiative) a follow-up.
    # The end of turn is out; the turn it ended is back, so the retry ends it the same way.
    turn_two = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "game next", last_activation=table.bob),
        status=status,
        path=FOLLOWUP,
        delivered_first=1,
    )
    assert not turn_two.ephemeral
    assert await open_records(table) in ([], ["game-initiative"])


@pytest.mark.parametrize("status", STATUSES)
async def test_a_soulstone_paid_from_the_game_pool_comes_back(
    table: Table, simcord_env: simcord.Env, status: int
) -> None:
    """A duel in a /game pays its stone from the game's pool (another repository's row)."""
    await set_game(table, "m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob, soulstones=1)
    await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "duel simple", stat=5, tn=10, soulstone="plus"),
        status=status,
    )
    state = await game_state(table)
    assert (state.soulstones_of(table.alice.id), state.soulstones_of(table.bob.id)) == (0, 0)


@pytest.mark.parametrize("status", STATUSES)
async def test_a_duel_started_from_the_empower_menu(
    table: Table, simcord_env: simcord.Env, status: int
) -> None:
    """The menu's own reply goes out, the duel's public message (a follow-up) does not."""
    await table.stack(table.alice, card(7, R), card(10, C), hand=[card(3, M), card(9, C)])
    menu = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True))
    assert menu_values(menu) == ["3M", "skip"]
    before = await everything(table)

    simcord_env.inject_error("POST", FOLLOWUP, status=status, times=1)
    failed = await table.alice.select(menu, ["3M"])
    assert failed.followups[-1].content == tr("en", "reply-error-undelivered")
    assert await everything(table) == before
    assert await table.hand(table.alice) == [card(3, M), card(9, C)]  # the empower card is back

    again = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True))
    picked = await table.alice.select(again, ["3M"])
    assert tr("en", "duel-empowered") in reply(picked).content
    duel = public_messages(table.channel)[-1]
    assert labelled(duel.content, "Flipped") == ["♥ 7 of Rams, ♠ 10 of Crows"]
    assert await open_records(table) == ["duel"]


async def test_an_interaction_that_expired_before_the_reply(table: Table, simcord_env: simcord.Env) -> None:
    """Discord answers 404 Unknown interaction (10062) when the reply came too late."""
    await table.stack(table.alice, card(5, R), card(11, M), hand=[card(2, C)])
    before = await everything(table)
    simcord_env.inject_error("POST", CALLBACK, status=404, code=10062, message="Unknown interaction", times=2)
    await table.alice.slash(table.channel, "duel simple", stat=4, tn=12, modifiers="+")
    assert await everything(table) == before
    assert public_messages(table.channel) == []
    retried = await table.alice.slash(table.channel, "duel simple", stat=4, tn=12, modifiers="+")
    assert labelled(reply(retried).content, "Flipped") == ["♥ 5 of Rams, ♦ 11 of Masks"]


# -- hand DMs never undo anything ------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "code", "note"), [(500, 0, "hand-dm-failed"), (403, 50007, "hand-dm-closed")]
)
async def test_a_failing_or_closed_dm_keeps_the_duel(
    table: Table, simcord_env: simcord.Env, status: int, code: int, note: str
) -> None:
    await table.stack(table.alice, card(7, R), card(10, C), hand=[card(3, M), card(9, C)])
    menu = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True))
    dm_path = f"/channels/{table.alice.user.dm_channel.id}/messages"
    simcord_env.inject_error("POST", dm_path, status=status, code=code, message="DM refused", times=None)
    picked = await table.alice.select(menu, ["3M"])
    assert tr("en", note) in reply(picked).content
    assert await open_records(table) == ["duel"]
    assert await table.hand(table.alice) == [card(9, C)]
    shown = await table.alice.slash(table.channel, "hand show")
    assert shown.ephemeral and "9 of Crows" in reply(shown).content


# -- control: without a fault nothing is undone ----------------------------------------------


async def test_a_delivered_reply_is_never_undone(table: Table, simcord_env: simcord.Env) -> None:
    await table.stack(table.alice, card(7, R), card(12, T))
    before = await everything(table)
    result = await table.alice.slash(table.channel, "flip", modifiers="+")
    assert not result.ephemeral
    assert await everything(table) != before
    assert await open_records(table) == ["flip"]
