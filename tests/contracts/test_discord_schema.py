"""The judge itself: it passes what Discord takes and reports, readably, what Discord refuses.

Controls for every check of tests/contracts (the schema, the rules it does not carry, the route
mapping), on small bodies shaped as discord.py sends them. Without Discord's description these
tests skip and say why; under `CI=true` they fail.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.contracts.boundary import Boundary
from tests.contracts.discord_rules import rule_problems
from tests.contracts.discord_schema import CI, DiscordSchema, why_unavailable

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
CHANNEL_MESSAGE = "/channels/{channel_id}/messages"
V2 = 1 << 15


@pytest.fixture(scope="module")
def schema() -> DiscordSchema:
    reason = why_unavailable()
    if reason is not None:
        if CI:
            pytest.fail(f"CI must judge the bodies by Discord's schema: {reason}")
        pytest.skip(reason)
    return DiscordSchema.load()


def button(custom_id: str = "fb:x", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 2, "label": "Go", "custom_id": custom_id, **extra}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def reply(data: dict[str, Any]) -> dict[str, Any]:
    return {"type": 4, "data": data}


def judged(schema: DiscordSchema, method: str, template: str, body: Any) -> list[str]:
    return [str(p) for p in schema.check(method, template, body) + rule_problems(method, template, body)]


# -- routes ------------------------------------------------------------------------------------


def test_paths_with_ids_map_to_the_description_s_templates(schema: DiscordSchema) -> None:
    assert schema.template("POST", "/interactions/12/tok/callback") == CALLBACK
    assert schema.template("PATCH", "/webhooks/1/tok/messages/@original") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    )
    assert schema.template("PATCH", "/webhooks/1/tok/messages/99") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
    )
    assert schema.template("PUT", "/applications/5/commands") == "/applications/{application_id}/commands"
    assert schema.template("POST", "/no/such/route/here") is None
    assert schema.validator("DELETE", "/channels/{channel_id}/messages/{message_id}") is None


# -- the schema --------------------------------------------------------------------------------


def test_a_reply_as_discord_py_sends_it_passes(schema: DiscordSchema) -> None:
    body = reply(
        {
            "content": "Flipped: 5 of Rams",
            "tts": False,
            "allowed_mentions": {"parse": [], "replied_user": False},
            "components": [row(button(emoji={"name": "fatebot_rams", "id": 1456074443980800000}))],
            "flags": 64,
        }
    )
    assert judged(schema, "POST", CALLBACK, body) == []


def test_snowflakes_are_accepted_as_strings_and_as_integers(schema: DiscordSchema) -> None:
    for emoji_id in (1456074443980800000, "1456074443980800000"):
        body = reply({"components": [row(button(emoji={"name": "x", "id": emoji_id}))]})
        assert judged(schema, "POST", CALLBACK, body) == []
    body = reply({"components": [row(button(emoji={"name": "x", "id": "12a"}))]})
    assert judged(schema, "POST", CALLBACK, body) != []


def test_a_label_over_its_limit_is_named_by_its_path_through_the_unions(schema: DiscordSchema) -> None:
    body = reply({"components": [row(button(), button("fb:y", label="x" * 81))]})
    shown = '"' + "x" * 78 + "…"
    assert judged(schema, "POST", CALLBACK, body) == [
        f"at $.data.components[0].components[1].label: 81 characters, limit 80: {shown}"
    ]


def test_a_v2_text_over_its_limit_inside_a_container(schema: DiscordSchema) -> None:
    body = reply({"flags": V2, "components": [{"type": 17, "components": [text("x" * 4001)]}]})
    problems = judged(schema, "POST", CALLBACK, body)
    where = "at $.data.components[0].components[0].content"
    assert problems[0].startswith(f"{where}: 4001 characters, limit 4000")


def test_a_missing_required_key_and_a_wrong_type(schema: DiscordSchema) -> None:
    body = {"type": 9, "data": {"custom_id": "fb:form", "components": [row(button())]}}
    problems = judged(schema, "POST", CALLBACK, body)
    assert "at $.data: 'title' is a required property" in problems
    assert judged(schema, "POST", CALLBACK, reply({"content": 5})) == [
        "at $.data.content: 5 is not of type ['string', 'null']"
    ]


def test_a_key_discord_does_not_document_is_reported(schema: DiscordSchema) -> None:
    [problem] = judged(schema, "POST", CALLBACK, reply({"content": "hi", "contnet": "typo"}))
    assert problem.startswith("at $.data: unknown key(s) ['contnet']")
    edit = {"content": "hi", "tts": False}  # discord.py sends tts with every edit: not the bot's doing
    assert judged(schema, "PATCH", "/channels/{channel_id}/messages/{message_id}", edit) == []


def test_a_command_sync_is_judged(schema: DiscordSchema) -> None:
    command = {"name": "flip", "description": "Flip", "type": 1, "nsfw": False, "options": []}
    assert judged(schema, "PUT", "/applications/{application_id}/commands", [command]) == []
    long_name = {**command, "name": "x" * 33}
    assert judged(schema, "PUT", "/applications/{application_id}/commands", [long_name]) == [
        f'at $[0].name: 33 characters, limit 32: "{"x" * 33}"'
    ]


# -- the rules the schema does not carry -------------------------------------------------------


def test_content_is_2000_characters_for_a_bot(schema: DiscordSchema) -> None:
    assert judged(schema, "POST", CHANNEL_MESSAGE, {"content": "x" * 2001}) == [
        "at $.content: 2001 characters, limit 2000"
    ]


def test_components_v2_take_no_content_nor_embeds(schema: DiscordSchema) -> None:
    body = reply({"flags": V2, "content": "hi", "embeds": [{"title": "t"}], "components": [text("a")]})
    assert judged(schema, "POST", CALLBACK, body) == [
        "at $.data.content: no content with the IS_COMPONENTS_V2 flag",
        "at $.data.embeds: no embeds with the IS_COMPONENTS_V2 flag",
    ]


def test_components_v2_count_nested_components_and_all_their_text(schema: DiscordSchema) -> None:
    rows = [row(button(f"fb:{i}"), button(f"fb:{i}b"), button(f"fb:{i}c")) for i in range(9)]
    body = reply({"flags": V2, "components": [{"type": 17, "components": [text("hi"), *rows]}]})
    assert judged(schema, "POST", CALLBACK, body) == []  # 38 components
    rows.append(row(button("fb:last"), button("fb:last2")))
    body = reply({"flags": V2, "components": [{"type": 17, "components": [text("hi"), *rows]}]})
    assert judged(schema, "POST", CALLBACK, body) == ["at $.data.components: 41 components in all, limit 40"]
    texts = [text("x" * 2000), {"type": 17, "components": [text("y" * 2001)]}]
    assert judged(schema, "POST", CALLBACK, reply({"flags": V2, "components": texts})) == [
        "at $.data.components: 4001 characters of text in all, limit 4000"
    ]


def test_v2_components_need_the_flag(schema: DiscordSchema) -> None:
    assert judged(schema, "POST", CHANNEL_MESSAGE, {"components": [text("hi")]}) == [
        "at $.components[0]: component type 10 at the top needs the IS_COMPONENTS_V2 flag"
    ]


def test_custom_ids_and_component_ids_are_unique_in_a_message(schema: DiscordSchema) -> None:
    body = reply({"components": [row(button("fb:a", id=1)), row(button("fb:a", id=1))]})
    assert judged(schema, "POST", CALLBACK, body) == [
        "at $.data.components[1].components[0].custom_id: custom_id 'fb:a' is used twice "
        "(first at $.data.components[0].components[0].custom_id)",
        "at $.data.components[1].components[0].id: component id 1 is used twice "
        "(first at $.data.components[0].components[0].id)",
    ]


def test_link_buttons_have_a_url_and_no_custom_id(schema: DiscordSchema) -> None:
    link = {"type": 2, "style": 5, "label": "Rules", "url": "https://example.org/rules"}
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(link)]})) == []
    assert judged(schema, "POST", CALLBACK, reply({"components": [row({**link, "custom_id": "fb:l"})]})) == [
        "at $.data.components[0].components[0].custom_id: a link button has no custom_id"
    ]
    no_url = {k: v for k, v in link.items() if k != "url"}
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(no_url)]})) == [
        "at $.data.components[0].components[0]: a link button needs a url"
    ]
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(button(url="https://x.org"))]})) == [
        "at $.data.components[0].components[0].url: only a link button has a url (style 2)"
    ]
    no_id = {k: v for k, v in button().items() if k != "custom_id"}
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(no_id)]})) == [
        "at $.data.components[0].components[0]: a style 2 button needs a custom_id"
    ]


def select(count: int, **extra: Any) -> dict[str, Any]:
    options = [{"label": f"Option {i}", "value": str(i)} for i in range(count)]
    return {"type": 3, "custom_id": "fb:menu", "options": options, **extra}


def test_a_select_has_at_most_25_distinct_options_and_sits_alone(schema: DiscordSchema) -> None:
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(select(25))]})) == []
    [problem, *_] = judged(schema, "POST", CALLBACK, reply({"components": [row(select(26))]}))
    assert problem == "at $.data.components[0].components[0].options: 26 items, limit 25"
    twice = select(2)
    twice["options"][1]["value"] = "0"
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(twice)]})) == [
        "at $.data.components[0].components[0].options[1].value: option value '0' is used twice "
        "(first at $.data.components[0].components[0].options[0].value)"
    ]
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(select(3, max_values=4))]})) == [
        "at $.data.components[0].components[0].max_values: max_values 4 is over the 3 options"
    ]
    assert judged(schema, "POST", CALLBACK, reply({"components": [row(select(3), button())]})) == [
        "at $.data.components[0].components: a select must be alone in its action row (2 items)"
    ]


def test_at_most_5_action_rows_without_components_v2(schema: DiscordSchema) -> None:
    rows = [row(button(f"fb:{i}")) for i in range(6)]
    assert judged(schema, "POST", CALLBACK, reply({"components": rows[:5]})) == []
    assert judged(schema, "POST", CALLBACK, reply({"components": rows})) == [
        "at $.data.components: 6 action rows, limit 5"
    ]


def test_a_form_has_at_most_5_components(schema: DiscordSchema) -> None:
    field = {"type": 18, "label": "Name", "component": {"type": 4, "custom_id": "fb:f", "style": 1}}
    fields = [{**field, "component": {**field["component"], "custom_id": f"fb:f{i}"}} for i in range(6)]
    form = {"type": 9, "data": {"custom_id": "fb:form", "title": "Form", "components": fields[:5]}}
    assert judged(schema, "POST", CALLBACK, form) == []
    form["data"]["components"] = fields
    assert judged(schema, "POST", CALLBACK, form) == ["at $.data.components: 6 components in a form, 1 to 5"]


def test_all_embeds_hold_at_most_6000_characters(schema: DiscordSchema) -> None:
    embeds = [{"description": "x" * 4000}, {"description": "y" * 2001}]
    assert judged(schema, "POST", CHANNEL_MESSAGE, {"embeds": embeds}) == [
        "at $.embeds: 6001 characters in all embeds, limit 6000"
    ]


# -- the boundary ------------------------------------------------------------------------------


def test_the_boundary_counts_every_body_and_judges_a_repeated_one_once(schema: DiscordSchema) -> None:
    boundary = Boundary(schema)
    body = reply({"content": "x" * 2001})
    for _ in range(3):
        found = boundary.judge("POST", "/interactions/1/" + "t" * 80 + "/callback", body)
    shown = '"' + "x" * 78 + "…"
    assert found == [
        "POST /interactions/1/tttttttt…/callback (callback: message) at $.data.content: 2001 characters, "
        f"limit 2000: {shown}"
    ]
    assert (boundary.checked, boundary.distinct) == (3, 1)
    assert len(boundary.take()) == 3 and boundary.take() == []
    assert boundary.judge("GET", "/channels/1/messages/2", None) == []
    summary = boundary.summary()
    assert summary.startswith("discord schema: 3 bodies checked (1 distinct), 1 distinct problem(s)")
