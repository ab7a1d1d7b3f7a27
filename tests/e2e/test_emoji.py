"""The bot's own suit emoji: uploaded once at start, used in card text, Unicode on any failure.

simcord serves the application emoji routes (GET/POST /applications/{id}/emojis), so the
upload path runs against its backend.
"""

from __future__ import annotations

import logging
import struct
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import discord
import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.rules.common.cards import BLACK_JOKER, RED_JOKER, Card, Suit
from bot.ui.common import emoji
from bot.ui.common.cards import card_emoji, card_text
from tests.e2e.helpers import Table, action_rows, reply

NAMES = {emoji.emoji_name(key) for key in emoji.KEYS}


@pytest_asyncio.fixture(autouse=True)
async def unicode_afterwards() -> AsyncIterator[None]:
    """The emoji choice is process-wide: every other test expects the Unicode symbols."""
    emoji.reset()
    yield
    emoji.reset()


def uploads(env: simcord.Env) -> list[str]:
    return [r.path for r in env.http_requests if r.method == "POST" and r.path.endswith("/emojis")]


async def test_the_emoji_are_uploaded_once_and_used_in_card_text(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    await simcord_env.restart_bot(await make_bot(upload_emoji=True))
    owned = {e.name: e.id for e in simcord_env.backend.application_emojis.values()}
    assert set(owned) == NAMES
    assert len(uploads(simcord_env)) == 6
    assert card_emoji(Card.of(5, Suit.RAMS)) == f"<:fatebot_rams:{owned['fatebot_rams']}>"
    assert card_emoji(RED_JOKER) != card_emoji(BLACK_JOKER)
    assert (
        card_text(BLACK_JOKER, "en") == f"<:fatebot_black_joker:{owned['fatebot_black_joker']}> Black Joker"
    )

    await table.stack(table.alice, Card.of(7, Suit.RAMS), Card.of(12, Suit.TOMES))
    message = reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    assert f"Card: <:fatebot_tomes:{owned['fatebot_tomes']}> 12 of Tomes" in message.content
    buttons = [
        c for row in action_rows(message) for c in row["components"] if c["custom_id"].startswith("fb:flip:")
    ]
    assert buttons and {int(b["emoji"]["id"]) for b in buttons} <= {int(i) for i in owned.values()}

    # A restart finds them: nothing is uploaded again.
    await simcord_env.restart_bot(await make_bot(upload_emoji=True))
    assert len(uploads(simcord_env)) == 6
    assert card_emoji(Card.of(1, Suit.MASKS)) == f"<:fatebot_masks:{owned['fatebot_masks']}>"


async def test_a_missing_emoji_is_uploaded_alone(
    simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    for name in sorted(NAMES - {"fatebot_crows"}):
        simcord_env.backend.create_application_emoji(name)
    await simcord_env.restart_bot(await make_bot(upload_emoji=True))
    assert len(uploads(simcord_env)) == 1
    assert emoji.custom_emoji_active()


async def test_any_failure_keeps_the_unicode_symbols_and_logs_one_line(
    table: Table,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(emoji, "EMOJI_DIR", tmp_path)  # no images to upload
    with caplog.at_level(logging.INFO, logger="fatebot.emoji"):
        await simcord_env.restart_bot(await make_bot(upload_emoji=True))
    lines = [r.getMessage() for r in caplog.records if r.name == "fatebot.emoji"]
    assert len(lines) == 1 and "Unicode" in lines[0] and "FileNotFoundError" in lines[0]
    assert not emoji.custom_emoji_active()

    message = reply(await table.alice.slash(table.channel, "flip"))
    assert "Card: " in message.content and "<:fatebot_" not in message.content

    async def refuse(self: Fatebot) -> list[discord.Emoji]:
        raise discord.DiscordException("the API said no")

    monkeypatch.setattr(Fatebot, "fetch_application_emojis", refuse)
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="fatebot.emoji"):
        await simcord_env.restart_bot(await make_bot(upload_emoji=True))
    lines = [r.getMessage() for r in caplog.records if r.name == "fatebot.emoji"]
    assert lines == ["suit emoji unavailable (DiscordException: the API said no); using Unicode symbols"]


def test_the_committed_images_are_64px_rgba_pngs() -> None:
    for name in NAMES:
        data = (emoji.EMOJI_DIR / f"{name}.png").read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and data[12:16] == b"IHDR"
        width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
        assert (width, height, depth, colour) == (64, 64, 8, 6), name
        assert len(data) < 256 * 1024  # Discord's limit for an emoji image
