"""/encounter end to end: every flip shown, opponents' decks, the attacker's strategy choice, bad input."""

from __future__ import annotations

import pytest
import simcord

from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, flipped_on_request, public_messages, reply

R, C, M, TO = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


def c(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


@pytest.mark.both_stores
async def test_alone_the_bot_flips_both_sides_and_stores_nothing(table: Table) -> None:
    result = await table.alice.slash(table.channel, "encounter")
    assert not result.ephemeral
    text = reply(result).content
    headline, title = text.splitlines()[:2]
    assert headline.startswith("**🗺️ ") and headline.endswith("**")  # strategy · deployment lead
    assert title.startswith("**Encounter** (M4E, Gaining Grounds 0 (M4E) (m4e-gg0)) for <@")
    # The outcome comes before the flips that produced it.
    assert text.index("Deployment: ") < text.index("Scenario flips (higher card attacks):")
    assert "the bot flipped both sides from a fresh deck" in text
    for label in ("Scenario flips (higher card attacks):", "Attacker: ", "Defender: ", "Deployment: "):
        assert label in text
    assert "Scheme pool (3):" in text and "next available:" in text
    assert "⚠ unverified" not in text  # the default season is confirmed throughout
    assert await table.store.decks_of_table(table.channel.id) == {}


@pytest.mark.parametrize(
    ("season", "parts"),
    [("m4e-gg1", ["next available schemes", "strategy"]), ("m3e-gg2", ["schemes", "strategy"])],
)
async def test_unverified_is_said_once_per_reply_naming_what_it_decided(
    table: Table, season: str, parts: list[str]
) -> None:
    """Issue 12: a season whose mappings are partly inferred says "unverified" once per reply,
    not on every line; it names the parts an inferred mapping decided."""
    result = await table.alice.slash(table.channel, "encounter", season=season, edition=season[:3])
    text = reply(result).content
    assert text.count("⚠") == 1 and text.count("unverified") == 1, text
    if "(the Red Joker decided)" in text:  # the attacker chooses: no mapping decided it
        parts = [p for p in parts if p != "strategy"]
    assert tr("en", "rules-unverified-once", parts=", ".join(parts)) in text


async def test_with_an_opponent_each_flips_from_their_own_deck_and_reflips_are_explained(
    table: Table,
) -> None:
    await table.alice.slash(table.channel, "encounter")  # warm up: nothing stored
    await table.stack(
        table.alice,
        BLACK_JOKER,
        c(7, R),
        c(12, M),
        c(5, R),
        c(5, C),
        RED_JOKER,
        c(1, TO),
        c(2, TO),
        c(3, TO),
        c(4, TO),
    )
    await table.stack(table.bob, c(7, C), c(3, R))

    result = await flipped_on_request(
        table, table.alice, table.bob, "encounter", edition="m3e", season="m3e-gg0"
    )
    assert not result.ephemeral
    text = reply(result).content
    alice, bob = f"<@{table.alice.id}>", f"<@{table.bob.id}>"
    assert f"**Encounter** (M3E, Gaining Grounds 0 (M3E) (m3e-gg0)): {alice} against {bob}" in text
    assert f"• {alice}: 🃏 Black Joker — a joker, flipped again" in text
    assert f"• {alice}: ♥ 7 of Rams — same value as the other side, both flip again" in text
    assert f"• {bob}: ♠ 7 of Crows — same value as the other side, both flip again" in text
    assert f"Attacker: {alice} (♦ 12 of Masks)" in text
    assert f"Defender: {bob} (♥ 3 of Rams)" in text
    assert "Strategy: Corrupted Idols (attacker's suit: Masks)" in text
    assert "Deployment: Standard (defender's suit: Rams)" in text
    assert f"• {alice}: ♥ 5 of Rams → Dig Their Graves" in text
    assert f"• {alice}: ♠ 5 of Crows — that value is already in the pool, flipped again" in text
    assert f"• {alice}: 🃏 Red Joker — a joker, flipped again" in text
    assert "• 5: Dig Their Graves" in text and "• 4: Search the Ruins" in text
    assert "⚠ unverified" not in text  # GG0 is confirmed throughout

    alice_deck, bob_deck = await table.deck(table.alice), await table.deck(table.bob)
    assert alice_deck.is_complete() and bob_deck.is_complete()
    assert len(alice_deck.discard) == 10 and len(bob_deck.discard) == 2


async def test_m4e_reshuffles_the_decks_after_setup(table: Table) -> None:
    result = await flipped_on_request(table, table.alice, table.bob, "encounter", season="m4e-gg0")
    assert tr("en", "enc-reshuffled-after-setup") in reply(result).content
    for player in (table.alice, table.bob):
        deck = await table.deck(player)
        assert deck.is_complete() and len(deck.draw) == 54


async def test_the_attacker_alone_chooses_a_suitless_strategy(table: Table) -> None:
    await table.stack(table.alice, RED_JOKER)
    await table.stack(table.bob, c(9, TO))
    result = await flipped_on_request(table, table.alice, table.bob, "encounter", season="m4e-gg1")
    message = reply(result)
    assert "chooses one of Greased Pigs, Aetheric Conduit (the Red Joker decided)" in message.content
    assert custom_ids(message) == [f"fb:estrat:{table.alice.id}:0"]

    before = await table.snapshot()
    refused = await table.bob.select(message, ["Greased Pigs"])
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "error-not-your-control", owner=f"<@{table.alice.id}>")
    assert await table.snapshot() == before

    await table.alice.select(message, ["Aetheric Conduit"])
    edited = table.channel.history()[0]
    assert edited.id == message.id and custom_ids(edited) == []
    assert f"Strategy: Aetheric Conduit (chosen by <@{table.alice.id}>)" in edited.content
    assert "chooses one of" not in edited.content


async def test_season_autocomplete_lists_the_editions_seasons(table: Table) -> None:
    m3e = await table.alice.autocomplete(table.channel, "encounter", "season", "", edition="m3e")
    m3e_ids = ["m3e-gg0", "m3e-gg1", "m3e-gg2", "m3e-gg3", "m3e-gg4"]
    assert [choice["value"] for choice in m3e] == [*m3e_ids, "m4e-gg0", "m4e-gg1"]  # its edition first
    m4e = await table.alice.autocomplete(table.channel, "encounter", "season", "one")
    assert [choice["value"] for choice in m4e] == ["m4e-gg1"]
    m2e = await table.alice.autocomplete(table.channel, "encounter", "season", "", edition="m2e")
    assert len(m2e) == 7  # no shipped M2E season: every other one is still offered


async def test_every_season_can_be_found_from_any_table(table: Table) -> None:
    """Issue 24: "outside an M3E channel the season autocomplete offers only M4E seasons and
    typing m3e finds nothing. Offer every season (the table's edition first) and name seasons,
    not ids, in errors." This table plays M4E (the default)."""
    everything = await table.alice.autocomplete(table.channel, "game start", "season", "")
    values = [choice["value"] for choice in everything]
    assert values[:2] == ["m4e-gg0", "m4e-gg1"] and set(values) >= {"m3e-gg0", "m3e-gg4"}
    typed = await table.alice.autocomplete(table.channel, "game start", "season", "m3e")
    assert [choice["value"] for choice in typed] == ["m3e-gg0", "m3e-gg1", "m3e-gg2", "m3e-gg3", "m3e-gg4"]
    wrong = await table.alice.slash(table.channel, "encounter", season="nope")
    assert wrong.ephemeral
    assert "Gaining Grounds 0 (M3E) (m3e-gg0)" in reply(wrong).content
    assert "Gaining Grounds One (m4e-gg1)" in reply(wrong).content


@pytest.mark.parametrize(
    ("options", "key_text"),
    [
        ({"opponent": "robot"}, "is a bot and has no Fate Deck"),
        ({"opponent": "alice"}, "You cannot play against yourself"),
        ({"season": "no-such-season"}, "“no-such-season” is not a season"),
        ({"season": "Ünïcødé 🐉"}, "is not a season"),
        ({"season": "m4e-gg0", "edition": "m3e"}, "is a season for m4e, not m3e"),
        ({"edition": "m2e"}, "There is no built-in season for m2e"),
    ],
)
async def test_bad_options_get_a_private_error_and_change_nothing(
    table: Table, options: dict[str, object], key_text: str
) -> None:
    resolved = {k: getattr(table, str(v)) if k == "opponent" else v for k, v in options.items()}
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "encounter", **resolved)
    assert result.ephemeral
    assert key_text in reply(result).content
    assert await table.snapshot() == before
    assert public_messages(table.channel) == []


@pytest.mark.parametrize("season", ["", "x" * 101])
async def test_discord_refuses_empty_and_huge_season_names(table: Table, season: str) -> None:
    with pytest.raises(simcord.OptionError):
        await table.alice.slash(table.channel, "encounter", season=season)


async def test_an_encounter_flips_from_the_opponents_deck_only_on_their_click(table: Table) -> None:
    """Issue 24 §1: /encounter opponent: flipped 23 of bob's cards while he watched."""
    await table.stack(table.alice, c(12, M))
    await table.stack(table.bob, RED_JOKER)
    before = await table.snapshot()

    asked = await table.alice.slash(
        table.channel, "encounter", edition="m3e", season="m3e-gg0", opponent=table.bob
    )
    request = reply(asked)
    assert not asked.ephemeral
    assert tr("en", "encounter-ask", by=table.alice.mention, opponent=table.bob.mention) in request.content
    assert (await table.snapshot())[:-1] == before[:-1]  # the decks are untouched
    (button,) = custom_ids(request)
    assert button == f"fb:er:{table.alice.id}:{table.bob.id}:m3e:m3e-gg0"
    refused = await table.alice.click(request, custom_id=button)
    assert refused.ephemeral and (await table.snapshot())[:-1] == before[:-1]

    pressed = await table.bob.click(request, custom_id=button)
    assert "**Encounter**" in reply(pressed).content and "Red Joker" in reply(pressed).content
    assert RED_JOKER in (await table.deck(table.bob)).discard


async def test_an_unknown_season_is_refused_before_asking(table: Table) -> None:
    refused = await table.alice.slash(table.channel, "encounter", season="no-such-season", opponent=table.bob)
    assert refused.ephemeral and public_messages(table.channel) == []
