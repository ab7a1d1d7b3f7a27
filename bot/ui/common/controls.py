"""Buttons and menus whose custom id carries everything a press needs, and who may press them.

discord.py rebuilds a registered ``DynamicItem`` from each press's custom id
(``from_custom_id``), which is why a control keeps working after a restart. Most of ours are
rebuilt the same way, so `IdButton` and `IdSelect` do it once: the template's named groups, in
order, are the constructor's first arguments, each a whole number unless the class statement's
``parts`` names another parser for it (None where an optional group did not take part). A
subclass gives its template, a constructor and a callback; a menu's real options live on
Discord, so a rebuilt menu gets the one it was dispatched with.

`PlayerOnly` (put it first in the bases) refuses, privately, anyone but ``self.player``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Self, TypeVar

import discord

from bot.ui.common.base import only_for, placeholder_select, select_of

MAX_OPTIONS = 25  # Discord's limit of options in one menu
OPTION_TEXT_MAX = 100  # and of an option's label and value

# The template of a base class: it matches no custom id (the base is never registered).
NEVER = r"(?!)"

Parse = Callable[[str], object]


def id_arguments(parts: Mapping[str, Parse], match: re.Match[str]) -> list[Any]:
    """The template's named groups, in order, parsed: ``parts[name]`` or else a whole number."""
    return [None if text is None else parts.get(name, int)(text) for name, text in match.groupdict().items()]


class PlayerOnly:
    """Mixin of a control made for one player (``self.player``): anyone else is refused privately.

    Put it before the DynamicItem in the bases so its check is the one that runs.
    """

    player: int
    refusal_key: ClassVar[str] = "error-not-your-control"

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player, key=self.refusal_key)


ItemT = TypeVar("ItemT", bound="discord.ui.Item[Any]", covariant=True)


class IdItem(discord.ui.DynamicItem[ItemT], template=NEVER):
    """A control rebuilt from its custom id (see the module's docstring)."""

    parts: ClassVar[Mapping[str, Parse]] = {}

    def __init_subclass__(
        cls, *, template: str | re.Pattern[str], parts: Mapping[str, Parse] | None = None
    ) -> None:
        super().__init_subclass__(template=template)
        if parts is not None:
            cls.parts = parts

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(*id_arguments(cls.parts, match), **cls.rebuilt_from(item))

    @classmethod
    def rebuilt_from(cls, item: discord.ui.Item[Any]) -> dict[str, Any]:
        """Keyword arguments taken from the dispatched component itself (none for a button)."""
        return {}


class IdButton(IdItem[discord.ui.Button[Any]], template=NEVER):
    """A button rebuilt from its custom id."""


class IdSelect(IdItem[discord.ui.Select[Any]], template=NEVER):
    """A menu rebuilt from its custom id and the menu it was dispatched with.

    Built by us, it wraps ``select`` (made by `menu`); rebuilt without one, a stand-in.
    """

    def __init__(self, custom_id: str, *, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select if select is not None else placeholder_select(custom_id))

    @classmethod
    def rebuilt_from(cls, item: discord.ui.Item[Any]) -> dict[str, Any]:
        return {"select": select_of(item)}


def menu(
    custom_id: str,
    placeholder: str,
    options: Sequence[discord.SelectOption],
    *,
    picks: int | tuple[int, int] = 1,
) -> discord.ui.Select[Any]:
    """A menu of ``options``; ``picks`` is how many to choose (exactly, or a (least, most) range)."""
    least, most = picks if isinstance(picks, tuple) else (picks, picks)
    return discord.ui.Select(
        custom_id=custom_id, placeholder=placeholder, min_values=least, max_values=most, options=list(options)
    )


def text_options(names: Sequence[str]) -> list[discord.SelectOption]:
    """Options whose label is their value (names the rules or the player gave), as Discord allows."""
    return [
        discord.SelectOption(label=name[:OPTION_TEXT_MAX], value=name[:OPTION_TEXT_MAX])
        for name in names[:MAX_OPTIONS]
    ]


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A message's controls, kept as long as it lives (a restart rebuilds them from their ids)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def controls_view(items: Iterable[discord.ui.Item[Any]]) -> discord.ui.View | None:
    """`view_of` the items, or None when there are none (the message then has no controls)."""
    view = view_of(*items)
    return view if view.children else None


class PrivateStepMenu(PlayerOnly, IdSelect, template=NEVER):
    """``player``'s private menu for a step of exchange ``record`` (a duel, an initiative), whose
    public message is ``message`` (0: unknown): ``fb:<prefix>:<record>:<player>:<message><tail>``.
    """

    prefix: ClassVar[str]

    def __init__(
        self,
        record: int,
        player: int,
        message_id: int,
        select: discord.ui.Select[Any] | None = None,
        *,
        tail: str = "",
    ) -> None:
        super().__init__(f"fb:{self.prefix}:{record}:{player}:{message_id}{tail}", select=select)
        self.record = record
        self.player = player
        self.message_id = message_id or None


class CountedMenu(PlayerOnly, IdSelect, template=NEVER):
    """``player``'s menu of exactly ``count`` picks: ``fb:<prefix>:<player>:<count>`` (the callback
    checks the count again: a stale menu cannot pick more or fewer)."""

    prefix: ClassVar[str]

    def __init__(self, player: int, count: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(f"fb:{self.prefix}:{player}:{count}", select=select)
        self.player = player
        self.count = count
