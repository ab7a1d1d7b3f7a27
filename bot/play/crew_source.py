"""The optional source of model numbers: biggerhat's public API (issue 44 item 2, docs/crews.md).

Off unless the operator sets FATEBOT_BIGGERHAT_URL: without it no ``BiggerhatSource`` exists and
nothing opens a socket. With it:

- **Rate.** biggerhat's ``/api/v1`` routes sit behind Laravel's ``throttle:api`` (its
  ``bootstrap/app.php``), 60 requests a minute per address. ``Limiter`` keeps a log of the
  requests sent, so no 60 s span ever holds more than ``per_minute`` of them; a lookup over that
  budget is refused at once ("busy, try again in N s") and sends nothing: the bot never sleeps
  on a player's command.
- **429.** A ``429 Too Many Requests`` holds every request until its ``Retry-After`` (seconds or
  an HTTP date; 60 s when absent) has passed; a 5xx, a timeout or a refused connection holds
  them ``BUSY_S``.
- **Cache.** Each answer (a model found, or not found) is kept in memory per server for
  ``TTL_S``, a game's length, measured on the bot's clock; it is never written to the store,
  and a restart forgets it. Repeated lookups within a game send nothing.
"""

from __future__ import annotations

import email.utils
import json
import logging
import math
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any, Final
from urllib.parse import quote

import aiohttp

from bot.errors import DomainError
from bot.rules.crew.biggerhat import (
    SourceCard,
    card_from_character,
    crew_from_share,
    match_character,
    one_resource,
    search_results,
)
from bot.rules.crew.cards import card_key
from bot.rules.crew.lists import CrewList

log = logging.getLogger(__name__)

PER_MINUTE: Final = 60  # Laravel's throttle:api, per address (docs/development.md quotes it)
WINDOW_S: Final = 60.0
TTL_S: Final = 4 * 3600.0  # a game's length: how long an answer is reused
CACHE_MAX: Final = 2000  # answers kept at most (the oldest go first)
TIMEOUT_S: Final = 5.0
BUSY_S: Final = 30.0  # after a 5xx, a timeout or a refused connection
RETRY_AFTER_DEFAULT_S: Final = 60.0
SEARCH_PER_PAGE: Final = 10
BODY_MAX: Final = 2_000_000  # bytes of one answer read at most (a character with its actions is far less)
USER_AGENT: Final = "Fatebot (a Discord bot for Malifaux; numbers credited to biggerhat.net)"


def busy(seconds: float) -> DomainError:
    return DomainError("crew-source-error-busy", seconds=max(1, math.ceil(seconds)))


class Limiter:
    """At most ``per_window`` requests in any ``window_s`` span, and none before a held time."""

    def __init__(self, per_window: int | None, window_s: float = WINDOW_S) -> None:
        self.per_window = per_window  # None: no limit (only a test's control)
        self.window_s = window_s
        self.sent: deque[float] = deque()
        self.held_until = 0.0

    def wait_s(self, now: float) -> float:
        """How long until one more request may go (0: now)."""
        while self.sent and self.sent[0] <= now - self.window_s:
            self.sent.popleft()
        wait = max(0.0, self.held_until - now)
        if self.per_window is not None and len(self.sent) >= self.per_window:
            wait = max(wait, self.sent[0] + self.window_s - now)
        return wait

    def take(self, now: float) -> None:
        """Count a request sent now, or refuse it (``busy``) when it would break the limit."""
        wait = self.wait_s(now)
        if wait > 0:
            raise busy(wait)
        self.sent.append(now)

    def hold(self, until: float) -> None:
        self.held_until = max(self.held_until, until)


def retry_after_s(value: str | None, now: float) -> float:
    """``Retry-After`` as seconds from now: a number of seconds, or an HTTP date."""
    if value is None or not value.strip():
        return RETRY_AFTER_DEFAULT_S
    text = value.strip()
    if text.isdigit():
        return float(text)
    try:
        return max(0.0, email.utils.parsedate_to_datetime(text).timestamp() - now)
    except (TypeError, ValueError):
        return RETRY_AFTER_DEFAULT_S


class BiggerhatSource:
    """biggerhat's API, read within its limit, each answer cached per server for a game."""

    def __init__(
        self,
        base_url: str,
        clock: Callable[[], float],
        *,
        per_minute: int | None = PER_MINUTE,
        ttl_s: float = TTL_S,
        timeout_s: float = TIMEOUT_S,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.clock = clock
        self.limiter = Limiter(per_minute)
        self.ttl_s = ttl_s
        self.timeout_s = timeout_s
        self._cache: dict[tuple[int, str, str], tuple[float, Any]] = {}

    # -- the cache ---------------------------------------------------------------------------

    def _cached(self, key: tuple[int, str, str]) -> tuple[bool, Any]:
        entry = self._cache.get(key)
        if entry is None or entry[0] <= self.clock():
            self._cache.pop(key, None)
            return False, None
        return True, entry[1]

    def _keep(self, key: tuple[int, str, str], value: Any) -> None:
        now = self.clock()
        for old in [k for k, (expires, _) in self._cache.items() if expires <= now]:
            del self._cache[old]
        while len(self._cache) >= CACHE_MAX:
            del self._cache[next(iter(self._cache))]
        self._cache[key] = (now + self.ttl_s, value)

    # -- HTTP --------------------------------------------------------------------------------

    async def _get(self, path: str, params: Mapping[str, str] | None = None) -> tuple[int, Any]:
        """One GET within the limit: (status, JSON body or None). Busy answers raise ``busy``."""
        self.limiter.take(self.clock())
        timeout = aiohttp.ClientTimeout(total=self.timeout_s)
        headers = {"Accept": "application/json", "User-Agent": USER_AGENT}
        try:
            async with (
                aiohttp.ClientSession(timeout=timeout, headers=headers) as session,
                session.get(f"{self.base_url}/api/v1/{path}", params=params) as response,
            ):
                status = response.status
                wait = retry_after_s(response.headers.get("Retry-After"), self.clock())
                raw = await response.content.read(BODY_MAX + 1) if status == 200 else b""
        except (aiohttp.ClientError, TimeoutError) as error:
            status, wait = 503, BUSY_S
            log.warning("biggerhat unreachable (%s)", type(error).__name__)
        if status == 429 or status >= 500:
            wait = wait if status == 429 else BUSY_S
            log.warning("biggerhat answered %d: holding requests %.0f s", status, wait)
            self.limiter.hold(self.clock() + wait)
            raise busy(wait)
        if status != 200:
            return status, None
        if len(raw) > BODY_MAX:
            raise DomainError("crew-source-error-answer")
        try:
            return 200, json.loads(raw)
        except ValueError:
            raise DomainError("crew-source-error-answer") from None

    # -- lookups -----------------------------------------------------------------------------

    async def _search(self, scope: int, name: str) -> Mapping[str, Any] | None:
        """The character named ``name`` from a search (stats only), or None: cached either way."""
        key = (scope, "search", card_key(name))
        found, value = self._cached(key)
        if found:
            return value  # type: ignore[no-any-return]
        status, body = await self._get("characters", {"search": name, "per_page": str(SEARCH_PER_PAGE)})
        if status != 200:
            raise DomainError("crew-source-error-answer")
        match = match_character(search_results(body), name)
        self._keep(key, match)
        return match

    async def stats(self, scope: int, name: str) -> SourceCard | None:
        """A model's stats (one request at most), None when biggerhat has no model of that name."""
        match = await self._search(scope, name)
        return None if match is None else card_from_character(match)

    async def card(self, scope: int, name: str) -> SourceCard:
        """A model's whole card: its stats, actions and triggers (two requests at most)."""
        match = await self._search(scope, name)
        if match is None:
            raise DomainError("crew-source-error-unknown", name=name[:60])
        slug = str(match.get("slug") or "")
        key = (scope, "character", slug)
        found, value = self._cached(key)
        if found:
            return value  # type: ignore[no-any-return]
        status, body = await self._get(f"characters/{quote(slug, safe='')}")
        if status == 404:
            raise DomainError("crew-source-error-unknown", name=name[:60])
        if status != 200:
            raise DomainError("crew-source-error-answer")
        card = card_from_character(one_resource(body))
        self._keep(key, card)
        return card

    async def crew(self, code: str) -> CrewList:
        """A public crew by its share code (never cached: an import reads it once)."""
        status, body = await self._get(f"crews/{code}")
        if status == 404:
            raise DomainError("crew-source-error-no-crew", code=code)
        if status != 200:
            raise DomainError("crew-source-error-answer")
        return crew_from_share(body)
