"""Issue 22 items 2 and 4 end to end, at live pace with the injected clock.

"A lapse never throws away what was seen": a duel whose cheat window lapses posts and records its
result (the same as declining the cheats); one that lapses before any flip refunds its soulstone
(the /game pool) or empower card; an initiative that lapses is recorded. "Withdraw": the player
who opened a duel takes it back while nobody has answered (cards and stones back); anyone else
is refused privately and nothing changes. Every deck still holds its 54 cards afterwards.
(A /game turn's initiative: tests/e2e/test_game.py; a + flip's choice: tests/e2e/test_flip.py.)
"""

from __future__ import annotations

from typing import Any

import pytest
import simcord
from simcord.actors import MemberActor

from bot.rules.common.cards import Card, Suit
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_duel import card, current, labelled, press, set_game, totals_are_54
from tests.e2e.test_initiative import turn_state

pytestmark = pytest.mark.both_stores

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES
LAPSE = 16 * 60 + 61  # past the live pace's 15 minutes, and past a sweep


async def game_state(table: Table) -> Any:
    return await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]


async def withdraw_button(table: Table, who: MemberActor, message_id: int) -> simcord.InteractionResult:
    message = current(table, message_id)
    found = [i for i in custom_ids(message) if i.startswith("fb:dw:")]
    assert len(found) == 1, custom_ids(message)
    return await who.click(message, custom_id=found[0])


# -- a cheat window lapses ---------------------------------------------------------------------


async def _m3e_duel_in_its_cheat_window(table: Table) -> int:
    await table.stack(table.alice, card(5, R), hand=[card(13, T)])
    await table.stack(table.bob, card(9, C), hand=[card(12, M)])
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    await press(table, table.bob, message.id, ":accept")
    assert ":cheat" in " ".join(custom_ids(current(table, message.id)))  # Alice (10 < 14) may cheat
    return message.id


async def test_a_lapsed_cheat_window_posts_and_records_the_result_of_declining(
    table: Table, simcord_env: simcord.Env
) -> None:
    await set_game(table, "m3e")
    # The same duel played out by hand, both declining to cheat.
    declined_id = await _m3e_duel_in_its_cheat_window(table)
    await press(table, table.alice, declined_id, ":keep")
    await press(table, table.bob, declined_id, ":keep")
    declined = current(table, declined_id).content
    expected = [f"Failure — {table.bob.mention} wins, 10 against 14 (margin 4)"]
    assert labelled(declined, "Result") == expected

    message_id = await _m3e_duel_in_its_cheat_window(table)
    await simcord_env.advance_time(LAPSE)

    lapsed = current(table, message_id)
    assert custom_ids(lapsed) == []
    assert labelled(lapsed.content, "Result") == labelled(declined, "Result") == expected
    assert tr("en", "lapse-heading") in lapsed.content
    for who in (table.alice, table.bob):  # every remaining window, in the edition's order
        assert tr("en", "lapse-no-cheat", who=who.mention) in lapsed.content
    assert lapsed.content.index(table.alice.mention + " did not") < lapsed.content.index(
        table.bob.mention + " did not"
    )
    # Recorded as a finished duel: its cards on the discard piles, the hands untouched.
    alice, bob = await table.deck(table.alice), await table.deck(table.bob)
    assert (
        alice.in_play == [] and card(5, R) in alice.discard and alice.hands[table.alice.id] == [card(13, T)]
    )
    assert bob.in_play == [] and card(9, C) in bob.discard and bob.hands[table.bob.id] == [card(12, M)]
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


# -- a duel lapses before any flip -------------------------------------------------------------


async def test_a_duel_nobody_accepted_refunds_its_soulstone_to_the_game_pool(
    table: Table, simcord_env: simcord.Env
) -> None:
    await set_game(table, "m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob, soulstones=2)
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, soulstone="plus")
    )
    assert (await game_state(table)).soulstones_of(table.alice.id) == 1

    await simcord_env.advance_time(LAPSE)

    lapsed = current(table, message.id)
    assert custom_ids(lapsed) == []
    assert tr("en", "lapse-not-played") in lapsed.content
    assert tr("en", "lapse-refund-soulstones", who=table.alice.mention, count=1) in lapsed.content
    assert (await game_state(table)).soulstones_of(table.alice.id) == 2
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


async def _empowered_duel(table: Table) -> int:
    await table.stack(table.alice, card(7, R), hand=[card(3, M), card(12, T)])
    offered = await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, empower=True)
    await table.alice.select(reply(offered), ["3M"])
    # The duel's message: the newest one with buttons (the notice to Bob follows it).
    duel = next(m for m in reversed(public_messages(table.channel)) if custom_ids(m))
    assert (await table.deck(table.alice)).hands[table.alice.id] == [card(12, T)]
    return duel.id


async def test_a_duel_nobody_accepted_gives_back_its_empower_card(
    table: Table, simcord_env: simcord.Env
) -> None:
    message_id = await _empowered_duel(table)
    await simcord_env.advance_time(LAPSE)

    lapsed = current(table, message_id)
    assert custom_ids(lapsed) == []
    assert tr("en", "lapse-refund-empower", who=table.alice.mention) in lapsed.content
    assert card_text(card(3, M), "en") not in lapsed.content  # back in a hand: never named publicly
    deck = await table.deck(table.alice)
    assert sorted(deck.hands[table.alice.id]) == sorted([card(3, M), card(12, T)])
    assert card(3, M) not in deck.discard and deck.in_play == []
    await totals_are_54(table, table.alice, table.bob)


# -- an initiative lapses ----------------------------------------------------------------------


async def test_a_lapsed_initiative_is_decided_without_cheating_and_recorded(
    table: Table, simcord_env: simcord.Env
) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, Card.of(3, R), hand=[Card.of(13, R)])
    await table.stack(table.bob, Card.of(9, C), hand=[Card.of(12, C)])
    message = reply(
        await table.alice.slash(table.channel, "initiative", opponent=table.bob, attacker=table.alice)
    )
    assert custom_ids(message)  # Alice's cheat window is open

    await simcord_env.advance_time(LAPSE)

    lapsed = current(table, message.id)
    assert custom_ids(lapsed) == []
    assert labelled(lapsed.content, "Result") == [f"{table.bob.mention} has initiative this turn."]
    assert tr("en", "lapse-no-cheat", who=table.alice.mention) in lapsed.content
    assert (await turn_state(table))["initiative"] == table.bob.id
    assert (await table.deck(table.alice)).hands[table.alice.id] == [Card.of(13, R)]
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


# -- withdrawing (item 4) ----------------------------------------------------------------------


async def test_the_initiator_withdraws_and_gets_the_empower_card_back(table: Table) -> None:
    message_id = await _empowered_duel(table)
    before = await table.snapshot()

    for other in (table.bob, table.mod):
        refused = await withdraw_button(table, other, message_id)
        refusal = tr("en", "error-not-your-control", owner=table.alice.mention)
        assert refused.ephemeral and reply(refused).content == refusal
    assert await table.snapshot() == before and custom_ids(current(table, message_id))

    done = await withdraw_button(table, table.alice, message_id)
    assert not done.ephemeral or tr("en", "duel-withdrew") in reply(done).content
    withdrawn = current(table, message_id)
    assert custom_ids(withdrawn) == []
    assert tr("en", "lapse-withdrawn-heading") in withdrawn.content
    assert tr("en", "lapse-withdrawn", who=table.alice.mention) in withdrawn.content
    deck = await table.deck(table.alice)
    assert sorted(deck.hands[table.alice.id]) == sorted([card(3, M), card(12, T)])
    assert await table.store.pending_of_table(table.channel.id) == []
    await totals_are_54(table, table.alice, table.bob)


async def test_withdrawing_gives_the_soulstone_back_to_the_game_pool(table: Table) -> None:
    await set_game(table, "m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob, soulstones=2)
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, soulstone="plus")
    )
    assert (await game_state(table)).soulstones_of(table.alice.id) == 1
    await withdraw_button(table, table.alice, message.id)
    assert (await game_state(table)).soulstones_of(table.alice.id) == 2
    assert (
        tr("en", "lapse-refund-soulstones", who=table.alice.mention, count=1)
        in current(table, message.id).content
    )


async def test_no_withdraw_once_the_defender_has_answered(table: Table) -> None:
    await table.stack(table.alice, card(7, R), card(2, C))
    await table.stack(table.bob, card(8, C), hand=[card(1, T)])
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    await press(table, table.bob, message.id, ":accept")
    assert not [i for i in custom_ids(current(table, message.id)) if i.startswith("fb:dw:")]
