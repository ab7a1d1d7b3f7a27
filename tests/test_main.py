"""`python -m bot`: configuration problems are one line on stderr and exit status 2."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import aiohttp
import discord
import pytest

import bot.__main__ as entry
from bot.app import Fatebot
from bot.paths import DATA_DIR_SETTING
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "FATEBOT_"))}
    clean.update(env)
    clean["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env=clean,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_no_token_is_one_clear_line_and_exit_2(tmp_path: Path) -> None:
    done = run_bot(tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "DISCORD_TOKEN" in lines[0] and "Developer Portal" in lines[0] and "Reset Token" in lines[0]
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_a_malformed_setting_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = run_bot(tmp_path, DISCORD_TOKEN="secret-token", FATEBOT_DUEL_TIMEOUT_MINUTES="0")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "FATEBOT_DUEL_TIMEOUT_MINUTES" in lines[0]
    assert "secret-token" not in done.stderr and "Traceback" not in done.stderr


def test_a_rejected_token_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bad-token")
    monkeypatch.setenv("FATEBOT_DATABASE", str(tmp_path / "db.sqlite3"))

    def refuse(self: Fatebot, token: str, **kwargs: object) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(Fatebot, "run", refuse)
    with pytest.raises(SystemExit) as raised:
        entry.main([])
    assert raised.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "rejected DISCORD_TOKEN" in err[0]


def test_an_unreachable_discord_is_one_line_and_exit_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "some-token")
    monkeypatch.setenv("FATEBOT_DATABASE", str(tmp_path / "db.sqlite3"))

    def unreachable(self: Fatebot, token: str, **kwargs: object) -> None:
        raise aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")

    monkeypatch.setattr(Fatebot, "run", unreachable)
    with pytest.raises(SystemExit) as raised:
        entry.main([])
    assert raised.value.code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "could not reach Discord" in err[0]


def test_main_builds_the_bot_from_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("FATEBOT_DATABASE", raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "good-token")
    monkeypatch.setenv("FATEBOT_DEV_GUILD", "42")
    monkeypatch.setenv("FATEBOT_DUEL_TIMEOUT_MINUTES", "2")
    seen: dict[str, object] = {}

    def fake_run(self: Fatebot, token: str, **kwargs: object) -> None:
        seen.update(token=token, dev_guild=self.dev_guild, ttl=self.duel_ttl_s, db=self.database)

    monkeypatch.setattr(Fatebot, "run", fake_run)
    entry.main([])
    assert seen == {"token": "good-token", "dev_guild": 42, "ttl": 120.0, "db": "fatebot.sqlite3"}


async def test_close_stops_the_sweeper_and_closes_the_store(tmp_path: Path) -> None:
    from bot.play import Play
    from bot.store import Store

    bot = Fatebot(database=tmp_path / "close.sqlite3")
    bot.store = await Store.open(bot.database)
    bot.play = Play(bot.store)
    bot.start_sweeper(60)
    await bot.close()
    assert bot.is_closed()
    with pytest.raises(Exception):  # noqa: B017 - any use of a closed store fails
        await bot.store.get_meta("x")


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_answer_without_a_token(tmp_path: Path, flag: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", flag],
        cwd=tmp_path,
        env={k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "FATEBOT_"))}
        | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "DISCORD_TOKEN is not set" not in done.stdout + done.stderr
    if flag == "--help":
        assert "usage: python -m bot" in done.stdout and "DISCORD_TOKEN" in done.stdout
    else:
        assert done.stdout.strip() == f"fatebot {entry.version()}"


SETTINGS = [str(field.alias) for field in Settings.model_fields.values()] + [DATA_DIR_SETTING]


def test_help_lists_every_setting_with_its_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        entry.parse_arguments(["--help"])
    assert raised.value.code == 0
    shown = capsys.readouterr().out
    listed = re.findall(r"^  ([A-Z_]+) \(default: (.*)\)$", shown, flags=re.MULTILINE)
    assert [name for name, _ in listed] == SETTINGS
    defaults = dict(listed)
    assert defaults["DISCORD_TOKEN"] == "required"
    assert defaults["FATEBOT_DATABASE"] == "./fatebot.sqlite3"
    assert defaults["FATEBOT_DUEL_TIMEOUT_MINUTES"] == "15" and defaults["FATEBOT_DEV_GUILD"] == "unset"
    for name, _, description in entry.described_settings():
        assert description and description != "None", name
        assert " ".join(description.split()[:4]) in " ".join(shown.split()), name


def test_env_example_and_readme_document_every_setting() -> None:
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in SETTINGS:
        assert re.search(rf"^(# )?{name}=", example, flags=re.MULTILINE), f".env.example lacks {name}"
        assert f"`{name}`" in readme, f"the README's settings table lacks {name}"


def test_an_unknown_argument_is_refused_with_exit_2(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as raised:
        entry.main(["--tokn", "x"])
    assert raised.value.code == 2


def test_a_database_in_a_missing_folder_stops_before_login(tmp_path: Path) -> None:
    done = run_bot(tmp_path, DISCORD_TOKEN="some-token", FATEBOT_DATABASE=str(tmp_path / "no" / "db.sqlite3"))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    database, folder = tmp_path / "no" / "db.sqlite3", tmp_path / "no"
    assert lines == [
        f"fatebot: the folder of FATEBOT_DATABASE={database} does not exist or is not a folder "
        f"({folder}); choose another path or fix the folder."
    ]
    assert "some-token" not in done.stderr


def test_a_database_in_an_unwritable_folder_stops_before_login(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The tests may run as root, for whom every folder is writable: the permission check is faked.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "some-token")
    locked = tmp_path / "locked"
    locked.mkdir()
    monkeypatch.setenv("FATEBOT_DATABASE", str(locked / "db.sqlite3"))
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != locked and real_access(path, mode))

    def must_not_run(self: Fatebot, token: str, **kwargs: object) -> None:
        raise AssertionError("the bot logged in despite an unusable database")

    monkeypatch.setattr(Fatebot, "run", must_not_run)
    with pytest.raises(SystemExit) as raised:
        entry.main([])
    assert raised.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is not writable" in err[0] and str(locked) in err[0]


def test_a_database_path_that_is_a_folder_is_refused(tmp_path: Path) -> None:
    from bot.settings import database_problem

    assert database_problem(tmp_path / "db.sqlite3") is None  # control: a fresh file in a folder is fine
    assert database_problem(Path("fatebot.sqlite3")) is None  # the default, relative to the cwd
    problem = database_problem(tmp_path)
    assert problem is not None and "readable and writable file" in problem
    (tmp_path / "file").write_text("")
    problem = database_problem(tmp_path / "file" / "db.sqlite3")
    assert problem is not None and "does not exist" in problem
