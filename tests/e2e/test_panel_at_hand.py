"""The panel on a call (issue: play by chat and on a call, item 8).

Every press on a busy panel is answered by the interaction's own response, never a follow-up:
Discord shares the follow-ups' rate limit across the whole bot. The replies push the panel up
the chat: *To the bottom* posts it again under them and retires the old one, in one press, in
every place a panel can be (tests/e2e/contexts.py).
"""

from __future__ import annotations

import itertools

import pytest
import simcord

from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.help.render import PAGES
from tests.e2e.contexts import CONTEXTS, Contexts, Place
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_panel import PANEL_IDS, post_panel

PRESSES = 100
ACTIONS = ("flip", "plus", "hand", "minus", "plus2", "minus2", "flip", "hand")


def is_interaction_webhook(entry: simcord.types.HttpLogEntry) -> bool:
    """A follow-up, or any other call on an interaction's webhook (its bot-wide shared limit)."""
    return entry.path.startswith("/webhooks/")


async def test_a_busy_panel_answers_every_press_with_its_own_response(
    table: Table, simcord_env: simcord.Env
) -> None:
    players = [table.alice, table.bob, table.mod, table.guild.add_member(simcord_env.create_user("dana"))]
    panel = await post_panel(table)
    for player in players:
        await player.slash(table.channel, "hand draw")  # a hand for the Hand button to show
    start = len(simcord_env.http_requests)
    presses = zip(range(PRESSES), itertools.cycle(players), itertools.cycle(ACTIONS), strict=False)
    for n, player, action in presses:
        await simcord_env.advance_time(1.0)
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
    assert simcord_env.errors == []  # no 429, no other refused call

    # Control: `/hand show` still answers with a follow-up after a defer, and the count sees it.
    await table.alice.slash(table.channel, "hand show")
    assert [r for r in simcord_env.http_requests[start:] if is_interaction_webhook(r)]


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
