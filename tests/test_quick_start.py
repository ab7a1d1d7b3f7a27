"""The README's two quick-start commands make and use a virtual environment, and CI runs the second.

Stock Debian 12, Ubuntu 23.04+ and Homebrew Pythons refuse `pip install` outside a virtual
environment (PEP 668, `externally-managed-environment`), so each command creates `.venv` first
and then uses only `.venv/bin/...`.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

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
    assert steps(run)[1] == [".venv/bin/pip", "install", "-e", "."]
    assert steps(run)[2] == ["DISCORD_TOKEN=your-bot-token", ".venv/bin/python", "-m", "bot"]
    assert steps(test)[1] == [".venv/bin/pip", "install", "-e", ".[test]"]
    assert steps(test)[2] == [".venv/bin/python", "-m", "pytest"]


def test_ci_runs_the_readme_test_command_as_written() -> None:
    _, test = quick_start()
    pattern = re.search(r"grep -m1 -E '([^']+)' README\.md", CI)
    assert pattern is not None and 'eval "$test_command"' in CI
    matching = [line for line in README.splitlines() if re.search(pattern.group(1), line)]
    assert matching[0] == test  # the line CI reads is the README's test command
    assert "pip install" not in CI.split('eval "$test_command"', 1)[0].replace(test, "")
