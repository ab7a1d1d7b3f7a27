"""The key flows in the four places a player can use Fatebot (tests/e2e/contexts.py): a server
with the bot, a server without it (user install), a DM with the bot, a group DM.

Where the bot is not a member, simcord refuses its REST calls to the channel (403 Missing
Access), so every message seen there went through the interaction: the response, follow-ups and
edits. The privacy watch (autouse) runs here too: a hand's cards never reach the table.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import Card, Suit
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from tests.e2e.contexts import CONTEXTS, Contexts, Place
from tests.e2e.helpers import (
    PrivacyWatch,
    Seen,
    Table,
    cards_in,
    close_dms,
    custom_ids,
    dm_messages,
    find_leaks,
    reply,
    text_of,
)

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES
# Discord: an app installed only to a user may send at most 5 follow-ups per interaction.
USER_INSTALL_FOLLOWUPS = 5


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


@pytest.fixture(params=CONTEXTS)
def place(request: pytest.FixtureRequest, table: Table, contexts: Contexts) -> Place:
    return contexts.place(request.param, table)


def checked(place: Place, result: simcord.InteractionResult) -> simcord.InteractionResult:
    if not place.bot_is_member:
        assert len(result.followups) <= USER_INSTALL_FOLLOWUPS
    return result


def current(place: Place, message_id: int) -> discord.Message:
    return next(m for m in place.history() if m.id == message_id)


def one_id(message: Any, suffix: str) -> str:
    found = [i for i in custom_ids(message) if i.endswith(suffix)]
    assert len(found) == 1, (suffix, custom_ids(message))
    return found[0]


async def press(place: Place, who: Any, message_id: int, suffix: str) -> simcord.InteractionResult:
    message = current(place, message_id)
    return checked(place, await who.click(message, custom_id=one_id(message, suffix)))


def labelled(text: str, label: str) -> list[str]:
    return [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith(f"{label}:")]


def public_texts(place: Place) -> list[str]:
    return [text_of(m) for m in place.history() if not m.flags.ephemeral]


# -- a flip with a choice ----------------------------------------------------------------------


async def test_a_flip_with_a_choice(place: Place, table: Table) -> None:
    rams, tomes = card(7, R), card(12, T)
    await table.stack(place.alice_id, rams, tomes, at=place.table_id)
    result = checked(place, await place.slash(place.alice, "flip", modifiers="+"))
    assert not result.ephemeral
    flipped = reply(result)
    assert labelled(flipped.content, "Flipped") == [f"{card_text(rams, 'en')}, {card_text(tomes, 'en')}"]
    assert labelled(flipped.content, "Card") == [card_text(tomes, "en")]
    buttons = [i for i in custom_ids(flipped) if i.startswith("fb:flip:")]  # the card choices
    assert len(buttons) == 2

    if place.bob is not None:
        refused = checked(place, await place.bob.click(flipped, custom_id=buttons[0]))
        assert refused.ephemeral
        assert reply(refused).content == tr("en", "error-not-your-control", owner=f"<@{place.alice_id}>")

    checked(place, await place.alice.click(flipped, custom_id=buttons[0]))
    switched = current(place, flipped.id)
    assert labelled(switched.content, "Card") == [card_text(rams, "en")]
    assert tr("en", "flip-switched") in switched.content
    deck = await table.store.deck(place.table_id, place.alice_id)
    assert deck is not None and deck.is_complete()


# -- an opposed duel with cheating -------------------------------------------------------------


async def test_an_opposed_duel_with_cheating(place: Place, table: Table, simcord_env: simcord.Env) -> None:
    if place.bob is None:  # a DM with the bot: nobody else can see it
        before = await table.store.pending_of_table(place.table_id)
        refused = await place.slash(place.alice, "duel opposed", opponent=table.bob.user, stat=5)
        assert refused.ephemeral
        assert reply(refused).content == tr("en", "error-opponent-not-in-dm", player=f"<@{table.bob.id}>")
        assert await table.store.pending_of_table(place.table_id) == before
        return

    await table.stack(place.alice_id, card(10, R), hand=[card(1, C)], at=place.table_id)
    await table.stack(place.bob, card(10, M), hand=[card(13, M)], at=place.table_id)
    started = checked(
        place, await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=5, opponent_stat=5)
    )
    assert not started.ephemeral
    duel = reply(started)
    await press(place, place.bob, duel.id, ":accept")
    text = current(place, duel.id).content
    assert tr("en", "duel-waiting-cheat", who=f"<@{place.bob_id}>") in text  # a tie: the resister first

    # The cheat menu is private; choosing in it redraws the public message.
    opened = await press(place, place.bob, duel.id, ":cheat")
    assert opened.ephemeral
    checked(place, await place.bob.select(reply(opened), ["13M"]))
    text = current(place, duel.id).content
    assert f"{card_text(card(13, M), 'en')} — cheated in" in text
    assert tr("en", "duel-waiting-cheat", who=f"<@{place.alice_id}>") in text

    await press(place, place.alice, duel.id, ":keep")
    done = current(place, duel.id)
    assert labelled(done.content, "Total") == ["15 (♥ Rams)", "18 (♦ Masks)"]
    (result,) = labelled(done.content, "Result")
    assert f"<@{place.bob_id}> wins, 15 against 18 (margin 3)" in result
    assert custom_ids(done) == []
    assert await table.hand(place.bob, at=place.table_id) == []
    assert await table.hand(place.alice_id, at=place.table_id) == [card(1, C)]
    assert await table.store.pending_of_table(place.table_id) == []
    # Bob's hand DM was refreshed after the cheat (the bot may DM him: he shares a server with it).
    assert dm_messages(simcord_env, table.bob)


async def test_a_simple_duel_with_a_private_cheat(place: Place, table: Table) -> None:
    """A DM with the bot has no opponent, but duels against a TN, with cheating, work everywhere."""
    await table.stack(
        place.alice_id, card(3, R), card(9, C), hand=[card(12, T), card(5, M)], at=place.table_id
    )
    started = checked(place, await place.slash(place.alice, "duel simple", stat=4, tn=15, modifiers="+"))
    duel = reply(started)
    checked(place, await place.alice.click(duel, label="9 of Crows"))
    opened = await press(place, place.alice, duel.id, ":cheat")
    assert opened.ephemeral
    checked(place, await place.alice.select(reply(opened), ["12T"]))
    done = current(place, duel.id)
    assert labelled(done.content, "Card") == [
        f"{card_text(card(12, T), 'en')} — cheated in, replacing ♠ 9 of Crows"
    ]
    assert labelled(done.content, "Result") == ["Success — 16 against TN 15 (margin 1)"]
    assert await table.hand(place.alice_id, at=place.table_id) == [card(5, M)]


async def test_an_opponent_who_is_not_in_the_group_dm_is_refused(table: Table, contexts: Contexts) -> None:
    place = contexts.place("group-dm", table)
    outsider = table.mod  # in the bot's server, not in this group DM
    place.env.backend.add_member(place.channel._channel.guild_id, outsider.id)
    before = await table.store.pending_of_table(place.table_id)
    refused = await place.alice.slash(place.channel, "duel opposed", opponent=outsider.user, stat=5)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-opponent-not-in-group", player=outsider.mention)
    assert await table.store.pending_of_table(place.table_id) == before


# -- a hand ------------------------------------------------------------------------------------


async def test_a_hand_is_shown_only_to_its_owner(
    place: Place, table: Table, simcord_env: simcord.Env
) -> None:
    drew = checked(place, await place.slash(place.alice, "hand draw"))
    assert drew.ephemeral
    hand = await table.hand(place.alice_id, at=place.table_id)
    assert len(hand) == 7  # M4E
    assert cards_in(reply(drew).content) == set(hand)
    dm = dm_messages(simcord_env, table.alice)
    # The DM names the table as the player knows it: a server's channel by its mention, else in
    # words (a mention of a group DM or of a server without the bot shows as an unknown channel).
    named = {
        "guild": f"<#{place.table_id}>",
        "guild-without-bot": "#video-call (a server without Fatebot)",
        "group-dm": "the group DM “Malifaux night”",
        "bot-dm": "your DM with Fatebot",
    }[place.kind]
    assert dm and named in dm[-1].content and cards_in(dm[-1].content) == set(hand)

    shown = checked(place, await place.slash(place.alice, "hand show"))
    assert shown.ephemeral and cards_in(reply(shown).content) == set(hand)

    # The table sees a flip, never the hand.
    checked(place, await place.slash(place.alice, "flip"))
    public = public_texts(place)
    if place.kind != "bot-dm":  # in a DM with the bot, everything there is the owner's anyway
        assert public and all(not (cards_in(text) & set(hand)) for text in public)


# -- the panel ---------------------------------------------------------------------------------


@pytest.mark.both_stores
async def test_the_panel_keeps_working_after_a_restart(
    place: Place, table: Table, make_bot: Callable[..., Awaitable[Fatebot]], simcord_env: simcord.Env
) -> None:
    posted = checked(place, await place.slash(place.alice, "panel"))
    assert not posted.ephemeral
    panel = reply(posted)
    assert panel.content == tr("en", "panel-text")
    presser = place.bob or place.alice
    presser_id = place.bob_id or place.alice_id
    flipped = checked(place, await presser.click(panel, custom_id="fb:panel:flip"))
    assert not flipped.ephemeral and f"<@{presser_id}> flips" in reply(flipped).content

    await simcord_env.restart_bot(await make_bot())

    again = checked(place, await place.alice.click(panel, custom_id="fb:panel:plus"))
    assert not again.ephemeral and f"<@{place.alice_id}> flips (+)" in reply(again).content
    hand = checked(place, await place.alice.click(panel, custom_id="fb:panel:hand"))
    assert hand.ephemeral


# -- a group DM: the card to everyone, the hand to its owner ----------------------------------------


async def test_a_user_installed_flip_in_a_group_dm(
    table: Table, contexts: Contexts, privacy: PrivacyWatch
) -> None:
    place = contexts.place("group-dm", table)
    await table.stack(place.alice_id, card(5, C), hand=[card(9, M), card(2, T)], at=place.table_id)
    flipped = await place.alice.slash(place.channel, "flip")
    assert not flipped.ephemeral  # everyone in the group sees the card
    assert labelled(reply(flipped).content, "Card") == [card_text(card(5, C), "en")]
    assert any(m.id == reply(flipped).id for m in place.channel.history(viewer=place.bob))
    shown = await place.alice.slash(place.channel, "hand show")
    assert shown.ephemeral and cards_in(reply(shown).content) == {card(9, M), card(2, T)}
    assert all(m.id != reply(shown).id for m in place.channel.history(viewer=place.bob))

    # The privacy watch saw these messages and knows this table's hands: a hand card shown to
    # the group would be reported (control), the flipped card is not.
    await privacy.scan()
    assert privacy.checked >= 2 and privacy.leaks == []
    cards = await privacy.tables()
    assert cards[place.table_id].held == {card(9, M): {place.alice_id}, card(2, T): {place.alice_id}}
    shown_to_all = Seen(place.channel.id, 1, None, place.table_id, f"Card: {card_text(card(9, M), 'en')}")
    assert find_leaks([shown_to_all], cards) != []
    flip_to_all = Seen(place.channel.id, 2, None, place.table_id, reply(flipped).content)
    assert find_leaks([flip_to_all], cards) == []


# -- what Discord is told ------------------------------------------------------------------------


async def test_server_only_commands_refuse_where_the_bot_is_not(table: Table, contexts: Contexts) -> None:
    """Discord hides /scheme where the bot is not installed; a stale client still gets a clear answer."""
    place = contexts.place("guild-without-bot", table)
    root = place.env.backend.find_command("scheme", None)
    root = dict(root, integration_types=[0, 1])  # as an outdated client might still offer it
    from simcord.actors import _slash_resolved

    refused = await _slash_resolved(place.alice, place.channel, "scheme show", {}, root)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-server-only")


async def test_a_player_the_bot_cannot_dm_in_a_group_dm_still_sees_the_hand(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    """Discord lets an app DM only players who added it or share a server with it."""
    place = contexts.place("group-dm", table)
    close_dms(simcord_env, table.bob)
    drew = await place.bob.slash(place.channel, "hand draw")
    assert drew.ephemeral
    text = reply(drew).content
    assert tr("en", "hand-dm-unreachable") in text and tr("en", "hand-dm-closed") not in text
    hand = await table.hand(place.bob, at=place.table_id)
    assert len(hand) == 7 and cards_in(text) == set(hand)
    assert dm_messages(simcord_env, table.bob) == []
    shown = await place.bob.slash(place.channel, "hand show")
    assert shown.ephemeral and cards_in(reply(shown).content) == set(hand)


# -- every play command answers in every context -------------------------------------------------


async def test_every_play_command_answers_everywhere(place: Place, table: Table) -> None:
    """No play command fails on a missing server, member or channel: each gives its normal reply
    (or, where the context rules it out, a clear private refusal; never "something went wrong")."""
    opponent: Any = place.bob if place.bob is not None else table.bob.user
    calls: list[tuple[str, dict[str, Any]]] = [
        ("flip", {"modifiers": "-", "reason": "shooting"}),
        ("damage", {"weak": 1, "moderate": 2, "severe": 4, "edition": "m3e"}),
        ("deck status", {}),
        ("deck shuffle", {}),
        ("deck reset", {}),
        ("hand discard", {}),
        ("random model", {"count": 3}),
        ("random player", {"opponent": opponent}),
        ("initiative", {"opponent": opponent}),
        ("encounter", {}),
        ("roll", {"expression": "2d6+1"}),
        ("help", {}),
        ("duel simple", {"stat": 5, "tn": 12}),
        ("odds simple", {"stat": 5, "tn": 12}),
        ("odds opposed", {"stat": 5, "opponent_stat": 5, "opponent": opponent}),
    ]
    unexpected = tr("en", "error-unexpected", id="").split("{")[0][:30]
    for name, options in calls:
        result = checked(place, await place.slash(place.alice, name, **options))
        text = text_of(reply(result))
        assert text and unexpected not in text, (name, text)
        if place.bob is None and "opponent" in options:
            assert text == tr("en", "error-opponent-not-in-dm", player=f"<@{table.bob.id}>")


@pytest.mark.both_stores
async def test_a_lapsed_duel_loses_its_buttons_when_pressed_where_the_bot_is_not(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    """Past Discord's 15 minutes the bot cannot edit the message on its own there; the next press
    on it marks it, as the answer to that press, and privately says why it fell behind."""
    place = contexts.place("group-dm", table)
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=5, opponent_stat=5)
    duel = reply(started)
    await simcord_env.advance_time(16 * 60)  # the duel lapses (15 minutes)
    stale = current(place, duel.id)
    assert custom_ids(stale)  # nobody could take the buttons off
    pressed = await press(place, place.bob, duel.id, ":accept")
    marked = current(place, duel.id)
    assert custom_ids(marked) == [] and tr("en", "play-duel-lapsed") in marked.content
    (refusal,) = pressed.followups
    link = f"https://discord.com/channels/@me/{place.table_id}/{duel.id}"  # a group DM's
    assert refusal.ephemeral and refusal.content == tr("en", "step-stale-moved-on", link=link)


@pytest.mark.both_stores
async def test_a_closed_flip_choice_loses_its_buttons_when_pressed_where_the_bot_is_not(
    table: Table, contexts: Contexts, simcord_env: simcord.Env
) -> None:
    place = contexts.place("guild-without-bot", table)
    await table.stack(place.alice_id, card(7, R), card(12, T), at=place.table_id)
    flipped = reply(await place.slash(place.alice, "flip", modifiers="+"))
    await simcord_env.advance_time(16 * 60)  # the choice closes (15 minutes)
    choices = [i for i in custom_ids(current(place, flipped.id)) if i.startswith("fb:flip:")]
    assert len(choices) == 2  # the bot could not take them off on its own there
    pressed = await place.alice.click(current(place, flipped.id), custom_id=choices[0])
    closed = current(place, flipped.id)
    assert [i for i in custom_ids(closed) if i.startswith("fb:flip:")] == []
    assert tr("en", "flip-choice-closed") in text_of(closed)
    assert labelled(text_of(closed), "Card") == [card_text(card(12, T), "en")]  # the card stands
    (refusal,) = pressed.followups
    assert refusal.ephemeral and refusal.content in {
        tr("en", "error-flip-unknown"),
        tr("en", "error-flip-expired"),
    }
