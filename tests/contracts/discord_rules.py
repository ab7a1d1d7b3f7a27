"""Discord's rules that its OpenAPI description does not carry, checked on the same bodies.

From the Developer Documentation (Message, Components, Interactions, Application Commands):

- a message's `content` is at most 2,000 characters (the description says 4,000 on some
  routes: that is a Nitro user's limit, not a bot's);
- with the IS_COMPONENTS_V2 flag (1 << 15): no `content`, `embeds`, `poll` or `sticker_ids`;
  at most 40 components in all, nested ones counted; at most 4,000 characters of text in all
  its text displays;
- without it: only action rows at the top, at most 5 of them (and no Components V2 types);
- an action row holds up to 5 buttons or a single select;
- `custom_id`s are unique within a message (or form), and so are component `id`s;
- a link button has a `url` and no `custom_id`; a premium button an `sku_id` and neither;
  any other button a `custom_id` and no `url`;
- a select has 1 to 25 options with distinct values, and `min_values <= max_values <= options`;
- all embeds of a message hold at most 6,000 characters together;
- a form (modal) has 1 to 5 top-level components;
- an application command holds at most 8,000 characters of names, descriptions and choice
  values (options, subcommands and choices included; of each localised field the longest).

`kind_of` names what a body is (message, edit, follow-up, callback, form, commands), for the
checks and for the session's figures.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tests.contracts.discord_schema import Problem

CONTENT_MAX = 2000
V2_FLAG = 1 << 15
V2_COMPONENTS_MAX = 40
V2_TEXT_MAX = 4000
ACTION_ROWS_MAX = 5
ROW_BUTTONS_MAX = 5
SELECT_OPTIONS_MAX = 25
EMBEDS_TEXT_MAX = 6000
MODAL_COMPONENTS_MAX = 5
COMMAND_TEXT_MAX = 8000

ACTION_ROW, BUTTON, TEXT_DISPLAY, CONTAINER, LABEL = 1, 2, 10, 17, 18
SELECTS = {3, 5, 6, 7, 8}
V2_ONLY = {9, 10, 11, 12, 13, 14, 17}
LINK, PREMIUM = 5, 6

MESSAGE_CREATE = {
    ("POST", "/channels/{channel_id}/messages"): "message",
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"): "follow-up",
}
MESSAGE_EDIT = {
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): "edit",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "edit",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): "edit",
}
CALLBACK = ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
COMMANDS = {
    ("PUT", "/applications/{application_id}/commands"),
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"),
}
CALLBACK_KINDS = {
    1: "pong",
    4: "callback: message",
    5: "callback: defer",
    6: "callback: defer update",
    7: "callback: update",
    8: "callback: autocomplete",
    9: "callback: form",
}


def kind_of(method: str, template: str, body: Any) -> str:
    key = (method.upper(), template)
    if key in MESSAGE_CREATE:
        return MESSAGE_CREATE[key]
    if key in MESSAGE_EDIT:
        return MESSAGE_EDIT[key]
    if key == CALLBACK and isinstance(body, dict):
        return CALLBACK_KINDS.get(body.get("type"), f"callback: type {body.get('type')}")
    if key in COMMANDS:
        return "command sync"
    return f"other: {method.upper()} {template}"


def rule_problems(method: str, template: str, body: Any) -> list[Problem]:
    """What Discord would refuse in this body beyond its schema (see the module docstring)."""
    key = (method.upper(), template)
    if not isinstance(body, dict | list):
        return []
    if key in MESSAGE_CREATE and isinstance(body, dict):
        return message_problems(body, create=True)
    if key in MESSAGE_EDIT and isinstance(body, dict):
        return message_problems(body, create=False)
    if key == CALLBACK and isinstance(body, dict):
        data = body.get("data")
        if not isinstance(data, dict):
            return []
        if body.get("type") == 4:
            return message_problems(data, create=True, at="$.data")
        if body.get("type") == 7:
            return message_problems(data, create=False, at="$.data")
        if body.get("type") == 9:
            return modal_problems(data, at="$.data")
        return []
    if key in COMMANDS and isinstance(body, list):
        return command_problems(body)
    return []


# -- walking components ------------------------------------------------------------------------


def walk(components: Any, at: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every component, nested ones included (`components`, a section's `accessory`, a label's
    `component`), with its JSON path."""
    if not isinstance(components, list):
        return
    for index, component in enumerate(components):
        if not isinstance(component, dict):
            continue
        here = f"{at}[{index}]"
        yield here, component
        yield from walk(component.get("components"), f"{here}.components")
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk([child], f"{here}.{key}")


def _unique(found: list[tuple[str, Any]], what: str) -> list[Problem]:
    first: dict[Any, str] = {}
    out = []
    for where, value in found:
        if value in first:
            out.append(Problem(where, f"{what} {value!r} is used twice (first at {first[value]})"))
        else:
            first[value] = where
    return out


def component_problems(components: Any, at: str) -> list[Problem]:
    """Rules of the components themselves, wherever they are (message or form)."""
    out: list[Problem] = []
    every = list(walk(components, at))
    custom_ids = [(w, c["custom_id"]) for w, c in every if c.get("custom_id") is not None]
    ids = [(f"{w}.id", c["id"]) for w, c in every if c.get("id") is not None]
    out += _unique([(f"{w}.custom_id", v) for w, v in custom_ids], "custom_id")
    out += _unique(ids, "component id")
    for where, component in every:
        kind = component.get("type")
        if kind == ACTION_ROW:
            out += _row_problems(component, where)
        elif kind == BUTTON:
            out += _button_problems(component, where)
        elif kind in SELECTS:
            out += _select_problems(component, where)
    return out


def _row_problems(row: dict[str, Any], at: str) -> list[Problem]:
    children = [c for c in row.get("components") or [] if isinstance(c, dict)]
    selects = [c for c in children if c.get("type") in SELECTS]
    if selects and len(children) > 1:
        return [
            Problem(f"{at}.components", f"a select must be alone in its action row ({len(children)} items)")
        ]
    if len(children) > ROW_BUTTONS_MAX:
        return [Problem(f"{at}.components", f"{len(children)} buttons in one row, limit {ROW_BUTTONS_MAX}")]
    return []


def _button_problems(button: dict[str, Any], at: str) -> list[Problem]:
    style = button.get("style")
    has_id, has_url = button.get("custom_id") is not None, button.get("url") is not None
    if style == LINK:
        if not has_url:
            return [Problem(at, "a link button needs a url")]
        if has_id:
            return [Problem(f"{at}.custom_id", "a link button has no custom_id")]
    elif style == PREMIUM:
        if has_id or has_url or button.get("sku_id") is None:
            return [Problem(at, "a premium button has an sku_id and neither custom_id nor url")]
    else:
        if not has_id:
            return [Problem(at, f"a style {style} button needs a custom_id")]
        if has_url:
            return [Problem(f"{at}.url", f"only a link button has a url (style {style})")]
    return []


def _select_problems(select: dict[str, Any], at: str) -> list[Problem]:
    out: list[Problem] = []
    options = select.get("options")
    low = select.get("min_values")
    high = select.get("max_values")
    low = 1 if low is None else low
    high = 1 if high is None else high
    if low > high:
        out.append(Problem(at, f"min_values {low} is over max_values {high}"))
    if isinstance(options, list):  # a string select (the others have no options)
        if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
            out.append(Problem(f"{at}.options", f"{len(options)} options, 1 to {SELECT_OPTIONS_MAX} allowed"))
        if high > len(options):
            out.append(Problem(f"{at}.max_values", f"max_values {high} is over the {len(options)} options"))
        values = [(f"{at}.options[{i}].value", o.get("value")) for i, o in enumerate(options)]
        out += _unique(values, "option value")
        defaults = sum(1 for o in options if isinstance(o, dict) and o.get("default"))
        if defaults > high:
            out.append(Problem(f"{at}.options", f"{defaults} options are default, max_values is {high}"))
    return out


# -- messages ----------------------------------------------------------------------------------


def _embeds_text(embeds: Any) -> int:
    total = 0
    for embed in embeds if isinstance(embeds, list) else []:
        if not isinstance(embed, dict):
            continue
        total += len(embed.get("title") or "") + len(embed.get("description") or "")
        for field in embed.get("fields") or []:
            total += len(field.get("name") or "") + len(field.get("value") or "")
        total += len((embed.get("footer") or {}).get("text") or "")
        total += len((embed.get("author") or {}).get("name") or "")
    return total


def message_problems(body: dict[str, Any], *, create: bool, at: str = "$") -> list[Problem]:
    out: list[Problem] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        out.append(Problem(f"{at}.content", f"{len(content)} characters, limit {CONTENT_MAX}"))
    text = _embeds_text(body.get("embeds"))
    if text > EMBEDS_TEXT_MAX:
        out.append(Problem(f"{at}.embeds", f"{text} characters in all embeds, limit {EMBEDS_TEXT_MAX}"))
    components = body.get("components")
    components = components if isinstance(components, list) else []
    flags = body.get("flags")
    v2 = isinstance(flags, int) and bool(flags & V2_FLAG)
    if v2:
        for key in ("content", "embeds", "poll", "sticker_ids"):
            if body.get(key):
                out.append(Problem(f"{at}.{key}", f"no {key} with the IS_COMPONENTS_V2 flag"))
        every = list(walk(components, f"{at}.components"))
        if len(every) > V2_COMPONENTS_MAX:
            out.append(
                Problem(f"{at}.components", f"{len(every)} components in all, limit {V2_COMPONENTS_MAX}")
            )
        text = sum(len(c.get("content") or "") for _, c in every if c.get("type") == TEXT_DISPLAY)
        if text > V2_TEXT_MAX:
            out.append(Problem(f"{at}.components", f"{text} characters of text in all, limit {V2_TEXT_MAX}"))
    elif components and (create or flags is not None):
        # An edit without flags keeps the message's own; one that sends them is judged by them.
        for index, component in enumerate(components):
            kind = component.get("type") if isinstance(component, dict) else None
            if kind != ACTION_ROW:
                out.append(
                    Problem(
                        f"{at}.components[{index}]",
                        f"component type {kind} at the top needs the IS_COMPONENTS_V2 flag",
                    )
                )
        if len(components) > ACTION_ROWS_MAX:
            out.append(Problem(f"{at}.components", f"{len(components)} action rows, limit {ACTION_ROWS_MAX}"))
    out += component_problems(components, f"{at}.components")
    return out


def modal_problems(data: dict[str, Any], *, at: str = "$") -> list[Problem]:
    components = data.get("components")
    out = component_problems(components, f"{at}.components")
    count = len(components) if isinstance(components, list) else 0
    if not 1 <= count <= MODAL_COMPONENTS_MAX:
        out.append(Problem(f"{at}.components", f"{count} components in a form, 1 to {MODAL_COMPONENTS_MAX}"))
    return out


# -- application commands ----------------------------------------------------------------------


def _longest(item: dict[str, Any], key: str) -> int:
    values = [item.get(key) or "", *((item.get(f"{key}_localizations") or {}).values())]
    return max(len(v or "") for v in values)


def _command_text(item: dict[str, Any]) -> int:
    total = _longest(item, "name") + _longest(item, "description")
    for choice in item.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for option in item.get("options") or []:
        total += _command_text(option)
    return total


def command_problems(commands: list[Any]) -> list[Problem]:
    out = []
    for index, command in enumerate(commands):
        if not isinstance(command, dict):
            continue
        size = _command_text(command)
        if size > COMMAND_TEXT_MAX:
            out.append(
                Problem(
                    f"$[{index}]",
                    f"/{command.get('name')} holds {size} characters of names, descriptions and "
                    f"choices, limit {COMMAND_TEXT_MAX}",
                )
            )
    return out
