"""/hand draw|show|discard end to end: private replies, the one DM per table, closed DMs."""

from __future__ import annotations

import pytest
import simcord

from bot.rules.common.cards import Card, Suit
from bot.ui.common.cards import card_name, sorted_for_hand
from bot.ui.common.i18n import tr
from tests.e2e.helpers import (
    Table,
    action_rows,
    cards_in,
    close_dms,
    custom_ids,
    dm_messages,
    public_messages,
    reply,
)


def listed_cards(text: str) -> set[Card]:
    return cards_in(text)


async def set_game(table: Table, game: str) -> None:
    result = await table.mod.slash(table.channel, "table game", game=game)
    assert not result.ephemeral, reply(result).content


async def test_draw_shows_the_hand_privately_and_in_one_dm(table: Table, simcord_env: simcord.Env) -> None:
    result = await table.alice.slash(table.channel, "hand draw")

    assert result.ephemeral
    hand = await table.hand(table.alice)
    assert len(hand) == 7  # M4E hand size
    text = reply(result).content
    assert tr("en", "hand-drew", count=7) in text
    assert listed_cards(text) == set(hand)
    dms = dm_messages(simcord_env, table.alice)
    assert len(dms) == 1
    assert listed_cards(dms[0].content) == set(hand)
    assert public_messages(table.channel) == []


async def test_the_dm_is_edited_in_place_not_sent_again(table: Table, simcord_env: simcord.Env) -> None:
    await table.alice.slash(table.channel, "hand draw")
    first = dm_messages(simcord_env, table.alice)[0]

    again = await table.alice.slash(table.channel, "hand draw")
    assert tr("en", "hand-drew", count=0) in reply(again).content
    shown = await table.alice.slash(table.channel, "hand show")
    assert shown.ephemeral

    dms = dm_messages(simcord_env, table.alice)
    assert [m.id for m in dms] == [first.id]
    assert listed_cards(reply(shown).content) == set(await table.hand(table.alice))


async def test_one_dm_per_table(table: Table, simcord_env: simcord.Env) -> None:
    other = table.guild.create_text_channel("table-2")
    await table.alice.slash(table.channel, "hand draw")
    await table.alice.slash(other, "hand draw")
    dms = dm_messages(simcord_env, table.alice)
    assert len(dms) == 2
    assert f"<#{table.channel.id}>" in dms[0].content and f"<#{other.id}>" in dms[1].content


async def test_show_with_an_empty_hand(table: Table) -> None:
    result = await table.bob.slash(table.channel, "hand show")
    assert result.ephemeral
    assert tr("en", "hand-empty") in reply(result).content


async def test_discard_menu_discards_the_chosen_cards(table: Table, simcord_env: simcord.Env) -> None:
    await table.alice.slash(table.channel, "hand draw")
    hand = sorted_for_hand(await table.hand(table.alice))

    menu = await table.alice.slash(table.channel, "hand discard")
    assert menu.ephemeral
    message = reply(menu)
    options = action_rows(message)[0]["components"][0]["options"]
    assert [o["label"] for o in options] == [card_name(c, "en") for c in hand]

    chosen = [hand[0].code, hand[-1].code]
    await table.alice.select(message, chosen)
    after = await table.hand(table.alice)
    assert len(after) == 5 and hand[0] not in after and hand[-1] not in after
    deck = await table.deck(table.alice)
    assert deck.discard[-2:] == [hand[0], hand[-1]]
    assert listed_cards(dm_messages(simcord_env, table.alice)[0].content) == set(after)
    edited = table.channel.history(viewer=table.alice)[-1]
    assert edited.flags.ephemeral and edited.id == message.id
    assert (
        tr("en", "hand-discarded", count=2, cards=f"{_emoji_name(hand[0])}, {_emoji_name(hand[-1])}")
        in edited.content
    )


def _emoji_name(card: Card) -> str:
    from bot.ui.common.cards import card_text

    return card_text(card, "en")


async def test_discard_with_an_empty_hand_is_a_private_error(table: Table) -> None:
    await table.alice.slash(table.channel, "hand show")  # the deck is created on first use
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "hand discard")
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-hand-empty")
    assert await table.snapshot() == before


async def test_soulstone_draw_is_refused_in_m4e(table: Table) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "hand draw", soulstone=True)
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-hand-soulstone-not-in-edition", edition="m4e")
    assert await table.snapshot() == before


async def test_soulstone_draw_in_m3e_then_discard_back_down(table: Table) -> None:
    await set_game(table, "m3e")
    result = await table.alice.slash(table.channel, "hand draw", soulstone=True)
    hand = await table.hand(table.alice)
    assert len(hand) == 8  # 6 + 2 extra
    message = reply(result)
    assert tr("en", "hand-must-discard", count=2) in message.content
    menu = action_rows(message)[0]["components"][0]
    assert menu["min_values"] == menu["max_values"] == 2

    with pytest.raises(simcord.SetupError):  # the client does not let you pick only one
        await table.alice.select(message, [hand[0].code])

    await table.alice.select(message, [hand[0].code, hand[1].code])
    assert len(await table.hand(table.alice)) == 6


async def test_closed_dms_get_an_ephemeral_note_and_hand_show_still_works(
    table: Table, simcord_env: simcord.Env
) -> None:
    close_dms(simcord_env, table.alice)

    result = await table.alice.slash(table.channel, "hand draw")
    text = reply(result).content
    assert result.ephemeral
    assert tr("en", "hand-dm-closed") in text
    assert listed_cards(text) == set(await table.hand(table.alice))
    assert dm_messages(simcord_env, table.alice) == []

    shown = await table.alice.slash(table.channel, "hand show")
    assert shown.ephemeral and tr("en", "hand-dm-closed") in reply(shown).content
    assert len(listed_cards(reply(shown).content)) == 7


async def test_a_failing_dm_is_not_an_error(table: Table, simcord_env: simcord.Env) -> None:
    dm_channel = table.alice.user.dm_channel
    simcord_env.inject_error("POST", f"/channels/{dm_channel.id}/messages", status=500, times=1)
    result = await table.alice.slash(table.channel, "hand draw")
    assert tr("en", "hand-dm-failed") in reply(result).content
    # The next hand command sends it.
    await table.alice.slash(table.channel, "hand show")
    assert len(dm_messages(simcord_env, table.alice)) == 1


async def test_soulstone_option_must_be_a_boolean(table: Table) -> None:
    with pytest.raises(simcord.OptionError):
        await table.alice.slash(table.channel, "hand draw", soulstone="yes")


async def test_hands_of_two_players_stay_apart(table: Table, simcord_env: simcord.Env) -> None:
    await table.alice.slash(table.channel, "hand draw")
    await table.bob.slash(table.channel, "hand draw")
    await table.alice.slash(table.channel, "flip", modifiers="++")
    await table.bob.slash(table.channel, "deck status")
    alice, bob = await table.hand(table.alice), await table.hand(table.bob)
    assert len(alice) == len(bob) == 7
    assert listed_cards(dm_messages(simcord_env, table.bob)[0].content) == set(bob)


async def test_a_stacked_hand_is_listed_in_value_order(table: Table) -> None:
    held = [Card.of(12, Suit.TOMES), Card.of(1, Suit.RAMS), Card.of(7, Suit.MASKS)]
    await table.stack(table.alice, hand=held)
    text = reply(await table.alice.slash(table.channel, "hand show")).content
    assert text.index("1 of Rams") < text.index("7 of Masks") < text.index("12 of Tomes")


async def test_a_hand_never_grows_past_the_hand_size_and_a_soulstone_draw_ends_with_its_discard(
    table: Table,
) -> None:
    """Issue 24 §4: 26 soulstone draws made a 54-card hand. A soulstone draw ends only with the
    discard back to the hand size: another one, or a cheat, waits for it."""
    await set_game(table, "m3e")
    first = await table.alice.slash(table.channel, "hand draw", soulstone=True)
    assert len(await table.hand(table.alice)) == 8

    before = await table.snapshot()
    for _ in range(3):
        again = await table.alice.slash(table.channel, "hand draw", soulstone=True)
        assert again.ephemeral
        assert reply(again).content == tr("en", "error-hand-discard-first", count=2, size=6)
    assert await table.snapshot() == before
    # A plain draw draws nothing and asks for the same two cards.
    plain = await table.alice.slash(table.channel, "hand draw")
    assert len(await table.hand(table.alice)) == 8
    assert tr("en", "hand-must-discard", count=2) in reply(plain).content
    shown = await table.alice.slash(table.channel, "hand show")
    menu = action_rows(reply(shown))[0]["components"][0]
    assert menu["min_values"] == menu["max_values"] == 2

    # Cheating waits for the discard: Alice's duel reaches its cheat window with 8 cards in hand.
    hand = await table.hand(table.alice)
    duel = reply(await table.alice.slash(table.channel, "duel simple", stat=4, tn=15))
    cheat = next(i for i in custom_ids(duel) if i.endswith(":cheat"))
    opened = await table.alice.click(duel, custom_id=cheat)
    refused = await table.alice.select(reply(opened), [hand[0].code])
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-hand-discard-first", count=2, size=6)
    assert len(await table.hand(table.alice)) == 8

    # The discard ends the soulstone draw; then the next one works, and the hand is back to 6.
    await table.alice.select(reply(first), [hand[0].code, hand[1].code])
    assert len(await table.hand(table.alice)) == 6
    again = await table.alice.slash(table.channel, "hand draw", soulstone=True)
    assert tr("en", "hand-must-discard", count=2) in reply(again).content
    assert len(await table.hand(table.alice)) == 8
