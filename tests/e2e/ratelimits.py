"""A model of Discord's rate limits for the end-to-end tests: a bucket over its limit answers 429.

simcord does not model rate limits, so "no 429" in a test proves nothing by itself. `RateLimits`
wraps the point where discord.py's HTTP client and webhook adapter hand every REST call to
simcord (`simcord.http.router.dispatch`, where tests/contracts/boundary.py judges the bodies too)
and counts each call into the buckets below, in simcord's virtual time (`env.advance_time`
moves it). A call that would take a bucket over its limit is not carried out: it is answered as
Discord answers, a 429 with the JSON body and the headers discord.py reads (`retry_after`,
`global`; `Retry-After`, `X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After`, `-Bucket`,
`-Scope`), and kept in `refused` for the test to read.

discord.py itself would sleep `retry_after` and send the call again; simcord's transport replaces
that loop, so here the 429 reaches the bot as an `HTTPException` (status 429). Either way the bot
went over a limit, which is what a test of this model fails on.

The windows are sliding (at most `count` calls in any `per` seconds), which is never more lenient
than Discord's buckets that reset `per` seconds after they start: no 429 here means none there.
Refused calls do not use up a bucket.

Where each limit comes from. Discord's page on rate limits (discord/discord-api-docs,
docs/topics/rate-limits.md) gives the rules and few numbers:

- "Because rate limits depend on a variety of factors and are subject to change, **rate limits
  should not be hard coded into your app**." The numbers below are the ones Discord staff and
  library authors have published; the test uses them as a model, the bot hard-codes none.
- "Top-level resources are currently limited to channels (`channel_id`), guilds (`guild_id`),
  and webhooks (`webhook_id` or `webhook_id + webhook_token`)." Hence the keys: a channel's
  messages per channel, a webhook's per webhook and per webhook + token.
- "All bots can make up to 50 requests per second to our API." and "Interaction endpoints are
  not bound to the bot's Global Rate Limit." Hence `GLOBAL`, over every call but the
  interaction endpoints (the response callback and the calls on the interaction's webhook).
- "X-RateLimit-Scope - Returned only on HTTP 429 responses. Value can be `user` (per bot or user
  limit), `global` (per bot or user global limit), or `shared` (per resource limit)".

The numbers of each route:

- Follow-ups and every other call on an interaction's webhook (`/webhooks/{application.id}/
  {interaction.token}...`): discord/discord-api-docs issue #2701 ("Rate-Limits for Follow-up
  endpoints", 2021, labelled "documentation needed") measured "5/2s per interaction" and
  "30/60s per guild/global", and Discord answered "The rate limits used are identical to webhook
  rate limits". Issue #6322 (2023): the follow-ups' path uses the application id as its webhook
  id, so "The ratelimits are now shared across the **entire bot**, rather than just that single
  interaction." Hence `FOLLOWUP_PER_INTERACTION` (5 / 2 s per token) and `FOLLOWUP_BOT_WIDE`
  (30 / 60 s over all of the bot's interactions).
- Creating and editing a channel's messages: issue #20 (Discord, 2016) "A 5/5 per server rate
  limit. [...] The rate limit applies to message creation and editing."; the bucket is now the
  channel (its top-level resource, above), 5 per 5 s, one bucket for creating and one for
  editing. Hence `MESSAGE_CREATE` and `MESSAGE_EDIT`.
- Opening a DM channel (`POST /users/@me/channels`): Discord documents the refusal (JSON error
  40003, "You are opening direct messages too fast") but not the number; the same issue #20
  gives "A 5/5 global DM rate limit.", used here for the whole bot. Hence `DM_OPEN`.
- Reactions: one per 0.25 s per channel, the number libraries and guides give (Discord's headers
  answer it as a limit of 1 that resets after 0.25 s); not in Discord's pages. Hence `REACTION`.
"""

from __future__ import annotations

import math
import re
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
from simcord.http import router


@dataclass(frozen=True)
class Limit:
    bucket: str  # what X-RateLimit-Bucket names (without the top-level resource)
    count: int
    per: float  # seconds
    scope: str  # X-RateLimit-Scope: "user", "shared" or "global"


GLOBAL = Limit("global", 50, 1.0, "global")
FOLLOWUP_PER_INTERACTION = Limit("followup-per-interaction", 5, 2.0, "shared")
FOLLOWUP_BOT_WIDE = Limit("followup-bot-wide", 30, 60.0, "shared")
MESSAGE_CREATE = Limit("message-create", 5, 5.0, "user")
MESSAGE_EDIT = Limit("message-edit", 5, 5.0, "user")
DM_OPEN = Limit("dm-open", 5, 5.0, "user")
REACTION = Limit("reaction", 1, 0.25, "user")

_WEBHOOK = re.compile(r"^/webhooks/(?P<id>\d+)/(?P<token>[^/]+)(?:/.*)?$")
_MESSAGES = re.compile(r"^/channels/(?P<channel>\d+)/messages$")
_MESSAGE = re.compile(r"^/channels/(?P<channel>\d+)/messages/\d+$")
_REACTION = re.compile(r"^/channels/(?P<channel>\d+)/messages/\d+/reactions/[^/]+/@me$")


def buckets_of(method: str, path: str) -> list[tuple[Limit, str]]:
    """Each limit a call counts against, with the resource it is counted for."""
    if path.startswith("/interactions/"):
        return []  # the response callback: once per interaction, no bucket
    webhook = _WEBHOOK.match(path)
    if webhook:  # an interaction's webhook (the application's id) or any other webhook
        per_token = f"{webhook['id']}/{webhook['token']}"
        return [(FOLLOWUP_PER_INTERACTION, per_token), (FOLLOWUP_BOT_WIDE, webhook["id"])]
    found: list[tuple[Limit, str]] = [(GLOBAL, "bot")]
    if method == "POST" and (match := _MESSAGES.match(path)):
        found.append((MESSAGE_CREATE, match["channel"]))
    elif method == "PATCH" and (match := _MESSAGE.match(path)):
        found.append((MESSAGE_EDIT, match["channel"]))
    elif method == "POST" and path == "/users/@me/channels":
        found.append((DM_OPEN, "bot"))
    elif method == "PUT" and (match := _REACTION.match(path)):
        found.append((REACTION, match["channel"]))
    return found


@dataclass(frozen=True)
class Refusal:
    method: str
    path: str
    bucket: str
    resource: str
    retry_after: float


class _Response:
    """What discord.HTTPException reads of an aiohttp response."""

    def __init__(self, headers: dict[str, str]) -> None:
        self.status = 429
        self.reason = "Too Many Requests"
        self.headers = headers


@dataclass
class RateLimits:
    clock: Callable[[], float]  # simcord's virtual seconds
    epoch: Callable[[], float]  # the same instant as a Unix time (X-RateLimit-Reset)
    refused: list[Refusal] = field(default_factory=list)
    accepted: int = 0
    _calls: dict[tuple[str, str], deque[float]] = field(default_factory=dict)

    def check(self, method: str, path: str) -> None:
        """Count one call, or answer it 429 if a bucket it counts against is full."""
        now = self.clock()
        buckets = buckets_of(method, path)
        for limit, resource in buckets:
            calls = self._calls.setdefault((limit.bucket, resource), deque())
            while calls and calls[0] <= now - limit.per:
                calls.popleft()
            if len(calls) >= limit.count:
                retry_after = round(calls[0] + limit.per - now, 3)
                self.refused.append(Refusal(method, path, limit.bucket, resource, retry_after))
                raise self._too_many(limit, retry_after)
        for limit, resource in buckets:
            self._calls[(limit.bucket, resource)].append(now)
        self.accepted += 1

    def _too_many(self, limit: Limit, retry_after: float) -> discord.HTTPException:
        headers = {
            "Retry-After": str(max(1, math.ceil(retry_after))),  # whole seconds, rounded up
            "X-RateLimit-Scope": limit.scope,
        }
        if limit.scope == "global":
            headers["X-RateLimit-Global"] = "true"
        else:
            headers |= {
                "X-RateLimit-Limit": str(limit.count),
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": f"{self.epoch() + retry_after:.3f}",
                "X-RateLimit-Reset-After": f"{retry_after:.3f}",
                "X-RateLimit-Bucket": limit.bucket,
            }
        message = (
            "The resource is being rate limited."
            if limit.scope == "shared"
            else "You are being rate limited."
        )
        body = {"message": message, "retry_after": retry_after, "global": limit.scope == "global"}
        return discord.HTTPException(_Response(headers), body)  # type: ignore[arg-type]

    def installed(self) -> Iterator[RateLimits]:
        """Route every REST call through the model while the generator is open (a fixture's body)."""
        original = router.dispatch

        def limited(backend: Any, method: str, path: str, **kw: Any) -> Any:
            self.check(method, path)
            return original(backend, method, path, **kw)

        router.dispatch = limited
        try:
            yield self
        finally:
            router.dispatch = original
