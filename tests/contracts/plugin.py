"""pytest plugin: Discord's schema and rules judge every body an end-to-end test sends.

Registered by tests/conftest.py. A folder whose tests drive the bot end to end asks for
`discord_contract` (tests/e2e/conftest.py does, for every test): the bodies sent from the
previous test's end to this one's are judged, and the test fails with the route, the JSON path
and what Discord would refuse. The session ends with one line of figures.

Discord's description is read from `<repo>/../shared/discord/openapi.json` (or the file named
by FATEBOT_DISCORD_OPENAPI). Without it the check is skipped, and the summary says why; under
`CI=true` every test that asks for the check fails instead.

Under pytest-xdist each worker judges the bodies of its own tests; at its end it hands its
figures to the controller (`workeroutput`), which prints one line for the whole run.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.contracts.boundary import Boundary, summary_of
from tests.contracts.discord_schema import CI, DiscordSchema, why_unavailable

_session: dict[str, Boundary | str] = {}
_workers: list[dict[str, Any]] = []  # under xdist, on the controller: each worker's figures


@pytest.fixture(scope="session")
def discord_boundary() -> Iterator[Boundary | None]:
    reason = why_unavailable()
    if reason is not None:
        if CI:
            pytest.fail(f"CI must judge the bodies by Discord's schema: {reason}", pytrace=False)
        _session["skipped"] = reason
        yield None
        return
    boundary = Boundary(DiscordSchema.load())
    _session["boundary"] = boundary
    boundary.install()
    try:
        yield boundary
    finally:
        boundary.uninstall()


@pytest.fixture
def discord_contract(discord_boundary: Boundary | None) -> Iterator[Boundary | None]:
    """Fail the test if a body sent during it (setup and teardown included) breaks Discord's rules."""
    yield discord_boundary
    if discord_boundary is not None:
        problems = discord_boundary.take()
        if problems:
            pytest.fail(
                f"Discord would refuse {len(problems)} body part(s) the bot sent:\n" + "\n".join(problems),
                pytrace=False,
            )


def pytest_sessionfinish(session: pytest.Session) -> None:
    """On an xdist worker: hand this worker's figures (or why it checked nothing) to the controller."""
    output = getattr(session.config, "workeroutput", None)
    if output is None:
        return
    boundary = _session.get("boundary")
    if isinstance(boundary, Boundary):
        output["discord_schema"] = boundary.figures()
    elif "skipped" in _session:
        output["discord_schema_skipped"] = _session["skipped"]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """On the xdist controller: keep a finished worker's figures for the summary."""
    output = getattr(node, "workeroutput", {})
    if "discord_schema" in output:
        _workers.append(output["discord_schema"])
    elif "discord_schema_skipped" in output:
        _session.setdefault("skipped", output["discord_schema_skipped"])


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    boundary = _session.get("boundary")
    figures = [boundary.figures()] if isinstance(boundary, Boundary) else _workers
    if figures:
        terminalreporter.write_line(summary_of(figures))
        found = {problem for part in figures for problem in part["found"]}
        for problem in sorted(found)[:200]:
            terminalreporter.write_line(f"  {problem}")
    elif "skipped" in _session:
        terminalreporter.write_line(f"discord schema: not checked: {_session['skipped']}")
