"""CI's dependency audit (.ci/audit_locks.py) fails when it cannot audit, with pip-audit and PyPI stubbed.

Each case is a control of the others: the same lock passes once its pins can be audited.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

from pytest import MonkeyPatch

ROOT = Path(__file__).resolve().parents[1]
NOW = datetime(2026, 12, 7, tzinfo=UTC)


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("audit_locks", ROOT / ".ci" / "audit_locks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def project(releases: dict[str, str], vulnerabilities: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A project JSON as PyPI serves it: each release's upload time, the newest's vulnerabilities."""
    newest = max(releases, key=lambda v: tuple(int(p) for p in v.split(".")))
    return {
        "info": {"version": newest},
        "releases": {v: [{"upload_time_iso_8601": t, "yanked": False}] for v, t in releases.items()},
        "vulnerabilities": vulnerabilities or [],
    }


def run(
    tmp_path: Path,
    monkeypatch: MonkeyPatch,
    pins: dict[str, str],
    projects: dict[str, dict[str, Any]],
    *,
    audited_by_pip_audit: bool = False,
) -> int:
    """The audit of one lock holding `pins`, pip-audit skipping every pin unless told otherwise."""
    module = load()
    lock = tmp_path / "x.lock"
    lock.write_text("".join(f"{n}=={v} \\\n    --hash=sha256:{'0' * 64}\n" for n, v in pins.items()))

    def pip_audit(args: list[str]) -> dict[str, Any]:
        if audited_by_pip_audit:
            return {n: {"name": n, "version": v, "vulns": []} for n, v in pins.items()}
        skip = "Dependency not found on PyPI and could not be audited"
        return {n: {"name": n, "skip_reason": skip} for n in pins}

    def fetch(url: str) -> tuple[int, bytes, str]:
        name = url.split("/pypi/", 1)[1].split("/", 1)[0]
        if url.endswith(f"/{name}/json") and name in projects:
            return 200, json.dumps(projects[name]).encode(), ""
        return 404, b"", ""

    monkeypatch.setattr(module, "pip_audit", pip_audit)
    monkeypatch.setattr(module, "fetch", fetch)
    result: int = module.main([str(lock)], now=NOW)
    return result


def test_a_lock_of_which_no_pin_could_be_audited_fails(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    # Every pin one release behind, that release out for a week: each alone is tolerated lag...
    recent = {"a": project({"1.0": "2026-01-01T00:00:00Z", "1.1": "2026-11-30T00:00:00Z"})}
    assert run(tmp_path, monkeypatch, {"a": "1.0"}, recent) == 1  # ...but nothing was audited at all
    # Control: the same network, a pin that is the newest release, audited from the project JSON.
    assert run(tmp_path, monkeypatch, {"a": "1.1"}, recent) == 0
    # Control: pip-audit itself answered.
    assert run(tmp_path, monkeypatch, {"a": "1.0"}, recent, audited_by_pip_audit=True) == 0


def test_a_pin_behind_a_release_older_than_the_grace_fails(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    newest = {"b": project({"2.0": "2026-01-01T00:00:00Z"})}
    lagging = {"a": project({"1.0": "2025-01-01T00:00:00Z", "1.1": "2026-11-20T00:00:00Z"}), **newest}
    assert run(tmp_path, monkeypatch, {"a": "1.0", "b": "2.0"}, lagging) == 0  # 17 days: tolerated
    stale = {"a": project({"1.0": "2025-01-01T00:00:00Z", "1.1": "2026-10-01T00:00:00Z"}), **newest}
    assert run(tmp_path, monkeypatch, {"a": "1.0", "b": "2.0"}, stale) == 1  # 67 days: update the lock


def test_a_known_vulnerability_or_an_unknown_pin_fails(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    vulnerable = {"a": project({"1.0": "2026-01-01T00:00:00Z"}, [{"id": "PYSEC-1", "fixed_in": ["1.1"]}])}
    assert run(tmp_path, monkeypatch, {"a": "1.0"}, vulnerable) == 1
    assert run(tmp_path, monkeypatch, {"a": "1.0"}, {}) == 1  # no project JSON: cannot audit
