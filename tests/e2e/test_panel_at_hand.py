"""The panel on a call (issue: play by chat and on a call, item 8).

Every press on a busy panel is answered by the interaction's own response, never a follow-up:
Discord shares the follow-ups' rate limit across the whole bot. The replies push the panel up
the chat: *To the bottom* posts it again under them and retires the old one, in one press, in
every place a panel can be (tests/e2e/contexts.py).

The busy session runs under a model of Discord's rate limits (tests/e2e/ratelimits.py), so its
"no 429" can fail: the control shows the old follow-up answer getting one at the same pace.
"""

from __future__ import annotations

import itertools
from typing import Any

import discord
import pytest
import simcord

from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.flip import panel as panel_module
from bot.ui.hand.view import show_hand
from bot.ui.help.render import PAGES
from tests.e2e.contexts import CONTEXTS, Contexts, Place
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.ratelimits import RateLimits
from tests.e2e.test_panel import PANEL_IDS, post_panel

PRESSES = 100
PACE = 0.4  # seconds between two presses at the table (four players: each every 1.6 s)
ACTIONS = ("flip", "plus", "hand", "minus", "plus2", "minus2", "flip", "hand")


def is_interaction_webhook(entry: simcord.types.HttpLogEntry) -> bool:
    """A follow-up, or any other call on an interaction's webhook (its bot-wide shared limit)."""
    return entry.path.startswith("/webhooks/")


async def test_a_busy_panel_answers_every_press_with_its_own_response(
    table: Table, simcord_env: simcord.Env, rate_limits: RateLimits
) -> None:
    """100 presses from four players at a quick human pace (PACE: two and a half a second at the
    table, each player every 1.6 s, just within the bot's own allowance of 20 flips in 30 s), under
    Discord's rate limits (tests/e2e/ratelimits.py)."""
    players = [table.alice, table.bob, table.mod, table.guild.add_member(simcord_env.create_user("dana"))]
    panel = await post_panel(table)
    for player in players:
        await player.slash(table.channel, "hand draw")  # a hand for the Hand button to show
    start = len(simcord_env.http_requests)
    presses = zip(range(PRESSES), itertools.cycle(players), itertools.cycle(ACTIONS), strict=False)
    for n, player, action in presses:
        await simcord_env.advance_time(PACE)
        result = await player.click(panel, custom_id=f"fb:panel:{action}")
        assert result.response is not None, (n, action)
        assert not result.followups, (n, action)
        assert result.ephemeral == (action == "hand"), (n, action, reply(result))  # none refused

    used = simcord_env.http_requests[start:]
    callbacks = [r for r in used if r.path.startswith("/interactions/") and r.path.endswith("/callback")]
    assert len(callbacks) == PRESSES  # one answer per press, each the press's own
    assert [r for r in used if is_interaction_webhook(r)] == []  # no follow-up, no webhook call
    # The rest keeps the hand DMs current: nothing else, and never a message in the channel.
    routes = {(r.method, r.path.split("/")[1]) for r in used if r not in callbacks}
    assert routes <= {("POST", "users"), ("POST", "channels"), ("PATCH", "channels")}
    channel_path = f"/channels/{table.channel.id}/"
    assert not [r for r in used if r.path.startswith(channel_path)]
    assert len(public_messages(table.channel)) == 1 + sum(
        1 for n, a in zip(range(PRESSES), itertools.cycle(ACTIONS), strict=False) if a != "hand"
    )
    assert rate_limits.refused == []  # no 429 from Discord's limits
    assert simcord_env.errors == []  # and no other refused call


async def test_control_the_old_follow_up_answer_gets_a_429_at_the_same_pace(
    table: Table,
    simcord_env: simcord.Env,
    rate_limits: RateLimits,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The mutant: the Hand button answers as it did before, deferred and then a follow-up (as
    `/hand show` still does). Four players checking their hands at the same pace go over the
    follow-ups' bot-wide limit within the minute: the model answers 429, so the test above can
    fail."""

    async def deferred(interaction: Any, *, defer: bool = True) -> None:
        await show_hand(interaction, defer=True)

    monkeypatch.setattr(panel_module, "show_hand", deferred)
    players = [table.alice, table.bob, table.mod, table.guild.add_member(simcord_env.create_user("dana"))]
    panel = await post_panel(table)
    for player in players:
        await player.slash(table.channel, "hand draw")
    for _, player in zip(range(40), itertools.cycle(players), strict=False):
        await simcord_env.advance_time(PACE)
        await player.click(panel, custom_id="fb:panel:hand")

    assert rate_limits.refused, "the follow-ups stayed within the model's limits"
    assert {r.bucket for r in rate_limits.refused} == {"followup-bot-wide"}
    assert all(r.path.startswith("/webhooks/") for r in rate_limits.refused)
    seen = [
        r.exc_info[1]
        for r in caplog.records
        if r.exc_info and isinstance(r.exc_info[1], discord.HTTPException)
    ]
    assert seen and all(e.status == 429 for e in seen)  # the bot met Discord's 429 ...
    assert seen[0].response.headers["X-RateLimit-Scope"] == "shared"  # ... as Discord sends it
    assert seen[0].response.headers["X-RateLimit-Bucket"] == "followup-bot-wide"


def dm_edits(used: list[simcord.types.HttpLogEntry]) -> list[simcord.types.HttpLogEntry]:
    return [r for r in used if r.method == "PATCH" and r.path.startswith("/channels/")]


async def test_pressing_hand_again_and_again_leaves_the_unchanged_hand_dm_alone(
    table: Table, simcord_env: simcord.Env, rate_limits: RateLimits
) -> None:
    """A player checks their hand eight times in three seconds: each press shows it privately,
    and the DM, which already shows that hand, is not edited again (six edits of one DM channel in
    five seconds would be answered 429, and the press would wait for Discord). Once the hand
    changes (a discard), the DM follows at once."""
    panel = await post_panel(table)
    await table.alice.slash(table.channel, "hand draw")
    start = len(simcord_env.http_requests)
    for n in range(8):
        await simcord_env.advance_time(PACE)
        shown = await table.alice.click(panel, custom_id="fb:panel:hand")
        assert shown.ephemeral and not shown.followups, n
        assert tr("en", "hand-dm-failed") not in reply(shown).content, n
    edits = dm_edits(simcord_env.http_requests[start:])
    assert len(edits) <= 1  # the DM showed this hand already: at most one refresh
    assert rate_limits.refused == []

    ((before, shown_before),) = [(m.id, m.content) for m in dm_messages(simcord_env, table.alice)]
    menu = reply(await table.alice.slash(table.channel, "hand discard"))
    await table.alice.select(menu, [(await table.hand(table.alice))[0].code])  # the DM follows
    ((after, shown_after),) = [(m.id, m.content) for m in dm_messages(simcord_env, table.alice)]
    assert after == before and shown_after != shown_before
    assert len(dm_edits(simcord_env.http_requests[start:])) == len(edits) + 1
    assert rate_limits.refused == []


async def test_to_the_bottom_posts_the_panel_again_and_retires_the_old_one(
    table: Table, simcord_env: simcord.Env
) -> None:
    old = await post_panel(table)
    await table.alice.click(old, custom_id="fb:panel:flip")
    await table.bob.click(old, custom_id="fb:panel:plus")
    assert public_messages(table.channel)[0].id == old.id  # the flips pushed it up

    start = len(simcord_env.http_requests)
    moved = await table.bob.click(old, custom_id="fb:panel:bottom")

    assert not moved.followups and not moved.ephemeral
    messages = public_messages(table.channel)
    new = messages[-1]
    assert new.id != old.id
    assert new.content == tr("en", "panel-text") and custom_ids(new) == PANEL_IDS
    retired = next(m for m in messages if m.id == old.id)
    assert custom_ids(retired) == []  # the old one answers no more
    assert retired.content == tr("en", "panel-moved", link=new.jump_url)  # it points to the new
    assert not [r for r in simcord_env.http_requests[start:] if is_interaction_webhook(r)]

    await table.alice.click(new, custom_id="fb:panel:minus")
    assert f"<@{table.alice.id}> flips (−)" in public_messages(table.channel)[-1].content
    assert len((await table.deck(table.alice)).discard) == 3


async def test_to_the_bottom_is_refused_privately_once_the_allowance_is_spent(table: Table) -> None:
    old = await post_panel(table)
    for _ in range(20):  # the opening allowance (bot/ui/common/cooldowns.py), spent by flips
        assert not (await table.alice.click(old, custom_id="fb:panel:flip")).ephemeral
    before = [(m.id, m.content, custom_ids(m)) for m in public_messages(table.channel)]
    refused = await table.alice.click(old, custom_id="fb:panel:bottom")
    assert refused.ephemeral
    assert [(m.id, m.content, custom_ids(m)) for m in public_messages(table.channel)] == before


@pytest.fixture(params=CONTEXTS)
def place(request: pytest.FixtureRequest, table: Table, contexts: Contexts) -> Place:
    return contexts.place(request.param, table)


async def test_to_the_bottom_works_in_every_place(place: Place) -> None:
    old = reply(await place.slash(place.alice, "panel"))
    presser = place.bob or place.alice
    await presser.click(old, custom_id="fb:panel:flip")

    moved = await place.alice.click(old, custom_id="fb:panel:bottom")
    assert not moved.ephemeral
    assert len(moved.followups) <= 1  # where the bot is not a member, the new panel follows
    history = [m for m in place.history() if not m.flags.ephemeral]
    new = history[-1]
    assert new.id != old.id and custom_ids(new) == PANEL_IDS
    retired = next(m for m in history if m.id == old.id)
    assert custom_ids(retired) == []
    assert retired.content in (
        tr("en", "panel-moved", link=new.jump_url),
        tr("en", "panel-moved-below"),
    )
    flipped = await presser.click(new, custom_id="fb:panel:flip")
    assert not flipped.ephemeral and not flipped.followups


def test_help_names_the_button_as_the_panel_shows_it() -> None:
    assert "help-panel-bottom" in PAGES["flips"]
    for lang in LANGUAGES:
        assert f"**{tr(lang, 'panel-bottom')}**" in tr(lang, "help-panel-bottom"), lang
