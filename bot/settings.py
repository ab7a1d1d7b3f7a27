"""Configuration from the environment (and a `.env` file), validated once at start."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.paths import DATA_DIR_DESCRIPTION, DATA_DIR_SETTING

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

    discord_token: SecretStr = Field(
        alias="DISCORD_TOKEN",
        description="the bot's token (Developer Portal: your application, Bot, Reset Token)",
    )
    database: Path | str = Field(
        default=Path("./fatebot.sqlite3"),
        alias="FATEBOT_DATABASE",
        description="the SQLite file of every table's state, or a postgresql:// URL for several processes",
    )
    dev_guild: int | None = Field(
        default=None,
        alias="FATEBOT_DEV_GUILD",
        gt=0,
        description="sync the commands to this one server (guild) id at once, for development",
    )
    log_level: str = Field(
        default="INFO",
        alias="FATEBOT_LOG_LEVEL",
        description="DEBUG, INFO, WARNING, ERROR or CRITICAL; INFO logs one line per command, never a hand",
    )
    duel_timeout_minutes: int = Field(
        default=15,
        alias="FATEBOT_DUEL_TIMEOUT_MINUTES",
        ge=1,
        le=1440,
        description="minutes a step waits before it lapses at live pace (1 to 1440)",
    )
    retention_days: int = Field(
        default=365,
        alias="FATEBOT_RETENTION_DAYS",
        ge=0,
        le=36500,
        description="forget a table's state after this many idle days (0: never)",
    )
    shard_count: int | None = Field(
        default=None,
        alias="FATEBOT_SHARD_COUNT",
        ge=1,
        le=10_000,
        description="Discord shards over all processes (docs/self-hosting.md)",
    )
    shard_ids: tuple[int, ...] | None = Field(
        default=None,
        alias="FATEBOT_SHARD_IDS",
        description="the shards this process runs: a range like 0-3 or a list like 4,5",
    )
    metrics_port: int | None = Field(
        default=None,
        alias="FATEBOT_METRICS_PORT",
        ge=1,
        le=65535,
        description="serve Prometheus /metrics and /healthz on this port",
    )
    metrics_host: str = Field(
        default="127.0.0.1",
        alias="FATEBOT_METRICS_HOST",
        min_length=1,
        description="the address /metrics listens on (0.0.0.0: every interface)",
    )
    log_format: Literal["text", "json"] = Field(
        default="text", alias="FATEBOT_LOG_FORMAT", description="text, or json: one JSON object per log line"
    )
    biggerhat_url: str = Field(
        default="",
        alias="FATEBOT_BIGGERHAT_URL",
        description="fill in model numbers from biggerhat's public API at this address, "
        "such as https://biggerhat.net (empty: off, nothing is fetched)",
    )

    @field_validator("database", mode="before")
    @classmethod
    def _path_or_url(cls, value: object) -> object:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith(("postgresql://", "postgres://")):
                return text
            return Path(text)
        return value

    @field_validator("shard_count", "metrics_port", mode="before")
    @classmethod
    def _blank_number_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("metrics_host", mode="before")
    @classmethod
    def _blank_host_is_loopback(cls, value: object) -> object:
        return (value.strip() or "127.0.0.1") if isinstance(value, str) else value

    @field_validator("biggerhat_url", mode="before")
    @classmethod
    def _biggerhat_url(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        text = value.strip().rstrip("/")
        if text and not text.startswith(("https://", "http://")):
            raise ValueError(
                "write the address with https://, such as https://biggerhat.net (or leave it empty)"
            )
        return text

    @field_validator("log_format", mode="before")
    @classmethod
    def _log_format(cls, value: object) -> object:
        return (value.strip().lower() or "text") if isinstance(value, str) else value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_range(cls, value: object) -> object:
        """``0-3``, ``4,5,6`` or ``0-1,4`` → (0, 1, 2, 3) ..."""
        if not isinstance(value, str):
            return value
        if not value.strip():
            return None
        ids: list[int] = []
        for part in value.replace(" ", "").split(","):
            first, dash, last = part.partition("-")
            if not first.isdigit() or (dash and not last.isdigit()):
                raise ValueError("write shard ids as a range like 0-3 or a list like 0,1,2")
            ids.extend(range(int(first), int(last) + 1) if dash else [int(first)])
        if not ids or len(set(ids)) != len(ids):
            raise ValueError("shard ids must be distinct and not empty")
        return tuple(sorted(ids))

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("FATEBOT_SHARD_IDS needs FATEBOT_SHARD_COUNT (the total over all processes)")
            if max(self.shard_ids) >= self.shard_count:
                raise ValueError(f"FATEBOT_SHARD_IDS must be below FATEBOT_SHARD_COUNT ({self.shard_count})")
        return self

    @property
    def uses_postgres(self) -> bool:
        return isinstance(self.database, str)

    @property
    def processes(self) -> int:
        """How many processes share the shards: more than one when this one runs only some."""
        if self.shard_ids is None or self.shard_count is None:
            return 1
        return 2 if len(self.shard_ids) < self.shard_count else 1

    def sqlite_problem(self) -> str | None:
        """A SQLite file is for one process: one clear line when several are configured."""
        if self.uses_postgres or self.processes == 1:
            return None
        here = len(self.shard_ids or ())
        return (
            f"fatebot: FATEBOT_SHARD_IDS runs {here} of {self.shard_count} shards here, so "
            "other processes run the rest, but FATEBOT_DATABASE is a SQLite file, which is for one process; "
            "use a postgresql:// URL (see docs/self-hosting.md)."
        )

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


def described_settings() -> list[tuple[str, str, str]]:
    """Every setting as (environment name, default, what it does), read from the model itself."""
    rows: list[tuple[str, str, str]] = []
    for field in Settings.model_fields.values():
        if field.is_required():
            default = "required"
        elif field.default is None:
            default = "unset"
        elif isinstance(field.default, Path):
            default = f"./{field.default}"
        else:
            default = str(field.default)
        rows.append((str(field.alias), default, str(field.description)))
    return [*rows, (DATA_DIR_SETTING, "the installed data", DATA_DIR_DESCRIPTION)]


def database_problem(database: Path | str) -> str | None:
    """One line saying why the bot could not keep its state at `database`, or None.

    Checked at start, before logging in: SQLite would otherwise fail only after the gateway
    connected, with a long traceback. The folder must exist and be writable (SQLite writes the
    -wal and -shm files beside the database); an existing file must be a writable file.
    """
    if isinstance(database, str):
        return None  # a postgresql:// URL: the server answers for itself at start
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
