"""The README's two quick-start commands make and use a virtual environment, and CI runs the second.

Both install their dependencies from a lock file with hashes (requirements/*.lock), which must
pin every dependency pyproject.toml declares.

Stock Debian 12, Ubuntu 23.04+ and Homebrew Pythons refuse `pip install` outside a virtual
environment (PEP 668, `externally-managed-environment`), so each command creates `.venv` first
and then uses only `.venv/bin/...`.
"""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def quick_start() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return [line for line in section.splitlines() if line.strip() and not line.startswith("#")]


def steps(command: str) -> list[list[str]]:
    return [shlex.split(part) for part in command.split(" && ")]


def test_both_commands_make_and_use_a_virtual_environment() -> None:
    run, test = quick_start()
    for command in (run, test):
        first, *rest = steps(command)
        assert first == ["python3", "-m", "venv", ".venv"], command
        programs = [next(word for word in step if "=" not in word) for step in rest]
        assert programs and all(p.startswith(".venv/bin/") for p in programs), command
    # The dependencies from a lock, every file checked against its hash; then the project alone,
    # built with the setuptools of that lock (building Fatebot fetches nothing).
    # First a pinned pip: the one `python3 -m venv` brings (23.2 with Python 3.11) refuses a
    # hashed lock once a package asks for a pinned one with an extra and a newer release of it
    # exists (pypa/pip#9644), so the commands broke whenever such a release came out.
    pip = [".venv/bin/python", "-m", "pip", "install", "--require-hashes", "-r", "requirements/pip.lock"]
    project = [".venv/bin/pip", "install", "--no-deps", "--no-build-isolation", "-e", "."]
    assert steps(run)[1] == steps(test)[1] == pip
    assert steps(run)[2] == [".venv/bin/pip", "install", "--require-hashes", "-r", "requirements/bot.lock"]
    assert steps(run)[3] == project
    assert steps(run)[4] == ["DISCORD_TOKEN=your-bot-token", ".venv/bin/python", "-m", "bot"]
    assert steps(test)[2] == [".venv/bin/pip", "install", "--require-hashes", "-r", "requirements/test.lock"]
    assert steps(test)[3] == project
    assert steps(test)[4] == [".venv/bin/python", "-m", "pytest", "-n", "auto"]  # on every core


def locked(lock: str) -> dict[str, tuple[Version, int]]:
    """The pins of a lock file as uv writes it: name -> (version, how many file hashes)."""
    text = (ROOT / "requirements" / lock).read_text(encoding="utf-8")
    pins: dict[str, tuple[Version, int]] = {}
    for block in re.split(r"^(?=[A-Za-z0-9])", text, flags=re.MULTILINE):
        if match := re.match(r"([A-Za-z0-9._-]+)==([^\s;\\]+)", block):
            pins[canonicalize_name(match[1])] = (Version(match[2]), block.count("--hash=sha256:"))
    return pins


def requirements_in(name: str) -> list[str]:
    lines = (ROOT / "requirements" / name).read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def test_the_locks_pin_and_hash_everything_declared() -> None:
    """Each lock pins, with hashes, a release that satisfies every requirement it must hold.

    Catches a dependency added to (or narrowed in) pyproject.toml or tools.in without updating the locks:
    the quick-start commands install the project with --no-deps, so pip would not notice.
    """
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    build = project["build-system"]["requires"]
    assert build == requirements_in("build.in")
    runtime = [*project["project"]["dependencies"], *build]
    test = [*runtime, *project["project"]["optional-dependencies"]["test"]]
    for lock, declared in (
        ("bot.lock", runtime),
        ("test.lock", test),
        ("tools.lock", requirements_in("tools.in")),
        ("pip.lock", requirements_in("pip.in")),
    ):
        pins = locked(lock)
        assert len(pins) >= len(declared), lock
        assert [name for name, (_, hashes) in pins.items() if not hashes] == [], lock
        for line in declared:
            requirement = Requirement(line)
            name = canonicalize_name(requirement.name)
            assert name in pins, f"{lock} pins no {name}: update the locks (README)"
            version, _ = pins[name]
            assert requirement.specifier.contains(version, prereleases=True), (lock, line, version)
    assert set(locked("bot.lock")) <= set(locked("test.lock"))


def test_ci_runs_the_readme_test_command_as_written() -> None:
    _, test = quick_start()
    pattern = re.search(r"grep -m1 -E '([^']+)' README\.md", CI)
    assert pattern is not None and 'eval "$test_command"' in CI
    matching = [line for line in README.splitlines() if re.search(pattern.group(1), line)]
    assert matching[0] == test  # the line CI reads is the README's test command
    assert "pip install" not in CI.split('eval "$test_command"', 1)[0].replace(test, "")
