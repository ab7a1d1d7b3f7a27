"""The privacy watch itself: it must catch a leak, and tell a leak from a public copy."""

from __future__ import annotations

import logging

import discord
import simcord

from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.cards import card_text
from tests.e2e.helpers import PrivacyWatch, Seen, Table, TableCards, cards_in, find_leaks

FIVE_RAMS = Card.of(5, Suit.RAMS)
KING_TOMES = Card.of(13, Suit.TOMES)
THREE_TOMES = Card.of(3, Suit.TOMES)


def test_cards_in_finds_cards_without_confusing_3_and_13() -> None:
    assert cards_in("Card: ♣ 13 of Tomes") == {KING_TOMES}
    assert cards_in("3 of Tomes, Red Joker and Black Joker") == {THREE_TOMES, RED_JOKER, BLACK_JOKER}
    assert cards_in("no cards, 54 cards in the draw pile") == set()


def test_a_public_message_may_not_show_a_held_card() -> None:
    tables = {1: TableCards(held={FIVE_RAMS: {10}})}
    leak = find_leaks([Seen(1, 100, None, 1, "Flipped: 5 of Rams")], tables)
    assert len(leak) == 1 and "5R held by [10]" in leak[0]


def test_a_public_copy_explains_the_card() -> None:
    # With one deck per player, bob's 5 of Rams may be on the table while alice holds hers.
    tables = {1: TableCards(held={FIVE_RAMS: {10}}, public={FIVE_RAMS})}
    assert find_leaks([Seen(1, 100, None, 1, "Flipped: 5 of Rams")], tables) == []


def test_a_dm_may_show_only_the_readers_own_cards() -> None:
    tables = {1: TableCards(held={FIVE_RAMS: {10}, KING_TOMES: {20}})}
    assert find_leaks([Seen(7, 100, 10, None, "Your hand: 5 of Rams")], tables) == []
    leaks = find_leaks([Seen(7, 101, 10, None, "Your hand: 13 of Tomes")], tables)
    assert len(leaks) == 1 and "shown to user 10" in leaks[0]


def test_a_private_copy_face_up_at_that_table_is_explained_too() -> None:
    # Bob's own discard named to him privately, while alice holds her 5 of Rams of her deck...
    tables = {1: TableCards(held={FIVE_RAMS: {10}}, public={FIVE_RAMS})}
    assert find_leaks([Seen(1, 100, 20, 1, "You discarded 5 of Rams")], tables) == []
    # ...but not a copy face up at another table, nor one shown by DM (no table to explain it).
    tables[2] = TableCards(held={FIVE_RAMS: {10}})
    assert len(find_leaks([Seen(2, 101, 20, 2, "5 of Rams")], tables)) == 1
    assert len(find_leaks([Seen(7, 102, 20, None, "5 of Rams")], tables)) == 1


def test_other_tables_do_not_explain_a_public_card() -> None:
    tables = {1: TableCards(held={FIVE_RAMS: {10}}), 2: TableCards(public={FIVE_RAMS})}
    assert len(find_leaks([Seen(1, 100, None, 1, "5 of Rams")], tables)) == 1


async def test_the_watch_catches_a_real_leak(
    table: Table, simcord_env: simcord.Env, privacy: PrivacyWatch
) -> None:
    await table.alice.slash(table.channel, "hand draw")
    assert privacy.checked >= 2  # the private reply and the DM were inspected
    held = (await table.hand(table.alice))[0]

    channel = simcord_env.bot.get_channel(table.channel.id)
    assert isinstance(channel, discord.TextChannel)
    await channel.send(f"alice holds {card_text(held, 'en')}")  # what the bot must never do
    await privacy.scan()
    assert len(privacy.leaks) == 1 and held.code in privacy.leaks[0]
    privacy.leaks.clear()  # the leak was planted by this test


async def test_the_watch_reads_the_text_of_a_components_v2_card(
    table: Table, simcord_env: simcord.Env, privacy: PrivacyWatch
) -> None:
    # A V2 message has no content: the cards are in TextDisplays inside a Container.
    from bot.ui.common.reply_layout import card_layout

    await table.alice.slash(table.channel, "hand draw")
    hand = await table.hand(table.alice)
    held = hand[0]
    channel = simcord_env.bot.get_channel(table.channel.id)
    assert isinstance(channel, discord.TextChannel)

    # Control: the same card layout naming no held card is no leak.
    free = next(c for c in (FIVE_RAMS, KING_TOMES, THREE_TOMES, RED_JOKER) if c not in hand)
    await channel.send(view=card_layout(f"**Flip**\nCard: {card_text(free, 'en')}"))
    await privacy.scan()
    assert privacy.leaks == []

    await channel.send(view=card_layout(f"**Flip**\nalice holds {card_text(held, 'en')}"))
    await privacy.scan()
    assert len(privacy.leaks) == 1 and held.code in privacy.leaks[0]
    privacy.leaks.clear()  # the leak was planted by this test


def test_a_public_message_may_not_show_cards_put_back_on_top() -> None:
    """Issue 24 §1: cards the table saw, put back face down in that order (an undone reply),
    tell everyone the next flips."""
    top = [FIVE_RAMS, KING_TOMES, THREE_TOMES]
    restored = {1: TableCards(tops={7: top}, tops_before={7: top})}
    leaks = find_leaks([Seen(1, 100, None, 1, "Flipped: 5 of Rams, 13 of Tomes")], restored)
    assert len(leaks) == 1 and "(13T, 5R) went back face down" in leaks[0]
    # The same cards on top after a reshuffle (not before the action), or not on top.
    shuffled = {1: TableCards(tops={7: top}, tops_before={7: [THREE_TOMES, *top]})}
    assert find_leaks([Seen(1, 100, None, 1, "Flipped: 5 of Rams, 13 of Tomes")], shuffled) == []
    assert find_leaks([Seen(1, 101, None, 1, "13 of Tomes, 3 of Tomes")], restored) == []
    # An edit that names no new card (its buttons taken away) shows nothing new.
    edit = Seen(
        1, 100, None, 1, "Flipped: 5 of Rams, 13 of Tomes (closed)", "Flipped: 5 of Rams, 13 of Tomes"
    )
    assert find_leaks([edit], restored) == []
    # One card only (an untouched deck's top is named by chance once in 54), or privately.
    assert find_leaks([Seen(1, 102, None, 1, "5 of Rams")], restored) == []
    assert find_leaks([Seen(1, 103, 10, 1, "5 of Rams, 13 of Tomes")], restored) == []


def test_a_running_games_seed_may_show_nowhere() -> None:
    """Control for the seed watch (docs/fair-deck.md): a message with the first 16 hex digits of
    a running game's seed is a leak, in public or in private; another hex string is not."""
    seed = "0123456789abcdef" * 4
    tables = {1: TableCards(seeds={seed})}
    assert len(find_leaks([Seen(1, 100, None, 1, f"seed {seed}")], tables)) == 1
    assert len(find_leaks([Seen(7, 101, 10, None, f"…{seed[:16]}…")], tables)) == 1
    assert find_leaks([Seen(1, 102, None, 1, "SHA-256 " + "f" * 64)], tables) == []


async def test_the_watch_catches_a_seed_in_a_log_line(
    table: Table, simcord_env: simcord.Env, privacy: PrivacyWatch
) -> None:
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    seed = (await table.deck(table.alice)).fair.seed.hex()
    logging.getLogger("bot").warning("the seed is %s", seed)  # what the bot must never do
    await privacy.scan()
    assert len(privacy.leaks) == 1 and "log line" in privacy.leaks[0]
    privacy.leaks.clear()  # the leak was planted by this test


async def test_the_watch_catches_a_table_decks_seed_until_its_reset(
    table: Table, simcord_env: simcord.Env, privacy: PrivacyWatch
) -> None:
    """Control for the seed watch at a table without a game that opted in (docs/fair-deck.md):
    the seed of a deck's open epoch in a message is a leak; once the reset revealed it, not."""
    await table.mod.slash(table.channel, "table fair_deck", on=True)
    await table.alice.slash(table.channel, "flip")
    seed = (await table.deck(table.alice)).fair.seed.hex()
    channel = simcord_env.bot.get_channel(table.channel.id)
    assert isinstance(channel, discord.TextChannel)
    await channel.send(f"the seed is {seed}")  # what the bot must never do
    await privacy.scan()
    assert len(privacy.leaks) == 1 and "unrevealed Fate Deck seed" in privacy.leaks[0]
    privacy.leaks.clear()  # the leak was planted by this test
    reset = await table.alice.slash(table.channel, "deck reset")
    assert any(seed in str(m.content) for m in reset.followups)  # revealed: no leak any more
    assert privacy.leaks == []
