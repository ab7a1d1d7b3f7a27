"""Autocomplete suggestions: what was typed, matched against a list of names."""

from __future__ import annotations

from collections.abc import Iterable

from discord import app_commands

MAX_CHOICES = 25  # Discord shows at most 25 suggestions
CHOICE_MAX = 100  # a suggestion's name and value: at most 100 characters


def matching(names: Iterable[str], current: str) -> list[app_commands.Choice[str]]:
    """The names that contain what was typed (ignoring case and the spaces around it)."""
    typed = current.strip().casefold()
    return [
        app_commands.Choice(name=name[:CHOICE_MAX], value=name[:CHOICE_MAX])
        for name in names
        if typed in name.casefold()
    ][:MAX_CHOICES]
