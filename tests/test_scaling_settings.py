"""Settings for running several processes: shards, PostgreSQL URLs, metrics port, JSON logs."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

import bot.__main__ as entry
from bot.app import Fatebot, ShardedFatebot
from bot.logjson import JsonFormatter
from bot.settings import Settings

URL = "postgresql://fatebot:secret@db:5432/fatebot"
NAMES = (
    "FATEBOT_DATABASE",
    "FATEBOT_SHARD_COUNT",
    "FATEBOT_SHARD_IDS",
    "FATEBOT_METRICS_PORT",
    "FATEBOT_LOG_FORMAT",
)


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("DISCORD_TOKEN", "t")


def load(monkeypatch: pytest.MonkeyPatch, **env: str) -> Settings:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings()  # type: ignore[call-arg]


def test_a_postgresql_url_stays_a_url(monkeypatch: pytest.MonkeyPatch) -> None:
    s = load(monkeypatch, FATEBOT_DATABASE=URL)
    assert s.database == URL and s.uses_postgres
    assert load(monkeypatch, FATEBOT_DATABASE="./x.sqlite3").database == Path("x.sqlite3")


@pytest.mark.parametrize(
    ("text", "ids"), [("0-3", (0, 1, 2, 3)), ("4,5,6", (4, 5, 6)), ("0-1, 6", (0, 1, 6)), (" ", None)]
)
def test_shard_ids_are_ranges_or_lists(monkeypatch: pytest.MonkeyPatch, text: str, ids: object) -> None:
    s = load(monkeypatch, FATEBOT_DATABASE=URL, FATEBOT_SHARD_COUNT="8", FATEBOT_SHARD_IDS=text)
    assert s.shard_ids == ids


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"FATEBOT_SHARD_IDS": "0-3"}, "needs FATEBOT_SHARD_COUNT"),
        ({"FATEBOT_SHARD_COUNT": "4", "FATEBOT_SHARD_IDS": "2-4"}, "below FATEBOT_SHARD_COUNT"),
        ({"FATEBOT_SHARD_COUNT": "4", "FATEBOT_SHARD_IDS": "a-b"}, "range like 0-3"),
        ({"FATEBOT_SHARD_COUNT": "4", "FATEBOT_SHARD_IDS": "1,1"}, "distinct"),
        ({"FATEBOT_SHARD_COUNT": "0"}, "greater than or equal to 1"),
        ({"FATEBOT_METRICS_PORT": "70000"}, "less than or equal to 65535"),
        ({"FATEBOT_LOG_FORMAT": "xml"}, "'text' or 'json'"),
    ],
)
def test_bad_scaling_settings_are_refused(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        load(monkeypatch, FATEBOT_DATABASE=URL, **env)


def test_sqlite_with_several_processes_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name, value in {
        "FATEBOT_DATABASE": str(tmp_path / "db.sqlite3"),
        "FATEBOT_SHARD_COUNT": "4",
        "FATEBOT_SHARD_IDS": "0-1",
    }.items():
        monkeypatch.setenv(name, value)
    ran: list[bool] = []
    monkeypatch.setattr(Fatebot, "run", lambda self, *a, **k: ran.append(True))
    with pytest.raises(SystemExit) as raised:
        entry.main([])
    assert raised.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "SQLite file, which is for one process" in err[0]
    assert ran == []


def test_sqlite_with_every_shard_in_one_process_is_fine(monkeypatch: pytest.MonkeyPatch) -> None:
    s = load(monkeypatch, FATEBOT_SHARD_COUNT="4", FATEBOT_SHARD_IDS="0-3")
    assert s.sqlite_problem() is None
    assert load(monkeypatch, FATEBOT_SHARD_COUNT="4").sqlite_problem() is None


def test_shard_settings_make_an_auto_sharded_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = Fatebot.from_settings(load(monkeypatch))
    assert type(plain) is Fatebot and plain.shard_count is None
    sharded = Fatebot.from_settings(
        load(monkeypatch, FATEBOT_DATABASE=URL, FATEBOT_SHARD_COUNT="8", FATEBOT_SHARD_IDS="4-7")
    )
    assert isinstance(sharded, ShardedFatebot)
    assert sharded.shard_count == 8 and sharded.shard_ids == [4, 5, 6, 7]


def test_json_logs_are_one_object_per_line(capsys: pytest.CaptureFixture[str]) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("fatebot.test-json")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("flip table=%s user=%s %s %.1fms", 1, 2, "ok", 3.25)
        try:
            raise RuntimeError("boom\nwith a second line")
        except RuntimeError:
            logger.exception("unexpected error")
    finally:
        logger.removeHandler(handler)
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2
    first, second = (json.loads(line) for line in lines)
    assert first["message"] == "flip table=1 user=2 ok 3.2ms" and first["level"] == "WARNING"
    assert first["logger"] == "fatebot.test-json" and first["time"].endswith("+00:00")
    assert "RuntimeError: boom" in second["exception"]


def test_a_postgresql_url_has_no_folder_to_check() -> None:
    from bot.settings import database_problem

    assert database_problem(URL) is None


def test_metrics_listen_on_loopback_unless_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24 §5: FATEBOT_METRICS_HOST, loopback by default; the Docker image sets 0.0.0.0."""
    monkeypatch.delenv("FATEBOT_METRICS_HOST", raising=False)
    assert load(monkeypatch).metrics_host == "127.0.0.1"
    assert load(monkeypatch, FATEBOT_METRICS_HOST=" ").metrics_host == "127.0.0.1"
    settings = load(monkeypatch, FATEBOT_METRICS_PORT="9100", FATEBOT_METRICS_HOST="0.0.0.0")
    bot = Fatebot.from_settings(settings)
    assert (bot.metrics_port, bot.metrics_host) == (9100, "0.0.0.0")
    root = Path(__file__).resolve().parent.parent
    assert "FATEBOT_METRICS_HOST=0.0.0.0" in (root / "Dockerfile").read_text()
    for doc in (".env.example", "README.md", "docs/self-hosting.md"):
        assert "FATEBOT_METRICS_HOST" in (root / doc).read_text(), doc
