"""/duel simple and /duel opposed end to end: every step through buttons, menus and forms.

Opposed duels with cheating in M2E, M3E and M4E; simple duels with TN suits, soulstones and
empower; relenting; other players pressing someone's controls; bad input for every option;
a restart in the middle of a duel; expiry. The privacy watch (autouse) checks every test.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, action_rows, close_dms, custom_ids, dm_messages, public_messages, reply

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


# -- helpers (also used by the other duel-like tests) -----------------------------------------


async def set_game(table: Table, game: str) -> None:
    result = await table.mod.slash(table.channel, "table game", game=game)
    assert not result.ephemeral, reply(result).content


def current(table: Table, message_id: int, channel: simcord.ChannelHandle | None = None) -> discord.Message:
    """The message as it is now (after edits)."""
    for message in (channel or table.channel).history():
        if message.id == message_id:
            return message
    raise AssertionError(f"message {message_id} is gone")


def labelled(text: str, label: str) -> list[str]:
    """Every value of a labelled line (`Flipped:`, `Card:`, `Total:`, `Result:`), in order."""
    return [m.group(1) for m in re.finditer(rf"^{label}: (.+)$", text, re.MULTILINE)]


def ids_ending(message: Any, suffix: str) -> str:
    found = [i for i in custom_ids(message) if i.endswith(suffix)]
    assert len(found) == 1, (suffix, custom_ids(message))
    return found[0]


async def press(table: Table, who: MemberActor, message_id: int, suffix: str) -> simcord.InteractionResult:
    """Press the button whose custom id ends with ``suffix`` on the current public message."""
    message = current(table, message_id)
    return await who.click(message, custom_id=ids_ending(message, suffix))


async def choose(table: Table, who: MemberActor, message_id: int, label: str) -> simcord.InteractionResult:
    return await who.click(current(table, message_id), label=label)


async def cheat(table: Table, who: MemberActor, message_id: int, value: str) -> simcord.InteractionResult:
    """Open the private cheat menu and pick ``value`` (a card code, `RJ.<suit letter>` or `skip`)."""
    opened = await press(table, who, message_id, ":cheat")
    assert opened.ephemeral
    menu = reply(opened)
    return await who.select(menu, [value])


def menu_values(message: Any) -> list[str]:
    return [
        o["value"] for row in action_rows(message) for c in row["components"] for o in c.get("options", [])
    ]


async def totals_are_54(table: Table, *players: MemberActor) -> None:
    for player in players:
        deck = await table.deck(player)
        assert deck is not None and deck.is_complete()


# -- simple duels -----------------------------------------------------------------------------


async def test_simple_duel_reports_flipped_card_total_and_result(table: Table) -> None:
    await table.stack(table.alice, card(7, R))

    result = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, suit="rams")

    assert not result.ephemeral
    text = reply(result).content
    assert labelled(text, "Flipped") == ["♥ 7 of Rams"]
    assert labelled(text, "Card") == ["♥ 7 of Rams"]
    assert labelled(text, "Total") == ["12 (♥ Rams)"]
    assert labelled(text, "Result") == ["Success — 12 against TN 10 (margin 2)"]
    assert text.splitlines()[0] == "**✅ Success · 12 vs TN 10 · margin 2**"  # the outcome leads
    assert "TN 10 with ♥ Rams" in text
    assert tr("en", "duel-raises", who=table.alice.mention, raises=0) in text  # M4E shows raises
    assert custom_ids(reply(result)) == []  # one card, empty hand: nothing left to decide
    deck = await table.deck(table.alice)
    assert deck.in_play == [] and deck.discard == [card(7, R)]
    assert await table.store.pending_of_table(table.channel.id) == []


async def test_simple_duel_fails_without_the_tn_suit_or_below_the_tn(table: Table) -> None:
    await table.stack(table.alice, card(7, R), card(3, M))
    missing = reply(await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, suit="♦ ♥")).content
    assert labelled(missing, "Result") == ["Failure — 12 against TN 10, but the total lacks ♦ Masks."]

    short = reply(await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)).content
    assert labelled(short, "Total") == ["8 (♦ Masks)"]
    assert labelled(short, "Result") == ["Failure — 8 against TN 10 (short by 2)"]
    assert "Raises" not in short


async def test_simple_duel_with_a_choice_then_a_private_cheat(table: Table, simcord_env: simcord.Env) -> None:
    await table.stack(table.alice, card(3, R), card(9, C), hand=[card(12, T), card(5, M)])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=4, tn=15, modifiers="+"))
    assert labelled(message.content, "Flipped") == ["♥ 3 of Rams, ♠ 9 of Crows"]
    assert tr("en", "duel-waiting-choose", who=table.alice.mention) in message.content

    # Someone else pressing the flipper's button: a polite private refusal, nothing changes.
    before = await table.snapshot()
    refused = await choose(table, table.bob, message.id, "9 of Crows")
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.alice.mention)
    assert await table.snapshot() == before

    await choose(table, table.alice, message.id, "9 of Crows")
    text = current(table, message.id).content
    assert labelled(text, "Card") == ["♠ 9 of Crows"]
    assert labelled(text, "Total") == ["13 (♠ Crows)"]
    assert tr("en", "duel-waiting-cheat", who=table.alice.mention) in text
    assert "12 of Tomes" not in text and "5 of Masks" not in text  # the hand stays private

    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral
    assert menu_values(reply(opened)) == ["5M", "12T", "skip"]
    picked = await table.alice.select(reply(opened), ["12T"])
    assert tr("en", "duel-cheated") in reply(picked).content

    done = current(table, message.id)
    assert labelled(done.content, "Card") == ["♣ 12 of Tomes — cheated in, replacing ♠ 9 of Crows"]
    assert labelled(done.content, "Total") == ["16 (♣ Tomes)"]
    assert labelled(done.content, "Result") == ["Success — 16 against TN 15 (margin 1)"]
    assert custom_ids(done) == []
    assert await table.hand(table.alice) == [card(5, M)]
    assert "5 of Masks" in dm_messages(simcord_env, table.alice)[-1].content
    deck = await table.deck(table.alice)
    assert deck.in_play == [] and set(deck.discard) == {card(3, R), card(9, C), card(12, T)}


async def test_keeping_the_card_from_the_cheat_menu(table: Table) -> None:
    await table.stack(table.alice, card(8, T), hand=[card(1, R)])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=12))
    kept = await cheat(table, table.alice, message.id, "skip")
    assert reply(kept).content == tr("en", "duel-kept")
    text = current(table, message.id).content
    assert tr("en", "duel-kept-card", who=table.alice.mention) in text
    assert labelled(text, "Result") == ["Failure — 10 against TN 12 (short by 2)"]
    assert await table.hand(table.alice) == [card(1, R)]


async def test_m3e_negative_flip_cannot_be_cheated_but_m4e_can(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(10, R), card(4, C), hand=[card(13, T)])
    text = reply(await table.alice.slash(table.channel, "duel simple", stat=3, tn=6, modifiers="-")).content
    assert labelled(text, "Card") == ["♠ 4 of Crows"]
    assert (
        tr("en", "duel-cannot-cheat", who=table.alice.mention, reason=tr("en", "duel-block-negative-flip"))
        in text
    )
    assert labelled(text, "Result") == ["Success — 7 against TN 6 (margin 1)"]

    await table.stack(table.alice, card(10, R), card(4, C), hand=[card(13, T)])
    message = reply(
        await table.alice.slash(table.channel, "duel simple", stat=3, tn=6, modifiers="-", edition="m4e")
    )
    assert "(M4E)" in message.content
    assert tr("en", "duel-waiting-cheat", who=table.alice.mention) in message.content
    await cheat(table, table.alice, message.id, "13T")
    assert labelled(current(table, message.id).content, "Total") == ["16 (♣ Tomes)"]


async def test_the_black_joker_blocks_cheating(table: Table) -> None:
    await table.stack(table.alice, BLACK_JOKER, hand=[card(13, T)])
    text = reply(await table.alice.slash(table.channel, "duel simple", stat=5, tn=5)).content
    assert labelled(text, "Card") == ["🃏 Black Joker"]
    assert tr("en", "duel-block-black-joker") in text
    assert labelled(text, "Total") == [f"5 ({tr('en', 'duel-no-suit')})"]


async def test_soulstones_by_edition(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(2, R), card(11, C))
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=1, tn=10, soulstone="plus"))
    assert tr("en", "duel-boost-plus") in message.content
    assert labelled(message.content, "Flipped") == ["♥ 2 of Rams, ♠ 11 of Crows"]
    await choose(table, table.alice, message.id, "11 of Crows")
    assert labelled(current(table, message.id).content, "Result") == ["Success — 12 against TN 10 (margin 2)"]

    # M3E: one soulstone per duel, so + and a suit together are refused and change nothing.
    before = await table.snapshot()
    refused = await table.alice.slash(table.channel, "duel simple", stat=1, tn=10, soulstone="plus-rams")
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-boost-one-soulstone", edition="m3e")
    assert await table.snapshot() == before

    # M2E allows both: + to the flip and the suit in the total.
    await table.stack(table.alice, card(2, M), card(9, T))
    message = reply(
        await table.alice.slash(
            table.channel, "duel simple", stat=1, tn=10, suit="rams", soulstone="plus-rams", edition="m2e"
        )
    )
    await choose(table, table.alice, message.id, "9 of Tomes")
    text = current(table, message.id).content
    assert labelled(text, "Total") == ["10 (♥ Rams, ♣ Tomes)"]
    assert labelled(text, "Result") == ["Success — 10 against TN 10 (margin 0)"]

    # M4E has no soulstones in duels.
    refused = await table.alice.slash(
        table.channel, "duel simple", stat=1, tn=10, soulstone="rams", edition="m4e"
    )
    assert reply(refused).content == tr("en", "error-boost-soulstone-not-in-edition", edition="m4e")


async def test_m4e_empower_is_picked_privately_before_the_flip(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.stack(table.alice, card(7, R), card(10, C), hand=[card(3, M), card(9, C), card(12, T)])
    offered = await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, suit="masks", empower=True)
    assert offered.ephemeral
    menu = reply(offered)
    assert menu_values(menu) == ["3M", "skip"]  # only cards of value 5 or less
    assert public_messages(table.channel) == []

    # Bob cannot use Alice's private menu (he cannot even see it).
    with pytest.raises(simcord.SetupError):
        await table.bob.select(menu, ["3M"])

    picked = await table.alice.select(menu, ["3M"])
    assert tr("en", "duel-empowered") in reply(picked).content
    duel = public_messages(table.channel)[-1]
    assert tr("en", "duel-boost-empower", card=card_text(card(3, M), "en"), suit="♦ Masks") in duel.content
    assert labelled(duel.content, "Flipped") == ["♥ 7 of Rams, ♠ 10 of Crows"]  # empower gives a +
    assert await table.hand(table.alice) == [card(9, C), card(12, T)]
    assert "3 of Masks" not in dm_messages(simcord_env, table.alice)[-1].content

    await choose(table, table.alice, duel.id, "7 of Rams")
    text = current(table, duel.id).content
    assert labelled(text, "Total") == ["9 (♥ Rams, ♦ Masks)"]
    await press(table, table.alice, duel.id, ":keep")
    assert labelled(current(table, duel.id).content, "Result") == ["Success — 9 against TN 9 (margin 0)"]
    await totals_are_54(table, table.alice)


async def test_empower_refusals(table: Table) -> None:
    await table.stack(table.alice, card(7, R), hand=[card(9, C)])
    before = await table.snapshot()
    none = await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True)
    assert reply(none).content == tr("en", "duel-error-no-empower-card", max=5)
    m3e = await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True, edition="m3e")
    assert reply(m3e).content == tr("en", "error-boost-empower-not-in-edition", edition="m3e")
    both = await table.alice.slash(table.channel, "duel simple", stat=2, tn=9, empower=True, soulstone="plus")
    assert reply(both).content == tr("en", "error-boost-empower-exclusive")
    assert await table.snapshot() == before


async def test_red_joker_suit_is_chosen_by_its_owner(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, RED_JOKER)
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=0, tn=14, suit="masks"))
    labels = [c["label"] for row in action_rows(message) for c in row["components"]]
    assert labels == [f"Red Joker as {s}" for s in ("Rams", "Crows", "Masks", "Tomes")]
    assert tr("en", "duel-waiting-red-joker", who=table.alice.mention) in message.content
    await choose(table, table.alice, message.id, "Red Joker as Masks")
    text = current(table, message.id).content
    assert labelled(text, "Card") == ["🃏 Red Joker (as ♦ Masks)"]
    assert labelled(text, "Result") == ["Success — 14 against TN 14 (margin 0)"]

    # M4E: the Red Joker may also have no suit, and it adds a raise.
    await table.stack(table.alice, RED_JOKER)
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=1, tn=10, edition="m4e"))
    labels = [c["label"] for row in action_rows(message) for c in row["components"]]
    assert labels[-1] == "Red Joker as no suit"
    await choose(table, table.alice, message.id, "Red Joker as no suit")
    text = current(table, message.id).content
    assert labelled(text, "Total") == ["15 (no suit)"]
    assert tr("en", "duel-raises", who=table.alice.mention, raises=2) in text


# -- opposed duels with cheating in every edition -----------------------------------------------


async def test_m2e_opposed_duel_defender_declares_first_then_both_cheat(
    table: Table, simcord_env: simcord.Env
) -> None:
    await set_game(table, "m2e")
    await table.stack(table.alice, card(7, R), hand=[card(12, T), card(2, C)])
    await table.stack(table.bob, card(9, M), hand=[card(13, M), card(1, T)])

    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5))
    assert tr("en", "duel-waiting-resister-stat", who=table.bob.mention) in message.content
    assert tr("en", "duel-waiting-relent") not in message.content  # no relenting in M2E

    form = await press(table, table.bob, message.id, ":form")
    assert form.modal is not None and form.modal["title"] == tr("en", "duel-form-title")
    await table.bob.submit_modal(form, {"stat": "4", "modifiers": ""})
    text = current(table, message.id).content
    assert tr("en", "duel-waiting-initiator-boost", who=table.alice.mention) in text
    assert "Flipped" not in text

    await press(table, table.alice, message.id, ":noboost")
    text = current(table, message.id).content
    assert labelled(text, "Total") == ["12 (♥ Rams)", "13 (♦ Masks)"]
    # The lower total cheats first: Alice.
    assert tr("en", "duel-waiting-cheat", who=table.alice.mention) in text
    refused = await press(table, table.bob, message.id, ":keep")
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.alice.mention)

    await cheat(table, table.alice, message.id, "12T")
    text = current(table, message.id).content
    assert labelled(text, "Card")[0] == "♣ 12 of Tomes — cheated in, replacing ♥ 7 of Rams"
    assert tr("en", "duel-waiting-cheat", who=table.bob.mention) in text
    await cheat(table, table.bob, message.id, "13M")

    done = current(table, message.id)
    assert labelled(done.content, "Total") == ["17 (♣ Tomes)", "17 (♦ Masks)"]
    assert labelled(done.content, "Result") == [
        f"Success — {table.alice.mention} wins, 17 against 17 (margin 0)"
    ]
    assert tr("en", "duel-damage-modifier", modifiers="−−") in done.content
    assert custom_ids(done) == []
    assert await table.hand(table.alice) == [card(2, C)] and await table.hand(table.bob) == [card(1, T)]
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


async def test_m2e_attacker_soulstone_after_the_defender(table: Table) -> None:
    await set_game(table, "m2e")
    await table.stack(table.alice, card(3, R), card(12, C))
    await table.stack(table.bob, card(4, M), card(5, M))
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    select = ids_ending(message, ":a")
    await table.bob.select(current(table, message.id), ["plus"], custom_id=select)
    assert (
        tr("en", "duel-waiting-initiator-boost", who=table.alice.mention)
        in current(table, message.id).content
    )
    await table.alice.select(current(table, message.id), ["plus-crows"])
    text = current(table, message.id).content
    assert tr("en", "duel-boost-plus-and-suit", suit="♠ Crows") in text
    assert tr("en", "duel-boost-plus") in text
    await choose(table, table.alice, message.id, "12 of Crows")
    await choose(table, table.bob, message.id, "5 of Masks")
    done = current(table, message.id).content
    assert labelled(done, "Total") == ["17 (♠ Crows)", "10 (♦ Masks)"]
    assert labelled(done, "Result") == [f"Success — {table.alice.mention} wins, 17 against 10 (margin 7)"]
    assert done.splitlines()[0] == f"**🏆 {table.alice.mention} wins · 17 vs 10 · margin 7 · damage flip −**"
    # margin 6-10: no modifier; the defender's + soulstone puts a − on the damage flip (M2E).
    assert tr("en", "duel-damage-modifier", modifiers="−") in done


async def test_m3e_opposed_duel_with_a_choice_a_soulstone_and_two_cheats(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(4, R), card(10, T), hand=[card(11, R)])
    await table.stack(table.bob, card(8, M), hand=[card(13, C), card(5, R)])

    message = reply(
        await table.alice.slash(
            table.channel, "duel opposed", opponent=table.bob, stat=5, modifiers="+", opponent_stat=6
        )
    )
    assert tr("en", "duel-waiting-resister", who=table.bob.mention) in message.content
    # The resister accepts with a soulstone for a suit, in one go (the stat was given).
    select = ids_ending(message, ":a")
    await table.bob.select(current(table, message.id), ["rams"], custom_id=select)
    text = current(table, message.id).content
    assert tr("en", "duel-boost-suit", suit="♥ Rams") in text
    assert tr("en", "duel-waiting-choose", who=table.alice.mention) in text

    await choose(table, table.alice, message.id, "10 of Tomes")
    text = current(table, message.id).content
    assert labelled(text, "Total") == ["15 (♣ Tomes)", "14 (♥ Rams, ♦ Masks)"]
    assert tr("en", "duel-waiting-cheat", who=table.bob.mention) in text  # lower total first

    await cheat(table, table.bob, message.id, "13C")
    await cheat(table, table.alice, message.id, "11R")
    done = current(table, message.id).content
    assert labelled(done, "Total") == ["16 (♥ Rams)", "19 (♥ Rams, ♠ Crows)"]
    assert labelled(done, "Result") == [f"Failure — {table.bob.mention} wins, 16 against 19 (margin 3)"]
    assert done.splitlines()[0] == f"**🏆 {table.bob.mention} wins · 16 vs 19 · margin 3**"
    assert tr("en", "duel-no-damage-flip") in done
    assert "5 of Rams" not in done  # Bob's remaining hand card never shows
    await totals_are_54(table, table.alice, table.bob)


async def test_m4e_opposed_duel_with_empower_by_the_resister_and_cheats(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.stack(table.alice, card(9, R), hand=[card(13, T)])
    await table.stack(table.bob, card(6, M), card(11, T), hand=[card(2, C), card(12, M)])
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=6))
    assert tr("en", "duel-waiting-relent") not in message.content  # an enemy never relents
    assert not [i for i in custom_ids(message) if i.endswith(":relent")]

    offered = await press(table, table.bob, message.id, ":empower")
    assert offered.ephemeral and menu_values(reply(offered)) == ["2C", "skip"]
    form = await table.bob.select(reply(offered), ["2C"])
    assert form.modal is not None  # the stat is still needed
    await table.bob.submit_modal(form, {"stat": "5"})
    text = current(table, message.id).content
    assert tr("en", "duel-boost-empower", card=card_text(card(2, C), "en"), suit="♠ Crows") in text
    assert await table.hand(table.bob) == [card(12, M)]

    await choose(table, table.bob, message.id, "11 of Tomes")
    text = current(table, message.id).content
    assert labelled(text, "Total") == ["15 (♥ Rams)", "16 (♠ Crows, ♣ Tomes)"]
    await cheat(table, table.alice, message.id, "13T")  # lower total first
    await cheat(table, table.bob, message.id, "12M")
    done = current(table, message.id).content
    assert labelled(done, "Total") == ["19 (♣ Tomes)", "17 (♠ Crows, ♦ Masks)"]
    assert labelled(done, "Result") == [f"Success — {table.alice.mention} wins, 19 against 17 (margin 2)"]
    assert tr("en", "duel-raises", who=table.alice.mention, raises=0) in done
    assert "Damage flip" not in done
    assert dm_messages(simcord_env, table.bob)[-1].content.count("•") == 0  # Bob's hand is empty now
    await totals_are_54(table, table.alice, table.bob)


async def test_m4e_tie_resister_cheats_first_and_reduces_damage(table: Table) -> None:
    await table.stack(table.alice, card(10, R), hand=[card(1, C)])
    await table.stack(table.bob, card(10, M), hand=[card(1, M)])
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    await press(table, table.bob, message.id, ":accept")
    text = current(table, message.id).content
    assert tr("en", "duel-waiting-cheat", who=table.bob.mention) in text  # a tie: the resister first
    await press(table, table.bob, message.id, ":keep")
    await press(table, table.alice, message.id, ":keep")
    done = current(table, message.id).content
    assert labelled(done, "Result") == [f"Success — {table.alice.mention} wins, 15 against 15 (margin 0)"]
    assert tr("en", "duel-tie-reduction", who=table.bob.mention, amount=1) in done


async def test_relent_in_m4e_and_m3e(table: Table) -> None:
    """Seed 003: "Relent: Ha egy modell egy baráti egységet céloz, a játékos dönthet úgy, hogy a
    célpont hagyja magát" (when a model targets a friendly model, the player may let the target
    relent): a player duels their own model, and that target relents."""
    await table.stack(table.alice, card(8, R))
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.alice, stat=4))
    assert tr("en", "duel-waiting-relent") in message.content
    await press(table, table.alice, message.id, ":relent")
    done = current(table, message.id).content
    assert tr("en", "duel-side-relented", who=table.alice.mention) in done
    assert labelled(done, "Total") == ["12 (♥ Rams)", "12 (no suit)"]
    assert labelled(done, "Result") == [f"Success — {table.alice.mention} wins, 12 against 12 (margin 0)"]
    assert tr("en", "duel-tie-reduction", who=table.alice.mention, amount=1) in done

    await set_game(table, "m3e")
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.alice, stat=4))
    before = await table.deck(table.alice)
    await press(table, table.alice, message.id, ":relent")
    done = current(table, message.id).content
    assert "Flipped" not in done  # M3E: nobody flips
    assert labelled(done, "Result") == [
        tr("en", "duel-result-relented", who=table.alice.mention, opponent=table.alice.mention).removeprefix(
            "Result: "
        )
    ]
    assert (await table.deck(table.alice)).draw == before.draw


async def test_an_enemy_never_relents(table: Table) -> None:
    """Relent is for a friendly target only: against another player's model there is no relent
    button (the play layer refuses it too: tests/play/duel/test_duels.py)."""
    for edition in ("m4e", "m3e"):
        await set_game(table, edition)
        message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=4))
        assert not [i for i in custom_ids(message) if i.endswith(":relent")]
        assert tr("en", "duel-waiting-relent") not in message.content


async def test_m2e_has_no_relent_button(table: Table) -> None:
    await set_game(table, "m2e")
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=4))
    assert not [i for i in custom_ids(message) if i.endswith(":relent")]


async def test_shared_deck_duel(table: Table) -> None:
    await table.mod.slash(table.channel, "table deck", mode="shared")
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=4, opponent_stat=4)
    )
    await press(table, table.bob, message.id, ":accept")
    text = current(table, message.id).content
    assert len(labelled(text, "Flipped")) == 2
    assert len(labelled(text, "Result")) == 1
    deck = await table.store.deck(table.channel.id, 0)
    assert deck is not None and deck.is_complete() and deck.in_play == []


# -- other players, bad input ---------------------------------------------------------------------


async def test_only_the_awaited_player_can_act(table: Table) -> None:
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=4))
    before = await table.snapshot()
    for intruder in (table.alice, table.mod):
        for action in (":form", ":empower"):
            refused = await press(table, intruder, message.id, action)
            assert refused.ephemeral and refused.modal is None
            assert reply(refused).content == tr("en", "error-not-your-control", owner=table.bob.mention)
    assert await table.snapshot() == before

    await set_game(table, "m3e")
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=4))
    before = await table.snapshot()
    select = ids_ending(message, ":f")
    refused = await table.mod.select(current(table, message.id), ["plus"], custom_id=select)
    assert reply(refused).content == tr("en", "error-not-your-control", owner=table.bob.mention)
    assert await table.snapshot() == before


@pytest.mark.parametrize(
    ("options", "key", "args"),
    [
        ({"suit": "purple"}, "duel-error-suits-invalid", {"value": "purple"}),
        ({"suit": "🂡"}, "duel-error-suits-invalid", {"value": "🂡"}),
        ({"suit": "r" * 41}, "duel-error-suits-invalid", {"value": "r" * 40 + "…"}),
        ({"modifiers": "abc"}, "error-modifiers-invalid", {"value": "abc"}),
        ({"modifiers": "+" * 500}, "error-modifiers-too-long", {"max": 20}),
        ({"modifiers": "+99"}, "error-modifiers-too-many", {"value": "+99", "max": 10}),
    ],
)
async def test_bad_simple_duel_options_get_a_private_error(
    table: Table, options: dict[str, object], key: str, args: dict[str, object]
) -> None:
    await table.alice.slash(table.channel, "hand show")
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, **options)
    assert result.ephemeral
    assert reply(result).content == tr("en", key, **args)
    assert await table.snapshot() == before


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"stat": -1, "tn": 10}, "option-range"),
        ({"stat": 100, "tn": 10}, "option-range"),
        ({"stat": 5, "tn": 10**9}, "option-range"),
        ({"stat": "cinco", "tn": 10}, "option-type"),
        ({"stat": 5, "tn": 10, "soulstone": "two"}, "option-choice"),
        ({"stat": 5, "tn": 10, "edition": "m5e"}, "option-choice"),
    ],
)
async def test_discord_refuses_options_outside_their_declared_range(
    table: Table, options: dict[str, object], code: str
) -> None:
    before = await table.snapshot()
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "duel simple", **options)
    assert raised.value.code == code
    assert await table.snapshot() == before


async def test_a_simple_duel_without_a_tn_nor_models_is_a_private_error(table: Table) -> None:
    """stat and tn are optional since a model's action can give them (issue 44): without them,
    and without the models, a clear private error and nothing flipped."""
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "duel simple", stat=5)
    assert result.ephemeral
    assert reply(result).content == tr("en", "crew-duel-error-simple-numbers")
    assert await table.snapshot() == before


async def test_unicode_suit_names_and_letters_are_understood(table: Table) -> None:
    await table.stack(table.alice, card(7, R))
    text = reply(
        await table.alice.slash(table.channel, "duel simple", stat=5, tn=10, suit=" ♥️, r ,Rams ")
    ).content
    assert "TN 10 with ♥ Rams" in text


async def test_opponent_must_be_another_person_who_sees_the_table(table: Table) -> None:
    before = await table.snapshot()
    bot = await table.alice.slash(table.channel, "duel opposed", opponent=table.robot, stat=5)
    assert reply(bot).content == tr("en", "error-player-is-bot", player=table.robot.mention)
    suits = await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, suit="rams")
    assert reply(suits).content == tr("en", "error-duel-tn-suits-without-tn")
    assert await table.snapshot() == before

    hidden = table.guild.create_text_channel(
        "secret", overwrites={table.bob: discord.PermissionOverwrite(view_channel=False)}
    )
    away = await table.alice.slash(hidden, "duel opposed", opponent=table.bob, stat=5)
    assert away.ephemeral
    assert reply(away).content == tr("en", "error-opponent-not-at-table", player=table.bob.mention)
    assert public_messages(hidden) == []


@pytest.mark.parametrize(
    ("stat", "key", "args"),
    [
        ("abc", "duel-error-stat-not-number", {"value": "abc"}),
        ("５", "duel-error-stat-not-number", {"value": "５"}),
        ("-3", "error-duel-stat-out-of-range", {"value": -3, "min": 0, "max": 99}),
        ("150", "error-duel-stat-out-of-range", {"value": 150, "min": 0, "max": 99}),
    ],
)
async def test_bad_stat_in_the_accept_form(
    table: Table, stat: str, key: str, args: dict[str, object]
) -> None:
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5))
    before = await table.snapshot()
    form = await press(table, table.bob, message.id, ":form")
    result = await table.bob.submit_modal(form, {"stat": stat})
    assert result.ephemeral
    assert reply(result).content == tr("en", key, **args)
    assert await table.snapshot() == before
    bad_mods = await table.bob.submit_modal(
        await press(table, table.bob, message.id, ":form"), {"stat": "4", "modifiers": "x"}
    )
    assert reply(bad_mods).content == tr("en", "error-modifiers-invalid", value="x")


# -- closed DMs, restarts and expiry --------------------------------------------------------------


async def test_closed_dms_are_explained_after_a_cheat(table: Table, simcord_env: simcord.Env) -> None:
    close_dms(simcord_env, table.alice)
    await table.stack(table.alice, card(2, R), hand=[card(9, C), card(4, M)])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=5, tn=10))
    picked = await cheat(table, table.alice, message.id, "9C")
    assert reply(picked).ephemeral
    assert tr("en", "duel-cheated") in reply(picked).content
    assert tr("en", "hand-dm-closed") in reply(picked).content
    assert dm_messages(simcord_env, table.alice) == []
    assert labelled(current(table, message.id).content, "Result") == ["Success — 14 against TN 10 (margin 4)"]


@pytest.mark.both_stores
async def test_a_duel_survives_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(5, R), card(12, M), hand=[card(10, T)])
    await table.stack(table.bob, card(7, C), hand=[card(13, R)])
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=3, modifiers="+")
    )

    await simcord_env.restart_bot(await make_bot())
    form = await press(table, table.bob, message.id, ":form")
    await table.bob.submit_modal(form, {"stat": "6", "modifiers": "+-"})

    await simcord_env.restart_bot(await make_bot())
    await choose(table, table.alice, message.id, "12 of Masks")
    opened = await press(table, table.bob, message.id, ":cheat")  # Bob 13 < Alice 15

    await simcord_env.restart_bot(await make_bot())
    await table.bob.select(reply(opened), ["13R"])  # a private menu from before the restart
    await press(table, table.alice, message.id, ":keep")
    done = current(table, message.id).content
    assert labelled(done, "Result") == [f"Failure — {table.bob.mention} wins, 15 against 19 (margin 4)"]
    await totals_are_54(table, table.alice, table.bob)


@pytest.mark.both_stores
async def test_an_abandoned_duel_lapses_and_the_rules_pick_its_card(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Issue 22: a choice between flipped cards that lapses takes the rules' default (the highest on
    a +) and the duel's result is posted; nothing the players saw is thrown away."""
    await table.stack(table.alice, card(4, R), card(11, C))
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=3, tn=9, modifiers="+"))
    assert (await table.deck(table.alice)).in_play

    await simcord_env.advance_time(16 * 60 + 61)

    lapsed = current(table, message.id)
    assert custom_ids(lapsed) == []
    assert labelled(lapsed.content, "Result") == ["Success — 14 against TN 9 (margin 5)"]
    assert tr("en", "lapse-heading") in lapsed.content
    assert (
        tr("en", "lapse-default-card", who=table.alice.mention, card=card_text(card(11, C), "en"))
        in lapsed.content
    )
    deck = await table.deck(table.alice)
    assert deck.in_play == [] and set(deck.discard) == {card(4, R), card(11, C)}
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice)


@pytest.mark.both_stores
async def test_a_lapsed_duel_touched_before_the_sweep(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    """A press on a duel that lapsed (the sweep has not run): the lapse applies there and then (no
    card was flipped: the duel is off), its message says so, the presser is told privately."""
    await simcord_env.restart_bot(await make_bot(sweep_interval_s=10**7))
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=3))
    await simcord_env.advance_time(16 * 60)

    late = await press(table, table.bob, message.id, ":form")
    assert late.ephemeral and late.modal is None
    assert reply(late).content == tr("en", "error-duel-expired")
    touched = current(table, message.id)
    assert custom_ids(touched) == [] and tr("en", "lapse-not-played") in touched.content
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"opponent_stat": -1}, "option-range"),
        ({"opponent_stat": 100}, "option-range"),
        ({"tn": 1000}, "option-range"),
        ({"tn": -2}, "option-range"),
        ({"empower": "yes"}, "option-type"),
        ({"stat": "five"}, "option-type"),
    ],
)
async def test_discord_refuses_opposed_options_outside_their_range(
    table: Table, options: dict[str, object], code: str
) -> None:
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(
            table.channel, "duel opposed", **{"opponent": table.bob, "stat": 5, **options}
        )
    assert raised.value.code == code


async def test_bad_opponent_modifiers_are_a_private_error(table: Table) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(
        table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_modifiers="++++++++++++++"
    )
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-modifiers-too-many", value="++++++++++++++", max=10)
    assert await table.snapshot() == before


async def test_empty_modifiers_and_suit_mean_none(table: Table) -> None:
    await table.stack(table.alice, card(6, C))
    text = reply(
        await table.alice.slash(table.channel, "duel simple", stat=4, tn=10, modifiers="", suit="")
    ).content
    assert text.splitlines()[0] == "**✅ Success · 10 vs TN 10**"  # the outcome leads
    assert text.splitlines()[1].endswith("against TN 10")
    assert f"{table.alice.mention}: stat 4 (no modifiers)" in text
    assert labelled(text, "Result") == ["Success — 10 against TN 10 (margin 0)"]


async def test_a_blank_stat_in_the_form(table: Table) -> None:
    message = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5))
    form = await press(table, table.bob, message.id, ":form")
    result = await table.bob.submit_modal(form, {"stat": "   "})
    assert reply(result).content == tr("en", "duel-error-stat-not-number", value="")


async def test_cheating_in_the_red_joker_names_its_suit(table: Table) -> None:
    await table.stack(table.alice, card(3, R), hand=[RED_JOKER])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=2, tn=10, suit="tomes"))
    opened = await press(table, table.alice, message.id, ":cheat")
    assert menu_values(reply(opened)) == ["RJ.r", "RJ.c", "RJ.m", "RJ.t", "RJ.n", "skip"]  # M4E: or none
    await table.alice.select(reply(opened), ["RJ.t"])
    done = current(table, message.id).content
    assert labelled(done, "Card") == ["🃏 Red Joker (as ♣ Tomes) — cheated in, replacing ♥ 3 of Rams"]
    assert labelled(done, "Result") == ["Success — 16 against TN 10 (margin 6)"]
    assert tr("en", "duel-raises", who=table.alice.mention, raises=2) in done  # 1 + the Red Joker's


async def test_a_deck_reset_lapses_the_open_duel(table: Table) -> None:
    await table.stack(table.alice, card(4, R), card(11, C))
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=3, tn=9, modifiers="+"))
    await table.alice.slash(table.channel, "deck reset")
    lapsed = current(table, message.id)
    assert custom_ids(lapsed) == [] and tr("en", "play-duel-lapsed") in lapsed.content
    await totals_are_54(table, table.alice)
    assert await table.store.pending_of_table(table.channel.id) == []
