"""Settings: defaults, validation, the .env file, and the one-line error text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.__main__ import TOKEN_HELP, describe_settings_error
from bot.settings import Settings

VARIABLES = (
    "DISCORD_TOKEN",
    "FATEBOT_DATABASE",
    "FATEBOT_DEV_GUILD",
    "FATEBOT_LOG_LEVEL",
    "FATEBOT_DUEL_TIMEOUT_MINUTES",
)


Load = Callable[..., Settings]


@pytest.fixture
def settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Load:
    """Settings read from exactly the given environment variables, in a folder without .env."""
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)

    def load(**env: str) -> Settings:
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return Settings()  # type: ignore[call-arg]  # read from the environment

    return load


def test_defaults_need_only_a_token(settings: Load) -> None:
    s = settings(DISCORD_TOKEN="abc.def.ghi")
    assert s.discord_token.get_secret_value() == "abc.def.ghi"
    assert s.database == Path("./fatebot.sqlite3")
    assert s.dev_guild is None
    assert s.log_level == "INFO"
    assert s.duel_timeout_minutes == 15 and s.duel_ttl_s == 900.0


def test_the_token_never_shows_in_repr(settings: Load) -> None:
    s = settings(DISCORD_TOKEN="very-secret-token")
    assert "very-secret-token" not in repr(s) and "very-secret-token" not in str(s)


def test_values_are_parsed(settings: Load) -> None:
    s = settings(
        DISCORD_TOKEN="t",
        FATEBOT_DATABASE="/data/fate.db",
        FATEBOT_DEV_GUILD="123456789012345678",
        FATEBOT_LOG_LEVEL="debug",
        FATEBOT_DUEL_TIMEOUT_MINUTES="1440",
    )
    assert s.database == Path("/data/fate.db")
    assert s.dev_guild == 123456789012345678
    assert s.log_level == "DEBUG"
    assert s.duel_timeout_minutes == 1440


def test_blank_dev_guild_means_none(settings: Load) -> None:
    assert settings(DISCORD_TOKEN="t", FATEBOT_DEV_GUILD="  ").dev_guild is None


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("FATEBOT_DEV_GUILD", "my-guild"),
        ("FATEBOT_DEV_GUILD", "-5"),
        ("FATEBOT_LOG_LEVEL", "LOUD"),
        ("FATEBOT_DUEL_TIMEOUT_MINUTES", "0"),
        ("FATEBOT_DUEL_TIMEOUT_MINUTES", "1441"),
        ("FATEBOT_DUEL_TIMEOUT_MINUTES", "ten"),
        ("DISCORD_TOKEN", "   "),
        ("DISCORD_TOKEN", "two words"),
    ],
)
def test_malformed_values_are_refused_with_one_line_naming_them(
    settings: Load, name: str, value: str
) -> None:
    env = {"DISCORD_TOKEN": "t", name: value}
    with pytest.raises(ValidationError) as raised:
        settings(**env)
    line = describe_settings_error(raised.value)
    assert "\n" not in line and name in line
    if name == "DISCORD_TOKEN":
        assert "two words" not in line  # never echo a token


@pytest.mark.parametrize("env", [{}, {"DISCORD_TOKEN": ""}, {"DISCORD_TOKEN": "  "}])
def test_a_missing_token_explains_how_to_get_one(settings: Load, env: dict[str, str]) -> None:
    with pytest.raises(ValidationError) as raised:
        settings(**env)
    assert describe_settings_error(raised.value) == TOKEN_HELP
    assert "Reset Token" in TOKEN_HELP and "DISCORD_TOKEN" in TOKEN_HELP


def test_the_dotenv_file_is_read(settings: Load, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\nFATEBOT_LOG_LEVEL=warning\n", encoding="utf-8")
    s = Settings()  # type: ignore[call-arg]  # read from the .env file
    assert s.discord_token.get_secret_value() == "from-file"
    assert s.log_level == "WARNING"


def test_the_environment_wins_over_the_dotenv_file(settings: Load, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\n", encoding="utf-8")
    assert settings(DISCORD_TOKEN="from-env").discord_token.get_secret_value() == "from-env"


def test_env_example_documents_every_setting() -> None:
    example = (Path(__file__).resolve().parents[1] / ".env.example").read_text(encoding="utf-8")
    for name in VARIABLES:
        assert f"{name}=" in example
    assert example.count("#") >= len(VARIABLES)
