"""CI's dependency audit: pip-audit over the lock files, failing on any known vulnerability.

    .tools/bin/python .ci/audit_locks.py requirements/bot.lock requirements/test.lock requirements/tools.lock

with the interpreter of an environment that has pip-audit (requirements/tools.lock brings it).

pip-audit (PyPI's vulnerability service, the default) asks PyPI for each pinned release
(`https://pypi.org/pypi/NAME/VERSION/json`, whose `vulnerabilities` are the OSV records that
affect that release). Its verdict is taken as it is: any vulnerability fails the audit. Pins
whose environment markers exclude this machine (`colorama ; sys_platform == 'win32'`) are
audited too, by a second pip-audit run over the bare pins: a lock serves every platform.

A pin pip-audit could not audit is not passed over. Some networks (this project's CI machines
among them) reach PyPI's package index, files and project JSON but not its per-release JSON,
and pip-audit then skips every pin with "Dependency not found on PyPI" and still prints "No
known vulnerabilities found". For each such pin this script reads the project JSON
(`https://pypi.org/pypi/NAME/json`), whose `vulnerabilities` are those of the newest release:
where the pin is the newest release that list is its own, and any entry fails the audit. A pin
older than the newest release cannot be audited from there. An audit that cannot audit fails:
- a pin not on PyPI at all, or whose project JSON cannot be read, fails it;
- a lock of which not one pin was audited (by pip-audit or from the project JSON) fails it;
- a pin that cannot be audited fails it once the first release after it is more than
  GRACE_DAYS old: the lock is stale and must be updated (docs/development.md). Within that time
  it is listed as not auditable, the ordinary lag between a release and the next lock update.
The first skip is explained from the two answers PyPI gave, so the output says why the service
was not used.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PYPI = "https://pypi.org/pypi"
GRACE_DAYS = 30  # how long a pin may stay behind a newer release it cannot be audited against
Json = dict[str, Any]
Cache = dict[str, tuple[Json | None, str]]  # project JSON (or None) and the problem reading it
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)(?:\s*;\s*([^\\]+?))?\s*\\?$", re.MULTILINE)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass
class Verdict:
    vulnerable: list[str] = field(default_factory=list)  # "name version ID (fix: ...)"
    stale: list[str] = field(default_factory=list)  # "name pin (newest: X)": not auditable here
    errors: list[str] = field(default_factory=list)


def pins_of(lock: Path) -> dict[str, tuple[str, str | None]]:
    return {canonical(n): (v, m) for n, v, m in PIN.findall(lock.read_text(encoding="utf-8"))}


def pip_audit(args: list[str]) -> dict[str, Json]:
    """pip-audit's JSON report over one requirements file, by canonical name."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        command = [*args, "-f", "json", "--progress-spinner", "off"]
        print("+ pip-audit " + " ".join(command), flush=True)
        done = subprocess.run(
            [sys.executable, "-m", "pip_audit", *command, "-o", str(report)], capture_output=True, text=True
        )
        # 0: nothing found; 1: vulnerabilities found (in the report). Anything else is a failure.
        if done.returncode not in (0, 1) or not report.exists():
            sys.exit(f"pip-audit failed (exit {done.returncode}):\n{done.stdout}{done.stderr}")
        data = json.loads(report.read_text(encoding="utf-8"))
    return {canonical(d["name"]): d for d in data["dependencies"]}


def fetch(url: str) -> tuple[int, bytes, str]:
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, response.read(), ""
    except urllib.error.HTTPError as error:
        return error.code, error.read(), ""
    except OSError as error:
        return 0, b"", str(error)


def project_json(name: str) -> tuple[Json | None, str]:
    for _ in range(3):
        status, body, problem = fetch(f"{PYPI}/{name}/json")
        if status == 200:
            return json.loads(body), ""
        problem = problem or f"HTTP {status}"
    return None, f"{PYPI}/{name}/json: {problem}"


def explain_skip(name: str, version: str) -> str:
    """Why pip-audit skipped a pin: what PyPI answered to its URL and to the project's."""
    status, body, problem = fetch(f"{PYPI}/{name}/{version}/json")
    release = f"{PYPI}/{name}/{version}/json answered " + (problem or f"HTTP {status}, {len(body)} bytes")
    data, problem = project_json(name)
    if data is None:
        return f"{release}; the project JSON could not be read either ({problem})"
    releases = data.get("releases") or {}
    listed = "lists" if version in releases else "does NOT list"
    return (
        f"{release} (the URL pip-audit's PyPI service reads), while {PYPI}/{name}/json answered "
        f"HTTP 200 and {listed} {version}: this network serves PyPI's project JSON but not its "
        "per-release JSON, so pip-audit cannot reach the vulnerability data of a release"
    )


def behind_since(data: Json, version: str) -> tuple[str, datetime] | None:
    """The first final release after `version` and when it was uploaded (None: none is known)."""
    from packaging.version import InvalidVersion, Version  # pip-audit's environment has it

    try:
        pinned = Version(version)
    except InvalidVersion:
        return None
    newer: list[tuple[Version, str, datetime]] = []
    for release, files in (data.get("releases") or {}).items():
        try:
            parsed = Version(release)
        except InvalidVersion:
            continue
        live = [f for f in files or [] if isinstance(f, dict) and not f.get("yanked")]
        stamps = [str(f.get("upload_time_iso_8601") or "").replace("Z", "+00:00") for f in live]
        times = [datetime.fromisoformat(t) for t in stamps if t]
        if parsed > pinned and not parsed.is_prerelease and times:
            newer.append((parsed, release, min(times)))
    if not newer:
        return None
    _, release, uploaded = min(newer)
    return release, uploaded


def fallback(skipped: dict[str, str], verdict: Verdict, cache: Cache, now: datetime) -> int:
    """Audit skipped pins against the project JSON's newest release; returns how many it audited."""
    todo = [n for n in skipped if n not in cache]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        for name, answer in zip(todo, pool.map(project_json, todo), strict=True):
            cache[name] = answer
    audited = 0
    for name, version in sorted(skipped.items()):
        data, problem = cache[name]
        if data is None:
            verdict.errors.append(f"{name} {version}: {problem}")
            continue
        info = data.get("info") or {}
        newest = str(info.get("version")) if isinstance(info, dict) else "?"
        if version not in (data.get("releases") or {}):
            verdict.errors.append(f"{name} {version}: not a release on PyPI (newest: {newest})")
        elif version != newest:
            since = behind_since(data, version)
            if since is not None and now - since[1] > timedelta(days=GRACE_DAYS):
                verdict.errors.append(
                    f"{name} {version}: cannot be audited here, and {since[0]} came out on "
                    f"{since[1]:%Y-%m-%d}, over {GRACE_DAYS} days ago (newest: {newest}): update the lock"
                )
            else:
                verdict.stale.append(f"{name} {version} (newest: {newest})")
        else:
            audited += 1
            for vuln in data.get("vulnerabilities") or []:
                if isinstance(vuln, dict) and not vuln.get("withdrawn"):
                    fixes = ", ".join(vuln.get("fixed_in") or []) or "none"
                    aliases = ", ".join(vuln.get("aliases") or [])
                    verdict.vulnerable.append(
                        f"{name} {version} {vuln.get('id')} [{aliases}] fixed in: {fixes} (PyPI project JSON)"
                    )
    return audited


def audit(lock: Path, cache: Cache, explained: list[str], now: datetime) -> Verdict:
    pins = pins_of(lock)
    verdict = Verdict()
    if not pins:
        verdict.errors.append(f"{lock}: no pinned requirement found")
        return verdict
    report = pip_audit(["--disable-pip", "--require-hashes", "-r", str(lock)])
    outside = {n: v for n, (v, _) in pins.items() if n not in report}
    if outside:  # excluded by their markers here: audit the bare pins
        print(
            "  the pins this machine's markers leave out, bare: "
            + ", ".join(f"{n}=={v}" for n, v in outside.items())
        )
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as bare:
            bare.write("".join(f"{n}=={v}\n" for n, v in outside.items()))
        try:
            report.update(pip_audit(["--disable-pip", "--no-deps", "-r", bare.name]))
        finally:
            os.unlink(bare.name)
    skipped: dict[str, str] = {}
    for name, (version, _) in pins.items():
        entry = report.get(name)
        if entry is None:
            verdict.errors.append(f"{name} {version}: missing from pip-audit's report")
        elif "skip_reason" in entry:
            skipped[name] = version
            if not explained:
                print(f"pip-audit skipped {name} {version}: {entry['skip_reason']}")
                explained.append(explain_skip(name, version))
                print("why: " + explained[0])
        else:
            for vuln in entry.get("vulns") or []:
                fixes = ", ".join(vuln.get("fix_versions") or []) or "none"
                aliases = ", ".join(vuln.get("aliases") or [])
                verdict.vulnerable.append(
                    f"{name} {version} {vuln['id']} [{aliases}] fixed in: {fixes} (pip-audit)"
                )
    by_pip_audit = len(pins) - len(skipped) - sum(1 for n in pins if n not in report)
    by_fallback = fallback(skipped, verdict, cache, now) if skipped else 0
    if by_pip_audit + by_fallback == 0:
        verdict.errors.append(f"{lock}: not one of its {len(pins)} pins could be audited")
    print(
        f"{lock}: {len(pins)} pins; audited by pip-audit {by_pip_audit}, from PyPI's project JSON "
        f"{by_fallback}, not auditable here {len(verdict.stale)}; "
        f"known vulnerabilities {len(verdict.vulnerable)}"
    )
    return verdict


def main(locks: list[str], now: datetime | None = None) -> int:
    now = now or datetime.now(UTC)
    cache: Cache = {}
    explained: list[str] = []
    failed = False
    stale: set[str] = set()
    for lock in locks:
        verdict = audit(Path(lock), cache, explained, now)
        for line in verdict.vulnerable:
            print(f"  VULNERABLE {line}")
        for line in verdict.errors:
            print(f"  ERROR {line}")
        if verdict.stale:
            print(
                "  not auditable on this network (older than the newest release, whose project "
                f"JSON is all it serves; tolerated for {GRACE_DAYS} days): " + "; ".join(verdict.stale)
            )
        failed |= bool(verdict.vulnerable or verdict.errors)
        stale.update(verdict.stale)
    if failed:
        print("dependency audit: FAILED (known vulnerabilities or pins that could not be checked, above)")
        return 1
    unchecked = f"; {len(stale)} pin(s) could not be audited on this network (above)" if stale else ""
    print(f"dependency audit: no known vulnerability in the audited pins{unchecked}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))
