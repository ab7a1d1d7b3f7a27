"""The language of a table's public messages while a game runs there.

A game keeps one language for everything it shows at its table (the board, the turn and duel
messages, the "your move" lines, the log): fixed at its start, the table's own language if the
table has one, else the starter's (``GameState.language``). The table's language, set by a
moderator with ``/table language``, still comes first. Private replies are not concerned: each
reader keeps their own (``bot.ui.common.bot_base``).
"""

from __future__ import annotations

import json
from functools import lru_cache

from bot.play.common.work import Work
from bot.store.records import LANGUAGES


def game_language(document: str | None) -> str | None:
    """The language a game document keeps (None: no game, or one started before it was kept)."""
    return None if document is None else _language(document)


@lru_cache(maxsize=256)
def _language(document: str) -> str | None:
    # Only the one field, without validating the whole document: this runs for every
    # interaction at a table with a game (a damaged document is refused where it is loaded).
    try:
        value = json.loads(document).get("language")
    except (ValueError, AttributeError):
        return None
    return value if value in LANGUAGES else None


async def public_language(work: Work) -> str | None:
    """The language of the work's table's public messages: the table's, else its game's."""
    settings = await work.settings()
    return settings.language or game_language(await work.game_document())
