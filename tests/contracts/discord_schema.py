"""Discord's published OpenAPI description as a judge of the request bodies the bot sends.

The description is read where the workplace keeps it, `<repo>/../shared/discord/openapi.json`
(or the file named by FATEBOT_DISCORD_OPENAPI); it is never copied into the project. It is loaded
once per test session as a Draft 2020-12 resource (`jsonschema` + `referencing`) and each route's
request-body schema gets one validator, built on first use.

Two adjustments to the published text, made in memory:

- `SnowflakeType` is a string there; Discord also takes integers, and discord.py sends them
  (emoji and attachment ids). Both are accepted.
- Only one schema of the description closes its objects (`additionalProperties: false`), so a
  misspelt key would pass. With `closed=True` every request object that lists its properties
  takes no other key: a key Discord does not document is reported as unknown.

A route is a method and a path with ids (`POST /interactions/123/tok/callback`), matched to the
description's path templates (`/interactions/{interaction_id}/{interaction_token}/callback`);
the most literal template wins (`/messages/@original` over `/messages/{message_id}`).

Errors read as `at $.data.components[0].components[2].label: 81 characters, limit 80`. Unions
(`anyOf`/`oneOf`) are told apart by `type`: the message follows the branch whose `type` matched
instead of listing why every other branch did not.
"""

from __future__ import annotations

import copy
import functools
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import referencing
import referencing.jsonschema
from jsonschema.exceptions import ValidationError

ROOT = Path(__file__).resolve().parents[2]
SPEC_ENV = "FATEBOT_DISCORD_OPENAPI"
BASE_URI = "https://discord.com/openapi.json"
CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def spec_path() -> Path:
    """Where Discord's OpenAPI description is read from."""
    given = os.environ.get(SPEC_ENV)
    return Path(given) if given else ROOT.parent / "shared" / "discord" / "openapi.json"


def why_unavailable() -> str | None:
    """None if the description can be read, else why not (shown when its checks skip)."""
    path = spec_path()
    if not path.is_file():
        return (
            f"Discord's OpenAPI description is not at {path} (it is read from ../shared/discord/ "
            f"beside the repository, or from the file named by {SPEC_ENV})"
        )
    return None


SNOWFLAKE_AS_INTEGER = {"type": "integer", "minimum": 0}


def _accept_integer_snowflakes(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    snowflake = schemas["SnowflakeType"]
    schemas["SnowflakeType"] = {"anyOf": [snowflake, SNOWFLAKE_AS_INTEGER]}


# Keys the Developer Documentation gives that the description leaves out (the documentation wins).
DOCUMENTED_KEYS: dict[str, dict[str, Any]] = {
    # Application Command Structure: `nsfw?` boolean; discord.py sends it with every command.
    "ApplicationCommandUpdateRequest": {"nsfw": {"type": ["boolean", "null"]}},
    "ApplicationCommandCreateRequest": {"nsfw": {"type": ["boolean", "null"]}},
    # Interaction Callback Data, Messages: `tts?` boolean, for an update (type 7) as for a reply.
    "IncomingWebhookUpdateForInteractionCallbackRequestPartial": {"tts": {"type": ["boolean", "null"]}},
}
# Keys discord.py sends in every message body, edits included, and Discord ignores where it has
# no use for them: not the bot's choice, so not reported.
DISCORD_PY_KEYS: dict[str, dict[str, Any]] = {
    "MessageEditRequestPartial": {"tts": {"type": ["boolean", "null"]}},
    "IncomingWebhookUpdateRequestPartial": {"tts": {"type": ["boolean", "null"]}},
    # A forum post (`ForumChannel.create_thread`): discord.py always sends `type: 11` beside the
    # post and `tts` in its first message.
    "CreateForumThreadRequest": {"type": {"const": 11}},
    "BaseCreateMessageCreateRequest": {"tts": {"type": ["boolean", "null"]}},
}


def _add_documented_keys(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    for extra in (DOCUMENTED_KEYS, DISCORD_PY_KEYS):
        for name, keys in extra.items():
            schemas[name]["properties"].update(keys)


def _close_objects(node: Any) -> None:
    """`additionalProperties: false` on every object schema that lists its properties."""
    if isinstance(node, dict):
        if isinstance(node.get("properties"), dict) and "additionalProperties" not in node:
            node["additionalProperties"] = False
        for value in node.values():
            _close_objects(value)
    elif isinstance(node, list):
        for value in node:
            _close_objects(value)


@dataclass(frozen=True)
class Problem:
    """One thing Discord would refuse in a body: where (a JSON path) and what."""

    where: str
    what: str

    def __str__(self) -> str:
        return f"at {self.where}: {self.what}"


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _describe(error: ValidationError) -> str:
    value, rule = error.instance, error.validator_value
    match error.validator:
        case "maxLength":
            return f"{len(value)} characters, limit {rule}: {_short(value)}"
        case "minLength":
            return f"{len(value)} characters, at least {rule} needed"
        case "maxItems":
            return f"{len(value)} items, limit {rule}"
        case "minItems":
            return f"{len(value)} items, at least {rule} needed"
        case "maximum":
            return f"{value} is over the maximum {rule}"
        case "minimum":
            return f"{value} is under the minimum {rule}"
        case "type":
            return f"{_short(value)} is not of type {rule}"
        case "enum":
            return f"{_short(value)} is not one of {rule}"
        case "pattern":
            return f"{_short(value)} does not match {rule}"
        case "required":
            return error.message
        case "additionalProperties":
            known = sorted((error.schema.get("properties") or {}).keys())
            extra = sorted(set(value) - set(known))
            return f"unknown key(s) {extra} (Discord documents {known})"
    return error.message if len(error.message) <= 300 else error.message[:299] + "…"


def _discriminator_failed(error: ValidationError) -> bool:
    """True if this error of a union branch says the branch is another kind of thing."""
    path = list(error.relative_path)
    if path == ["type"] and error.validator in ("enum", "const", "type"):
        return True
    return not path and error.validator == "type"


def _leaves(error: ValidationError) -> Iterator[ValidationError]:
    """The errors worth reading: into a union, follow the branch whose `type` matched."""
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        yield error
        return
    branches: dict[int, list[ValidationError]] = {}
    for sub in error.context:
        branch = sub.relative_schema_path[0]
        assert isinstance(branch, int)
        branches.setdefault(branch, []).append(sub)
    matching = [errors for errors in branches.values() if not any(map(_discriminator_failed, errors))]
    if len(matching) == 1:
        for sub in matching[0]:
            yield from _leaves(sub)
    else:
        yield error


def problems_of(errors: Iterable[ValidationError]) -> list[Problem]:
    out: list[Problem] = []
    for error in errors:
        for leaf in _leaves(error):
            problem = Problem(leaf.json_path, _describe(leaf))
            if problem not in out:
                out.append(problem)
    return out


class DiscordSchema:
    """The request-body schemas of Discord's REST routes, one validator per route."""

    def __init__(self, document: dict[str, Any], *, closed: bool = True) -> None:
        document = copy.deepcopy(document)
        _accept_integer_snowflakes(document)
        if closed:
            _add_documented_keys(document)
            _close_objects(document)
        self.document = document
        resource = referencing.jsonschema.DRAFT202012.create_resource(document)
        self.registry: referencing.Registry[Any] = referencing.Registry().with_resource(BASE_URI, resource)
        self.templates: dict[str, list[tuple[str, list[str]]]] = {}
        for template, operations in document["paths"].items():
            for method in operations:
                segments = template.strip("/").split("/")
                self.templates.setdefault(method.upper(), []).append((template, segments))
        self._validators: dict[tuple[str, str], jsonschema.protocols.Validator | None] = {}

    @classmethod
    def load(cls, path: Path | None = None, *, closed: bool = True) -> DiscordSchema:
        return _load(str(path or spec_path()), closed)

    def template(self, method: str, path: str) -> str | None:
        """The description's path template for a concrete path (`None`: an undocumented route)."""
        segments = path.split("?", 1)[0].strip("/").split("/")
        best: tuple[int, str] | None = None
        for template, parts in self.templates.get(method.upper(), ()):
            if len(parts) != len(segments):
                continue
            literals = 0
            for part, segment in zip(parts, segments, strict=True):
                if part.startswith("{") and part.endswith("}"):
                    continue
                if part != segment:
                    break
                literals += 1
            else:
                if best is None or literals > best[0]:
                    best = (literals, template)
        return None if best is None else best[1]

    def validator(self, method: str, template: str) -> jsonschema.protocols.Validator | None:
        """The validator of a route's JSON body, or None if the route takes no JSON body."""
        key = (method.upper(), template)
        if key not in self._validators:
            operation = self.document["paths"][template].get(method.lower()) or {}
            content = (operation.get("requestBody") or {}).get("content") or {}
            if "application/json" not in content:
                self._validators[key] = None
            else:
                pointer = "/".join(
                    part.replace("~", "~0").replace("/", "~1")
                    for part in ("paths", template, method.lower(), "requestBody", "content")
                )
                ref = {"$ref": f"{BASE_URI}#/{pointer}/application~1json/schema"}
                self._validators[key] = jsonschema.Draft202012Validator(ref, registry=self.registry)
        return self._validators[key]

    def check(self, method: str, template: str, body: Any) -> list[Problem]:
        validator = self.validator(method, template)
        if validator is None:
            return []
        return problems_of(validator.iter_errors(body))


@functools.cache
def _load(path: str, closed: bool) -> DiscordSchema:
    with open(path, encoding="utf-8") as handle:
        return DiscordSchema(json.load(handle), closed=closed)
