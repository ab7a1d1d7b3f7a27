"""The error path: unwrapping DomainErrors and rendering their arguments."""

from __future__ import annotations

from discord import app_commands

from bot.errors import DomainError
from bot.ui.common.errors import DomainCheckFailure, domain_message, find_domain_error, known_error_message


def test_domain_errors_are_found_however_wrapped() -> None:
    domain = DomainError("error-hand-empty")
    try:
        try:
            raise domain
        except DomainError as inner:
            raise ValueError("transform") from inner
    except ValueError as outer:
        assert find_domain_error(outer) is domain
    assert find_domain_error(DomainCheckFailure(domain)) is domain
    assert find_domain_error(RuntimeError("x")) is None


def test_card_codes_become_card_names() -> None:
    text = domain_message("en", DomainError("error-hand-card-not-held", card="13T"))
    assert text.startswith("13 of Tomes is not in your hand")


def test_bugs_have_no_user_message() -> None:
    assert known_error_message("en", RuntimeError("x")) is None
    assert known_error_message("en", app_commands.CheckFailure()) is not None
    missing = known_error_message("en", app_commands.MissingPermissions(["manage_channels", "kick_members"]))
    assert missing == "You need these permissions here: Manage Channels, Kick Members."
