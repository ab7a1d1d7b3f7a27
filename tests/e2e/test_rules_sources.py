"""End to end, issue 24 section 3: the rules as the sources state them (docs/rules-notes.md)."""

from __future__ import annotations

import simcord

from bot.rules.common.cards import Card
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_fulminato import refusal_key, state_of


async def test_fulminato_ranged_attacks_cannot_flank(table: Table, simcord_env: simcord.Env) -> None:
    """Seed 004 (004_fe2a1ca49aac4d40.txt): "No se puede flanquar con armas a distancia." (Ranged
    weapons cannot flank.) Three flankers must not lower a ranged attack's deflection die."""
    await table.alice.slash(table.channel, "fulminato add", name="Ana", mind=8, grace=6)
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    ranged = await table.bob.slash(
        table.channel, "fulminato attack", kind="ranged", characteristic=8, skill=6, flankers=3
    )
    assert ranged.ephemeral, "a ranged attack with flankers is refused, never rolled"
    assert refusal_key(simcord_env, cursor, reply(ranged).content) == "fulminato-error-flank-ranged"
    assert reply(ranged).content == tr("en", "fulminato-error-flank-ranged", flankers=3)
    assert await state_of(table) == before
    melee = await table.bob.slash(
        table.channel, "fulminato attack", kind="melee", characteristic=8, skill=6, flankers=3
    )
    assert not melee.ephemeral, "melee attackers still flank"
    assert tr("en", "fulminato-flankers", flankers=3, ranks=2) in reply(melee).content


async def test_odds_and_cheat_menus_of_simple_duels_have_no_damage_flip_split(table: Table) -> None:
    """Issue 24: "/odds and cheat menus for simple duels show a 'damage flip on a success' split
    that a simple duel does not have" (the duel's own result has no damage flip)."""
    from tests.e2e.test_duel import current, press, set_game
    from tests.e2e.test_odds import menu_descriptions

    await set_game(table, "m3e")
    odds = reply(await table.alice.slash(table.channel, "odds simple", stat=6, tn=10)).content
    assert tr("en", "odds-margins-damage", margins="").split(":")[0] not in odds
    await table.stack(table.alice, Card.parse("9C"), hand=[Card.parse("12T")])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=4, tn=15))
    described = menu_descriptions(reply(await press(table, table.alice, message.id, ":cheat")))
    assert described["12T"] == tr("en", "odds-cheat-success", total=16, margin=1)
    assert current(table, message.id).components


async def test_the_opponents_hand_counts_only_a_cheat_they_may_make(table: Table) -> None:
    """Issue 24: "the opponent's hand beats your total" counts only a cheat the opponent is
    allowed to make. Seed 003 (M3E): a model flipping with − cannot cheat fate
    (``negative_flip_blocks_cheat``); Bob's 13 in hand would beat Alice, but not on his − flip."""
    from tests.e2e.test_duel import set_game
    from tests.e2e.test_odds import put_deck

    await set_game(table, "m3e")
    await put_deck(table, table.alice.id, [Card.parse("6R"), Card.parse("8R")], [], [])
    await put_deck(table, table.bob.id, [Card.parse("1M"), Card.parse("2M")], [Card.parse("13M")], [])
    plain = reply(
        await table.alice.slash(
            table.channel, "odds opposed", stat=5, opponent_stat=5, opponent=table.bob, edition="m3e"
        )
    ).content
    assert tr("en", "odds-hand-beats", who=table.bob.mention, count=1, chance="33.3%") in plain
    minus = reply(
        await table.alice.slash(
            table.channel,
            "odds opposed",
            stat=5,
            opponent_stat=5,
            opponent=table.bob,
            opponent_modifiers="-",
            edition="m3e",
        )
    ).content
    assert tr("en", "odds-hand-beats", who=table.bob.mention, count=1, chance="0%") in minus
