"""Every kind of stored document, and where its stored examples are."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.play.common import document_kinds as play_kinds
from bot.play.doomtrooper import DOOMTROOPER
from bot.play.fulminato.table import FULMINATO
from bot.play.game.state import GAME
from bot.rules import document_kinds as rules_kinds
from bot.rules.common.documents import Kind
from bot.rules.league.season import SEASON

EXAMPLES = Path(__file__).parent / "examples"

KINDS: dict[str, Kind[Any]] = {
    kind.name: kind
    for kind in (
        rules_kinds.DUEL,
        rules_kinds.INITIATIVE,
        rules_kinds.TRACKER,
        rules_kinds.WARRIOR,
        rules_kinds.DOOMTROOPER_TABLE,
        rules_kinds.SECRET_SCHEME,
        play_kinds.FLIP,
        play_kinds.DUEL,
        play_kinds.INITIATIVE,
        play_kinds.GAME_INITIATIVE,
        play_kinds.TURN,
        GAME,
        FULMINATO,
        DOOMTROOPER,
        SEASON,
    )
}


def examples(kind: str, version: int | None = None) -> list[Path]:
    pattern = "v*.json" if version is None else f"v{version}-*.json"
    return sorted((EXAMPLES / kind).glob(pattern))


def version_of(path: Path) -> int:
    return int(path.name[1:].split("-", 1)[0])
