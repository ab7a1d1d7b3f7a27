"""/deck status|shuffle|reset end to end, including moderators, bots and the shared deck."""

from __future__ import annotations

import pytest
import simcord

from bot.rules.common.cards import Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, cards_in, dm_messages, public_messages, reply


async def test_status_shows_counts_and_discard_piles_never_hands(table: Table) -> None:
    await table.stack(table.alice, Card.of(5, Suit.RAMS), Card.of(13, Suit.TOMES))
    await table.alice.slash(table.channel, "flip", modifiers="+")
    await table.alice.slash(table.channel, "hand draw")
    await table.bob.slash(table.channel, "hand draw")

    result = await table.mod.slash(table.channel, "deck status")
    text = reply(result).content
    assert not result.ephemeral
    assert f"<@{table.alice.id}>" in text and f"<@{table.bob.id}>" in text
    assert "draw pile 45, discard pile 2" in text  # alice: 54 - 2 flipped - 7 in hand
    assert "♣ 13 of Tomes, ♥ 5 of Rams" in text  # newest first
    assert tr("en", "deck-hand-count", player=f"<@{table.bob.id}>", count=7) in text


async def test_status_of_a_new_table(table: Table) -> None:
    text = reply(await table.alice.slash(table.channel, "deck status")).content
    assert tr("en", "deck-status-empty") in text


async def test_shuffle_returns_the_discard_pile(table: Table) -> None:
    await table.alice.slash(table.channel, "flip", modifiers="++")
    await table.alice.slash(table.channel, "hand draw")
    result = await table.alice.slash(table.channel, "deck shuffle")
    assert not result.ephemeral
    shuffled = tr("en", "deck-shuffled", player=f"<@{table.alice.id}>", draw=47)
    # The default edition is M4E, where the opponent may cut a shuffled deck: the reply says so.
    assert reply(result).content == f"{shuffled}\n{tr('en', 'deck-cut-note')}"
    deck = await table.deck(table.alice)
    assert deck.discard == [] and len(deck.draw) == 47 and deck.is_complete()


async def test_shuffle_in_m3e_has_no_cut_note(table: Table) -> None:
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.alice.slash(table.channel, "flip", modifiers="+")
    result = await table.alice.slash(table.channel, "deck shuffle")
    assert reply(result).content == tr("en", "deck-shuffled", player=f"<@{table.alice.id}>", draw=54)


async def test_reset_own_deck_returns_the_hand_and_empties_the_dm(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.alice.slash(table.channel, "hand draw")
    result = await table.alice.slash(table.channel, "deck reset")
    assert not result.ephemeral
    assert reply(result).content == tr(
        "en", "deck-reset-self", target=f"<@{table.alice.id}>", by=f"<@{table.alice.id}>", returned=7
    )
    deck = await table.deck(table.alice)
    assert len(deck.draw) == 54 and deck.hand(table.alice.id) == []
    dms = dm_messages(simcord_env, table.alice)
    assert len(dms) == 1 and "is empty" in dms[0].content


async def test_only_a_moderator_may_reset_another_players_deck(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.bob.slash(table.channel, "hand draw")
    before = await table.snapshot()

    refused = await table.alice.slash(table.channel, "deck reset", player=table.bob)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-not-moderator")
    assert await table.snapshot() == before

    done = await table.mod.slash(table.channel, "deck reset", player=table.bob)
    assert not done.ephemeral
    assert f"<@{table.mod.id}> reset <@{table.bob.id}>'s Fate Deck" in reply(done).content
    assert await table.hand(table.bob) == []
    assert "is empty" in dm_messages(simcord_env, table.bob)[0].content


async def test_resetting_someone_without_a_dm_sends_them_nothing(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.stack(table.bob, hand=[Card.of(2, Suit.MASKS)])
    await table.mod.slash(table.channel, "deck reset", player=table.bob)
    assert dm_messages(simcord_env, table.bob) == []


@pytest.mark.parametrize("who", ["robot", "mod_self"])
async def test_reset_target_edge_cases(table: Table, who: str) -> None:
    if who == "robot":
        before = await table.snapshot()
        result = await table.mod.slash(table.channel, "deck reset", player=table.robot)
        assert result.ephemeral
        assert reply(result).content == tr("en", "error-player-is-bot", player=f"<@{table.robot.id}>")
        assert await table.snapshot() == before
    else:  # naming yourself is an ordinary reset of your own deck
        result = await table.mod.slash(table.channel, "deck reset", player=table.mod)
        assert "has a fresh 54-card Fate Deck" in reply(result).content


async def test_reset_of_a_user_who_left_the_server(table: Table) -> None:
    stranger = table.env.create_user("stranger")
    before = await table.snapshot()
    result = await table.mod.slash(table.channel, "deck reset", player=stranger)
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-option-not-member", user=stranger.mention)
    assert await table.snapshot() == before


async def test_shared_deck_flips_and_moderator_reset(table: Table) -> None:
    result = await table.mod.slash(table.channel, "table deck", mode="shared")
    assert not result.ephemeral
    await table.alice.slash(table.channel, "flip")
    await table.bob.slash(table.channel, "flip")
    await table.bob.slash(table.channel, "hand draw")
    shared = await table.store.deck(table.channel.id, 0)
    assert len(shared.discard) == 2 and len(shared.hand(table.bob.id)) == 7
    assert await table.deck(table.alice) is None

    status = reply(await table.alice.slash(table.channel, "deck status")).content
    assert tr("en", "deck-shared-owner") in status

    # A player's own reset in shared mode returns their hand only.
    own = await table.bob.slash(table.channel, "deck reset")
    assert "shuffled face down into the shared draw pile" in reply(own).content
    # A moderator resets the whole shared deck.
    whole = await table.mod.slash(table.channel, "deck reset")
    assert reply(whole).content.startswith(f"<@{table.mod.id}> reset the shared Fate Deck")
    shared = await table.store.deck(table.channel.id, 0)
    assert len(shared.draw) == 54


@pytest.mark.parametrize("by_moderator", [True, False], ids=["moderator-resets-bob", "bob-resets-himself"])
async def test_a_shared_reset_shuffles_the_hand_face_down(
    table: Table, simcord_env: simcord.Env, by_moderator: bool
) -> None:
    """Issue 24 §1: a hand returned by a reset never becomes public (never on the discard pile,
    never listed by /deck status); it is shuffled into the draw pile, and the reply says so."""
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await table.alice.slash(table.channel, "flip")
    await table.bob.slash(table.channel, "hand draw")
    held = await table.hand(table.bob)
    before = await table.store.deck(table.channel.id, 0)
    assert len(held) == 7 and len(before.discard) == 1

    if by_moderator:
        result = await table.mod.slash(table.channel, "deck reset", player=table.bob)
    else:
        result = await table.bob.slash(table.channel, "deck reset")
    assert not result.ephemeral
    assert reply(result).content == tr(
        "en", "deck-reset-shared-hand", target=f"<@{table.bob.id}>", returned=7
    )
    assert not cards_in(reply(result).content)
    shared = await table.store.deck(table.channel.id, 0)
    assert shared.discard == before.discard  # the flip's card only
    assert set(held) <= set(shared.draw) and shared.hand(table.bob.id) == []
    assert shared.is_complete()
    assert "is empty" in dm_messages(simcord_env, table.bob)[-1].content

    status = reply(await table.alice.slash(table.channel, "deck status")).content
    assert not cards_in(status) & set(held)


async def test_deck_commands_post_nothing_on_refusal(table: Table) -> None:
    await table.alice.slash(table.channel, "deck reset", player=table.bob)
    assert public_messages(table.channel) == []


async def test_a_whole_shared_deck_reset_empties_every_holders_dm(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await table.alice.slash(table.channel, "hand draw")
    await table.bob.slash(table.channel, "hand draw")
    assert "is empty" not in dm_messages(simcord_env, table.bob)[-1].content

    whole = await table.mod.slash(table.channel, "deck reset")
    assert not whole.ephemeral
    for player in (table.alice, table.bob):
        dms = dm_messages(simcord_env, player)
        assert len(dms) == 1, "the existing DM is edited, not a new one sent"
        assert "is empty" in dms[0].content
    # The moderator held no cards: no DM is sent to them.
    assert dm_messages(simcord_env, table.mod) == []
