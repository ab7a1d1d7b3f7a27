"""Group DMs and servers without the bot (play-by-chat issue, item 5).

There the bot is not a member: it can only answer interactions, and it can edit or delete what
it sent through an interaction only while that interaction's token lasts (15 minutes; tests/e2e/
contexts.py models the places, every REST call to their channel is refused). So:

- the "your move" line of a step is posted only as a follow-up it can still take back: it is
  settled (or, near the end of its token, removed) through that token, never through the
  channel; a duel played there leaves no live ask and no refused REST call;
- a hand DM names the place as the player knows it: the group DM's name (or its members), or
  the channel's name in a server without the bot (never "#unknown (—)").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest
import simcord
from simcord.backend.errors import BackendError
from simcord.http import router

from bot.rules.common.cards import Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts, Place
from tests.e2e.helpers import Table, custom_ids, dm_messages, reply, text_of
from tests.e2e.test_play_by_post import awaited_by

MINUTE = 60.0
R, C, T = Suit.RAMS, Suit.CROWS, Suit.TOMES


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


@pytest.fixture
def refused(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every REST call of the bot (the channel's or an interaction webhook's) that Discord
    answered with an error: 'METHOD path status'."""
    errors: list[str] = []
    original = router.dispatch

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        try:
            return original(backend, method, path, **kwargs)
        except BackendError as error:
            errors.append(f"{method} {path} {error.status}")
            raise

    monkeypatch.setattr(router, "dispatch", dispatch)
    yield errors


def current(place: Place, message_id: int) -> discord.Message:
    return next(m for m in place.history() if m.id == message_id)


def asks(place: Place, owed_key: str) -> list[discord.Message]:
    """The table's messages that still ask for ``owed_key`` (a live "your move" line)."""
    owed = tr("en", owed_key)
    done = "✓"
    return [m for m in place.history() if owed in m.content and not m.content.startswith(done)]


async def play_duel(place: Place, table: Table) -> Any:
    assert place.bob is not None and place.bob_id is not None
    await table.stack(place.alice_id, card(5, R), hand=[card(10, T)], at=place.table_id)
    await table.stack(place.bob_id, card(7, C), hand=[card(13, R)], at=place.table_id)
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=3, opponent_stat=6)
    assert not started.ephemeral, reply(started).content
    return reply(started)


async def press_through(place: Place, message_id: int) -> int:
    players = {place.alice_id: place.alice, place.bob_id: place.bob}
    presses = 0
    while (owner := awaited_by(current(place, message_id), players)) is not None and presses < 10:
        ids = custom_ids(current(place, message_id))
        mine = [i for i in ids if f":{owner}" in i]
        button = next((i for i in mine if i.endswith((":keep", ":accept", ":pass"))), mine[0])
        await players[owner].click(current(place, message_id), custom_id=button)
        presses += 1
    return presses


@pytest.mark.parametrize("kind", ["group-dm", "guild-without-bot"])
async def test_a_duel_where_the_bot_is_not_a_member_leaves_no_stale_ask_and_no_refused_call(
    table: Table, contexts: Contexts, simcord_env: simcord.Env, refused: list[str], kind: str
) -> None:
    place = contexts.place(kind, table)
    duel = await play_duel(place, table)
    line = [m for m in place.history() if tr("en", "notice-owed-duel-accept") in m.content]
    assert len(line) == 1 and line[0].content.startswith(f"<@{place.bob_id}>")  # Bob is pinged
    assert await press_through(place, duel.id) >= 2
    assert "Result:" in current(place, duel.id).content
    assert asks(place, "notice-owed-duel-accept") == []
    assert [m for m in place.history() if "your move" in m.content and not m.content.startswith("✓")] == []
    await simcord_env.advance_time(20 * MINUTE)  # sweeps run; the tokens lapse
    assert refused == []
    # The control: the count sees what the channel refuses the bot there.
    with pytest.raises(discord.HTTPException):
        await simcord_env.bot.get_partial_messageable(place.table_id).send("x")
    assert len(refused) == 1 and refused[0].startswith("POST /channels/")


async def test_a_line_whose_step_outlasts_its_token_is_taken_back_in_time(
    table: Table, contexts: Contexts, simcord_env: simcord.Env, refused: list[str]
) -> None:
    """At `post` pace a step waits days; the line that pinged Bob goes before its token does
    (the duel's own message still says whose move it is), and nothing is refused later."""
    place = contexts.place("group-dm", table)
    set_pace = await place.slash(place.alice, "table pace", pace="post")
    assert not set_pace.ephemeral
    duel = await play_duel(place, table)
    assert len(asks(place, "notice-owed-duel-accept")) == 1
    await simcord_env.advance_time(16 * MINUTE)
    assert asks(place, "notice-owed-duel-accept") == []  # taken back while it still could be
    assert f"<@{place.bob_id}>" in current(place, duel.id).content
    assert await press_through(place, duel.id) >= 2
    await simcord_env.advance_time(20 * MINUTE)
    assert refused == []


@pytest.mark.parametrize(
    ("kind", "named"),
    [
        ("group-dm", "the group DM “Malifaux night”"),
        ("group-dm-unnamed", "the group DM with alice, bob"),
        ("guild-without-bot", "#video-call (a server without Fatebot)"),
    ],
)
async def test_a_hand_dm_names_the_place_as_the_player_knows_it(
    table: Table, contexts: Contexts, simcord_env: simcord.Env, kind: str, named: str
) -> None:
    place = contexts.place(kind.removesuffix("-unnamed"), table)
    if kind.endswith("-unnamed"):  # a group DM nobody named: Discord sends no name
        rewrite = contexts.rewrites[place.table_id]

        def unnamed(payload: dict[str, Any], user_id: int) -> None:
            rewrite(payload, user_id)
            payload["channel"]["name"] = None

        contexts.rewrites[place.table_id] = unnamed
    await table.stack(place.alice_id, card(5, R), card(9, C), at=place.table_id)
    drawn = await place.slash(place.alice, "hand draw")
    assert drawn.ephemeral
    (dm,) = [m for m in dm_messages(simcord_env, table.alice.user) if "Your hand" in text_of(m)]
    title = text_of(dm).splitlines()[0]
    assert named in title and "—" not in title and f"<#{place.table_id}>" not in title, title
    count = len(await table.hand(place.alice_id, at=place.table_id))
    assert title == f"**{tr('en', 'lang-hand-dm-title', place=named, count=count)}**"


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_place_names_read_in_every_language(lang: str) -> None:
    for key in ("lang-place-group-named", "lang-place-group-with", "lang-place-no-bot"):
        text = tr(lang, key, name="Ana, Bob")
        assert "Ana, Bob" in text and "{" not in text
    for key in ("lang-place-no-bot-unnamed", "lang-place-dm", "lang-place-unknown"):
        assert tr(lang, key) and tr(lang, key) != key
    for count in (0, 1, 3):
        assert "X" in tr(lang, "lang-hand-dm-title", place="X", count=count)
    if lang != "en":
        assert tr(lang, "lang-place-unknown") != tr("en", "lang-place-unknown")
        assert tr(lang, "lang-game-fixed", language="L", command="/c") != tr(
            "en", "lang-game-fixed", language="L", command="/c"
        )
