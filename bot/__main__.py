"""`python -m bot` (console script `fatebot`): read the settings, configure logging, run the bot.

A configuration problem is one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import logging
import sys
import textwrap
from collections.abc import Sequence
from typing import Any, NoReturn

from pydantic import ValidationError

from bot.paths import data_dir_problem
from bot.settings import Settings, database_problem, described_settings

EXIT_CONFIG = 2
EXIT_UNREACHABLE = 1

TOKEN_HELP = (
    "fatebot: DISCORD_TOKEN is not set. Get a token in the Discord Developer Portal "
    "(https://discord.com/developers/applications → your application → Bot → Reset Token), "
    "then set DISCORD_TOKEN in the environment or in a .env file."
)


def describe_settings_error(error: ValidationError) -> str:
    """One line that names every bad setting and what is wrong with it (never a secret's value)."""
    problems: list[str] = []
    for item in error.errors(include_url=False):
        name = ".".join(str(part) for part in item["loc"]) or "settings"
        blank = not str(item.get("input") or "").strip()
        if name == "DISCORD_TOKEN" and (item["type"] == "missing" or blank):
            return TOKEN_HELP  # unset, or left empty as in .env.example
        message = str(item["msg"]).removeprefix("Value error, ")
        if name != "DISCORD_TOKEN" and item["type"] != "missing":
            message += f" (got {item['input']!r})"
        problems.append(f"{name}: {message}")
    return "fatebot: invalid configuration: " + "; ".join(problems)


def fail(line: str) -> NoReturn:
    print(line, file=sys.stderr)
    raise SystemExit(EXIT_CONFIG)


def load_settings(**overrides: Any) -> Settings:
    try:
        return Settings(**overrides)
    except ValidationError as error:
        fail(describe_settings_error(error))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        fail(f"fatebot: could not read the configuration: {error}")


def configure_logging(level: int, log_format: str = "text") -> None:
    handler = logging.StreamHandler(sys.stderr)
    if log_format == "json":
        from bot.logjson import JsonFormatter

        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    logging.basicConfig(level=level, handlers=[handler])
    # discord.py's gateway chatter is useful only when debugging.
    logging.getLogger("discord").setLevel(max(level, logging.INFO))


def version() -> str:
    try:
        return importlib.metadata.version("fatebot")
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed)"


def settings_help() -> str:
    """Every setting with its default and what it does, from the settings model (never out of date)."""
    lines = ["settings:"]
    for name, default, description in described_settings():
        lines.append(f"  {name} (default: {default})")
        lines += textwrap.wrap(description, width=76, initial_indent="      ", subsequent_indent="      ")
    return "\n".join(lines)


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """`--help` and `--version` answer without a token; settings come from the environment."""
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description=textwrap.fill(
            "Fatebot, a Discord bot that replaces the Malifaux Fate Deck. Settings come from the "
            "environment or a .env file (the environment wins); see .env.example.",
            width=80,
        ),
        epilog=settings_help()
        + "\n\npython -m bot copy-database SOURCE TARGET: copy a SQLite file to PostgreSQL or back.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"fatebot {version()}")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["copy-database"]:
        from bot.store.copy import main as copy_main

        raise SystemExit(copy_main(args[1:]))
    parse_arguments(args)
    settings = load_settings()
    if problem := data_dir_problem() or settings.sqlite_problem():
        fail(problem)
    if problem := database_problem(settings.database):
        fail(problem)
    configure_logging(settings.log_level_number, settings.log_format)

    import aiohttp
    import discord

    from bot.app import Fatebot

    bot = Fatebot.from_settings(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        fail(
            "fatebot: Discord rejected DISCORD_TOKEN. Reset the token in the Discord Developer Portal "
            "(your application → Bot → Reset Token) and set the new one."
        )
    except discord.PrivilegedIntentsRequired:
        fail("fatebot: Discord refused the gateway intents; fatebot needs no privileged intents.")
    except (aiohttp.ClientError, OSError) as error:
        # Not a configuration problem: say so in one line and let a supervisor restart us.
        print(
            f"fatebot: could not reach Discord ({error}); check the network and try again.", file=sys.stderr
        )
        raise SystemExit(EXIT_UNREACHABLE) from None
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
