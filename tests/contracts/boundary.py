"""Judge every request body the bot sends, where discord.py hands it to simcord's transport.

simcord replaces discord.py's HTTP client and webhook adapter; both hand each request, as a
method, a path and the JSON body (a multipart request's `payload_json` already parsed), to
`simcord.http.router.dispatch`. `Boundary.install` wraps that function: each body is matched to
its route in Discord's OpenAPI description, validated against the route's schema
(`DiscordSchema`) and checked against the rules the schema does not carry (`discord_rules`),
then handed on unchanged. Whatever Discord would refuse is kept, readable, for the running test
to fail on; the figures (bodies by kind and by route) are kept for the session's summary.

A body seen before (the command sync every test's bot sends, a recurring reply) is judged once.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from simcord.http import router

from tests.contracts.discord_rules import kind_of, rule_problems
from tests.contracts.discord_schema import DiscordSchema, Problem


def _shown_path(path: str) -> str:
    """A path with its interaction or webhook token cut short (they run to 100+ characters)."""
    parts = [part if len(part) <= 24 else part[:8] + "…" for part in path.split("/")]
    return "/".join(parts)


class Boundary:
    def __init__(self, schema: DiscordSchema) -> None:
        self.schema = schema
        self.by_kind: Counter[str] = Counter()
        self.by_route: Counter[str] = Counter()
        self.problems: list[str] = []
        self.found: list[str] = []  # every problem of the session, for its summary
        self._judged: dict[str, tuple[Problem, ...]] = {}
        self._original: Callable[..., Any] | None = None

    @property
    def checked(self) -> int:
        return sum(self.by_kind.values())

    @property
    def distinct(self) -> int:
        return len(self._judged)

    def judge(self, method: str, path: str, body: Any) -> list[str]:
        """Check one body; returns (and keeps) what Discord would refuse in it, readably."""
        if body is None:
            return []
        template = self.schema.template(method, path)
        if template is None:
            found = [f"{method} {_shown_path(path)}: a route Discord's description does not have"]
            self.by_kind["undocumented route"] += 1
        else:
            kind = kind_of(method, template, body)
            self.by_kind[kind] += 1
            self.by_route[f"{method} {template}"] += 1
            key = f"{method} {template} {json.dumps(body, sort_keys=True, default=str)}"
            if key not in self._judged:
                problems = self.schema.check(method, template, body)
                # A rule that says again what the schema said (a 2,000-character content) adds nothing.
                said = {p.where for p in problems}
                problems += [p for p in rule_problems(method, template, body) if p.where not in said]
                self._judged[key] = tuple(dict.fromkeys(problems))
            found = [f"{method} {_shown_path(path)} ({kind}) {p}" for p in self._judged[key]]
        self.problems.extend(found)
        self.found.extend(found)
        return found

    def take(self) -> list[str]:
        """The problems found since the last call."""
        taken, self.problems = self.problems, []
        return taken

    def install(self) -> None:
        original = router.dispatch
        self._original = original
        boundary = self

        def judged_dispatch(
            backend: Any, method: str, path: str, *, json: Any | None = None, **kw: Any
        ) -> Any:
            boundary.judge(method, path, json)
            return original(backend, method, path, json=json, **kw)

        router.dispatch = judged_dispatch

    def uninstall(self) -> None:
        if self._original is not None:
            router.dispatch = self._original
            self._original = None

    def figures(self) -> dict[str, Any]:
        """The session's figures as plain data: what an xdist worker hands to the controller.

        A judged body is named by a digest of its route and body, so that the workers' distinct
        bodies can be counted once over the whole run.
        """
        return {
            "by_kind": dict(self.by_kind),
            "by_route": dict(self.by_route),
            "found": list(self.found),
            "judged": sorted(hashlib.sha256(key.encode()).hexdigest() for key in self._judged),
        }

    def summary(self) -> str:
        return summary_of([self.figures()])


def summary_of(figures: list[dict[str, Any]]) -> str:
    """One line of figures for a run: of one process, or the sum of every xdist worker's."""
    by_kind: Counter[str] = Counter()
    by_route: Counter[str] = Counter()
    found: set[str] = set()
    judged: set[str] = set()
    for part in figures:
        by_kind.update(part["by_kind"])
        by_route.update(part["by_route"])
        found.update(part["found"])
        judged.update(part["judged"])
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(by_kind.items(), key=lambda kv: -kv[1]))
    routes = ", ".join(f"{route} {n}" for route, n in sorted(by_route.items(), key=lambda kv: -kv[1]))
    return (
        f"discord schema: {sum(by_kind.values())} bodies checked ({len(judged)} distinct), "
        f"{len(found)} distinct problem(s); by kind: {kinds}; by route: {routes}"
    )
