"""Fixtures every test folder shares: the database backends a stateful test runs on.

``database`` is parametrised: each test that uses it runs on SQLite (a temp file) and on
PostgreSQL (a fresh database on a throwaway server this test run starts itself). Without
PostgreSQL's binaries the PostgreSQL cases are skipped, with the reason shown; under CI
(``CI=true``) they fail instead, so CI can never pass without them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg import CI, PgServer, why_unavailable

# Discord's schema and rules as a judge of what the bot sends (`discord_contract`, asked for by
# tests/e2e/conftest.py for every end-to-end test).
pytest_plugins = ("tests.contracts.plugin",)

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    reason = why_unavailable()
    if reason is not None:
        if CI:
            pytest.fail(f"CI must run the PostgreSQL tests: {reason}")
        pytest.skip(reason)
    server = PgServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """A fresh, empty PostgreSQL database."""
    return pg_server.new_database()


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where the test's store lives: a SQLite file, or a PostgreSQL URL."""
    if request.param == "sqlite":
        return tmp_path / "fatebot.sqlite3"
    return str(request.getfixturevalue("pg_url"))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The figures a test keeps (tests/power_loss/figures.py), one line each, after the run."""
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for name, value in report.user_properties:
                if name == "figures":
                    terminalreporter.write_line(str(value))
