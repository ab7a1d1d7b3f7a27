"""The setup message's line on the game's language: which one its public messages keep, and how
to change it (``bot.play.game.language``)."""

from __future__ import annotations

from bot.play.game.state import GameState
from bot.ui.common.i18n import DEFAULT_LANGUAGE, tr


def language_note(lang: str, state: GameState, table_language: str | None) -> str:
    """One line: the table's language, or the one the game fixed at its start (the starter's)."""
    command = f"/{tr(lang, 'cmd-table')} {tr(lang, 'cmd-table-language')}"
    if table_language:
        name = tr(lang, f"choice-language-{table_language}")
        return tr(lang, "lang-game-table", language=name, command=command)
    name = tr(lang, f"choice-language-{state.language or DEFAULT_LANGUAGE}")
    return tr(lang, "lang-game-fixed", language=name, command=command)
