"""Which stores an end-to-end test runs on (tests/e2e/conftest.py): SQLite, and PostgreSQL too
where it is marked ``both_stores``; FATEBOT_E2E_BACKENDS=sqlite or =all overrides the marker.
(Here, not in tests/e2e: these need no bot.)"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import e2e_backends

BOTH = ("sqlite", "postgresql")


def test_a_test_runs_on_sqlite_unless_marked_for_both_stores() -> None:
    assert e2e_backends(False, "") == ("sqlite",)
    assert e2e_backends(True, "") == BOTH


def test_the_environment_variable_overrides_the_marker() -> None:
    assert e2e_backends(True, "sqlite") == ("sqlite",)
    assert e2e_backends(False, "all") == BOTH
    assert e2e_backends(True, "all") == BOTH


def test_a_marked_test_is_collected_on_both_stores(request: pytest.FixtureRequest) -> None:
    """The marker reaches the parametrization (a module's ``pytestmark`` too): the ids collected
    for a test of a marked module, whenever that module is part of the run."""
    ids = {item.nodeid for item in request.session.items}
    base = "tests/e2e/test_reply_safety.py::test_a_first_use_leaves_no_deck"
    if f"{base}[sqlite]" not in ids:
        pytest.skip("test_reply_safety.py is not collected in this run")
    expected = e2e_backends(True)
    assert {f"{base}[{store}]" for store in BOTH} & ids == {f"{base}[{store}]" for store in expected}
