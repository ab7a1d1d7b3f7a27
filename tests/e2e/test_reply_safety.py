"""A reply Discord refuses leaves nothing behind, and the player's retry works (issue 10 §3).

For every command that opens something (a flip choice, a duel, a damage flip, an initiative, a
game and its turn, a random pick, a duel started from the private empower menu) Discord answers
500 or 429 to the reply that carries its controls: the interaction callback, or the follow-up
webhook where the controls go out as a follow-up (there only a 4xx: a follow-up that got a 5xx
may have been posted). A callback that got a 5xx is undone only once its ``@original`` is
known not to be there (issue 24 §1). Afterwards the table is exactly as before
(every deck's piles in order, no open record, no message, the turn and game documents), the
player is told privately, and the same command succeeds and flips the very cards it would have
flipped. Hand DMs are different: a failing or closed DM never undoes anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import fnmatch
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

import pytest
import simcord
from discord.webhook.async_ import AsyncWebhookAdapter
from simcord.backend.errors import BackendError
from simcord.http import client as simcord_client
from simcord.http import router as simcord_router

from bot.rules.common.cards import Card, Suit
from bot.store import game_repo, notice_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, all_out, cards_in, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_duel import labelled, menu_values, set_game
from tests.e2e.test_game import choose_open_strategy, game_state

pytestmark = pytest.mark.both_stores

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
        await notice_repo.table_image(store, table.channel.id),  # who was told they owe what
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
    # The flips happen on bob's press of the request (issue 24 §1): that reply is the one refused.
    request = reply(await table.alice.slash(table.channel, "random player", opponent=table.bob))
    (button,) = custom_ids(request)
    retried = await undone_then_retried(
        table, simcord_env, lambda: table.bob.click(request, custom_id=button), status=status
    )
    assert not retried.ephemeral
    assert (await table.deck(table.alice)).discard == [card(12, R)]
    assert (await table.deck(table.bob)).discard == [card(3, C)]


@pytest.mark.parametrize("status", STATUSES)
async def test_an_encounter(table: Table, simcord_env: simcord.Env, status: int) -> None:
    await table.stack(table.alice, card(12, R), card(5, M))
    await table.stack(table.bob, card(3, C), card(9, T))
    request = reply(await table.alice.slash(table.channel, "encounter", opponent=table.bob))
    (button,) = custom_ids(request)
    retried = await undone_then_retried(
        table, simcord_env, lambda: table.bob.click(request, custom_id=button), status=status
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
    await all_out(table, last=table.bob)
    # Turn 2: the end of turn 1 is the reply, the new turn (with its initiative) a follow-up.
    # The end of turn is out; the turn it ended is back, so the retry ends it the same way.
    # A follow-up has no @original: only a 4xx proves it was never posted (a 5xx keeps it).
    turn_two = await undone_then_retried(
        table,
        simcord_env,
        lambda: table.alice.slash(table.channel, "game next", last_activation=table.bob),
        status=429,
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


@pytest.mark.parametrize("status", [429, 403])
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


# -- a reply Discord showed but answered 502: discord.py retries, and the retry gets 40060 --------


class _Response:
    """What discord.py's webhook adapter reads of an aiohttp response."""

    def __init__(self, status: int, body: object) -> None:
        self.status = status
        self.reason = {400: "Bad Request", 502: "Bad Gateway"}.get(status, "Error")
        json_body = isinstance(body, dict | list)
        self.headers = {"content-type": "application/json" if json_body else "text/html"}
        self._text = json.dumps(body) if json_body else str(body)

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text


class _Gateway:
    """A stand-in for aiohttp's session in front of simcord's backend: Discord itself.

    ``shown_then_502`` paths are processed (the message is posted, everyone sees it) and then
    answered ``502 Bad Gateway``, once, as a proxy in front of Discord does when it loses the
    answer.
    """

    def __init__(self, env: simcord.Env, shown_then_502: str) -> None:
        self.env = env
        self.pattern = shown_then_502
        self.armed = True
        self.attempts: list[tuple[str, int]] = []

    @contextlib.asynccontextmanager
    async def request(self, method: str, url: str, **kwargs: Any) -> AsyncIterator[_Response]:
        path = simcord_client._path_of(url)
        data = kwargs.get("data")
        try:
            body = simcord_router.dispatch(
                self.env.backend,
                method,
                path,
                json=json.loads(data) if isinstance(data, str) else None,
                params=kwargs.get("params"),
            )
            status = 200 if body is not None else 204
        except BackendError as error:
            body, status = error.to_json(), error.status
        if self.armed and method == "POST" and fnmatch.fnmatch(path, self.pattern):
            self.armed = False
            body, status = "<html>502 Bad Gateway</html>", 502
        self.attempts.append((path, status))
        yield _Response(status, body)


@contextlib.contextmanager
def shown_then_502(
    env: simcord.Env, monkeypatch: pytest.MonkeyPatch, path: str = CALLBACK
) -> Iterator[_Gateway]:
    """Interaction replies go through discord.py's real ``AsyncWebhookAdapter.request`` (simcord's
    stand-in skips it): its retry of a 5xx is what meets ``40060 already acknowledged``."""
    gateway = _Gateway(env, path)
    real = AsyncWebhookAdapter()
    real_sleep = asyncio.sleep

    async def request(self: Any, route: Any, session: Any, **kwargs: Any) -> Any:
        return await real.request(route, gateway, **kwargs)  # type: ignore[arg-type]

    async def no_wait(delay: float, result: Any = None) -> Any:
        return await real_sleep(0, result)  # the back-off, without simcord's virtual timers

    with monkeypatch.context() as patch:
        patch.setattr(simcord_client.FakeWebhookAdapter, "request", request)
        patch.setattr("discord.webhook.async_.asyncio.sleep", no_wait)  # the retry's back-off
        yield gateway


async def test_a_reply_shown_then_502_is_never_undone(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 24 §1: the table saw the flip; undoing it would put those cards back on top of the
    deck in the order everyone saw. The command stands, and the next flip shows new cards."""
    await table.stack(table.alice, card(7, R), card(12, T), card(3, M), card(9, C))
    with shown_then_502(simcord_env, monkeypatch) as gateway:
        result = await table.alice.slash(table.channel, "flip", modifiers="+")
    assert [status for _, status in gateway.attempts][:2] == [502, 400]  # the retry: 40060
    shown = public_messages(table.channel)
    assert len(shown) == 1 and labelled(shown[0].content, "Flipped") == ["♥ 7 of Rams, ♣ 12 of Tomes"]
    deck = await table.deck(table.alice)
    assert deck.discard == [card(7, R), card(12, T)]  # face up, as everyone saw them
    assert deck.draw[-2:] == [card(9, C), card(3, M)]
    assert await open_records(table) == ["flip"]
    again = await table.alice.slash(table.channel, "flip")
    assert not cards_in(reply(again).content) & {card(7, R), card(12, T)}
    assert labelled(reply(again).content, "Flipped") == ["♦ 3 of Masks"]
    told = [m for m in [result.response, *result.followups] if m is not None and m.ephemeral]
    assert told and told[-1].content == tr("en", "reply-error-maybe-shown")


async def test_a_follow_up_that_got_a_5xx_is_kept(table: Table, simcord_env: simcord.Env) -> None:
    """A follow-up has no @original to look at: a 5xx may have posted it, so nothing is undone."""
    await table.stack(table.alice, card(7, R), card(10, C), hand=[card(3, M), card(9, C)])
    menu = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True))
    simcord_env.inject_error("POST", FOLLOWUP, status=500, times=1)
    kept = await table.alice.select(menu, ["3M"])
    assert kept.followups[-1].content == tr("en", "reply-error-maybe-shown")
    assert await open_records(table) == ["duel"]
    assert await table.hand(table.alice) == [card(9, C)]


async def test_a_5xx_whose_reply_is_not_there_is_undone(table: Table, simcord_env: simcord.Env) -> None:
    """A callback that got a 5xx and left no @original was never shown: undone exactly."""
    await table.stack(table.alice, card(7, R), card(12, T))
    before = await everything(table)
    simcord_env.inject_error("POST", CALLBACK, status=502, times=1)
    failed = await table.alice.slash(table.channel, "flip", modifiers="+")
    assert failed.response is not None and failed.response.content == tr("en", "reply-error-undelivered")
    assert await everything(table) == before
