"""Replies as Components V2 cards: headline, separator, breakdown, controls in action rows."""

from __future__ import annotations

from typing import Any

import discord

from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common.reply_layout import (
    FAILURE,
    PENDING,
    SUCCESS,
    SUIT_ACCENT,
    bold,
    card_accent,
    card_layout,
    note,
    outcome_accent,
)


def button(custom_id: str) -> discord.ui.Button[Any]:
    return discord.ui.Button(label=custom_id, custom_id=custom_id)


def test_the_headline_leads_then_a_separator_then_the_breakdown() -> None:
    view = card_layout("**♣ 12 of Tomes**\nFlipped: ♣ 12 of Tomes\nCard: ♣ 12 of Tomes", accent=SUCCESS)
    (container,) = view.to_components()
    assert container["type"] == 17 and container["accent_color"] == SUCCESS
    kinds = [c["type"] for c in container["components"]]
    assert kinds == [10, 14, 10]  # text, separator, text
    assert container["components"][0]["content"] == "**♣ 12 of Tomes**"
    assert container["components"][2]["content"].splitlines() == [
        "Flipped: ♣ 12 of Tomes",
        "Card: ♣ 12 of Tomes",
    ]
    assert view.has_components_v2()


def test_a_one_line_reply_has_no_separator() -> None:
    (container,) = card_layout("**Done**").to_components()
    assert [c["type"] for c in container["components"]] == [10]


def test_controls_fill_rows_of_five_and_a_menu_takes_a_row() -> None:
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id="menu", options=[discord.SelectOption(label="a", value="a")]
    )
    controls = [*(button(f"b{i}") for i in range(7)), select]
    (container,) = card_layout("**x**\ny", controls=controls).to_components()
    rows = [c for c in container["components"] if c["type"] == 1]
    assert [[c["custom_id"] for c in row["components"]] for row in rows] == [
        ["b0", "b1", "b2", "b3", "b4"],
        ["b5", "b6"],
        ["menu"],
    ]


def test_accents_follow_the_card_or_the_outcome() -> None:
    assert card_accent(Card.of(3, Suit.RAMS)) == SUIT_ACCENT[Suit.RAMS]
    assert len({card_accent(Card.of(3, s)) for s in Suit}) == 4
    assert card_accent(RED_JOKER) != card_accent(BLACK_JOKER)
    assert card_accent(None) == PENDING
    assert (outcome_accent(True), outcome_accent(False), outcome_accent(None)) == (SUCCESS, FAILURE, PENDING)


def test_bold_and_notes() -> None:
    assert bold(" Success ") == "**Success**"
    assert bold("⚔️ **Opposed duel**: a vs b") == "⚔️ **Opposed duel**: a vs b"  # already styled
    assert note("one\n\ntwo") == "-# one\n-# two"
