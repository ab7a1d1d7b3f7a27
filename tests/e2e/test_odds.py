"""/odds end to end: private answers, no change to any state, refusals, and cheat menus that say
what each card would do. The privacy watch (autouse) checks every test."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.rules.common.cards import ALL_CARDS, RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.store import Changes
from bot.store.copy import open_backend, summarise
from bot.store.records import SHARED_OWNER
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_duel import current, press, set_game

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


def card(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


async def put_deck(
    table: Table, player: int, draw: list[Card], hand: list[Card], discard: list[Card]
) -> None:
    """Store a deck with exactly this draw pile, hand and discard pile (the rest in play)."""
    used = {*draw, *hand, *discard}
    deck = Deck(
        draw=list(draw),
        discard=list(discard),
        hands={player: list(hand)} if hand else {},
        in_play=[c for c in ALL_CARDS if c not in used],
    )
    await table.store.commit(
        Changes(decks={(table.channel.id, player): deck}, ensure_tables={table.channel.id})
    )


async def stored_rows(database: str | Path) -> list[Any]:
    """Every table's row count and checksum, read past the bot's cache on a connection of its
    own (SQLite or PostgreSQL: ``bot.store.copy.summarise``)."""
    backend = await open_backend(database)
    try:
        return list(await summarise(backend))
    finally:
        await backend.close()


def menu_descriptions(message: Any) -> dict[str, str]:
    return {
        o["value"]: o.get("description") or ""
        for row in message.components
        for c in row["components"]
        for o in c.get("options", [])
    }


# -- /odds answers privately and changes nothing ----------------------------------------------------


async def test_odds_simple_is_private_exact_and_changes_nothing(
    table: Table, bot_database: str | Path
) -> None:
    # Two cards left to flip (5 of Rams, 9 of Crows); in hand the 12 of Tomes and 5 of Masks.
    await put_deck(table, table.alice.id, [card(5, R), card(9, C)], [card(12, T), card(5, M)], [card(1, R)])
    before, rows = await table.snapshot(), await stored_rows(bot_database)
    packed = await table.store.packed_deck(table.channel.id, table.alice.id)

    result = await table.alice.slash(table.channel, "odds simple", stat=4, tn=12)

    assert result.ephemeral
    text = reply(result).content
    assert tr("en", "odds-simple-plain", chance="50.0%") in text  # 9 + 4 = 13 succeeds, 5 + 4 fails
    assert tr("en", "odds-simple-cheat", chance="100%") in text  # cheating the 12 of Tomes
    assert tr("en", "odds-margins-raises", margins="0: 50.0% · 1: 0% · 2: 0% · 3+: 0%") in text
    assert await table.snapshot() == before
    assert await stored_rows(bot_database) == rows  # byte for byte, read from the file
    assert await table.store.packed_deck(table.channel.id, table.alice.id) == packed


@pytest.mark.both_stores
async def test_odds_for_a_player_without_a_deck_creates_none(table: Table, bot_database: str | Path) -> None:
    await set_game(table, "m3e")
    rows = await stored_rows(bot_database)
    result = await table.alice.slash(table.channel, "odds simple", stat=5, tn=6, modifiers="+")
    assert result.ephemeral
    # Every card but the Black Joker succeeds; + turns two of 54 and must use the Black Joker.
    assert tr("en", "odds-simple-plain", chance="96.3%") in reply(result).content
    assert await table.store.decks_of_table(table.channel.id) == {}
    assert await stored_rows(bot_database) == rows


async def test_odds_opposed_counts_the_opponents_hidden_hand_without_showing_it(
    table: Table, bot_database: str | Path
) -> None:
    await put_deck(table, table.alice.id, [card(6, R), card(8, R)], [], [])
    # Bob: three cards unseen to Alice (two in his draw pile, one in hand): 1, 2 and 13 of Masks.
    await put_deck(table, table.bob.id, [card(1, M), card(2, M)], [card(13, M)], [])
    rows = await stored_rows(bot_database)
    result = await table.alice.slash(
        table.channel, "odds opposed", stat=5, opponent_stat=5, opponent=table.bob, edition="m3e"
    )
    assert result.ephemeral
    text = reply(result).content
    # Alice 11 or 13; Bob flips one of {1, 2, 13}: 6 or 7 (Alice wins), 18 (Bob wins).
    assert tr("en", "odds-opposed-plain", win="66.7%", tie="0%", lose="33.3%") in text
    # His hand is one of those three: the 13 beats any total of Alice's.
    assert tr("en", "odds-hand-beats", who=table.bob.mention, count=1, chance="33.3%") in text
    assert "13 of Masks" not in text
    assert await stored_rows(bot_database) == rows


async def test_odds_in_every_edition(table: Table) -> None:
    damage_split = tr("en", "odds-margins-damage", margins="").split(":")[0]
    for edition, line in (("m2e", None), ("m3e", None), ("m4e", "odds-margins-raises")):
        result = await table.alice.slash(table.channel, "odds simple", stat=6, tn=10, edition=edition)
        assert result.ephemeral
        text = reply(result).content
        assert f"({edition.upper()})" in text
        # Issue 24: a simple duel has no damage flip, so no "damage flip on a success" split.
        assert damage_split not in text
        if line is not None:
            assert tr("en", line, margins="").split(":")[0] in text


async def test_odds_say_when_cheating_is_not_allowed(table: Table) -> None:
    await set_game(table, "m3e")
    text = reply(await table.alice.slash(table.channel, "odds simple", stat=6, tn=10, modifiers="-")).content
    assert tr("en", "odds-no-cheat-negative", edition="M3E") in text


# -- refusals -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "options", "key", "args"),
    [
        ("odds simple", {"suit": "purple"}, "duel-error-suits-invalid", {"value": "purple"}),
        ("odds simple", {"modifiers": "abc"}, "error-modifiers-invalid", {"value": "abc"}),
        ("odds simple", {"soulstone": "plus"}, "error-boost-soulstone-not-in-edition", {"edition": "m4e"}),
        ("odds simple", {"empower": True}, "odds-error-no-empower-card", {"max": 5}),
        (
            "odds simple",
            {"empower": True, "edition": "m3e"},
            "error-boost-empower-not-in-edition",
            {"edition": "m3e"},
        ),
        ("odds simple", {"empower": True, "soulstone": "plus"}, "error-boost-empower-exclusive", {}),
        (
            "odds simple",
            {"soulstone": "plus-rams", "edition": "m3e"},
            "error-boost-one-soulstone",
            {"edition": "m3e"},
        ),
        ("odds opposed", {"opponent_modifiers": "+" * 50}, "error-modifiers-too-long", {"max": 20}),
    ],
)
async def test_bad_odds_options_get_a_private_error_and_change_nothing(
    table: Table,
    bot_database: str | Path,
    command: str,
    options: dict[str, object],
    key: str,
    args: dict[str, object],
) -> None:
    await table.alice.slash(table.channel, "hand show")
    before, rows = await table.snapshot(), await stored_rows(bot_database)
    stats = {"stat": 5, "tn": 10} if command == "odds simple" else {"stat": 5, "opponent_stat": 5}
    result = await table.alice.slash(table.channel, command, **stats, **options)
    assert result.ephemeral
    assert reply(result).content == tr("en", key, **args)
    assert await table.snapshot() == before
    assert await stored_rows(bot_database) == rows


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"stat": -1, "tn": 10}, "option-range"),
        ({"stat": 5, "tn": 100}, "option-range"),
        ({"stat": 5, "tn": 10, "edition": "m5e"}, "option-choice"),
        ({"stat": 5}, "option-required"),
    ],
)
async def test_discord_refuses_odds_options_outside_their_range(
    table: Table, options: dict[str, object], code: str
) -> None:
    with pytest.raises(simcord.OptionError) as raised:
        await table.alice.slash(table.channel, "odds simple", **options)
    assert raised.value.code == code


async def test_odds_opponent_refusals(table: Table) -> None:
    await table.mod.slash(table.channel, "table deck", mode="shared")
    before = await table.snapshot()
    me = await table.alice.slash(table.channel, "odds opposed", stat=5, opponent_stat=5, opponent=table.alice)
    assert reply(me).content == tr("en", "error-duel-against-yourself")
    bot = await table.alice.slash(
        table.channel, "odds opposed", stat=5, opponent_stat=5, opponent=table.robot
    )
    assert reply(bot).content == tr("en", "error-player-is-bot", player=table.robot.mention)
    assert await table.snapshot() == before


async def test_odds_at_a_shared_deck_table_count_both_flips_from_the_one_pile(table: Table) -> None:
    """Issue 24: "both flips come from the one pile; compute that exactly, with or without a
    named opponent" (53.70% from a separate whole deck, 52.94% from the one pile). M4E, 5
    against 5, both jokers on the shared discard pile: win 8/17 (47.1%), tie 1/17 (5.9%)."""
    await table.mod.slash(table.channel, "table deck", mode="shared")
    jokers = [c for c in ALL_CARDS if c.is_joker]
    await put_deck(table, SHARED_OWNER, [c for c in ALL_CARDS if not c.is_joker], [], jokers)
    before = await table.snapshot()
    expected = tr("en", "odds-opposed-plain", win="47.1%", tie="5.9%", lose="47.1%")
    for opponent in ({}, {"opponent": table.bob}):
        result = await table.alice.slash(
            table.channel, "odds opposed", stat=5, opponent_stat=5, edition="m4e", **opponent
        )
        assert result.ephemeral
        text = reply(result).content
        assert expected in text, text
        assert tr("en", "odds-shared-pile") in text
        assert tr("en", "odds-unknown-opponent") not in text
    assert await table.snapshot() == before


async def test_a_flip_bigger_than_the_deck_is_refused(table: Table) -> None:
    await put_deck(table, table.alice.id, [card(5, R)], [], [card(6, R)])
    result = await table.alice.slash(table.channel, "odds simple", stat=5, tn=10, modifiers="++")
    assert result.ephemeral
    assert reply(result).content == tr("en", "error-deck-exhausted", needed=3, available=2)
    await put_deck(table, table.bob.id, [card(7, R)], [card(8, R)], [])
    theirs = await table.alice.slash(
        table.channel, "odds opposed", stat=5, opponent_stat=5, opponent=table.bob, opponent_modifiers="+"
    )
    assert theirs.ephemeral
    assert reply(theirs).content == tr("en", "odds-error-opponent-deck-exhausted", needed=2, available=1)


# -- cheat menus show what each card does -----------------------------------------------------------


async def test_simple_duel_cheat_menu_shows_each_cards_outcome(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(9, C), hand=[card(12, T), card(5, M)])
    message = reply(await table.alice.slash(table.channel, "duel simple", stat=4, tn=15))
    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral  # only Alice sees her menu
    described = menu_descriptions(reply(opened))
    # A simple duel has no damage flip (issue 24): no damage flip split under the card.
    assert described["12T"] == tr("en", "odds-cheat-success", total=16, margin=1)
    assert described["5M"] == tr("en", "odds-cheat-failure", total=9, short=6)
    assert current(table, message.id).components  # the public message lists no hand card


async def test_opposed_cheat_menu_shows_win_tie_lose_and_raises(table: Table) -> None:
    # M4E: Alice 5 + 7 = 12 against Bob 5 + 9 = 14: Alice (lower) cheats first.
    await table.stack(table.alice, card(7, R), hand=[card(9, T), card(13, M), card(2, C), RED_JOKER])
    await table.stack(table.bob, card(9, C))
    message = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=5)
    )
    await press(table, table.bob, message.id, ":accept")
    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral
    described = menu_descriptions(reply(opened))
    raises = lambda n: " " + tr("en", "odds-cheat-raises", raises=n)  # noqa: E731
    assert described["9T"] == tr("en", "odds-cheat-tie-win", total=14, margin=0) + raises(0)
    assert described["13M"] == tr("en", "odds-cheat-win", total=18, margin=4) + raises(0)
    assert described["2C"] == tr("en", "odds-cheat-lose", total=7, short=7)
    # The Red Joker: 19 beats 14 by 5, one raise, and one more for the Red Joker.
    assert described["RJ.r"] == tr("en", "odds-cheat-win", total=19, margin=5) + raises(2)


async def test_initiative_cheat_menu_shows_each_cards_outcome(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(6, R), hand=[card(12, T), card(5, C), card(3, M)])
    await table.stack(table.bob, card(7, C))
    message = reply(
        await table.alice.slash(
            table.channel, "initiative", opponent=table.bob, pass_tokens=2, attacker=table.alice
        )
    )
    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral
    described = menu_descriptions(reply(opened))
    # Alice has 2 pass tokens; Bob's total is 7.
    assert described["12T"] == tr("en", "odds-cheat-initiative-win", total=14, margin=7)
    assert described["5C"] == tr("en", "odds-cheat-initiative-tie", total=7)
    assert described["3M"] == tr("en", "odds-cheat-initiative-lose", total=5, short=2)


async def test_damage_flip_cheat_menu_shows_the_damage_of_each_card(table: Table) -> None:
    await set_game(table, "m3e")
    await table.stack(table.alice, card(2, R), hand=[card(9, T), card(12, M), RED_JOKER])
    message = reply(await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=4))
    opened = await press(table, table.alice, message.id, ":cheat")
    assert opened.ephemeral
    described = menu_descriptions(reply(opened))
    assert described["9T"] == tr("en", "odds-cheat-damage", damage=2)
    assert described["12M"] == tr("en", "odds-cheat-damage", damage=4)
    assert described["RJ"] == tr("en", "odds-cheat-damage", damage=5)  # severe + 1, no suit to name


async def test_empower_uses_the_best_card_and_says_which(table: Table) -> None:
    # M4E, TN 10 of Tomes: empowering with the 2 of Tomes gives + and the suit the TN needs.
    await put_deck(table, table.alice.id, [card(9, R), card(9, C), card(9, M)], [card(1, R), card(2, T)], [])
    result = await table.alice.slash(table.channel, "odds simple", stat=1, tn=10, suit="tomes", empower=True)
    assert result.ephemeral
    text = reply(result).content
    assert tr("en", "odds-boost-empower", card="2 of Tomes") in text
    assert tr("en", "odds-simple-plain", chance="100%") in text
    assert await table.hand(table.alice) == [card(1, R), card(2, T)]  # nothing was discarded


async def test_a_stat_below_the_editions_minimum_is_refused(table: Table) -> None:
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "odds simple", stat=0, tn=5, edition="m2e")
    assert result.ephemeral
    assert reply(result).content == tr("en", "rules-error-stat-below-minimum", value=0, min=1, edition="M2E")
    assert await table.snapshot() == before


async def test_odds_opposed_cannot_tell_the_opponents_hand_from_their_draw_pile(table: Table) -> None:
    rng = random.Random(5)
    mine = [c for c in ALL_CARDS if c.suit is Suit.RAMS]
    theirs = [c for c in ALL_CARDS if c.suit is not Suit.RAMS]
    rng.shuffle(theirs)
    await put_deck(table, table.alice.id, mine[:8], mine[8:12], mine[12:])
    args = dict(stat=6, opponent_stat=6, opponent=table.bob, modifiers="+", opponent_modifiers="++")
    answers = []
    hands = []
    for swap in range(3):
        draw, hand = theirs[:30], theirs[30:36]
        if swap:  # the hand swapped with as many cards of the draw pile, both piles reshuffled
            draw, hand = theirs[6:36], theirs[:6]
            rng.shuffle(draw)
            my_draw = mine[:8]
            rng.shuffle(my_draw)
            await put_deck(table, table.alice.id, my_draw, mine[8:12], mine[12:])
        await put_deck(table, table.bob.id, draw, hand, theirs[36:])
        hands.append(frozenset(hand))
        answers.append(reply(await table.alice.slash(table.channel, "odds opposed", **args)).content)
    assert answers[0] == answers[1] == answers[2]
    assert hands[0] != hands[1]  # control: the hand really changed
