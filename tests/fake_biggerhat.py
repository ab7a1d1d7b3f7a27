"""A local stand-in for biggerhat's public API (biggerhat/biggerhat_v3, ``routes/api_v1.php``),
in its JSON shapes, on 127.0.0.1 at a random port. No network: the bot under test talks to this.

- ``GET /api/v1/characters?search=…&per_page=…``: a paginated index (``data``, ``links``,
  ``meta``), each item a ``CharacterResource`` without ``actions`` (the index loads none);
- ``GET /api/v1/characters/{slug}``: ``{"data": CharacterResource}`` with ``actions`` and
  their ``triggers``, or 404;
- ``GET /api/v1/crews/{shareCode}``: ``CrewBuildController@show``'s body, or 404.

Like Laravel's ``throttle:api``, it counts requests per address in a fixed window that starts
at the first request and lasts 60 s (measured on ``clock``, the test's virtual clock), and answers
``429`` with ``Retry-After`` past ``limit``. ``answer_429`` makes the next requests answer 429
whatever the count. Every request is recorded with its time.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

WINDOW_S = 60.0


def character(
    name: str,
    *,
    title: str | None = None,
    stats: tuple[Any, ...] = (5, 6, 5, 2, 9, 30),
    actions: list[dict[str, Any]] | None = None,
    faction: str = "guild",
) -> dict[str, Any]:
    """A ``CharacterResource`` as biggerhat writes it (its fields, its types)."""
    df, wp, sp, sz, hp, base = stats
    display = f"{name}, {title}" if title else name
    slug = display.lower().replace(",", "").replace("'", "").replace(" ", "-")
    return {
        "id": abs(hash(slug)) % 10_000,
        "name": name,
        "title": title,
        "display_name": display,
        "slug": slug,
        "nicknames": None,
        "faction": faction,
        "faction_label": faction.title(),
        "second_faction": None,
        "second_faction_label": None,
        "station": "minion",
        "station_label": "Minion",
        "cost": 7,
        "health": hp,
        "size": sz,
        "base": base,
        "base_label": f"{base}mm",
        "defense": df,
        "defense_suit": None,
        "willpower": wp,
        "willpower_suit": None,
        "speed": sp,
        "count": 1,
        "summon_target_number": None,
        "generates_stone": False,
        "is_unhirable": False,
        "is_beta": False,
        "miniatures": [],
        "keywords": [],
        "actions": actions or [],
        "abilities": [],
        "markers": [],
        "tokens": [],
        "upgrades": [],
    }


def action(
    name: str,
    stat: Any,
    *,
    stat_suits: str | None = None,
    resisted_by: str | None = "Df",
    target_number: int | None = None,
    damage: Any = None,
    triggers: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """An ``ActionResource`` (with its ``TriggerResource``s)."""
    return {
        "id": abs(hash(name)) % 10_000,
        "name": name,
        "slug": name.lower().replace(" ", "-"),
        "type": "attack",
        "type_label": "Attack",
        "is_signature": False,
        "stone_cost": 0,
        "range": 1,
        "range_type": "melee",
        "range_type_label": "Melee",
        "stat": stat,
        "stat_suits": stat_suits,
        "stat_modifier": None,
        "resisted_by": resisted_by,
        "resisted_by_label": None,
        "target_number": target_number,
        "target_suits": None,
        "description": "Target suffers damage.",
        "damage": damage,
        "triggers": triggers or [],
    }


def trigger(name: str, suits: str | None) -> dict[str, Any]:
    return {
        "id": abs(hash(name)) % 10_000,
        "name": name,
        "slug": name.lower(),
        "suits": suits,
        "costs_stone": False,
        "description": "",
    }


@dataclass
class FakeBiggerhat:
    clock: Callable[[], float]
    characters: list[dict[str, Any]] = field(default_factory=list)
    crews: dict[str, Any] = field(default_factory=dict)  # a str: served as an HTML page
    limit: int = 60
    requests: list[tuple[float, str]] = field(default_factory=list)
    throttled: int = 0  # 429s answered for going over the limit
    answer_429: int = 0  # the next requests answer 429 whatever the count
    retry_after: int = 42
    window_start: float | None = None
    window_hits: int = 0
    port: int = 0
    _runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def paths(self) -> list[str]:
        return [path for _, path in self.requests]

    def most_in_any_window(self, window_s: float = WINDOW_S) -> int:
        """The most requests any ``window_s`` span saw (what a per-minute limit judges)."""
        times = sorted(t for t, _ in self.requests)
        most, first = 0, 0
        for last, now in enumerate(times):
            while times[first] <= now - window_s:
                first += 1
            most = max(most, last - first + 1)
        return most

    async def start(self) -> FakeBiggerhat:
        app = web.Application()
        app.router.add_get("/api/v1/characters", self._index)
        app.router.add_get("/api/v1/characters/{slug}", self._show)
        app.router.add_get("/api/v1/crews/{code}", self._crew)
        app.middlewares.append(self._throttle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _throttle(self, request: web.Request, handler: Any) -> web.StreamResponse:
        now = self.clock()
        self.requests.append((now, request.path_qs))
        if self.answer_429:
            self.answer_429 -= 1
            return self._too_many(self.retry_after)
        if self.window_start is None or now >= self.window_start + WINDOW_S:
            self.window_start, self.window_hits = now, 0
        self.window_hits += 1
        if self.window_hits > self.limit:
            self.throttled += 1
            return self._too_many(math.ceil(self.window_start + WINDOW_S - now))
        response = await handler(request)
        response.headers["X-RateLimit-Limit"] = str(self.limit)
        response.headers["X-RateLimit-Remaining"] = str(max(0, self.limit - self.window_hits))
        return response  # type: ignore[no-any-return]

    def _too_many(self, retry_after: int) -> web.Response:
        return web.json_response(
            {"message": "Too Many Attempts."},
            status=429,
            headers={"Retry-After": str(retry_after), "X-RateLimit-Remaining": "0"},
        )

    async def _index(self, request: web.Request) -> web.Response:
        search = request.query.get("search", "").lower()
        per_page = min(int(request.query.get("per_page", "15")), 100)
        found = [
            {k: v for k, v in copy.deepcopy(c).items() if k not in ("actions", "abilities", "upgrades")}
            for c in self.characters
            if search in c["name"].lower() or search in c["display_name"].lower()
        ]
        # Laravel orders exact matches first, then prefixes, then the rest, by name.
        found.sort(key=lambda c: (c["display_name"].lower() != search, c["name"]))
        page = found[:per_page]
        meta = {"current_page": 1, "from": 1 if page else None, "last_page": 1, "per_page": per_page}
        meta |= {"to": len(page) or None, "total": len(found), "path": f"{self.url}/api/v1/characters"}
        links = {"first": None, "last": None, "prev": None, "next": None}
        return web.json_response({"data": page, "links": links, "meta": meta})

    async def _show(self, request: web.Request) -> web.Response:
        for c in self.characters:
            if c["slug"] == request.match_info["slug"]:
                return web.json_response({"data": c})
        return web.json_response({"message": "Not Found"}, status=404)

    async def _crew(self, request: web.Request) -> web.Response:
        crew = self.crews.get(request.match_info["code"])
        if crew is None:
            return web.json_response(
                {"message": "No query results for model [App\\Models\\CrewBuild]."}, status=404
            )
        if isinstance(crew, str):  # a page that is not the API's JSON (a proxy's error page)
            return web.Response(text=crew, content_type="text/html")
        return web.Response(text=json.dumps(crew), content_type="application/json")
