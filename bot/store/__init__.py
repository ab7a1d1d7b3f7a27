"""The store: the only place with SQL. Open with ``await Store.open(path)``."""

from bot.store.records import (
    DECK_MODES,
    GAMES,
    LANGUAGES,
    SHARED_OWNER,
    Changes,
    DeckMode,
    DmMessage,
    Game,
    Language,
    PendingRecord,
    TableSettings,
)
from bot.store.store import Store, StoreClosedError

__all__ = [
    "DECK_MODES",
    "GAMES",
    "LANGUAGES",
    "SHARED_OWNER",
    "Changes",
    "DeckMode",
    "DmMessage",
    "Game",
    "Language",
    "PendingRecord",
    "Store",
    "StoreClosedError",
    "TableSettings",
]
