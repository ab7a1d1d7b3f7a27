"""Buttons and menus already posted keep working after an upgrade.

A custom id lives in players' channels for as long as the message does: every control that
this release can receive must still be parsed by exactly one registered class, with the same
template as the release that posted it, and rebuilt into the very same custom id. The ids
below are what earlier releases sent; a new control adds its own row (the last test says so).
"""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

import bot.ui
import cogs
from bot.ui.duel.view import DuelCheatSelect
from bot.ui.game.view import GameDiscardSelect
from bot.ui.initiative.view import InitiativeCheatSelect
from bot.ui.scheme.view import SchemeChooseSelect

# the template that parses them → (a button or a menu, custom ids as earlier releases sent them)
TEMPLATES: dict[str, tuple[str, tuple[str, ...]]] = {
    "fb:dt:claim:(?P<reward>[0-9]{1,9}):(?P<player>[0-9]{1,20}):(?P<split>[pdh]):(?P<tag>[0-9a-f]{8})": (
        "button",
        ("fb:dt:claim:7:1001:h:0a1b2c3d",),
    ),
    (
        "fb:da:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        "(?P<action>accept|form|relent|empower|noboost|cheat|keep)"
    ): (
        "button",
        ("fb:da:12:1001:form",),
    ),
    "fb:dw:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20})": ("button", ("fb:dw:12:1001",)),
    "fb:dcs:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})": (
        "select",
        ("fb:dcs:12:1001:998877", "fb:dcs:12:1001:0"),
    ),
    "fb:dc:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<index>[0-9])(?::(?P<suit>[rcmtn]))?": (
        "button",
        ("fb:dc:12:1001:2", "fb:dc:12:1001:1:n"),
    ),
    "fb:des:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20}):(?P<mode>[af])": (
        "select",
        ("fb:des:12:1001:998877:f",),
    ),
    "fb:dss:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<mode>[afi])": ("select", ("fb:dss:12:1001:i",)),
    r"fb:dse:(?P<owner>[0-9]{1,20}):(?P<request>[a-z0-9.\-]{1,78})": (
        "select",
        ("fb:dse:1001:o.5.-1.x.rm.2002.x.x.m3e",),
    ),
    "fb:estrat:(?P<chooser>[0-9]{1,20}):(?P<game>[01])": ("select", ("fb:estrat:1001:1",)),
    "fb:again:(?P<owner>[0-9]{1,20}):(?P<net>-?[0-9]{1,2}):(?P<edition>m4e|m3e|m2e|-)": (
        "button",
        ("fb:again:1001:-2:-", "fb:again:1001:1:m2e"),
    ),
    "fb:flip:(?P<flip>[0-9]{1,19}):(?P<owner>[0-9]{1,20}):(?P<index>[0-9])": (
        "button",
        ("fb:flip:55:1001:1",),
    ),
    "fb:ful:(?P<action>[a-z]{1,12}):(?P<fight>[0-9]{1,9}):(?P<round>[0-9]{1,9}):(?P<turn>[0-9]{1,4})": (
        "button",
        ("fb:ful:precision:3:2:1",),
    ),
    "fb:gic:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20})": ("select", ("fb:gic:77:1001",)),
    "fb:gss:(?P<use>[01])": ("button", ("fb:gss:0", "fb:gss:1")),
    "fb:gdd:(?P<player>[0-9]{1,20}):(?P<count>[0-9]{1,2})": ("select", ("fb:gdd:1001:2",)),
    (
        "fb:gi:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        "(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ): (
        "button",
        ("fb:gi:77:1001:first:2002", "fb:gi:77:1001:reflip"),
    ),
    "fb:discard:(?P<owner>[0-9]{1,20})(?::(?P<exact>[0-9]{1,2}))?": (
        "select",
        ("fb:discard:1001", "fb:discard:1001:3"),
    ),
    "fb:help": ("select", ("fb:help",)),
    (
        "fb:ini:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        "(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ): (
        "button",
        ("fb:ini:88:1001:first:1001", "fb:ini:88:1001:decline"),
    ),
    "fb:inc:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})": (
        "select",
        ("fb:inc:88:1001:998877",),
    ),
    "fb:panel:(?P<action>flip|plus2|plus|minus2|minus|hand)": (
        "button",
        ("fb:panel:minus2", "fb:panel:hand"),
    ),
    "fb:panel:bottom": ("button", ("fb:panel:bottom",)),
    r"fb:rmc:(?P<owner>[0-9]{1,20}):(?P<pick>[0-9]{1,2}):(?P<tied>[0-9\-]{1,60})": (
        "button",
        ("fb:rmc:1001:3:1-2-3",),
    ),
    "fb:sch:(?P<player>[0-9]{1,20}):(?P<count>[0-9])": ("select", ("fb:sch:1001:2",)),
    "fb:gds:(?P<mode>keep|pick)": ("button", ("fb:gds:pick",)),
    "fb:gdp:(?P<player>[0-9]{1,20})": ("select", ("fb:gdp:1001",)),
    "fb:gie:(?P<edge>left|right)": ("button", ("fb:gie:left",)),
    # Issue 24: a flip from someone's deck, ending early, and the opponent's score need their button.
    (
        "fb:er:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):"
        "(?P<edition>m[0-9]e|-):(?P<season>[a-z0-9-]{1,40})"
    ): ("button", ("fb:er:1001:2002:m3e:m3e-gg1", "fb:er:1001:2002:-:-")),
    "fb:rp:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20})": ("button", ("fb:rp:1001:2002",)),
    "fb:greq:(?P<request>[0-9]{1,20})": ("button", ("fb:greq:4711",)),
    "fb:gdone:(?P<handover>[0-9]{1,4})": ("button", ("fb:gdone:0", "fb:gdone:17")),
    "fb:gend:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):(?P<game>[0-9]{1,16})": (
        "button",
        ("fb:gend:1001:2002:77",),
    ),
    (
        "fb:gscore:(?P<requester>[0-9]{1,20}):(?P<target>[0-9]{1,20}):(?P<game>[0-9]{1,16}):"
        "(?P<strategy>-?[0-9]{1,3}):(?:(?P<scheme>[0-9]{1,3})|x):(?P<scheme_vp>-?[0-9]{1,3}):"
        "(?P<soulstones>-?[0-9]{1,3})"
    ): ("button", ("fb:gscore:1001:2002:77:2:x:0:-1", "fb:gscore:1001:2002:77:0:3:2:0")),
    "fb:lrev:(?P<organiser>[0-9]{1,20}):(?P<name>.+)": ("button", ("fb:lrev:1001:Spring League",)),
    # Issue 26: both players report a league game's final score.
    (
        r"fb:lgr:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<first>\d+):(?P<first_vp>\d{1,2})"
        r":(?P<second>\d+):(?P<second_vp>\d{1,2})"
    ): ("button", ("fb:lgr:3F9K2M7Q:1:1001:6:2002:4",)),
    # Issue 32: the opponent confirms a reported league score from the notice they got.
    r"fb:lgc:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<reporter>\d+)": (
        "button",
        ("fb:lgc:3F9K2M7Q:2:1001",),
    ),
    # Issue 41: the Confirm button carries the number of the report it confirms.
    r"fb:lgc:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<reporter>\d+):(?P<serial>\d{1,9})": (
        "button",
        ("fb:lgc:3F9K2M7Q:2:1001:3",),
    ),
    # Issue 32: a pairing notice's button starts the league game at that table.
    r"fb:lgs:(?P<code>[0-9A-Z]{8}):(?P<round>\d{1,3}):(?P<first>\d{1,20}):(?P<second>\d{1,20})": (
        "button",
        ("fb:lgs:3F9K2M7Q:2:1001:2002",),
    ),
    # Issue 23: /game undo — the preview's "ask my opponent" and the opponent's agreement.
    "fb:gunask:(?P<game>[0-9]{1,16}):(?P<seq>[0-9]{1,12})": ("button", ("fb:gunask:77:5",)),
    (
        "fb:gundo:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):"
        "(?P<game>[0-9]{1,16}):(?P<seq>[0-9]{1,12})"
    ): ("button", ("fb:gundo:1001:2002:77:5",)),
}
SENT = {custom_id: (template, kind) for template, (kind, ids) in TEMPLATES.items() for custom_id in ids}


NEVER = r"(?!)"  # the template of a base class: it matches nothing and is never registered


def _subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def registered() -> list[type[discord.ui.DynamicItem[Any]]]:
    """Every control class of the bot that can receive a press (abstract bases match nothing)."""
    for package in (bot.ui, cogs):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    found = [
        cls
        for cls in _subclasses(discord.ui.DynamicItem)
        if cls.__module__.startswith(("bot.", "cogs."))
        and cls.__discord_ui_compiled_template__.pattern != NEVER
    ]
    return sorted(set(found), key=lambda c: f"{c.__module__}.{c.__qualname__}")


def _item(custom_id: str, kind: str) -> discord.ui.Item[Any]:
    if kind == "select":
        return discord.ui.Select(custom_id=custom_id, options=[discord.SelectOption(label="x", value="x")])
    return discord.ui.Button(custom_id=custom_id, label="x")


@pytest.mark.parametrize("custom_id", sorted(SENT))
def test_a_sent_custom_id_is_parsed_by_one_class_with_its_old_template(custom_id: str) -> None:
    template, kind = SENT[custom_id]
    matching = [c for c in registered() if c.__discord_ui_compiled_template__.fullmatch(custom_id)]
    assert len(matching) == 1, matching
    cls = matching[0]
    assert cls.__discord_ui_compiled_template__.pattern == template
    match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    rebuilt = asyncio.run(cls.from_custom_id(None, _item(custom_id, kind), match))  # type: ignore[arg-type]
    assert rebuilt.custom_id == custom_id
    assert rebuilt.item.type is _item(custom_id, kind).type


def test_every_control_class_has_a_sent_id_pinned_here() -> None:
    pinned = set(TEMPLATES)
    unpinned = [
        c.__qualname__ for c in registered() if c.__discord_ui_compiled_template__.pattern not in pinned
    ]
    assert unpinned == []


def test_the_check_can_fail_a_changed_template() -> None:
    """Control: a template narrowed by one character no longer parses what was sent."""
    narrowed = re.compile(r"fb:gdd:(?P<player>[0-9]{1,20}):(?P<count>[0-9])")
    assert narrowed.fullmatch("fb:gdd:1001:12") is None
    assert re.compile(SENT["fb:gdd:1001:2"][0]).fullmatch("fb:gdd:1001:12") is not None


@given(
    record=st.integers(min_value=1, max_value=10**19 - 1),
    player=st.integers(min_value=1, max_value=10**20 - 1),
    message=st.integers(min_value=0, max_value=10**20 - 1),
)
def test_a_private_step_menu_is_rebuilt_with_what_it_was_made_with(
    record: int, player: int, message: int
) -> None:
    for cls in (DuelCheatSelect, InitiativeCheatSelect):
        made = cls(record, player, message)
        match = made.template.fullmatch(made.custom_id)
        assert match is not None
        rebuilt = asyncio.run(cls.from_custom_id(None, made.item, match))  # type: ignore[arg-type]
        assert (rebuilt.record, rebuilt.player, rebuilt.message_id) == (record, player, message or None)
        assert rebuilt.custom_id == made.custom_id


@given(player=st.integers(min_value=1, max_value=10**20 - 1), count=st.integers(min_value=0, max_value=9))
def test_a_counted_menu_is_rebuilt_with_its_player_and_count(player: int, count: int) -> None:
    for cls in (GameDiscardSelect, SchemeChooseSelect):
        made = cls(player, count)
        match = made.template.fullmatch(made.custom_id)
        assert match is not None
        rebuilt = asyncio.run(cls.from_custom_id(None, made.item, match))  # type: ignore[arg-type]
        assert (rebuilt.player, rebuilt.count) == (player, count)
