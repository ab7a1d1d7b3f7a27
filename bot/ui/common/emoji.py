"""Suit and joker emoji: the bot's own application emoji when it has them, else Unicode.

At start (after login) `install` makes sure the application owns one emoji per suit and joker
(`fatebot_rams`, …, uploaded from `data/emoji/*.png` when missing) and from then on card text
uses them. Any failure (no network, a refused upload, a missing image) leaves the Unicode
symbols (♥ Rams, ♠ Crows, ♦ Masks, ♣ Tomes, 🃏 jokers) in place and logs one line.

The choice is process-wide: one process runs one bot, and card text is written in many places
that have no bot at hand.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Protocol

from bot.paths import DATA_DIR
from bot.rules.common.cards import Suit

log = logging.getLogger("fatebot.emoji")

EMOJI_DIR = DATA_DIR / "emoji"
NAME_PREFIX = "fatebot_"
INSTALL_TIMEOUT_S = 30.0

RED_JOKER = "red_joker"
BLACK_JOKER = "black_joker"
UNICODE: Mapping[str, str] = {
    Suit.RAMS.value: "♥",
    Suit.CROWS.value: "♠",
    Suit.MASKS.value: "♦",
    Suit.TOMES.value: "♣",
    RED_JOKER: "🃏",
    BLACK_JOKER: "🃏",
}
KEYS: tuple[str, ...] = tuple(UNICODE)

_active: dict[str, str] = dict(UNICODE)


class _Emoji(Protocol):
    @property
    def name(self) -> str: ...

    def __str__(self) -> str: ...


class EmojiClient(Protocol):
    """What `install` needs of a discord.py Client (2.5+)."""

    async def fetch_application_emojis(self) -> Sequence[_Emoji]: ...

    async def create_application_emoji(self, *, name: str, image: bytes) -> _Emoji: ...


def emoji_name(key: str) -> str:
    """The application emoji's name for a suit value or joker key: `fatebot_rams`."""
    return f"{NAME_PREFIX}{key}"


def suit_emoji(suit: Suit) -> str:
    return _active[suit.value]


def joker_emoji(*, red: bool) -> str:
    return _active[RED_JOKER if red else BLACK_JOKER]


def custom_emoji_active() -> bool:
    return _active != UNICODE


def use(emoji: Mapping[str, str]) -> None:
    """Use these emoji (key → `<:name:id>`) from now on; keys left out keep their Unicode."""
    _active.clear()
    _active.update(UNICODE)
    _active.update({key: text for key, text in emoji.items() if key in UNICODE})


def reset() -> None:
    """Back to the Unicode symbols."""
    use({})


async def install(
    client: EmojiClient, directory: Path | None = None, timeout_s: float = INSTALL_TIMEOUT_S
) -> bool:
    """Find or upload the six emoji and use them; on any failure keep Unicode. True if in use."""
    directory = EMOJI_DIR if directory is None else directory
    try:
        async with asyncio.timeout(timeout_s):
            owned = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
            found: dict[str, str] = {}
            uploaded = 0
            for key in KEYS:
                name = emoji_name(key)
                emoji = owned.get(name)
                if emoji is None:
                    image = (directory / f"{name}.png").read_bytes()
                    emoji = await client.create_application_emoji(name=name, image=image)
                    uploaded += 1
                found[key] = str(emoji)
    except Exception as error:  # whatever went wrong, the bot plays on with Unicode symbols
        reset()
        reason = str(error).splitlines()[0] if str(error) else ""
        log.warning(
            "suit emoji unavailable (%s%s); using Unicode symbols",
            type(error).__name__,
            f": {reason[:200]}" if reason else "",
        )
        return False
    use(found)
    log.info(
        "using the bot's own suit emoji (%d uploaded now, %d already there)", uploaded, len(KEYS) - uploaded
    )
    return True
