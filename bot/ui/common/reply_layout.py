"""Replies read at a glance: a Components V2 card with the outcome first.

A reply's text is laid out by its renderer as markdown: the first line is the outcome in bold
(the card used, the total, the result, the raises), then the breakdown with the labelled lines
of PRODUCT.md §4 (`Flipped:`, `Card:`, `Total:`, `Result:`), then rule notes as Discord's small
subtext (`-# ...`) when they decided something. Here that text becomes a `Container` with an
accent colour (by the suit of the card used, or by the outcome): a `TextDisplay` for the
headline, a `Separator`, a `TextDisplay` for the rest, and the controls in `ActionRow`s inside
the same container.

A Components V2 message has no `content`: `message_text` reads the text back from its
`TextDisplay`s (for a redraw that keeps part of a message, or marks it lapsed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import discord

from bot.rules.common.cards import Card, Suit

# Accent colours: one per suit (as the suit emoji colours them), the jokers, and outcomes.
SUIT_ACCENT: dict[Suit, int] = {
    Suit.RAMS: 0xD9534F,  # ♥ red
    Suit.CROWS: 0x4F5660,  # ♠ slate
    Suit.MASKS: 0xE67E22,  # ♦ orange
    Suit.TOMES: 0x3B82C4,  # ♣ blue
}
RED_JOKER_ACCENT = 0xC0392B
BLACK_JOKER_ACCENT = 0x111214
SUCCESS = 0x3BA55D
FAILURE = 0xED4245
PENDING = 0x99AAB5
PRIVATE = 0x5865F2  # a player's own hand: Discord's blurple

ROW_WIDTH = 5


def card_accent(card: Card | None) -> int:
    """The accent colour of a reply whose outcome is this card."""
    if card is None:
        return PENDING
    if card.is_red_joker:
        return RED_JOKER_ACCENT
    if card.is_black_joker or card.suit is None:
        return BLACK_JOKER_ACCENT
    return SUIT_ACCENT[card.suit]


def outcome_accent(success: bool | None) -> int:
    """Green for a success, red for a failure, grey while undecided."""
    if success is None:
        return PENDING
    return SUCCESS if success else FAILURE


def bold(text: str) -> str:
    """A headline in bold (a text that already has bold parts is left as its author set it)."""
    text = text.strip()
    return text if "**" in text else f"**{text}**"


def note(text: str) -> str:
    """A rule note as Discord's small subtext, one `-#` per line."""
    return "\n".join(f"-# {line}" for line in text.splitlines() if line.strip())


def card_layout(
    text: str,
    *,
    accent: int | None = None,
    controls: discord.ui.View | Iterable[discord.ui.Item[Any]] | None = None,
) -> discord.ui.LayoutView:
    """The reply as a Components V2 container: headline, separator, the rest, the controls.

    The layout is persistent (`timeout=None`): every control in it is a registered DynamicItem
    or a persistent item, so presses after a restart still reach it.
    """
    headline, _, rest = text.strip("\n").partition("\n")
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=accent)
    container.add_item(discord.ui.TextDisplay(headline))
    rest = rest.strip("\n")
    if rest:
        container.add_item(discord.ui.Separator(visible=True))
        container.add_item(discord.ui.TextDisplay(rest))
    items = list(controls.children if isinstance(controls, discord.ui.View) else controls or ())
    for row in _rows(items):
        container.add_item(discord.ui.ActionRow(*row))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[list[discord.ui.Item[Any]]]:
    """Items in action rows as a legacy view would place them: their `row`, then by width."""
    by_row: dict[int, list[discord.ui.Item[Any]]] = {}
    loose: list[discord.ui.Item[Any]] = []
    for item in items:
        if item.row is None:
            loose.append(item)
        else:
            by_row.setdefault(item.row, []).append(item)
    rows = [by_row[key] for key in sorted(by_row)]
    current: list[discord.ui.Item[Any]] = []
    for item in loose:
        if current and sum(i.width for i in current) + item.width > ROW_WIDTH:
            rows.append(current)
            current = []
        current.append(item)
    if current:
        rows.append(current)
    return rows


def message_text(message: discord.Message | None) -> str:
    """The text of a message: its content, or the text of its Components V2 displays."""
    if message is None:
        return ""
    if not message.flags.components_v2:
        return message.content or ""
    return "\n".join(_texts(message.components))


def message_accent(message: discord.Message | None) -> int | None:
    """The accent colour of a Components V2 message's first container, if any."""
    for component in message.components if message is not None else ():
        if isinstance(component, discord.components.Container):
            colour = component.accent_colour
            return None if colour is None else colour.value
    return None


def _texts(components: Iterable[Any]) -> Iterable[str]:
    for component in components:
        if isinstance(component, discord.components.TextDisplay):
            yield component.content
        yield from _texts(getattr(component, "children", ()) or ())
