"""/flip end to end: reply lines, choice buttons (flipper only, after a restart, expiry), bad input."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.cards import card_name, card_text
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, cards_in, custom_ids, public_messages, reply

FLIPPED = re.compile(r"^Flipped: (.+)$", re.MULTILINE)
CARD = re.compile(r"^Card: (.+)$", re.MULTILINE)


def flipped_cards(text: str) -> list[str]:
    match = FLIPPED.search(text)
    assert match, text
    return [part.strip() for part in match.group(1).split(",")]


def used_card(text: str) -> str:
    match = CARD.search(text)
    assert match, text
    return match.group(1)


async def test_plain_flip_is_public_with_flipped_and_card_lines(table: Table) -> None:
    result = await table.alice.slash(table.channel, "flip")

    message = reply(result)
    assert not result.ephemeral
    deck = await table.deck(table.alice)
    assert deck is not None and len(deck.discard) == 1
    # The outcome leads, in bold: the card used, then who flipped.
    headline = message.content.splitlines()[0]
    assert headline.startswith(f"**♠ 7 of Crows** · <@{table.alice.id}> flips (no modifiers)")
    assert len(flipped_cards(message.content)) == 1
    assert card_name(deck.discard[0], "en") in used_card(message.content)
    # One card: nothing to choose, only "flip again".
    assert custom_ids(message) == [f"fb:again:{table.alice.id}:0:-"]


async def test_plus_flip_offers_buttons_to_the_flipper_only(table: Table) -> None:
    seven_rams, queen_tomes = Card.of(7, Suit.RAMS), Card.of(12, Suit.TOMES)
    await table.stack(table.alice, seven_rams, queen_tomes)

    result = await table.alice.slash(table.channel, "flip", modifiers="+", reason="Attack the Guard")
    message = reply(result)
    assert not result.ephemeral
    assert "for “Attack the Guard” (+)" in message.content
    assert flipped_cards(message.content) == ["♥ 7 of Rams", "♣ 12 of Tomes"]
    assert used_card(message.content) == "♣ 12 of Tomes"
    assert message.content.startswith("**♣ 12 of Tomes** · ")
    # A plain + decides nothing: no rule note, only how long the choice stays open, as subtext.
    assert tr("en", "flip-why-free-choice") not in message.content
    assert message.content.splitlines()[-1].startswith("-# The flipper may switch cards")
    ids = [i for i in custom_ids(message) if i.startswith("fb:flip:")]
    assert len(ids) == 2 and all(f":{table.alice.id}:" in i for i in ids)
    assert custom_ids(message)[-1] == f"fb:again:{table.alice.id}:1:-"

    # Someone else pressing the flipper's button: a polite private refusal, nothing changes.
    before = await table.snapshot()
    refused = await table.bob.click(message, custom_id=ids[0])
    assert refused.ephemeral
    assert tr("en", "error-not-your-control", owner=f"<@{table.alice.id}>") == reply(refused).content
    assert await table.snapshot() == before
    assert used_card(table.channel.history()[0].content) == "♣ 12 of Tomes"

    # The flipper switches to the lower card (for its suit): the same message is edited.
    switched = await table.alice.click(message, custom_id=ids[0])
    assert not switched.ephemeral
    edited = table.channel.history()[0]
    assert edited.id == message.id
    assert used_card(edited.content) == "♥ 7 of Rams"
    assert edited.content.startswith("**♥ 7 of Rams** · ")
    assert "for “Attack the Guard” (+)" in edited.content
    assert tr("en", "flip-switched") in edited.content
    assert flipped_cards(edited.content) == ["♥ 7 of Rams", "♣ 12 of Tomes"]


@pytest.mark.both_stores
async def test_flip_buttons_work_after_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await table.stack(table.alice, Card.of(3, Suit.MASKS), Card.of(9, Suit.CROWS))
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    ids = custom_ids(message)

    await simcord_env.restart_bot(await make_bot())

    result = await table.alice.click(message, custom_id=ids[0])
    assert not result.ephemeral
    assert used_card(table.channel.history()[0].content) == "♦ 3 of Masks"


@pytest.mark.both_stores
async def test_an_unanswered_choice_lapses_to_the_default_card_and_loses_its_buttons(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Issue 22: a + flip whose choice lapses keeps the card the rules pick by default (the
    highest), and its message says so."""
    await table.stack(table.alice, Card.of(4, Suit.RAMS), Card.of(12, Suit.CROWS), Card.of(7, Suit.MASKS))
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="++"))
    assert custom_ids(message)

    await simcord_env.advance_time(16 * 60 + 61)

    closed = table.channel.history()[0]
    assert custom_ids(closed) == [f"fb:again:{table.alice.id}:2:-"]  # the choice is gone, not "again"
    assert used_card(closed.content) == "♠ 12 of Crows"
    line = tr(
        "en", "lapse-default-card", who=table.alice.mention, card=card_text(Card.of(12, Suit.CROWS), "en")
    )
    assert tr("en", "lapse-heading") in closed.content and line in closed.content
    assert await table.store.pending_of_table(table.channel.id) == []
    assert (await table.deck(table.alice)).is_complete()


@pytest.mark.both_stores
async def test_a_switched_choice_that_lapses_keeps_the_players_pick(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.stack(table.alice, Card.of(4, Suit.RAMS), Card.of(12, Suit.CROWS))
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    await table.alice.click(message, custom_id=custom_ids(message)[0])  # switch to the 4

    await simcord_env.advance_time(16 * 60 + 61)

    closed = table.channel.history()[0]
    assert used_card(closed.content) == "♥ 4 of Rams"
    pick = tr("en", "lapse-kept-pick", who=table.alice.mention, card=card_text(Card.of(4, Suit.RAMS), "en"))
    assert pick in closed.content


async def test_minus_flip_must_use_the_lowest_card(table: Table) -> None:
    await table.stack(table.alice, Card.of(10, Suit.RAMS), Card.of(2, Suit.CROWS), Card.of(11, Suit.MASKS))
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="--"))
    assert "(−−)" in message.content
    assert flipped_cards(message.content) == ["♥ 10 of Rams", "♠ 2 of Crows", "♦ 11 of Masks"]
    assert used_card(message.content) == "♠ 2 of Crows"
    assert tr("en", "flip-why-lowest") in message.content
    assert custom_ids(message) == [f"fb:again:{table.alice.id}:-2:-"]


async def test_the_black_joker_must_be_used_and_the_reply_says_why(table: Table) -> None:
    await table.stack(table.alice, Card.of(13, Suit.TOMES), BLACK_JOKER)
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    assert flipped_cards(message.content) == ["♣ 13 of Tomes", "🃏 Black Joker"]
    assert used_card(message.content) == "🃏 Black Joker"
    assert "Black Joker must be used" in message.content
    assert custom_ids(message) == [f"fb:again:{table.alice.id}:1:-"]


async def test_the_red_joker_may_be_taken_on_a_minus_flip(table: Table) -> None:
    await table.stack(table.alice, Card.of(4, Suit.RAMS), RED_JOKER)
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="-"))
    assert used_card(message.content) == "🃏 Red Joker"
    assert tr("en", "flip-why-red-joker-allowed") in message.content
    assert len([i for i in custom_ids(message) if i.startswith("fb:flip:")]) == 2


async def test_edition_option_and_reshuffle_are_reported(table: Table) -> None:
    deck_cards = await _exhaust_draw_pile(table)
    message = reply(await table.alice.slash(table.channel, "flip", edition="m3e"))
    assert tr("en", "flip-edition-override", edition="M3E") in message.content
    assert tr("en", "flip-reshuffled") in message.content
    assert tr("en", "deck-cut-note") not in message.content  # only M4E lets the opponent cut
    assert deck_cards == 54


async def test_an_m4e_reshuffle_says_the_opponent_may_cut(table: Table) -> None:
    await _exhaust_draw_pile(table)
    message = reply(await table.alice.slash(table.channel, "flip"))
    assert tr("en", "flip-reshuffled") in message.content
    assert tr("en", "deck-cut-note") in message.content


async def _exhaust_draw_pile(table: Table) -> int:
    # A deck whose draw pile is empty: every card already on the discard pile.
    from bot.rules.common.cards import ALL_CARDS
    from bot.rules.common.deck import Deck
    from bot.store import Changes

    deck = Deck(draw=[], discard=list(ALL_CARDS))
    await table.store.commit(
        Changes(decks={(table.channel.id, table.alice.id): deck}, ensure_tables={table.channel.id})
    )
    return len(deck.all_cards())


@pytest.mark.parametrize(
    ("modifiers", "key", "args"),
    [
        ("abc", "error-modifiers-invalid", {"value": "abc"}),
        ("🂡", "error-modifiers-invalid", {"value": "🂡"}),
        ("+x", "error-modifiers-invalid", {"value": "+x"}),
        ("+" * 21, "error-modifiers-too-long", {"max": 20}),
        ("+" * 5000, "error-modifiers-too-long", {"max": 20}),
        ("+999", "error-modifiers-too-many", {"value": "+999", "max": 10}),
        ("-11", "error-modifiers-too-many", {"value": "-11", "max": 10}),
    ],
)
async def test_bad_modifiers_get_a_private_error_and_change_nothing(
    table: Table, modifiers: str, key: str, args: dict[str, object]
) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "flip", modifiers=modifiers)
    assert result.ephemeral
    assert reply(result).content == tr("en", key, **args)
    assert await table.snapshot() == before


@pytest.mark.parametrize("modifiers", ["", "0", "+-", " ++ ", "−", "+3", "-10"])
async def test_unusual_but_valid_modifiers_flip(table: Table, modifiers: str) -> None:
    result = await table.alice.slash(table.channel, "flip", modifiers=modifiers)
    assert not result.ephemeral
    assert 1 <= len(flipped_cards(reply(result).content)) <= 4


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"reason": "x" * 201}, "option-length"),  # Range[str, 1, 200]: Discord refuses it
        ({"reason": ""}, "option-length"),
        ({"edition": "m5e"}, "option-choice"),
        ({"modifiers": 3}, "option-type"),
    ],
)
async def test_discord_refuses_options_outside_their_declared_range(
    table: Table, options: dict[str, object], code: str
) -> None:
    before = await table.snapshot()
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "flip", **options)
    assert raised.value.code == code
    assert await table.snapshot() == before


async def test_reason_accepts_unicode_and_mentions_do_not_ping(table: Table) -> None:
    result = await table.alice.slash(table.channel, "flip", reason="¡Ataque! 攻撃 @everyone <@1>")
    message = reply(result)
    assert "¡Ataque! 攻撃 @everyone <@1>" in message.content
    stored = table.env.backend.messages[table.channel.id][message.id]
    assert stored.ping_user_ids == [] and not stored.mention_everyone


async def test_flips_of_two_players_use_two_decks(table: Table) -> None:
    await table.alice.slash(table.channel, "flip")
    await table.bob.slash(table.channel, "flip")
    alice, bob = await table.deck(table.alice), await table.deck(table.bob)
    assert len(alice.discard) == 1 and len(bob.discard) == 1
    assert len(public_messages(table.channel)) == 2
    assert all(cards_in(m.content) for m in public_messages(table.channel))


async def test_flip_and_table_settings_are_offered_in_direct_messages_but_league_admin_is_not(
    table: Table,
) -> None:
    """Issue 22: a DM (or group DM) is a table that sets its own edition and pace. Issue 26: a
    player joins and follows a league by its code there; organising stays in the server."""
    offered = table.alice.user.available_commands()
    assert "flip" in offered and "roll" in offered and "hand show" in offered
    assert "table game" in offered and "table pace" in offered and "game start" in offered
    assert "league join" in offered and "league standings" in offered
    assert not [name for name in offered if name.startswith("league-admin")]


@pytest.mark.both_stores
async def test_flip_again_flips_with_the_same_modifiers_for_the_same_player_only(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await table.stack(table.alice, Card.of(2, Suit.RAMS), Card.of(6, Suit.CROWS), Card.of(9, Suit.MASKS))
    first = reply(await table.alice.slash(table.channel, "flip", modifiers="--", edition="m3e"))
    again = f"fb:again:{table.alice.id}:-2:m3e"
    assert custom_ids(first) == [again]

    # Someone else: a polite private refusal, no flip.
    before = await table.snapshot()
    refused = await table.bob.click(first, custom_id=again)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-not-your-control", owner=f"<@{table.alice.id}>")
    assert await table.snapshot() == before

    # After a restart the flipper's press flips again: a new public message, −− and M3E rules.
    await simcord_env.restart_bot(await make_bot())
    pressed = await table.alice.click(first, custom_id=again)
    assert not pressed.ephemeral
    second = reply(pressed)
    assert second.id != first.id and len(public_messages(table.channel)) == 2
    assert f"<@{table.alice.id}> flips (−−)" in second.content.splitlines()[0]
    assert tr("en", "flip-edition-override", edition="M3E") in second.content
    assert len(flipped_cards(second.content)) == 3
    assert custom_ids(second) == [again]  # and it can be flipped again in turn
    deck = await table.deck(table.alice)
    assert len(deck.discard) == 6


async def test_a_flip_message_from_before_v2_cards_becomes_a_card_when_switched(
    table: Table, simcord_env: simcord.Env
) -> None:
    # An open choice whose message was written as plain content by an earlier release.
    import discord

    from bot.ui.flip.view import FlipChoiceButton

    await table.stack(table.alice, Card.of(3, Suit.MASKS), Card.of(9, Suit.CROWS))
    reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    pending = await table.store.pending_of_table(table.channel.id)
    flip_id = pending[0].id
    old = discord.ui.View(timeout=None)
    old.add_item(FlipChoiceButton(flip_id, table.alice.id, 0, label="3 of Masks"))
    channel = simcord_env.bot.get_channel(table.channel.id)
    legacy = await channel.send(f"<@{table.alice.id}> flips (+)\nFlipped: …\nCard: ♠ 9 of Crows", view=old)

    result = await table.alice.click(legacy, custom_id=f"fb:flip:{flip_id}:{table.alice.id}:0")
    assert not result.ephemeral and not simcord_env.errors
    stored = simcord_env.backend.get_message(table.channel.id, legacy.id)
    assert stored.content == "" or stored.content is None  # a V2 card has no content
    assert used_card(current_text(table, legacy.id)) == "♦ 3 of Masks"


def current_text(table: Table, message_id: int) -> str:
    return next(m.content for m in table.channel.history() if m.id == message_id)
