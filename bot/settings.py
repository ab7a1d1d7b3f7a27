"""Configuration from the environment (and a `.env` file), validated once at start."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")


class Settings(BaseSettings):
    """Every setting the bot reads. Names are the environment variable names."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        case_sensitive=False,
        populate_by_name=True,
    )

    discord_token: SecretStr = Field(alias="DISCORD_TOKEN")
    database: Path = Field(default=Path("./fatebot.sqlite3"), alias="FATEBOT_DATABASE")
    dev_guild: int | None = Field(default=None, alias="FATEBOT_DEV_GUILD", gt=0)
    log_level: str = Field(default="INFO", alias="FATEBOT_LOG_LEVEL")
    duel_timeout_minutes: int = Field(default=15, alias="FATEBOT_DUEL_TIMEOUT_MINUTES", ge=1, le=1440)
    retention_days: int = Field(default=365, alias="FATEBOT_RETENTION_DAYS", ge=0, le=36500)

    @field_validator("discord_token")
    @classmethod
    def _token_not_blank(cls, value: SecretStr) -> SecretStr:
        secret = value.get_secret_value().strip()
        if not secret:
            raise ValueError("DISCORD_TOKEN is empty")
        if any(ch.isspace() for ch in secret):
            raise ValueError("DISCORD_TOKEN must not contain spaces or line breaks")
        return SecretStr(secret)

    @field_validator("dev_guild", mode="before")
    @classmethod
    def _blank_guild_is_none(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _known_level(cls, value: object) -> str:
        level = str(value).strip().upper()
        if level == "WARN":
            level = "WARNING"
        if level not in LOG_LEVELS:
            raise ValueError(f"must be one of {', '.join(LOG_LEVELS)}")
        return level

    @property
    def log_level_number(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]

    @property
    def retention_s(self) -> float | None:
        """How long an idle table's state is kept (None: for ever)."""
        return float(self.retention_days * 86400) if self.retention_days else None

    @property
    def duel_ttl_s(self) -> float:
        return float(self.duel_timeout_minutes * 60)


def database_problem(database: Path) -> str | None:
    """One line saying why the bot could not keep its state at `database`, or None.

    Checked at start, before logging in: SQLite would otherwise fail only after the gateway
    connected, with a long traceback. The folder must exist and be writable (SQLite writes the
    -wal and -shm files beside the database); an existing file must be a writable file.
    """
    folder = database.parent if str(database.parent) else Path(".")
    setting = f"FATEBOT_DATABASE={database}"
    fix = "choose another path or fix the folder"
    if not folder.is_dir():
        return f"fatebot: the folder of {setting} does not exist or is not a folder ({folder}); {fix}."
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"fatebot: the folder of {setting} is not writable ({folder}); {fix}."
    if database.exists() and (not database.is_file() or not os.access(database, os.R_OK | os.W_OK)):
        return f"fatebot: {setting} is not a readable and writable file; {fix}."
    return None
