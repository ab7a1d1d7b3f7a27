"""One error path for commands, buttons and menus: every error is a private, translated reply.

- `DomainError` (bad input or game state) → its own message, by key.
- discord.py's check, transform and option errors → a translated explanation.
- anything else → logged with a short id; the user sees "something went wrong, quote id X".
"""

from __future__ import annotations

import logging
import math
import secrets
from collections.abc import Mapping
from typing import Any, Protocol

import discord
from discord import app_commands

from bot import metrics
from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.ui.common.cards import card_name
from bot.ui.common.i18n import DEFAULT_LANGUAGE, catalog, tr

log = logging.getLogger("fatebot.errors")

ALREADY_ACKNOWLEDGED = 40060  # Discord: "Interaction has already been acknowledged"


class LanguageSource(Protocol):
    async def language_for(self, interaction: discord.Interaction[Any]) -> str: ...
    async def reader_language_for(self, interaction: discord.Interaction[Any]) -> str: ...


class DomainCheckFailure(app_commands.CheckFailure):
    """A command check that failed for a reason worth explaining (e.g. not a table moderator)."""

    def __init__(self, error: DomainError) -> None:
        super().__init__(error.key)
        self.domain = error


async def send_private(interaction: discord.Interaction[Any], content: str, **kwargs: Any) -> None:
    """An ephemeral reply, or an ephemeral follow-up once the interaction was answered/deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
        return
    try:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)
    except discord.HTTPException as error:
        if error.code != ALREADY_ACKNOWLEDGED:
            raise
        # Discord took an answer discord.py never heard back about (a 5xx, then 40060).
        await interaction.followup.send(content, ephemeral=True, **kwargs)


async def language_of(interaction: discord.Interaction[Any]) -> str:
    """The language of what the interaction shows the place: its public replies and messages
    (a running game's language there, whoever pressed; ``FatebotBase.language_for``)."""
    client = interaction.client
    if hasattr(client, "language_for"):
        source: LanguageSource = client
        try:
            return await source.language_for(interaction)
        except Exception:  # the error path itself must not fail on a broken store
            log.exception("could not resolve the language of an interaction")
    return DEFAULT_LANGUAGE


async def reader_language_of(interaction: discord.Interaction[Any]) -> str:
    """The language of a private reply: the reader's own (``FatebotBase.reader_language_for``)."""
    client = interaction.client
    if hasattr(client, "reader_language_for"):
        source: LanguageSource = client
        try:
            return await source.reader_language_for(interaction)
        except Exception:  # the error path itself must not fail on a broken store
            log.exception("could not resolve the language of an interaction")
    return DEFAULT_LANGUAGE


def find_domain_error(error: BaseException) -> DomainError | None:
    """The DomainError behind an error, however discord.py wrapped it."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, DomainError):
            return current
        if isinstance(current, DomainCheckFailure):
            return current.domain
        original = getattr(current, "original", None)
        current = original if isinstance(original, BaseException) else current.__cause__
    return None


def domain_message(lang: str, error: DomainError) -> str:
    return tr(lang, error.key, **render_args(lang, error.args_map))


def render_args(lang: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """Cards (or card codes under a `card` argument) become card names in `lang`."""
    rendered: dict[str, Any] = {}
    for name, value in args.items():
        if isinstance(value, Card):
            rendered[name] = card_name(value, lang)
        elif name == "card" and isinstance(value, str):
            try:
                rendered[name] = card_name(Card.parse(value), lang)
            except ValueError:
                rendered[name] = value
        else:
            rendered[name] = value
    return rendered


def _permission_names(lang: str, permissions: list[str]) -> str:
    names = []
    for name in permissions:
        key = f"permission-{name.replace('_', '-')}"
        text = catalog().get(lang, key) or catalog().get(DEFAULT_LANGUAGE, key)
        names.append(text or name.replace("_", " ").title())
    return ", ".join(names)


def known_error_message(lang: str, error: BaseException) -> str | None:
    """The translated text for an error a user can cause, or None for a bug."""
    domain = find_domain_error(error)
    if domain is not None:
        return domain_message(lang, domain)
    if isinstance(error, app_commands.NoPrivateMessage):
        return tr(lang, "error-guild-only")
    if isinstance(error, app_commands.MissingPermissions):
        return tr(
            lang, "error-missing-permissions", permissions=_permission_names(lang, error.missing_permissions)
        )
    if isinstance(error, app_commands.BotMissingPermissions):
        return tr(
            lang,
            "error-bot-missing-permissions",
            permissions=_permission_names(lang, error.missing_permissions),
        )
    if isinstance(error, app_commands.CommandOnCooldown):
        return tr(lang, "limit-error-cooldown", seconds=max(1, math.ceil(error.retry_after)))
    if isinstance(error, app_commands.MissingRole | app_commands.MissingAnyRole):
        return tr(lang, "error-missing-role")
    if isinstance(error, app_commands.CheckFailure):
        return tr(lang, "error-check-failed")
    if isinstance(error, app_commands.TransformerError):
        if isinstance(error.value, discord.User | discord.Member):
            return tr(lang, "error-option-not-member", user=error.value.mention)
        return tr(lang, "error-option-invalid", value=str(error.value)[:100])
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return tr(lang, "error-command-outdated")
    return None


async def report_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """Render any error of a command or component as a private reply (never raises)."""
    metrics.observe_error(error)
    lang = await reader_language_of(interaction)
    text = known_error_message(lang, error)
    if text is None:
        error_id = secrets.token_hex(4)
        original = getattr(error, "original", error)
        log.error(
            "unexpected error %s in %s (table %s)",
            error_id,
            _what(interaction),
            interaction.channel_id,
            exc_info=(type(original), original, original.__traceback__),
        )
        text = tr(lang, "error-unexpected", id=error_id)
    else:
        log.info(
            "refused %s in table %s: %s", _what(interaction), interaction.channel_id, type(error).__name__
        )
    try:
        await send_private(interaction, text)
    except discord.HTTPException:
        log.warning("could not deliver an error reply for %s", _what(interaction))


def _what(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: Mapping[str, Any] = interaction.data or {}
    return f"component {data.get('custom_id', '?')}"
